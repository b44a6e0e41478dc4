"""The move table of Saboteur Gold: each action kind's spec, check, application, label,
sentence and redaction in one entry (``games.rules.moves``); ``apply`` plays a move through it.

Labels name seats: the table's words (``Words``) carry the seats' names, which
``SaboteurRuleset.label_named`` fills in (``label`` leaves them out: "another player").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from games.rules import core
from games.rules.moves import Move, MoveTable, Names
from games.rules.saboteur import actions, describe, labels, refusals, rounds
from games.rules.saboteur.content import Tables
from games.rules.saboteur.refusals import Play
from games.rules.saboteur.specs import SPEC_BY_TYPE


@dataclass(frozen=True)
class Words:
    """What labels and sentences are worded from: the seats' names (None: "another player")
    and the tables of the content whose tile shapes and goal positions they describe (None:
    "a path card")."""

    names: Names | None = None
    tables: Tables | None = None


# A kind's words (``labels`` and ``describe``).
KindLabel = Callable[[Mapping[str, Any], Tables | None, int | None, labels.Names], core.Labels]
KindSentence = Callable[[Mapping[str, Any], int, Names, Tables | None], core.Labels]
Label = Callable[[Words, Any, Mapping[str, Any] | None], core.Labels]
Sentence = Callable[[Words, Any, int, int | None, Names], core.Labels | None]


def _labelled(words: KindLabel) -> Label:
    def label(said: Words, action: Any, view: Mapping[str, Any] | None) -> core.Labels:
        # Of the view, a label reads only whose it is (a card played on oneself says "yourself").
        seat = view.get("seat") if view is not None else None
        return words(action, said.tables, seat, said.names)

    return label


def _said(words: KindSentence) -> Sentence:
    def sentence(
        said: Words, action: Any, actor: int, viewer: int | None, names: Names
    ) -> core.Labels:
        return words(action, actor, names, said.tables)

    return sentence


def face_down(action: core.Action, actor: int, viewer: int | None) -> core.Action:
    """Discarded cards are face down: other seats (and spectators) see only how many."""
    if viewer == actor:
        return action
    out = {k: v for k, v in action.items() if k != "cards"}
    out["count"] = len(action.get("cards", []))
    return out


def _move(
    kind: str,
    apply: Callable[[Play, Any], None],
    check: Callable[[Play, Any], None],
    label: KindLabel,
    said: KindSentence,
    redact: Callable[[core.Action, int, int | None], core.Action] | None = None,
) -> Move[Play, Words]:
    spec = SPEC_BY_TYPE[kind]
    if redact is None:
        return Move(spec, apply, _labelled(label), check, _said(said))
    return Move(spec, apply, _labelled(label), check, _said(said), redact)


# One entry per action type of ``specs.ACTION_SPECS``, in its order. Every other kind names only
# what lies face up (a path card, an action card and where it went, a theft's victim).
MOVES: MoveTable[Play, Words] = MoveTable(
    [
        _move(
            "place_path",
            actions.place_path,
            refusals.place_path,
            labels.place_path,
            describe.path_laid,
        ),
        _move(
            "play_action",
            actions.play_action,
            refusals.play_action,
            labels.play_action,
            describe.card_played,
        ),
        _move(
            "pass",
            actions.pass_turn,
            refusals.pass_turn,
            labels.pass_turn,
            describe.turn_passed,
            face_down,
        ),
        _move(
            "discard_and_repair",
            actions.discard_and_repair,
            refusals.discard_and_repair,
            labels.discard_and_repair,
            describe.repaired,
            face_down,
        ),
        _move("steal", actions.steal, refusals.steal, labels.steal, describe.stole),
        _move(
            "decline_steal",
            actions.decline_steal,
            refusals.decline_steal,
            labels.decline_steal,
            describe.declined,
        ),
    ]
)


def apply(
    state: dict[str, Any], t: Tables, seat: int, action: core.Action
) -> tuple[dict[str, Any], list[core.Event]]:
    """The state after ``seat`` takes ``action`` (validated against its spec by the ruleset)
    with the card tables ``t`` and what happened; the input is left untouched. IllegalAction
    when the rules refuse it."""
    refusals.check_turn(state, seat)
    MOVES.check(Play(state, t, seat), action)
    new = rounds.clone(state)
    new["step"] = state["step"] + 1
    play = Play(new, t, seat)
    MOVES.apply(play, action)
    return new, play.events
