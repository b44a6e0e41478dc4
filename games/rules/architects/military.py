"""Shields, horns, Conflict tokens and Battles."""

from __future__ import annotations

from .state import State, event, left_seat, right_seat, wonder_of

# Military Victory tokens in the box (reference §1 components); a limit only with the option.
MILITARY_TOKENS = 28


def shields(state: State, seat: int) -> int:
    """Shields on red cards + Rhodes' built shield stages + Tactics."""
    catalog = state["catalog"]
    kinds = catalog["kinds"]
    card_kind = catalog["card_kind"]
    total: int = sum(kinds[card_kind[c]]["shields"] for c in state["players"][seat]["cards"])
    wonder = wonder_of(state, seat)
    if wonder["effect"] == "add_shield":
        stages = wonder["stages"]
        total += sum(1 for s in state["players"][seat]["stages"] if stages[s]["effect"])
    for slug in state["players"][seat]["tokens"]:
        total += catalog["tokens"][slug].get("effect", {}).get("shields", 0)
    return total


def flip_conflict_tokens(state: State, seat: int, horns: int) -> None:
    """Flip one token per horn; horns beyond the last Peace token are ignored."""
    conflict = state["conflict"]
    flipped = min(horns, conflict["total"] - conflict["battle"])
    if flipped <= 0:
        return
    conflict["battle"] += flipped
    event(state, "conflict_tokens_flipped", {"seat": seat, "flipped": flipped, **conflict})
    # Stored games lack the key: they played the official rule, today's default.
    any_flip = state["options"].get("battle_trigger", "last_token") == "any_flip"
    if any_flip or conflict["battle"] == conflict["total"]:
        state["turn"]["battle"] = True


def battle_gains(state: State) -> list[int]:
    """Military Victory tokens each seat wins in a Battle now."""
    n = len(state["players"])
    power = [shields(state, s) for s in range(n)]
    if n == 2:
        gains = []
        for s in range(2):
            mine, theirs = power[s], power[1 - s]
            if mine <= theirs:
                gains.append(0)
            elif mine >= 2 * theirs and mine >= 2:
                gains.append(2)
            else:
                gains.append(1)
        return gains
    return [
        (power[s] > power[left_seat(state, s)]) + (power[s] > power[right_seat(state, s)])
        for s in range(n)
    ]


def _within_supply(state: State, gains: list[int]) -> list[int]:
    """The gains cut to the tokens left: the seat whose turn it is first, then clockwise."""
    left = MILITARY_TOKENS - sum(p["military"] for p in state["players"])
    n = len(gains)
    out = [0] * n
    first = state["turn"]["seat"]
    for i in range(n):
        seat = (first + i) % n
        out[seat] = max(0, min(gains[seat], left))
        left -= out[seat]
    return out


def resolve_battle(state: State) -> None:
    """Award tokens, discard every red card with horns, turn the Conflict tokens to Peace."""
    n = len(state["players"])
    power = [shields(state, s) for s in range(n)]
    gains = battle_gains(state)
    if state["options"].get("military_tokens_limited", False):
        gains = _within_supply(state, gains)
    card_kind = state["catalog"]["card_kind"]
    kinds = state["catalog"]["kinds"]
    for s, player in enumerate(state["players"]):
        player["military"] += gains[s]
        keep = []
        for card in player["cards"]:
            if kinds[card_kind[card]]["horns"]:
                state["discard"].append(card)
            else:
                keep.append(card)
        player["cards"] = keep
    state["conflict"]["battle"] = 0
    state["turn"]["battle"] = False
    event(state, "battle", {"shields": power, "military_tokens_won": gains})
