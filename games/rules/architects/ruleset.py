"""``ArchitectsRuleset``: the core.Ruleset protocol over this package's modules."""

from __future__ import annotations

import random
from typing import Any

from games.rules import core

from . import automa as automa_mod
from .actions import perform
from .content import load_default_content
from .labels import label as label_action
from .scoring import result
from .setup import new_game
from .specs import ACTION_SPECS, OPTIONS_SCHEMA
from .turn import raw_legal_actions
from .view import determinize as determinize_view
from .view import make_view


def _sort_key(action: dict[str, Any]) -> tuple:
    """Type first, then the other fields by name: a stable order for every listing."""
    fields = tuple(
        (k, tuple(v) if isinstance(v, list) else v)
        for k, v in sorted(action.items())
        if k != "type"
    )
    return (action["type"], fields)


class ArchitectsRuleset(core.Ruleset):
    slug = "architects"
    title = "7 Wonders Architects"
    min_seats = 2
    max_seats = 7
    automa_levels = ("basic", "strong")
    default_automa_level = "basic"
    options_schema = OPTIONS_SCHEMA
    action_specs = ACTION_SPECS

    def setup(
        self, options: dict[str, Any], seats: int, content: dict[str, Any] | None, seed: int
    ) -> core.State:
        if not self.min_seats <= seats <= self.max_seats:
            raise ValueError(f"{self.title} is for {self.min_seats} to {self.max_seats} seats")
        merged = self.validate_options(options or {})
        return new_game(merged, seats, content or load_default_content(), seed)

    def to_act(self, state: core.State) -> tuple[int, ...]:
        return () if state["over"] else (state["turn"]["seat"],)

    def legal_actions(self, state: core.State, seat: int) -> list[core.Action]:
        """Every legal action of ``seat`` now, unique and in a fixed order."""
        actions = raw_legal_actions(state, seat)
        return sorted(actions, key=_sort_key)

    def apply(
        self, state: core.State, seat: int, action: core.Action
    ) -> tuple[core.State, list[core.Event]]:
        new = perform(state, seat, action)
        events = [core.Event(e["kind"], e["data"], e["seat"]) for e in new["events"]]
        return new, events

    def view(self, state: core.State, seat: int | None) -> dict[str, Any]:
        out = make_view(state, seat)
        out["legal_actions"] = sorted(out["legal_actions"], key=_sort_key)
        return out

    def is_over(self, state: core.State) -> bool:
        return bool(state["over"])

    def score(self, state: core.State) -> core.Result:
        return result(state)

    def automa(
        self, view: dict[str, Any], seat: int, level: str, rng: random.Random
    ) -> core.Action:
        if level == "strong":
            return automa_mod.strong_choice(self, view, seat, rng)
        if level != "basic":
            raise ValueError(f"unknown automa level {level!r}")
        return automa_mod.basic_choice(self, view, seat, rng)

    def reward(self, state: core.State, seat: int) -> float:
        """1 for a sole win (a tie shares it); a loser earns up to 0.45 by its share of the
        winning score, so that short searches still tell a close loss from a rout."""
        res = result(state)
        if seat in res.winners:
            return 1.0 / len(res.winners)
        best = max(s.total for s in res.scores)
        return 0.45 * res.scores[seat].total / best if best > 0 else 0.0

    def determinize(self, view: dict[str, Any], seat: int, rng: random.Random) -> core.State:
        return determinize_view(view, seat, rng)

    def label(self, action: core.Action, view: dict[str, Any] | None = None) -> core.Labels:
        return label_action(action, view)

    def redact_action(self, action: core.Action, actor: int, viewer: int | None) -> core.Action:
        # Every action names only what ends face up on the table, so all seats may see it.
        return dict(action)
