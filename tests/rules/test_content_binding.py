"""Content reaches every engine one way (issue 20): the ruleset bound to a release compiles
it once into the game's catalogue; unbound is the shipped release; nothing falls back."""

from __future__ import annotations

import pytest

from games.rules.registry import SLUGS, ruleset_get
from games.rules.saboteur import RULESET as SABOTEUR
from games.rules.saboteur import labels, legal, moves
from games.rules.scholars import RULESET as SCHOLARS


@pytest.mark.parametrize("slug", SLUGS)
def test_a_bound_ruleset_compiles_its_release_once(slug):
    bound = ruleset_get(slug).bind(ruleset_get(slug).default_content())
    assert bound.catalog is bound.catalog
    # An unbound ruleset plays the shipped release: the same document.
    assert ruleset_get(slug).content == bound.content


@pytest.mark.parametrize("slug", SLUGS)
def test_setup_plays_the_bound_content_only(slug):
    rules = ruleset_get(slug)
    seats = 2 if rules.min_seats <= 2 <= rules.max_seats else rules.min_seats
    options = rules.validate_options({})
    state = rules.setup(options, seats, 7)
    assert rules.bind(rules.default_content()).setup(options, seats, 7) == state


def test_saboteur_refuses_a_state_dealt_with_other_content():
    content = SABOTEUR.default_content()
    rules = dict(content["rules"])
    rules["hand_size"] = 5
    other = SABOTEUR.bind({**content, "rules": rules})
    state = other.setup({}, 4, 3)
    assert [len(hand) for hand in state["hands"]] == [5] * 4
    assert other.legal_actions(state, state["turn"])
    # The shipped release compiles to other tables: it never plays that state.
    with pytest.raises(LookupError, match="bind the ruleset to the game's content release"):
        SABOTEUR.legal_actions(state, state["turn"])


def test_saboteur_keeps_no_tables_in_a_stored_state():
    state = SABOTEUR.setup({}, 4, 3)
    seat = state["turn"]
    after, _events = SABOTEUR.apply(state, seat, SABOTEUR.legal_actions(state, seat)[0])
    assert "tables" not in state and "tables" not in after
    assert "tables" not in SABOTEUR.view(after, seat)


def test_saboteur_rule_modules_play_and_word_with_the_tables_handed_to_them():
    content = SABOTEUR.default_content()
    board = {**content["board"], "goal_positions": [[6, -2], [6, 0], [6, 2]]}
    other = SABOTEUR.bind({**content, "board": board})
    state = other.setup({}, 4, 3)
    t, seat = other.tables(state), state["turn"]
    # The modules read no tables from the state: the ones passed are played.
    assert legal.legal_actions(state, t, seat) == other.legal_actions(state, seat)
    action = legal.legal_actions(state, t, seat)[0]
    assert moves.apply(state, t, seat, action) == other.apply(state, seat, action)
    # Words: a tile's shape and a place come from the tables (none: "a path card").
    crossing = labels.path_words("B-X", t)
    assert (crossing["en"], crossing["pt-BR"]) == ("a crossing", "um cruzamento")
    unknown = labels.path_words("B-X", None)
    assert (unknown["en"], unknown["pt-BR"]) == ("a path card", "uma carta de caminho")
    place = labels.position(6, 0, t)["en"]
    assert place == "in the goal cards' column, in the middle goal card's row"
    shipped = SABOTEUR.tables(SABOTEUR.setup({}, 4, 3))
    sixth = labels.position(6, 0, shipped)["en"]
    assert sixth.startswith("in the 6th column right of the start card")


def test_scholars_never_falls_back_to_the_shipped_content():
    # It played the shipped content when a document lacked its Scheme cards; such a document
    # is refused at publication, and a ruleset bound to it plays no other cards.
    shipped = SCHOLARS.default_content()
    content = {k: v for k, v in shipped.items() if k != "scheme_cards"}
    assert SCHOLARS.validate_content(content)
    with pytest.raises(KeyError, match="scheme_cards"):
        SCHOLARS.bind(content).setup({"mode": "companion"}, 2, 1)
    # A valid document is played as it is written.
    difficulties = [{**d, "dice_sum_start": 99} for d in shipped["difficulties"]]
    bound = SCHOLARS.bind({**shipped, "difficulties": difficulties})
    assert bound.setup({"mode": "companion"}, 2, 1)["dice_sum"] == 99
    assert SCHOLARS.setup({"mode": "companion"}, 2, 1)["dice_sum"] != 99
