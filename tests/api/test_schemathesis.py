"""Schemathesis against the in-process WSGI app: property-based requests per operation, then
stateful sequences through the schema's links. Every answer must be a declared status with a
declared content type and body, and none a 5xx. Fixed seed, bounded number of examples."""

from __future__ import annotations

from collections import Counter
from typing import Any

import hypothesis
import pytest
import schemathesis
from django.core.wsgi import get_wsgi_application
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

pytestmark = pytest.mark.django_db(transaction=True)

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]
EXAMPLES_PER_OPERATION = 250
STATEFUL_SCENARIOS = 120


class CountingApp:
    """The WSGI app, counting the statuses it answers."""

    def __init__(self) -> None:
        self.app = get_wsgi_application()
        self.statuses: Counter[int] = Counter()

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        def counted(status: str, headers: Any, exc_info: Any = None) -> Any:
            self.statuses[int(status.split()[0])] += 1
            return start_response(status, headers, exc_info)

        return self.app(environ, counted)


COUNTING = CountingApp()


@pytest.fixture
def api_schema(settings):
    settings.LONG_POLL_MAX_SECONDS = 0  # a generated wait=30 must not hold the run
    return schemathesis.openapi.from_wsgi("/api/schema/?format=json", COUNTING)


SETTINGS = {
    "derandomize": True,  # a fixed seed: the same requests on every run
    "deadline": None,
    "database": None,
    "suppress_health_check": list(hypothesis.HealthCheck),
}


def test_every_operation_answers_within_its_schema(api_schema):
    operations = [result.ok() for result in api_schema.get_all_operations()]
    assert len(operations) >= 7
    for operation in operations:

        @hypothesis.given(case=operation.as_strategy())
        @hypothesis.settings(max_examples=EXAMPLES_PER_OPERATION, **SETTINGS)
        def answers_within_the_schema(case) -> None:
            case.call_and_validate(checks=CHECKS)

        answers_within_the_schema()


def test_stateful_sequences_answer_within_the_schema(api_schema):
    tokens: dict[str, str] = {}
    etags: dict[str, str] = {}

    class Machine(api_schema.as_state_machine()):
        def before_call(self, case) -> None:
            # Act as the seat that created the game, at its current version, now and then.
            game_id = (case.path_parameters or {}).get("game_id")
            if game_id in tokens and case.headers is not None:
                case.headers.setdefault("Authorization", f"Bearer {tokens[game_id]}")
                if game_id in etags:
                    case.headers["If-Match"] = etags[game_id]

        def after_call(self, response, case) -> None:
            super().after_call(response, case)
            if (
                case.operation.label.startswith("POST /api/v1/games/")
                and response.status_code == 201
            ):
                body = response.json()
                if "seats" in body:
                    human = [s["token"] for s in body["seats"] if "token" in s]
                    if human:
                        tokens[body["id"]] = human[0]
            game_id = (case.path_parameters or {}).get("game_id")
            if game_id and "ETag" in response.headers:
                etags[game_id] = response.headers["ETag"]

        def validate_response(self, response, case, additional_checks=None, **kwargs) -> None:
            case.validate_response(response, checks=CHECKS)

    Machine.run(
        settings=hypothesis.settings(
            max_examples=STATEFUL_SCENARIOS, stateful_step_count=10, **SETTINGS
        )
    )
    served = sum(COUNTING.statuses.values())
    print(f"schemathesis: {served} requests, statuses {dict(sorted(COUNTING.statuses.items()))}")
    assert not [status for status in COUNTING.statuses if status >= 500]
