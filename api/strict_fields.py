"""Request shapes that take exactly what the schema declares: closed objects (a member the
schema does not name is refused, and the schema says ``additionalProperties: false``), and
fields that take exactly the JSON type the schema declares: DRF's own turn "5" and
5.0 into an integer, 0 and "yes" into a boolean, 5 into a string, so requests outside the
schema would pass. Integers are bounded (declared in the schema too), 32-bit by default."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from games.rules.actions import INT_MAX, INT_MIN


class StrictIntegerField(serializers.IntegerField):
    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("min_value", INT_MIN)
        kwargs.setdefault("max_value", INT_MAX)
        super().__init__(**kwargs)

    def to_internal_value(self, data: Any) -> int:
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictBooleanField(serializers.BooleanField):
    def to_internal_value(self, data: Any) -> bool:
        if not isinstance(data, bool):
            self.fail("invalid", input=data)
        return data


class StrictCharField(serializers.CharField):
    """The string as sent: not trimmed (a trimmed " " would break its declared minLength)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("trim_whitespace", False)
        super().__init__(**kwargs)

    def to_internal_value(self, data: Any) -> str:
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


# An object that refuses members it does not declare (a typo is not silently ignored); a
# comment, not a docstring, which would become every subclass's description in the schema.
class ClosedSerializer(serializers.Serializer):
    def to_internal_value(self, data: Any) -> Any:
        if isinstance(data, dict):
            unknown = sorted(set(data) - set(self.fields))
            if unknown:
                raise serializers.ValidationError(
                    {name: ["No such field."] for name in unknown}, code="unknown_field"
                )
        return super().to_internal_value(data)


class _KeyedCounts(serializers.DictField):
    """Counts (0 up) under a fixed set of keys; another key is refused."""

    keys: tuple[str, ...] = ()

    def to_internal_value(self, data: Any) -> dict[str, int]:
        if isinstance(data, dict):
            unknown = sorted(set(data) - set(self.keys))
            if unknown:
                raise serializers.ValidationError(
                    {name: [f"Not one of {', '.join(self.keys)}."] for name in unknown}
                )
        return super().to_internal_value(data)


def keyed_counts(keys: Iterable[str], help_text: str, most: int = INT_MAX) -> serializers.DictField:
    """An optional object of counts from 0 to ``most`` under ``keys`` (declared as its
    properties, closed)."""
    keys = tuple(keys)
    schema = {
        "type": "object",
        "properties": {k: {"type": "integer", "minimum": 0, "maximum": most} for k in keys},
        "additionalProperties": False,
    }
    field = extend_schema_field(schema)(type("KeyedCounts", (_KeyedCounts,), {"keys": keys}))
    return field(
        child=StrictIntegerField(min_value=0, max_value=most),
        required=False,
        default=dict,
        help_text=help_text,
    )
