"""The long fuzzing profile (``scripts/fuzz``): schemathesis against gunicorn on PostgreSQL
with app keys required, every operation in positive and negative data until at least
``--requests`` requests were answered, then stateful runs along the schema's links. Every
answer must be declared (status, content type, headers, body), valid data accepted,
invalid data refused, and none a 5xx. Prints the figures; exits 1 on any failure.

The suite's own run (tests/api/test_schemathesis.py, ~3,000 requests in-process) stays the
quick one; this one takes minutes.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
import zlib
from collections import Counter
from typing import Any

DEFAULT_DATABASE = "postgres://postgres@127.0.0.1:5432/automa_fuzz"
APP_KEY_OPERATIONS = ("games_list", "games_create")


def _server_env(database_url: str) -> dict[str, str]:
    """The deployment's settings (config.settings, not the test ones): app keys required,
    seeds refused; throttles out of a single fuzzer's reach, long polls short."""
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DATABASE_URL": database_url,
        "SECRET_KEY": os.environ.get("SECRET_KEY", "fuzz-profile-only-secret-key"),
        "REQUIRE_APP_KEY": "1",
        "GAMES_CLIENT_SEED_ALLOWED": "0",
        "LONG_POLL_MAX_SECONDS": "1",
        "CELERY_BROKER_URL": "",  # automa turns in-process, right after the move
        "LOG_LEVEL": "ERROR",
        "AUTOMA_LOG_LEVEL": "WARNING",
        **{f"THROTTLE_{name}": "1000000/minute" for name in _THROTTLES},
    }


_THROTTLES = (
    "GAME_CREATE", "MOVE_ADDRESS", "MOVE_SEAT", "READ_ADDRESS", "READ_SEAT", "BAD_TOKEN",
    "APP_GAME_CREATE", "APP_READ",
)  # fmt: skip


def _database_ready(database_url: str) -> None:
    """Create the database if missing (never drops one), then migrate it."""
    import psycopg
    from django.core.management import call_command

    name = database_url.rsplit("/", 1)[1]
    with psycopg.connect(database_url.rsplit("/", 1)[0] + "/postgres", autocommit=True) as db:
        if not db.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone():
            db.execute(f'CREATE DATABASE "{name}"')
    call_command("migrate", verbosity=0)


def _app_key() -> str:
    from games.services.apps import app_create

    _, issued = app_create(name=f"fuzz {time.strftime('%Y-%m-%d %H:%M:%S')}")
    return issued.plaintext


class Run:
    """What was sent and what went wrong."""

    def __init__(self, key: str) -> None:
        self.key = key
        self.statuses: Counter[int] = Counter()
        self.failures: list[str] = []
        self.tokens: dict[str, str] = {}
        self.etags: dict[str, str] = {}
        self.on_games = 0
        self.batches_cut = 0

    def failed(self, where: str, exc: BaseException) -> None:
        """Record a failure once: the same one found again in another round is not news."""
        text = f"{where}: {_worded(exc)}"
        headline = text.split("Reproduce with")[0]
        if all(f.split("Reproduce with")[0] != headline for f in self.failures):
            self.failures.append(text)

    @property
    def requests(self) -> int:
        return sum(self.statuses.values())

    def headers_for(self, case: Any) -> dict[str, str]:
        """An app key where one is taken; the creating seat's token on its game, now and
        then missing (a spectator), with its current ETag."""
        from schemathesis.core.parameters import ParameterLocation

        if case.meta is not None and case.meta.is_negative_at(ParameterLocation.HEADER):
            return {}  # the headers are the case's point (a missing key, a bad If-Match)
        operation_id = case.operation.definition.raw.get("operationId")
        if operation_id in APP_KEY_OPERATIONS:
            return {"Authorization": f"ApiKey {self.key}"}
        game_id = (case.path_parameters or {}).get("game_id")
        headers = {}
        if game_id in self.tokens and _digest([game_id, case.query, case.body]) % 5:
            headers["Authorization"] = f"Bearer {self.tokens[game_id]}"
            if game_id in self.etags and "If-Match" in (case.headers or {}):
                headers["If-Match"] = self.etags[game_id]
        return headers

    def seen(self, case: Any, response: Any) -> None:
        self.statuses[response.status_code] += 1
        if "{game_id}" in case.operation.path and response.status_code < 300:
            self.on_games += 1  # reached a real game
        if case.operation.label == "POST /api/v1/games/" and response.status_code == 201:
            body = response.json()
            humans = [s["token"] for s in body.get("seats", []) if "token" in s]
            if humans:
                self.tokens[body["id"]] = humans[0]
        game_id = (case.path_parameters or {}).get("game_id")
        if game_id and "ETag" in response.headers:
            self.etags[game_id] = response.headers["ETag"]


# Schema-valid requests the game's rules may still refuse (400): JSON Schema cannot say how
# many seats a ruleset takes or which kinds a mode wants, which option values go together, that
# a game takes only its own game's actions (the schema's union lists every game's), or which
# scroll ids a content release has. The schema's 400 descriptions name them; each is worded by
# its problem code (or reason), and no other 400 passes for valid data.
# And refusals of state, not shape: an Idempotency-Key the run already sent with another body
# (422), an If-Match of another version than the game's (412), a move the position forbids.
RULES_REFUSALS = {
    "invalid_seats",
    "invalid_options",
    "idempotency_key_reused",
    "precondition_failed",
    # The rules refusing a move in this position (422, with the legal actions listed).
    "illegal_action",
    # A move's schema is every game's action union; this game's own actions are exactly what
    # the validator takes, so a schema-valid action it refuses is another game's: of an
    # unknown type, or of a type two games share with other fields (final_score).
    "reason:unknown_action_type",
    "reason:unexpected_field",
    "reason:missing_field",
    "reason:invalid_field",
}


def refused_by_the_rules(response: Any) -> bool:
    if response.status_code not in (400, 412, 422):
        return False
    try:
        problem = response.json()
    except ValueError:
        return False
    if not isinstance(problem, dict):
        return False
    if problem.get("code") in RULES_REFUSALS or f"reason:{problem.get('reason')}" in RULES_REFUSALS:
        return True
    instance = problem.get("instance", "")
    # A game's tools take one route whose body is any tool's input (a oneOf): another tool's
    # body is refused there by the tool the path names.
    if "/tools/" in instance and problem.get("code") == "validation_error":
        return True
    # The Scholars score reports: the rules' own list of what cannot be scored (at the tool
    # and at its deprecated first URL).
    scoring = "/scholars/score/" in instance or "/scholars/tools/score/" in instance
    return scoring and "players" in problem.get("errors", {})


def validate(run: Run, where: str, case: Any, response: Any) -> None:
    """Check one answer; a failure is recorded, not raised: the run goes on, and Hypothesis
    never replays a case against a server whose state has moved on (which it calls flaky)."""
    checks = _checks()
    if refused_by_the_rules(response):
        checks = [c for c in checks if c.__name__ != "positive_data_acceptance"]
    try:
        case.validate_response(response, checks=checks)
    except (Exception, BaseExceptionGroup) as exc:
        run.failed(where, exc)


def _checks() -> list[Any]:
    from schemathesis.checks import not_a_server_error
    from schemathesis.specs.openapi.checks import (
        content_type_conformance,
        missing_required_header,
        negative_data_rejection,
        positive_data_acceptance,
        response_headers_conformance,
        response_schema_conformance,
        status_code_conformance,
    )

    return [
        not_a_server_error,
        status_code_conformance,
        content_type_conformance,
        response_headers_conformance,
        response_schema_conformance,
        negative_data_rejection,
        positive_data_acceptance,
        missing_required_header,
    ]


def _fuzz(schema: Any, run: Run, base: str, target: int, examples: int, seed: int) -> None:
    import hypothesis
    from schemathesis import GenerationMode

    operations = [result.ok() for result in schema.get_all_operations()]
    rounds = 0
    while run.requests < target:
        rounds += 1
        before = run.requests
        for operation in operations:
            for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):

                @hypothesis.seed(seed + rounds)
                @hypothesis.settings(
                    max_examples=examples,
                    deadline=None,
                    database=None,
                    suppress_health_check=list(hypothesis.HealthCheck),
                    phases=[hypothesis.Phase.generate],  # a failure is reported, not shrunk
                )
                @hypothesis.given(case=operation.as_strategy(generation_mode=mode))
                def answers_within_the_schema(case: Any) -> None:
                    response = case.call(base_url=base, headers=run.headers_for(case), timeout=30)
                    run.seen(case, response)
                    mode_sent = case.meta.generation.mode.value if case.meta else "?"
                    validate(run, f"{case.operation.label} [{mode_sent}]", case, response)

                try:
                    answers_within_the_schema()
                except hypothesis.errors.Unsatisfiable:
                    pass  # nothing of this operation can be negated (no parameter, no body)
                except (Exception, BaseExceptionGroup) as exc:  # every failure is reported
                    run.failed(f"{operation.label} [{mode.value}]", exc)
        print(f"round {rounds}: {run.requests} requests", flush=True)
        if run.requests == before:
            break


STATEFUL_BATCH = 25
_HUMAN, _AUTOMA = {"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "automa"}
SETUPS = [
    {"ruleset": "architects", "seats": [_HUMAN, {"name": "Bia", "kind": "human"}]},
    {"ruleset": "architects", "seats": [_HUMAN, _AUTOMA, {**_AUTOMA, "level": "strong"}]},
    {"ruleset": "saboteur", "seats": [_HUMAN, _AUTOMA, _AUTOMA]},
    {"ruleset": "marsbot", "seats": [_HUMAN, _AUTOMA]},
    {"ruleset": "scholars", "seats": [_HUMAN, _AUTOMA]},
]


def _stateful(schema: Any, run: Run, base: str, scenarios: int, seed: int) -> None:
    import hypothesis

    machine: Any = schema.as_state_machine()  # a class schemathesis builds from the schema

    class Machine(machine):
        def before_call(self, case: Any) -> None:
            # Every other creation is one of the real set-ups (random seats rarely fit a
            # ruleset): the links then walk real games (actions, moves, views, results).
            super().before_call(case)
            if case.operation.label == "POST /api/v1/games/":
                # Chosen from the drawn case itself: Hypothesis may draw it again, and must
                # then get the same request (a run-wide counter would make it flaky).
                drawn = _digest(case.body)
                if drawn % 2 == 0:
                    case.body = SETUPS[drawn // 2 % len(SETUPS)]

        def get_call_kwargs(self, case: Any) -> dict[str, Any]:
            return {"base_url": base, "headers": run.headers_for(case), "timeout": 30}

        def after_call(self, response: Any, case: Any) -> None:
            super().after_call(response, case)
            run.seen(case, response)

        def validate_response(self, response, case, additional_checks=None, **kwargs) -> None:
            validate(run, f"stateful {case.operation.label}", case, response)

    # In batches: Hypothesis stops a batch when a draw goes another way than the same draw
    # did before (it would, here: the server's state moved on, so other links are open);
    # that ends the batch, and is counted, not reported as a failure of the server.
    done = 0
    while done < scenarios:
        batch = min(STATEFUL_BATCH, scenarios - done)
        try:
            Machine.run(
                settings=hypothesis.settings(
                    max_examples=batch,
                    stateful_step_count=12,
                    deadline=None,
                    database=None,
                    suppress_health_check=list(hypothesis.HealthCheck),
                    phases=[hypothesis.Phase.generate],
                )
            )
        except hypothesis.errors.FlakyStrategyDefinition:
            run.batches_cut += 1
        except (Exception, BaseExceptionGroup) as exc:  # every failure is reported
            run.failed("stateful", exc)
        done += batch


def _digest(value: Any) -> int:
    return zlib.crc32(json.dumps(value, sort_keys=True, default=repr).encode())


def _worded(exc: BaseException) -> str:
    text = str(exc).strip() or "".join(traceback.format_exception_only(exc)).strip()
    return text[:4000]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=10_000, help="generated, at least")
    parser.add_argument("--examples", type=int, default=300, help="per operation and mode")
    parser.add_argument("--scenarios", type=int, default=300, help="stateful runs")
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--port", type=int, default=None, help="the server's (default: free)")
    args = parser.parse_args(argv)
    database_url = os.environ.get("FUZZ_DATABASE_URL", DEFAULT_DATABASE)
    env = _server_env(database_url)
    os.environ.update({k: env[k] for k in ("DJANGO_SETTINGS_MODULE", "DATABASE_URL")})
    os.environ.update({k: env[k] for k in ("SECRET_KEY", "REQUIRE_APP_KEY")})
    import django

    django.setup()
    _database_ready(database_url)
    key = _app_key()

    import schemathesis

    from tests.faults.stack import gunicorn_start

    web, base = gunicorn_start(env, workers=2, threads=8, port=args.port)
    started = time.monotonic()
    run = Run(key)
    try:
        schema = schemathesis.openapi.from_url(f"{base}/api/schema/?format=json")
        # The schema's strings are text: no NUL (PostgreSQL refuses it; such a body is a 400).
        schema.config.generation.update(allow_x00=False)
        # Refusals of a schema-violating request beside the 4xx a view answers: the HTTP
        # server's own 414/431 (a request line or headers past its limits, before the API),
        # and 412 (HTTP preconditions come before the body is read: a stale If-Match with a
        # malformed action is stale first). Each changes nothing, as a rejection must.
        rejection = schema.config.checks.negative_data_rejection
        rejection.expected_statuses = [*rejection.expected_statuses, "412", "414", "431"]
        _fuzz(schema, run, base, args.requests, args.examples, args.seed)
        generated = run.requests
        _stateful(schema, run, base, args.scenarios, args.seed)
    finally:
        web.stop()
    server_errors = sum(n for status, n in run.statuses.items() if status >= 500)
    print(
        f"fuzz: {generated} generated requests, {run.requests - generated} stateful, "
        f"{time.monotonic() - started:.0f} s; statuses {dict(sorted(run.statuses.items()))}; "
        f"{len(run.tokens)} games created, {run.on_games} answers 2xx on a game; "
        f"{server_errors} answers 5xx; {run.batches_cut} stateful batches cut short; "
        f"{len(run.failures)} failures"
    )
    for failure in run.failures:
        print(f"\nFAILURE {failure}")
    return 1 if run.failures or server_errors else 0


if __name__ == "__main__":
    sys.exit(main())
