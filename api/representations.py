"""The game resource as one caller sees it."""

from __future__ import annotations

from typing import Any

from django.urls import get_script_prefix, reverse
from rest_framework.request import Request

from api.game_shapes import DISCRIMINATOR, VIEW_KEYS_ELSEWHERE
from games.models import Game
from games.rules.headings import action_headings
from games.rules.registry import ruleset_get
from games.seat_ratings import seat_ratings
from games.selectors import actions_for_seat, game_to_act, game_view
from games.services.seat_options import seat_options_of

# A game's links, reversed once per script prefix with a stand-in id that is then replaced:
# five ``reverse`` calls cost a tenth of a millisecond on every game read.
_STAND_IN = "00000000-0000-4000-8000-000000000000"
_LINK_ROUTES = {
    "self": "game-detail",
    "actions": "game-actions",
    "moves": "game-moves",
    "result": "game-result",
}
_LINKS: dict[str, dict[str, str]] = {}
_CONTENT_LINKS: dict[tuple[str, str, str], str] = {}


def game_links(game: Game) -> dict[str, str]:
    prefix = get_script_prefix()
    templates = _LINKS.get(prefix)
    if templates is None:
        templates = _LINKS[prefix] = {
            name: reverse(route, args=[_STAND_IN]) for name, route in _LINK_ROUTES.items()
        }
    game_id = str(game.id)
    links = {name: template.replace(_STAND_IN, game_id) for name, template in templates.items()}
    release = game.content_release.release
    content = _CONTENT_LINKS.get((prefix, game.ruleset, release))
    if content is None:
        content = reverse("ruleset-content", args=[game.ruleset, release])
        _CONTENT_LINKS[(prefix, game.ruleset, release)] = content
    links["content"] = content
    return links


def _view_for_resource(ruleset: str, view: dict[str, Any]) -> dict[str, Any]:
    """The engine's view without what the resource says elsewhere (``VIEW_KEYS_ELSEWHERE``),
    led by ``ruleset``: the schema's discriminator of the games' views."""
    shown = {k: v for k, v in view.items() if k not in VIEW_KEYS_ELSEWHERE}
    return {DISCRIMINATOR: ruleset, **shown}


def game_summary(game: Game) -> dict[str, Any]:
    """A game as a list row: no view, so nothing any seat must not see."""
    return {
        "id": str(game.id),
        "ruleset": game.ruleset,
        "status": game.status,
        "version": game.version,
        "to_act": game_to_act(game=game),
        "turn_due_at": game.turn_due_at,
        "seats": _seats(game, None),
        "links": game_links(game),
        "created_at": game.created_at,
        "updated_at": game.updated_at,
    }


def _seats(game: Game, tokens: dict[int, str] | None) -> list[dict[str, Any]]:
    seats = []
    ratings = seat_ratings(game)
    for row in game.seats.all():
        rating = ratings.get(row.index)
        item = {
            "index": row.index,
            "name": row.name,
            "kind": row.kind,
            "level": row.automa_level,
            "timeouts_in_row": row.timeouts_in_row,
            "takeover": row.takeover or None,
            "rating": None
            if rating is None
            else {"display": rating.display, "games": rating.games},
        }
        if tokens and row.index in tokens:
            item["token"] = tokens[row.index]
        seats.append(item)
    return seats


def game_payload(
    request: Request, game: Game, seat: int | None, tokens: dict[int, str] | None = None
) -> dict[str, Any]:
    seats = _seats(game, tokens)
    return {
        "id": str(game.id),
        "ruleset": game.ruleset,
        "status": game.status,
        "version": game.version,
        "to_act": game_to_act(game=game),
        "seat": seat,
        "turn_due_at": game.turn_due_at,
        # The engine's options and the service's seat options (turn timer, takeover level).
        "options": {**game.options, **seat_options_of(game, ruleset_get(game.ruleset))},
        "content_release": game.content_release.release,
        "seats": seats,
        "view": _view_for_resource(game.ruleset, game_view(game=game, seat=seat)),
        "links": game_links(game),
        "created_at": game.created_at,
        "updated_at": game.updated_at,
    }


def actions_payload(game: Game, seat: int, language: str) -> dict[str, Any]:
    """The seat's legal actions answer (``GET games/{id}/actions/``) at the game's version."""
    actions = actions_for_seat(game=game, seat=seat, language=language)
    return {
        "ruleset": game.ruleset,
        "version": game.version,
        "seat": seat,
        "actions": [a.to_json() for a in actions],
        "headings": action_headings(ruleset_get(game.ruleset), language),
    }
