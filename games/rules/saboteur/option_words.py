"""Each set-up option's title and description (``messages/*/options.ftl``): the rule, and for
an open rules question both readings and which one is the default. The rules edition's words
are the shared ``revision_words``."""

from __future__ import annotations

from games.rules.core import OptionWords
from games.rules.revision import revision_words
from games.rules.said import Said

from .catalogue import OPTIONS

# The options worded from the catalogue, each by its messages option-<name>(-title).
_WORDED = (
    "must_connect_to_start",
    "hidden_goals_constrain",
    "crystals_counted",
    "trapped_geologist_paid",
    "saboteur_share_counts_profiteer",
    "double_curve_mirror",
    "rockfall_count",
    "door_blocks_completer",
    "break_own_tool",
)

OPTION_WORDS: dict[str, OptionWords] = {
    "rules_revision": revision_words(
        Said(OPTIONS, "option-revision-2-corrections"),
        Said(OPTIONS, "option-revision-3-corrections"),
        Said(OPTIONS, "option-revision-4-corrections"),
    ),
    **{name: OptionWords.worded(OPTIONS, name) for name in _WORDED},
}
