"""What changed between two content documents, item by item, for the release page and the
publish page (a list of changed values, not a text diff: an editor reads "Giza › name › en:
Giza → Gizé")."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.rules.registry import ruleset_get

# Members every release rewrites (its own name): not a change of content.
UNCOMPARED = frozenset({"release"})


class _Missing:
    def __repr__(self) -> str:
        return "—"


MISSING: Any = _Missing()


@dataclass(frozen=True)
class DiffRow:
    where: tuple[str, ...]  # the path: member, item id, field, …
    before: Any  # MISSING when added
    after: Any  # MISSING when removed

    @property
    def label(self) -> str:
        return " › ".join(self.where)


def content_diff(
    *, ruleset: str, before: Mapping[str, Any], after: Mapping[str, Any]
) -> list[DiffRow]:
    """Every value that differs between two documents of ``ruleset``; the items of a list kind
    are matched by their id, so a reordered or inserted item is not a change of every later one."""
    ids = {kind.key: kind for kind in ruleset_get(ruleset).content_kinds if kind.is_list}
    rows: list[DiffRow] = []
    for member in sorted((set(before) | set(after)) - UNCOMPARED):
        old, new = before.get(member, MISSING), after.get(member, MISSING)
        kind = ids.get(member)
        if kind is not None and isinstance(old, list) and isinstance(new, list):
            rows += _diff(
                (member,),
                {kind.item_id(i): i for i in old if isinstance(i, Mapping)},
                {kind.item_id(i): i for i in new if isinstance(i, Mapping)},
            )
        else:
            rows += _diff((member,), old, new)
    return rows


def _diff(where: tuple[str, ...], old: Any, new: Any) -> list[DiffRow]:
    if old == new:
        return []
    if isinstance(old, Mapping) and isinstance(new, Mapping):
        rows: list[DiffRow] = []
        for key in list(old) + [k for k in new if k not in old]:
            rows += _diff((*where, str(key)), old.get(key, MISSING), new.get(key, MISSING))
        return rows
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        rows = []
        for index, (a, b) in enumerate(zip(old, new, strict=True)):
            rows += _diff((*where, str(index + 1)), a, b)
        return rows
    return [DiffRow(where, old, new)]
