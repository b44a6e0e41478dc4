"""Filling a listed action's parameters (written for the package, not generated).

A parameterised entry of ``GET /actions/`` carries a legal example of its action and, in
``params``, the values each open member may take now; ``with_values`` makes the action to post
with the members chosen, of the same type."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, Self, TypeVar


class _Model(Protocol):
    def to_dict(self) -> dict[str, Any]: ...

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self: ...


A = TypeVar("A", bound=_Model)


def with_values(action: A, values: Mapping[str, Any] | None = None, **more: Any) -> A:
    """A copy of ``action`` with ``values`` (and the keywords ``more``) set, of its own type:
    ``with_values(entry.action, cards=[12, 40])``. Members the SDK does not know are kept; the
    server refuses a value outside the entry's ``params`` (reason ``value_not_allowed``)."""
    return type(action).from_dict({**action.to_dict(), **(values or {}), **more})
