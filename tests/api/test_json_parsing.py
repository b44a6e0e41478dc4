"""The JSON parser takes only what it can store and answer: no lone UTF-16 surrogates, no
duplicate keys. Each refusal is a 400 problem, never a 500 or a silently chosen value."""

from __future__ import annotations

import io
import json
from typing import Any

import hypothesis
import pytest
from hypothesis import strategies as st

from api.parsers import BoundedJSONParser, MalformedJSON
from tests.api.helpers import API, bearer, game_create, tokens_of

pytestmark = pytest.mark.django_db

DICE = f"{API}/rulesets/scholars/dice/"
GAMES = f"{API}/games/"
SCHOLARS_SEATS = [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}]


def _post(client, url: str, raw: str, **headers):
    return client.post(url, raw, content_type="application/json", **headers)


def _post_move(client, game: dict, raw: str):
    token = tokens_of(game)[game["to_act"][0]]
    return _post(
        client,
        f"{API}/games/{game['id']}/moves/",
        raw,
        HTTP_IF_MATCH=f'"{game["version"]}"',
        **bearer(token),
    )


def _assert_malformed(response, message: str) -> dict:
    assert response.status_code == 400, response.content[:300]
    assert response["Content-Type"] == "application/problem+json"
    problem = response.json()
    assert problem["code"] == "malformed_request"
    assert problem["detail"] == message
    return problem


SURROGATE = "The request body has a lone UTF-16 surrogate (\\ud800-\\udfff): not a character."


# Issue 26 §4, each smallest repro: a lone surrogate escape was echoed into a message that
# could not be encoded (500).
@pytest.mark.parametrize(
    "raw",
    [
        r'{"dice":[{"colour":"\ud800","value":2}]}',
        r'{"dice":[{"colour":"red","value":2}],"\udfff":1}',
        r'{"dice":[{"colour":"red\udc00","value":2}]}',
    ],
)
def test_a_lone_surrogate_in_a_dice_body_is_a_400_problem(client, raw):
    _assert_malformed(_post(client, DICE, raw), SURROGATE)


@pytest.mark.parametrize(
    "raw",
    [r'{"action":{"type":"\ud800"}}', r'{"action":{"type":"take_card"},"\ud800":1}'],
)
def test_a_lone_surrogate_in_a_move_is_a_400_problem(client, raw):
    game = game_create(client)
    _assert_malformed(_post_move(client, game, raw), SURROGATE)


@pytest.mark.parametrize(
    "options", [r'{"babylon_deck":"\ud800"}', r'{"\udfff":1}', r'{"mode":"\udbff\udbff"}']
)
def test_a_lone_surrogate_in_create_options_is_a_400_problem(client, options):
    raw = f'{{"ruleset":"scholars","seats":{json.dumps(SCHOLARS_SEATS)},"options":{options}}}'
    _assert_malformed(_post(client, GAMES, raw), SURROGATE)


def test_a_surrogate_pair_is_one_character_and_is_taken(client):
    # Given the name "😀" written as its escaped UTF-16 pair, when the game is created,
    # then the seat is named by the one character the pair stands for.
    raw = r'{"ruleset":"architects","seats":[{"name":"\ud83d\ude00","kind":"human"},'
    raw += r'{"name":"Bia","kind":"human"}],"seed":1}'
    created = _post(client, GAMES, raw)
    assert created.status_code == 201, created.content
    assert created.json()["seats"][0]["name"] == "\U0001f600"


def test_a_duplicate_key_does_not_resign_for_the_player(client):
    # Given a move whose "action" key appears twice, the second being a resignation,
    # when it is posted, then it is refused naming the key and the game is still active.
    game = game_create(client)
    raw = '{"action":{"type":"take_card","deck":"left"},"action":{"type":"resign"}}'
    _assert_malformed(
        _post_move(client, game, raw), 'The key "action" appears twice in one JSON object.'
    )
    detail = client.get(f"{API}/games/{game['id']}/").json()
    assert (detail["status"], detail["version"]) == ("active", game["version"])


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        ('{"ruleset":"architects","ruleset":"saboteur","seats":[]}', "ruleset"),
        ('{"ruleset":"architects","seats":[{"name":"A","name":"B","kind":"human"}]}', "name"),
        ('{"ruleset":"architects","seats":[],"options":{"x":1,"y":{"z":1,"z":2}}}', "z"),
        # Written differently, the same key: the escape is decoded before comparing.
        ('{"ruleset":"architects","seats":[],"r\\u0075leset":"saboteur"}', "ruleset"),
    ],
)
def test_a_duplicate_key_anywhere_is_refused_by_name(client, raw, key):
    _assert_malformed(
        _post(client, GAMES, raw), f'The key "{key}" appears twice in one JSON object.'
    )


def test_a_duplicate_key_is_worded_in_portuguese_too(client):
    response = _post(client, DICE, '{"dice":[],"dice":[]}', HTTP_ACCEPT_LANGUAGE="pt-BR")
    _assert_malformed(response, 'A chave "dice" aparece duas vezes no mesmo objeto JSON.')


def test_colons_inside_strings_are_not_mistaken_for_members(client):
    # Given names full of colons (raw and escaped), when the game is created, then it is.
    raw = '{"ruleset":"architects","seats":[{"name":"a:b::","kind":"human"},'
    raw += '{"name":"\\u003a:\\u003A","kind":"human"}],"seed":1}'
    created = _post(client, GAMES, raw)
    assert created.status_code == 201, created.content
    assert [s["name"] for s in created.json()["seats"]] == ["a:b::", ":::"]


class _Members(list):
    """A JSON object written member by member (a key may repeat)."""


# Objects as lists of members, so that a key may repeat; texts rich in colons.
_TEXTS = st.text(alphabet=st.sampled_from('a:é"\\'), max_size=4)
_VALUES = st.recursive(
    st.none() | st.integers(-5, 5) | _TEXTS,
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.lists(st.tuples(st.sampled_from(["a", ":", "a:"]), inner), max_size=3).map(_Members)
    ),
    max_leaves=12,
)


def _written(value: Any, escape_colons: bool) -> str:
    if isinstance(value, _Members):
        inner = ",".join(
            f"{_written(k, escape_colons)}:{_written(v, escape_colons)}" for k, v in value
        )
        return "{" + inner + "}"
    if isinstance(value, list):
        return "[" + ",".join(_written(v, escape_colons) for v in value) + "]"
    text = json.dumps(value, ensure_ascii=False)
    return text.replace(":", "\\u003a") if escape_colons and isinstance(value, str) else text


def _has_a_repeated_key(value: Any) -> bool:
    if isinstance(value, _Members):
        keys = [k for k, _ in value]
        return len(set(keys)) < len(keys) or any(_has_a_repeated_key(v) for _, v in value)
    return isinstance(value, list) and any(_has_a_repeated_key(v) for v in value)


@hypothesis.settings(
    max_examples=300,
    derandomize=True,
    database=None,
    suppress_health_check=[hypothesis.HealthCheck.too_slow],
)
@hypothesis.given(value=_VALUES, escape_colons=st.booleans())
def test_the_parser_refuses_exactly_the_bodies_with_a_repeated_key(value, escape_colons):
    # Given any JSON text (colons in keys and strings, raw or escaped), when it is parsed,
    # then it is refused if and only if some object in it repeats a key.
    raw = _written(value, escape_colons).encode()
    try:
        parsed = BoundedJSONParser().parse(io.BytesIO(raw), "application/json", {})
    except MalformedJSON as exc:
        assert exc.message == "json_duplicate_key"
        assert _has_a_repeated_key(value)
    else:
        assert not _has_a_repeated_key(value)
        assert parsed == json.loads(raw)
