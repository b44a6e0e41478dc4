"""A game's admin page: the board drawn as SVG for the viewer staff chose, the state folded
away, the move log paged and worded."""

import re

import pytest

from games.models import Game
from games.services import content_defaults_install
from tests.api.helpers import game_create

pytestmark = pytest.mark.django_db(transaction=True)

SEATS = {
    "architects": ["human", "automa", "automa"],
    "saboteur": ["human", "automa", "automa", "automa"],
    "marsbot": ["human", "automa"],
    "scholars": ["human", "automa"],
}


@pytest.fixture
def staff(client, django_user_model):
    content_defaults_install()  # transactional tests flush the rows the migration installed
    user = django_user_model.objects.create_superuser("admin", "a@example.com", "pw")
    client.force_login(user)
    return client


def _game(client, ruleset: str, names: list[str] | None = None, seed: int = 5) -> dict:
    kinds = SEATS[ruleset]
    names = names or [f"P{i}" for i in range(len(kinds))]
    seats = [{"name": n, "kind": k} for n, k in zip(names, kinds, strict=True)]
    return game_create(client, ruleset=ruleset, seats=seats, seed=seed)


def _svg(page_text: str) -> str:
    """The board's picture: the ``<svg>`` whose own tag says ``class="board"`` (the admin's
    icons come first; a card drawn inside the board is an ``<svg>`` of its own)."""
    found = re.search(r"<svg [^>]*class=\"board\"", page_text)
    assert found, "no board picture on the page"
    depth, at = 0, found.start()
    for tag in re.finditer(r"<svg\b|</svg>", page_text[at:]):
        depth += 1 if tag.group(0) == "<svg" else -1
        if depth == 0:
            return page_text[at : at + tag.end()]
    raise AssertionError("the board's picture is not closed")


@pytest.mark.parametrize("ruleset", sorted(SEATS))
def test_each_game_page_shows_its_board_and_folds_the_state(staff, ruleset):
    game = _game(staff, ruleset)
    page = staff.get(f"/admin/games/game/{game['id']}/change/")
    assert page.status_code == 200
    text = page.content.decode()
    svg = _svg(text)
    assert 'class="board"' in svg
    assert "<details><summary>state" in text
    assert 'id="move-log"' in text


def test_architects_board_marks_built_stages_and_the_cat(staff):
    game = _game(staff, "architects")
    stored = Game.objects.get(pk=game["id"])
    # Build a stage and hand the Cat to seat 1 in the stored state: the picture follows it.
    state = stored.state
    wonders = {w["slug"]: w for w in stored.content_release.data["wonders"]}
    state["players"][0]["stages"] = [wonders[state["wonders"][0]]["stages"][0]["id"]]
    state["cat"] = 1
    Game.objects.filter(pk=stored.pk).update(state=state)
    svg = _svg(staff.get(f"/admin/games/game/{game['id']}/change/").content.decode())
    assert svg.count('class="stage built"') == 1
    assert svg.count('class="stage"') == 3 * 5 - 1  # five stages in each of three cities
    cities = svg.split('class="city"')[1:]
    assert ['class="cat"' in city for city in cities] == [False, True, False]


def test_saboteur_seat_view_shows_its_hand_and_the_spectator_view_does_not(staff):
    game = _game(staff, "saboteur")
    url = f"/admin/games/game/{game['id']}/change/"
    stored = Game.objects.get(pk=game["id"])
    role = stored.state["roles"][0] if "roles" in stored.state else None
    spectator = _svg(staff.get(url).content.decode())
    seat0 = _svg(staff.get(url, {"as": "0"}).content.decode())
    # The seat's role and hand in words (never the role's key), the spectator's without them.
    words = re.sub(r"<[^>]+>", " ", seat0)
    assert "Your role:" not in spectator and "Your hand" not in spectator
    assert "Your role:" in words and "Your hand" in words
    if isinstance(role, str):
        assert role not in words
    # Every seat row has its three tools; none broken at the start.
    assert seat0.count('class="tool"') == 3 * 4
    assert 'class="tool broken"' not in seat0
    assert seat0.count('class="cell goal hidden"') == 3


def test_a_viewer_that_is_no_seat_falls_back_to_the_spectator(staff):
    game = _game(staff, "architects")
    for value in ("7", "-1", "x", "", "1e9"):
        page = staff.get(f"/admin/games/game/{game['id']}/change/", {"as": value})
        assert page.status_code == 200
        assert "as the spectator sees it" in page.content.decode()


def test_seat_names_are_escaped_in_the_picture_and_the_log(staff):
    hostile = '<script>alert("x")</script>'
    game = _game(staff, "architects", names=[hostile, "B&B", "C"])
    text = staff.get(f"/admin/games/game/{game['id']}/change/").content.decode()
    assert hostile not in text
    svg = _svg(text)
    assert "&lt;script&gt;" in svg
    assert "B&amp;B" in svg


def test_move_log_is_paged_and_worded(staff):
    game = _game(staff, "saboteur", seed=11)  # seat 0 human: automa turns happen eagerly
    stored = Game.objects.get(pk=game["id"])
    url = f"/admin/games/game/{game['id']}/change/"
    # Play the human seat's turns until the log runs over one page.
    from tests.api.helpers import move_post

    token = game["seats"][0]["token"]
    for _ in range(40):
        stored.refresh_from_db()
        if stored.moves.count() > 30 or stored.status != "active":
            break
        listed = staff.get(
            f"/api/v1/games/{game['id']}/actions/", HTTP_AUTHORIZATION=f"Bearer {token}"
        ).json()
        if not listed["actions"]:
            break
        move_post(staff, game["id"], token, listed["actions"][0]["action"], listed["version"])
    count = stored.moves.count()
    assert count > 25
    pages = -(-count // 25)
    newest = staff.get(url).content.decode()
    assert f"Moves {count}–{count - 24} of {count}, newest first, as the spectator" in newest
    assert f"page 1 of {pages}" in newest
    log = newest.split('id="move-log"', 1)[1]
    assert log.count("<li ") == 25
    assert f'<li value="{count}">' in log and f'<li value="{count - 25}">' not in log
    oldest = staff.get(url, {"moves": str(pages)}).content.decode()
    assert f"page {pages} of {pages}" in oldest
    log = oldest.split('id="move-log"', 1)[1]
    assert '<li value="1">' in log and f'<li value="{count}">' not in log
    # Worded: the engine's sentences, with the seats' names, not raw JSON actions.
    assert re.search(r"P\d", log) and '{"type"' not in log
    for bad in ("0", "-3", "zzz", "99999"):
        assert staff.get(url, {"moves": bad}).status_code == 200
