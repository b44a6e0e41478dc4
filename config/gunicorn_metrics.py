"""gunicorn's settings for the metrics server (config/metrics_wsgi.py): one process of a few
threads, enough for Prometheus and a person looking."""

import os

bind = os.environ.get("METRICS_BIND", "0.0.0.0:9100")
worker_class = "gthread"
workers = 1
threads = 4
timeout = 30
keepalive = 30


def post_fork(server: object, worker: object) -> None:
    from config.malloc_arenas import arenas_limit

    arenas_limit()
