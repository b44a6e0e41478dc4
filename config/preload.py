"""What gunicorn's master may hold when it has loaded and warmed the app itself (``preload_app``
in config/gunicorn.py): nothing a forked worker would share with it.

The warm-up (games/services/warmup.py) opens no connection, and the app opens its database
pool, its Redis clients and its prometheus files lazily, in the process that first uses them
(redis-py and prometheus_client also notice a fork themselves). A database connection or pool
opened in the master all the same (a hook, a future warm-up step) would be inherited by every
worker: one socket spoken to by several processes, a pool whose threads did not survive the
fork. So before each fork the master drops whatever it opened.
"""

from __future__ import annotations

import io
import logging
import sys
import time
from typing import Any

logger = logging.getLogger(__name__)


def master_connections_drop() -> None:
    """Close the database connections and pools this (master) process opened, if Django is
    loaded here; a no-op otherwise. Never called in a worker: closing an inherited connection
    there would end the master's session."""
    if "django.db" not in sys.modules:
        return
    from django.db import connections

    for conn in connections.all(initialized_only=True):
        conn.close()
        pools = getattr(conn, "_connection_pools", {})
        if conn.alias in pools:  # opened here: its threads would not survive the fork
            conn.close_pool()  # type: ignore[attr-defined]  # PostgreSQL's wrapper only


def worker_pool_open() -> None:
    """In a new worker: start opening its database pool, half its size at once (in the pool's
    own threads, without waiting), so that its first requests, the moment a reload forks it,
    do not wait for connections. A no-op without Django loaded (no preload) or without a pool.

    A pool grows one connection at a time when clients wait (psycopg_pool lets only one
    growing task run): a reload's new worker, taking every player at once with one connection,
    kept its first requests waiting a second or more on a loaded machine while it opened the
    rest one by one (``bench reload``'s trace). Raised to half its size for the start, the pool
    opens those connections side by side (three at a time) while the worker already serves;
    its floor is then set back, so that connections left idle close after ``max_idle`` as
    before."""
    if "django.db" not in sys.modules:
        return
    from django.db import connection

    pool = getattr(connection, "pool", None)
    if pool is None:
        return
    floor = pool.min_size
    pool.open(wait=False)
    pool.resize(min_size=_prefill(pool), max_size=pool.max_size)
    pool.resize(min_size=floor, max_size=pool.max_size)  # the connections asked for still come


def _prefill(pool: Any) -> int:
    return int(max(pool.min_size, pool.max_size // 2))


def worker_pool_ready(timeout: float = 5.0) -> None:
    """In a new worker, before it accepts: wait (``timeout`` at most) for the connections
    ``worker_pool_open`` asked for. An old worker handing over keeps serving meanwhile
    (config/gunicorn_worker.py)."""
    if "django.db" not in sys.modules:
        return
    from django.db import connection

    pool = getattr(connection, "pool", None)
    if pool is None:
        return
    deadline = time.monotonic() + timeout
    while pool.get_stats().get("pool_available", 0) < _prefill(pool):
        if time.monotonic() > deadline:
            return  # serve all the same: the pool goes on opening them
        time.sleep(0.01)


def framework_warm() -> None:
    """What Django still leaves to a process's first request, done once where the app is
    loaded (the preloading master): its lazily compiled regular expressions (``_lazy_re_compile``
    in the middleware, validators and HTTP helpers: about a tenth of a second of a forked
    worker's first request under a profiler) and the message and session modules its
    middleware imports on first use."""
    import gc

    from django.conf import settings
    from django.utils.functional import SimpleLazyObject, empty
    from django.utils.module_loading import import_string

    for found in gc.get_objects():
        # type(), not isinstance(): a lazy object answers isinstance by building itself.
        if type(found) is not SimpleLazyObject or found._wrapped is not empty:
            continue
        if found._setupfunc.__qualname__ == "_lazy_re_compile.<locals>._compile":
            found._setup()
    import_string(settings.MESSAGE_STORAGE)
    import_string(settings.SESSION_SERIALIZER)


# A new worker's own requests before it accepts: the readiness path, and a game that does not
# exist (the game views, an authentication refused, a problem answer, the throttles in Redis).
_WARM_PATHS = ("/api/v1/rulesets/", "/api/v1/games/00000000-0000-4000-8000-000000000000/")


def worker_warm(app: Any) -> None:
    """In a new worker, before it accepts: a few requests of its own through the app. What a
    process pays once on its first request (about 60 ms of CPU and 3,500 copy-on-write page
    faults: its Redis connections, the first queries of its pool's connections, caches filled
    per process) is paid here, while an old worker handing over still serves the players
    (config/gunicorn_worker.py), not by the first players the worker takes."""
    from django.conf import settings

    host = next((h.lstrip(".") for h in settings.ALLOWED_HOSTS if h != "*"), "localhost")
    for path in _WARM_PATHS:
        environ = {
            "REQUEST_METHOD": "GET", "PATH_INFO": path, "QUERY_STRING": "",
            "SERVER_NAME": host, "SERVER_PORT": "443", "SERVER_PROTOCOL": "HTTP/1.1",
            "HTTP_HOST": host, "HTTP_X_FORWARDED_PROTO": "https", "REMOTE_ADDR": "127.0.0.1",
            "HTTP_X_REQUEST_ID": "worker-warm-up", "wsgi.url_scheme": "https",
            "wsgi.input": io.BytesIO(), "wsgi.errors": sys.stderr, "wsgi.version": (1, 0),
            "wsgi.multithread": True, "wsgi.multiprocess": True, "wsgi.run_once": False,
        }  # fmt: skip
        try:
            answer = app(environ, lambda status, headers, exc_info=None: None)
            for _ in answer:
                pass
            getattr(answer, "close", lambda: None)()  # request_finished: the connection back
        except Exception:  # noqa: BLE001 - a warm-up never keeps a worker from serving
            logger.warning("worker warm-up request %s failed", path, exc_info=True)
