"""Each set-up option's title and description (``messages/*/options.ftl``): the rule, and
for an open rules question both readings and which one is the default. The rules edition's
words are the shared ``revision_words``."""

from __future__ import annotations

from games.rules.core import OptionWords
from games.rules.revision import revision_words
from games.rules.said import Said

from .catalogue import OPTIONS

# The options worded from the catalogue, each by its messages option-<name>(-title).
_WORDED = (
    "wonders",
    "first_player",
    "babylon_deck",
    "rhodes_first_shield",
    "economy_forces_build",
    "wonder_effects_optional",
    "halicarnassus_cards_public",
    "halicarnassus_reshuffle",
    "no_cards_available",
    "payment_choice",
    "new_token_usable_same_turn",
    "science_without_tokens",
    "extra_cards_trigger_tokens",
    "battle_before_game_end",
    "battle_trigger",
    "military_tokens_limited",
)


OPTION_WORDS: dict[str, OptionWords] = {
    "rules_revision": revision_words(Said(OPTIONS, "option-revision-2-corrections")),
    **{name: OptionWords.worded(OPTIONS, name) for name in _WORDED},
}
