"""A seat's listed actions with their words: each entry's label, and the labels of an
enumerated parameter's values when the game words them (slugs such as a tile or a card;
ids such as a space or a card number are named by the content, which apps read once).

``labelled_listing`` words an entry in every language (a refused move's problem keeps them
until the caller's language is known); ``entry_in`` keeps one language.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from games.rules.companion import CompanionRuleset
from games.rules.core import LANGUAGES, Labels, Names, Ruleset, State
from games.rules.said import in_language


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
                schema = {**schema, "labels": ValueLabels([w for w in worded if w])}
            if isinstance(rules, CompanionRuleset):
                title = rules.param_label(listed.action["type"], name)
                schema = {**schema, "title": title} if title else schema
            params[name] = schema
        labels = rules.template_label(listed, view)
        out.append({"action": listed.action, "labels": labels, "params": params})
    return out


class ValueLabels(Mapping[str, list[str]]):
    """The labels of a parameter's values, as a list per language, each worded when read."""

    def __init__(self, worded: list[Labels]) -> None:
        self._worded = worded

    @property
    def worded(self) -> tuple[Labels, ...]:
        """Each value's words, in the order of the parameter's values."""
        return tuple(self._worded)

    def __getitem__(self, language: str) -> list[str]:
        return [str(in_language(w, language) or "") for w in self._worded]

    def __iter__(self) -> Iterator[str]:
        first = self._worded[0] if self._worded else {}
        return iter(dict.fromkeys((*LANGUAGES, *first)))

    def __len__(self) -> int:
        return len(list(iter(self)))


# A parameter's words: its values' (``labels``) and its own (``title``).
_WORDED = ("labels", "title")


def _in(labels: Any, language: str) -> Any:
    if isinstance(labels, ValueLabels):
        return labels[language]
    return in_language(labels, language) if isinstance(labels, Mapping) else labels


def entry_in(entry: dict[str, Any], language: str) -> dict[str, Any]:
    """One listed entry as the API answers it: ``{"action", "label"[, "params"]}``, its words
    in ``language``."""
    out = {"action": entry["action"], "label": _in(entry["labels"], language) or ""}
    if "params" in entry:
        out["params"] = {
            name: {**schema, **{k: _in(schema[k], language) for k in _WORDED if k in schema}}
            for name, schema in entry["params"].items()
        }
    return out
