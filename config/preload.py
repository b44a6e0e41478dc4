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

import sys


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
    pool.resize(min_size=max(floor, pool.max_size // 2), max_size=pool.max_size)
    pool.resize(min_size=floor, max_size=pool.max_size)  # the connections asked for still come


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
