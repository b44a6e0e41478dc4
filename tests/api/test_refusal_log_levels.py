"""Refusals the server answers as it means to are one WARNING line, never an ERROR with a
traceback (issue 33): a request for an unknown Host, and a 503 for a lost connection."""

from __future__ import annotations

import logging
from unittest import mock

import pytest
from django.db import OperationalError
from django.test import Client, override_settings

from tests.api.helpers import API

pytestmark = pytest.mark.django_db


def _records(caplog, name: str) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == name]


@override_settings(ALLOWED_HOSTS=["games.example"])
def test_an_unknown_host_is_one_warning_line(caplog):
    with caplog.at_level(logging.INFO):
        response = Client(HTTP_HOST="scanner.example").get(f"{API}/rulesets/")
    assert response.status_code == 400
    (record,) = _records(caplog, "django.security.DisallowedHost")
    assert (record.levelname, record.exc_info) == ("WARNING", None)
    assert "'scanner.example'" in record.getMessage()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_a_503_for_a_lost_connection_is_a_warning(client, caplog):
    lost = OperationalError("server closed the connection unexpectedly")
    with (
        caplog.at_level(logging.INFO),
        mock.patch("api.views.rulesets.rulesets_available", side_effect=lost),
    ):
        response = client.get(f"{API}/rulesets/")
    assert (response.status_code, response["Retry-After"]) == (503, "1")
    (logged,) = _records(caplog, "django.request")
    assert (logged.levelname, logged.getMessage()) == (
        "WARNING",
        "Service Unavailable: /api/v1/rulesets/",
    )
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_a_real_fault_is_still_an_error(client, caplog):
    with (
        caplog.at_level(logging.INFO),
        mock.patch("api.views.rulesets.rulesets_available", side_effect=RuntimeError("a bug")),
    ):
        response = client.get(f"{API}/rulesets/")
    assert response.status_code == 500
    assert [r.levelname for r in _records(caplog, "django.request")] == ["ERROR"]
