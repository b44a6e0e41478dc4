"""The players' page follows its game through the event stream (Server-Sent Events from the
stream process, on another origin) when one is served: a 2-seat Architects game against a basic
automa is played to the end by tapping, and the page never falls back to a long poll."""

from __future__ import annotations

import pytest
from django.test import override_settings

from config.security import CONTENT_SECURITY_POLICY
from games.models import Game, GameStatus
from games.services import content_defaults_install
from tests.api.streams_process import streams_server
from tests.browser.table_driver import Table
from tests.browser.test_admin_pages import CHROMEDRIVER, CHROMIUM
from tests.browser.test_admin_pages import browser as browser  # the fixture
from tests.browser.test_table_games import _play_to_the_end, _start

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        not (CHROMIUM.exists() and CHROMEDRIVER.exists()),
        reason="needs Debian's chromium and chromium-driver (scripts/test installs them)",
    ),
]

# Every fetch the page makes, recorded before its own scripts run (a stream that is still open
# has no entry in the browser's resource timings yet).
RECORD_FETCHES = """
window.__fetched = [];
const fetchPlain = window.fetch;
window.fetch = (input, init) => {
  window.__fetched.push(String(input instanceof Request ? input.url : input));
  return fetchPlain(input, init);
};
"""


def test_the_page_follows_its_game_through_the_stream(browser, live_server):
    content_defaults_install()  # transactional tests flush the rows the migration installed
    with streams_server(EVENTS_CORS_ORIGINS=live_server.url) as base:
        policy = CONTENT_SECURITY_POLICY.replace("connect-src 'self'", f"connect-src 'self' {base}")
        with override_settings(EVENTS_BASE_URL=base, CONTENT_SECURITY_POLICY=policy):
            browser.execute_cdp_cmd(
                "Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_FETCHES}
            )
            table = Table(browser, live_server.url, "en")
            _start(table, "architects", 2)
            _play_to_the_end(table, "architects", 200)
            asked = browser.execute_script("return window.__fetched")
    streams = [url for url in asked if url.startswith(base) and url.endswith("/events/")]
    long_polls = [url for url in asked if "wait=" in url]
    assert streams, "the page never opened the game's stream"
    assert not long_polls, f"the page long-polled beside the stream: {long_polls[:3]}"
    game = Game.objects.get()
    assert game.status == GameStatus.FINISHED
