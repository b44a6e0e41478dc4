"""Print performance figures: engines, the HTTP stack, the real worker, automa strength."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand
from django.test import override_settings

from bench.compare import Side, compare_heading, compare_lines, pairs_run, side_open
from bench.engines import (
    automa_win_rate,
    companion_automa_turn_times,
    random_games_per_second,
    replay_seconds,
    state_and_view_sizes,
)
from bench.http_load import floor_and_http
from bench.ladder_command import ladder_command
from bench.listings import listing_sizes
from bench.ratings_command import ratings_command
from bench.reload import reload_under_load
from bench.reload_trace import trace_lines
from bench.service import (
    automa_reply_latency,
    game_resource_bytes,
    http_moves_per_second,
    webhook_latency,
)
from bench.storage import finished_game_bytes, move_latency_beside
from bench.streams import streams_bench
from games.rules.core import Ruleset
from games.rules.registry import rulesets_available
from games.services import content_release_latest

ENGINE_SEATS = {"architects": (2, 4, 7), "saboteur": (3, 12), "marsbot": (2,), "scholars": (2,)}
# Engines whose figure is rounds, not games (a Saboteur game is three rounds).
ROUNDS = {"saboteur"}
SECTIONS = [
    "sizes", "engine", "replay", "http", "worker", "duel", "floor", "storage", "bigtable",
    "webhooks",
]  # fmt: skip
HOW = {"hup": "kill -HUP of gunicorn", "usr2": "gunicorn's USR2, then TERM to the old master"}
# Sizes the content-outside-the-state work aims at (issue 6): seats, and bytes at most.
SIZE_SEATS = {"architects": 4, "saboteur": 8, "marsbot": 2, "scholars": 2}


SUITES = {"ladder": ladder_command, "ratings": ratings_command}


def _reload_arguments(parser: Any) -> None:
    """``bench reload``: its clients, its signal, its seconds before and after."""
    parser.add_argument("--reload-clients", type=int, default=16)
    parser.add_argument(
        "--reload-how",
        choices=["hup", "usr2"],
        default="hup",
        help="reload: kill -HUP, or USR2 then TERM to the old master (a code upgrade).",
    )
    parser.add_argument(
        "--reload-seconds", type=float, default=10.0, help="reload: before and after."
    )


def _compare_arguments(parser: Any) -> None:
    """``bench compare``: its sides and pairs (``bench streams`` takes the pairs too)."""
    parser.add_argument(
        "--sides",
        nargs=2,
        default=["4d2fec7", "HEAD"],
        metavar=("A", "B"),
        help="compare: a commit each, or a running server's ':PORT'.",
    )
    parser.add_argument(
        "--ports", type=int, nargs=2, default=[8102, 8112], help="compare: for commits."
    )
    parser.add_argument(
        "--pairs", type=int, default=None, help="alternating pairs (compare: 6, streams: 2)."
    )
    parser.add_argument("--pair-seconds", type=float, default=10.0)
    parser.add_argument("--pair-clients", type=int, default=4)


def _streams_arguments(parser: Any) -> None:
    """``bench streams``: subscribers, moves and churn."""
    parser.add_argument("--subscribers", type=int, default=10_000)
    parser.add_argument("--played-subscribers", type=int, default=100)
    parser.add_argument("--stream-moves", type=int, default=40)
    parser.add_argument("--churn", type=int, default=1000)
    parser.add_argument("--stream-trace", action="store_true", help="STREAM_TRACE_FILE's steps")


def _all_arguments(parser: Any) -> None:
    """``bench`` (all): how big each figure's run is."""
    parser.add_argument("--games", type=int, default=200, help="Random games per engine figure.")
    parser.add_argument("--duel-games", type=int, default=200, help="Strong-vs-basic games.")
    parser.add_argument("--http-seconds", type=float, default=10.0)
    parser.add_argument("--latency-samples", type=int, default=50)
    parser.add_argument(
        "--warmup", type=int, default=3, help="Automa replies not counted at first."
    )
    parser.add_argument("--replay-moves", type=int, default=1000)
    parser.add_argument("--broker", default="redis://127.0.0.1:6379/0")
    parser.add_argument(
        "--clients", type=int, nargs="+", default=[1, 4, 16], help="Floor and HTTP clients."
    )
    parser.add_argument("--floor-seconds", type=float, default=10.0)
    parser.add_argument(
        "--big-table-games",
        type=int,
        default=100_000,
        help="Finished games beside the timed moves (kept in a bench database for reuse).",
    )
    parser.add_argument("--big-table-samples", type=int, default=300)
    parser.add_argument("--only", nargs="*", help="Only these rulesets.")


def _suite_arguments(parser: Any) -> None:
    """``bench ladder`` and ``bench ratings``."""
    parser.add_argument(
        "--ladder-games",
        nargs="+",
        default=["architects=120", "saboteur=480"],
        help="ladder: games at each seat count, per ruleset (ruleset=N).",
    )
    parser.add_argument(
        "--ladder-seats",
        nargs="*",
        type=int,
        help="ladder: only these seat counts (a part, merged into the file's entry: the "
        "ruleset's other parts kept, its ratings fitted again from every part's games).",
    )
    parser.add_argument("--ladder-file", default="", help="ladder: the file (ladder.json).")
    parser.add_argument("--players", type=int, default=1_000_000, help="ratings: players.")
    parser.add_argument(
        "--rated-games", type=int, default=10_000_000, help="ratings: finished rated games."
    )
    parser.add_argument(
        "--ratings-samples", type=int, default=300, help="ratings: requests per figure."
    )
    parser.add_argument(
        "--ratings-database", default="", help="ratings: the database (<name>_bench_ratings)."
    )


class Command(BaseCommand):
    help = "Benchmarks: engine games/s, HTTP moves/s, automa reply latency, automa win rates."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument(
            "mode",
            nargs="?",
            default="all",
            choices=["all", "compare", "reload", "streams", *SUITES],
            help="compare: two commits or running servers side by side (bench/compare.py); "
            "reload: a kill -HUP of gunicorn under load (bench/reload.py); "
            "streams: only the event streams' figures (bench/streams.py); ladder: the automa "
            "levels' ratings; ratings: the ratings' figures.",
        )
        for mode_arguments in (
            _reload_arguments,
            _compare_arguments,
            _streams_arguments,
            _all_arguments,
            _suite_arguments,
        ):
            mode_arguments(parser)
        parser.add_argument("--skip", nargs="*", default=[], choices=SECTIONS)

    def handle(self, *args: Any, **opts: Any) -> None:
        if opts["pairs"] is None:
            opts["pairs"] = 2 if opts["mode"] == "streams" else 6
        if opts["mode"] in SUITES:
            SUITES[opts["mode"]](self, opts)
            return
        if opts["mode"] == "compare":
            self._compare(opts)
            return
        if opts["mode"] == "reload":
            self._reload(opts)
            return
        if opts["mode"] == "streams":
            with override_settings(GAMES_CLIENT_SEED_ALLOWED=True, REQUIRE_APP_KEY=False):
                self.stdout.write(self.style.MIGRATE_HEADING("Event streams"))
                streams_bench(
                    subscribers=opts["subscribers"],
                    played_subscribers=opts["played_subscribers"],
                    moves=opts["stream_moves"],
                    pairs=opts["pairs"],
                    churn=opts["churn"],
                    write=self._line,
                    trace=opts["stream_trace"],
                )
            return
        # The bench's games are seeded so that runs compare; only it may choose seeds here. It
        # plays as an anonymous client (app keys are made only for the webhook figure).
        with override_settings(GAMES_CLIENT_SEED_ALLOWED=True, REQUIRE_APP_KEY=False):
            self._run(opts)
            if "webhooks" not in opts["skip"]:
                r = webhook_latency(opts["latency_samples"], opts["broker"])
                self.stdout.write(self.style.MIGRATE_HEADING("Webhooks"))
                self.stdout.write(
                    f"  move -> game.turn webhook received (real worker): "
                    f"median {r['median_ms']:.0f} ms, p90 {r['p90_ms']:.0f} ms, "
                    f"max {r['max_ms']:.0f} ms over {r['samples']} webhooks"
                )

    def _line(self, line: str) -> None:
        self.stdout.write(f"  {line}")
        self.stdout.flush()

    def _run(self, opts: dict[str, Any]) -> None:
        self._rulesets(opts)
        if "floor" not in opts["skip"]:
            self._floor(opts)
        if "storage" not in opts["skip"]:
            r: dict[str, Any] = finished_game_bytes(4)
            self.stdout.write(
                f"finished 4-seat Architects game: {r['row'] + r['moves']} B stored "
                f"(game row {r['row']} B + {r['move_count']} moves {r['moves']} B; "
                f"seats {r['seats']} B more)"
            )
        if "bigtable" not in opts["skip"]:
            r = move_latency_beside(opts["big_table_games"], opts["big_table_samples"])
            self.stdout.write(
                f"a move (POST, in-process) beside {r['games']} finished games: "
                f"p50 {r['big']['p50_ms']:.1f} ms, p99 {r['big']['p99_ms']:.1f} ms; "
                f"empty database: p50 {r['empty']['p50_ms']:.1f} ms, "
                f"p99 {r['empty']['p99_ms']:.1f} ms; ratio {r['ratio']:.2f}"
            )

    def _floor(self, opts: dict[str, Any]) -> None:
        self.stdout.write(
            self.style.MIGRATE_HEADING(
                "Floor (psycopg move transaction) vs gunicorn as docker-compose runs it"
            )
        )
        for row in floor_and_http(opts["clients"], opts["floor_seconds"]):
            floor, served = row["floor"], row["http"]
            lat = floor["latency"]["move transaction"]
            self.stdout.write(
                f"  {row['clients']:>2} clients: floor {floor['moves_per_second']:.0f} tx/s "
                f"(p50 {lat['p50_ms']:.1f} ms, p99 {lat['p99_ms']:.1f} ms); "
                f"HTTP {served['moves_per_second']:.1f} moves/s; ratio {row['ratio']:.1%}"
            )
            for kind, lat in served["latency"].items():
                self.stdout.write(
                    f"      {kind:<12} p50 {lat['p50_ms']:6.1f} ms  p99 {lat['p99_ms']:6.1f} ms"
                    f"  ({lat['count']} requests)"
                )
            if served.get("cpu_ms_per_move"):
                split = ", ".join(
                    f"{name} {ms:.2f}" for name, ms in served["cpu_ms_per_move"].items()
                )
                self.stdout.write(f"      CPU ms per move: {split}")

    def _rulesets(self, opts: dict[str, Any]) -> None:
        for unbound in rulesets_available():
            if opts["only"] and unbound.slug not in opts["only"]:
                continue
            # The figures are of the latest release, the one a new game plays by.
            rules = unbound.bind(content_release_latest(ruleset=unbound.slug).data)
            self.stdout.write(self.style.MIGRATE_HEADING(f"{rules.title} ({rules.slug})"))
            if "sizes" not in opts["skip"]:
                self._sizes(rules)
            if "engine" not in opts["skip"]:
                self._engine(rules, opts)
            if "replay" not in opts["skip"]:
                seats = SIZE_SEATS.get(rules.slug, rules.min_seats)
                r = replay_seconds(rules, seats, opts["replay_moves"])
                self.stdout.write(
                    f"  replay of {r['moves']} moves ({seats} seats, {r['games']} games back "
                    f"to back): {1000 * r['seconds']:.1f} ms "
                    f"({1000 * r['cpu_seconds']:.1f} ms CPU)"
                )
            if "http" not in opts["skip"]:
                seats = SIZE_SEATS.get(rules.slug, rules.min_seats)
                r = http_moves_per_second(rules.slug, seats, opts["http_seconds"])
                self.stdout.write(
                    f"  HTTP stack: {r['moves_per_second']:.1f} moves/s "
                    f"(read + actions + post each; {r['moves']} moves)"
                )
            if "worker" not in opts["skip"]:
                self._worker(rules, opts)
            if "duel" not in opts["skip"] and {"strong", "basic"} <= set(rules.automa_levels):
                self._duel(rules, opts)

    def _sizes(self, rules: Ruleset) -> None:
        seats = SIZE_SEATS.get(rules.slug, rules.min_seats)
        r: dict[str, Any] = state_and_view_sizes(rules, seats)
        resource = game_resource_bytes(rules.slug, seats)
        self.stdout.write(
            f"  sizes, {seats} seats at the start: stored state {r['state_bytes']} B, "
            f"seat 0's view {r['view_bytes']} B, seat 0's GET games/{{id}}/ "
            f"{resource} B"
        )
        lists = listing_sizes(rules, seats)
        self.stdout.write(
            f"  largest legal-action list of a random game: {lists['actions']} actions "
            f"{lists['action_bytes']} B one per action, listed as {lists['entries']} "
            f"entries {lists['entry_bytes']} B"
        )

    def _engine(self, rules: Ruleset, opts: dict[str, Any]) -> None:
        for seats in ENGINE_SEATS.get(rules.slug, (rules.min_seats, rules.max_seats)):
            r = random_games_per_second(rules, seats, opts["games"])
            rounds = (
                f"{r['rounds_per_second']:.1f} rounds/s "
                f"({r['rounds_per_cpu_second']:.1f} per CPU second), "
                if rules.slug in ROUNDS
                else ""
            )
            self.stdout.write(
                f"  engine, {seats} seats: {rounds}{r['games_per_second']:.1f} random "
                f"games/s ({r['games_per_cpu_second']:.1f} per CPU second), "
                f"{r['moves_per_second']:.0f} moves/s "
                f"({r['mean_moves']:.0f} moves/game)"
            )
        if rules.companion:
            r = companion_automa_turn_times(rules, max(1, opts["games"] // 10))
            self.stdout.write(
                f"  automa turn in the engine: median {r['median_ms']:.2f} ms, "
                f"p90 {r['p90_ms']:.2f} ms, max {r['max_ms']:.2f} ms "
                f"over {r['turns']} turns"
            )

    def _worker(self, rules: Ruleset, opts: dict[str, Any]) -> None:
        for level in rules.automa_levels:
            r = automa_reply_latency(
                rules.slug,
                level,
                opts["latency_samples"],
                opts["broker"],
                warmup=opts["warmup"],
            )
            self.stdout.write(
                f"  human move -> automa reply ({level}, real worker): "
                f"p50 {r['p50_ms']:.0f} ms, p99 {r['p99_ms']:.0f} ms, "
                f"max {r['max_ms']:.0f} ms over {r['samples']} replies"
            )

    def _duel(self, rules: Ruleset, opts: dict[str, Any]) -> None:
        seats = 2 if rules.min_seats <= 2 else rules.min_seats
        # Each level thinks as long as the server lets it (AUTOMA_THINK_BUDGET_MS).
        budgets = {level: ms / 1000 for level, ms in settings.AUTOMA_THINK_BUDGET_MS.items() if ms}
        self.stdout.write(f"  think budgets: {budgets or 'none'} (seconds a turn)")
        # The same seeds with basic in the seat: what that seat wins without search.
        for level in ("strong", "basic"):
            r = automa_win_rate(rules, seats, level, "basic", opts["duel_games"], budgets=budgets)
            self.stdout.write(
                f"  {level} seat vs basic, {seats} seats: score {r['win_rate_a']:.1%} "
                f"({r['wins_a']} won, {r['wins_b']} lost, {r['draws']} shared/draw over "
                f"{r['games']} games, {r['seconds']:.0f} s)"
            )

    def _compare(self, opts: dict[str, Any]) -> None:
        (a, b), (port_a, port_b) = opts["sides"], opts["ports"]
        sides: list[Side] = []
        try:
            sides.append(side_open("A", a, port_a))
            sides.append(side_open("B", b, port_b))
            rows = pairs_run(
                (sides[0], sides[1]),
                pairs=opts["pairs"],
                seconds=opts["pair_seconds"],
                clients=opts["pair_clients"],
                floor_seconds=opts["floor_seconds"],
            )
        finally:
            for side in sides:
                side.stop()
        self.stdout.write(self.style.MIGRATE_HEADING(compare_heading(opts["pair_clients"])))
        for line in compare_lines(rows, [side.name for side in sides]):
            self.stdout.write(line)

    def _reload(self, opts: dict[str, Any]) -> None:
        with override_settings(GAMES_CLIENT_SEED_ALLOWED=True, REQUIRE_APP_KEY=False):
            r = reload_under_load(
                opts["reload_clients"], opts["reload_seconds"], opts["reload_how"]
            )
        self.stdout.write(
            self.style.MIGRATE_HEADING(
                f"{HOW[opts['reload_how']]} under {r['clients']} clients (load {r['load']})"
            )
        )
        for when in ("before", "during"):
            f = r[when]
            self.stdout.write(
                f"  {when + ' the reload' if when == 'before' else 'from the signal on'}: "
                f"{f['requests']} requests, p50 {f['p50_ms']:.1f} ms, p99 {f['p99_ms']:.1f} ms, "
                f"longest {f['max_ms']:.0f} ms"
            )
        self.stdout.write(
            f"  longest request {r['longer_than_usual_ms']:+.0f} ms against the longest before; "
            f"{r['reconnects']} idle connections closed and reopened; {r['failed']} failed; "
            f"old workers told to stop {r['handed_over_s']:.1f} s after the signal"
        )
        for line in trace_lines(r["trace"]):
            self.stdout.write(f"  {line}")
