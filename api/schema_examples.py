"""Examples for the reference, made at schema time by the engines from a fixed seed: for each game
a creation (request and answer), the game as its first seat to act sees it, that seat's legal
actions, a move (in a companion game: a report of the table) and its answer, the move log, and
a refused move's problem listing the legal actions. Nothing here is written by hand but the
seats' names, so an example cannot drift from what the server answers (a test validates each
against its schema)."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import cache
from typing import Any

from django.urls import reverse

from api.problems import problem_body
from api.representations import _view_for_resource
from api.serializers import ENGINE_REJECTED
from games.errors import ProblemCode, ServiceError
from games.models import Move, MoveBy
from games.rules.actions import RESIGN_SPEC
from games.rules.core import IllegalAction, Ruleset
from games.rules.headings import action_headings
from games.rules.listing_words import entry_in, labelled_listing
from games.rules.registry import rulesets_available
from games.selectors import move_for_viewer
from games.services.seat_options import seat_options_schema

SEED = 7
GAME_ID = "3f0c8a52-7d0e-4b1a-9c55-2b7f04a1e9d6"
AT = datetime(2026, 1, 5, 18, 30, tzinfo=UTC).isoformat().replace("+00:00", "Z")
TOKEN = "st_Ex4mpleSeatTokenShownOnce"
# Actions every game shares that make a poor example of playing it.
_SHARED = {RESIGN_SPEC.type, "undo", "acknowledge"}
LISTED = 3  # actions shown in an example list


def _seat_count(rules: Ruleset) -> int:
    return max(rules.min_seats, min(3, rules.max_seats))


def _seats(rules: Ruleset, human: int) -> list[dict[str, Any]]:
    """One human seat (the one to act first), automa in the others."""
    return [
        {"name": "Ana", "kind": "human"}
        if index == human
        else {"name": f"Bot {index}", "kind": "automa", "level": rules.default_automa_level}
        for index in range(_seat_count(rules))
    ]


def _first_move(rules: Ruleset, actions: list[dict[str, Any]]) -> dict[str, Any]:
    """The legal action of the game's first declared type (Saboteur: a path, not a pass)."""
    order = {spec.type: index for index, spec in enumerate(rules.action_specs)}
    playing = [action for action in actions if action.get("type") not in _SHARED] or actions
    return min(playing, key=lambda action: order.get(str(action.get("type")), len(order)))


@cache
def game_examples(slug: str) -> dict[str, Any]:
    """Every example of one game, by name."""
    rules = next(r for r in rulesets_available() if r.slug == slug)
    options = rules.validate_options({})
    state = rules.setup(options, _seat_count(rules), SEED)
    seat = rules.to_act(state)[0]
    seats_in = _seats(rules, seat)
    names = [s["name"] for s in seats_in]
    release = str(rules.default_content().get("release", "1"))
    listed = [entry_in(entry, "en") for entry in labelled_listing(rules, state, seat, names)]
    action = _first_move(rules, [item["action"] for item in listed])
    after, events = rules.apply(state, seat, action)
    move = Move(
        number=1,
        seat=seat,
        by=MoveBy.SEAT,
        action=action,
        events=[event.to_json() for event in events],
        created_at=AT,
    )
    logged = move_for_viewer(rules=rules, move=move, viewer=seat, names=names)
    game = _game(rules, options, state, seat, seats_in, release)
    # The creation answers the spectator's view (no seat's hidden information) with the tokens.
    created = _game(rules, options, state, None, seats_in, release)
    refused, refused_seat = _refusal(rules, after, action)
    still_legal = [
        entry_in(entry, "en")
        for entry in labelled_listing(rules, after, refused_seat, names)[:LISTED]
    ]
    path = reverse("game-moves", args=[GAME_ID])
    return {
        "create_request": {"ruleset": slug, "seats": seats_in},
        "game": game,
        "created": created,
        "actions": {
            "ruleset": slug,
            "version": 0,
            "seat": seat,
            "actions": listed[:LISTED],
            "headings": action_headings(rules, "en"),
        },
        "move_request": {"action": action},
        "move": {"move": logged, "version": 1, "status": "active"},
        "moves": {"results": [logged], "next": None},
        "after_move": rules.to_act(after),
        "problem": problem_body(
            refused.code,
            refused.detail_in("en"),
            "en",
            path,
            reason=refused.extensions["reason"],
            legal_actions=still_legal,
        ),
    }


def _refusal(
    rules: Ruleset, after: dict[str, Any], action: dict[str, Any]
) -> tuple[ServiceError, int]:
    """The engine's refusal of the example's action played again once it is played, by the
    seat then to act (as the service words it)."""
    for seat in rules.to_act(after):
        try:
            rules.apply(after, seat, action)
        except IllegalAction as exc:
            error = ServiceError(
                ProblemCode.ILLEGAL_ACTION,
                exc.detail,
                message=f"reason:{exc.code}",
                params=exc.params,
                reason=exc.code,
            )
            return error, seat
    seat = rules.to_act(after)[0]
    return ServiceError(ProblemCode.ILLEGAL_ACTION, reason=ENGINE_REJECTED), seat


def _game(
    rules: Ruleset,
    options: dict[str, Any],
    state: dict[str, Any],
    seat: int | None,
    seats_in: list[dict[str, Any]],
    release: str,
) -> dict[str, Any]:
    seat_options = {k: spec["default"] for k, spec in seat_options_schema(rules).items()}
    seats = []
    for index, spec in enumerate(seats_in):
        row = {
            "index": index,
            "name": spec["name"],
            "kind": spec["kind"],
            "level": spec.get("level", ""),
            "timeouts_in_row": 0,
            "takeover": None,
            # A player the app named, rated in this ruleset (an automa's seat: null).
            "rating": {"display": 1123, "games": 12} if spec["kind"] == "human" else None,
        }
        if spec["kind"] == "human":
            row["token"] = TOKEN
        seats.append(row)
    routes = {"self": "game-detail", "actions": "game-actions", "moves": "game-moves"}
    links = {name: reverse(route, args=[GAME_ID]) for name, route in routes.items()}
    links["result"] = reverse("game-result", args=[GAME_ID])
    links["content"] = reverse("ruleset-content", args=[rules.slug, release])
    return {
        "id": GAME_ID,
        "ruleset": rules.slug,
        "status": "active",
        "version": 0,
        "to_act": list(rules.to_act(state)),
        "seat": seat,
        "turn_due_at": None,
        "options": {**options, **seat_options},
        "content_release": release,
        "seats": seats,
        "view": _view_for_resource(rules.slug, rules.view(state, seat)),
        "links": links,
        "created_at": AT,
        "updated_at": AT,
    }


def _finished_result(rules: Ruleset, limit: int = 3000) -> dict[str, Any] | None:
    """The result of a game its seats play to the end with their first legal action (None
    when it takes more than ``limit`` moves)."""
    state = rules.setup(rules.validate_options({}), _seat_count(rules), SEED)
    for _ in range(limit):
        if rules.is_over(state):
            return rules.score(state).to_json()
        seat = rules.to_act(state)[0]
        state, _events = rules.apply(
            state, seat, _first_move(rules, rules.legal_actions(state, seat))
        )
    return None


def _listed_game(game: dict[str, Any]) -> dict[str, Any]:
    """The game as a list row (GameSummary): no view, no tokens."""
    keys = ("id", "ruleset", "status", "version", "to_act", "turn_due_at", "links")
    row = {key: game[key] for key in keys}
    row["seats"] = [{k: v for k, v in s.items() if k != "token"} for s in game["seats"]]
    row["created_at"] = row["updated_at"] = AT
    return {
        key: row[key]
        for key in (*keys[:5], "turn_due_at", "seats", "links", "created_at", "updated_at")
    }


def _read_game(game: dict[str, Any]) -> dict[str, Any]:
    return {**game, "seats": [{k: v for k, v in s.items() if k != "token"} for s in game["seats"]]}


# (operation, status or "request") -> the example each game gives there.
_PER_GAME = {
    ("games_create", "request"): lambda e: e["create_request"],
    ("games_create", "201"): lambda e: e["created"],
    ("games_retrieve", "200"): lambda e: _read_game(e["game"]),
    ("games_list", "200"): lambda e: {
        "count": 1,
        "next": None,
        "previous": None,
        "results": [_listed_game(e["game"])],
    },
    ("games_actions_list", "200"): lambda e: e["actions"],
    ("games_moves_create", "request"): lambda e: e["move_request"],
    ("games_moves_create", "201"): lambda e: e["move"],
    ("games_moves_create", "422"): lambda e: e["problem"],
    ("games_moves_list", "200"): lambda e: e["moves"],
}


def operation_examples(operation_id: str, where: str) -> dict[str, Any]:
    """OpenAPI ``examples`` for one operation's request (``where`` "request") or answer."""
    from games.rules.registry import rulesets_available as offered

    games = [rules.slug for rules in offered()]
    make = _PER_GAME.get((operation_id, where))
    if make is not None:
        word = "report" if operation_id == "games_moves_create" else ""
        return {
            slug: {"summary": _summary(slug, where, word), "value": make(game_examples(slug))}
            for slug in games
        }
    return _other_examples(operation_id, where, games)


def _summary(slug: str, where: str, word: str) -> str:
    rules = next(r for r in rulesets_available() if r.slug == slug)
    if word and rules.companion:
        return f"{rules.title}: a report of the table"
    return rules.title if where != "422" else f"{rules.title}: an illegal move refused"


def _other_examples(operation_id: str, where: str, games: list[str]) -> dict[str, Any]:
    if (operation_id, where) == ("games_result_retrieve", "200"):
        found = {}
        for rules in rulesets_available():  # companion games end on the table, not here
            result = None if rules.companion else _finished_result(rules)
            if result is not None:
                found[rules.slug] = {"summary": rules.title, "value": result}
        return found
    if where == "200" and operation_id in ("rulesets_list", "rulesets_retrieve"):
        from api.views.rulesets import _ruleset_body

        # The shipped levels' ratings: no database at schema time.
        rulesets = {r.slug: _ruleset_body(r, "en", stored=False) for r in rulesets_available()}
        if operation_id == "rulesets_list":
            return {"offered": {"summary": "The games on offer", "value": list(rulesets.values())}}
        return {slug: {"summary": slug, "value": body} for slug, body in rulesets.items()}
    if (operation_id, where) == ("rulesets_content_retrieve", "200"):
        return {r.slug: {"summary": r.title, "value": _content(r)} for r in rulesets_available()}
    return _scholars_examples(operation_id, where)


def _content(rules: Ruleset) -> dict[str, Any]:
    """A release of the shipped content, each list cut to its first entry (the real answer
    holds them all)."""
    data = rules.default_content()
    return {
        "ruleset": rules.slug,
        "release": str(data.get("release", "1")),
        "data": {k: v[:1] if isinstance(v, list) else v for k, v in data.items()},
    }


# The calculators' example tables (a player's dice and workers; two players' reports).
_DICE: dict[str, Any] = {
    "dice": [{"colour": "white", "value": 4}, {"colour": "red", "value": 2}],
    "workers": ["blue"],
}
_SCORE = {"players": [{"name": "Ana", "silver": 3, "gold": 1}, {"name": "Bia", "workers": 2}]}


def _scholars_examples(operation_id: str, where: str) -> dict[str, Any]:
    if operation_id == "rulesets_tools_create":
        return _tool_examples(where)
    if operation_id == "scholars_dice_calculate":
        if where == "request":
            return {"table": {"summary": "Two dice, a worker", "value": _DICE}}
        if where == "200":
            return {"table": {"summary": "What they can make", "value": _dice_answer()}}
    if (operation_id, where) == ("scholars_score_calculate", "request"):
        return {"table": {"summary": "Two players' reports", "value": _SCORE}}
    return {}


def _tool_examples(where: str) -> dict[str, Any]:
    """The generic tool route: each Scholars tool's example table (the dice one answered)."""
    if where == "request":
        return {
            "scholars_dice": {"summary": "Scholars dice: two dice, a worker", "value": _DICE},
            "scholars_score": {"summary": "Scholars score: two players", "value": _SCORE},
        }
    if where == "200":
        answer = _dice_answer()
        return {"scholars_dice": {"summary": "Scholars dice: what they can make", "value": answer}}
    return {}


def _dice_answer() -> dict[str, Any]:
    """The dice calculator's answer to the example table, computed by the tool itself (found
    through the registry, like every game's tool: the API imports no game's modules)."""
    from games.services.tools import ruleset_tool_get

    rules, tool = ruleset_tool_get(slug="scholars", name="dice")
    return dict(tool.compute(rules, _DICE))


def postprocess_examples(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    """Each operation's request and answers with the examples the engines make."""
    for path_item in result.get("paths", {}).values():
        for operation in path_item.values():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            operation_id = operation["operationId"]
            body = operation.get("requestBody", {}).get("content", {}).get("application/json")
            if body is not None:
                _add(body, operation_examples(operation_id, "request"))
            for status, response in operation["responses"].items():
                for content in response.get("content", {}).values():
                    _add(content, operation_examples(operation_id, status))
    return result


def _add(content: dict[str, Any], examples: dict[str, Any]) -> None:
    if examples:
        content["examples"] = {**content.get("examples", {}), **examples}
