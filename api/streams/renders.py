"""What the streams read from the database, in a worker thread: a version's event data, the
versions of the games followed (while notices are not heard)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from datetime import datetime, timedelta
from typing import Any, cast

from django.db.models import Q
from django.utils import timezone
from rest_framework.request import Request

from api.renderers import FastJSONRenderer
from api.representations import game_payload
from games.models import Game
from games.selectors import game_get
from games.services.game_history import game_at_version

# A game at a version, read once and shared by the renders of its seats and languages, which
# come together (a notice wakes them all; a game's subscribers connect together): a few dozen
# suffice, and each costs ~15 KiB (1,024 of them were 1.5 KiB a subscriber at 10,000).
SNAPSHOTS_KEPT = 64
# A change committed this long before a poll may still be unseen by it (its transaction
# began earlier): each poll looks back this far and drops what it already logged.
POLL_OVERLAP = timedelta(seconds=30)

_lock = threading.Lock()
_snapshots: OrderedDict[tuple[str, int], Game] = OrderedDict()
_renderer = FastJSONRenderer()


def _game_then(game_id: str, version: int) -> Game:
    key = (game_id, version)
    with _lock:
        found = _snapshots.get(key)
    if found is not None:
        return found
    then = game_at_version(game=game_get(game_id=game_id), version=version)
    with _lock:
        _snapshots[key] = then
        while len(_snapshots) > SNAPSHOTS_KEPT:
            _snapshots.popitem(last=False)
    return then


def game_event_renders(
    *, game_id: str, version: int, views: list[tuple[int | None, str]]
) -> dict[tuple[int | None, str], bytes]:
    """The JSON of one ``version`` event for each (seat, language) of ``views``: the game as
    ``GET /games/{id}/`` answers that seat (the same view and visibility; None: the
    spectator), at that version, the game read once for all of them. The game resource has no
    words of its own today; the language keeps renders apart should it gain some, and a body
    is rendered once per seat whatever the languages."""
    game = _game_then(game_id, version)
    by_seat: dict[int | None, bytes] = {}
    for seat, _language in views:
        if seat not in by_seat:
            # game_payload reads nothing of the request: the resource is the same for anyone
            body = {"version": version, "game": game_payload(cast(Request, None), game, seat)}
            by_seat[seat] = _renderer.render(body)
    return {(seat, language): by_seat[seat] for seat, language in views}


def game_versions_read(
    *, games: list[str], apps: list[str], since: dict[str, Any]
) -> tuple[dict[str, int], dict[str, tuple[Any, list[tuple[str, int]]]]]:
    """The versions of ``games`` now, and for each of ``apps`` the (game, version) of its
    games changed since its time in ``since`` (each with the time of this read)."""
    versions = dict(Game.objects.filter(pk__in=games).values_list("pk", "version"))
    now = timezone.now()
    changes: dict[str, tuple[Any, list[tuple[str, int]]]] = {}
    for app in apps:
        after: datetime = since[app] - POLL_OVERLAP
        rows = (
            Game.objects.filter(Q(app_id=app) & Q(updated_at__gte=after))
            .order_by("updated_at")
            .values_list("pk", "version")
        )
        changes[app] = (now, [(str(pk), version) for pk, version in rows])
    return {str(pk): version for pk, version in versions.items()}, changes
