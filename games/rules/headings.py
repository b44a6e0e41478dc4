"""The heading of each kind of action, worded: what an app writes over the listed actions of
one type (``GET games/{id}/actions/`` ``headings``), from the game's catalogue
``<slug>/headings`` (``messages/<language>/headings.ftl``, one ``heading-<type>`` a type)."""

from __future__ import annotations

from games.rules.catalogues import SOURCE_LANGUAGE, Catalogue
from games.rules.core import Ruleset
from games.rules.said import Said, catalogues_of_words


def _catalogue(rules: Ruleset) -> Catalogue | None:
    return catalogues_of_words().get(f"{rules.slug}/headings")


def action_heading(rules: Ruleset, kind: str, catalogue: Catalogue | None = None) -> Said | None:
    """The heading of actions of type ``kind``; None where the game words none (a test's toy
    game)."""
    catalogue = catalogue or _catalogue(rules)
    message_id = f"heading-{kind}"
    if catalogue is None or not catalogue.has(message_id, SOURCE_LANGUAGE):
        return None
    return Said(catalogue, message_id, {})


def action_headings(rules: Ruleset, language: str) -> dict[str, str]:
    """Every action type's heading in ``language``, by type."""
    out = {}
    catalogue = _catalogue(rules)
    for spec in rules.action_specs:
        heading = action_heading(rules, spec.type, catalogue)
        if heading is not None:
            out[spec.type] = heading.text(language)
    return out
