"""Django's PostgreSQL backend with a pool of its own, ``config.db_pool.CheckedPool``: it tests
a connection before a loan only if it went untested for ``DB_POOL_CHECK_SECONDS``, and tries
the next at once when one fails."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.db.backends.base.base import NO_DB_ALIAS
from django.db.backends.postgresql import base

from config.db_pool import CheckedPool


class DatabaseWrapper(base.DatabaseWrapper):
    @property
    def pool(self) -> Any:
        # As Django's own property, but for the pool's class and check.
        options = self.settings_dict["OPTIONS"].get("pool")
        if self.alias == NO_DB_ALIAS or not options:
            return None
        pools = self._connection_pools  # type: ignore[attr-defined]  # class-wide, unstubbed
        if self.alias not in pools:
            if self.settings_dict.get("CONN_MAX_AGE", 0) != 0:
                raise ImproperlyConfigured("Pooling doesn't support persistent connections.")
            connect_kwargs = self.get_connection_params()
            connect_kwargs["autocommit"] = True  # Django sets it on each loan
            pool = CheckedPool(
                kwargs=connect_kwargs,
                open=False,
                configure=self._configure_connection,  # type: ignore[attr-defined]
                check_seconds=settings.DB_POOL_CHECK_SECONDS,
                **({} if options is True else options),
            )
            # Threads racing here build a pool each; the first one stored wins (none is open).
            pools.setdefault(self.alias, pool)
        return pools[self.alias]
