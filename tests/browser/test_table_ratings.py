"""A seat's rating beside its name on the players' page (/play/), as the game view gives it for
a player the app named (issue 37's contract): "Ana · 1,235" in English, "Ana · 1.235" in
Portuguese; a guest's seat shows its name alone. The screen passes the driver's checks."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from games.services import content_defaults_install
from tests.api.helpers import tokens_of
from tests.api.test_players import _app, _client, _create, _human
from tests.api.test_seat_ratings import _rate
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


@pytest.mark.parametrize(("language", "shown"), [("en", "Ana · 1,235"), ("pt-BR", "Ana · 1.235")])
def test_a_rated_players_seat_shows_the_rating_beside_the_name(
    browser, live_server, language, shown
):
    content_defaults_install()  # transactional tests flush the rows the migration installed
    app, key = _app(f"rated-{language}")
    game = _create(_client(), key, [_human("Ana", "u-ana"), _human("Bia")])
    _rate(app, "u-ana", 1234.6, 7)
    tokens = tokens_of(game)
    table = Table(browser, live_server.url, language)
    table.forget_games()
    table.open("#/dice")
    table.language_choose()
    for seat, name in ((1, "Bia"), (0, shown)):
        table.open(f"#/play/{game['id']}/{seat}/{quote(tokens[seat])}")
        table.settle("play")
        table.wait_css("#turn:not(:empty)")
        assert table.css("h1").text.endswith(f": {name}")
    table.check("architects-rated-seat")
