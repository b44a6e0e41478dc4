"""A seat's listed actions with their words: each entry's label, and the labels of an
enumerated parameter's values when the game words them (slugs such as a tile or a card;
ids such as a space or a card number are named by the content, which apps read once).

``labelled_listing`` words an entry in every language (a refused move's problem keeps them
until the caller's language is known); ``entry_in`` keeps one language.
"""

from __future__ import annotations

from typing import Any

from games.rules.core import LANGUAGES, Labels, Names, Ruleset, State


def labelled_listing(rules: Ruleset, state: State, seat: int, names: Names) -> list[dict[str, Any]]:
    """The seat's listed actions, each ``{"action", "labels"[, "params"]}`` in every language."""
    view = rules.view(state, seat)
    out: list[dict[str, Any]] = []
    for listed in rules.listed_actions(state, seat):
        if not listed.params:
            labels = rules.label_named(listed.action, view, names)
            out.append({"action": listed.action, "labels": labels})
            continue
        params = {}
        for name, schema in listed.params.items():
            worded = [
                rules.value_label(listed.action["type"], name, v) for v in schema.get("enum", [])
            ]
            if worded and all(worded):
                schema = {**schema, "labels": _by_language(worded)}
            params[name] = schema
        labels = rules.template_label(listed, view)
        out.append({"action": listed.action, "labels": labels, "params": params})
    return out


def _by_language(worded: list[Labels | None]) -> dict[str, list[str]]:
    return {
        lang: [str((w or {}).get(lang) or (w or {}).get("en", "")) for w in worded]
        for lang in LANGUAGES
    }


def _in(labels: Any, language: str) -> Any:
    return labels.get(language) or labels.get("en") if isinstance(labels, dict) else labels


def entry_in(entry: dict[str, Any], language: str) -> dict[str, Any]:
    """One listed entry as the API answers it: ``{"action", "label"[, "params"]}``, its words
    in ``language``."""
    out = {"action": entry["action"], "label": _in(entry["labels"], language) or ""}
    if "params" in entry:
        out["params"] = {
            name: {**schema, "labels": _in(schema["labels"], language)}
            if "labels" in schema
            else schema
            for name, schema in entry["params"].items()
        }
    return out
