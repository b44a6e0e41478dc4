"""Webhooks: events recorded with the change they report, sent by the worker after commit.

A move (or a creation, or a scoring) that an app should hear about writes a
``WebhookDelivery`` row in its own transaction: the outbox. Once committed, the delivery is
handed to the worker (``webhook_dispatcher_register``); ``webhooks_sweep`` (Celery beat, or
``manage.py webhooks_sweep``) hands on again every delivery that is due: retries, and first
attempts lost with a broker that was down. An attempt first claims the delivery with one
conditional UPDATE (its attempt number and a lease), so two workers never send the same
attempt. Failures back off exponentially for ``WEBHOOK_RETRY_FOR_SECONDS``, then the delivery
is given up; a receiver answering 410 Gone turns the app's hook off. Recording is part of the
change it reports: if the events cannot be written, the change fails with them, and the
client is told so (503) instead of being answered for a move that was rolled back.
"""

from __future__ import annotations

import http.client
import json
import logging
import time
from collections.abc import Callable, Iterable
from datetime import datetime, timedelta
from functools import partial
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.urls import reverse
from django.utils import timezone

from games.models import (
    App,
    DeliveryStatus,
    Game,
    GameStatus,
    SeatKind,
    WebhookAttempt,
    WebhookDelivery,
    WebhookEvent,
)
from games.services.locks import rows_claim
from games.services.write_transaction import write_transaction
from games.webhook_signing import signed_headers
from games.webhook_targets import TargetRefused, connect_checked, target_resolve

logger = logging.getLogger(__name__)

Dispatcher = Callable[[str, int], None]
_dispatcher: Dispatcher | None = None
# Read from the answer at most this much: receivers should answer quickly and briefly.
RESPONSE_READ_LIMIT = 64 * 1024


def webhook_dispatcher_register(dispatcher: Dispatcher | None) -> Dispatcher | None:
    """Set who sends deliveries (the worker app registers its task); returns the old one."""
    global _dispatcher
    previous, _dispatcher = _dispatcher, dispatcher
    return previous


# --- recording (inside the change's transaction) ------------------------------------------


def _link(name: str, game_id: Any) -> str:
    return settings.PUBLIC_BASE_URL.rstrip("/") + reverse(name, args=[game_id])


def _payload(event: str, data: dict[str, Any]) -> dict[str, Any]:
    return {"type": event, "timestamp": timezone.now().isoformat(), "data": data}


def game_events(
    *,
    game: Game,
    to_act: Iterable[int],
    move_events: Iterable[dict[str, Any]] = (),
    turn_changed: bool = True,
) -> list[tuple[str, dict[str, Any]]]:
    """What the app hears about ``game`` at its current version: the instructions an automa
    gave (companion games; they are public, as on the table), and a human seat to act when
    the turn changed hands (not after each step of a seat that goes on acting)."""
    found: list[tuple[str, dict[str, Any]]] = []
    base = {"game_id": str(game.id), "ruleset": game.ruleset, "version": game.version}
    instructions = [event["data"] for event in move_events if event.get("kind") == "instruction"]
    if instructions:
        found.append(
            (
                WebhookEvent.AUTOMA_INSTRUCTION,
                {
                    **base,
                    "instructions": instructions,
                    "links": {"self": _link("game-detail", game.id)},
                },
            )
        )
    acting = set(to_act)
    if acting and turn_changed:
        humans = [
            {"index": seat.index, "name": seat.name}
            for seat in game.seats.all()
            if seat.index in acting and seat.kind == SeatKind.HUMAN
        ]
        if humans:
            found.append(
                (
                    WebhookEvent.GAME_TURN,
                    {
                        **base,
                        "seats": humans,
                        "links": {
                            "self": _link("game-detail", game.id),
                            "actions": _link("game-actions", game.id),
                        },
                    },
                )
            )
    return found


def game_finished_event(*, game: Game) -> list[tuple[str, dict[str, Any]]]:
    """The game is over: ``status`` says whether it was played out (``finished``, with a
    result to read) or stopped by staff (``abandoned``, nothing scored)."""
    links = {"self": _link("game-detail", game.id)}
    if game.status != GameStatus.ABANDONED:
        links["result"] = _link("game-result", game.id)
    data = {
        "game_id": str(game.id),
        "ruleset": game.ruleset,
        "version": game.version,
        "status": game.status,
        "links": links,
    }
    return [(WebhookEvent.GAME_FINISHED, data)]


def webhooks_record(*, game: Game, events: Callable[[], list[tuple[str, dict[str, Any]]]]) -> None:
    """Record ``events()`` for the app that owns ``game``, if its hook is on, in the current
    transaction (the outbox), and hand them to the worker once it commits.

    ``events`` is called only when there is a hook to send to: a game without an app costs
    nothing. No database error is caught here: events that cannot be written fail the change
    that reports them (the transaction they share could not commit either). A bug in wording
    them, which has written nothing, is logged and the change goes on without them.
    """
    if game.app_id is None:
        return
    app = App.objects.filter(pk=game.app_id).first()
    if app is None or not app.hook_active:
        return
    try:
        found = events()
    except (AttributeError, KeyError, IndexError, TypeError, ValueError):
        logger.exception("webhook events of game %s could not be worded", game.pk)
        return
    rows = WebhookDelivery.objects.bulk_create(
        WebhookDelivery(
            app=app,
            game_id=game.pk,
            event=event,
            payload=_payload(event, data),
            next_attempt_at=_first_attempt_due(),
        )
        for event, data in found
    )
    for row in rows:
        delivery_id = str(row.pk)
        transaction.on_commit(partial(_dispatch, delivery_id, 0), robust=True)


def _first_attempt_due() -> datetime:
    # The worker sends it right after commit; the sweeper steps in only if that was lost.
    return timezone.now() + timedelta(seconds=settings.FOLLOWUP_OVERDUE_SECONDS)


def _dispatch(delivery_id: str, attempts: int) -> None:
    if _dispatcher is None:
        logger.warning("no webhook dispatcher registered; %s left to the sweeper", delivery_id)
        return
    try:
        _dispatcher(delivery_id, attempts)
    except Exception:  # a dead broker: the delivery is recorded, the sweeper sends it later
        logger.exception("dispatching webhook %s failed; the sweeper will retry it", delivery_id)


# --- sending (in the worker) --------------------------------------------------------------


def retry_delay(attempts: int) -> timedelta:
    """The wait after the ``attempts``-th failed attempt: doubling from the base, capped."""
    base = settings.WEBHOOK_RETRY_BASE_SECONDS
    return timedelta(
        seconds=min(base * 2 ** max(0, attempts - 1), settings.WEBHOOK_RETRY_MAX_SECONDS)
    )


def _claim(delivery_id: str, attempts: int, now: datetime) -> bool:
    """Take attempt ``attempts + 1`` of a pending delivery. A task for an attempt already
    made (a duplicate from the sweeper) finds another count and does nothing; the lease keeps
    the sweeper off the delivery while the request is under way."""
    lease = now + timedelta(seconds=settings.WEBHOOK_TIMEOUT_SECONDS + 30)
    claimed = WebhookDelivery.objects.filter(
        pk=delivery_id, status=DeliveryStatus.PENDING, attempts=attempts
    ).update(attempts=F("attempts") + 1, next_attempt_at=lease)
    return claimed == 1


def webhook_deliver(*, delivery_id: str, attempts: int = 0) -> WebhookAttempt | None:
    """Make attempt ``attempts + 1`` of a delivery; None if that attempt was made already
    or the delivery is no longer pending."""
    now = timezone.now()
    if not _claim(delivery_id, attempts, now):
        return None
    delivery = WebhookDelivery.objects.select_related("app").get(pk=delivery_id)
    app = delivery.app
    if not app.hook_active:
        WebhookDelivery.objects.filter(pk=delivery.pk).update(
            status=DeliveryStatus.CANCELLED, next_attempt_at=None, attempts=F("attempts") - 1
        )
        return None
    body = json.dumps(delivery.payload, separators=(",", ":")).encode()
    headers = signed_headers(
        secret=app.webhook_secret, msg_id=str(delivery.pk), timestamp=int(time.time()), body=body
    )
    started = timezone.now()
    clock = time.monotonic()
    code, error = _post(app.webhook_url, body, headers)
    duration_ms = int((time.monotonic() - clock) * 1000)
    ok = code is not None and 200 <= code < 300
    with write_transaction():
        attempt = WebhookAttempt.objects.create(
            delivery=delivery,
            number=delivery.attempts,
            started_at=started,
            duration_ms=duration_ms,
            ok=ok,
            response_code=code,
            error=error[:500],
        )
        _outcome(delivery, app, code, ok)
    if not ok:
        logger.warning(
            "webhook %s to app %s failed (attempt %d): %s",
            delivery.pk,
            app.pk,
            delivery.attempts,
            error or code,
        )
    return attempt


def _outcome(delivery: WebhookDelivery, app: App, code: int | None, ok: bool) -> None:
    now = timezone.now()
    rows = WebhookDelivery.objects.filter(pk=delivery.pk)
    given_up = False
    if ok:
        rows.update(status=DeliveryStatus.DELIVERED, delivered_at=now, next_attempt_at=None)
    elif code == 410:
        # The receiver says the endpoint is gone for good: stop sending to it.
        App.objects.filter(pk=app.pk).update(
            webhook_enabled=False,
            webhook_disabled_reason=f"410 Gone from {app.webhook_url} at {now.isoformat()}",
        )
        WebhookDelivery.objects.filter(app=app, status=DeliveryStatus.PENDING).update(
            status=DeliveryStatus.CANCELLED, next_attempt_at=None
        )
    else:
        due = now + retry_delay(delivery.attempts)
        give_up = delivery.created_at + timedelta(seconds=settings.WEBHOOK_RETRY_FOR_SECONDS)
        given_up = due > give_up
        if given_up:
            rows.update(status=DeliveryStatus.FAILED, next_attempt_at=None)
        else:
            rows.update(next_attempt_at=due)
    if not ok:  # the counters /metrics reads (failures are rare: one app row, no hot spot)
        App.objects.filter(pk=app.pk).update(
            webhook_failures=F("webhook_failures") + 1,
            webhook_given_up=F("webhook_given_up") + int(given_up),
        )


def _post(url: str, body: bytes, headers: dict[str, str]) -> tuple[int | None, str]:
    """POST without following redirects; (status, "") or (None, what went wrong). The host
    is resolved and checked here, at each attempt, and the connection made to a checked
    address (games/webhook_targets.py)."""
    parts = urlsplit(url)
    try:
        target = target_resolve(url)
    except TargetRefused as exc:
        logger.warning("webhook to %s refused: %s", url, exc)
        return None, f"refused: {exc}"
    connection_class = (
        http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
    )
    path = parts.path or "/"
    if parts.query:
        path += "?" + parts.query
    timeout = settings.WEBHOOK_TIMEOUT_SECONDS
    connection = connection_class(target.host, target.port, timeout=timeout)
    # http.client would resolve the name again (and might get another answer): hand it the
    # socket to the checked address; TLS still checks the certificate against the name.
    # http.client's private connect hook, absent from typeshed
    connection._create_connection = (  # type: ignore[attr-defined]
        lambda *_args, **_kw: connect_checked(target, timeout)
    )
    try:
        connection.request(
            "POST",
            path,
            body=body,
            headers={
                **headers,
                "Content-Type": "application/json",
                "User-Agent": "automa-server-webhooks/1",
            },
        )
        response = connection.getresponse()
        response.read(RESPONSE_READ_LIMIT)
        code = response.status
        return code, "" if 200 <= code < 300 else f"HTTP {code} {response.reason}"
    except (OSError, http.client.HTTPException) as exc:
        return None, f"{type(exc).__name__}: {exc}"
    finally:
        connection.close()


def webhooks_sweep(*, now: datetime | None = None, limit: int = 500) -> int:
    """Hand every due delivery to the worker (retries, first attempts lost with the broker).

    Each is due again one follow-up period later, in case this hand-over is lost too: a
    backlogged worker is not sent the same delivery at every round. Rows another sweeper
    holds are skipped.
    """
    now = now or timezone.now()
    with write_transaction():
        due = list(
            rows_claim(
                WebhookDelivery.objects.filter(
                    status=DeliveryStatus.PENDING, next_attempt_at__lte=now
                ).order_by("next_attempt_at")
            ).values_list("id", "attempts")[:limit]
        )
        if not due:
            return 0
        again = now + timedelta(seconds=settings.FOLLOWUP_OVERDUE_SECONDS)
        WebhookDelivery.objects.filter(pk__in=[pk for pk, _ in due]).update(next_attempt_at=again)
        for delivery_id, attempts in due:
            transaction.on_commit(partial(_dispatch, str(delivery_id), attempts), robust=True)
    logger.info("webhooks sweep handed on %d due deliveries", len(due))
    return len(due)


def webhook_resend(*, delivery: WebhookDelivery) -> None:
    """Send a delivery again from the admin, whatever became of it (same id and payload)."""
    WebhookDelivery.objects.filter(pk=delivery.pk).update(
        status=DeliveryStatus.PENDING, next_attempt_at=timezone.now()
    )
    attempts = WebhookDelivery.objects.values_list("attempts", flat=True).get(pk=delivery.pk)
    transaction.on_commit(lambda: _dispatch(str(delivery.pk), attempts), robust=True)
