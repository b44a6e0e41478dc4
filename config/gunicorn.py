"""gunicorn's settings for the web service: the one place they live (the image's CMD and
docker-compose's web command both run ``gunicorn -c config/gunicorn.py config.wsgi:application``).

gthread: a long poll holds a thread (sleeping, without a database connection) until a change
notice wakes it, so every process needs more threads than the long polls it lets wait
(LONG_POLL_MAX_WAITERS): 200 of the 256 threads may wait, the rest answer everything else.
Arguments on the command line (``--bind`` in tests and the bench) override these.
"""

import os
from typing import Any

bind = os.environ.get("GUNICORN_BIND", "0.0.0.0:8000")
# gthread, but an old worker keeps serving through a reload until a new one is ready.
worker_class = "config.gunicorn_worker.HandoverWorker"
workers = int(os.environ.get("GUNICORN_WORKERS", "2"))
threads = int(os.environ.get("GUNICORN_THREADS", "256"))
worker_connections = 2000
timeout = 60
keepalive = 30
# A backstop against slow growth in a long-lived process, not a fix for a leak: a worker is
# replaced (gracefully, its requests finished) after about this many requests, the jitter
# keeping the workers from restarting together.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "100000"))
max_requests_jitter = max_requests // 10

# The app is imported and warmed once, in the master, before it forks its workers: a worker
# is ready the moment it exists, so a restart or a ``kill -HUP`` (which, preloaded, forks new
# workers from the master without reloading the code) never waits for a warm-up, and the
# workers share the warmed pages copy-on-write. Code changes are deployed by a new master
# (USR2, then TERM to the old one) or a restart: docs/operating/reloads.md.
preload_app = os.environ.get("GUNICORN_PRELOAD", "true").lower() != "false"

_waiters = int(os.environ.get("LONG_POLL_MAX_WAITERS", "64"))
if _waiters >= threads:
    raise RuntimeError(
        f"LONG_POLL_MAX_WAITERS ({_waiters}) must stay below the threads per process "
        f"({threads}): waiting long polls would take every thread"
    )

# The app ends a connection it cannot reuse with ``Connection: close`` in the answer itself
# (an unread body beyond BODY_DRAIN_MAX_BYTES: config/transport.py); gunicorn strips the header
# if the app sets it, so these hooks carry it.
from config.transport import gunicorn_post_request as post_request  # noqa: E402, F401
from config.transport import gunicorn_pre_request as pre_request  # noqa: E402, F401


def post_fork(server: object, worker: object) -> None:
    """Each worker caps glibc's malloc arenas before its threads start: one arena per thread
    (up to 8 per core) fragmented apart and grew RSS under load (config/malloc_arenas.py).
    Then it starts opening its database pool (config/preload.py)."""
    from config.malloc_arenas import arenas_limit
    from config.preload import worker_pool_open

    arenas_limit()
    worker_pool_open()  # its threads start after the cap


def post_worker_init(worker: Any) -> None:
    """A new worker is ready once its pool holds its first connections and it has served a
    few requests of its own: old workers handing over through a reload may stop then
    (config/gunicorn_worker.py)."""
    from config.gunicorn_worker import ready_mark
    from config.preload import worker_pool_ready, worker_warm

    worker_pool_ready()
    worker_warm(worker.wsgi)
    ready_mark(worker.ppid, worker.age)


def on_reload(server: Any) -> None:
    """Before a HUP forks the new workers: the old ones will hand over, not stop at once."""
    from config.gunicorn_worker import reload_mark

    reload_mark(server.pid, server.worker_age)


def on_exit(server: Any) -> None:
    from config.gunicorn_worker import marks_drop

    marks_drop(server.pid)


def pre_fork(server: object, worker: object) -> None:
    """The preloaded master forks nothing it opened: config/preload.py."""
    from config.preload import master_connections_drop

    master_connections_drop()


def on_starting(server: Any) -> None:
    """With PROMETHEUS_MULTIPROC_DIR set (the metrics server reads it), the directory starts
    empty: config/metrics_dir.py. So do the reload's marks: a master killed before it dropped
    them leaves them behind, and a container's restarted master has the same pid."""
    from config.gunicorn_worker import marks_drop
    from config.metrics_dir import counters_dir_reset

    counters_dir_reset()
    marks_drop(server.pid)


def child_exit(server: object, worker: Any) -> None:
    from config.metrics_dir import worker_gone

    worker_gone(worker.pid)
