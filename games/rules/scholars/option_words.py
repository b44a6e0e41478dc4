"""Each set-up option's title and description: messages of ``messages/<language>/options.ftl``;
the level names are those of the Brazilian solo helper (Estudante, Escriba, Professor,
Erudito)."""

from __future__ import annotations

from games.rules.core import OptionWords
from games.rules.revision import edition_made, revision_words
from games.rules.said import Said
from games.rules.scholars.catalogue import OPTIONS

_WORDED = ("mode", "difficulty", "length", "ties_to_automa", "travel_out_of_reach",
           "recent_cards", "final_report")  # fmt: skip


def _words(name: str) -> OptionWords:
    key = name.replace("_", "-")
    return OptionWords(
        title=Said(OPTIONS, f"option-{key}-title"),
        description=Said(OPTIONS, f"option-{key}-description"),
    )


OPTION_WORDS: dict[str, OptionWords] = {
    **{name: _words(name) for name in _WORDED[:4]},
    "rules_revision": revision_words(
        Said(OPTIONS, "option-revision-2-corrections"),
        made=(edition_made(2026, 12),),
    ),
    **{name: _words(name) for name in _WORDED[4:]},
}
