"""Content editing in a real browser (Debian's headless Chromium through Selenium): one field of
one entry of each game changed through its form (no JSON typed), a preview game started on a
draft, each draft published with a note, a release's diff seen, a game made before still on
its old release; and a content editor kept out of a game's page. Screenshots of the form, the
diff and the game list go to tests/browser/screenshots/admin/ (git-ignored)."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.contrib.auth.models import Group

from games.models import ContentEntry, ContentRelease, Game
from games.services import content_defaults_install
from games.services.content import content_entries_ensure
from games.staff_groups import CONTENT_EDITORS
from tests.api.helpers import game_create
from tests.browser.test_admin_pages import CHROMEDRIVER, CHROMIUM, browser  # noqa: F401

SHOTS = Path(__file__).resolve().parent / "screenshots" / "admin"
# (game, kind, key, the field's title on the form, the value typed, the path in the release)
EDITS = [
    ("saboteur", "rules", "", "Cards each player holds", "5", ("rules", "hand_size")),
    ("architects", "settings", "", "Points for the cat", "3", ("settings", "cat_vp")),
    ("marsbot", "milestone", "terraformer", "Needed to claim it", "36", None),
    ("scholars", "room", "1", "Gold when retiring", "4", None),
]

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        not (CHROMIUM.exists() and CHROMEDRIVER.exists()),
        reason="needs Debian's chromium and chromium-driver (scripts/test installs them)",
    ),
]


def _sign_in(browser, base: str, user: str) -> None:  # noqa: F811
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    browser.delete_all_cookies()
    browser.get(f"{base}/admin/login/")
    browser.find_element(By.NAME, "username").send_keys(user)
    browser.find_element(By.NAME, "password").send_keys("pw")
    browser.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
    WebDriverWait(browser, 30).until(lambda b: "/login/" not in b.current_url)


def _field(browser, title: str):  # noqa: F811
    """The form's input under the label ``title`` (drawn by django-jsonform)."""
    from selenium.webdriver.common.by import By

    label = f"//label[normalize-space()='{title}']"
    return browser.find_element(By.XPATH, f"{label}/following-sibling::div[1]//input")


def _edit(browser, base: str, entry: ContentEntry, title: str, value: str, shot: bool) -> None:  # noqa: F811
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(f"{base}/admin/games/contententry/{entry.pk}/change/")
    field = WebDriverWait(browser, 20).until(lambda b: _field(b, title))
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(value)
    browser.find_element(By.NAME, "why").send_keys("as printed in the box")
    if shot:
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", field)
        browser.save_screenshot(str(SHOTS / "form.png"))
    browser.find_element(By.NAME, "_save").click()
    WebDriverWait(browser, 20).until(lambda b: "/change/" not in b.current_url)
    assert "Saved in the" in browser.page_source


def test_content_is_edited_previewed_published_and_diffed_in_the_browser(
    browser,  # noqa: F811
    live_server,
    client,
    django_user_model,
):
    from selenium.webdriver.common.by import By

    SHOTS.mkdir(parents=True, exist_ok=True)
    content_defaults_install()
    django_user_model.objects.create_superuser("admin", "a@example.com", "pw")
    editor = django_user_model.objects.create_user("ed", "e@example.com", "pw", is_staff=True)
    editor.groups.add(Group.objects.get(name=CONTENT_EDITORS))
    before = game_create(client, ruleset="architects", seed=7)
    old_release = Game.objects.get(pk=before["id"]).content_release
    base = live_server.url

    _sign_in(browser, base, "ed")
    for index, (slug, kind, key, title, value, _where) in enumerate(EDITS):
        content_entries_ensure(ruleset=slug)
        entry = ContentEntry.objects.get(ruleset=slug, kind=kind, key=key)
        _edit(browser, base, entry, title, value, shot=index == 0)
        entry.refresh_from_db()
        assert value in {str(v) for v in entry.data.values()}, entry.data

    _preview_keeps_nothing(browser, base)
    _drafts_published(browser, base)
    latest = ContentRelease.objects.filter(ruleset="architects").order_by("-number").first()
    assert latest.release == "architects-2" and latest.data["settings"]["cat_vp"] == 3
    assert latest.note == "architects: values checked against the box"

    # The game made before plays its old release; a new one plays the new.
    assert client.get(f"/api/v1/games/{before['id']}/").json()["content_release"] == "2021.1"
    assert Game.objects.get(pk=before["id"]).content_release == old_release
    after = game_create(client, ruleset="architects", seed=8)
    assert client.get(f"/api/v1/games/{after['id']}/").json()["content_release"] == latest.release

    # The content editor cannot open a game's page; a superuser sees the game list.
    browser.get(f"{base}/admin/games/game/{before['id']}/change/")
    assert "403" in browser.title or "Forbidden" in browser.page_source
    _sign_in(browser, base, "admin")
    browser.get(f"{base}/admin/games/game/")
    assert len(browser.find_elements(By.CSS_SELECTOR, "#result_list tbody tr")) == 2
    browser.save_screenshot(str(SHOTS / "game-list.png"))


def _preview_keeps_nothing(driver, base):
    """A preview game on one draft: its board, and nothing kept."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    games = Game.objects.count()
    driver.get(f"{base}/admin/games/contentrelease/draft/saboteur/")
    driver.find_element(By.CSS_SELECTOR, "#draft-preview input[type=submit]").click()
    board = WebDriverWait(driver, 20).until(
        lambda b: b.find_element(By.CSS_SELECTOR, "#preview-board svg.board")
    )
    assert board.size["width"] > 300 and Game.objects.count() == games


def _drafts_published(driver, base):
    """Each edited draft published with a note; Saboteur's release page shows its diff."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    for slug, *_rest in EDITS:
        driver.get(f"{base}/admin/games/contentrelease/draft/{slug}/")
        driver.find_element(By.NAME, "note").send_keys(f"{slug}: values checked against the box")
        driver.find_element(By.CSS_SELECTOR, "#draft-publish input[type=submit]").click()
        WebDriverWait(driver, 20).until(lambda b: "/draft/" not in b.current_url)
        assert f"Published {slug}-" in driver.page_source
        if slug == "saboteur":  # the release page: its diff against the shipped release
            cells = [c.text for c in driver.find_elements(By.CSS_SELECTOR, "#release-diff td")]
            words = "Rounds, hands and gold › Cards each player holds"
            assert cells == [words, "6", "5"], cells
            driver.save_screenshot(str(SHOTS / "diff.png"))


def test_a_portuguese_editor_sees_a_count_the_box_cannot_hold_refused_at_its_field(
    browser,  # noqa: F811
    live_server,
    django_user_model,
):
    """In Portuguese (Django's language cookie), the form's own buttons are worded from the
    catalogue, and a Saboteur path card's count of 500 comes back refused beside the input."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    content_defaults_install()
    editor = django_user_model.objects.create_user("ed", "e@example.com", "pw", is_staff=True)
    editor.groups.add(Group.objects.get(name=CONTENT_EDITORS))
    base = live_server.url
    _sign_in(browser, base, "ed")
    browser.add_cookie({"name": "django_language", "value": "pt-br"})
    content_entries_ensure(ruleset="saboteur")
    card = ContentEntry.objects.get(ruleset="saboteur", kind="path_card", key="B-X")
    browser.get(f"{base}/admin/games/contententry/{card.pk}/change/")
    count = WebDriverWait(browser, 20).until(lambda b: _field(b, "Cartas no baralho"))
    buttons = WebDriverWait(browser, 20).until(
        lambda b: (
            [e.text for e in b.find_elements(By.CSS_SELECTOR, "button.rjf-add-button")] or None
        )
    )
    assert "Adicionar item" in buttons and "Add item" not in buttons
    count.send_keys(Keys.CONTROL, "a")
    count.send_keys("500")
    browser.find_element(By.NAME, "why").send_keys("a caixa diz 500")
    browser.find_element(By.NAME, "_save").click()
    WebDriverWait(browser, 20).until(lambda b: "deve ser no máximo 70" in b.page_source)
    label = "//label[normalize-space()='Cartas no baralho']/following-sibling::div[1]"
    assert "deve ser no máximo 70, não 500" in browser.find_element(By.XPATH, label).text
    card.refresh_from_db()
    assert card.data["count"] == 5 and card.updated_at is None
    browser.save_screenshot(str(SHOTS / "refused-at-field.png"))
