"""Constructing Wonder stages: which stages are available, the ways to pay, building one."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import Any

from games.rules.revision import rules_revision

from .content import RESOURCES
from .state import State, discard_kinds, event, kind_counts, token_active, wonder_of

COIN = "gold"


def available_stages(state: State, seat: int) -> list[str]:
    """Stages not yet built whose pieces below are all built (bottom to top)."""
    built = state["players"][seat]["stages"]
    wonder = wonder_of(state, seat)
    return [
        sid
        for sid in wonder["order"]
        if sid not in built and all(r in built for r in wonder["stages"][sid]["requires"])
    ]


def economy_available(state: State, seat: int) -> bool:
    return token_active(state, seat, "economy") and not state["turn"]["economy_used"]


def engineering_available(state: State, seat: int) -> bool:
    """Owned and usable; from revision 2 only once per turn, like every Progress token."""
    if not token_active(state, seat, "engineering"):
        return False
    return rules_revision(state) < 2 or "engineering" not in state["turn"]["used"]


def uses_engineering(cost: dict[str, Any], cards: tuple[str, ...] | list[str]) -> bool:
    """Whether a payment breaks the stage's identical/different rule (only Engineering may)."""
    resources = [c for c in cards if c != COIN]
    if cost["kind"] == "different":
        return len(set(resources)) < len(resources)
    return len(set(resources)) > 1


def payments(
    cost: dict[str, Any], counts: dict[str, int], engineering: bool, economy: bool
) -> list[tuple[str, ...]]:
    """Every distinct multiset of card kinds paying ``cost`` exactly, sorted.

    Coins stand for any resource; with Economy one coin card counts twice (then the payment
    has one card fewer than the cost). Engineering drops the identical/different constraint.
    """
    need = cost["count"]
    res = {r: counts[r] for r in RESOURCES if counts.get(r, 0) > 0}
    gold = counts.get(COIN, 0)
    found: set[tuple[str, ...]] = set()
    for g in range(min(gold, need) + 1):
        for econ in (False, True) if economy and g >= 1 else (False,):
            rest = need - g - econ
            if rest < 0:
                continue
            for picked in _resource_picks(cost["kind"], rest, res, engineering):
                found.add(tuple(sorted(picked + (COIN,) * g)))
    return sorted(found)


def _resource_picks(
    kind: str, rest: int, res: dict[str, int], engineering: bool
) -> list[tuple[str, ...]]:
    if rest == 0:
        return [()]
    if engineering:
        pool = sorted(res)
        return [
            c
            for c in combinations_with_replacement(pool, rest)
            if all(c.count(r) <= res[r] for r in set(c))
        ]
    if kind == "different":
        return list(combinations(sorted(res), rest))
    return [(r,) * rest for r in sorted(res) if res[r] >= rest]


def can_pay(cost: dict[str, Any], counts: dict[str, int], engineering: bool, economy: bool) -> bool:
    """Whether ``payments`` would find at least one way (a quick count, no enumeration)."""
    need: int = cost["count"]
    gold = counts.get(COIN, 0)
    coins = gold + (1 if economy and gold else 0)
    if coins >= need:
        return True
    held = [counts.get(r, 0) for r in RESOURCES]
    if engineering:
        return sum(held) + coins >= need
    if cost["kind"] == "different":
        return sum(1 for h in held if h) + coins >= need
    return max(held) + coins >= need


def uses_economy(cost: dict[str, Any], cards: tuple[str, ...] | list[str]) -> bool:
    count: int = cost["count"]
    return len(cards) < count


def build_options(state: State, seat: int) -> tuple[list[dict[str, Any]], bool]:
    """The legal ``build_stage`` actions and whether building is mandatory now."""
    counts = kind_counts(state, seat)
    engineering = engineering_available(state, seat)
    # Revision 2: Engineering is a token you "may" use, so it never forces a build.
    optional_engineering = rules_revision(state) >= 2
    economy = economy_available(state, seat)
    forces = state["options"]["economy_forces_build"]
    automatic = state["options"]["payment_choice"] == "automatic"
    wonder = wonder_of(state, seat)
    actions: list[dict[str, Any]] = []
    mandatory = False
    for sid in available_stages(state, seat):
        cost = wonder["stages"][sid]
        if not can_pay(cost, counts, engineering, economy):
            continue
        ways = payments(cost, counts, engineering, economy)
        if any(
            (forces or not uses_economy(cost, w))
            and not (optional_engineering and uses_engineering(cost, w))
            for w in ways
        ):
            mandatory = True
        if automatic:
            ways = [min(ways, key=lambda w: (w.count(COIN), uses_economy(cost, w), w))]
        actions.extend({"type": "build_stage", "stage": sid, "cards": list(w)} for w in ways)
    return actions, mandatory


def build(state: State, seat: int, sid: str, cards: list[str]) -> None:
    """Discard the paying cards, turn the piece to its built side and trigger what follows."""
    from .effects import wonder_effect  # the effect module also builds on this one

    player = state["players"][seat]
    discard_kinds(state, seat, cards)
    stage = wonder_of(state, seat)["stages"][sid]
    if uses_economy(stage, cards):
        state["turn"]["economy_used"] = True
    if rules_revision(state) >= 2 and uses_engineering(stage, cards):
        state["turn"]["used"].append("engineering")
    player["stages"].append(sid)
    event(state, "stage_built", {"seat": seat, "stage": sid, "cards": list(cards)})
    turn = state["turn"]
    if (
        token_active(state, seat, "architecture")
        and "architecture" not in turn["used"]
        and "architecture" not in turn["armed"]
    ):
        turn["armed"].append("architecture")
    if stage["effect"]:
        wonder_effect(state, seat, sid)
