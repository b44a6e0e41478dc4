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
    owned = set(tokens)
    vp = {slug: catalog["tokens"][slug].get("vp", {}) for slug in owned}
    out = dict.fromkeys(CATEGORIES, 0)
    out["wonder"] = sum(stages[s]["vp"] for s in player["stages"])
    out["cat"] = catalog["cat_vp"] if state["cat"] == seat else 0
    out["blue_cards"] = blue
    out["military"] = catalog["military_vp"] * player["military"]
    if "decor" in owned:
        done = wonder_complete(state, seat)
        out["decor"] = vp["decor"]["wonder_complete" if done else "wonder_unfinished"]
    if "politics" in owned:
        out["politics"] = vp["politics"]["per_cat_icon_on_own_blue_cards"] * cats
    if "strategy" in owned:
        out["strategy"] = vp["strategy"]["per_military_victory_token"] * player["military"]
    if "education" in owned:
        per = vp["education"]["per_progress_token_owned_including_this"]
        out["education"] = per * len(tokens)
    if "culture" in owned:
        out["culture"] = vp["culture"]["own_both" if tokens.count("culture") >= 2 else "own_one"]
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
