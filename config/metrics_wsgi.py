"""The metrics server: ``/metrics`` (and ``/healthz``) on a bind of their own, in a process of
their own (``gunicorn -c config/gunicorn_metrics.py config.metrics_wsgi:application``).

A scrape served by a web worker waits for that worker's interpreter lock among its busy
threads: under 64 playing clients /metrics took 596 ms (median) and /healthz 171 ms. Here it
waits for nothing but the machine. The request counters are every web process's, read from
``METRICS_MULTIPROC_DIR`` (prometheus_client's multiprocess directory, which the web
processes write); the game figures are those a thread reads from the database every
``METRICS_FIGURES_SECONDS`` (api/operator/figures_cache.py), not read while a scrape waits.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from django.conf import settings

from config.wsgi import application as site


def _figures_from_a_thread() -> None:
    from api.operator.metrics import figures_cached  # once Django is set up (config.wsgi)

    figures_cached(settings.METRICS_FIGURES_SECONDS)


_figures_from_a_thread()

SERVED = frozenset({"/metrics", "/healthz"})


def application(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
    if environ.get("PATH_INFO") in SERVED:
        return site(environ, start_response)
    from api.problems import problem_body
    from games.errors import ProblemCode

    path = environ.get("PATH_INFO", "")
    detail = "The metrics server answers /metrics and /healthz only."
    body = json.dumps(problem_body(ProblemCode.NOT_FOUND, detail, "en", path)).encode()
    start_response(
        "404 Not Found",
        [("Content-Type", "application/problem+json"), ("Content-Length", str(len(body)))],
    )
    return [body]
