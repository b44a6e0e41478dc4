"""The human's end of a solo game from rules revision 2 (option ``final_report: facts``): they
report what they count on the table (dice by colour, research levels, Caliph markers, money,
each scroll card and each retired translator, the VP of each card in Papyrus's pile) in any
order, a figure corrected by reporting it again, then say they are done. The server scores
those facts as the multiplayer scoring does (scroll bonuses included), with the guilds'
influence and control it tracked, and shows both totals as they stand.

Revision 1 (and ``final_report: totals``) keeps the report of category totals
(``reports.FINAL_CATEGORIES``), so stored games and clients written for it play on.
"""

from __future__ import annotations

from typing import Any

from games.rules.core import ActionSpec
from games.rules.scholars import readings, score_sheet
from games.rules.scholars.content import TRACKS
from games.rules.scholars.dice import DIE_COLOURS
from games.rules.scholars.scoring import PlayerReport
from games.rules.scholars.scoring_mode import (
    CHANGE,
    FIGURES,
    RETIRED_VP,
    RETIRED_VP_MAX,
    figure_max,
)
from games.rules.scholars.table import HUMAN

State = dict[str, Any]
Action = dict[str, Any]
FINAL_REPORTS = ("facts", "totals")
# The scoring mode's figures but the guilds' influence (tracked in a solo game).
SOLO_FIGURES = tuple(f for f in FIGURES if not f.startswith("guild_"))
AUTOMA_RETIRED_SPEC = ActionSpec(
    "score_automa_retired",
    (RETIRED_VP, CHANGE),
    "Solo game: a translator in Papyrus's pile, by its VP (add), or one reported by mistake.",
)


def uses_facts(state: State) -> bool:
    default = FINAL_REPORTS[0] if readings.fixed(state) else FINAL_REPORTS[1]
    facts: bool = state["options"].get("final_report", default) == "facts"
    return facts


def begin(state: State) -> None:
    """The final phase starts: an empty report of facts (revision 2's games)."""
    state["final_facts"] = {"figures": {}, "scrolls": [], "retired": [], "automa_retired": []}


def legal(state: State, content: dict[str, Any]) -> list[Action]:
    mine = state["final_facts"]
    found: list[Action] = [
        {"type": "score_figure", "figure": f, "value": v}
        for f in SOLO_FIGURES
        for v in range(figure_max(f, content) + 1)
        if mine["figures"].get(f) != v
    ]
    found += [{"type": "score_scroll", "card": c["id"], "change": "add"}
              for c in content["scroll_cards"] if c["id"] not in mine["scrolls"]]  # fmt: skip
    found += [{"type": "score_scroll", "card": c, "change": "remove"} for c in mine["scrolls"]]
    for kind, key in (("score_retired", "retired"), ("score_automa_retired", "automa_retired")):
        found += [{"type": kind, "vp": v, "change": "add"} for v in range(RETIRED_VP_MAX + 1)]
        found += [{"type": kind, "vp": v, "change": "remove"} for v in sorted(set(mine[key]))]
    found.append(score_sheet.sheet(SOLO_FIGURES, mine["figures"]))
    found.append({"type": "score_done"})
    return found


def human_report(state: State) -> PlayerReport:
    """The human's facts as a scoring report, with the influence tracked on the table."""
    facts = state["final_facts"]
    figures = facts["figures"]
    return PlayerReport(
        dice={c: figures[f"dice_{c}"] for c in DIE_COLOURS if f"dice_{c}" in figures},
        retired_translator_vp=tuple(facts["retired"]),
        guild_influence={g: e[HUMAN] for g, e in state["guilds"].items()},
        caliph_top=figures.get("caliph_top", 0),
        caliph_middle=figures.get("caliph_middle", 0),
        research={t: figures[f"research_{t}"] for t in TRACKS if f"research_{t}" in figures},
        scrolls=tuple(facts["scrolls"]),
        starting_scroll=bool(figures.get("starting_scroll", 1)),
        silver=figures.get("silver", 0),
        gold=figures.get("gold", 0),
        employed_translators=figures.get("employed_translators", 0),
        workers=figures.get("workers", 0),
    )
