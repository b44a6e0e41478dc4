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
    """In a new worker: start opening its database pool (in the pool's own threads, without
    waiting), so that its first requests, the moment a reload forks it, do not wait for a
    connection to be made. A no-op without Django loaded (no preload) or without a pool."""
    if "django.db" not in sys.modules:
        return
    from django.db import connection

    pool = getattr(connection, "pool", None)
    if pool is not None:
        pool.open(wait=False)
