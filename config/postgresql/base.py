"""Django's PostgreSQL backend, whose pool tests a connection before a loan only if it went
untested for ``DB_POOL_CHECK_SECONDS`` (``config.db_pool``)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db.backends.postgresql import base

from config.db_pool import pool_check_every


class DatabaseWrapper(base.DatabaseWrapper):
    @property
    def pool(self) -> Any:
        # Django's class-wide pool registry, absent from django-stubs
        created = self.alias not in self._connection_pools  # type: ignore[attr-defined]
        pool = super().pool
        if pool is not None and created:
            # Django offers the pool psycopg_pool's test before every loan or none at all
            # (CONN_HEALTH_CHECKS); the pool keeps its check in ``_check`` (psycopg_pool 3.3).
            pool._check = pool_check_every(settings.DB_POOL_CHECK_SECONDS)
        return pool
