"""Print performance figures: engines, the HTTP stack, the real worker, automa strength."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand
from django.test import override_settings

from games.benchmarks import (
    automa_reply_latency,
    game_resource_bytes,
    http_moves_per_second,
    webhook_latency,
)
from games.rules.bench import (
    automa_win_rate,
    companion_automa_turn_times,
    random_games_per_second,
    state_and_view_sizes,
)
from games.rules.registry import rulesets_available
from games.services import content_release_latest

ENGINE_SEATS = {"architects": (2, 7), "saboteur": (3, 12), "marsbot": (2,), "scholars": (2,)}
# Sizes the content-outside-the-state work aims at (issue 6): seats, and bytes at most.
SIZE_SEATS = {"architects": 4, "saboteur": 8, "marsbot": 2, "scholars": 2}


class Command(BaseCommand):
    help = "Benchmarks: engine games/s, HTTP moves/s, automa reply latency, automa win rates."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument(
            "--games", type=int, default=200, help="Random games per engine figure."
        )
        parser.add_argument("--duel-games", type=int, default=200, help="Strong-vs-basic games.")
        parser.add_argument("--http-seconds", type=float, default=10.0)
        parser.add_argument("--latency-samples", type=int, default=20)
        parser.add_argument("--broker", default="redis://127.0.0.1:6379/0")
        parser.add_argument("--only", nargs="*", help="Only these rulesets.")
        parser.add_argument(
            "--skip",
            nargs="*",
            default=[],
            choices=["sizes", "engine", "http", "worker", "duel", "webhooks"],
        )

    def handle(self, *args: Any, **opts: Any) -> None:
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

    def _run(self, opts: dict[str, Any]) -> None:
        for rules in rulesets_available():
            if opts["only"] and rules.slug not in opts["only"]:
                continue
            content = content_release_latest(ruleset=rules.slug).data
            self.stdout.write(self.style.MIGRATE_HEADING(f"{rules.title} ({rules.slug})"))
            if "sizes" not in opts["skip"]:
                seats = SIZE_SEATS.get(rules.slug, rules.min_seats)
                r = state_and_view_sizes(rules.bind(content), seats)
                resource = game_resource_bytes(rules.slug, seats)
                self.stdout.write(
                    f"  sizes, {seats} seats at the start: stored state {r['state_bytes']} B, "
                    f"seat 0's view {r['view_bytes']} B, seat 0's GET games/{{id}}/ "
                    f"{resource} B"
                )
            if "engine" not in opts["skip"]:
                for seats in ENGINE_SEATS.get(rules.slug, (rules.min_seats, rules.max_seats)):
                    r = random_games_per_second(rules, seats, content, opts["games"])
                    self.stdout.write(
                        f"  engine, {seats} seats: {r['games_per_second']:.1f} random games/s, "
                        f"{r['moves_per_second']:.0f} moves/s ({r['mean_moves']:.0f} moves/game)"
                    )
                if rules.companion:
                    r = companion_automa_turn_times(rules, content, max(1, opts["games"] // 10))
                    self.stdout.write(
                        f"  automa turn in the engine: median {r['median_ms']:.2f} ms, "
                        f"p90 {r['p90_ms']:.2f} ms, max {r['max_ms']:.2f} ms "
                        f"over {r['turns']} turns"
                    )
            if "http" not in opts["skip"]:
                seats = SIZE_SEATS.get(rules.slug, rules.min_seats)
                r = http_moves_per_second(rules.slug, seats, opts["http_seconds"])
                self.stdout.write(
                    f"  HTTP stack: {r['moves_per_second']:.1f} moves/s "
                    f"(read + actions + post each; {r['moves']} moves)"
                )
            if "worker" not in opts["skip"]:
                for level in rules.automa_levels:
                    r = automa_reply_latency(
                        rules.slug, level, opts["latency_samples"], opts["broker"]
                    )
                    self.stdout.write(
                        f"  human move -> automa reply ({level}, real worker): "
                        f"median {r['median_ms']:.0f} ms, p90 {r['p90_ms']:.0f} ms, "
                        f"max {r['max_ms']:.0f} ms over {r['samples']} replies"
                    )
            if "duel" not in opts["skip"] and {"strong", "basic"} <= set(rules.automa_levels):
                seats = 2 if rules.min_seats <= 2 else rules.min_seats
                # The same seeds with basic in the seat: what that seat wins without search.
                for level in ("strong", "basic"):
                    r = automa_win_rate(rules, content, seats, level, "basic", opts["duel_games"])
                    self.stdout.write(
                        f"  {level} seat vs basic, {seats} seats: score {r['win_rate_a']:.1%} "
                        f"({r['wins_a']} won, {r['wins_b']} lost, {r['draws']} shared/draw over "
                        f"{r['games']} games, {r['seconds']:.0f} s)"
                    )
