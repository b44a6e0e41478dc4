"""Checking and carrying out one action: lay a path, play an action card, pass, repair, steal."""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.rules import core
from games.rules.core import IllegalAction
from games.rules.revision import rules_revision
from games.rules.saboteur import knowledge, paths, rounds, scoring
from games.rules.saboteur.content import GOLD, Tables, tables
from games.rules.saboteur.deck import draw_cards
from games.rules.saboteur.legal import FRONT_CARDS, action_targets, can_dig, to_act


def apply(state: dict[str, Any], seat: int, action: Any) -> tuple[dict[str, Any], list[core.Event]]:
    """The state after ``seat`` takes ``action`` and what happened; the input is left untouched."""
    kind = action["type"]  # validated against its ActionSpec by the ruleset
    if state["phase"] == "over":
        raise IllegalAction("game_over", "the game has ended")
    if seat not in to_act(state):
        raise IllegalAction("not_your_turn", f"seat {seat} is not to act")
    theft_kinds = ("steal", "decline_steal")
    if state["phase"] == "theft" and kind not in theft_kinds:
        raise IllegalAction("wrong_phase", "the thieves are stealing: only 'steal' is possible")
    if state["phase"] == "play" and kind in theft_kinds:
        raise IllegalAction("wrong_phase", "stealing happens at the end of a round")
    if kind == "decline_steal" and not scoring.may_decline_steal(state):
        raise IllegalAction("must_steal", "in this game a thief must steal")
    t = tables(state)
    new = rounds.clone(state)
    new["step"] = state["step"] + 1
    events: list[core.Event] = []
    if kind == "steal":
        _steal(new, t, seat, action, events)
        return new, events
    if kind == "decline_steal":
        new["pending"]["queue"].pop(0)
        rounds.emit(new, events, core.Event("steal_declined", {"thief": seat}))
        rounds.advance_thefts(new, t, events)
        return new, events
    handler = {
        "place_path": _place_path,
        "play_action": _play_action,
        "pass": _pass,
        "discard_and_repair": _discard_and_repair,
    }[kind]
    gold_found = handler(new, t, seat, action, events)
    new["last_actor"] = seat
    if gold_found:
        rounds.end_round(new, t, events, gold_found=True, completer=seat)
    else:
        rounds.next_turn(new, t, events)
    return new, events


def _take(state: dict[str, Any], seat: int, cards: list[str]) -> None:
    hand = state["hands"][seat]
    need = Counter(cards)
    have = Counter(hand)
    if any(have[c] < k for c, k in need.items()):
        raise IllegalAction("card_not_in_hand", f"the hand does not hold {sorted(cards)}")
    for c in cards:
        hand.remove(c)


def _draw(state: dict[str, Any], seat: int, count: int, events: list[core.Event]) -> None:
    drawn = draw_cards(state, seat, count)
    if drawn:
        rounds.emit(state, events, core.Event("cards_drawn", {"seat": seat, "count": len(drawn)}))
        rounds.emit(state, events, core.Event("you_drew", {"cards": sorted(drawn)}, seat=seat))


def _place_path(
    state: dict[str, Any], t: Tables, seat: int, action: dict[str, Any], events: list[core.Event]
) -> bool:
    card, x, y, rot = action["card"], action["x"], action["y"], action["rotation"]
    if not t.is_path(card):
        raise IllegalAction("not_a_path_card", f"{card!r} is not a path card")
    if rot not in (0, 180):
        raise IllegalAction("bad_rotation", "a card may only be turned 0 or 180 degrees")
    if card not in state["hands"][seat]:
        raise IllegalAction("card_not_in_hand", f"the hand does not hold {card!r}")
    if state["front"][seat]["trapped"]:
        raise IllegalAction("trapped", "a trapped dwarf may not lay path cards")
    if not can_dig(state, seat):
        raise IllegalAction("tool_broken", "a dwarf with a broken tool may not lay path cards")
    reach = paths.reachable(t, state["grid"])
    problem = paths.fit_problem(t, state, card, rot, x, y, reach)
    if problem is not None:
        raise IllegalAction(problem, f"{card} does not fit at ({x}, {y}) turned {rot}")
    _take(state, seat, [card])
    knowledge.note_played(state, seat, card)
    k = paths.key(x, y)
    state["grid"][k] = [card, rot]
    rounds.emit(
        state,
        events,
        core.Event("path_placed", {"seat": seat, "card": card, "x": x, "y": y, "rotation": rot}),
    )
    gold_found = False
    # Revision 2: a turned goal that reaches another face-down goal turns it over too.
    # Revision 3: a goal the card just laid does not touch fits the card that reached it.
    revision = rules_revision(state)
    revealed = paths.reveal_goals(state, t, k, chain=revision >= 2, fit_reaching=revision >= 3)
    for i in revealed:
        goal = state["goals"][i]
        rounds.emit(
            state,
            events,
            core.Event(
                "goal_revealed", {"goal": i, "card": goal["card"], "rotation": goal["rotation"]}
            ),
        )
        gold_found = gold_found or goal["card"] == GOLD
    if not gold_found:
        _draw(state, seat, 1, events)
    return gold_found


def _play_action(
    state: dict[str, Any], t: Tables, seat: int, action: dict[str, Any], events: list[core.Event]
) -> bool:
    card = action["card"]
    if card not in t.action_kind:
        raise IllegalAction("not_an_action_card", f"{card!r} is not an action card")
    if card not in state["hands"][seat]:
        raise IllegalAction("card_not_in_hand", f"the hand does not hold {card!r}")
    fields = {k: v for k, v in action.items() if k not in ("type", "card")}
    options = action_targets(state, t, seat, card)
    if fields not in options:
        raise IllegalAction(_why_not(state, t, seat, card, fields), f"{card} cannot be played so")
    _take(state, seat, [card])
    knowledge.note_played(state, seat, card)
    kind = t.action_kind[card]
    target: Any = fields.get("target")  # a seat, for the cards aimed at one (checked above)
    front = state["front"]
    public = {"seat": seat, "card": card, **fields}
    draws = True
    to_discard = [card]
    if kind == "break_tool":
        front[target]["broken"] = sorted(front[target]["broken"] + [t.action_tools[card][0]])
        to_discard = []  # the card lies in front of the target
    elif kind == "repair":
        front[target]["broken"].remove(fields["tool"])
        to_discard.append(_broken_card(t, fields["tool"]))
    elif kind == "peek_goal":
        goal = state["goals"][fields["goal"]]
        state["knowledge"][seat].append(
            {"kind": "map", "goal": fields["goal"], "card": goal["card"], "step": state["step"]}
        )
        rounds.emit(
            state,
            events,
            core.Event("map_seen", {"goal": fields["goal"], "card": goal["card"]}, seat=seat),
        )
    elif kind == "remove_path_card":
        k = paths.key(fields["x"], fields["y"])
        to_discard.append(state["grid"].pop(k)[0])
    elif kind == "theft":
        front[seat]["theft"] = True
        state["theft_order"].append(seat)
        to_discard = []
    elif kind == "remove_theft":
        front[target]["theft"] = False
        state["theft_order"].remove(target)
        to_discard.append("THEFT")
    elif kind == "swap_hand":
        hands = state["hands"]
        knowledge.note_swap(state, seat, target, given=hands[seat], received=hands[target])
        hands[seat], hands[target] = hands[target], hands[seat]
        draws = False
        _draw(state, target, 1, events)
    elif kind == "peek_role":
        role = state["roles"][target]
        state["knowledge"][seat].append(
            {"kind": "inspection", "seat": target, "role": role, "step": state["step"]}
        )
        rounds.emit(
            state, events, core.Event("role_seen", {"seat": target, "role": role}, seat=seat)
        )
    elif kind == "swap_role":
        rng = core.rng_for(state["seed"], state["step"], "swap_hats")
        pool = state["role_pool"]
        state["role_discard"].append(state["roles"][target])
        state["roles"][target] = pool.pop(rng.randrange(len(pool)))
        state["hat_swapped_at"][target] = state["step"]
        rounds.emit(
            state, events, core.Event("new_role", {"role": state["roles"][target]}, seat=target)
        )
    elif kind == "trap":
        front[target]["trapped"] = True
        to_discard = []
    elif kind == "free":
        front[target]["trapped"] = False
        to_discard.append("TRAPPED")
    if target is not None and target != seat:
        if kind in ("break_tool", "trap"):
            state["hostility"][seat] += 1
        elif kind in ("repair", "free"):
            state["hostility"][seat] -= 1
    elif kind == "remove_path_card":
        state["hostility"][seat] += 1
    state["discard"]["public"].extend(to_discard)
    rounds.emit(state, events, core.Event("action_played", public))
    if draws:
        _draw(state, seat, 1, events)
    return False


def _broken_card(t: Tables, tool: str) -> str:
    return next(
        c for c, k in t.action_kind.items() if k == "break_tool" and t.action_tools[c][0] == tool
    )


def _why_not(state: dict[str, Any], t: Tables, seat: int, card: str, fields: dict[str, Any]) -> str:
    kind = t.action_kind[card]
    target = fields.get("target")
    if target is not None and not (isinstance(target, int) and 0 <= target < state["seats"]):
        return "invalid_target"
    if kind in ("trap", "swap_hand", "peek_role") and target == seat:
        return "invalid_target"
    if kind == "break_tool" and target == seat and not state["options"].get("break_own_tool", True):
        return "invalid_target"
    if kind == "peek_goal" and fields.get("goal") not in (0, 1, 2):
        return "invalid_goal"
    if kind == "swap_role" and not state["role_pool"]:
        return "role_pool_empty"
    if kind == "theft" and state["front"][seat]["theft"]:
        return "already_in_front"
    if kind in ("break_tool", "trap") and target is not None:
        return "already_in_front"
    if kind in ("repair", "free", "remove_theft") and target is not None:
        return "nothing_to_remove"
    if kind == "remove_path_card":
        return "cannot_remove_there"
    return "invalid_fields"


def _pass(
    state: dict[str, Any], t: Tables, seat: int, action: dict[str, Any], events: list[core.Event]
) -> bool:
    cards = action["cards"]
    if not 1 <= len(cards) <= 3:
        raise IllegalAction("wrong_discard_count", "passing discards one, two or three cards")
    _take(state, seat, cards)
    state["discard"]["hidden"].extend(cards)
    knowledge.note_discarded(state, seat, cards)
    rounds.emit(state, events, core.Event("passed", {"seat": seat, "count": len(cards)}))
    _draw(state, seat, len(cards), events)
    return False


def _discard_and_repair(
    state: dict[str, Any], t: Tables, seat: int, action: dict[str, Any], events: list[core.Event]
) -> bool:
    cards, remove = action["cards"], action["remove"]
    if len(cards) != 2:
        raise IllegalAction("wrong_discard_count", "repairing yourself costs exactly two cards")
    front = state["front"][seat]
    if remove not in FRONT_CARDS:
        raise IllegalAction("invalid_fields", f"{remove!r} is not a broken tool nor 'trapped'")
    if (remove == "trapped" and not front["trapped"]) or (
        remove != "trapped" and remove not in front["broken"]
    ):
        raise IllegalAction("nothing_to_remove", f"no {remove} card lies in front of you")
    _take(state, seat, cards)
    state["discard"]["hidden"].extend(cards)
    knowledge.note_discarded(state, seat, cards)
    if remove == "trapped":
        front["trapped"] = False
        state["discard"]["public"].append("TRAPPED")
    else:
        front["broken"].remove(remove)
        state["discard"]["public"].append(_broken_card(t, remove))
    rounds.emit(state, events, core.Event("repaired_self", {"seat": seat, "removed": remove}))
    _draw(state, seat, 1, events)
    return False


def _steal(
    state: dict[str, Any], t: Tables, seat: int, action: dict[str, Any], events: list[core.Event]
) -> None:
    target = action["target"]
    if target not in scoring.steal_targets(state, seat):
        raise IllegalAction("invalid_target", "steal from another seat that has gold")
    state["gold"][target] -= 1
    state["gold"][seat] += 1
    state["gold_log"][target]["thefts"] -= 1
    state["gold_log"][seat]["thefts"] += 1
    state["round_results"][-1] = dict(state["round_results"][-1])
    state["round_results"][-1]["thefts"] = [*state["round_results"][-1]["thefts"], [seat, target]]
    state["pending"]["queue"].pop(0)
    rounds.emit(state, events, core.Event("gold_stolen", {"thief": seat, "victim": target}))
    rounds.advance_thefts(state, t, events)
