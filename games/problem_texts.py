"""Problem details in the caller's language: one message per ``code`` (or finer message key)
and per engine refusal ``reason``, from the message catalogues (``games.rules.catalogues``),
filled with JSON parameters.

The words are in Fluent files a translator edits, not here: ``games/messages/<language>/
problems.ftl`` and ``reasons.ftl`` (the reasons every game shares), and each game's own
reasons in ``games/rules/<slug>/messages/<language>/reasons.ftl``. A ``ServiceError`` names
its message key and parameters; parameters are shown as JSON (``"wood"``, ``["a", "b"]``),
never as Python reprs, but for titles, counts and bounds (``VERBATIM``), shown as words and
numbers. A message with ``$min`` and ``$max`` is also given ``$exact`` ("yes" when they are
equal), so that it can say "takes exactly 2 seats", not "2 to 2".
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from games.rules.catalogues import Catalogue
from games.rules.core import Ruleset
from games.rules.registry import ruleset_get, rulesets_registered

MESSAGES_DIR = Path(__file__).resolve().parent / "messages"
PROBLEMS = Catalogue(MESSAGES_DIR, "problems")
# The refusal reasons every engine shares (``Reason``); each game words its own in its
# package, and ``reason_catalogue`` finds the one that words a reason.
SHARED_REASONS = Catalogue(MESSAGES_DIR, "reasons")


def game_reasons(rules: Ruleset) -> Catalogue:
    """A game's own refusal reasons: ``messages/`` beside the module of its ruleset class."""
    package = Path(inspect.getfile(type(rules))).resolve().parent
    return Catalogue(package / "messages", f"{rules.slug}/reasons")


@cache
def reason_catalogues() -> dict[str, Catalogue]:
    """The catalogue that words each refusal reason: the shared ones and each registered
    game's own. A reason two games word differently is an error (the API shows one text per
    reason)."""
    found = dict.fromkeys(SHARED_REASONS.ids(), SHARED_REASONS)
    for slug in rulesets_registered():
        own = game_reasons(ruleset_get(slug))
        if not own.directory.is_dir():
            continue
        for reason in own.ids():
            first = found.setdefault(reason, own)
            if first is not own and _worded(first, reason) != _worded(own, reason):
                raise ValueError(f"{slug} words the refusal {reason!r} unlike another game")
    return found


def catalogues_known() -> dict[str, Catalogue]:
    """Every catalogue of problem and refusal texts, by name."""
    found = {PROBLEMS.name: PROBLEMS, SHARED_REASONS.name: SHARED_REASONS}
    for catalogue in reason_catalogues().values():
        found.setdefault(catalogue.name, catalogue)
    return found


def _worded(catalogue: Catalogue, reason: str) -> list[str | None]:
    return [catalogue.source(reason, lang) for lang in catalogue.languages()]


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def problem_text(key: str, language: str, params: Mapping[str, Any] | None = None) -> str | None:
    """The message ``key`` (a code, a finer key or ``reason:<reason>``) in ``language``, its
    parameters shown as JSON; None when the catalogue lacks it or a parameter is missing."""
    params = params or {}
    shown = {k: _shown(k, v, language) for k, v in params.items()}
    if "min" in params and "max" in params:
        shown["exact"] = "yes" if params["min"] == params["max"] else "no"
    if key.startswith("reason:"):
        reason = key.removeprefix("reason:")
        catalogue = reason_catalogues().get(reason)
        return None if catalogue is None else catalogue.text(reason, language, shown)
    return PROBLEMS.text(key, language, shown)


def problem_title(code: str, language: str) -> str:
    """A problem code's title (its message's ``.title``) in ``language``."""
    return PROBLEMS.text(code, language, attribute="title") or code


def problem_source(key: str, language: str) -> str:
    """The message ``key`` as a page describing it shows it, its parameters by name
    ("No game {ruleset} is offered.")."""
    named = {name: "{" + name + "}" for name in PROBLEMS.variables(key)}
    return PROBLEMS.text(key, language, named) or key


# Parameters that read as words or numbers in a sentence, not as JSON values.
_VERBATIM = {"title", "min", "max", "count", "seats", "version", "retry_after", "name", "mc"}


def _shown(key: str, value: Any, language: str) -> Any:
    """A parameter as the sentence shows it; a verbatim one given in every language (a game's
    title) is shown in ``language``."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value  # a number: Fluent shows it as JSON does, and selects its plural form
    if key not in _VERBATIM:
        return _json(value)
    if isinstance(value, dict):
        return str(value.get(language) or value.get("en", ""))
    return str(value)
