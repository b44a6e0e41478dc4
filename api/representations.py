"""The game resource as one caller sees it."""

from __future__ import annotations

from typing import Any

from django.urls import reverse
from rest_framework.request import Request

from api.game_shapes import DISCRIMINATOR, VIEW_KEYS_ELSEWHERE
from games.models import Game
from games.rules.registry import ruleset_get
from games.selectors import game_to_act, game_view
from games.services.seat_options import seat_options_of


def game_links(game: Game) -> dict[str, str]:
    return {
        "self": reverse("game-detail", args=[game.id]),
        "actions": reverse("game-actions", args=[game.id]),
        "moves": reverse("game-moves", args=[game.id]),
        "result": reverse("game-result", args=[game.id]),
        "content": reverse("ruleset-content", args=[game.ruleset, game.content_release.release]),
    }


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
    for row in game.seats.all():
        item = {
            "index": row.index,
            "name": row.name,
            "kind": row.kind,
            "level": row.automa_level,
            "timeouts_in_row": row.timeouts_in_row,
            "takeover": row.takeover or None,
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
