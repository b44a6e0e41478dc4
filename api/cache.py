"""Django's Redis cache, keeping one Redis client per connection pool.

Django's backend builds a new ``redis.Redis`` for every cache call (its command callbacks and
event dispatcher with it): about a quarter of a millisecond each, and every API request checks
its rate limits in Redis. A client is thread-safe (connections come from its pool),
so one per pool serves every thread of the process.
"""

from __future__ import annotations

from typing import Any

from django.core.cache.backends.redis import RedisCache, RedisCacheClient


class _ClientKeepingRedisCacheClient(RedisCacheClient):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._clients: dict[int, Any] = {}

    def get_client(self, key: Any = None, *, write: bool = False) -> Any:
        # Django's private helper, absent from django-stubs
        index = self._get_connection_pool_index(write)  # type: ignore[attr-defined]
        client = self._clients.get(index)
        if client is None:
            client = self._clients[index] = super().get_client(key, write=write)
        return client


class ReusingRedisCache(RedisCache):
    def __init__(self, server: str, params: dict[str, Any]) -> None:
        super().__init__(server, params)
        self._class = _ClientKeepingRedisCacheClient
        self._scripts: dict[str, Any] = {}

    def pipeline(self) -> Any:
        """A pipeline (no MULTI) on the writing client: several commands, one round trip.
        Keys go through ``make_key`` first, as the cache's own methods do."""
        return self._cache.get_client(write=True).pipeline(transaction=False)

    def script(self, source: str) -> Any:
        """``source`` as a Lua script on the writing client, loaded once per process and then
        called by its digest (redis-py's ``Script``). Keys go through ``make_key`` first."""
        found = self._scripts.get(source)
        if found is None:
            found = self._scripts[source] = self._cache.get_client(write=True).register_script(
                source
            )
        return found
