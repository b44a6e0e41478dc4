"""Webhook URLs reach public addresses only: refused when saved (the model's validator, the
admin form, app_create) and again when sent (the name resolved at each attempt, every address
checked, the connection made to a checked address), unless WEBHOOK_ALLOWED_HOSTS names the
host. The test settings allow 127.0.0.1 (the receivers' address); these tests turn that off."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.test import Client, override_settings

from games.models import App, DeliveryStatus, WebhookDelivery
from games.services.apps import app_create
from games.services.webhooks import webhook_deliver
from games.webhooks.targets import TargetRefused, target_resolve
from tests.worker.test_webhooks import TWO_HUMANS, Receiver, _create, verified

pytestmark = pytest.mark.django_db(transaction=True)

REFUSED = {
    "http://127.0.0.1:9000/hook": "a loopback address",
    "http://localhost/hook": "a loopback address",
    "http://[::1]/hook": "a loopback address",
    "http://[::ffff:127.0.0.1]/hook": "a loopback address",
    "http://169.254.169.254/latest/meta-data/": "the cloud metadata address",
    "http://[fd00:ec2::254]/": "the cloud metadata address",
    "http://10.1.2.3/hook": "a private address",
    "https://192.168.0.10/hook": "a private address",
    "http://172.16.5.4/hook": "a private address",
    "http://169.254.10.10/hook": "a link-local address",
    "http://224.0.0.251/hook": "a multicast address",
    "http://240.0.0.1/hook": "a reserved address",
    "http://0.0.0.0/hook": "the unspecified address",
    "http://100.64.0.1/hook": "not a public address",  # carrier-grade NAT
    # IPv6 addresses that carry an IPv4 one through a translator or a tunnel (issue 33)
    "http://[2002:7f00:1::]/hook": "a loopback address (127.0.0.1, carried inside 2002:7f00:1::)",
    "http://[2002:a01:203::1]/": "a private address (10.1.2.3, carried inside 2002:a01:203::1)",
    "http://[64:ff9b::7f00:1]/": "a loopback address (127.0.0.1, carried inside 64:ff9b::7f00:1)",
    "http://[64:ff9b::a9fe:a9fe]/": "the cloud metadata address (169.254.169.254, carried inside",
    "http://[64:ff9b:1::a00:1]/hook": "a NAT64 local-use address",
    "http://[::ffff:10.0.0.1]/hook": "a private address (10.0.0.1, carried inside ::ffff:a00:1)",
    "http://[::127.0.0.1]/hook": "a loopback address (127.0.0.1, carried inside ::7f00:1)",
    # Teredo: the client 127.0.0.1, obfuscated (each bit inverted) in the last 32 bits
    "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/": "a loopback address (127.0.0.1, carried",
}


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    found = Receiver()
    yield found
    found.close()


def _resolver(monkeypatch, answers: dict[str, list[str]]) -> None:
    """DNS as the test says: ``answers`` maps names to addresses; others resolve as usual."""
    real = socket.getaddrinfo

    def getaddrinfo(host, port, *args, **kwargs):
        if host not in answers:
            return real(host, port, *args, **kwargs)
        return [
            (
                socket.AF_INET6 if ":" in address else socket.AF_INET,
                socket.SOCK_STREAM,
                6,
                "",
                (address, port, 0, 0) if ":" in address else (address, port),
            )
            for address in answers[host]
        ]

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)


@override_settings(WEBHOOK_ALLOWED_HOSTS=[])
@pytest.mark.parametrize("url", sorted(REFUSED))
def test_a_url_to_a_loopback_private_or_metadata_address_is_refused_when_saved(url):
    # Given no allowed hosts, when an app is saved with the URL, then it is refused, naming why.
    with pytest.raises(ValidationError) as refused:
        app_create(name="Hostile", webhook_url=url)
    assert REFUSED[url] in str(refused.value)
    assert not App.objects.filter(name="Hostile").exists()


@override_settings(WEBHOOK_ALLOWED_HOSTS=[])
def test_a_public_address_is_accepted_and_a_listed_host_skips_the_check():
    app, _ = app_create(name="Public", webhook_url="https://93.184.216.34/hooks")
    assert app.webhook_url == "https://93.184.216.34/hooks"
    with override_settings(WEBHOOK_ALLOWED_HOSTS=["10.1.2.3"]):
        inside, _ = app_create(name="Inside", webhook_url="http://10.1.2.3/hook")
    assert inside.pk is not None


@override_settings(WEBHOOK_ALLOWED_HOSTS=[])
def test_a_name_resolving_to_a_private_address_is_refused_when_saved(monkeypatch):
    _resolver(monkeypatch, {"hooks.example.test": ["93.184.216.34", "10.0.0.7"]})
    with pytest.raises(ValidationError) as refused:
        app_create(name="Sneaky", webhook_url="http://hooks.example.test/in")
    # Every address counts: one private answer among public ones is enough to refuse.
    assert "resolves to 10.0.0.7, a private address" in str(refused.value)


@override_settings(WEBHOOK_ALLOWED_HOSTS=[])
def test_the_admin_form_refuses_a_metadata_webhook_url():
    User.objects.create_superuser("admin", "admin@example.com", "pw")
    staff = Client()
    staff.force_login(User.objects.get(username="admin"))
    page = staff.post(
        "/admin/games/app/add/",
        {
            "name": "Metadata",
            "enabled": "on",
            "webhook_url": "http://169.254.169.254/latest/meta-data/",
            "webhook_enabled": "on",
            "keys-TOTAL_FORMS": "0",
            "keys-INITIAL_FORMS": "0",
        },
    )
    assert page.status_code == 200  # the form again, with the error
    assert "the cloud metadata address" in page.content.decode()
    assert not App.objects.filter(name="Metadata").exists()


def test_a_stored_loopback_url_is_refused_at_send_time_once_no_longer_allowed(
    client: Client, receiver: Receiver
):
    # Given an app saved while 127.0.0.1 was allowed, its first webhook arrives.
    app, issued = app_create(name="Was allowed", webhook_url=receiver.url)
    _create(client, issued.plaintext, TWO_HUMANS)
    receiver.wait_for(1)
    _create(client, issued.plaintext, TWO_HUMANS)
    receiver.wait_for(2)
    later = WebhookDelivery.objects.filter(app=app).order_by("-created_at").first()
    assert later is not None
    WebhookDelivery.objects.filter(pk=later.pk).update(status=DeliveryStatus.PENDING, attempts=0)
    # When the operator removes it from WEBHOOK_ALLOWED_HOSTS and the delivery is retried,
    with override_settings(WEBHOOK_ALLOWED_HOSTS=[]):
        attempt = webhook_deliver(delivery_id=str(later.pk), attempts=0)
    # then nothing is sent, and the attempt says why.
    assert len(receiver.received) == 2
    assert attempt is not None and not attempt.ok and attempt.response_code is None
    assert attempt.error == "refused: 127.0.0.1 resolves to 127.0.0.1, a loopback address"


@override_settings(WEBHOOK_ALLOWED_HOSTS=[])
def test_a_name_rebound_to_loopback_after_saving_is_refused_at_send_time(
    client: Client, receiver: Receiver, monkeypatch
):
    # Given a name that resolved to a public address when the app was saved,
    name = "rebinding.example.test"
    _resolver(monkeypatch, {name: ["93.184.216.34"]})
    port = receiver.server.server_port
    app, issued = app_create(name="Rebinding", webhook_url=f"http://{name}:{port}/hook")
    # when DNS answers loopback at send time (the receiver listens there),
    _resolver(monkeypatch, {name: ["127.0.0.1"]})
    _create(client, issued.plaintext, TWO_HUMANS)
    # then the attempt is refused and the receiver hears nothing.
    (delivery,) = WebhookDelivery.objects.filter(app=app)
    (attempt,) = delivery.tries.all()
    assert attempt.error == f"refused: {name} resolves to 127.0.0.1, a loopback address"
    assert receiver.received == []


def test_the_connection_goes_to_the_checked_address_with_the_name_as_host(
    client: Client, receiver: Receiver, monkeypatch
):
    # Given an allowed name that only this resolver knows (real DNS has no such name), a
    # delivery can arrive only if the connection uses the address checked, not a new lookup.
    name = "receiver.example.test"
    _resolver(monkeypatch, {name: ["127.0.0.1"]})
    port = receiver.server.server_port
    with override_settings(WEBHOOK_ALLOWED_HOSTS=[name]):
        app, issued = app_create(name="Named", webhook_url=f"http://{name}:{port}/hook")
        _create(client, issued.plaintext, TWO_HUMANS)
        (request,) = receiver.wait_for(1)
    assert request["headers"]["host"] == f"{name}:{port}"
    assert verified(request, app.webhook_secret)["type"] == "game.turn"


@override_settings(WEBHOOK_ALLOWED_HOSTS=[])
def test_every_resolved_address_is_checked_before_connecting(monkeypatch):
    _resolver(monkeypatch, {"mixed.example.test": ["93.184.216.34", "fd00:ec2::254"]})
    with pytest.raises(TargetRefused, match="fd00:ec2::254, the cloud metadata address"):
        target_resolve("https://mixed.example.test/hook")
    with pytest.raises(TargetRefused, match="not an http"):
        target_resolve("ftp://93.184.216.34/hook")


@override_settings(WEBHOOK_ALLOWED_HOSTS=[])
@pytest.mark.parametrize(
    "url", ["ftp://93.184.216.34/hook", "gopher://93.184.216.34/", "ftps://a.test/"]
)
def test_a_url_other_than_http_or_https_is_refused_when_saved(url):
    with pytest.raises(ValidationError) as refused:
        app_create(name="Not http", webhook_url=url)
    assert "Webhooks are sent over http or https only, not " in str(refused.value)
    assert not App.objects.filter(name="Not http").exists()


@override_settings(WEBHOOK_ALLOWED_HOSTS=[])
def test_an_address_carrying_loopback_is_refused_at_send_time(monkeypatch):
    """A name that resolves to a 6to4 or NAT64 address of 127.0.0.1 is refused when sent."""
    _resolver(
        monkeypatch,
        {"tunnel.example.test": ["2002:7f00:1::"], "nat.example.test": ["64:ff9b::7f00:1"]},
    )
    with pytest.raises(TargetRefused, match="a loopback address .127.0.0.1, carried inside 2002"):
        target_resolve("https://tunnel.example.test/hook")
    with pytest.raises(
        TargetRefused, match="a loopback address .127.0.0.1, carried inside 64:ff9b"
    ):
        target_resolve("https://nat.example.test/hook")
    # a public IPv4 address behind 6to4 stays a destination
    _resolver(monkeypatch, {"public.example.test": ["2002:5db8:d822::1"]})
    assert len(target_resolve("https://public.example.test/hook").addresses) == 1
