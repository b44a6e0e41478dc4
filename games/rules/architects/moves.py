"""The move table of 7 Wonders Architects: each action kind's spec, check, application, label
and sentence in one entry (``games.rules.moves``); ``perform`` plays a move through it.

Every action names only what ends face up on the table, so every entry keeps the default
redaction (the whole action is public).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from games.rules.moves import Move, MoveTable, Names

from . import actions, labels, sentences
from .actions import Play, among
from .specs import SPEC_BY_TYPE
from .state import State, clone
from .turn import settle
from .words import Labels, seat_name


class Catalogs(Protocol):
    """What labels and sentences are worded from: the compiled content under a game's options
    (the ruleset, which compiles each once)."""

    def catalog(self, options: dict[str, Any]) -> dict[str, Any]: ...

    def default_options(self) -> dict[str, Any]: ...


Label = Callable[[Catalogs, Any, Mapping[str, Any] | None], Labels]
Sentence = Callable[[Catalogs, Any, int, int | None, Names], Labels | None]
# A kind's words, from one compiled catalog (``labels`` and ``sentences``).
KindLabel = Callable[[dict[str, Any], Any, Mapping[str, Any] | None], Labels]
KindSentence = Callable[[dict[str, Any], Mapping[str, Any], str], Labels]


def _labelled(words: KindLabel) -> Label:
    """A kind's label, worded from the content of the viewer's game (the default options')."""

    def label(catalogs: Catalogs, action: Any, view: Mapping[str, Any] | None) -> Labels:
        options = view["options"] if view else catalogs.default_options()
        return words(catalogs.catalog(options), action, view)

    return label


def _said(words: KindSentence) -> Sentence:
    """A kind's sentence, naming its seat; tiles and kinds read the same under every option."""

    def sentence(
        catalogs: Catalogs, action: Any, actor: int, viewer: int | None, names: Names
    ) -> Labels:
        catalog = catalogs.catalog(catalogs.default_options())
        return words(catalog, action, seat_name(names, actor))

    return sentence


def _move(
    kind: str,
    apply: Callable[[Play, Any], None],
    candidates: actions.Candidates,
    label: KindLabel,
    said: KindSentence,
) -> Move[Play, Catalogs]:
    """An entry: the action must be among its kind's ``candidates`` (``actions.among``)."""
    return Move(SPEC_BY_TYPE[kind], apply, _labelled(label), among(candidates), _said(said))


# One entry per action type of ``specs.ACTION_SPECS``, in its order.
MOVES: MoveTable[Play, Catalogs] = MoveTable(
    [
        _move(
            "take_card",
            actions.take_card,
            actions.no_candidates,
            labels.take_card,
            sentences.take_card,
        ),
        _move(
            "take_extra_card",
            actions.take_extra_card,
            actions.extra_card_candidates,
            labels.take_extra_card,
            sentences.take_extra_card,
        ),
        _move(
            "build_stage",
            actions.build_stage,
            actions.stage_candidates,
            labels.build_stage,
            sentences.build_stage,
        ),
        _move(
            "choose_progress_token",
            actions.choose_progress_token,
            actions.token_candidates,
            labels.choose_progress_token,
            sentences.choose_progress_token,
        ),
        _move(
            "choose_deck",
            actions.choose_deck,
            actions.no_candidates,
            labels.choose_deck,
            sentences.choose_deck,
        ),
        _move(
            "pick_card",
            actions.pick_card,
            actions.no_candidates,
            labels.pick_card,
            sentences.pick_card,
        ),
        _move(
            "use_wonder_effect",
            actions.use_wonder_effect,
            actions.no_candidates,
            labels.use_wonder_effect,
            sentences.use_wonder_effect,
        ),
        _move(
            "decline_wonder_effect",
            actions.decline_wonder_effect,
            actions.no_candidates,
            labels.decline_wonder_effect,
            sentences.decline_wonder_effect,
        ),
        _move(
            "end_turn",
            actions.end_your_turn,
            actions.end_turn_candidates,
            labels.end_turn,
            sentences.end_turn,
        ),
    ]
)


def perform(state: State, seat: int, action: dict[str, Any]) -> State:
    """A new state after ``action`` (validated against its spec by the ruleset); the input
    state is left untouched. IllegalAction when the rules refuse it now."""
    actions.check_turn(state, seat)
    MOVES.check(Play(state, seat), action)
    new = clone(state)
    new["step"] += 1
    MOVES.apply(Play(new, seat), action)
    settle(new)
    return new
