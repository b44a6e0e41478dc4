"""Each set-up option's title and description (``messages/*/options.ftl``): the rule, and for
an open rules question both readings and which one is the default. The rules edition's words
are the shared ``revision_words``."""

from __future__ import annotations

from games.rules.core import OptionWords
from games.rules.revision import edition_made, revision_words
from games.rules.said import Said

from .catalogue import OPTIONS

# The options worded from the catalogue, each by its messages option-<name>(-title).
_WORDED = (
    "corporate_era",
    "difficulty",
    "research",
    "card_source",
    "marsbot_corporation",
    "prelude",
    "expansion_icons",
    "lobbyists_furthest",
    "competition_below_5",
    "hard_claim_timing",
    "random_tiebreak_count",
    "double_temperature",
    "played_cards_reshuffle",
    "tie_winner",
    "neural_instance_owned",
    "human_triggers_on_marsbot",
    "uncertain_tag_order",
    "milestone_closeness",
    "award_values",
    "ocean_bonus",
    "greenery_avoid",
)

OPTION_WORDS: dict[str, OptionWords] = {
    # MarsBot's first edition of corrections came a month after the other games' (issue 25).
    "rules_revision": revision_words(
        Said(OPTIONS, "option-revision-2-corrections"), made=(edition_made(2026, 12),)
    ),
    **{name: OptionWords.worded(OPTIONS, name) for name in _WORDED},
}
