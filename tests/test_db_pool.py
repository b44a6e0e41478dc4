"""The database pool tests a connection before lending it only if it went untested a while:
a busy process saves a round trip per request, and a dropped connection is still replaced, the
next one tried at once."""

import time

import psycopg
import pytest
from django.conf import settings
from django.db import connection

from config import db_pool
from config.db_pool import CheckedPool, pool_check_every


class _Connection:
    """What psycopg_pool's check touches: ``autocommit`` and ``execute``."""

    autocommit = True

    def __init__(self) -> None:
        self.executed: list[str] = []

    def execute(self, query: str) -> None:
        self.executed.append(query)


def test_a_connection_is_tested_once_per_window(monkeypatch):
    clock = [100.0]
    monkeypatch.setattr(db_pool.time, "monotonic", lambda: clock[0])
    check = pool_check_every(1.0)
    conn = _Connection()
    check(conn)
    assert conn.executed == [""]
    clock[0] += 0.9
    check(conn)
    assert conn.executed == [""]
    clock[0] += 0.2
    check(conn)
    assert conn.executed == ["", ""]


def test_with_no_window_every_loan_is_tested():
    check, conn = pool_check_every(0.0), _Connection()
    for _ in range(3):
        check(conn)
    assert conn.executed == [""] * 3


@pytest.mark.django_db
def test_the_service_pool_is_the_tested_pool_with_the_settings_window():
    assert settings.DATABASES["default"]["ENGINE"] == "config.postgresql"
    assert isinstance(connection.pool, CheckedPool)
    assert connection.pool._check is None  # psycopg_pool's own check, with its back-off, is off
    assert connection.pool.max_size == settings.DB_POOL_MAX_SIZE


def _conninfo() -> str:
    params = connection.settings_dict
    return psycopg.conninfo.make_conninfo(
        dbname="postgres", user=params.get("USER") or "postgres", host=params["HOST"] or None
    )


def test_a_connection_the_database_dropped_is_replaced_once_its_window_passed():
    info = _conninfo()
    pool = CheckedPool(info, min_size=1, max_size=1, check_seconds=0.2, open=True)
    try:
        with pool.connection() as conn:
            dropped = conn.info.backend_pid
        with psycopg.connect(info, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", [dropped])
        time.sleep(0.3)
        with pool.connection() as conn:
            assert conn.execute("SELECT 1").fetchone() == (1,)
            assert conn.info.backend_pid != dropped
    finally:
        pool.close()


def test_when_every_pooled_connection_is_dead_a_live_one_is_lent_without_backing_off():
    """A database restart kills every connection the pool holds. psycopg_pool's own check
    loop sleeps a second after the first dead one, so it could not lend within 0.9 s."""
    info = _conninfo()
    pool = CheckedPool(info, min_size=3, max_size=3, check_seconds=0.0, open=True)
    try:
        pool.wait(timeout=10)
        held = [pool.getconn() for _ in range(3)]
        dead = {conn.info.backend_pid for conn in held}
        for conn in held:
            pool.putconn(conn)
        with psycopg.connect(info, autocommit=True) as admin:
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM unnest(%s::int[]) pid", [list(dead)]
            )
        time.sleep(0.1)  # the backends are gone before the loan
        conn = pool.getconn(timeout=0.9)
        try:
            assert conn.execute("SELECT 1").fetchone() == (1,)
            assert conn.info.backend_pid not in dead
        finally:
            pool.putconn(conn)
        assert pool.get_stats()["returns_bad"] == 3  # each dead one discarded, none lent
    finally:
        pool.close()


def test_a_pool_that_cannot_lend_a_live_connection_refuses_within_its_timeout():
    pool = CheckedPool(
        "host=127.0.0.1 port=1 connect_timeout=1", min_size=0, max_size=1, check_seconds=0.0,
        open=True,
    )  # fmt: skip
    try:
        started = time.monotonic()
        with pytest.raises(psycopg.OperationalError):  # PoolTimeout is one: a 503 in a request
            pool.getconn(timeout=0.5)
        assert time.monotonic() - started < 5
    finally:
        pool.close(timeout=0)
