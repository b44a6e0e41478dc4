"""Why the rules refuse an action now: whose turn it is, then one check per kind, which the
move table (``moves.MOVES``) names.

An action reaches a check already validated against its ``ActionSpec`` (the rotation and what
``discard_and_repair`` removes are among the spec's choices), so a check looks at the game
only; the application that follows checks nothing again.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from games.rules import core
from games.rules.core import IllegalAction
from games.rules.saboteur import paths, scoring
from games.rules.saboteur.content import Tables
from games.rules.saboteur.legal import action_targets, can_dig, to_act


@dataclass
class Play:
    """One move at work: the state (a copy, once it is carried out), the content's tables,
    the seat moving and the events it logs."""

    state: dict[str, Any]
    t: Tables
    seat: int
    events: list[core.Event] = field(default_factory=list)


def check_turn(state: dict[str, Any], seat: int) -> None:
    """IllegalAction unless ``seat`` is to act now (whatever it plays)."""
    if state["phase"] == "over":
        raise IllegalAction("game_over", "the game has ended")
    if seat not in to_act(state):
        raise IllegalAction("not_your_turn", f"seat {seat} is not to act")


def _in_turn(state: dict[str, Any]) -> None:
    if state["phase"] == "theft":
        raise IllegalAction("wrong_phase", "the thieves are stealing: only 'steal' is possible")


def _in_theft(state: dict[str, Any]) -> None:
    if state["phase"] == "play":
        raise IllegalAction("wrong_phase", "stealing happens at the end of a round")


def _holds(state: dict[str, Any], seat: int, cards: list[str]) -> None:
    need, have = Counter(cards), Counter(state["hands"][seat])
    if any(have[c] < k for c, k in need.items()):
        raise IllegalAction("card_not_in_hand", f"the hand does not hold {sorted(cards)}")


def place_path(play: Play, action: dict[str, Any]) -> None:
    state, t, seat = play.state, play.t, play.seat
    _in_turn(state)
    card, x, y, rot = action["card"], action["x"], action["y"], action["rotation"]
    if not t.is_path(card):
        raise IllegalAction("not_a_path_card", f"{card!r} is not a path card")
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


def play_action(play: Play, action: dict[str, Any]) -> None:
    state, t, seat = play.state, play.t, play.seat
    _in_turn(state)
    card = action["card"]
    if card not in t.action_kind:
        raise IllegalAction("not_an_action_card", f"{card!r} is not an action card")
    if card not in state["hands"][seat]:
        raise IllegalAction("card_not_in_hand", f"the hand does not hold {card!r}")
    fields = card_fields(action)
    if fields not in action_targets(state, t, seat, card):
        raise IllegalAction(_why_not(state, t, seat, card, fields), f"{card} cannot be played so")


def card_fields(action: dict[str, Any]) -> dict[str, Any]:
    """Where an action card is played: its target, tool, goal or maze cell."""
    return {k: v for k, v in action.items() if k not in ("type", "card")}


def _why_not(state: dict[str, Any], t: Tables, seat: int, card: str, fields: dict[str, Any]) -> str:
    """The reason ``fields`` are not a way to play ``card`` now."""
    target = fields.get("target")
    if target is not None and not (isinstance(target, int) and 0 <= target < state["seats"]):
        return "invalid_target"
    why = _WHY_NOT.get(t.action_kind[card])
    return (why(state, seat, fields) if why else None) or "invalid_fields"


# Why an action card of each kind cannot be played so, beyond an unknown seat (None: the
# fields name no way to play it).
WhyNot = Callable[[dict[str, Any], int, dict[str, Any]], str | None]


def _on_other_seat(state: dict[str, Any], seat: int, fields: dict[str, Any]) -> str | None:
    return "invalid_target" if fields.get("target") == seat else None


def _trap(state: dict[str, Any], seat: int, fields: dict[str, Any]) -> str | None:
    return _on_other_seat(state, seat, fields) or _lies_there(state, seat, fields)


def _break_tool(state: dict[str, Any], seat: int, fields: dict[str, Any]) -> str | None:
    if fields.get("target") == seat and not state["options"].get("break_own_tool", True):
        return "invalid_target"
    return _lies_there(state, seat, fields)


def _lies_there(state: dict[str, Any], seat: int, fields: dict[str, Any]) -> str | None:
    return "already_in_front" if fields.get("target") is not None else None


def _nothing_there(state: dict[str, Any], seat: int, fields: dict[str, Any]) -> str | None:
    return "nothing_to_remove" if fields.get("target") is not None else None


def _peek_goal(state: dict[str, Any], seat: int, fields: dict[str, Any]) -> str | None:
    return "invalid_goal" if fields.get("goal") not in (0, 1, 2) else None


def _swap_role(state: dict[str, Any], seat: int, fields: dict[str, Any]) -> str | None:
    return "role_pool_empty" if not state["role_pool"] else None


def _theft(state: dict[str, Any], seat: int, fields: dict[str, Any]) -> str | None:
    return "already_in_front" if state["front"][seat]["theft"] else None


def _remove_path_card(state: dict[str, Any], seat: int, fields: dict[str, Any]) -> str | None:
    return "cannot_remove_there"


_WHY_NOT: dict[str, WhyNot] = {
    "break_tool": _break_tool,
    "repair": _nothing_there,
    "peek_goal": _peek_goal,
    "remove_path_card": _remove_path_card,
    "theft": _theft,
    "remove_theft": _nothing_there,
    "swap_hand": _on_other_seat,
    "peek_role": _on_other_seat,
    "swap_role": _swap_role,
    "trap": _trap,
    "free": _nothing_there,
}


def pass_turn(play: Play, action: dict[str, Any]) -> None:
    _in_turn(play.state)
    cards = action["cards"]
    if not 1 <= len(cards) <= 3:
        raise IllegalAction("wrong_discard_count", "passing discards one, two or three cards")
    _holds(play.state, play.seat, cards)


def discard_and_repair(play: Play, action: dict[str, Any]) -> None:
    state = play.state
    _in_turn(state)
    cards, remove = action["cards"], action["remove"]
    if len(cards) != 2:
        raise IllegalAction("wrong_discard_count", "repairing yourself costs exactly two cards")
    front = state["front"][play.seat]
    if (remove == "trapped" and not front["trapped"]) or (
        remove != "trapped" and remove not in front["broken"]
    ):
        raise IllegalAction("nothing_to_remove", f"no {remove} card lies in front of you")
    _holds(state, play.seat, cards)


def steal(play: Play, action: dict[str, Any]) -> None:
    _in_theft(play.state)
    if action["target"] not in scoring.steal_targets(play.state, play.seat):
        raise IllegalAction("invalid_target", "steal from another seat that has gold")


def decline_steal(play: Play, action: dict[str, Any]) -> None:
    _in_theft(play.state)
    if not scoring.may_decline_steal(play.state):
        raise IllegalAction("must_steal", "in this game a thief must steal")
