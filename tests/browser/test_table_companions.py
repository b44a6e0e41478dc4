"""The players' page (/play/) beside the cardboard, in headless Chromium, once in each
language: a MarsBot game and a Scholars game reported to their scored end by clicking, the
automa's instructions read step by step with their reasons, one wrong report taken back
with undo; the dice calculator and the multiplayer scoring pages answer (``table_driver``)."""

from __future__ import annotations

import pytest

from games.models import Game, GameStatus, Move
from games.services import content_defaults_install
from tests.browser.table_driver import Table
from tests.browser.test_admin_pages import CHROMEDRIVER, CHROMIUM
from tests.browser.test_admin_pages import browser as browser  # the fixture

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        not (CHROMIUM.exists() and CHROMEDRIVER.exists()),
        reason="needs Debian's chromium and chromium-driver (scripts/test installs them)",
    ),
]
SEEDS = {"marsbot": 9, "scholars": 7}
# The shortest way through each game the page offers: MarsBot's research drawn all at once,
# two raises a turn then pass; Scholars at Teacher, the Caliph cards let through.
MARSBOT_FIRST = ("acknowledge", "final_greeneries_done", "draft_pick", "marsbot_card",
                 "final_score")  # fmt: skip
SCHOLARS_ORDER = ("setup_done", "score_done", "score_sheet", "caliph_revealed",
                  "let_automa_take", "turn_over", "reveal_map_scroll", "house_add",
                  "starting_translator")  # fmt: skip


def _start(table: Table, ruleset: str, options: dict[str, str]) -> None:
    table.open("#/")
    table.language_choose()
    table.click(f'a[href="#/new/{ruleset}"]')
    table.settle("new")
    table.browser.execute_script(f"location.hash += '?seed={SEEDS[ruleset]}'")
    table.settle("new")
    table.click("details > summary")
    for name, value in options.items():
        table.browser.execute_script(
            "const s = document.getElementById(arguments[0]);"
            "s.selectedIndex = [...s.options].findIndex(o => o.dataset.value === arguments[1]);",
            f"option-{name}",
            value,
        )
    table.check(f"setup-{ruleset}")
    table.click("#create")
    table.settle("play")


def _marsbot_choice(table: Table, kinds: list[str], raises: int) -> tuple[str, bool]:
    for kind in MARSBOT_FIRST:
        if kind in kinds:
            return kind, False
    if "cards_drawn" in kinds:
        return "cards_drawn", True  # every research draw at once, unnamed
    if raises < 2 and "raise_parameter" in kinds:
        return "raise_parameter", False
    return "generation_pass", False


def _undo_now(played: dict[str, int], run: int, can: int, wanted: int) -> bool:
    """Undo goes on while the run of undos is shorter than ``wanted``; it starts once, after
    a report, where the button says ``wanted`` reports can be undone."""
    if run:
        return run < wanted and can > 0
    return bool(played) and not played.get("undo") and can >= wanted


def _report_to_the_end(table: Table, ruleset: str, limit: int) -> dict[str, int]:
    """Reports to the end; the first time undo is on offer for two reports (the button says
    how many), undoes both, one tap each. A server without an undo stack (no ``undo_steps``
    in its view) undoes the one report it keeps."""
    played: dict[str, int] = {}
    raises, steps, run, stacked = 0, 0, 0, False
    for _ in range(limit):
        if table.turn_wait() == "finished":
            break
        if table.all("#instructions .instruction") and not steps:
            table.check(f"{ruleset}-instructions")
            steps = table.instructions_read()
        if table.all("#actions form.sheet"):
            # The final score as one sheet: every line filled, reported at once.
            table.check(f"{ruleset}-score-sheet")
            played["sheet_figures"], run = table.sheet_fill(), 0
            played["score_sheet"] = played.get("score_sheet", 0) + 1
            continue
        kinds = table.kinds()
        can = table.undo_steps() if "undo" in kinds else 0
        stacked = stacked or (can > 0 and table.undo_stacked())
        wanted = 2 if stacked else 1
        if _undo_now(played, run, can, wanted):
            table.check(f"{ruleset}-report")
            # The button saying how many can be undone, in the middle of the screenshots.
            table.check(f"{ruleset}-undo", shown="#undo")
            kind, last = "undo", False
        elif ruleset == "marsbot":
            kind, last = _marsbot_choice(table, kinds, raises)
        else:
            kind, last = next((k for k in SCHOLARS_ORDER if k in kinds), kinds[0]), False
        raises = raises + 1 if kind == "raise_parameter" else 0 if kind != "undo" else raises
        run = run + 1 if kind == "undo" else 0
        table.play_kind(kind, last)
        played[kind] = played.get(kind, 0) + 1
    assert table.turn_wait() == "finished", f"{ruleset} not over after {limit} reports"
    assert steps >= 1 and played.get("undo", 0) == (2 if stacked else 1), (stacked, played)
    table.wait_css("#result table")
    table.check(f"{ruleset}-result")
    return played


def _tools(table: Table) -> None:
    table.open("#/dice")
    table.choose("#die-0-colour", "red")
    table.browser.execute_script("document.getElementById('die-1-value').value = 5")
    table.click("#calculate")
    table.wait_css("#dice-answer table")
    table.check("dice")
    table.open("#/score")
    table.browser.execute_script("document.getElementById('p0-figure-gold').value = 3")
    table.click("#score")
    table.wait_css("#score-answer table")
    table.check("score")


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_marsbot_and_scholars_are_reported_to_the_end_with_an_undo(browser, live_server, language):
    content_defaults_install()  # transactional tests flush the rows the migration installed
    table = Table(browser, live_server.url, language)
    table.forget_games()
    _start(table, "marsbot", {})
    played = _report_to_the_end(table, "marsbot", 300)
    table.round_trips_report("marsbot")
    marsbot_undos = played["undo"]
    assert played["undo"] >= 1 and played["generation_pass"] >= 1
    _start(table, "scholars", {"difficulty": "teacher"})
    played = _report_to_the_end(table, "scholars", 200)
    table.round_trips_report("scholars")
    assert played["undo"] >= 1
    # Scholars' final score went in as one sheet, shown and filled: no figure one by one.
    assert played.get("score_sheet") == 1 and "scholars-score-sheet" in table.photographed
    scholars = Game.objects.get(ruleset="scholars")
    sheets = [m.action for m in Move.objects.filter(game=scholars, action__type="score_sheet")]
    assert len(sheets) == 1 and len(sheets[0]) - 1 == played["sheet_figures"] >= 10, sheets
    assert not Move.objects.filter(game=scholars, action__type="final_score").exists()
    games = list(Game.objects.order_by("created_at"))
    assert [(g.ruleset, g.status) for g in games] == [
        ("marsbot", GameStatus.FINISHED),
        ("scholars", GameStatus.FINISHED),
    ]
    undos = [Move.objects.filter(game=g, action__type="undo").count() for g in games]
    assert undos == [marsbot_undos, played["undo"]]
    _tools(table)
