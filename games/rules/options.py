"""Set-up options: their words in every language and the one check of a game's options.

``games.rules.core`` re-exports these for the engines (a game imports the protocol from there).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.rules.actions import json_text
from games.rules.catalogues import Catalogue
from games.rules.outcomes import Labels
from games.rules.said import SHARED_DIR, Said, words_catalogue

# The set-up options' words every game shares (``games/messages/<language>/options.ftl``): the
# rules edition and the seat options the service keeps beside a game's own.
OPTIONS: Catalogue = words_catalogue(SHARED_DIR, "options")


class OptionError(ValueError):
    """A set-up option the game does not know or a value it does not allow; ``message`` and
    ``params`` let the problem catalogue say it in every language."""

    def __init__(self, detail: str, message: str, params: Mapping[str, Any]) -> None:
        super().__init__(detail)
        self.message = message
        self.params = dict(params)


@dataclass(frozen=True)
class OptionWords:
    """A set-up option's title and description, each in every language of ``LANGUAGES``.

    The description says the rule and, for an open rules question, both readings and which
    one is the default, without references a player cannot look up."""

    title: Labels
    description: Labels

    @classmethod
    def of(cls, title: tuple[str, str], en: str, pt: str) -> OptionWords:
        """From the title in English and Portuguese and the description in each (a test's
        toy game; a shipped game's words are catalogue messages: ``worded``)."""
        return cls(title={"en": title[0], "pt-BR": title[1]}, description={"en": en, "pt-BR": pt})

    @classmethod
    def worded(cls, catalogue: Catalogue, name: str) -> OptionWords:
        """Option ``name``'s words in ``catalogue``: messages ``option-<name>-title`` and
        ``option-<name>`` (the description), the name's underscores as hyphens."""
        message = "option-" + name.replace("_", "-")
        return cls(title=Said(catalogue, f"{message}-title"), description=Said(catalogue, message))


def options_worded(schema: Mapping[str, Any], words: Mapping[str, OptionWords]) -> dict[str, Any]:
    """``schema`` with each property's English ``title`` and ``description`` from ``words``
    (the served schema swaps in the caller's language: ``Ruleset.options_schema_in``)."""
    props = {
        name: {
            **spec,
            "title": words[name].title["en"],
            "description": words[name].description["en"],
        }
        if name in words
        else dict(spec)
        for name, spec in schema.get("properties", {}).items()
    }
    return {**schema, "properties": props}


# What a JSON Schema type allows, for an option refused without an enum.
_TYPE_VALUES: dict[str, list[Any]] = {"boolean": [True, False]}


def options_validated(schema: Mapping[str, Any], options: dict[str, Any]) -> dict[str, Any]:
    """``options`` checked against ``schema`` and merged with its defaults; raises
    ``OptionError`` naming the bad option."""
    props = schema.get("properties", {})
    merged = {k: v["default"] for k, v in props.items() if "default" in v}
    for key, value in options.items():
        if key not in props:
            raise OptionError(
                f"There is no option {json_text(key)}; the options: {json_text(sorted(props))}.",
                "unknown_option",
                {"option": key, "allowed": sorted(props)},
            )
        spec = props[key]
        kind = spec.get("type")
        ok = {
            "boolean": isinstance(value, bool),
            "integer": isinstance(value, int) and not isinstance(value, bool),
            "string": isinstance(value, str),
            "array": isinstance(value, list),
        }.get(kind, True)
        if not ok or ("enum" in spec and value not in spec["enum"]):
            allowed = spec.get("enum") or _TYPE_VALUES.get(kind, [])
            raise OptionError(
                f"The option {json_text(key)} cannot be {json_text(value)}; "
                f"one of {json_text(allowed)}" + ("." if "enum" in spec else f" (a {kind})."),
                "invalid_option",
                {"option": key, "value": value, "allowed": allowed, "kind": kind},
            )
        merged[key] = value
    return merged
