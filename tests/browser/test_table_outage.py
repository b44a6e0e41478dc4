"""The players' page when the server goes away for 10 s, at 360×800 (``outage.Relay`` in
front of the live server): on the player's turn (a move clicked while it is down) and while
waiting for another player. The page says it is reconnecting, sends at most 30 requests in
those 10 s, and plays on within 10 s of the server's return without a reload; the same seat
open in a second tab follows the first."""

from __future__ import annotations

import time
from typing import Any
from urllib.parse import urlsplit

import pytest
from django.test import Client

from games.services import content_defaults_install
from tests.api.helpers import API, bearer, game_create, tokens_of
from tests.browser.outage import Relay
from tests.browser.table_driver import _NO_EVENT_STREAM, Table, figures_report
from tests.browser.test_admin_pages import CHROMEDRIVER, CHROMIUM
from tests.browser.test_admin_pages import browser as browser  # the fixture

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        not (CHROMIUM.exists() and CHROMEDRIVER.exists()),
        reason="needs Debian's chromium and chromium-driver (scripts/test installs them)",
    ),
]
DOWN_S = 10.0
REQUESTS_AT_MOST = 30
BACK_WITHIN_S = 10.0
# Counts the page's requests (every one goes through fetch) and marks the document, so that
# a reload would show (the mark would be gone).
COUNTER = """
window.tableFetches = 0; window.tableNotReloaded = true;
const fetchOriginal = window.fetch;
window.fetch = (...args) => { window.tableFetches += 1; return fetchOriginal(...args); };
"""


def _state(table: Table) -> dict[str, Any]:
    return table.browser.execute_script(
        "const d = document.body.dataset; return {version: d.version || '', mine: d.mine || '',"
        " connection: d.connection || '', busy: !!document.querySelector('[aria-busy]'),"
        " line: document.getElementById('connection')?.textContent || '',"
        " fetches: window.tableFetches, kept: !!window.tableNotReloaded}"
    )


def _until(table: Table, test, timeout: float) -> float:
    """Seconds until ``test(state)`` holds; fails after ``timeout``."""
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        if test(_state(table)):
            return time.monotonic() - start
        time.sleep(0.1)
    raise AssertionError(f"not within {timeout} s: {_state(table)}")


def _outage(table: Table, relay: Relay, during) -> int:
    """Stops the server for DOWN_S, calls ``during()`` at once, and answers the requests the
    page sent meanwhile; the page must have said it is reconnecting."""
    before = _state(table)["fetches"]
    relay.stop()
    stopped = time.monotonic()
    during()
    _until(table, lambda s: s["connection"] == "lost", DOWN_S - 1)
    assert "…" in _state(table)["line"]  # the words, in the page's language
    time.sleep(max(0.0, DOWN_S - (time.monotonic() - stopped)))
    sent = _state(table)["fetches"] - before
    relay.start()
    assert sent <= REQUESTS_AT_MOST, sent
    return sent


def _other_seat_moves(client: Client, game_id: str, token: str) -> None:
    """The other seat plays its first listed move (not resigning) through the API."""
    listed = client.get(f"{API}/games/{game_id}/actions/", **bearer(token)).json()
    action = next(a for a in listed["actions"] if a["action"]["type"] != "resign")
    answer = client.post(
        f"{API}/games/{game_id}/moves/",
        {"action": action["action"]},
        content_type="application/json",
        HTTP_IF_MATCH=f'"{listed["version"]}"',
        **bearer(token),
    )
    assert answer.status_code in (200, 201), answer.content


def _second_tab_follows(table: Table, seat_route: str) -> None:
    """The same seat opened in a second tab shows the move played in the first."""
    browser = table.browser
    first = browser.current_window_handle
    browser.switch_to.new_window("tab")
    second = browser.current_window_handle
    table.open(seat_route)
    assert table.turn_wait() == "active"
    browser.switch_to.window(first)
    table.play_first()
    _until(table, lambda s: s["mine"] == "false" and not s["busy"], 10)
    moved = _state(table)["version"]
    browser.switch_to.window(second)
    _until(table, lambda s: s["version"] == moved and s["mine"] == "false", 10)
    browser.close()
    browser.switch_to.window(first)


@pytest.mark.parametrize("language", ["pt-BR"])
def test_the_page_reconnects_by_itself_after_the_server_was_down(browser, live_server, language):
    content_defaults_install()
    client = Client()
    game = game_create(client, ruleset="architects", seed=17)
    tokens = tokens_of(game)
    target = urlsplit(live_server.url)
    relay = Relay((target.hostname or "127.0.0.1", target.port or 80))
    relay.start()
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": COUNTER})
    metrics = {"width": 360, "height": 800, "deviceScaleFactor": 1, "mobile": True}
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    try:
        table = Table(browser, relay.url, language)
        browser.get(f"{relay.url}/play/#/")
        browser.execute_script(f"localStorage.setItem('table.language', '{language}')")
        table.open(f"#/play/{game['id']}/0/{tokens[0]}")
        browser.refresh()  # the counter and the language, from the document's start
        table.settle("play")
        assert table.turn_wait() == "active"
        version = int(_state(table)["version"])

        # On the player's turn: a move clicked while the server is down is sent once it is back.
        sent_turn = _outage(table, relay, table.play_first)
        back = _until(table, lambda s: int(s["version"]) > version and not s["busy"], BACK_WITHIN_S)
        state = _state(table)
        assert state["connection"] == "ok" and state["kept"] and state["mine"] == "false"

        # While waiting for the other player: the long poll is cut, then follows again.
        version = int(state["version"])
        sent_wait = _outage(table, relay, lambda: None)
        _other_seat_moves(client, game["id"], tokens[1])
        followed = _until(table, lambda s: s["mine"] == "true" and not s["busy"], BACK_WITHIN_S)
        assert _state(table)["kept"]
        # The browser logs each refused connection; nothing else may have gone wrong.
        logged = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
        assert all(
            e["source"] == "network"
            and ("net::ERR_" in e["message"] or _NO_EVENT_STREAM.search(e["message"]))
            for e in logged
        ), logged
        table.check("reconnected")
        figures_report(
            f"table outage ({language})",
            {"requests_turn": sent_turn, "back_turn_s": back, "requests_wait": sent_wait,
             "back_wait_s": followed},
        )  # fmt: skip

        _second_tab_follows(table, f"#/play/{game['id']}/0/{tokens[0]}")
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        relay.stop()
