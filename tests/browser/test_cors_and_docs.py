"""In headless Chromium: a page on an origin its app lists calls the API (the browser's own
preflight, then the request, with an app key); a page on another origin is kept from the
answer. Swagger UI and Redoc render under the Content-Security-Policy with no console error."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from django.test import override_settings

from games.models import Game
from games.services.apps import app_create
from tests.browser.test_admin_pages import CHROMEDRIVER, CHROMIUM
from tests.browser.test_admin_pages import browser as browser  # the fixture

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        not (CHROMIUM.exists() and CHROMEDRIVER.exists()),
        reason="needs Debian's chromium and chromium-driver (scripts/test installs them)",
    ),
]

# Runs in the page: create a game on the API server with the app's key; the answer's status
# and CORS-exposed Location, or the error the browser raised.
CALL_API = """
const [api, key, done] = arguments;
fetch(api + "/api/v1/games/", {
  method: "POST",
  headers: {"Authorization": "ApiKey " + key, "Content-Type": "application/json"},
  body: JSON.stringify({ruleset: "architects",
                        seats: [{name: "A", kind: "human"}, {name: "B", kind: "human"}]}),
}).then(r => done({status: r.status, location: r.headers.get("Location")}))
  .catch(e => done({error: String(e)}));
"""

# Redoc's bundle links its maker's logo from their site: the policy blocks it (the page loads
# nothing from elsewhere), and the browser says so; nothing else may be refused.
REDOC_BRANDING = "https://cdn.redoc.ly/redoc/logo-mini.svg"


@pytest.fixture
def origins() -> Iterator[tuple[str, str]]:
    """Two pages' origins on this machine: two ports, two origins (the API is on a third)."""

    class Page(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = b"<!doctype html><title>a browser app</title><p>app</p>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    servers = [ThreadingHTTPServer(("127.0.0.1", 0), Page) for _ in range(2)]
    for server in servers:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    yield tuple(f"http://127.0.0.1:{s.server_port}" for s in servers)  # type: ignore[misc]
    for server in servers:
        server.shutdown()
        server.server_close()


@override_settings(REQUIRE_APP_KEY=True)
def test_a_page_on_an_allowed_origin_calls_the_api_and_another_origin_is_refused(
    browser, live_server, origins
):
    allowed, refused = origins
    _, issued = app_create(name="Browser app", cors_origins=allowed)
    browser.set_script_timeout(30)
    # Given the page on the app's origin, its cross-origin call goes through.
    browser.get(f"{allowed}/")
    answer = browser.execute_async_script(CALL_API, live_server.url, issued.plaintext)
    assert answer["status"] == 201, answer
    assert answer["location"].startswith("/api/v1/games/")
    assert Game.objects.count() == 1
    # Given a page on another origin, the browser refuses it the answer.
    browser.get(f"{refused}/")
    answer = browser.execute_async_script(CALL_API, live_server.url, issued.plaintext)
    assert answer == {"error": "TypeError: Failed to fetch"}
    # The preflight failed, so the POST itself was never sent.
    assert Game.objects.count() == 1


@pytest.mark.parametrize(
    ("page", "drawn"),
    [("/api/docs/", ".swagger-ui .info .title"), ("/api/redoc/", "h1")],
)
def test_swagger_ui_and_redoc_render_under_the_content_security_policy(
    browser, live_server, page, drawn
):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get("about:blank")
    browser.get_log("browser")  # start with an empty console
    browser.get(f"{live_server.url}{page}")
    title = WebDriverWait(browser, 60).until(
        lambda b: (
            b.find_element(By.CSS_SELECTOR, drawn).text.strip()
            and b.find_element(By.CSS_SELECTOR, drawn)
        )
    )
    assert "Automa Server API" in title.text
    errors = [
        e
        for e in browser.get_log("browser")
        if e["level"] == "SEVERE" and REDOC_BRANDING not in e["message"]
    ]
    assert errors == [], errors
