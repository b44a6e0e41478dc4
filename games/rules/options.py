"""Set-up options: their words in every language and the one check of a game's options.

``games.rules.core`` re-exports these for the engines (a game imports the protocol from there).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.rules.actions import json_text
from games.rules.catalogues import SOURCE_LANGUAGE, Catalogue
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
    # Each value's words by its token (``value_token``): set by ``for_values``.
    values: Mapping[str, Labels] = field(default_factory=dict)

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

    def for_values(self, values: Sequence[Any]) -> OptionWords:
        """These words with each of ``values`` worded: the title's catalogue's message
        ``<title id less -title>-is-<token>``, else ``…-is`` given the value as ``$value``. The
        description gets each as parameter ``is-<token>``: where it quotes a value, a reader
        reads the value's words, never what the API takes."""
        if not isinstance(self.title, Said) or not values:
            return self
        catalogue, prefix = self.title.catalogue, self.title.id.removesuffix("-title")
        titles: dict[str, Labels] = {}
        for value in values:
            token = value_token(value)
            if catalogue.has(f"{prefix}-is-{token}", SOURCE_LANGUAGE):
                titles[token] = Said(catalogue, f"{prefix}-is-{token}")
            elif catalogue.has(f"{prefix}-is", SOURCE_LANGUAGE):
                titles[token] = Said(catalogue, f"{prefix}-is", {"value": value})
        description = self.description
        if isinstance(description, Said) and titles:
            args = {f"is-{token}": said for token, said in titles.items()}
            description = Said(description.catalogue, description.id, {**description.args, **args})
        return OptionWords(self.title, description, titles)

    def value_titles(self, values: Sequence[Any], language: str) -> list[dict[str, Any]] | None:
        """JSON Schema's ``oneOf`` of ``{const, title}`` for ``values`` in ``language``
        (None unless every value has words)."""
        titles = [self.values.get(value_token(value)) for value in values]
        if not values or any(t is None for t in titles):
            return None
        return [
            {"const": value, "title": t.get(language) or t[SOURCE_LANGUAGE]}
            for value, t in zip(values, titles, strict=True)
            if t is not None
        ]


def value_token(value: Any) -> str:
    """A value as its messages name it: lower case, underscores as hyphens."""
    return str(value).lower().replace("_", "-")


def options_worded(schema: Mapping[str, Any], words: Mapping[str, OptionWords]) -> dict[str, Any]:
    """``schema`` with each property's English ``title`` and ``description`` from ``words``
    (the served schema swaps in the caller's language: ``Ruleset.options_schema_in``)."""
    props = {
        name: option_worded(spec, words[name], SOURCE_LANGUAGE) if name in words else dict(spec)
        for name, spec in schema.get("properties", {}).items()
    }
    return {**schema, "properties": props}


def option_worded(spec: Mapping[str, Any], words: OptionWords, language: str) -> dict[str, Any]:
    """One option's schema with its title, description and (an enumeration's) values' words
    in ``language``."""
    values = list(spec.get("enum") or ())
    words = words.for_values(values)
    worded = {
        **spec,
        "title": words.title.get(language) or words.title[SOURCE_LANGUAGE],
        "description": words.description.get(language) or words.description[SOURCE_LANGUAGE],
    }
    one_of = words.value_titles(values, language)
    if one_of is not None:
        worded["oneOf"] = one_of
    return worded


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
