"""Rate limits: every limit a request meets, checked and counted in one cache round trip.

A limit of N requests per D seconds keeps the times of the requests it admitted in the last D
seconds (a sliding log, exact: as DRF's throttles count). On Redis the log is a sorted set,
trimmed, added to and counted by one script for all of a request's limits. DRF's throttles
kept a pickled list of up to N timestamps per key, read and rewritten whole, a GET and a SET
per throttle: at 600/minute a 5 KB pickle each way, three or four times a request.

A refused request is taken back out of the logs it was added to, so a client that keeps
knocking while refused is held back no longer than one that waits; the same script finds how
long to wait. Without Redis (the embedded default, one process) the log is a list in the
in-memory cache.
"""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

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
    _cache_log_add(limit, _cache_log(limit, now), now)


def _member(now: float) -> str:
    # Unique per request: two requests in the same microsecond are two entries.
    return f"{now:.6f}:{os.urandom(4).hex()}"


# One script for all of a request's limits: one command to send and one reply to read (a
# pipeline of four commands per limit cost as much again in the client). Per limit it trims
# the log to the window, adds this request where the limit counts, and counts the log. If any
# limit is over, the request is taken out of every log it went into and the reply gives, per
# limit, the time the entry must leave at before one more request fits (0: not over).
_CHECK_SCRIPT = """
local now, member = tonumber(ARGV[1]), ARGV[2]
local sizes, over = {}, false
for i, key in ipairs(KEYS) do
  local seconds, count, counts = tonumber(ARGV[3 * i]), tonumber(ARGV[3 * i + 1]), ARGV[3 * i + 2]
  redis.call("ZREMRANGEBYSCORE", key, "-inf", now - seconds)
  if counts == "1" then
    redis.call("ZADD", key, now, member)
    redis.call("EXPIRE", key, seconds + 1)
    sizes[i] = redis.call("ZCARD", key)
  else
    sizes[i] = redis.call("ZCARD", key) + 1
  end
  if sizes[i] > count then over = true end
end
if not over then return {} end
local leaving = {}
for i, key in ipairs(KEYS) do
  if ARGV[3 * i + 2] == "1" then redis.call("ZREM", key, member) end
  local count, before = tonumber(ARGV[3 * i + 1]), sizes[i] - 1
  leaving[i] = "0"
  if sizes[i] > count then
    local found = redis.call("ZRANGE", key, before - count, before - count, "WITHSCORES")
    leaving[i] = found[2] or ARGV[1]
  end
end
return leaving
"""


def _redis_check(cache: ReusingRedisCache, limits: Sequence[Limit], now: float) -> float | None:
    keys = [cache.make_key(f"rate:{limit.key}") for limit in limits]
    args: list[Any] = [repr(now), _member(now)]
    for limit in limits:
        args += [limit.seconds, limit.count, int(limit.counts)]
    leaving = cache.script(_CHECK_SCRIPT)(keys=keys, args=args)
    if not leaving:
        return None
    return max(
        _wait(limit, float(at), now)
        for limit, at in zip(limits, leaving, strict=True)
        if float(at) > 0
    )


def _cache_check(limits: Sequence[Limit], now: float) -> float | None:
    """The same on any Django cache, a list per key (read and written back: not atomic across
    processes, which the embedded default's in-memory cache never has)."""
    logs = [(limit, _cache_log(limit, now)) for limit in limits]
    waits = [
        _wait(limit, log[-limit.count] if limit.count else now, now)
        for limit, log in logs
        if len(log) + 1 > limit.count
    ]
    if waits:
        return max(waits)
    for limit, log in logs:
        if limit.counts:
            _cache_log_add(limit, log, now)
    return None


def _cache_log(limit: Limit, now: float) -> list[float]:
    """The limit's log on the cache, within its window."""
    return [t for t in caches["default"].get(f"rate:{limit.key}", []) if t > now - limit.seconds]


def _cache_log_add(limit: Limit, log: list[float], now: float) -> None:
    caches["default"].set(f"rate:{limit.key}", [*log, now], limit.seconds + 1)


def _wait(limit: Limit, leaving_at: float, now: float) -> float:
    """Seconds until the entry logged at ``leaving_at`` leaves the limit's log."""
    return max(0.0, leaving_at + limit.seconds - now)
