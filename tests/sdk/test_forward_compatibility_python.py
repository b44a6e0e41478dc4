"""The Python SDK reads a newer server's answers (tests/sdk/newer_server.py) without an exception:
an unknown enum value, member or union member is kept, readable and sent back as it came."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
import pytest

from api.schema_snapshot import committed_schema
from tests.sdk.newer_server import GAME_ID, NEW_ACTION, NEW_CODE, newer_answers

BASE = "http://newer.test"


@pytest.fixture(scope="module")
def sdk(python_site: Path) -> Iterator[ModuleType]:
    sys.path.insert(0, str(python_site))
    import automa_client

    yield automa_client
    sys.path.remove(str(python_site))


@pytest.fixture
def newer(sdk: ModuleType) -> tuple[Any, list[httpx.Request]]:
    """A client whose server is the newer one; the requests it sent."""
    answers, sent = newer_answers(), []

    def serve(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        answer = answers[f"{request.method} {request.url.path}"]
        kind = "application/problem+json" if answer["status"] >= 400 else "application/json"
        return httpx.Response(answer["status"], json=answer["body"], headers={"Content-Type": kind})

    client = sdk.AuthenticatedClient(base_url=BASE, token="seat-token")
    client.set_httpx_client(httpx.Client(base_url=BASE, transport=httpx.MockTransport(serve)))
    return client, sent


def test_an_unknown_problem_code_and_reason_are_kept(sdk: ModuleType, newer) -> None:
    from automa_client.api.moves import games_moves_create
    from automa_client.models import MoveRequest, Problem, ProblemCodeEnum, UnknownAction

    client, _ = newer
    body = MoveRequest(action=UnknownAction.from_dict(NEW_ACTION))
    # Given a server that answers a code this SDK does not list, when a move is refused,
    problem = games_moves_create.sync(GAME_ID, client=client, body=body, if_match='"0"')
    # then the problem is read, its code kept as it came and told apart from the listed ones.
    assert isinstance(problem, Problem)
    assert problem.code == NEW_CODE and str(problem.code) == NEW_CODE
    assert isinstance(problem.code, ProblemCodeEnum) and not problem.code.is_known
    assert ProblemCodeEnum("illegal_action").is_known
    assert problem.reason == "seat_away"
    assert problem.additional_properties == {"hint": "Come back tomorrow."}
    assert problem.to_dict()["code"] == NEW_CODE


def test_an_unknown_action_type_is_kept_whole_and_posted_back_as_it_came(
    sdk: ModuleType, newer
) -> None:
    from automa_client.api.moves import games_actions_list, games_moves_create
    from automa_client.models import (
        ArchitectsLegalActions,
        ArchitectsTakeCardAction,
        MoveRequest,
        UnknownAction,
    )

    client, sent = newer
    listed = games_actions_list.sync(GAME_ID, client=client)
    assert isinstance(listed, ArchitectsLegalActions)
    known, new = listed.actions[0].action, listed.actions[-1].action
    # A known action keeps a member it does not know; an unknown action is kept whole.
    assert isinstance(known, ArchitectsTakeCardAction)
    assert known.additional_properties == {"face": "down"}
    assert isinstance(new, UnknownAction) and new.type_ == "trade_cards"
    assert new.additional_properties == {"with_seat": 1, "cards": [81, 82]}
    # Posted back, each is the action the server listed, member for member.
    for action in (known, new):
        games_moves_create.sync(
            GAME_ID, client=client, body=MoveRequest(action=action), if_match='"0"'
        )
        assert json.loads(sent[-1].content)["action"] == action.to_dict()
    assert json.loads(sent[-1].content) == {"action": NEW_ACTION}


def test_an_unknown_game_status_and_members_are_kept(sdk: ModuleType, newer) -> None:
    from automa_client.api.games import games_retrieve
    from automa_client.models import ArchitectsView, GameOutput, GameStatusEnum

    client, _ = newer
    game = games_retrieve.sync(GAME_ID, client=client)
    assert isinstance(game, GameOutput)
    assert game.status == "paused" and not GameStatusEnum(game.status).is_known
    assert game.additional_properties == {"clock": {"seconds_left": 30}}
    assert isinstance(game.view, ArchitectsView)
    assert game.view.additional_properties == {"weather": "rain"}


def test_a_view_of_an_unknown_shape_is_kept(sdk: ModuleType, newer) -> None:
    from automa_client.api.games import games_retrieve
    from automa_client.models import GameOutput, UnknownView

    client, _ = newer
    game = games_retrieve.sync("00000000-0000-4000-8000-000000000001", client=client)
    assert isinstance(game, GameOutput) and game.ruleset == "chess"
    assert isinstance(game.view, UnknownView) and game.view.ruleset == "chess"
    assert game.view.additional_properties == {"board": ["r", "n", "b"], "check": False}


def test_the_move_log_keeps_an_unknown_action(sdk: ModuleType, newer) -> None:
    from automa_client.api.moves import games_moves_list
    from automa_client.models import MovePage, UnknownAction

    client, _ = newer
    log = games_moves_list.sync(GAME_ID, client=client)
    assert isinstance(log, MovePage)
    first = log.results[0]
    assert isinstance(first.action, UnknownAction) and first.action.to_dict() == NEW_ACTION
    assert first.events[0].kind == "cards_traded"


def _one_value_enums(schemas: dict[str, Any]) -> set[str]:
    return {name for name, s in schemas.items() if len(s.get("enum", ())) == 1}


def test_every_closed_enum_tells_a_union_apart() -> None:
    """The template leaves a one-value enum closed, as the union parser needs: each one is an
    action's ``type`` or a view's or listing's ``ruleset`` (or drf-spectacular's null and
    blank). A new one-value enum of another kind would not be open: this test says so."""
    schemas = committed_schema()["components"]["schemas"]
    closed = _one_value_enums(schemas) - {"NullEnum", "BlankEnum"}
    used = {
        (ref.removeprefix("#/components/schemas/"), member)
        for schema in schemas.values()
        for member, prop in schema.get("properties", {}).items()
        for ref in [prop.get("$ref"), *(a.get("$ref") for a in prop.get("allOf", []))]
        if ref
    }
    for name in closed:
        members = {member for enum, member in used if enum == name}
        assert members and members <= {"type", "ruleset"}, (name, members)
