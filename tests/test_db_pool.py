"""The database pool tests a connection before lending it only if it went untested a while:
a busy process saves a round trip per request, and a dropped connection is still replaced."""

import time

import psycopg
import pytest
from django.conf import settings
from django.db import connection
from psycopg_pool import ConnectionPool

from config import db_pool
from config.db_pool import pool_check_every


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
def test_the_service_pool_uses_the_windowed_check():
    assert settings.DATABASES["default"]["ENGINE"] == "config.postgresql"
    assert connection.pool is not None
    assert connection.pool._check.__qualname__ == pool_check_every(0).__qualname__


def _conninfo() -> str:
    params = connection.settings_dict
    return psycopg.conninfo.make_conninfo(
        dbname="postgres", user=params.get("USER") or "postgres", host=params["HOST"] or None
    )


def test_a_connection_the_database_dropped_is_replaced_once_its_window_passed():
    info = _conninfo()
    pool = ConnectionPool(info, min_size=1, max_size=1, check=pool_check_every(0.2), open=True)
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
