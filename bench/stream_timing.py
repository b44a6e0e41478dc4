"""Where a delivery's time goes, seen from the bench: each move's POST sent and answered (the
movers' clock), its notice heard on Redis by a listener of the bench's own (as the stream
process hears it, so what follows it is the stream process's and the subscribers' share),
and each subscriber's arrival. One clock (``time.time()``) on one machine."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any

import redis
from django.conf import settings
from django.db import connection

from bench.http_load import percentile


@dataclass
class Played:
    game_id: str
    tokens: dict[int, str]
    sent: dict[int, float] = field(default_factory=dict)  # version -> POST sent
    answered: dict[int, float] = field(default_factory=dict)  # version -> POST answered
    version: int = 0


class NoticeClock:
    """The time each (game, version) notice was first heard on the notice channel."""

    def __init__(self) -> None:
        self.heard: dict[tuple[str, int], float] = {}
        self._stop = threading.Event()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._listen, daemon=True)
        self._thread.start()
        self._ready.wait(10)

    def _listen(self) -> None:
        pubsub = redis.Redis.from_url(settings.REDIS_URL).pubsub(ignore_subscribe_messages=True)
        pubsub.subscribe(settings.GAME_NOTICE_CHANNEL)
        self._ready.set()
        while not self._stop.is_set():
            message = pubsub.get_message(timeout=0.5)
            if message and message.get("type") == "message":
                at = time.time()
                game, version, *_ = message["data"].decode().split(" ")
                self.heard.setdefault((game, int(version)), at)
        pubsub.close()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)


def deliveries(tracked: list, played: list[Played]) -> dict[str, Any]:
    """Latencies of every recorded delivery, and the versions missed or received twice."""
    by_path = {f"/api/v1/games/{g.game_id}/events/": g for g in played}
    latencies: list[float] = []
    missed = duplicated = 0
    for path, _token, ids, arrivals in tracked:
        game = by_path.get(path)
        if game is None or not ids:
            continue
        for version, arrived in zip(ids, arrivals, strict=True):
            if version in game.sent:
                latencies.append(arrived - game.sent[version])
        expected = set(range(ids[0], game.version + 1))
        missed += len(expected - set(ids))
        duplicated += len(ids) - len(set(ids))
    return {
        "p50_ms": percentile(latencies, 0.5),
        "p95_ms": percentile(latencies, 0.95),
        "deliveries": len(latencies),
        "missed": missed,
        "duplicated": duplicated,
    }


def _split(tracked: list, played: list[Played], clock: NoticeClock) -> dict[str, list[float]]:
    by_path = {f"/api/v1/games/{g.game_id}/events/": g for g in played}
    arrivals: dict[tuple[str, int], list[float]] = {}
    for path, _token, ids, times in tracked:
        game = by_path.get(path)
        if game is not None:
            for version, arrived in zip(ids, times, strict=True):
                if version in game.sent:
                    arrivals.setdefault((game.game_id, version), []).append(arrived)
    parts: dict[str, list[float]] = {"notice": [], "answer": [], "first": [], "each": []}
    parts["spread"] = []
    for game in played:
        for version, sent in game.sent.items():
            heard = clock.heard.get((game.game_id, version))
            got = arrivals.get((game.game_id, version))
            if heard is None or not got:
                continue
            parts["notice"].append(heard - sent)
            if version in game.answered:
                parts["answer"].append(game.answered[version] - heard)
            parts["first"].append(min(got) - heard)
            parts["each"] += [arrived - heard for arrived in got]
            parts["spread"].append(max(got) - min(got))
    return parts


def split_line(tracked: list, played: list[Played], clock: NoticeClock) -> str:
    """Each step's p50/p95 (ms): the POST sent to its notice heard on Redis (the web's
    share: the move, its commit, the publish), the notice to the POST's answer at the mover,
    the notice to the first and to each subscriber's arrival, and the spread from a version's
    first arrival to its last (the fan-out)."""
    parts = _split(tracked, played, clock)
    notice, answer, first, each, spread = (
        _p50_p95(parts[name]) for name in ("notice", "answer", "first", "each", "spread")
    )
    return (
        f"where the time goes, p50/p95 ms: POST sent -> notice on Redis {notice}; "
        f"notice -> POST answered {answer}; notice -> first subscriber "
        f"{first}, -> each subscriber {each}; first -> last subscriber of a "
        f"version {spread} ({len(parts['notice'])} versions)"
    )


def _p50_p95(values: list[float]) -> str:
    return f"{percentile(values, 0.5):.1f}/{percentile(values, 0.95):.1f}"


def render_line(played: list[Played]) -> str:
    """One version's renders (the spectator's and two seats' views, the game read included),
    timed in this process: the stream process's work per version, less its fan-out."""
    from api.streams import renders

    took: list[float] = []
    for game in played:
        renders._snapshots.clear()
        started = time.perf_counter()
        renders.game_event_renders(
            game_id=game.game_id, version=game.version, views=[(None, "en"), (0, "en"), (1, "en")]
        )
        took.append(time.perf_counter() - started)
    connection.close()
    return (
        f"one version's renders (3 views of a 7-seat game, its read included), in the bench's "
        f"process: p50 {percentile(took, 0.5):.1f} ms, max {percentile(took, 1.0):.1f} ms"
    )


# The stream process's trace (api.streams.trace, STREAM_TRACE_FILE): each step from one mark to
# the next, and the whole stay in the process.
TRACE_STEPS = (
    ("heard -> on the loop", "heard", "loop"),
    ("loop -> render start", "loop", "render_start"),
    ("render", "render_start", "render_end"),
    ("render end -> first write", "render_end", "written"),
    ("heard -> first write", "heard", "written"),
)


def trace_line(path: str, played: list[Played]) -> str:
    """Each traced step's p50/p95 (ms) over the played games' versions moved by the bench, and
    the POST sent to the stream process's listener hearing its notice."""
    from api.streams import trace

    steps = trace.read(path)
    parts: dict[str, list[float]] = {name: [] for name, _, _ in TRACE_STEPS}
    heard: list[float] = []
    for game in played:
        for version, sent in game.sent.items():
            marks = steps.get((game.game_id, version), {})
            if "heard" in marks:
                heard.append(marks["heard"] - sent)
            for name, start, end in TRACE_STEPS:
                if start in marks and end in marks:
                    parts[name].append(marks[end] - marks[start])
    return (
        "stream process trace, p50/p95 ms: POST sent -> heard "
        + "; ".join(
            [_p50_p95(heard), *(f"{name} {_p50_p95(parts[name])}" for name, _, _ in TRACE_STEPS)]
        )
        + f" ({len(heard)} versions)"
    )
