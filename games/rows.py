"""Model instances from written-out SQL, without the ORM's query machinery.

Every API request reads a game and its seats. ``RawQuerySet`` costs several times such a query
in Python: it matches columns to fields by name and looks up their converters on every call.
Here a model's select list and each column's converters are worked out once per database.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from django.db import connection
from django.db.models import JSONField, Model

from games.json_columns import json_column_loads


@dataclass(frozen=True)
class RowShape:
    """How a model's rows are read: ``columns`` is the select list (qualified by an alias)."""

    columns: str
    attnames: list[str]
    # Per column needing them: its position, its expression and its converters.
    converters: list[tuple[int, Any, list[Callable[..., Any]]]]


_SHAPES: dict[tuple[type[Model], str, str], RowShape] = {}


def row_shape(model: type[Model], alias: str) -> RowShape:
    """The select list of every concrete column of ``model`` under table alias ``alias``."""
    key = (model, alias, connection.vendor)
    shape = _SHAPES.get(key)
    if shape is None:
        fields = model._meta.concrete_fields
        converters = []
        for position, field in enumerate(fields):
            column = field.get_col(alias)
            own = field.get_db_converters(connection)
            if isinstance(field, JSONField) and field.decoder is None:
                own = [json_column_loads]  # as JSONField.from_db_value, with orjson
            found = [*connection.ops.get_db_converters(column), *own]
            if found:
                converters.append((position, column, found))
        quote = connection.ops.quote_name
        shape = _SHAPES[key] = RowShape(
            # a concrete field always has its column (the stubs allow None for every field)
            columns=", ".join(f"{alias}.{quote(cast(str, field.column))}" for field in fields),
            attnames=[field.attname for field in fields],
            converters=converters,
        )
    return shape


def row_instance(model: type[Model], shape: RowShape, row: Sequence[Any]) -> Any:
    """A ``model`` instance from the first ``len(shape.attnames)`` values of ``row``."""
    values = list(row[: len(shape.attnames)])
    for position, column, converters in shape.converters:
        for convert in converters:
            values[position] = convert(values[position], column, connection)
    return model.from_db(connection.alias, shape.attnames, values)
