"""The board drawings as pure functions: well-formed SVG for every position a random game
reaches, escaped text, and what each game's picture must show."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from games.rules.listing_words import labelled_listing
from games.rules.registry import SLUGS, ruleset_get
from games.rules.saboteur.drawing import _tunnels
from tests.rules.legal_pick import listed_random
from tests.rules.toy_game import ShowdownNim

NS = {"svg": "http://www.w3.org/2000/svg"}
SEATS = {"architects": 3, "saboteur": 4, "marsbot": 2, "scholars": 2}


def _positions(slug: str, seed: int, every: int = 7):
    """(state, ruleset) at every ``every``-th step of a random game, and its end."""
    rules = ruleset_get(slug)
    state = rules.setup(rules.default_options(), SEATS[slug], seed)
    rng = random.Random(seed)
    for step in range(600):
        if step % every == 0:
            yield rules, state
        to_act = rules.to_act(state)
        if rules.is_over(state) or not to_act:
            break
        actions = rules.legal_actions(state, to_act[0])
        if not actions:
            break
        state, _ = rules.apply(state, to_act[0], rng.choice(actions))
    yield rules, state


def _parsed(svg: str) -> ET.Element:
    root = ET.fromstring(svg)  # raises on anything not well-formed
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    return root


@pytest.mark.parametrize("slug", sorted(SEATS))
def test_every_position_of_a_random_game_draws_well_formed_svg(slug):
    assert {slug for slug in SLUGS if ruleset_get(slug).board_drawer} == set(SEATS)
    names = [f'<i>"P{i}" & co</i>' for i in range(SEATS[slug])]
    for rules, state in _positions(slug, seed=3):
        for viewer in (None, *range(SEATS[slug])):
            svg = rules.draw(rules.view(state, viewer), names)
            root = _parsed(svg)
            assert "<i>" not in svg
            words = "".join(root.itertext())
            if slug != "scholars":  # the companion picture names no seat
                assert '<i>"P0" & co</i>' in words  # escaped in the file, whole once parsed


def test_architects_shows_stages_cards_tokens_and_the_cat():
    rules = ruleset_get("architects")
    *_, (rules, state) = _positions("architects", seed=8)
    view = rules.view(state, None)
    root = _parsed(rules.draw(view))
    cities = root.findall(".//svg:g[@class='city']", NS)
    assert len(cities) == 3
    for city, player in zip(cities, view["players"], strict=True):
        built = city.findall(".//svg:g[@class='stage built']", NS)
        assert len(built) == len(player["stages_built"])
        kinds = city.findall(".//svg:g[@class='card-kind']", NS)
        assert len(kinds) == len(player["cards_by_kind"])
        has_cat = city.find(".//svg:g[@class='cat']", NS) is not None
        assert has_cat == (view["cat"] == player["seat"])
    tokens = root.findall(".//svg:circle[@class='conflict-token']", NS)
    assert len(tokens) == view["conflict"]["total"]
    progress = root.findall(".//svg:g[@class='progress-token']", NS)
    assert len(progress) == len(view["progress_tokens"]["face_up"])


def test_saboteur_tunnels_follow_the_card_and_its_rotation():
    card = {"id": "X", "groups": ["NE", "S"], "door": "blue", "door_group": 0}
    upright = "".join(_tunnels(card, 0, 0, 0))
    turned = "".join(_tunnels(card, 180, 0, 0))
    # N-E curve: from the top middle (23,0) to the right middle (46,23); stub to the south.
    assert 'd="M23,0 Q23,23 46,23"' in upright
    assert 'd="M23,46 Q23,23 0,23"' in turned  # turned: S-W curve, stub to the north
    assert 'y1="46"' in upright and 'y1="0"' in turned
    assert upright.count('class="dead-end"') == 1 and upright.count('class="door"') == 1


def test_saboteur_shows_goals_as_they_stand_and_broken_tools():
    rules = ruleset_get("saboteur")
    state = rules.setup(rules.default_options(), 4, 2)
    state["goals"][1]["revealed"] = True
    view = rules.view(state, None)
    view["seats"][2]["broken"] = ["cart", "lantern"]
    root = _parsed(rules.draw(view))
    assert len(root.findall(".//svg:g[@class='cell goal hidden']", NS)) == 2
    assert len(root.findall(".//svg:g[@class='cell goal']", NS)) == 1
    seats = root.findall(".//svg:g[@class='seat']", NS)
    broken = [len(s.findall(".//svg:g[@class='tool broken']", NS)) for s in seats]
    assert broken == [0, 0, 2, 0]


def test_marsbot_draws_every_tharsis_space_with_its_tile():
    rules = ruleset_get("marsbot")
    *_, (rules, state) = _positions("marsbot", seed=4)
    view = rules.view(state, None)
    root = _parsed(rules.draw(view))
    spaces = root.findall(".//svg:g[@class='space']", NS)
    assert len(spaces) == len(rules.content["hexes"])
    owned = [s for s in spaces if s.find("svg:circle", NS) is not None]
    assert len(owned) == sum(
        1
        for k, t in view["map"].items()
        if t.get("owner") is not None and k in {h["id"] for h in rules.content["hexes"]}
    )
    tracks = root.findall(".//svg:g[@class='track']", NS)
    assert len(tracks) == len(rules.content["tracks"])


def test_a_game_without_a_drawing_has_none():
    assert ShowdownNim().draw({}) is None


@pytest.mark.parametrize("slug", ["marsbot", "scholars"])
@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_companions_draw_at_a_phone_s_width_with_text_of_12_or_more(slug, language):
    """A 340-wide drawing on a 360 px phone is shown at its own size: its text at 12 CSS px
    or more (the page's bar), nothing wider than the screen."""
    sizes = []
    for rules, state in _positions(slug, seed=6, every=13):
        root = _parsed(rules.draw(rules.view(state, 0), ["Ana", "Bia"], language))
        assert float(root.get("width")) <= 340
        sizes += [float(t.get("font-size")) for t in root.findall(".//svg:text", NS)]
    assert sizes and min(sizes) >= 12


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_a_finished_scholars_game_heads_its_board_with_the_result_never_a_turn(seed):
    """Over, the heading says who won and by what, as the game scored it (its winners and
    totals), in each language; never "your turn" (issue 34 found "Game over · your turn")."""
    rules = ruleset_get("scholars")
    state, rng = rules.setup({}, 2, seed), random.Random(seed)
    while not rules.is_over(state):  # reports drawn from the listing, its templates filled
        seat = rules.to_act(state)[0]
        entry = rng.choice(labelled_listing(rules, state, seat, ["Ana", "Papyrus"]))
        state, _ = rules.apply(state, seat, listed_random(rng, entry))
    result = rules.score(state)
    mine, theirs = (score.total for score in result.scores)
    said = {
        (0,): ("you win, {0} to {1}", "você vence, {0} a {1}"),
        (1,): ("Papyrus wins, {1} to {0}", "Papyrus vence, {1} a {0}"),
        (0, 1): ("a shared win, {0} each", "vitória dividida, {0} cada"),
    }[tuple(sorted(result.winners))]
    for language, over, words in (("en", "Game over", said[0]), ("pt-BR", "Fim de jogo", said[1])):
        root = _parsed(rules.draw(rules.view(state, 0), ["Ana", "Papyrus"], language))
        heading = root.find(".//svg:text", NS)
        assert heading is not None
        assert heading.text == f"{over} · " + words.format(mine, theirs), heading.text
        assert "your turn" not in "".join(root.itertext())
        assert "sua vez" not in "".join(root.itertext())
