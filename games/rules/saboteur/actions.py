"""Carrying out one action: lay a path, play an action card, pass, repair, steal; one function
per kind, which the move table (``moves.MOVES``) names. Each runs on a copy of the state,
after its kind's check (``refusals``) let it through."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.rules import core
from games.rules.revision import rules_revision
from games.rules.saboteur import knowledge, paths, rounds
from games.rules.saboteur.content import GOLD, Tables
from games.rules.saboteur.deck import draw_cards
from games.rules.saboteur.refusals import Play, card_fields


def _take(state: dict[str, Any], seat: int, cards: list[str]) -> None:
    hand = state["hands"][seat]
    for c in cards:
        hand.remove(c)


def _draw(state: dict[str, Any], seat: int, count: int, events: list[core.Event]) -> None:
    drawn = draw_cards(state, seat, count)
    if drawn:
        rounds.emit(state, events, core.Event("cards_drawn", {"seat": seat, "count": len(drawn)}))
        rounds.emit(state, events, core.Event("you_drew", {"cards": sorted(drawn)}, seat=seat))


def _turn_done(play: Play, gold_found: bool = False) -> None:
    """The seat's turn is over: the next seat plays, or the round ends on the gold."""
    play.state["last_actor"] = play.seat
    if gold_found:
        rounds.end_round(play.state, play.t, play.events, gold_found=True, completer=play.seat)
    else:
        rounds.next_turn(play.state, play.t, play.events)


def place_path(play: Play, action: dict[str, Any]) -> None:
    state, t, seat, events = play.state, play.t, play.seat, play.events
    card, x, y, rot = action["card"], action["x"], action["y"], action["rotation"]
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
    # Revision 4: so does one it touches with rock, its tunnel not reaching the goal.
    revision = rules_revision(state)
    revealed = paths.reveal_goals(
        state,
        t,
        k,
        chain=revision >= 2,
        fit_reaching=revision >= 3,
        fit_tunnel=revision >= 4,
    )
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
    _turn_done(play, gold_found)


def play_action(play: Play, action: dict[str, Any]) -> None:
    state, seat = play.state, play.seat
    card, fields = action["card"], card_fields(action)
    _take(state, seat, [card])
    knowledge.note_played(state, seat, card)
    kind = play.t.action_kind[card]
    to_discard = _CARD_EFFECTS[kind](play, card, fields)
    target = fields.get("target")
    if kind == "remove_path_card":
        state["hostility"][seat] += 1
    elif target is not None and target != seat:
        state["hostility"][seat] += _HOSTILITY.get(kind, 0)
    state["discard"]["public"].extend(to_discard)
    public = {"seat": seat, "card": card, **fields}
    rounds.emit(state, play.events, core.Event("action_played", public))
    if kind != "swap_hand":  # a swapped hand: the other seat drew instead
        _draw(state, seat, 1, play.events)
    _turn_done(play)


# What playing a card on another seat says of the one who plays it (the automa reads it).
_HOSTILITY = {"break_tool": 1, "trap": 1, "repair": -1, "free": -1}


# An action card's effect, by its kind: it returns the cards that go to the face-up discard
# (none when the card stays in front of a seat).
CardEffect = Callable[[Play, str, dict[str, Any]], list[str]]


def _break_tool(play: Play, card: str, fields: dict[str, Any]) -> list[str]:
    front = play.state["front"][fields["target"]]
    front["broken"] = sorted(front["broken"] + [play.t.action_tools[card][0]])
    return []


def _repair(play: Play, card: str, fields: dict[str, Any]) -> list[str]:
    play.state["front"][fields["target"]]["broken"].remove(fields["tool"])
    return [card, _broken_card(play.t, fields["tool"])]


def _peek_goal(play: Play, card: str, fields: dict[str, Any]) -> list[str]:
    state, goal = play.state, fields["goal"]
    seen = state["goals"][goal]["card"]
    state["knowledge"][play.seat].append(
        {"kind": "map", "goal": goal, "card": seen, "step": state["step"]}
    )
    event = core.Event("map_seen", {"goal": goal, "card": seen}, seat=play.seat)
    rounds.emit(state, play.events, event)
    return [card]


def _remove_path_card(play: Play, card: str, fields: dict[str, Any]) -> list[str]:
    return [card, play.state["grid"].pop(paths.key(fields["x"], fields["y"]))[0]]


def _theft(play: Play, card: str, fields: dict[str, Any]) -> list[str]:
    play.state["front"][play.seat]["theft"] = True
    play.state["theft_order"].append(play.seat)
    return []


def _remove_theft(play: Play, card: str, fields: dict[str, Any]) -> list[str]:
    play.state["front"][fields["target"]]["theft"] = False
    play.state["theft_order"].remove(fields["target"])
    return [card, "THEFT"]


def _swap_hand(play: Play, card: str, fields: dict[str, Any]) -> list[str]:
    state, seat, target = play.state, play.seat, fields["target"]
    hands = state["hands"]
    knowledge.note_swap(state, seat, target, given=hands[seat], received=hands[target])
    hands[seat], hands[target] = hands[target], hands[seat]
    _draw(state, target, 1, play.events)
    return [card]


def _peek_role(play: Play, card: str, fields: dict[str, Any]) -> list[str]:
    state, target = play.state, fields["target"]
    role = state["roles"][target]
    state["knowledge"][play.seat].append(
        {"kind": "inspection", "seat": target, "role": role, "step": state["step"]}
    )
    event = core.Event("role_seen", {"seat": target, "role": role}, seat=play.seat)
    rounds.emit(state, play.events, event)
    return [card]


def _swap_role(play: Play, card: str, fields: dict[str, Any]) -> list[str]:
    state, target = play.state, fields["target"]
    rng = core.rng_for(state["seed"], state["step"], "swap_hats")
    pool = state["role_pool"]
    state["role_discard"].append(state["roles"][target])
    state["roles"][target] = pool.pop(rng.randrange(len(pool)))
    state["hat_swapped_at"][target] = state["step"]
    event = core.Event("new_role", {"role": state["roles"][target]}, seat=target)
    rounds.emit(state, play.events, event)
    return [card]


def _trap(play: Play, card: str, fields: dict[str, Any]) -> list[str]:
    play.state["front"][fields["target"]]["trapped"] = True
    return []


def _free(play: Play, card: str, fields: dict[str, Any]) -> list[str]:
    play.state["front"][fields["target"]]["trapped"] = False
    return [card, "TRAPPED"]


_CARD_EFFECTS: dict[str, CardEffect] = {
    "break_tool": _break_tool,
    "repair": _repair,
    "peek_goal": _peek_goal,
    "remove_path_card": _remove_path_card,
    "theft": _theft,
    "remove_theft": _remove_theft,
    "swap_hand": _swap_hand,
    "peek_role": _peek_role,
    "swap_role": _swap_role,
    "trap": _trap,
    "free": _free,
}


def _broken_card(t: Tables, tool: str) -> str:
    return next(
        c for c, k in t.action_kind.items() if k == "break_tool" and t.action_tools[c][0] == tool
    )


def pass_turn(play: Play, action: dict[str, Any]) -> None:
    state, seat, cards = play.state, play.seat, action["cards"]
    _take(state, seat, cards)
    state["discard"]["hidden"].extend(cards)
    knowledge.note_discarded(state, seat, cards)
    rounds.emit(state, play.events, core.Event("passed", {"seat": seat, "count": len(cards)}))
    _draw(state, seat, len(cards), play.events)
    _turn_done(play)


def discard_and_repair(play: Play, action: dict[str, Any]) -> None:
    state, seat = play.state, play.seat
    cards, remove = action["cards"], action["remove"]
    _take(state, seat, cards)
    state["discard"]["hidden"].extend(cards)
    knowledge.note_discarded(state, seat, cards)
    front = state["front"][seat]
    if remove == "trapped":
        front["trapped"] = False
        state["discard"]["public"].append("TRAPPED")
    else:
        front["broken"].remove(remove)
        state["discard"]["public"].append(_broken_card(play.t, remove))
    event = core.Event("repaired_self", {"seat": seat, "removed": remove})
    rounds.emit(state, play.events, event)
    _draw(state, seat, 1, play.events)
    _turn_done(play)


def steal(play: Play, action: dict[str, Any]) -> None:
    state, seat, target = play.state, play.seat, action["target"]
    state["gold"][target] -= 1
    state["gold"][seat] += 1
    state["gold_log"][target]["thefts"] -= 1
    state["gold_log"][seat]["thefts"] += 1
    state["round_results"][-1] = dict(state["round_results"][-1])
    state["round_results"][-1]["thefts"] = [*state["round_results"][-1]["thefts"], [seat, target]]
    state["pending"]["queue"].pop(0)
    rounds.emit(state, play.events, core.Event("gold_stolen", {"thief": seat, "victim": target}))
    rounds.advance_thefts(state, play.t, play.events)


def decline_steal(play: Play, action: dict[str, Any]) -> None:
    play.state["pending"]["queue"].pop(0)
    rounds.emit(play.state, play.events, core.Event("steal_declined", {"thief": play.seat}))
    rounds.advance_thefts(play.state, play.t, play.events)
