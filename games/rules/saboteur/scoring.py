"""The gold split at the end of a round, the thefts, and the winner after three rounds."""

from __future__ import annotations

from typing import Any

from games.rules import core
from games.rules.revision import rules_revision
from games.rules.saboteur import paths
from games.rules.saboteur.content import GOLD, Tables
from games.rules.saboteur.roles import BLUE, BOSS, GEOLOGIST, GREEN, PROFITEER, SABOTEUR

BREAKDOWN = ("shares", "crystals", "thefts")


def gold_ways(state: dict[str, Any], t: Tables) -> tuple[bool, bool]:
    """(a way to the gold without a green door, a way without a blue door); ladders count."""
    gold = next(g for g in state["goals"] if g["card"] == GOLD)
    node = (paths.key(gold["x"], gold["y"]), 0)
    no_green = node in paths.reachable(t, state["grid"], avoid_door="green")
    no_blue = node in paths.reachable(t, state["grid"], avoid_door="blue")
    return no_green, no_blue


def winning_teams(
    completer_role: str, no_green: bool, no_blue: bool, blocked: str = "other_team"
) -> list[str]:
    """The digger teams that take the gold (reference 8.3, door rule after P1).

    A digger who gets through without a door of the other colour wins for his team; one who can
    only pass a door of the other colour hands the win to that team (``blocked`` "other_team")
    or wins nothing for anybody ("nobody_paid", the seed's reading); anyone else completing the
    path lets every team through whose way has no door of the other colour.
    """
    if blocked == "nobody_paid" and completer_role in (GREEN, BLUE):
        own_way = no_green if completer_role == BLUE else no_blue
        return [completer_role] if own_way else []
    teams = []
    if no_blue and (completer_role != BLUE or not no_green):
        teams.append(GREEN)
    if no_green and (completer_role != GREEN or not no_blue):
        teams.append(BLUE)
    return teams


def _share(rules: dict[str, Any], n: int) -> int:
    table = rules["share_by_winner_count"]
    return table[min(n, len(table)) - 1] if n else 0


def round_payout(
    state: dict[str, Any], t: Tables, gold_found: bool, completer: int | None
) -> dict[str, Any]:
    """Who wins the round and the gold each seat gets from the bank (before thefts)."""
    if gold_found:
        teams, winners, shares, flat = _gold_winners(state, t, completer)
    else:
        teams, (winners, shares, flat) = [], _saboteur_winners(state, t)
    roles = state["roles"]
    rules = t.rules
    for s in range(state["seats"]):
        if shares[s] and roles[s] == BOSS:
            shares[s] = max(0, shares[s] + rules["boss_modifier"])
        elif shares[s] and roles[s] == PROFITEER:
            shares[s] = max(0, shares[s] + rules["profiteer_modifier"])
    for s, amount in flat.items():
        shares[s] = amount
    crystal_total, crystal_gold = _geologists_paid(state, t)
    return {
        "gold_found": gold_found,
        "completer": completer,
        "winning_teams": teams,
        "winners": sorted(winners),
        "shares": shares,
        "crystals": crystal_total,
        "crystal_gold": crystal_gold,
    }


_Winners = tuple[list[int], list[int], dict[int, int]]


def _gold_winners(
    state: dict[str, Any], t: Tables, completer: int | None
) -> tuple[list[str], list[int], list[int], dict[int, int]]:
    """The gold was found: the winning teams, the winners and their shares."""
    roles = state["roles"]
    trapped = [f["trapped"] for f in state["front"]]
    n_seats = state["seats"]
    no_green, no_blue = gold_ways(state, t)
    role = roles[completer] if completer is not None else ""
    # Stored games lack the key: they played the official reading, today's default.
    blocked = state["options"].get("door_blocks_completer", "other_team")
    teams = winning_teams(role, no_green, no_blue, blocked)
    winners = [
        s
        for s in range(n_seats)
        if not trapped[s] and (roles[s] in teams or roles[s] in (BOSS, PROFITEER))
    ]
    shares = [0] * n_seats
    share = _share(t.rules, len(winners))
    for s in winners:
        shares[s] = share
    return teams, winners, shares, {}


def _saboteur_winners(state: dict[str, Any], t: Tables) -> _Winners:
    """The gold was not found: the winners, their shares and any flat amounts."""
    roles = state["roles"]
    trapped = [f["trapped"] for f in state["front"]]
    n_seats = state["seats"]
    rules = t.rules
    shares = [0] * n_seats
    saboteurs = [s for s in range(n_seats) if roles[s] == SABOTEUR and not trapped[s]]
    profiteers = [s for s in range(n_seats) if roles[s] == PROFITEER and not trapped[s]]
    winners = saboteurs + profiteers
    if not saboteurs:
        # Seed: no saboteur to take the gold, so the Profiteer alone gets a flat amount.
        return winners, shares, {s: rules["profiteer_without_saboteurs"] for s in profiteers}
    if state["options"].get("saboteur_share_counts_profiteer", False):
        share = _share(rules, len(winners))
    else:
        table = rules["saboteur_share_by_count"]
        share = table[min(len(saboteurs), len(table)) - 1]
    for s in winners:
        shares[s] = share
    return winners, shares, {}


def _geologists_paid(state: dict[str, Any], t: Tables) -> tuple[int, list[int]]:
    """The crystals counted and each seat's crystal gold."""
    # Geologists are paid whoever wins; two of them split the crystals, rounding down.
    roles = state["roles"]
    trapped = [f["trapped"] for f in state["front"]]
    opts = state["options"]
    reach = paths.reachable(t, state["grid"])
    counted = opts.get("crystals_counted", "all_on_table")
    crystal_total = paths.crystals(
        t, state["grid"], reach if counted == "connected_to_start" else None
    )
    geologists = [s for s in range(state["seats"]) if roles[s] == GEOLOGIST]
    paid = [s for s in geologists if not trapped[s] or opts.get("trapped_geologist_paid", False)]
    # Revision 2 (seed: "the Geologists who are not trapped ... two Geologists split"): only
    # the paid ones share, so a free Geologist whose partner is trapped takes it all.
    divisor = len(paid) if rules_revision(state) >= 2 else len(geologists)
    crystal_gold = [0] * state["seats"]
    for s in paid:
        crystal_gold[s] = crystal_total // divisor
    return crystal_total, crystal_gold


def thief_order(state: dict[str, Any]) -> list[int]:
    """Untrapped seats with a Theft card: the last to play one first, then clockwise."""
    order = state["theft_order"]
    if not order:
        return []
    first = order[-1]
    n = state["seats"]
    thieves = set(order)
    ring = [(first + i) % n for i in range(n)]
    return [s for s in ring if s in thieves and not state["front"][s]["trapped"]]


def steal_targets(state: dict[str, Any], thief: int) -> list[int]:
    return [s for s in range(state["seats"]) if s != thief and state["gold"][s] > 0]


def may_decline_steal(state: dict[str, Any]) -> bool:
    """Revision 2: Theft says a thief "may" steal, so not stealing is a legal choice."""
    return rules_revision(state) >= 2


def result(state: dict[str, Any]) -> core.Result:
    """Gold after the rounds played; most gold wins, ties share the victory."""
    scores = []
    for s in range(state["seats"]):
        breakdown = {k: state["gold_log"][s][k] for k in BREAKDOWN}
        scores.append(core.Score(seat=s, total=sum(breakdown.values()), breakdown=breakdown))
    ranking = tuple(sorted(range(state["seats"]), key=lambda s: (-scores[s].total, s)))
    best = scores[ranking[0]].total
    winners = tuple(s for s in ranking if scores[s].total == best)
    return core.Result(scores=tuple(scores), ranking=ranking, winners=winners)
