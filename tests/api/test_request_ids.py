"""Request ids: accepted or made, returned, and on every JSON log line written meanwhile."""

import json
import logging
import sys

import pytest
from django.test import Client

from config.logs import JsonFormatter, request_id, request_id_accept

pytestmark = pytest.mark.django_db


class _Lines(logging.Handler):
    """Keeps the JSON lines the project's formatter makes."""

    def __init__(self) -> None:
        super().__init__()
        self.setFormatter(JsonFormatter())
        self.lines: list[dict] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(json.loads(self.format(record)))


@pytest.fixture
def lines():
    handler = _Lines()
    root = logging.getLogger()
    root.addHandler(handler)
    yield handler.lines
    root.removeHandler(handler)


def test_a_request_without_an_id_gets_one(lines):
    response = Client().get("/healthz")
    given = response["X-Request-ID"]
    assert len(given) == 32 and int(given, 16) >= 0
    assert Client().get("/healthz")["X-Request-ID"] != given
    logged = [line for line in lines if line["logger"] == "automa.requests"]
    assert logged[0]["request_id"] == given
    assert logged[0]["path"] == "/healthz" and logged[0]["status"] == 200
    assert isinstance(logged[0]["duration_ms"], float)


def test_a_well_formed_id_is_kept_and_a_forged_one_replaced():
    assert Client().get("/healthz", HTTP_X_REQUEST_ID="edge-7f3a.1")["X-Request-ID"] == (
        "edge-7f3a.1"
    )
    for forged in ('x"\n{"level":"ERROR"}', "a" * 129, "spaces are not allowed", ""):
        answered = Client().get("/healthz", HTTP_X_REQUEST_ID=forged)["X-Request-ID"]
        assert answered != forged and len(answered) == 32


def test_api_answers_and_problems_carry_the_id_too():
    response = Client().get("/api/v1/games/not-a-uuid/", HTTP_X_REQUEST_ID="abc-123")
    assert response.status_code == 404
    assert response["X-Request-ID"] == "abc-123"


def test_lines_written_while_serving_carry_the_request_id(lines, monkeypatch):
    from api.operator import views
    from api.operator.checks import Check

    def checks_that_log():
        logging.getLogger("games.anything").warning("checking %s", "things", extra={"n": 3})
        return [Check("database", True)]

    monkeypatch.setattr(views, "readiness", checks_that_log)
    assert Client().get("/readyz", HTTP_X_REQUEST_ID="req-42").status_code == 200
    ours = [line for line in lines if line["logger"] == "games.anything"]
    assert ours == [
        {
            "time": ours[0]["time"],
            "level": "WARNING",
            "logger": "games.anything",
            "message": "checking things",
            "request_id": "req-42",
            "n": 3,
        }
    ]
    assert request_id.get() is None  # nothing leaks past the request


def test_formatter_writes_one_json_object_with_extras_and_the_traceback():
    formatter = JsonFormatter()
    token = request_id.set("rid-1")
    try:
        try:
            raise ValueError("boom")
        except ValueError:
            record = logging.getLogger("x").makeRecord(
                "x",
                logging.ERROR,
                __file__,
                1,
                "failed %s",
                ("move",),
                sys.exc_info(),
                extra={"game": "g1"},
            )
        text = formatter.format(record)
    finally:
        request_id.reset(token)
    assert "\n" not in text.replace("\\n", "")
    line = json.loads(text)
    assert line["message"] == "failed move"
    assert line["level"] == "ERROR" and line["logger"] == "x"
    assert line["request_id"] == "rid-1"
    assert line["game"] == "g1"
    assert "ValueError: boom" in line["exception"]
    assert line["time"].endswith("+00:00")


def test_accept_keeps_only_short_printable_ids():
    assert request_id_accept("a:b/c=d+e@f") == "a:b/c=d+e@f"
    assert request_id_accept(None) != request_id_accept(None)
    assert request_id_accept("é") != "é"
