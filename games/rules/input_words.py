"""What is wrong with a document or a request, as words that are data (``said.Said``): a
content document's problems and a tool's input outside its JSON Schema, worded only when an
answer is, in its reader's language (``messages/<language>/inputs.ftl``).

Values found are shown as the JSON they were sent as, shortened, never as Python reprs.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from jsonschema.exceptions import ValidationError

from games.rules.said import SHARED_DIR, Listed, Param, Said, said_json, words_catalogue

INPUTS = words_catalogue(SHARED_DIR, "inputs")
# A value sent is shown this long at most: enough to recognise it, never the whole document.
SHOWN_MAX = 80


def input_problem(message_id: str, **args: Param) -> Said:
    """Message ``message_id`` of the inputs' catalogue."""
    return Said(INPUTS, message_id, args)


def shown(value: Any) -> str:
    """``value`` as the JSON it was sent as, cut short past ``SHOWN_MAX`` characters."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= SHOWN_MAX else text[: SHOWN_MAX - 1] + "…"


# A path part for "each item of the list": a total (a deck's size) is said at the field of
# every item that adds to it, so whichever item an editor is changing shows it.
EACH = "*"


def at(where: Sequence[object], problem: Said) -> Said:
    """``problem`` at the member ``where`` (its path, parts joined by "/")."""
    return input_problem("problem-at", where="/".join(map(str, where)), problem=problem)


def located(problem: Said) -> tuple[tuple[str, ...], Said] | None:
    """The path and the problem of an ``at`` problem (None for a problem said of no member):
    a reader that shows the member itself (a form's field) words the problem alone."""
    if problem.catalogue != INPUTS or problem.id != "problem-at":
        return None
    where, inner = problem.args.get("where"), problem.args.get("problem")
    if not isinstance(where, str) or not isinstance(inner, Said):
        return None
    return tuple(where.split("/")) if where else (), inner


def json_type(kind: str) -> Said:
    return input_problem("json-type", type=kind)


def member_missing(member: str) -> Said:
    return input_problem("member-missing", member=shown(member))


def member_type(member: str, kind: str) -> Said:
    """Member ``member`` must be of JSON type ``kind`` (``array``, ``object``...)."""
    return input_problem("member-type", member=shown(member), expected=json_type(kind))


def not_an_object() -> Said:
    return input_problem("document-not-object")


def _types(expected: Any) -> Listed:
    kinds = expected if isinstance(expected, list) else [expected]
    return Listed(tuple(json_type(str(kind)) for kind in kinds), "or")


def _count(value: Any) -> int:
    return len(value) if isinstance(value, (list, str, dict)) else 0


def schema_problem(error: ValidationError) -> Said:
    """The problem of a JSON Schema ``error``, without where it is (``error.path`` says)."""
    # The schema's own value of the keyword (a bound, the allowed values) and the value sent.
    keyword, found = error.validator, error.instance
    limit: Any = error.validator_value
    if keyword == "type":
        return input_problem("schema-type", expected=_types(limit), found=shown(found))
    if keyword == "enum":
        return input_problem("schema-enum", allowed=shown(list(limit)), found=shown(found))
    if keyword == "required" and isinstance(found, dict):
        missing = [name for name in limit if name not in found]
        return input_problem("schema-required", members=shown(missing))
    if keyword == "additionalProperties" and isinstance(found, dict):
        known = (error.schema or {}).get("properties", {}) if isinstance(error.schema, dict) else {}
        extra = [name for name in found if name not in known]
        return input_problem("schema-unexpected", members=shown(extra))
    if keyword in ("minimum", "maximum"):
        return input_problem(f"schema-{keyword}", limit=limit, found=shown(found))
    if keyword in ("minItems", "maxItems"):
        message = "schema-min-items" if keyword == "minItems" else "schema-max-items"
        return input_problem(message, limit=limit, count=_count(found))
    if keyword in ("minLength", "maxLength"):
        message = "schema-min-length" if keyword == "minLength" else "schema-max-length"
        return input_problem(message, limit=limit)
    if keyword == "uniqueItems":
        return input_problem("schema-unique-items")
    if keyword == "pattern":
        return input_problem("schema-pattern", pattern=str(limit), found=shown(found))
    return input_problem("schema-other", keyword=str(keyword))


def distinct(problems: Iterable[Said]) -> list[Said]:
    """``problems`` each once, in order (a schema reports one missing member per error, and
    ``schema-required`` names them all)."""
    seen: set[str] = set()
    kept = []
    for problem in problems:
        key = json.dumps(said_json(problem), sort_keys=True, default=str)
        if key not in seen:
            seen.add(key)
            kept.append(problem)
    return kept
