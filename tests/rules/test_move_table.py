"""The move table's own behaviour (each game's entries are checked in tests/conformance)."""

from __future__ import annotations

from typing import Any

import pytest

from games.rules.actions import ActionSpec, IllegalAction, Reason
from games.rules.moves import Move, MoveTable


def _count(ctx: dict[str, Any], action: dict[str, Any]) -> None:
    ctx["n"] += action["by"]


def _refuse_odd(ctx: dict[str, Any], action: dict[str, Any]) -> None:
    if action["by"] % 2:
        raise IllegalAction(Reason.ILLEGAL_CHOICE, "odd")


def _hide_by(action: dict[str, Any], actor: int, viewer: int | None) -> dict[str, Any]:
    return action if viewer == actor else {"type": action["type"]}


TABLE: MoveTable[dict[str, Any], str] = MoveTable(
    [
        Move(
            ActionSpec("add"),
            _count,
            lambda words, action, view: {"en": f"{words} {action['by']}", "pt-BR": "somar"},
            check=_refuse_odd,
            sentence=lambda words, action, actor, viewer, names: {"en": names[actor]},
            redact=_hide_by,
        ),
        Move(ActionSpec("pass"), lambda ctx, action: None, lambda w, a, v: {"en": "pass"}),
    ]
)


def test_an_entry_checks_applies_words_and_redacts_its_kind() -> None:
    ctx = {"n": 1}
    TABLE.check(ctx, {"type": "add", "by": 2})
    TABLE.apply(ctx, {"type": "add", "by": 2})
    assert ctx == {"n": 3}
    with pytest.raises(IllegalAction) as refused:
        TABLE.check(ctx, {"type": "add", "by": 3})
    assert refused.value.code == Reason.ILLEGAL_CHOICE
    assert TABLE.label("add", {"type": "add", "by": 2}, None)["en"] == "add 2"
    assert TABLE.sentence("w", {"type": "add"}, 1, None, ["Ana", "Bia"]) == {"en": "Bia"}
    assert TABLE.redact({"type": "add", "by": 2}, 0, 1) == {"type": "add"}
    assert TABLE.redact({"type": "add", "by": 2}, 0, 0) == {"type": "add", "by": 2}


def test_defaults_say_nothing_and_hide_nothing() -> None:
    TABLE.check({}, {"type": "pass"})  # no check: always allowed past its spec
    assert TABLE.sentence("w", {"type": "pass"}, 0, None, ["Ana"]) is None
    assert TABLE.redact({"type": "pass"}, 0, 1) == {"type": "pass"}
    assert [spec.type for spec in TABLE.specs] == ["add", "pass"]
    assert "add" in TABLE and "undo" not in TABLE and len(TABLE) == 2


def test_an_unknown_kind_is_refused_by_name_and_a_repeated_one_at_definition() -> None:
    with pytest.raises(IllegalAction) as refused:
        TABLE.apply({}, {"type": "jump"})
    assert refused.value.code == Reason.UNKNOWN_ACTION_TYPE
    assert refused.value.params == {"type": "jump", "allowed": ["add", "pass"]}
    assert TABLE.sentence("w", {"type": "jump"}, 0, None, []) is None
    with pytest.raises(ValueError, match="twice"):
        MoveTable([TABLE.move("pass"), TABLE.move("pass")])
