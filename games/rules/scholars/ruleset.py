"""ScholarsRuleset: the solo automa of Scholars of the South Tigris as a companion game."""

from __future__ import annotations

import random
from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from games.rules.companion import CompanionRuleset
from games.rules.core import (
    Action,
    Event,
    Instruction,
    Labels,
    Listed,
    Result,
    State,
    copy_state,
)
from games.rules.revision import revision_of
from games.rules.said import Said
from games.rules.scholars import (
    caliph,
    labels,
    readings,
    score_sheet,
    scoring_mode,
    solo_final,
    template_labels,
    view_shape,
)
from games.rules.scholars.catalogue import TOOLS
from games.rules.scholars.content import (
    CONTENT_KINDS,
    LANGUAGES,
    default_content,
    validate_content,
)
from games.rules.scholars.context import Context
from games.rules.scholars.drawing import draw as draw_board
from games.rules.scholars.labels import figure
from games.rules.scholars.moves import MOVES, template_label
from games.rules.scholars.option_words import OPTION_WORDS
from games.rules.scholars.options import OPTIONS_SCHEMA
from games.rules.scholars.reports import human_reports
from games.rules.scholars.scheme import shuffle_deck
from games.rules.scholars.scoring import MAX_PLAYERS, PlayerReport, game_score, report_problems
from games.rules.scholars.solo_scoring import solo_categories, solo_score
from games.rules.scholars.table import empty_table
from games.rules.scholars.tools import SCHOLARS_TOOLS
from games.rules.seat_sets import SeatSet

PLAY_TURN: Action = {"type": "play_turn"}
HIDDEN_KEYS = ("seed", "scheme", "undo")


class ScholarsReason(StrEnum):
    """Scholars refusals beyond the shared ones (reports are checked against the legal list)."""

    NOT_TRACKED = "not_tracked"


class ScholarsRuleset(CompanionRuleset):
    slug = "scholars"
    title = "Scholars of the South Tigris (solo automa)"
    titles = {"pt-BR": "Estudiosos do Sul do Tigre (autômato solo)"}
    # Over both modes; each mode's own count and kinds: ``seat_set``.
    min_seats = scoring_mode.MIN_PLAYERS
    max_seats = MAX_PLAYERS
    # "scoring": a 1-4 player table game scored from each player's end-of-game report.
    modes = ("companion", "scoring")
    automa_levels = ("papyrus",)
    default_automa_level = "papyrus"
    options_schema = OPTIONS_SCHEMA
    option_words = OPTION_WORDS
    view_schema = view_shape.view_schema(OPTIONS_SCHEMA)
    moves = MOVES
    report_specs = MOVES.specs
    reasons = ScholarsReason
    board_drawer = draw_board
    tools = SCHOLARS_TOOLS
    content_kinds = CONTENT_KINDS
    automa_name = "Papyrus"

    def default_content(self) -> Mapping[str, Any]:
        return default_content()

    def validate_content(self, content: Mapping[str, Any]) -> list[Said]:
        return validate_content(content)

    def compile_content(self, content: Mapping[str, Any]) -> dict[str, Any]:
        return dict(content)

    def _data(self) -> dict[str, Any]:
        catalog: dict[str, Any] = self.catalog
        return catalog

    def seat_set(self, options: dict[str, Any]) -> SeatSet:
        if options.get("mode") == "scoring":
            return scoring_mode.SEAT_SET
        return super().seat_set(options)

    # --- the game -------------------------------------------------------------------------
    def setup(self, options: dict[str, Any], seats: int, seed: int) -> State:
        opts = self.validate_options(options)
        if opts["mode"] == "scoring":
            # Only the solo game plays by them: a scoring table keeps the shape it had.
            for name in readings.NEW_OPTIONS:
                opts.pop(name, None)
            return scoring_mode.setup(opts, seats, seed)
        # A companion state keeps the shape it had before the option (stored games, goldens).
        del opts["mode"]
        revision = revision_of(options)
        if revision < readings.FIDELITY:
            # Revision 1 set up today is the state stored before revisions existed: the
            # options added with revision 2 are kept only when asked for.
            for name in readings.NEW_OPTIONS:
                if name == "rules_revision" or name not in options:
                    opts.pop(name, None)
        data = self._data()
        difficulty = next(d for d in data["difficulties"] if d["id"] == opts["difficulty"])
        state: State = {
            "seed": seed,
            "step": 0,
            "options": opts,
            "phase": "setup",
            "turn": "human",
            "task": None,
            "pending": None,
            "resting": False,
            "reveal": None,
            "resource": 1,
            "wraps": 0,
            "owed_bonuses": 0,
            "dice_sum": difficulty["dice_sum_start"],
            "recent_silver": [],
            "caliphs": 0,
            "countdown": None,
            "human_scrolls": 0,
            "ai": {
                "scrolls": {lang: 0 for lang in LANGUAGES},
                "starting_scroll": None,
                "retired": 0,
                "caliph": {"top": 0, "middle": 0, "bottom": 0},
            },
            "final": {},
            "instructions": [],
            "undo": None,
            **empty_table(),
        }
        if revision >= readings.FIDELITY:
            state["rules_revision"] = revision
            state["ai"]["retired_starting"] = 0  # neutral starting translators in its pile
            state["caliph_step"] = None  # where a Caliph phase waits for the human
        shuffle_deck(state, data)
        return state

    def to_act(self, state: State) -> tuple[int, ...]:
        if _scoring(state):
            return scoring_mode.to_act(state)
        if state["phase"] == "over":
            return ()
        return (self.automa_seat,) if state["turn"] == "automa" else (self.reporter_seat,)

    def reports(self, state: State, seat: int) -> list[Action]:
        if _scoring(state):
            found = scoring_mode.legal(state, seat, self._data())
            if found:  # the sheet before score_done, the last
                mine = state["players"][seat]["figures"]
                found.insert(-1, score_sheet.sheet(tuple(scoring_mode.FIGURES), mine))
            return found
        if seat == self.automa_seat:
            return [dict(PLAY_TURN)] if seat in self.to_act(state) else []
        if state["phase"] == "final" and solo_final.uses_facts(state):
            return solo_final.legal(state, self._data())
        return human_reports(state)

    def resolve(
        self, state: State, seat: int, action: Action
    ) -> tuple[State, list[Event], list[Instruction]]:
        new = copy_state(state)  # its undo stack left out by the protocol (CompanionRuleset.apply)
        new["step"] += 1
        if _scoring(new):
            event = Event("report", {"seat": seat, **action})
        elif seat == self.automa_seat:
            event = Event("automa_turn", {"task": new["task"]})
        else:
            event = Event("report", dict(action))
        ctx = Context(new, seat, self._data())
        MOVES.apply(ctx, action)
        return new, [event], ctx.instructions

    def can_undo(self, state: State, seat: int) -> bool:
        # Scoring mode: seats report at once, so one seat's undo would undo others' reports;
        # a figure is corrected by reporting it again instead.
        return not _scoring(state) and super().can_undo(state, seat)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        new, events = super().apply(state, seat, action)
        if _scoring(new):
            new["undo"] = None  # nothing to undo to (see can_undo): keep no copy
        return new, events

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        found = super().legal_actions(state, seat)
        if state.get("pending") or state.get("resting") or caliph.waiting(state):
            # Papyrus waits for an answer: acknowledging would only hide the question.
            found = [a for a in found if a["type"] != "acknowledge"]
        return found

    def listed_actions(self, state: State, seat: int) -> list[Listed]:
        return score_sheet.with_schemas(super().listed_actions(state, seat), self._data())

    def param_label(self, kind: str, name: str) -> Labels | None:
        return figure(name) if kind == score_sheet.SHEET else None

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        if _scoring(state):
            # The figures are counted in the open: every seat sees every report.
            shown = {k: copy_state(v) for k, v in state.items() if k not in HIDDEN_KEYS}
            return {**shown, **self.companion_view(state, seat)}
        shown = {k: copy_state(v) for k, v in state.items() if k not in HIDDEN_KEYS}
        if "final_facts" in state:
            # The totals the facts reported so far make, beside Papyrus's.
            human, automa = solo_categories(state, self._data())
            shown["final_totals"] = [
                {"breakdown": human, "total": sum(human.values())},
                {"breakdown": automa, "total": sum(automa.values())},
            ]
        shown["scheme"] = {
            "discard": list(state["scheme"]["discard"]),
            "deck_size": len(state["scheme"]["deck"]),
        }
        return {**shown, **self.companion_view(state, seat)}

    def is_over(self, state: State) -> bool:
        over: bool = state["phase"] == "over"
        return over

    def score(self, state: State) -> Result:
        if _scoring(state):
            reports = [scoring_mode.player_report(p) for p in state["players"]]
            return game_score(reports, self._data(), state["controllers"])
        return solo_score(state, self._data(), state["options"]["ties_to_automa"])

    def score_reports(
        self, reports: list[PlayerReport], guild_controllers: dict[str, int]
    ) -> tuple[Result | None, list[Said]]:
        """The scoring mode: a 1-4 player game scored from each player's report with the
        values of this ruleset's content release; or None and every problem of the reports."""
        data = self._data()
        problems = report_problems(reports, data)
        problems += [
            Said(TOOLS, "problem-no-such-controller", {"guild": guild, "player": who})
            for guild, who in guild_controllers.items()
            if not 0 <= who < len(reports)
        ]
        if problems:
            return None, problems
        return game_score(reports, data, guild_controllers), []

    def automa(self, view: dict[str, Any], seat: int, level: str, rng: random.Random) -> Action:
        return dict(PLAY_TURN)

    def determinize(self, view: dict[str, Any], seat: int, rng: random.Random) -> State:
        if _scoring(view):
            state = {
                k: copy_state(v) for k, v in view.items() if k not in ("can_undo", "undo_steps")
            }
            return {**state, "seed": rng.getrandbits(62), "undo": None}
        # The view's totals are worked out from the state, not part of it.
        skipped = ("can_undo", "undo_steps", "scheme", "final_totals")
        state = {k: copy_state(v) for k, v in view.items() if k not in skipped}
        ids = sorted(card["id"] for card in self._data()["scheme_cards"])
        discard = list(view["scheme"]["discard"])
        deck = [i for i in ids if i not in discard]
        rng.shuffle(deck)
        state["scheme"] = {"deck": deck, "discard": discard}
        state["seed"] = rng.getrandbits(62)
        state["undo"] = None
        if view["can_undo"]:  # as many steps as the view says, each this state
            state["undo"] = [copy_state(state)] * max(1, int(view.get("undo_steps") or 1))
        return state

    def label(self, action: Action, view: dict[str, Any] | None = None) -> Labels:
        if action["type"] in MOVES:
            return MOVES.label(self.move_words(), action, view)
        return labels.protocol(action)

    def redact_action(self, action: Action, actor: int, viewer: int | None) -> Action:
        return MOVES.redact(action, actor, viewer)

    def template_label(self, listed: Listed, view: dict[str, Any] | None) -> Labels:
        return template_label(listed)

    def value_label(self, kind: str, name: str, value: Any) -> Labels | None:
        return template_labels.value_label(kind, name, value, self.catalog)


def _scoring(state: State) -> bool:
    """A game in the scoring mode (stored companion games predate the option)."""
    scoring: bool = state["options"].get("mode") == "scoring"
    return scoring
