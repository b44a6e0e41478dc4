"""The players' page (/play/) in headless Chromium, played by clicking, once in each language:
a 2-seat Architects game and a 4-seat Saboteur game against basic automa seats play to their
end; every screen passes axe-core and logs no console error (``table_driver``)."""

from __future__ import annotations

import pytest

from games.models import Game, GameStatus
from games.services import content_defaults_install
from tests.browser.table_driver import Table, figures_report
from tests.browser.test_admin_pages import CHROMEDRIVER, CHROMIUM
from tests.browser.test_admin_pages import browser as browser  # the fixture

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        not (CHROMIUM.exists() and CHROMEDRIVER.exists()),
        reason="needs Debian's chromium and chromium-driver (scripts/test installs them)",
    ),
]
LANGUAGES = ("en", "pt-BR")
# Seeds that keep the games short; the page passes ?seed= on (the test settings allow it).
SEEDS = {"architects": 17, "saboteur": 23}


def _start(table: Table, ruleset: str, seats: int) -> None:
    """From the home screen to the first seat's page of a new game, by clicking."""
    table.open("#/")
    table.language_choose()
    table.check("home")
    table.click(f'a[href="#/new/{ruleset}"]')
    table.settle("new")
    table.browser.execute_script(f"location.hash += '?seed={SEEDS[ruleset]}'")
    table.settle()
    table.choose("#seat-count", str(seats))
    for index in range(1, seats):
        table.choose(f"#seat-{index}-kind", "automa:basic")
    table.check(f"setup-{ruleset}")
    table.click("#create")
    table.settle("play")


def _play_to_the_end(table: Table, ruleset: str, limit: int) -> list[str]:
    kinds: list[str] = []
    for _ in range(limit):
        if table.turn_wait() == "finished":
            break
        if not kinds:
            table.check(f"{ruleset}-seat")
        kinds.append(table.tap_maze() if ruleset == "saboteur" else table.tap_deck_or_play_first())
    assert table.turn_wait() == "finished", f"{ruleset} not over after {limit} moves"
    table.wait_css("#result table")  # the final scores are shown
    table.css("#board svg")  # and the board as it ended
    table.check(f"{ruleset}-result")
    return kinds


@pytest.mark.parametrize("language", LANGUAGES)
def test_architects_and_saboteur_are_played_to_the_end_by_clicking(browser, live_server, language):
    content_defaults_install()  # transactional tests flush the rows the migration installed
    table = Table(browser, live_server.url, language)
    visit = table.first_visit()
    figures_report(f"table first visit ({language})", visit)
    assert visit["gzip_kb"] <= 100, visit  # the first visit's bytes on the wire, compressed
    _start(table, "architects", 2)
    table.css("#board svg")  # the seat's board, drawn by the server
    kinds = _play_to_the_end(table, "architects", 200)
    assert "take_card" in kinds
    table.round_trips_report("architects vs basic")
    _start(table, "saboteur", 4)
    kinds = _play_to_the_end(table, "saboteur", 300)
    assert "place_path" in kinds  # paths laid by tapping the maze, not chosen from a list
    table.round_trips_report("saboteur vs 3 basic")
    games = Game.objects.order_by("created_at")
    assert [(g.ruleset, g.status, g.seats.count()) for g in games] == [
        ("architects", GameStatus.FINISHED, 2),
        ("saboteur", GameStatus.FINISHED, 4),
    ]
    log = table.all("#log > li")
    assert log and all(item.text.strip() for item in log)  # the log reads in sentences
