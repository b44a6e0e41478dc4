"""Every registered ruleset says which seat sets it plays (``Ruleset.seat_set``), and the
service keeps to it: every set it accepts is created and reaches its first move (a human's
first listed action, or the automa's turn as the worker plays it); every other set is a 400
``invalid_seats`` naming the seats sent. Sets are tried for each mode, from one seat below
the game's smallest to one above its largest: every order of kinds up to four seats, and
beyond that all human, all automa and one of a kind at either end."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest

from games.models import Game
from games.rules.core import Ruleset
from games.rules.registry import ruleset_get, rulesets_registered
from games.rules.seat_sets import AUTOMA, HUMAN
from games.services.automa_turn import automa_play
from tests.api.helpers import API, bearer, move_post, tokens_of

pytestmark = pytest.mark.django_db
EVERY_ORDER_UP_TO = 4


def _modes(rules: Ruleset) -> list[dict[str, Any]]:
    mode = rules.options_schema.get("properties", {}).get("mode")
    return [{"mode": value} for value in mode["enum"]] if mode else [{}]


def _cases() -> list[tuple[str, dict[str, Any]]]:
    return [
        (slug, options) for slug in rulesets_registered() for options in _modes(ruleset_get(slug))
    ]


def _kinds_tried(rules: Ruleset) -> list[tuple[str, ...]]:
    tried: list[tuple[str, ...]] = []
    for count in range(max(1, rules.min_seats - 1), rules.max_seats + 2):
        if count <= EVERY_ORDER_UP_TO:
            tried += itertools.product((HUMAN, AUTOMA), repeat=count)
        else:
            rest_h, rest_a = (HUMAN,) * (count - 1), (AUTOMA,) * (count - 1)
            tried += [(HUMAN, *rest_h), (AUTOMA, *rest_a), (HUMAN, *rest_a), (AUTOMA, *rest_h)]
    return tried


def _create(client, slug: str, options: dict[str, Any], kinds: tuple[str, ...]):
    seats = [{"name": f"P{i}", "kind": kind} for i, kind in enumerate(kinds)]
    body = {"ruleset": slug, "options": options, "seats": seats, "seed": 7}
    return client.post(f"{API}/games/", body, content_type="application/json")


def _first_move(client, game: dict[str, Any]) -> None:
    """The first move of the game, as a human seat or the worker would make it."""
    tokens = tokens_of(game)
    humans = [seat for seat in game["to_act"] if seat in tokens]
    if humans:
        token = tokens[humans[0]]
        listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
        assert listed["actions"], f"seat {humans[0]} is to act with no legal action"
        action = listed["actions"][0]["action"]
        response = move_post(client, game["id"], token, action, listed["version"])
        assert response.status_code == 201, response.content
    else:
        assert game["to_act"], "a new game has a seat to act"
        assert automa_play(game_id=game["id"], version=game["version"]) is not None
    assert Game.objects.get(pk=game["id"]).version >= 1


@pytest.mark.parametrize(("slug", "options"), _cases(), ids=lambda v: str(v or "default"))
def test_every_seat_set_accepted_starts_and_every_other_is_invalid_seats(client, slug, options):
    rules = ruleset_get(slug)
    accepted = rules.seat_set(rules.validate_options(options))
    for kinds in _kinds_tried(rules):
        response = _create(client, slug, options, kinds)
        if rules.min_seats <= len(kinds) <= rules.max_seats and accepted.accepts(kinds):
            assert response.status_code == 201, (kinds, response.content)
            _first_move(client, response.json())
            continue
        assert response.status_code == 400, (kinds, response.content)
        problem = response.json()
        assert problem["code"] == "invalid_seats", problem
        if rules.min_seats <= len(kinds) <= rules.max_seats:  # the count fits: the kinds do not
            assert problem["detail"].endswith(f"sent: {json.dumps(list(kinds))}."), problem


def test_a_companion_game_seats_the_human_then_the_automa():
    """A game with roles per seat says so: a companion's automa seat is never a human's."""
    for slug in rulesets_registered():
        rules = ruleset_get(slug)
        if rules.companion:
            assert rules.seat_set(rules.validate_options({})).kinds == (HUMAN, AUTOMA)


def test_marsbot_with_the_automa_in_seat_0_is_refused_naming_the_seats(client):
    """Issue 33: MarsBot first, then a human, was created and never started."""
    response = _create(client, "marsbot", {}, (AUTOMA, HUMAN))
    assert response.status_code == 400
    problem = response.json()
    assert problem["code"] == "invalid_seats"
    assert problem["detail"] == (
        'Terraforming Mars: MarsBot (Automa) with mode "companion" takes exactly 2 seats of the '
        'kinds ["human", "automa"] (seat by seat, or one kind for every seat), not the 2 sent: '
        '["automa", "human"].'
    )
    pt = client.post(
        f"{API}/games/",
        {"ruleset": "marsbot", "seats": [{"name": "B", "kind": "automa"}] * 2},
        content_type="application/json",
        HTTP_ACCEPT_LANGUAGE="pt-BR",
    ).json()
    assert pt["code"] == "invalid_seats"
    assert pt["detail"].endswith('não os 2 enviados: ["automa", "automa"].')
    assert Game.objects.count() == 0
