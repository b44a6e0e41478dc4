"""Webhooks received by a real HTTP receiver (a local http.server thread), signatures checked
as the Standard Webhooks specification says; retries, giving up, 410 Gone, a dead broker, a
failure that must not fail the move, re-sending from the admin, and a real worker sending."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import socket
import threading
import time
from collections.abc import Iterator
from datetime import timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client, override_settings
from django.utils import timezone

from games.models import App, DeliveryStatus, OutboxItem, WebhookDelivery
from games.services.apps import app_create
from games.services.outbox import OutboxDue, outbox_dispatcher_register, outbox_sweep
from games.webhooks.signing import signature
from tests.api.helpers import API, METRICS_AUTH, bearer, move_post, tokens_of

pytestmark = pytest.mark.django_db(transaction=True)


class Receiver:
    """An HTTP endpoint that records every request and answers the scripted statuses in turn
    (then 200)."""

    def __init__(self) -> None:
        self.answers: list[int] = []
        self.received: list[dict[str, Any]] = []
        self.arrived = threading.Condition()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                with receiver.arrived:
                    status = receiver.answers.pop(0) if receiver.answers else 200
                    receiver.received.append(
                        {
                            "headers": {k.lower(): v for k, v in self.headers.items()},
                            "body": body,
                            "at": time.monotonic(),
                            "answered": status,
                        }
                    )
                    receiver.arrived.notify_all()
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/hooks/automa"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def wait_for(self, count: int, timeout: float = 30.0) -> list[dict[str, Any]]:
        with self.arrived:
            self.arrived.wait_for(lambda: len(self.received) >= count, timeout)
        assert len(self.received) >= count, f"{len(self.received)} of {count} webhooks arrived"
        return self.received

    def events(self) -> list[dict[str, Any]]:
        return [json.loads(r["body"]) for r in self.received]

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    found = Receiver()
    yield found
    found.close()


def verified(request: dict[str, Any], secret: str) -> dict[str, Any]:
    """The receiver's side of Standard Webhooks, written from the specification."""
    headers, body = request["headers"], request["body"]
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{headers['webhook-id']}.{headers['webhook-timestamp']}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    offered = [
        s.partition(",")[2] for s in headers["webhook-signature"].split() if s.startswith("v1,")
    ]
    assert any(hmac.compare_digest(expected, s) for s in offered), "bad signature"
    assert abs(time.time() - int(headers["webhook-timestamp"])) < 300
    return json.loads(body)


def _app(url: str, name: str = "Hooked") -> tuple[App, str]:
    app, issued = app_create(name=name, webhook_url=url)
    return app, issued.plaintext


def _create(client: Client, key: str, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(
        f"{API}/games/", body, content_type="application/json", HTTP_AUTHORIZATION=f"ApiKey {key}"
    )
    assert response.status_code == 201, response.content
    return response.json()


TWO_HUMANS = {
    "ruleset": "architects",
    "seed": 4,
    "seats": [{"name": "Ana", "kind": "human"}, {"name": "Bia", "kind": "human"}],
}
NIM = {
    "ruleset": "toy_companion",
    "options": {"piles": [1, 2]},
    "seats": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}],
}


def _sweep_until(predicate, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, "the sweeper did not get there in time"
        time.sleep(0.05)
        outbox_sweep()


def test_signature_matches_the_specifications_example():
    # The example of the Standard Webhooks reference libraries.
    assert (
        signature(
            secret="whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
            msg_id="msg_p5jXN8AQM9LWM0D4loKWxJek",
            timestamp=1614265330,
            body=b'{"test": 2432232314}',
        )
        == "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
    )


def test_turn_instruction_and_finished_events_arrive_signed(client: Client, receiver: Receiver):
    app, key = _app(receiver.url)
    game = _create(client, key, NIM)
    game_id, token = game["id"], tokens_of(game)[0]
    (turn,) = [verified(r, app.webhook_secret) for r in receiver.wait_for(1)]
    assert turn["type"] == "game.turn"
    assert turn["data"]["game_id"] == game_id and turn["data"]["version"] == 0
    assert turn["data"]["seats"] == [{"index": 0, "name": "Ana"}]
    assert turn["data"]["links"]["actions"] == f"{API}/games/{game_id}/actions/"
    headers = receiver.received[0]["headers"]
    delivery = WebhookDelivery.objects.get(pk=headers["webhook-id"])
    assert delivery.status == DeliveryStatus.DELIVERED and delivery.game_id is not None

    # The human reports a take (still their turn: no new event) and ends the turn; the automa
    # answers with an instruction, and the turn is the human's again.
    for version, action in enumerate(
        [{"type": "take", "pile": 1, "count": 1}, {"type": "end_turn"}], start=0
    ):
        assert move_post(client, game_id, token, action, version).status_code == 201
    received = receiver.wait_for(3)
    events = [verified(r, app.webhook_secret) for r in received]
    assert [e["type"] for e in events] == ["game.turn", "automa.instruction", "game.turn"]
    (instruction,) = events[1]["data"]["instructions"]
    assert instruction["kind"] == "take_stones" and instruction["data"]["count"] == 1
    assert instruction["text"]["en"] and instruction["text"]["pt-BR"]
    assert events[1]["data"]["version"] == events[2]["data"]["version"] == 3

    _post = client.get(f"{API}/games/{game_id}/", **bearer(token)).json()
    assert (
        move_post(client, game_id, token, {"type": "acknowledge"}, _post["version"]).status_code
        == 201
    )
    view = client.get(f"{API}/games/{game_id}/", **bearer(token)).json()
    last = 0 if view["view"]["piles"][0] else 1
    take = {"type": "take", "pile": last, "count": 1}
    assert move_post(client, game_id, token, take, view["version"]).status_code == 201
    # Acknowledging is a step of the human's own turn: nothing; the last take ends the game.
    finished = [verified(r, app.webhook_secret) for r in receiver.wait_for(4)][-1]
    assert finished["type"] == "game.finished"
    result = client.get(finished["data"]["links"]["result"])
    assert result.status_code == 200 and result.json()["winners"] == [0]
    # Every delivery has its own id, and each was recorded as one successful attempt.
    ids = [r["headers"]["webhook-id"] for r in receiver.received]
    assert len(ids) == 4 and len(set(ids)) == 4
    for row in WebhookDelivery.objects.filter(app=app):
        (attempt,) = row.tries.all()
        assert attempt.ok and attempt.response_code == 200 and attempt.duration_ms >= 0


def test_failures_are_retried_with_backoff_under_the_same_id(client: Client, receiver: Receiver):
    receiver.answers = [500, 502, 200]
    app, key = _app(receiver.url)
    _create(client, key, TWO_HUMANS)
    delivery = WebhookDelivery.objects.get(app=app)
    _sweep_until(lambda: WebhookDelivery.objects.get(pk=delivery.pk).status == "delivered")
    received = receiver.wait_for(3)
    assert [r["answered"] for r in received] == [500, 502, 200]
    assert {r["headers"]["webhook-id"] for r in received} == {str(delivery.pk)}
    assert all(verified(r, app.webhook_secret)["type"] == "game.turn" for r in received)
    # Doubling waits from WEBHOOK_RETRY_BASE_SECONDS (0.2 s in the test settings).
    gaps = [
        later["at"] - earlier["at"] for earlier, later in zip(received, received[1:], strict=False)
    ]
    assert gaps[0] >= 0.2 and gaps[1] >= 0.4
    tries = list(WebhookDelivery.objects.get(pk=delivery.pk).tries.order_by("number"))
    assert [(t.number, t.ok, t.response_code) for t in tries] == [
        (1, False, 500),
        (2, False, 502),
        (3, True, 200),
    ]
    assert tries[0].error.startswith("HTTP 500")


@override_settings(WEBHOOK_RETRY_FOR_SECONDS=1.0)
def test_a_delivery_is_given_up_after_its_retry_window(client: Client, receiver: Receiver):
    receiver.answers = [503] * 50
    app, key = _app(receiver.url, name="Flaky")
    _create(client, key, TWO_HUMANS)
    delivery = WebhookDelivery.objects.get(app=app)
    _sweep_until(lambda: WebhookDelivery.objects.get(pk=delivery.pk).status == "failed")
    delivery.refresh_from_db()
    assert delivery.attempts >= 2 and not OutboxItem.objects.filter(delivery=delivery).exists()
    assert delivery.tries.filter(ok=False).count() == delivery.attempts
    metrics = client.get("/metrics", **METRICS_AUTH).content.decode()
    assert f'automa_webhook_failures_total{{app="Flaky"}} {float(delivery.attempts)}' in metrics
    assert 'automa_webhook_given_up_total{app="Flaky"} 1.0' in metrics


def test_a_410_answer_turns_the_hook_off(client: Client, receiver: Receiver):
    receiver.answers = [410]
    app, key = _app(receiver.url)
    game = _create(client, key, TWO_HUMANS)
    receiver.wait_for(1)
    app.refresh_from_db()
    assert app.webhook_enabled is False and "410" in app.webhook_disabled_reason
    token = tokens_of(game)[game["to_act"][0]]
    action = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
    assert (
        move_post(client, game["id"], token, action["actions"][0]["action"], 0).status_code == 201
    )
    time.sleep(0.3)
    assert len(receiver.received) == 1
    assert WebhookDelivery.objects.filter(app=app).count() == 1


def test_an_unreachable_receiver_never_fails_the_move(client: Client):
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    app, key = _app(f"http://127.0.0.1:{port}/gone")
    _create(client, key, TWO_HUMANS)
    (delivery,) = WebhookDelivery.objects.filter(app=app)
    (attempt,) = delivery.tries.all()
    assert not attempt.ok and attempt.response_code is None
    assert "Connection" in attempt.error
    assert delivery.status == DeliveryStatus.PENDING
    # Due again after the first failure's wait (the outbox's back-off, WEBHOOK_RETRY_*).
    assert OutboxItem.objects.get(delivery=delivery).due_at > attempt.started_at


def test_a_bug_while_wording_events_never_fails_the_move(client: Client, receiver, monkeypatch):
    # Nothing was written when the wording failed: the move stands without its events. (A
    # database error while writing them fails the move: tests/api/test_acknowledged_writes.py.)
    app, key = _app(receiver.url)
    game = _create(client, key, TWO_HUMANS)
    receiver.wait_for(1)

    def broken(**kwargs: Any) -> list:
        raise KeyError("seat")  # a wording bug, as an engine error is

    monkeypatch.setattr("games.services.move_apply.game_events", broken)
    token = tokens_of(game)[game["to_act"][0]]
    action = client.get(f"{API}/games/{game['id']}/actions/", **bearer(token)).json()
    response = move_post(client, game["id"], token, action["actions"][0]["action"], 0)
    assert response.status_code == 201, response.content
    assert WebhookDelivery.objects.filter(app=app).count() == 1


def test_deliveries_recorded_while_the_broker_is_down_are_sent_by_the_sweeper(
    client: Client, receiver: Receiver
):
    def broker_down(due: OutboxDue) -> None:
        raise ConnectionError("broker unreachable")

    previous = outbox_dispatcher_register(broker_down)
    try:
        app, key = _app(receiver.url)
        _create(client, key, TWO_HUMANS)
    finally:
        outbox_dispatcher_register(previous)
    (delivery,) = WebhookDelivery.objects.filter(app=app)
    assert delivery.attempts == 0 and receiver.received == []
    assert outbox_sweep() == []  # not due yet: the first attempt has its grace period
    outbox_sweep(now=timezone.now() + timedelta(minutes=1))
    verified(receiver.wait_for(1)[0], app.webhook_secret)
    delivery.refresh_from_db()
    assert delivery.status == DeliveryStatus.DELIVERED and delivery.attempts == 1
    assert not OutboxItem.objects.filter(delivery=delivery).exists()  # done: its row is gone


def test_the_admin_creates_apps_shows_keys_once_and_resends_deliveries(receiver: Receiver):
    User.objects.create_superuser("admin", "admin@example.com", "pw")
    staff = Client()
    staff.force_login(User.objects.get(username="admin"))
    added = staff.post(
        "/admin/games/app/add/",
        {
            "name": "Admin made",
            "enabled": "on",
            "webhook_url": receiver.url,
            "webhook_enabled": "on",
            "keys-TOTAL_FORMS": "0",
            "keys-INITIAL_FORMS": "0",
        },
        follow=True,
    )
    assert added.status_code == 200
    shown = [str(m) for m in added.context["messages"] if "shown this once" in str(m)]
    assert len(shown) == 1
    key = shown[0].rsplit(" ", 1)[1]
    app = App.objects.get(name="Admin made")
    assert app.webhook_secret.startswith("whsec_")
    assert key not in staff.get(f"/admin/games/app/{app.pk}/change/").content.decode()

    _create(Client(), key, TWO_HUMANS)
    delivery = WebhookDelivery.objects.get(app=app)
    receiver.wait_for(1)
    page = staff.get(f"/admin/games/webhookdelivery/{delivery.pk}/change/")
    assert page.status_code == 200
    cell = page.content.decode().split('class="field-response_code">', 1)[1]
    assert cell.split("</td>", 1)[0].split() == ["<p>200</p>"]
    staff.post(
        "/admin/games/webhookdelivery/",
        {"action": "resend", "_selected_action": [str(delivery.pk)]},
    )
    again = receiver.wait_for(2)[1]
    assert again["headers"]["webhook-id"] == str(delivery.pk)
    verified(again, app.webhook_secret)
    delivery.refresh_from_db()
    assert delivery.attempts == 2 and delivery.status == DeliveryStatus.DELIVERED


@pytest.mark.real_worker
def test_a_real_worker_sends_the_webhook_after_commit(
    celery_worker_process: str, receiver: Receiver
):
    app, key = _app(receiver.url)
    game = _create(Client(), key, TWO_HUMANS)
    event = verified(receiver.wait_for(1, timeout=60)[0], app.webhook_secret)
    assert event["type"] == "game.turn" and event["data"]["game_id"] == game["id"]
    deadline = time.monotonic() + 30
    delivery = WebhookDelivery.objects.get(app=app)
    while delivery.status != DeliveryStatus.DELIVERED and time.monotonic() < deadline:
        time.sleep(0.1)
        delivery.refresh_from_db()
    assert delivery.status == DeliveryStatus.DELIVERED
    assert delivery.tries.get().response_code == 200
