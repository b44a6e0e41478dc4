"""The complete list of legal actions of a seat, each ready to post as-is."""

from __future__ import annotations

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
    kind = t.action_kind[card]
    n = state["seats"]
    front = state["front"]
    others = [s for s in range(n) if s != seat]
    if kind == "break_tool":
        tool = t.action_tools[card][0]
        # Stored games lack the key: they allowed it, as today's default does.
        own = state["options"].get("break_own_tool", True)
        return [
            {"target": s} for s in range(n) if tool not in front[s]["broken"] and (own or s != seat)
        ]
    if kind == "repair":
        return [
            {"target": s, "tool": tool}
            for s in range(n)
            for tool in sorted(t.action_tools[card])
            if tool in front[s]["broken"]
        ]
    if kind == "peek_goal":
        return [{"goal": i} for i, g in enumerate(state["goals"]) if not g["revealed"]]
    if kind == "remove_path_card":
        cells = [
            paths.unkey(k)
            for k, (c, _rot) in state["grid"].items()
            if c != START and c not in t.goal_cards
        ]
        return [{"x": x, "y": y} for x, y in sorted(cells)]
    if kind == "theft":
        return [] if front[seat]["theft"] else [{}]
    if kind == "remove_theft":
        return [{"target": s} for s in range(n) if front[s]["theft"]]
    if kind in ("swap_hand", "peek_role"):
        return [{"target": s} for s in others]
    if kind == "swap_role":
        return [{"target": s} for s in range(n)] if state["role_pool"] else []
    if kind == "trap":
        return [{"target": s} for s in others if not front[s]["trapped"]]
    if kind == "free":
        return [{"target": s} for s in range(n) if front[s]["trapped"]]
    return []


def can_dig(state: dict[str, Any], seat: int) -> bool:
    front = state["front"][seat]
    return not front["broken"] and not front["trapped"]


def legal_actions(state: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """Every action ``seat`` may take now, unique and sorted (empty when it is not its turn)."""
    from games.rules.saboteur.content import tables

    if seat not in to_act(state):
        return []
    t = tables(state)
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
