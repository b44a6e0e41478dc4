"""SaboteurRuleset: the core.Ruleset of Saboteur Gold (base Saboteur with Saboteur 2)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from enum import StrEnum
from typing import Any, ClassVar

from games.rules import core
from games.rules.content_by_options import ByOptions
from games.rules.core import ActionSpec, options_worded
from games.rules.revision import SABOTEUR_CURRENT, revision_of, revision_option
from games.rules.saboteur import (
    automa_choice,
    describe,
    legal,
    scoring,
    view,
    view_shape,
)
from games.rules.saboteur.content import Tables, compile_tables, default_content
from games.rules.saboteur.content_kinds import CONTENT_KINDS, validate_content
from games.rules.saboteur.deck import deal_round
from games.rules.saboteur.drawing import draw as draw_board
from games.rules.saboteur.labels import OTHER_ACTION
from games.rules.saboteur.moves import MOVES, Words
from games.rules.saboteur.moves import apply as apply_move
from games.rules.saboteur.option_words import OPTION_WORDS
from games.rules.saboteur.specs import REDACTED_ACTION_SPECS
from games.rules.said import Said

# The shape of a stored state; ``state_upgrade`` brings any older one to it.
# 1: the compact content inside the state. 2: only its key (content outside the state).
STATE_VERSION = 2


class SaboteurReason(StrEnum):
    """Why the Saboteur Gold engine refuses an action."""

    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    NOT_A_PATH_CARD = "not_a_path_card"
    NOT_AN_ACTION_CARD = "not_an_action_card"
    BAD_ROTATION = "bad_rotation"
    TOOL_BROKEN = "tool_broken"
    TRAPPED = "trapped"
    CELL_OCCUPIED = "cell_occupied"
    LADDER_NEXT_TO_GOAL = "ladder_next_to_goal"
    EDGES_DO_NOT_FIT = "edges_do_not_fit"
    NOT_ADJACENT_TO_PATH = "not_adjacent_to_path"
    NOT_CONNECTED_TO_START = "not_connected_to_start"
    INVALID_TARGET = "invalid_target"
    INVALID_GOAL = "invalid_goal"
    INVALID_FIELDS = "invalid_fields"
    ROLE_POOL_EMPTY = "role_pool_empty"
    ALREADY_IN_FRONT = "already_in_front"
    NOTHING_TO_REMOVE = "nothing_to_remove"
    CANNOT_REMOVE_THERE = "cannot_remove_there"
    WRONG_DISCARD_COUNT = "wrong_discard_count"
    MUST_STEAL = "must_steal"


_OPTIONS: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "rules_revision": revision_option(SABOTEUR_CURRENT),
        "must_connect_to_start": {
            "type": "boolean",
            "default": True,
        },
        "hidden_goals_constrain": {
            "type": "boolean",
            "default": False,
        },
        "crystals_counted": {
            "type": "string",
            "enum": ["all_on_table", "connected_to_start"],
            "default": "all_on_table",
        },
        "trapped_geologist_paid": {
            "type": "boolean",
            "default": False,
        },
        "saboteur_share_counts_profiteer": {
            "type": "boolean",
            "default": False,
        },
        "double_curve_mirror": {
            "type": "boolean",
            "default": True,
        },
        "rockfall_count": {
            "type": "integer",
            "enum": [3, 4],
            "default": 4,
        },
        "door_blocks_completer": {
            "type": "string",
            "enum": ["other_team", "nobody_paid"],
            "default": "other_team",
        },
        "break_own_tool": {
            "type": "boolean",
            "default": True,
        },
    },
}
# The schema served to apps: each option with its words (English here, see option_words).
OPTIONS_SCHEMA = options_worded(_OPTIONS, OPTION_WORDS)
# Public events a seat's own turn already told it with more: its draw, its pass.
_TOLD_BETTER_TO_THE_ACTOR = frozenset({"cards_drawn", "passed"})


class SaboteurRuleset(core.Ruleset):
    slug = "saboteur"
    title = "Saboteur Gold"
    titles = {"pt-BR": "Saboteur Gold"}
    min_seats = 3
    max_seats = 12
    automa_levels = ("novice", "basic", "strong")
    default_automa_level = "basic"
    options_schema: ClassVar[dict[str, Any]] = OPTIONS_SCHEMA
    option_words = OPTION_WORDS
    action_specs: ClassVar[tuple[ActionSpec, ...]] = MOVES.specs
    moves = MOVES
    redacted_action_specs: ClassVar[tuple[ActionSpec, ...]] = REDACTED_ACTION_SPECS
    view_schema: ClassVar[dict[str, Any]] = view_shape.view_schema(OPTIONS_SCHEMA)
    reasons = SaboteurReason
    board_drawer = draw_board
    content_kinds = CONTENT_KINDS
    state_version = STATE_VERSION

    # --- content --------------------------------------------------------------------------
    def default_content(self) -> Mapping[str, Any]:
        return default_content()

    def validate_content(self, content: Mapping[str, Any]) -> list[Said]:
        return validate_content(content)

    def compile_content(self, content: Mapping[str, Any]) -> ByOptions[Tables]:
        """The release's card tables, compiled per game's options (the deck variants):
        ``self.catalog(options)``."""
        document = dict(content)
        return ByOptions(lambda options: compile_tables(document, options))

    def tables(self, state: Mapping[str, Any]) -> Tables:
        """The tables of the content a state or view was dealt with: this release's under its
        options (a state made with other content is refused, never played with these)."""
        found: Tables = self.catalog(state["options"])
        if found.key != state["content_key"]:
            raise LookupError(
                f"the state was made with content {state['content_key']}, not {found.key}: bind "
                "the ruleset to the game's content release"
            )
        return found

    # --- the game -------------------------------------------------------------------------
    def setup(self, options: dict[str, Any], seats: int, seed: int) -> core.State:
        if not self.min_seats <= seats <= self.max_seats:
            raise ValueError(f"Saboteur Gold takes {self.min_seats}-{self.max_seats} seats")
        options = self.validate_options(options or {})
        t: Tables = self.catalog(options)
        state: core.State = {
            "state_version": STATE_VERSION,
            "content_key": t.key,
            "options": options,
            "seed": seed,
            "rules_revision": revision_of(options, SABOTEUR_CURRENT),
            "step": 0,
            "seats": seats,
            "round": 1,
            "phase": "play",
            "turn": 0,
            "last_actor": seats - 1,
            "gold": [0] * seats,
            "gold_log": [{"shares": 0, "crystals": 0, "thefts": 0} for _ in range(seats)],
            "hat_swapped_at": [-1] * seats,
            "log": [],
            "round_results": [],
        }
        deal_round(state, t)
        return state

    def to_act(self, state: core.State) -> tuple[int, ...]:
        return legal.to_act(state)

    def legal_actions(self, state: core.State, seat: int) -> list[core.Action]:
        return legal.legal_actions(state, self.tables(state), seat)

    def apply(
        self, state: core.State, seat: int, action: core.Action
    ) -> tuple[core.State, list[core.Event]]:
        return apply_move(state, self.tables(state), seat, self.validate_action(action))

    def view(self, state: core.State, seat: int | None) -> dict[str, Any]:
        return view.view(state, seat, self.tables(state))

    def is_over(self, state: core.State) -> bool:
        return bool(state["phase"] == "over")

    def score(self, state: core.State) -> core.Result:
        return scoring.result(state)

    def reward(self, state: core.State, seat: int) -> float:
        """Share of the gold handed out so far (a smooth signal for search), in [0, 1]."""
        total = sum(state["gold"])
        return state["gold"][seat] / total if total else 0.0

    def automa(
        self, view: dict[str, Any], seat: int, level: str, rng: random.Random
    ) -> core.Action:
        return automa_choice.choose(self, self.tables(view), view, seat, level, rng)

    def determinize(self, view_: dict[str, Any], seat: int, rng: random.Random) -> core.State:
        return view.determinize(view_, seat, rng, self.tables(view_))

    def label(self, action: core.Action, view: dict[str, Any] | None = None) -> core.Labels:
        return self.label_named(action, view, None)

    def label_named(
        self, action: core.Action, view: dict[str, Any] | None, names: core.Names | None
    ) -> core.Labels:
        if action.get("type") not in MOVES:
            return OTHER_ACTION
        # The table's label, its words naming the seats (``move_words`` names none) and the
        # tiles of the content the view was dealt with.
        t = None if view is None else self.tables(view)
        return MOVES.label(Words(names=names, tables=t), action, view)

    def move_words(self) -> Words:
        """No seat's names (a label says "another player"), and the tiles' shapes."""
        return Words(names=None, tables=self._words_tables())

    def _words_tables(self) -> Tables:
        # Tile shapes for sentences: this release's under the default options (options change
        # which copies are dealt, never what a tile looks like in words).
        found: Tables = self.catalog(self.default_options())
        return found

    def event_visible(self, event: dict[str, Any], viewer: int | None) -> bool:
        """As every game, except the public half of what a seat's own turn told it better:
        its draw (its private ``you_drew`` names the cards) and its pass (its move names the
        cards passed), so that its log tells each once."""
        seat = (event.get("data") or {}).get("seat")
        if event.get("kind") in _TOLD_BETTER_TO_THE_ACTOR and viewer is not None and seat == viewer:
            return False
        return super().event_visible(event, viewer)

    def describe(
        self, event: Mapping[str, Any], viewer: int | None, names: core.Names
    ) -> core.Labels | None:
        return describe.describe_event(event, names, self._words_tables())

    def describe_move(
        self, action: core.Action, actor: int, viewer: int | None, names: core.Names
    ) -> core.Labels | None:
        return MOVES.sentence(self.move_words(), action, actor, viewer, names)

    def state_upgrade(self, state: core.State) -> core.State:
        if state.get("state_version", 1) >= STATE_VERSION:
            return state
        new = {k: v for k, v in state.items() if k != "content"}
        if "content" in state:
            # The key of the content the game was dealt with: ``tables`` refuses to play it
            # with any other (a release never changes, so the pinned one compiles to it).
            new["content_key"] = state["content"]["key"]
        new["state_version"] = STATE_VERSION
        # Games stored before rules revisions existed play as revision 1; the option says so.
        new["rules_revision"] = state.get("rules_revision", 1)
        # Options added since take their defaults, which keep the old behaviour.
        new["options"] = {
            **self.default_options(),
            **state["options"],
            "rules_revision": new["rules_revision"],
        }
        return new

    def redact_action(self, action: core.Action, actor: int, viewer: int | None) -> core.Action:
        return MOVES.redact(action, actor, viewer)
