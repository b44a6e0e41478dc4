"""The rate limits behind the throttles: a sliding log per limit, checked and counted in one
round trip, the same on Redis (the service) and on the in-memory cache (the embedded
default)."""

import uuid

import pytest
from django.core.cache import caches
from django.test import override_settings

from api.cache import ReusingRedisCache
from api.rate_limits import Limit, limit_count, limits_check, rate_parse

LOCMEM = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
NOW = 1_800_000_000.0


@pytest.fixture(params=["redis", "locmem"])
def cache_kind(request):
    if request.param == "redis":
        assert isinstance(caches["default"], ReusingRedisCache), "the suite runs on Redis"
        yield request.param
        return
    with override_settings(CACHES=LOCMEM):
        yield request.param


def _key() -> str:
    return f"test:{uuid.uuid4().hex}"


def test_rate_parse_reads_drf_style_rates():
    assert rate_parse("120/minute") == (120, 60)
    assert rate_parse("3/s") == (3, 1)
    assert rate_parse("10/hour") == (10, 3600)
    assert rate_parse("1/day") == (1, 86400)


def test_a_limit_admits_its_count_then_says_when_the_oldest_leaves(cache_kind):
    limit = Limit(_key(), 3, 60)
    assert limits_check([limit], now=NOW) is None
    assert limits_check([limit], now=NOW + 10) is None
    assert limits_check([limit], now=NOW + 20) is None
    # The request at NOW leaves the last minute at NOW + 60: 35 seconds from NOW + 25.
    assert limits_check([limit], now=NOW + 25) == pytest.approx(35.0)
    assert limits_check([limit], now=NOW + 60.5) is None
    # Now NOW + 10 is the oldest of three.
    assert limits_check([limit], now=NOW + 61) == pytest.approx(9.0)


def test_refused_requests_are_not_counted(cache_kind):
    limit = Limit(_key(), 2, 60)
    assert limits_check([limit], now=NOW) is None
    assert limits_check([limit], now=NOW + 30) is None
    for second in range(31, 40):
        assert limits_check([limit], now=NOW + second) is not None
    # Once the first leaves, one more fits: the refusals took no place in the log.
    assert limits_check([limit], now=NOW + 61) is None
    assert limits_check([limit], now=NOW + 62) == pytest.approx(28.0)


def test_one_refusing_limit_refuses_the_request_and_counts_it_nowhere(cache_kind):
    roomy, tight = Limit(_key(), 5, 60), Limit(_key(), 1, 60)
    assert limits_check([roomy, tight], now=NOW) is None
    for _ in range(3):
        assert limits_check([roomy, tight], now=NOW + 1) == pytest.approx(59.0)
    # The refusals left the roomy log as it was: four more fit, the fifth not.
    for _ in range(4):
        assert limits_check([roomy], now=NOW + 2) is None
    assert limits_check([roomy], now=NOW + 2) == pytest.approx(58.0)


def test_the_wait_is_the_longest_of_the_limits_refusing(cache_kind):
    minute, hour = Limit(_key(), 1, 60), Limit(_key(), 1, 3600)
    assert limits_check([minute, hour], now=NOW) is None
    assert limits_check([minute, hour], now=NOW + 30) == pytest.approx(3570.0)


def test_a_checking_limit_refuses_only_what_was_counted_elsewhere(cache_kind):
    checked = Limit(_key(), 2, 60, counts=False)
    for _ in range(5):
        assert limits_check([checked], now=NOW) is None
    limit_count(checked, now=NOW)
    assert limits_check([checked], now=NOW + 1) is None
    limit_count(checked, now=NOW + 2)
    assert limits_check([checked], now=NOW + 3) == pytest.approx(57.0)


def test_requests_in_the_same_instant_are_each_counted(cache_kind):
    limit = Limit(_key(), 3, 60)
    assert [limits_check([limit], now=NOW) for _ in range(3)] == [None] * 3
    assert limits_check([limit], now=NOW) == pytest.approx(60.0)
