"""Each game's admin page in a real browser: Debian's headless Chromium, driven by Selenium
through Debian's chromedriver (nothing downloads a browser or a driver), loads the page, finds
the board picture drawn and logs no console error."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from games.services import content_defaults_install
from tests.api.helpers import game_create

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
SEATS = {
    "architects": ["human", "automa", "automa"],
    "saboteur": ["human", "automa", "automa", "automa"],
    "marsbot": ["human", "automa"],
    "scholars": ["human", "automa"],
}

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        not (CHROMIUM.exists() and CHROMEDRIVER.exists()),
        reason="needs Debian's chromium and chromium-driver (scripts/test installs them)",
    ),
]


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    os.environ["SE_OFFLINE"] = "true"  # Selenium Manager may never fetch anything
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(argument)
    options.add_argument("--window-size=1280,1000")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)
    driver.set_page_load_timeout(60)
    try:
        yield driver
    finally:
        driver.quit()


def _sign_in(browser, base: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    browser.delete_all_cookies()  # each test's database is new: so is its session
    browser.get(f"{base}/admin/login/")
    browser.find_element(By.NAME, "username").send_keys("admin")
    browser.find_element(By.NAME, "password").send_keys("pw")
    browser.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
    WebDriverWait(browser, 30).until(lambda b: "/login/" not in b.current_url)
    browser.get_log("browser")  # start each page's check with an empty console


@pytest.mark.parametrize("ruleset", sorted(SEATS))
def test_game_admin_page_draws_the_board_without_console_errors(
    browser, live_server, client, django_user_model, ruleset
):
    from selenium.webdriver.common.by import By

    content_defaults_install()  # transactional tests flush the rows the migration installed
    django_user_model.objects.create_superuser("admin", "a@example.com", "pw")
    seats = [{"name": f"P{i}", "kind": kind} for i, kind in enumerate(SEATS[ruleset])]
    game = game_create(client, ruleset=ruleset, seats=seats, seed=3)
    _sign_in(browser, live_server.url)
    for viewer in ("spectator", "0"):
        browser.get(f"{live_server.url}/admin/games/game/{game['id']}/change/?as={viewer}")
        board = browser.find_element(By.CSS_SELECTOR, "#game-board svg.board")
        assert board.is_displayed()
        assert board.size["width"] > 300 and board.size["height"] > 100
        # The picture has drawn shapes, not an empty frame.
        assert len(board.find_elements(By.CSS_SELECTOR, "rect, circle, polygon, path")) > 10
        assert browser.find_element(By.CSS_SELECTOR, "#move-log").is_displayed()
        # The state is folded away until asked for.
        assert browser.find_element(By.CSS_SELECTOR, "details").get_attribute("open") is None
        errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
        assert errors == [], errors
