"""End-of-game scoring and the tie-break."""

from __future__ import annotations

from games.rules.core import Result, Score

from .state import State, kind_counts, wonder_complete, wonder_of

CATEGORIES = (
    "wonder",
    "cat",
    "blue_cards",
    "military",
    "decor",
    "politics",
    "strategy",
    "education",
    "culture",
)


def breakdown(state: State, seat: int) -> dict[str, int]:
    """Victory points of ``seat`` by category (valid at any moment, final at the end)."""
    catalog = state["catalog"]
    player = state["players"][seat]
    stages = wonder_of(state, seat)["stages"]
    kinds = catalog["kinds"]
    counts = kind_counts(state, seat)
    blue = sum(kinds[k]["vp"] * n for k, n in counts.items() if kinds[k]["color"] == "blue")
    cats = sum(n for k, n in counts.items() if kinds[k]["cat"] and kinds[k]["color"] == "blue")
    tokens = player["tokens"]
    culture = tokens.count("culture")
    out = dict.fromkeys(CATEGORIES, 0)
    out["wonder"] = sum(stages[s]["vp"] for s in player["stages"])
    out["cat"] = catalog["cat_vp"] if state["cat"] == seat else 0
    out["blue_cards"] = blue
    out["military"] = catalog["military_vp"] * player["military"]
    if "decor" in tokens:
        out["decor"] = 6 if wonder_complete(state, seat) else 4
    if "politics" in tokens:
        out["politics"] = cats
    if "strategy" in tokens:
        out["strategy"] = player["military"]
    if "education" in tokens:
        out["education"] = 2 * len(tokens)
    if culture:
        out["culture"] = 12 if culture >= 2 else 4
    return out


def result(state: State) -> Result:
    """Scores, ranking (points, then stages built) and winners (a tie shares the victory)."""
    scores = []
    for seat in range(len(state["players"])):
        parts = breakdown(state, seat)
        tiebreak = (len(state["players"][seat]["stages"]),)
        scores.append(
            Score(seat=seat, total=sum(parts.values()), breakdown=parts, tiebreak=tiebreak)
        )
    key = {s.seat: (s.total, *s.tiebreak) for s in scores}
    ranking = tuple(sorted(key, key=lambda seat: (-key[seat][0], -key[seat][1], seat)))
    best = key[ranking[0]]
    winners = tuple(seat for seat in ranking if key[seat] == best)
    return Result(scores=tuple(scores), ranking=ranking, winners=winners)
