"""``manage.py bench`` runs end to end on small sizes and prints every figure (no timings are
asserted: speed targets live in the bench, not in the suite)."""

from __future__ import annotations

import io
import os
import re

import pytest
from django.core.management import call_command

from bench.storage import bench_databases, bench_databases_drop, fill_finished_games
from games.models import Game, GameStatus, Move

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def bench_dbs():
    yield bench_databases()
    bench_databases_drop()


def test_bench_prints_every_figure_on_small_sizes(bench_dbs):
    out = io.StringIO()
    call_command(
        "bench",
        "--only", "architects",
        "--games", "2",
        "--duel-games", "1",
        "--http-seconds", "0.3",
        "--latency-samples", "2",
        "--warmup", "1",
        "--replay-moves", "40",
        "--clients", "1", "2",
        "--floor-seconds", "0.5",
        "--big-table-games", "3",
        "--big-table-samples", "4",
        "--broker", os.environ.get("CELERY_BROKER_URL", "redis://127.0.0.1:6379/0"),
        stdout=out,
    )  # fmt: skip
    text = out.getvalue()
    for seats in (2, 4, 7):
        assert f"engine, {seats} seats:" in text
    assert "replay of 40 moves" in text
    assert re.search(
        r"largest legal-action list of a random game: \d+ actions \d+ B one per action, "
        r"listed as \d+ entries \d+ B",
        text,
    )
    for level in ("basic", "strong"):
        assert re.search(rf"automa reply \({level}, real worker\): p50 \d+ ms, p99 \d+ ms", text)
    assert re.search(r"strong seat vs basic, 2 seats: score \d+\.\d%", text)
    for clients in (1, 2):
        assert re.search(rf"{clients} clients: floor \d+ tx/s .*HTTP [\d.]+ moves/s; ratio", text)
    for kind in ("GET game", "GET actions", "POST move"):
        assert len(re.findall(rf"{kind}\s+p50\s+[\d.]+ ms\s+p99\s+[\d.]+ ms", text)) == 2
    # Where each move's CPU went, the web server's share above nothing.
    shares = re.findall(r"CPU ms per move: web ([\d.]+), postgres [\d.]+, redis [\d.]+", text)
    assert len(shares) == 2 and all(float(web) > 0 for web in shares)
    assert re.search(r"finished 4-seat Architects game: \d+ B stored", text)
    assert re.search(r"beside 3 finished games: p50 [\d.]+ ms.*empty database: p50", text)


def test_big_table_fill_copies_one_finished_game(settings):
    settings.CELERY_TASK_ALWAYS_EAGER = True
    assert fill_finished_games(4) == 4
    finished = Game.objects.filter(status=GameStatus.FINISHED)
    assert finished.count() == 4
    moves = {g.pk: Move.objects.filter(game=g).count() for g in finished}
    assert len(set(moves.values())) == 1 and next(iter(moves.values())) > 0
    assert len({g.seed for g in finished}) == 4
    assert fill_finished_games(4) == 0  # already there: nothing added


def test_bench_compare_prints_each_pair_and_the_floor_for_two_running_servers():
    """Given one gunicorn (as compose starts it) named as both sides, when ``bench compare``
    runs one pair, then it prints both loops for each side as moves/s, POST p50/p99 and a
    share of pgbench's floor, the load average, and the second side's ratio per pair."""
    from bench.gunicorn import Gunicorn

    out = io.StringIO()
    with Gunicorn() as server:
        call_command(
            "bench", "compare",
            "--sides", f":{server.port}", f"http://127.0.0.1:{server.port}",
            "--pairs", "1", "--pair-seconds", "0.5", "--pair-clients", "2",
            "--floor-seconds", "1",
            stdout=out,
        )  # fmt: skip
    text = out.getvalue()
    assert re.search(r"pair 1: load [\d.]+ [\d.]+ [\d.]+ -> .*pgbench floor \d+ tx/s", text)
    for loop in ("3 requests", "1 request "):
        figure = r"[\d.]+ moves/s\s+POST p50\s+[\d.]+ p99\s+[\d.]+ ms\s+[\d.]+% of floor"
        assert len(re.findall(rf"{loop} [AB] \(:\d+\)\s+{figure}", text)) == 4, text
    assert re.search(r"\(1\.\d\d requests/move\)", text)
    assert re.search(r"3 requests B/A per pair: [\d.]+ \(B at least as fast in [01] of 1\)", text)


def test_bench_reload_prints_the_longest_wait_against_the_usual_one():
    """Given gunicorn as compose starts it, when ``bench reload`` sends it HUP under two
    clients, then it prints the requests before and after and the longest one's difference,
    and no request failed."""
    out = io.StringIO()
    call_command("bench", "reload", "--reload-clients", "2", "--reload-seconds", "1", stdout=out)
    text = out.getvalue()
    assert re.search(r"before the reload: \d+ requests, p50 [\d.]+ ms", text)
    assert re.search(r"from the signal on: \d+ requests, p50 [\d.]+ ms", text)
    assert re.search(r"longest request [+-]\d+ ms against the longest before", text)
    assert "; 0 failed;" in text
