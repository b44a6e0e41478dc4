"""``ArchitectsRuleset``: the core.Ruleset protocol over this package's modules."""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cache
from typing import Any

from games.rules import core
from games.rules.architects.drawing import draw as draw_board
from games.rules.content_by_options import ByOptions
from games.rules.novice import novice_choice
from games.rules.said import Said

from . import automa as automa_mod
from .content import compile_catalog, load_default_content, validate_content
from .content_kinds import CONTENT_KINDS, preview_wonders
from .describe import describe_event
from .labels import OTHER_ACTION
from .moves import MOVES, perform
from .option_words import OPTION_WORDS
from .reasons import ArchitectsReason
from .scoring import result
from .setup import new_game
from .specs import OPTIONS_SCHEMA
from .state import STATE_VERSION, stored, upgrade
from .turn import raw_legal_actions
from .view import determinize as determinize_view
from .view import make_view
from .view_shape import VIEW_SCHEMA


@cache
def _shipped_content() -> dict[str, Any]:
    return load_default_content()


def _sort_key(action: dict[str, Any]) -> tuple[Any, ...]:
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
    titles = {"pt-BR": "7 Wonders: Arquitetos"}
    min_seats = 2
    max_seats = 7
    automa_levels = ("novice", "basic", "strong")
    default_automa_level = "basic"
    options_schema = OPTIONS_SCHEMA
    option_words = OPTION_WORDS
    action_specs = MOVES.specs
    moves = MOVES
    view_schema = VIEW_SCHEMA
    reasons = ArchitectsReason
    board_drawer = draw_board
    content_kinds = CONTENT_KINDS
    state_version = STATE_VERSION

    # --- content --------------------------------------------------------------------------
    def default_content(self) -> Mapping[str, Any]:
        return _shipped_content()

    def validate_content(self, content: Mapping[str, Any]) -> list[Said]:
        return validate_content(dict(content))

    def preview_options(
        self, content: Mapping[str, Any], kind: str, item: Any, seats: int
    ) -> dict[str, Any]:
        """The edited Wonder (or the Wonder whose deck an edited card group is in) dealt to
        the first seat, the next Wonders in the content's order to the others."""
        return preview_wonders(content, kind, item, seats)

    def compile_content(self, content: Mapping[str, Any]) -> ByOptions[dict[str, Any]]:
        """The release's catalog, compiled per game's options (options may change component
        data): ``self.catalog(options)``."""
        document = dict(content)
        return ByOptions(lambda options: compile_catalog(document, options))

    def with_content(self, state: core.State) -> core.State:
        """A working state: ``state`` with its catalog attached (for the rule modules)."""
        return {**state, "catalog": self.catalog(state["options"])}

    # --- the game -------------------------------------------------------------------------
    def setup(self, options: dict[str, Any], seats: int, seed: int) -> core.State:
        if not self.min_seats <= seats <= self.max_seats:
            raise ValueError(f"{self.title} is for {self.min_seats} to {self.max_seats} seats")
        merged = self.validate_options(options or {})
        return stored(new_game(merged, seats, self.catalog(merged), seed))

    def to_act(self, state: core.State) -> tuple[int, ...]:
        return () if state["over"] else (state["turn"]["seat"],)

    def legal_actions(self, state: core.State, seat: int) -> list[core.Action]:
        """Every legal action of ``seat`` now, unique and in a fixed order."""
        actions = raw_legal_actions(self.with_content(state), seat)
        return sorted(actions, key=_sort_key)

    def apply(
        self, state: core.State, seat: int, action: core.Action
    ) -> tuple[core.State, list[core.Event]]:
        new = perform(self.with_content(state), seat, self.validate_action(action))
        events = [core.Event(e["kind"], e["data"], e["seat"]) for e in new["events"]]
        return stored(new), events

    def view(self, state: core.State, seat: int | None) -> dict[str, Any]:
        out = make_view(self.with_content(state), seat)
        out["legal_actions"] = sorted(out["legal_actions"], key=_sort_key)
        return out

    def is_over(self, state: core.State) -> bool:
        return bool(state["over"])

    def score(self, state: core.State) -> core.Result:
        return result(self.with_content(state))

    def automa(
        self, view: dict[str, Any], seat: int, level: str, rng: random.Random
    ) -> core.Action:
        if level == "strong":
            return automa_mod.strong_choice(self, view, seat, rng)
        if level == "novice":
            return novice_choice(
                view["legal_actions"], lambda: automa_mod.basic_choice(self, view, seat, rng), rng
            )
        if level != "basic":
            raise ValueError(f"unknown automa level {level!r}")
        return automa_mod.basic_choice(self, view, seat, rng)

    def reward(self, state: core.State, seat: int) -> float:
        """1 for a sole win (a tie shares it); a loser earns up to 0.45 by its share of the
        winning score, so that short searches still tell a close loss from a rout."""
        res = self.score(state)
        if seat in res.winners:
            return 1.0 / len(res.winners)
        best = max(s.total for s in res.scores)
        return 0.45 * res.scores[seat].total / best if best > 0 else 0.0

    def determinize(self, view: dict[str, Any], seat: int, rng: random.Random) -> core.State:
        return stored(determinize_view(view, seat, rng, self.catalog(view["options"])))

    def move_words(self) -> ArchitectsRuleset:
        """The ruleset itself: it compiles the content under each game's options, which a
        label of the move table takes from its view (``moves.Catalogs``)."""
        return self

    def label(self, action: core.Action, view: dict[str, Any] | None = None) -> core.Labels:
        if action.get("type") not in MOVES:
            return OTHER_ACTION
        return MOVES.label(self, action, view)

    def describe(
        self, event: Mapping[str, Any], viewer: int | None, names: core.Names
    ) -> core.Labels | None:
        # Every event this engine logs shows what lies face up or what the viewer itself saw
        # (the Cat's peek, Halicarnassus' cards): the visibility filter is the only redaction.
        return describe_event(self.catalog(self.default_options()), event, names)

    def describe_move(
        self, action: core.Action, actor: int, viewer: int | None, names: core.Names
    ) -> core.Labels | None:
        return MOVES.sentence(self, action, actor, viewer, names)

    def state_upgrade(self, state: core.State) -> core.State:
        return upgrade(state, self.default_options())

    def redact_action(self, action: core.Action, actor: int, viewer: int | None) -> core.Action:
        # Every action names only what ends face up on the table (``moves``): a copy of it.
        return dict(MOVES.redact(action, actor, viewer))
