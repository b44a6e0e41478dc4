"""Rate limits: every limit a request meets, checked and counted in one cache round trip.

A limit of N requests per D seconds keeps the times of the requests it admitted in the last D
seconds (a sliding log, exact: as DRF's throttles count). On Redis the log is a sorted set,
trimmed, added to and counted by one pipeline for all of a request's limits. DRF's throttles
kept a pickled list of up to N timestamps per key, read and rewritten whole, a GET and a SET
per throttle: at 600/minute a 5 KB pickle each way, three or four times a request.

A refused request is taken back out of the logs it was added to, so a client that keeps
knocking while refused is held back no longer than one that waits; that second round trip
also finds how long to wait. Without Redis (the embedded default, one process) the log is a
list in the in-memory cache.
"""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from dataclasses import dataclass

from django.core.cache import caches

from api.cache import ReusingRedisCache

_PERIODS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


@dataclass(frozen=True)
class Limit:
    """At most ``count`` requests per ``seconds`` under ``key``. ``counts=False``: the request
    is only checked against the log; something else adds to it (wrong tokens, once refused)."""

    key: str
    count: int
    seconds: int
    counts: bool = True


def rate_parse(rate: str) -> tuple[int, int]:
    """``"120/minute"`` (or ``/second``, ``/hour``, ``/day``; the first letter is enough) as
    (count, seconds)."""
    count, _, period = rate.partition("/")
    return int(count), _PERIODS[period.strip()[:1].lower()]


def limits_check(limits: Sequence[Limit], now: float | None = None) -> float | None:
    """None if every limit admits one more request (it is then logged under those that
    count), else the seconds until all of them would. Raises what the cache raises."""
    if not limits:
        return None
    now = time.time() if now is None else now
    cache = caches["default"]
    if isinstance(cache, ReusingRedisCache):
        return _redis_check(cache, limits, now)
    return _cache_check(limits, now)


def limit_count(limit: Limit, now: float | None = None) -> None:
    """Log one event under ``limit`` without checking it (a wrong token, once refused)."""
    now = time.time() if now is None else now
    cache = caches["default"]
    if isinstance(cache, ReusingRedisCache):
        key = cache.make_key(f"rate:{limit.key}")
        pipe = cache.pipeline()
        pipe.zadd(key, {_member(now): now})
        pipe.expire(key, limit.seconds + 1)
        pipe.execute()
        return
    _cache_check([Limit(limit.key, 0, limit.seconds)], now, force=True)


def _member(now: float) -> str:
    # Unique per request: two requests in the same microsecond are two entries.
    return f"{now:.6f}:{os.urandom(4).hex()}"


def _redis_check(cache: ReusingRedisCache, limits: Sequence[Limit], now: float) -> float | None:
    keys = [cache.make_key(f"rate:{limit.key}") for limit in limits]
    member = _member(now)
    pipe = cache.pipeline()
    for limit, key in zip(limits, keys, strict=True):
        pipe.zremrangebyscore(key, "-inf", now - limit.seconds)
        if limit.counts:
            pipe.zadd(key, {member: now})
            pipe.expire(key, limit.seconds + 1)
        pipe.zcard(key)
    replies = iter(pipe.execute())
    sizes = []
    for limit in limits:
        next(replies)
        if limit.counts:
            next(replies), next(replies)
        size = next(replies)
        sizes.append(size if limit.counts else size + 1)  # with this request
    over = [
        (limit, key, size)
        for limit, key, size in zip(limits, keys, sizes, strict=True)
        if size > limit.count
    ]
    if not over:
        return None
    # Refused: out of every log it went into; and for each limit over, the time of the entry
    # that must leave its log before one more request fits.
    pipe = cache.pipeline()
    for limit, key in zip(limits, keys, strict=True):
        if limit.counts:
            pipe.zrem(key, member)
    for limit, key, size in over:
        before = size - 1  # this request left out
        pipe.zrange(key, before - limit.count, before - limit.count, withscores=True)
    replies = pipe.execute()[-len(over) :]
    return max(
        _wait(limit, found[0][1] if found else now, now)
        for (limit, _key, _size), found in zip(over, replies, strict=True)
    )


def _cache_check(limits: Sequence[Limit], now: float, *, force: bool = False) -> float | None:
    """The same on any Django cache, a list per key (read and written back: not atomic across
    processes, which the embedded default's in-memory cache never has)."""
    cache = caches["default"]
    logs = {}
    wait = 0.0
    for limit in limits:
        key = f"rate:{limit.key}"
        log = [t for t in cache.get(key, []) if t > now - limit.seconds]
        logs[key] = (limit, log)
        seen = len(log) + 1
        if seen > limit.count and not force:
            wait = max(wait, _wait(limit, log[-limit.count] if limit.count else now, now))
    if wait:
        return wait
    for key, (limit, log) in logs.items():
        if limit.counts or force:
            cache.set(key, [*log, now], limit.seconds + 1)
    return None


def _wait(limit: Limit, leaving_at: float, now: float) -> float:
    """Seconds until the entry logged at ``leaving_at`` leaves the limit's log."""
    return max(0.0, leaving_at + limit.seconds - now)
