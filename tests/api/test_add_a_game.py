"""README "Add a game", proved: Table Nim (tests/rules/toy_companion.py), a game that only tests
play, registered by one line (AUTOMA_EXTRA_RULESETS in config/settings_test.py), uses every
extension point of a game package and is played through the HTTP API like a shipped game."""

import xml.etree.ElementTree as ET

import pytest

from games.rules.registry import ruleset_get
from tests.api.helpers import API, bearer, game_create, move_post, tokens_of

NIM = "toy_companion"
SEATS = [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}]


@pytest.mark.django_db(transaction=True)  # the automa's turn runs on commit (eager worker)
def test_table_nim_is_played_through_the_api_with_every_extension_point(client):
    game = game_create(client, ruleset=NIM, seats=SEATS, options={"piles": [1, 2, 4]})
    token, url = tokens_of(game)[0], f"{API}/games/{game['id']}"
    listed = client.get(f"{url}/actions/", HTTP_ACCEPT_LANGUAGE="pt-BR", **bearer(token)).json()
    assert listed["ruleset"] == NIM
    labels = [entry["label"] for entry in listed["actions"]]
    assert "Tirei 1 pedra(s) da pilha 1" in labels

    # The game's own refusal reason, worded by its own texts.
    refused = move_post(
        client, game["id"], token, {"type": "take", "pile": 1, "count": 3}, game["version"]
    )
    assert refused.status_code == 422, refused.content
    assert refused.json()["reason"] == "not_enough_stones"
    worded = client.post(
        f"{url}/moves/",
        {"action": {"type": "take", "pile": 1, "count": 3}},
        content_type="application/json",
        HTTP_IF_MATCH=f'"{game["version"]}"',
        HTTP_ACCEPT_LANGUAGE="pt-BR",
        **bearer(token),
    )
    assert worded.json()["detail"] == "A pilha 2 tem só 2 pedras."

    # Moves: a report, the end of the turn, and the automa's answer as an instruction.
    version = game["version"]
    for action in ({"type": "take", "pile": 0, "count": 1}, {"type": "end_turn"}):
        moved = move_post(client, game["id"], token, action, version)
        assert moved.status_code == 201, moved.content
        version += 1
    seen = client.get(f"{url}/", **bearer(token)).json()
    assert seen["view"]["piles"] == [0, 2, 2]  # the automa's nim move: 2 from the last pile
    assert seen["view"]["instructions"][0]["kind"] == "take_stones"

    # The board picture: the package's drawing, its piles named by the content release.
    board = client.get(f"{url}/board/", **bearer(token))
    assert board.status_code == 200 and board["Content-Type"].startswith("image/svg+xml")
    root = ET.fromstring(board.content)
    piles = root.findall(".//{http://www.w3.org/2000/svg}g[@class='pile']")
    assert [len(pile.findall("{http://www.w3.org/2000/svg}circle")) for pile in piles] == [0, 2, 2]
    assert {"Left", "Middle", "Right"} <= set(root.itertext())

    # The package's tool, through the one generic route, answered with the content release.
    advice = client.post(
        f"{API}/rulesets/{NIM}/tools/advise/", {"piles": [0, 2, 3]}, content_type="application/json"
    )
    assert advice.status_code == 200, advice.content
    assert advice.json() == {"nim_sum": 1, "move": {"pile": 2, "count": 1, "name": "Right"}}
    bad = client.post(
        f"{API}/rulesets/{NIM}/tools/advise/", {"piles": [100]}, content_type="application/json"
    )
    assert bad.status_code == 400 and list(bad.json()["errors"]) == ["piles.0"]


def test_table_nim_words_its_options_and_declares_its_content_and_view():
    rules = ruleset_get(NIM)
    piles = rules.options_schema_in("pt-BR")["properties"]["piles"]
    assert piles["title"] == "Pilhas"
    assert [kind.name for kind in rules.content_kinds] == ["pile_names"]
    assert rules.validate_content(rules.default_content()) == []
    assert "piles" in rules.view_schema["properties"]
    assert [tool.name for tool in rules.tools] == ["advise"]
