"""ScholarsRuleset: the solo automa of Scholars of the South Tigris as a companion game."""

from __future__ import annotations

import random
from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from games.rules.companion import AutomaWords, CompanionRuleset
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
from games.rules.scholars import ai_actions as act
from games.rules.scholars import (
    automa_turn,
    caliph,
    labels,
    readings,
    scoring_mode,
    solo_final,
    template_labels,
    view_shape,
    words,
)
from games.rules.scholars.content import (
    CONTENT_KINDS,
    LANGUAGES,
    default_content,
    validate_content,
)
from games.rules.scholars.drawing import draw as draw_board
from games.rules.scholars.option_words import OPTION_WORDS
from games.rules.scholars.options import OPTIONS_SCHEMA
from games.rules.scholars.reports import (
    CALIPH_CARDS,
    END_COUNTDOWN,
    REPORT_SPECS,
    human_reports,
    report_apply,
)
from games.rules.scholars.rest import human_rest, rest_finish
from games.rules.scholars.retirement import neutral_retirements
from games.rules.scholars.scheme import shuffle_deck
from games.rules.scholars.scoring import MAX_PLAYERS, PlayerReport, game_score, report_problems
from games.rules.scholars.solo_scoring import solo_categories, solo_score
from games.rules.scholars.table import empty_table
from games.rules.scholars.tools import SCHOLARS_TOOLS
from games.rules.scholars.tracks import WRAP_BONUSES

PLAY_TURN: Action = {"type": "play_turn"}
HIDDEN_KEYS = ("seed", "scheme", "undo")


class ScholarsReason(StrEnum):
    """Scholars refusals beyond the shared ones (reports are checked against the legal list)."""

    NOT_TRACKED = "not_tracked"


class ScholarsRuleset(CompanionRuleset):
    slug = "scholars"
    title = "Scholars of the South Tigris (solo automa)"
    titles = {"pt-BR": "Estudiosos do Sul do Tigre (autômato solo)"}
    # Over both modes; each mode's own count and kinds: ``seats_problem``.
    min_seats = scoring_mode.MIN_PLAYERS
    max_seats = MAX_PLAYERS
    # "scoring": a 1-4 player table game scored from each player's end-of-game report.
    modes = ("companion", "scoring")
    automa_levels = ("papyrus",)
    default_automa_level = "papyrus"
    options_schema = OPTIONS_SCHEMA
    option_words = OPTION_WORDS
    view_schema = view_shape.view_schema(OPTIONS_SCHEMA)
    report_specs = (*REPORT_SPECS, *scoring_mode.SCORING_SPECS, solo_final.AUTOMA_RETIRED_SPEC)
    reasons = ScholarsReason
    board_drawer = draw_board
    tools = SCHOLARS_TOOLS
    content_kinds = CONTENT_KINDS
    automa_words = AutomaWords("Papyrus", "Papyrus", "de Papyrus")

    def default_content(self) -> Mapping[str, Any]:
        return default_content()

    def validate_content(self, content: Mapping[str, Any]) -> list[str]:
        return validate_content(content)

    def _data(self, content: Mapping[str, Any] | None = None) -> dict[str, Any]:
        found = content or self.content
        return dict(found) if "scheme_cards" in found else default_content()

    def seats_problem(self, options: dict[str, Any], kinds: list[str]) -> dict[str, Any] | None:
        if options.get("mode") == "scoring":
            return scoring_mode.seats_problem(kinds)
        if kinds != ["human", "automa"]:
            return {"mode": "companion", "min": 2, "max": 2, "kinds": ["human", "automa"]}
        return None

    # --- the game -------------------------------------------------------------------------
    def setup(
        self, options: dict[str, Any], seats: int, content: Mapping[str, Any] | None, seed: int
    ) -> State:
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
        data = self._data(content)
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
            return scoring_mode.legal(state, seat, self._data())
        if seat == self.automa_seat:
            return [dict(PLAY_TURN)] if seat in self.to_act(state) else []
        if state["phase"] == "final" and solo_final.uses_facts(state):
            return solo_final.legal(state, self._data())
        return human_reports(state)

    def resolve(
        self, state: State, seat: int, action: Action
    ) -> tuple[State, list[Event], list[Instruction]]:
        new = copy_state({k: v for k, v in state.items() if k != "undo"})
        new["step"] += 1
        if _scoring(new):
            scoring_mode.apply(new, seat, action)
            return new, [Event("report", {"seat": seat, **action})], []
        content = self._data()
        if seat == self.automa_seat:
            return new, [Event("automa_turn", {"task": new["task"]})], self._automa(new, content)
        kind = action["type"]
        if new["phase"] == "final" and solo_final.uses_facts(new):
            solo_final.apply(new, action)
            return new, [Event("report", dict(action))], []
        report_apply(new, action)
        if caliph.waiting(new):
            # The answer the Caliph phase waited for: Papyrus goes on with it.
            caliph.answer(new, action)
            new["turn"] = "automa"
            return new, [Event("report", dict(action))], []
        if kind == "setup_done":
            new["phase"], new["turn"], new["task"] = "play", "automa", "setup"
        elif kind in ("turn_over", "rest", "rest_after_caliph"):
            new["turn"], new["task"] = "automa", "turn"
        elif kind == "rest_reveal":
            new["turn"], new["task"] = "automa", "rest"
        elif kind == "caliph_revealed":
            new["caliphs"] += 1
            if new["caliphs"] == CALIPH_CARDS:
                new["countdown"] = END_COUNTDOWN
            # From the bottom of the pile in Papyrus's Rest, its Rest goes on after the phase.
            new["turn"] = "automa"
            new["task"] = "rest_caliph" if new.get("resting") else "caliph"
        return new, [Event("report", dict(action))], []

    def _automa(self, state: State, content: dict[str, Any]) -> list[Instruction]:
        task = state["task"]
        found = self._owed(state)
        if task == "setup":
            level = state["options"]["difficulty"]
            difficulty = next(d for d in content["difficulties"] if d["id"] == level)
            found += automa_turn.setup_extras(state, difficulty)
        elif task == "caliph":
            found += self._caliph(state, content)
            if caliph.waiting(state):
                state["turn"] = "human"
                return found
        else:
            if task == "rest_caliph":
                found += self._caliph(state, content)
                if caliph.waiting(state):
                    state["turn"] = "human"
                    return found
                found += rest_finish(state, content, None)
            elif task == "rest":
                reveal, state["reveal"] = state["reveal"], None
                found += rest_finish(state, content, reveal)
            else:
                if state["pending"] is None:
                    if state.get("human_rest") is not None:
                        found += human_rest(state, state.pop("human_rest"))
                    # Gold the human put on neutral translators: they retired at its turn's end.
                    found += neutral_retirements(state, content)
                found += automa_turn.automa_turn(state, content)
                if state["pending"] is not None:
                    state["turn"] = "human"
                    return found + [self._question(state)]
                if state.get("resting"):
                    state["turn"] = "human"
                    return found
            found += self._turn_end(state, content)
        state["turn"], state["task"] = "human", None
        return found

    def _caliph(self, state: State, content: dict[str, Any]) -> list[Instruction]:
        """The Caliph phase: guild by guild with the human's answers from revision 2."""
        if readings.fixed(state):
            return caliph.phase(state, content)
        return automa_turn.caliph(state, content)

    def _turn_end(self, state: State, content: dict[str, Any]) -> list[Instruction]:
        """The end of the AI's turn: its neutral translators retire; the last rounds count."""
        found = neutral_retirements(state, content)
        if state["countdown"] is not None:
            state["countdown"] -= 1
            if state["countdown"] == 0:
                state["phase"] = "final"
                if solo_final.uses_facts(state):
                    solo_final.begin(state)
        return found

    def _owed(self, state: State) -> list[Instruction]:
        """Wrap bonuses earned by silver the human paid since the AI's last turn."""
        found: list[Instruction] = []
        owed, state["owed_bonuses"] = state["owed_bonuses"], 0
        why = ("silver you paid Papyrus wrapped its resource track",
               "a prata paga a Papyrus deu a volta na trilha de recursos")  # fmt: skip
        for k in range(owed):
            kind, guild = WRAP_BONUSES[state["wraps"] - owed + k]
            if kind == "guild":
                assert guild is not None  # a guild bonus names its guild
                found += act.influence_guild_named(state, guild, why)
            else:
                found += act.place_gold(state, why) or []
        return found

    def _question(self, state: State) -> Instruction:
        pending = state["pending"]
        push_en = " or pay 1 silver to push it to the next eligible scroll" * pending["can_push"]
        push_pt = " ou pague 1 prata para empurrá-lo ao próximo pergaminho" * pending["can_push"]
        return words.instruction(
            "question",
            dict(pending),
            (f"Papyrus wants a scroll with your influence ({pending['action']}): let it and take "
             f"1 silver{push_en}.",
             f"Papyrus quer um pergaminho com a sua influência: deixe e pegue 1 prata{push_pt}."),
            ("rule: when the AI wants a card you have influence on, you choose",
             "regra: quando a IA quer uma carta com a sua influência, você escolhe"),
        )  # fmt: skip

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
    ) -> tuple[Result | None, list[str]]:
        """The scoring mode: a 1-4 player game scored from each player's report with the
        values of this ruleset's content release; or None and every problem of the reports."""
        data = self._data()
        problems = report_problems(reports, data)
        problems += [
            f"guild_controllers.{guild}: there is no player {who}"
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
            state = {k: copy_state(v) for k, v in view.items() if k != "can_undo"}
            return {**state, "seed": rng.getrandbits(62), "undo": None}
        # The view's totals are worked out from the state, not part of it.
        skipped = ("can_undo", "scheme", "final_totals")
        state = {k: copy_state(v) for k, v in view.items() if k not in skipped}
        ids = sorted(card["id"] for card in self._data()["scheme_cards"])
        discard = list(view["scheme"]["discard"])
        deck = [i for i in ids if i not in discard]
        rng.shuffle(deck)
        state["scheme"] = {"deck": deck, "discard": discard}
        state["seed"] = rng.getrandbits(62)
        state["undo"] = None
        if view["can_undo"]:
            state["undo"] = copy_state(state)
        return state

    def label(self, action: Action, view: dict[str, Any] | None = None) -> Labels:
        return labels.label(action)

    def template_label(self, listed: Listed, view: dict[str, Any] | None) -> Labels:
        return template_labels.template_label(listed)

    def value_label(self, kind: str, name: str, value: Any) -> Labels | None:
        return template_labels.value_label(kind, name, value)


def _scoring(state: State) -> bool:
    """A game in the scoring mode (stored companion games predate the option)."""
    scoring: bool = state["options"].get("mode") == "scoring"
    return scoring
