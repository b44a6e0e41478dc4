"""The complete list of legal actions of a seat, each ready to post as-is."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from games.rules.saboteur import paths, scoring
from games.rules.saboteur.content import START, TOOLS, Tables

FRONT_CARDS = (*TOOLS, "trapped")  # what discarding two cards can take away (seed, option D)


def to_act(state: dict[str, Any]) -> tuple[int, ...]:
    if state["phase"] == "play":
        return (state["turn"],)
    if state["phase"] == "theft":
        return (state["pending"]["queue"][0],)
    return ()


def action_targets(state: dict[str, Any], t: Tables, seat: int, card: str) -> list[dict[str, Any]]:
    """The fields each way of playing action ``card`` needs (empty when it cannot be played)."""
    targets = _TARGETS.get(t.action_kind[card])
    return [] if targets is None else targets(state, t, seat, card)


# The ways to play an action card, by its kind: (state, tables, seat, card) -> fields.
Targets = Callable[[dict[str, Any], Tables, int, str], list[dict[str, Any]]]


def _break_tool(state: dict[str, Any], t: Tables, seat: int, card: str) -> list[dict[str, Any]]:
    tool = t.action_tools[card][0]
    # Stored games lack the key: they allowed it, as today's default does.
    own = state["options"].get("break_own_tool", True)
    front = state["front"]
    return [
        {"target": s}
        for s in range(state["seats"])
        if tool not in front[s]["broken"] and (own or s != seat)
    ]


def _repair(state: dict[str, Any], t: Tables, seat: int, card: str) -> list[dict[str, Any]]:
    return [
        {"target": s, "tool": tool}
        for s in range(state["seats"])
        for tool in sorted(t.action_tools[card])
        if tool in state["front"][s]["broken"]
    ]


def _peek_goal(state: dict[str, Any], t: Tables, seat: int, card: str) -> list[dict[str, Any]]:
    return [{"goal": i} for i, g in enumerate(state["goals"]) if not g["revealed"]]


def _remove_path_card(
    state: dict[str, Any], t: Tables, seat: int, card: str
) -> list[dict[str, Any]]:
    cells = [
        paths.unkey(k)
        for k, (c, _rot) in state["grid"].items()
        if c != START and c not in t.goal_cards
    ]
    return [{"x": x, "y": y} for x, y in sorted(cells)]


def _theft(state: dict[str, Any], t: Tables, seat: int, card: str) -> list[dict[str, Any]]:
    return [] if state["front"][seat]["theft"] else [{}]


def _remove_theft(state: dict[str, Any], t: Tables, seat: int, card: str) -> list[dict[str, Any]]:
    return [{"target": s} for s in range(state["seats"]) if state["front"][s]["theft"]]


def _another_seat(state: dict[str, Any], t: Tables, seat: int, card: str) -> list[dict[str, Any]]:
    return [{"target": s} for s in range(state["seats"]) if s != seat]


def _swap_role(state: dict[str, Any], t: Tables, seat: int, card: str) -> list[dict[str, Any]]:
    return [{"target": s} for s in range(state["seats"])] if state["role_pool"] else []


def _trap(state: dict[str, Any], t: Tables, seat: int, card: str) -> list[dict[str, Any]]:
    front = state["front"]
    return [{"target": s} for s in range(state["seats"]) if s != seat and not front[s]["trapped"]]


def _free(state: dict[str, Any], t: Tables, seat: int, card: str) -> list[dict[str, Any]]:
    return [{"target": s} for s in range(state["seats"]) if state["front"][s]["trapped"]]


_TARGETS: dict[str, Targets] = {
    "break_tool": _break_tool,
    "repair": _repair,
    "peek_goal": _peek_goal,
    "remove_path_card": _remove_path_card,
    "theft": _theft,
    "remove_theft": _remove_theft,
    "swap_hand": _another_seat,
    "peek_role": _another_seat,
    "swap_role": _swap_role,
    "trap": _trap,
    "free": _free,
}


def can_dig(state: dict[str, Any], seat: int) -> bool:
    front = state["front"][seat]
    return not front["broken"] and not front["trapped"]


def legal_actions(state: dict[str, Any], t: Tables, seat: int) -> list[dict[str, Any]]:
    """Every action ``seat`` may take now, unique and sorted (empty when it is not its turn)."""
    if seat not in to_act(state):
        return []
    if state["phase"] == "theft":
        steals = [{"type": "steal", "target": s} for s in scoring.steal_targets(state, seat)]
        return ([{"type": "decline_steal"}] if scoring.may_decline_steal(state) else []) + steals
    hand = state["hands"][seat]
    out: list[dict[str, Any]] = []
    front = state["front"][seat]
    removable = sorted(
        r for r in FRONT_CARDS if r in front["broken"] or (r == "trapped" and front["trapped"])
    )
    if removable and len(hand) >= 2:
        for cards in sorted(set(combinations(hand, 2))):
            for remove in removable:
                out.append({"type": "discard_and_repair", "cards": list(cards), "remove": remove})
    for cards in sorted({c for size in (1, 2, 3) for c in combinations(hand, size)}):
        out.append({"type": "pass", "cards": list(cards)})
    if can_dig(state, seat):
        path_cards = [c for c in hand if t.is_path(c)]
        for card, x, y, rot in paths.placements(state, t, path_cards):
            out.append({"type": "place_path", "card": card, "x": x, "y": y, "rotation": rot})
    for card in sorted({c for c in hand if not t.is_path(c)}):
        for fields in action_targets(state, t, seat, card):
            out.append({"type": "play_action", "card": card, **fields})
    return out  # built in ``sort_key`` order: by type, then card, then each field


def sort_key(action: dict[str, Any]) -> tuple[Any, ...]:
    """The order of ``legal_actions``: type, card, rotation, x, y, target, tool, goal, cards."""
    return (
        action["type"],
        action.get("card", ""),
        action.get("rotation", -1),
        action.get("x", -99),
        action.get("y", -99),
        action.get("target", -1),
        action.get("tool", ""),
        action.get("goal", -1),
        tuple(action.get("cards", ())),
        action.get("remove", ""),
    )
