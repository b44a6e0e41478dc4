"""A scripted human plays MarsBot through the HTTP API to the scored end (automa turns run in
the eager worker path)."""

from typing import Any

import pytest
from django.test import Client

from tests.api.helpers import API, bearer, game_create, listed_values, move_post, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)

SEATS = [{"name": "Ana", "kind": "human"}, {"name": "MarsBot", "kind": "automa"}]


def scripted_choice(detail: dict, entries: list[dict]) -> dict:
    """Acknowledge MarsBot's instructions, terraform when possible, else pass."""
    by_type: dict[str, list[dict]] = {}
    for action in (entry["action"] for entry in entries):
        by_type.setdefault(action["type"], []).append(action)
    for kind in ("acknowledge", "final_greeneries_done", "draft_pick", "marsbot_card"):
        if kind in by_type:
            return by_type[kind][0]
    if detail["view"]["phase"] == "research" and "cards_drawn" in by_type:
        most = max(listed_values(entries, "cards_drawn", "count"))
        return {"type": "cards_drawn", "count": most}  # all your research draws at once
    if "final_score" in by_type:
        return {"type": "final_score", "points": 70}
    view = detail["view"]
    if view["reports_this_turn"] < 2:
        if "raise_parameter" in by_type:
            return by_type["raise_parameter"][0]
        oceans = [a for a in by_type.get("place_tile", []) if a["tile"] == "ocean"]
        if oceans:
            return oceans[0]
    return by_type["generation_pass"][0]


def play_scripted(client: Client, game: dict) -> tuple[dict, list[dict]]:
    token = tokens_of(game)[0]
    seen_instructions: list[dict[str, Any]] = []
    for _ in range(3000):
        detail = client.get(f"{API}/games/{game['id']}/", **bearer(token)).json()
        if detail["status"] == "finished":
            return detail, seen_instructions
        assert detail["to_act"] == [0], detail["to_act"]
        seen_instructions += detail["view"]["instructions"]
        listed = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
        labels = [a["label"] for a in listed["actions"]]
        assert all(label for label in labels)
        action = scripted_choice(detail, listed["actions"])
        response = move_post(client, game["id"], token, action, listed["version"])
        assert response.status_code == 201, response.content
    raise AssertionError("the game did not end")


def test_scripted_human_plays_marsbot_to_the_scored_end(client):
    game = game_create(client, ruleset="marsbot", seats=SEATS, seed=9)
    # You report your starting draws; MarsBot's research (its starting deck) runs in the worker.
    detail, instructions = play_scripted(client, game)
    kinds = {i["kind"] for i in instructions}
    assert {"build_action_deck", "advance_track"} <= kinds
    assert all(i["text"]["en"] and i["text"]["pt-BR"] for i in instructions)
    assert all(i["why"]["en"] and i["why"]["pt-BR"] for i in instructions)
    result = client.get(f"{API}/games/{game['id']}/result/").json()
    assert [s["seat"] for s in result["scores"]] == [0, 1]
    human, marsbot = result["scores"]
    assert human["breakdown"] == {"reported": 70}
    assert marsbot["total"] == sum(marsbot["breakdown"].values())
    assert result["winners"] == ([0] if marsbot["total"] < 70 else [1])


def test_refused_report_is_a_422_with_marsbots_reason(client):
    game = game_create(client, ruleset="marsbot", seats=SEATS, seed=3)
    token = tokens_of(game)[0]
    detail = client.get(f"{API}/games/{game['id']}/", **bearer(token)).json()
    action = {"type": "decrease_production", "production": "heat"}
    response = move_post(client, game["id"], token, action, detail["version"])
    assert response.status_code == 422
    assert response.json()["reason"] == "track_at_zero"


def test_marsbot_is_offered_for_two_seats_with_its_options(client):
    rulesets = {r["slug"]: r for r in client.get(f"{API}/rulesets/").json()}
    marsbot = rulesets["marsbot"]
    assert marsbot["min_seats"] == marsbot["max_seats"] == 2
    options = marsbot["options_schema"]["properties"]
    assert options["difficulty"]["enum"] == ["easy", "normal", "hard", "brutal"]
    assert options["tie_winner"]["default"] == "marsbot"


def test_reported_flip_by_name_is_accepted_and_a_card_placed_elsewhere_is_a_422(client):
    from games.rules.marsbot import RULESET

    options = {"card_source": "reported"}
    game = game_create(client, ruleset="marsbot", seats=SEATS, seed=5, options=options)
    token, url = tokens_of(game)[0], f"{API}/games/{game['id']}/"
    for card in ("007", "020", "002"):
        version = client.get(url, **bearer(token)).json()["version"]
        action = {"type": "marsbot_card", "card": card}
        assert move_post(client, game["id"], token, action, version).status_code == 201
    for action in ({"type": "acknowledge"}, {"type": "turn_end"}):
        version = client.get(url, **bearer(token)).json()["version"]
        assert move_post(client, game["id"], token, action, version).status_code == 201
    detail = client.get(url, **bearer(token)).json()
    assert detail["view"]["pause"]["pile"] == "action_deck"
    listed = client.get(f"{url}actions/", **bearer(token)).json()["actions"]
    flips = listed_values(listed, "flipped_card", "card")
    assert sorted(flips) == sorted(["007", "020", "002", *[c for c in flips if c[0] == "B"]])
    placed = client.get(url, **bearer(token)).json()
    refused = move_post(
        client, game["id"], token, {"type": "flipped_card", "card": "Asteroid"}, placed["version"]
    )
    assert refused.status_code == 422 and refused.json()["reason"] == "card_not_available"
    by_name = {
        "type": "flipped_card",
        "card": RULESET.catalog.cards["020"].name.text("pt-BR").upper(),
    }
    assert move_post(client, game["id"], token, by_name, placed["version"]).status_code == 201
    # MarsBot resumed its turn with the card named, Research Outpost (science first), and
    # paused again for the city's random tie-break.
    view = client.get(url, **bearer(token)).json()["view"]
    shown = [(i["kind"], i["data"]) for i in view["instructions"]]
    assert shown[0] == ("reveal_card", {**shown[0][1], "card": "020"})
    assert view["pause"]["purpose"] == "random_tiebreak"


def test_a_parameterised_report_is_listed_once_filled_by_the_app_and_checked(client):
    game = game_create(client, ruleset="marsbot", seats=SEATS, seed=3)
    token, url = tokens_of(game)[0], f"{API}/games/{game['id']}/"
    answer = client.get(f"{url}actions/", HTTP_ACCEPT_LANGUAGE="pt-BR", **bearer(token))
    listed = answer.json()
    assert len(answer.content) < 10_000
    draws = next(a for a in listed["actions"] if a["action"]["type"] == "cards_drawn")
    assert draws["params"] == {"count": {"type": "integer", "minimum": 1, "maximum": 10}}
    assert draws["label"] == "Comprei cartas de projeto, sem nomeá-las"
    too_many = {"type": "cards_drawn", "count": 11}
    refused = move_post(client, game["id"], token, too_many, listed["version"])
    body = refused.json()
    assert refused.status_code == 422 and body["reason"] == "value_not_allowed"
    assert "count" in body["detail"]
    assert any(a.get("params") for a in body["legal_actions"])
    four = {"type": "cards_drawn", "count": 4}
    assert move_post(client, game["id"], token, four, listed["version"]).status_code == 201
    moves = client.get(f"{url}moves/", **bearer(token)).json()["results"]
    assert moves[-1]["action"] == four  # the log keeps the action as posted
