"""The companion protocol (DESIGN §2): the human plays on the table, the server runs the automa.

The human seat's legal actions are **reports** of what happened on the table, each validated
against what the server tracks. The automa's turn yields **instructions**: structured objects
with a sentence in every language, which the human carries out on the table. They stay in the
state (and so in every view) until the human acknowledges them or reports something else.

Every report since the automa last acted can be undone, the last first: the state keeps the
state before each of them under ``undo`` (a stack, oldest first, each snapshot without the
stack itself), and ``undo`` restores the top one exactly (its step included, so undoing and
reporting again never re-draws the automa's randomness) with the rest of the stack under it.
The automa's action ends the stack: it drew cards or dice. The move log keeps every move.
States stored before the stack hold one snapshot (a mapping) under ``undo``: a one-step stack.

A game implements ``reports`` (its legal actions, reports and the automa's own) and ``resolve``
(what one of them does); this class adds ``undo`` and ``acknowledge`` around them.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar

from games.rules.core import (
    Action,
    ActionSpec,
    Event,
    IllegalAction,
    Instruction,
    Labels,
    Names,
    Reason,
    Ruleset,
    State,
)
from games.rules.outcomes import instruction_worded
from games.rules.params import fits, value_refusal
from games.rules.said import SHARED_DIR, said, stored_words, words_catalogue
from games.rules.seat_sets import AUTOMA, HUMAN, SeatSet

UNDO: Action = {"type": "undo"}
ACKNOWLEDGE: Action = {"type": "acknowledge"}
UNDO_SPEC = ActionSpec(
    "undo", (), "Undo your last report, again and again back to the automa's last action."
)
# The deepest undo kept: a bound on a state's size (each step a whole snapshot of the table),
# far past the reports of one turn.
UNDO_MAX = 60
ACKNOWLEDGE_SPEC = ActionSpec(
    "acknowledge", (), "Say that the automa's instructions are carried out on the table."
)
# The protocol's own words (``games/messages/<language>/companion.ftl``).
COMPANION = words_catalogue(SHARED_DIR, "companion")
UNDO_LABEL: Labels = said(COMPANION, "label-undo")
ACKNOWLEDGE_LABEL: Labels = said(COMPANION, "label-acknowledge")


class CompanionRuleset(Ruleset):
    """A ruleset whose seat ``reporter_seat`` reports the table and ``automa_seat`` is the
    server's automa."""

    companion = True
    modes: ClassVar[tuple[str, ...]] = ("companion",)
    reporter_seat: ClassVar[int] = 0
    automa_seat: ClassVar[int] = 1
    # The game's own specs; ``action_specs`` adds undo and acknowledge to them.
    report_specs: ClassVar[tuple[ActionSpec, ...]] = ()
    # The automa's own name, as its instructions name it ("MarsBot"), so that the log names it
    # the same way (each language's catalogue gives it its article); without one, its seat's.
    automa_name: ClassVar[str | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        if "report_specs" in cls.__dict__:
            cls.action_specs = (*cls.report_specs, UNDO_SPEC, ACKNOWLEDGE_SPEC)
        super().__init_subclass__(**kwargs)

    def seat_set(self, options: dict[str, Any]) -> SeatSet:
        """The reporter's seat human and the automa's seat automa, nothing else: the engine
        plays the automa's turns only at its seat, and waits for reports only from the other."""
        kinds = [HUMAN, HUMAN]
        kinds[self.automa_seat] = AUTOMA
        return SeatSet(2, 2, tuple(kinds))

    # --- what a game writes ---------------------------------------------------------------
    @abstractmethod
    def reports(self, state: State, seat: int) -> list[Action]:
        """The seat's legal actions besides undo and acknowledge."""

    @abstractmethod
    def resolve(
        self, state: State, seat: int, action: Action
    ) -> tuple[State, list[Event], list[Instruction]]:
        """A new state after ``action`` (validated, legal; ``state`` is not to be mutated, and
        comes with its undo stack emptied: ``apply`` puts the new one on the result), the
        events, and the instructions the human must now carry out (automa turns)."""

    # --- the protocol ---------------------------------------------------------------------
    def can_undo(self, state: State, seat: int) -> bool:
        return self.undo_steps(state, seat) > 0

    def undo_steps(self, state: State, seat: int) -> int:
        """How many reports ``seat`` can undo now, one after another."""
        return len(undo_stack(state)) if seat == self.reporter_seat else 0

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        acting = seat in self.to_act(state)
        found = list(self.reports(state, seat)) if acting else []
        if self.can_undo(state, seat):
            found.append(dict(UNDO))
        if acting and seat == self.reporter_seat and state.get("instructions"):
            found.append(dict(ACKNOWLEDGE))
        return found

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        act = self.validate_action(action)
        if act["type"] == "undo":
            if not self.can_undo(state, seat):
                raise IllegalAction(Reason.NOTHING_TO_UNDO, "There is no report to undo.")
            stack = undo_stack(state)
            restored = dict(stack[-1])
            restored["undo"] = stack[:-1] or None
            return restored, [Event("report_undone", {"seat": seat})]
        if act not in self.legal_actions(state, seat) and not self._fills_listed(state, seat, act):
            if seat not in self.to_act(state):
                raise IllegalAction(Reason.NOT_YOUR_TURN, f"Seat {seat} is not to act now.")
            # A listed action filled with a value its parameter's schema does not allow.
            found = value_refusal(self.listed_actions(state, seat), act)
            if found is not None:
                raise found
            raise IllegalAction(
                Reason.ILLEGAL_CHOICE, f"This {act['type']} is not among the legal actions now."
            )
        if act["type"] == "acknowledge":
            new = dict(state)
            new["instructions"] = []
            new["undo"] = None
            return new, [Event("instructions_acknowledged", {"seat": seat})]
        # The undo stack (up to UNDO_MAX whole states) is the protocol's own: the game's rules
        # never read it, and a copy of it would make a report cost as much as the stack is deep.
        new, events, instructions = self.resolve({**state, "undo": None}, seat, act)
        if seat == self.reporter_seat:
            snapshot = {k: v for k, v in state.items() if k != "undo"}
            new["undo"] = [*undo_stack(state), snapshot][-UNDO_MAX:]
            new["instructions"] = []
        else:
            # The automa has acted on the reports: they can no longer be undone.
            new["undo"] = None
            new["instructions"] = [i.to_json() for i in instructions]
            events = [*events, *(Event("instruction", i.to_json()) for i in instructions)]
        return new, events

    def param_label(self, kind: str, name: str) -> Labels | None:
        """The words of a report's parameter itself (its form field's label), when it has
        some (a score sheet's figures)."""
        return None

    def _fills_listed(self, state: State, seat: int, action: Action) -> bool:
        """Whether ``action`` fills a listed entry with values its schemas allow: a report
        of many parameters (a score sheet) is listed once, never one action per value."""
        return any(fits(listed, action) for listed in self.listed_actions(state, seat))

    def companion_view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What the protocol adds to every view: pending instructions, whether undo is
        possible and how many reports it can take back (instructions are public: the automa
        acts in the open on the table)."""
        steps = 0 if seat is None else self.undo_steps(state, seat)
        return {
            "instructions": [instruction_worded(i) for i in state.get("instructions") or []],
            "can_undo": seat is not None and self.can_undo(state, seat),
            "undo_steps": steps if seat is not None and self.can_undo(state, seat) else 0,
        }

    def redact_action(self, action: Action, actor: int, viewer: int | None) -> Action:
        return action

    # --- words ----------------------------------------------------------------------------
    def describe(self, event: Mapping[str, Any], viewer: int | None, names: Names) -> Labels | None:
        """A report in the reporter's words, the automa's turn, its instructions' own text."""
        kind, data = event.get("kind"), dict(event.get("data") or {})
        if kind == "instruction":
            return stored_words(data.get("text")) or None
        if kind == "report":  # the seat that reported, where several seats report
            seat = data.pop("seat", self.reporter_seat)
            return self._reported(
                data, names, seat if isinstance(seat, int) else self.reporter_seat
            )
        if kind in ("marsbot_turn", "automa_turn"):
            return self.describe_move({}, self.automa_seat, viewer, names)
        if kind == "report_undone":
            return self.describe_move(dict(UNDO), self.reporter_seat, viewer, names)
        if kind == "instructions_acknowledged":
            return self.describe_move(dict(ACKNOWLEDGE), self.reporter_seat, viewer, names)
        return None

    def describe_move(
        self, action: Action, actor: int, viewer: int | None, names: Names
    ) -> Labels | None:
        who, automa = _name(names, actor), _name(names, self.automa_seat)
        # Only the automa's own turn is one: at its seat a game where every seat is a human
        # (Scholars' scoring mode) logs a report like any other.
        automa_turn = action.get("type") in (None, "play_turn")
        if automa_turn or actor != self.automa_seat:
            automa = self.automa_name or automa  # else a seat that is no automa: its name
        if actor == self.automa_seat and automa_turn:
            return said(COMPANION, "move-automa-turn", automa=automa)
        if action.get("type") == "undo":
            return said(COMPANION, "move-undo", who=who)
        if action.get("type") == "acknowledge":
            return said(COMPANION, "move-acknowledge", who=who, automa=automa)
        return self._reported(action, names, actor)

    def _reported(self, action: Action, names: Names, seat: int) -> Labels:
        who = _name(names, seat)
        try:
            report = self.label(action, None)
            report.get("en")  # worded now: a report the labels cannot word fails here
        except (KeyError, IndexError, TypeError, ValueError):  # not MissingMessage: a bug
            # A report logged as the human sent it (a card by name, not yet by number) that
            # the labels cannot word: the log still says who reported.
            return said(COMPANION, "move-report-unworded", who=who)
        return said(COMPANION, "move-report", who=who, report=report)


def undo_stack(state: State) -> list[State]:
    """The states before each report that can be undone, oldest first (a state stored before
    the stack holds one, a mapping: a one-step stack)."""
    kept = state.get("undo")
    if not kept:
        return []
    if isinstance(kept, dict):
        return [kept]
    return list(kept)


def _name(names: Names, seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"#{seat}"
