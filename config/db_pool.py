"""The database pool: how it tests a connection before lending it.

psycopg_pool's own check (Django's ``CONN_HEALTH_CHECKS`` with a pool) sends an empty query
before every loan: a round trip per request (without it the bench's HTTP moves ran 17 % faster).
Here a connection is tested only if it has not been tested for ``DB_POOL_CHECK_SECONDS``: a
busy process tests each of its connections about once a second, an idle one before every
use. A connection the database dropped within that second fails its request with a 503 and
``Retry-After: 1`` (nothing changed), and the pool discards it.

A connection that fails its test goes back to the pool, which discards it and opens another,
and the next one is tried at once. psycopg_pool's own loop sleeps 1, 2, 4… seconds between
failed tests instead: after a database restart, with every pooled connection dead, a request
slept through four dead connections and was refused at the pool's 10-second timeout.
"""

from __future__ import annotations

import time
from typing import Any

import psycopg
from psycopg_pool import ConnectionPool


def pool_check_every(seconds: float) -> Any:
    """A check testing a connection at most every ``seconds`` (0: before every loan, as
    psycopg_pool's own); it raises ``psycopg.Error`` for a connection that fails."""

    def check(conn: Any) -> None:
        now = time.monotonic()
        if now - getattr(conn, "_automa_checked_at", -seconds - 1.0) < seconds:
            return
        ConnectionPool.check_connection(conn)
        conn._automa_checked_at = now

    return check


class CheckedPool(ConnectionPool):
    """A pool lending only connections that pass ``pool_check_every(check_seconds)``, trying
    the next at once when one fails (the pool replaces the one that failed)."""

    def __init__(self, *args: Any, check_seconds: float, **kwargs: Any) -> None:
        kwargs.pop("check", None)  # the check is this class's own, in getconn
        super().__init__(*args, **kwargs)
        self._tested = pool_check_every(check_seconds)

    def getconn(self, timeout: float | None = None) -> Any:
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        # Every connection the pool holds may be dead (a database restart): one try more than
        # it holds reaches one it opened after the first failure.
        for _ in range(self.max_size + 1):
            conn = super().getconn(max(0.0, deadline - time.monotonic()))
            try:
                self._tested(conn)
            except psycopg.Error:
                self.putconn(conn)  # broken: discarded, and another one opened
                continue
            return conn
        raise psycopg.OperationalError("no pooled connection passed its test")
