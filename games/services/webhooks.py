"""Webhooks: events recorded with the change they report, sent by the worker after commit.

A move (or a creation, or a scoring) that an app should hear about writes a
``WebhookDelivery`` row and its outbox row (``games.services.outbox``) in its own transaction.
Once committed, the delivery is handed to the worker; the outbox sweeper hands on again every
delivery that is due: retries, and first attempts lost with a broker that was down. An attempt
first claims the delivery with one conditional UPDATE (its attempt number) and pushes its
outbox row past the request (a lease), so two workers never send the same attempt. Failures
back off (``outbox_backoff``) for ``WEBHOOK_RETRY_FOR_SECONDS``, then the delivery is given up
and its outbox row deleted; a receiver answering 410 Gone turns the app's hook off. Recording
is part of the change it reports: if the events cannot be written, the change fails with them,
and the client is told so (503) instead of being answered for a move that was rolled back.
"""

from __future__ import annotations

import http.client
import json
import logging
import time
from collections.abc import Callable, Iterable
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from django.db.models import F
from django.urls import reverse
from django.utils import timezone

from games.models import (
    App,
    DeliveryStatus,
    Game,
    GameStatus,
    OutboxItem,
    OutboxKind,
    SeatKind,
    WebhookAttempt,
    WebhookDelivery,
    WebhookEvent,
)
from games.rules.outcomes import instruction_worded
from games.services.outbox import (
    OutboxDue,
    outbox_backoff,
    outbox_dispatch_on_commit,
    outbox_first_due,
)
from games.services.write_transaction import write_transaction
from games.webhooks.signing import signed_headers
from games.webhooks.targets import TargetRefused, connect_checked, target_resolve

logger = logging.getLogger(__name__)

# Read from the answer at most this much: receivers should answer quickly and briefly.
RESPONSE_READ_LIMIT = 64 * 1024


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
    instructions = [
        instruction_worded(event["data"])
        for event in move_events
        if event.get("kind") == "instruction"
    ]
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
        )
        for event, data in found
    )
    if not rows:
        return
    # The worker sends it right after commit; the sweeper steps in only if that was lost.
    due = outbox_first_due()
    OutboxItem.objects.bulk_create(
        OutboxItem(kind=OutboxKind.WEBHOOK, delivery=row, due_at=due) for row in rows
    )
    for row in rows:
        outbox_dispatch_on_commit(_due(row.pk, 0))


def _due(delivery_id: Any, attempts: int) -> OutboxDue:
    return OutboxDue(kind=OutboxKind.WEBHOOK, delivery_id=str(delivery_id), attempts=attempts)


def _outbox(delivery_id: Any) -> Any:
    return OutboxItem.objects.filter(delivery_id=delivery_id)


# --- sending (in the worker) --------------------------------------------------------------


def retry_delay(attempts: int) -> timedelta:
    """The wait after the ``attempts``-th failed attempt (the outbox's back-off policy)."""
    return outbox_backoff(
        tries=attempts,
        base=settings.WEBHOOK_RETRY_BASE_SECONDS,
        cap=settings.WEBHOOK_RETRY_MAX_SECONDS,
    )


def _claim(delivery_id: str, attempts: int) -> bool:
    """Take attempt ``attempts + 1`` of a pending delivery. A task for an attempt already
    made (a duplicate from the sweeper) finds another count and does nothing; the lease keeps
    the sweeper off the delivery while the request is under way."""
    lease = timezone.now() + timedelta(seconds=settings.WEBHOOK_TIMEOUT_SECONDS + 30)
    with write_transaction():
        claimed = WebhookDelivery.objects.filter(
            pk=delivery_id, status=DeliveryStatus.PENDING, attempts=attempts
        ).update(attempts=F("attempts") + 1)
        if claimed == 1:
            _outbox(delivery_id).update(due_at=lease)
    return claimed == 1


def webhook_deliver(*, delivery_id: str, attempts: int = 0) -> WebhookAttempt | None:
    """Make attempt ``attempts + 1`` of a delivery; None if that attempt was made already
    or the delivery is no longer pending."""
    if not _claim(delivery_id, attempts):
        return None
    delivery = WebhookDelivery.objects.select_related("app").get(pk=delivery_id)
    app = delivery.app
    if not app.hook_active:
        with write_transaction():
            WebhookDelivery.objects.filter(pk=delivery.pk).update(
                status=DeliveryStatus.CANCELLED, attempts=F("attempts") - 1
            )
            _outbox(delivery.pk).delete()
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
        rows.update(status=DeliveryStatus.DELIVERED, delivered_at=now)
        _outbox(delivery.pk).delete()
    elif code == 410:
        # The receiver says the endpoint is gone for good: stop sending to it.
        App.objects.filter(pk=app.pk).update(
            webhook_enabled=False,
            webhook_disabled_reason=f"410 Gone from {app.webhook_url} at {now.isoformat()}",
        )
        pending = WebhookDelivery.objects.filter(app=app, status=DeliveryStatus.PENDING)
        OutboxItem.objects.filter(delivery__in=pending).delete()
        pending.update(status=DeliveryStatus.CANCELLED)
    else:
        due = now + retry_delay(delivery.attempts)
        give_up = delivery.created_at + timedelta(seconds=settings.WEBHOOK_RETRY_FOR_SECONDS)
        given_up = due > give_up
        if given_up:
            rows.update(status=DeliveryStatus.FAILED)
            _outbox(delivery.pk).delete()
        else:  # the next attempt's first hand-over: the sweeper's own back-off starts again
            _outbox(delivery.pk).update(due_at=due, tries=0)
    if not ok:  # the counters /metrics reads (failures are rare: one app row, no hot spot)
        App.objects.filter(pk=app.pk).update(
            webhook_failures=F("webhook_failures") + 1,
            webhook_given_up=F("webhook_given_up") + int(given_up),
        )


def _post(url: str, body: bytes, headers: dict[str, str]) -> tuple[int | None, str]:
    """POST without following redirects; (status, "") or (None, what went wrong). The host
    is resolved and checked here, at each attempt, and the connection made to a checked
    address (games/webhooks/targets.py)."""
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


def webhook_resend(*, delivery: WebhookDelivery) -> None:
    """Send a delivery again from the admin, whatever became of it (same id and payload)."""
    with write_transaction():
        WebhookDelivery.objects.filter(pk=delivery.pk).update(status=DeliveryStatus.PENDING)
        OutboxItem.objects.update_or_create(
            delivery_id=delivery.pk,
            defaults={"kind": OutboxKind.WEBHOOK, "due_at": outbox_first_due(), "tries": 0},
        )
        attempts = WebhookDelivery.objects.values_list("attempts", flat=True).get(pk=delivery.pk)
        outbox_dispatch_on_commit(_due(delivery.pk, attempts))
