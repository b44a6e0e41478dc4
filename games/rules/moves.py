"""A game's move table: each action kind's parts declared together (DESIGN §2).

An entry holds what one kind of action is: its declared shape (``ActionSpec``: the type and
its parameters), the check that refuses it now, what it does, its label, the sentence the log
says for it, and what another seat may see of it. A ruleset dispatches through its table once
instead of branching on ``action["type"]`` in each of those places, and the conformance suite
checks every entry of every table.

The table is generic over two contexts, which each game chooses: ``Ctx`` is what the check and
the application work on (a mutable copy of the state with the seat, the content and the
events), ``Words`` what the label and the sentence are worded from (the content catalogue,
say). An entry's parts are plain functions of the game's own modules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from games.rules.actions import Action, ActionSpec, IllegalAction, Reason, json_text
from games.rules.outcomes import Labels

Ctx = TypeVar("Ctx")
Words = TypeVar("Words")

# The seats' display names, by seat index (``core.Names``).
Names = Sequence[str]


def _public(action: Action, actor: int, viewer: int | None) -> Action:
    return action


@dataclass(frozen=True)
class Move(Generic[Ctx, Words]):
    """One action kind of a game.

    - ``apply(ctx, action)`` carries the action out on ``ctx`` (legal and validated by then);
    - ``label(words, action, view)`` words it as a choice offered to the seat (``view`` is the
      seat's, or None);
    - ``check(ctx, action)``, when given, raises ``IllegalAction`` saying why the rules refuse
      it now (beyond its shape, which the spec checks);
    - ``sentence(words, action, actor, viewer, names)``, when given, says in the log what the
      move did, as ``viewer`` may read it (``action`` already redacted for that viewer);
    - ``redact(action, actor, viewer)`` hides from ``viewer`` what it may not see (default:
      the whole action is public).
    """

    spec: ActionSpec
    apply: Callable[[Ctx, Action], None]
    label: Callable[[Words, Action, Mapping[str, Any] | None], Labels]
    check: Callable[[Ctx, Action], None] | None = None
    sentence: Callable[[Words, Action, int, int | None, Names], Labels | None] | None = None
    redact: Callable[[Action, int, int | None], Action] = _public

    @property
    def type(self) -> str:
        return self.spec.type


class MoveTable(Generic[Ctx, Words]):
    """A game's moves by type; every lookup of an unknown type is an ``IllegalAction``."""

    def __init__(self, moves: Iterable[Move[Ctx, Words]]) -> None:
        self._moves: dict[str, Move[Ctx, Words]] = {}
        for move in moves:
            if move.type in self._moves:
                raise ValueError(f"the move table declares {move.type!r} twice")
            self._moves[move.type] = move

    def __iter__(self) -> Iterator[Move[Ctx, Words]]:
        return iter(self._moves.values())

    def __len__(self) -> int:
        return len(self._moves)

    def __contains__(self, kind: object) -> bool:
        return kind in self._moves

    @property
    def specs(self) -> tuple[ActionSpec, ...]:
        """The declared shapes, in table order (a ruleset's ``action_specs``)."""
        return tuple(move.spec for move in self._moves.values())

    def move(self, kind: str) -> Move[Ctx, Words]:
        found = self._moves.get(kind)
        if found is None:
            known = list(self._moves)
            raise IllegalAction(
                Reason.UNKNOWN_ACTION_TYPE,
                f"There is no action type {json_text(kind)}; one of {json_text(known)}.",
                {"type": kind, "allowed": known},
            )
        return found

    def check(self, ctx: Ctx, action: Action) -> None:
        """Raises ``IllegalAction`` when the rules refuse ``action`` now."""
        move = self.move(action["type"])
        if move.check is not None:
            move.check(ctx, action)

    def apply(self, ctx: Ctx, action: Action) -> None:
        self.move(action["type"]).apply(ctx, action)

    def label(self, words: Words, action: Action, view: Mapping[str, Any] | None) -> Labels:
        return self.move(action["type"]).label(words, action, view)

    def sentence(
        self, words: Words, action: Action, actor: int, viewer: int | None, names: Names
    ) -> Labels | None:
        """The log's sentence for a move; None when its kind has none (or is not known)."""
        move = self._moves.get(action.get("type", ""))
        if move is None or move.sentence is None:
            return None
        return move.sentence(words, action, actor, viewer, names)

    def redact(self, action: Action, actor: int, viewer: int | None) -> Action:
        move = self._moves.get(action.get("type", ""))
        return action if move is None else move.redact(action, actor, viewer)
