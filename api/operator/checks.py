"""Readiness checks: can this process reach what it needs to serve and hand on work?"""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings
from django.db import connection


@dataclass(frozen=True)
class Check:
    name: str
    ok: bool
    detail: str = ""


def database_check() -> Check:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as exc:  # any failure means not ready; say which
        return Check("database", False, type(exc).__name__)
    return Check("database", True)


def broker_check(timeout: float = 2.0) -> Check:
    """The Celery broker answers (skipped on the embedded default, which runs tasks in-process)."""
    url = settings.CELERY_BROKER_URL
    if not url:
        return Check("broker", True, "in-process (no broker configured)")
    from config.celery import app

    try:
        with app.connection_for_write(url) as conn:
            # kombu takes seconds as a float; its stubs say int
            conn.ensure_connection(max_retries=1, timeout=timeout)  # type: ignore[arg-type]
    except Exception as exc:  # any failure means not ready; say which
        return Check("broker", False, type(exc).__name__)
    return Check("broker", True)


def readiness() -> list[Check]:
    return [database_check(), broker_check()]
