"""Admin login lockout (django-axes): after AXES_FAILURE_LIMIT wrong passwords for one user
name, or from one address, further logins are refused with 429 (the right password too) until
the cool-off ends; other users from other addresses sign in as usual; lockouts are logged."""

from __future__ import annotations

import logging
from datetime import timedelta

import pytest
from axes.models import AccessAttempt
from django.contrib.auth.models import User
from django.test import Client, override_settings
from django.utils import timezone

pytestmark = pytest.mark.django_db(transaction=True)


def _login(address: str, username: str, password: str):
    client = Client(REMOTE_ADDR=address)
    page = client.post("/admin/login/?next=/admin/", {"username": username, "password": password})
    return client, page


def _signed_in(page) -> bool:
    return page.status_code == 302 and page["Location"] == "/admin/"


@pytest.fixture
def staff() -> None:
    User.objects.create_superuser("admin", "admin@example.com", "right-pw")
    User.objects.create_superuser("other", "other@example.com", "other-pw")


@override_settings(AXES_FAILURE_LIMIT=3)
def test_a_user_locked_out_after_repeated_failures_cannot_sign_in_even_with_the_password(
    staff, caplog
):
    caplog.set_level(logging.INFO, logger="axes")
    # Given three wrong passwords for "admin" from three addresses (the form again each time),
    for n, address in enumerate(("203.0.113.1", "203.0.113.2", "203.0.113.3")):
        _, page = _login(address, "admin", f"wrong-{n}")
        assert page.status_code in (200, 429)
    # when the right password comes, from a fourth address, it is refused while locked,
    _, locked = _login("203.0.113.4", "admin", "right-pw")
    assert locked.status_code == 429
    assert not _signed_in(locked)
    axes = [r for r in caplog.records if r.name.startswith("axes")]
    locking = [r for r in axes if "Locking out" in r.getMessage()]
    assert locking and locking[0].levelno == logging.WARNING
    assert "admin" in locking[0].getMessage()
    # and another user from another address is not affected.
    _, other = _login("198.51.100.7", "other", "other-pw")
    assert _signed_in(other)


@override_settings(AXES_FAILURE_LIMIT=3)
def test_an_address_locked_out_after_failures_for_several_names_is_refused_for_any_user(staff):
    # Given failures for three made-up names from one address (no name reaches the limit),
    for name in ("root", "administrator", "test"):
        _login("203.0.113.50", name, "guess")
    # then even a real user with the right password is refused from that address,
    _, refused = _login("203.0.113.50", "other", "other-pw")
    assert refused.status_code == 429
    # while the same user from another address signs in.
    _, elsewhere = _login("198.51.100.8", "other", "other-pw")
    assert _signed_in(elsewhere)


@override_settings(AXES_FAILURE_LIMIT=3)
def test_below_the_limit_a_success_resets_the_count_and_the_lockout_ends_after_cool_off(staff):
    for _ in range(2):
        _login("203.0.113.60", "admin", "wrong")
    _, first = _login("203.0.113.60", "admin", "right-pw")
    assert _signed_in(first)
    for _ in range(2):  # counted afresh: two more failures do not lock
        _login("203.0.113.60", "admin", "wrong")
    _, second = _login("203.0.113.60", "admin", "right-pw")
    assert _signed_in(second)
    for _ in range(3):
        _login("203.0.113.60", "admin", "wrong")
    assert _login("203.0.113.60", "admin", "right-pw")[1].status_code == 429
    # When the cool-off (ADMIN_LOGIN_LOCKOUT_MINUTES, 15 by default) has passed, it works again.
    AccessAttempt.objects.update(attempt_time=timezone.now() - timedelta(minutes=16))
    assert _signed_in(_login("203.0.113.60", "admin", "right-pw")[1])


@override_settings(AXES_FAILURE_LIMIT=2, REST_FRAMEWORK={"NUM_PROXIES": 1})
def test_behind_a_proxy_failures_count_per_forwarded_client_address(staff):
    # Given one proxy in front (NUM_PROXIES=1), two clients arrive from the proxy's address.
    def login(client_address: str, password: str):
        client = Client(REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR=client_address)
        return client.post("/admin/login/?next=/admin/", {"username": "x", "password": password})

    for _ in range(2):
        login("203.0.113.70", "wrong")
    assert login("203.0.113.70", "wrong").status_code == 429
    # The other client behind the same proxy is not locked out by the first one's failures.
    client = Client(REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR="198.51.100.9")
    page = client.post("/admin/login/?next=/admin/", {"username": "other", "password": "other-pw"})
    assert _signed_in(page)
