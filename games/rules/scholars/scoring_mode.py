"""The scoring mode (option ``mode: scoring``): a 1-4 player table game of Scholars that the
server only scores. Every seat is a human who reports their own end-of-game figures in any
order, each report setting one figure (a wrong one is fixed by reporting it again), then says
they are done; when every seat is done the game is over and scored with the tie-breaks
(``scoring.game_score``). No automa, no hidden information: the figures are counted in the
open at the table.
"""

from __future__ import annotations

from typing import Any

from games.rules.core import ActionField, ActionSpec
from games.rules.scholars.content import GUILDS, TRACKS
from games.rules.scholars.context import Context
from games.rules.scholars.dice import DIE_COLOURS
from games.rules.scholars.scoring import MAX_PLAYERS, PlayerReport
from games.rules.seat_sets import HUMAN, SeatSet

State = dict[str, Any]
Action = dict[str, Any]
MIN_PLAYERS = 1
# The largest value each figure takes in a report (bounds the legal list; a player never holds
# more). Research levels stop at the top of the content's research_level_vp.
COUNT_MAX = 30
MONEY_MAX = 60
EMPLOYED_MAX = 10
RETIRED_VP_MAX = 10
FIGURES: dict[str, int] = {
    **{f"dice_{colour}": COUNT_MAX for colour in DIE_COLOURS},
    **{f"guild_{guild}": COUNT_MAX for guild in GUILDS},
    **{f"research_{track}": 0 for track in TRACKS},  # bound from the content
    "caliph_top": COUNT_MAX,
    "caliph_middle": COUNT_MAX,
    "silver": MONEY_MAX,
    "gold": MONEY_MAX,
    "employed_translators": EMPLOYED_MAX,
    "workers": COUNT_MAX,
    "starting_scroll": 1,
}
CHANGE = ActionField("change", "str", "add or remove one", choices=("add", "remove"))
RETIRED_VP = ActionField("vp", "int", "the retired translator's VP", open=True)

SCORING_SPECS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "score_figure",
        (
            ActionField("figure", "str", "which end-of-game figure", choices=tuple(FIGURES)),
            ActionField("value", "int", "its value", open=True),
        ),
        "Scoring mode: one of your end-of-game figures (dice by colour, influence by guild, "
        "research level by track, Caliph rows, money, employed translators, workers, starting "
        "scroll 1 kept / 0 not).",
    ),
    ActionSpec(
        "score_scroll",
        (ActionField("card", "str", "a scroll card id", open=True), CHANGE),
        "Scoring mode: a scroll card you translated (add), or one reported by mistake (remove).",
    ),
    ActionSpec(
        "score_retired",
        (RETIRED_VP, CHANGE),
        "Scoring mode: a translator you retired, by its VP (add), or one reported by mistake.",
    ),
    ActionSpec(
        "score_control",
        (ActionField("guild", "str", "a guild colour", choices=GUILDS),),
        "Scoring mode: you hold this guild's control marker (it decides a tie in influence).",
    ),
    ActionSpec("score_done", (), "Scoring mode: all your figures are in."),
)


# 1-4 seats, every one a human reporting their own figures.
SEAT_SET = SeatSet(MIN_PLAYERS, MAX_PLAYERS, (HUMAN,))


def setup(options: dict[str, Any], seats: int, seed: int) -> State:
    return {
        "seed": seed,
        "step": 0,
        "options": options,
        "phase": "report",
        "players": [_empty() for _ in range(seats)],
        "controllers": {},
        "instructions": [],
        "undo": None,
    }


def _empty() -> dict[str, Any]:
    return {"figures": {}, "scrolls": [], "retired": [], "done": False}


def to_act(state: State) -> tuple[int, ...]:
    if state["phase"] == "over":
        return ()
    return tuple(i for i, p in enumerate(state["players"]) if not p["done"])


def figure_max(figure: str, content: dict[str, Any]) -> int:
    if figure.startswith("research_"):
        return len(content["scoring"]["research_level_vp"]) - 1
    return FIGURES[figure]


def legal(state: State, seat: int, content: dict[str, Any]) -> list[Action]:
    """Every report open to ``seat`` (none once it is done or the game is over)."""
    if seat not in to_act(state):
        return []
    mine = state["players"][seat]
    taken = {card for p in state["players"] for card in p["scrolls"]}
    found: list[Action] = [
        {"type": "score_figure", "figure": f, "value": v}
        for f in FIGURES
        for v in range(figure_max(f, content) + 1)
        if mine["figures"].get(f) != v
    ]
    found += [{"type": "score_scroll", "card": c["id"], "change": "add"}
              for c in content["scroll_cards"] if c["id"] not in taken]  # fmt: skip
    found += [{"type": "score_scroll", "card": c, "change": "remove"} for c in mine["scrolls"]]
    found += [{"type": "score_retired", "vp": v, "change": "add"}
              for v in range(RETIRED_VP_MAX + 1)]  # fmt: skip
    found += [{"type": "score_retired", "vp": v, "change": "remove"}
              for v in sorted(set(mine["retired"]))]  # fmt: skip
    found += [{"type": "score_control", "guild": g}
              for g in GUILDS if state["controllers"].get(g) != seat]  # fmt: skip
    found.append({"type": "score_done"})
    return found


def score_figure(ctx: Context, action: Action) -> None:
    ctx.facts["figures"][action["figure"]] = action["value"]


def _changed(found: list[Any], value: Any, change: str) -> None:
    """A reported item added, or one reported by mistake taken back."""
    if change == "add":
        found.append(value)
    else:
        found.remove(value)


def score_scroll(ctx: Context, action: Action) -> None:
    _changed(ctx.facts["scrolls"], action["card"], action["change"])


def score_retired(ctx: Context, action: Action) -> None:
    _changed(ctx.facts["retired"], action["vp"], action["change"])


def score_automa_retired(ctx: Context, action: Action) -> None:
    """A solo game's final facts: the VP of a card in Papyrus's pile."""
    _changed(ctx.facts["automa_retired"], action["vp"], action["change"])


def score_control(ctx: Context, action: Action) -> None:
    ctx.state["controllers"][action["guild"]] = ctx.seat


def score_done(ctx: Context, action: Action) -> None:
    """The seat's figures are in: a solo game is over; a scoring table once every seat is."""
    if not ctx.scoring:
        ctx.state["phase"] = "over"
        return
    ctx.facts["done"] = True
    if all(p["done"] for p in ctx.state["players"]):
        ctx.state["phase"] = "over"


def player_report(player: dict[str, Any], name: str = "") -> PlayerReport:
    """A seat's figures as the scoring service's report (unreported figures count 0, and the
    starting scroll counts as kept)."""
    figures = player["figures"]

    def picked(prefix: str, keys: tuple[str, ...]) -> dict[str, int]:
        return {k: figures[f"{prefix}{k}"] for k in keys if f"{prefix}{k}" in figures}

    return PlayerReport(
        name=name,
        dice=picked("dice_", DIE_COLOURS),
        retired_translator_vp=tuple(player["retired"]),
        guild_influence=picked("guild_", GUILDS),
        caliph_top=figures.get("caliph_top", 0),
        caliph_middle=figures.get("caliph_middle", 0),
        research=picked("research_", TRACKS),
        scrolls=tuple(player["scrolls"]),
        starting_scroll=bool(figures.get("starting_scroll", 1)),
        silver=figures.get("silver", 0),
        gold=figures.get("gold", 0),
        employed_translators=figures.get("employed_translators", 0),
        workers=figures.get("workers", 0),
    )
