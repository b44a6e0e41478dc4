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


def _worded(name: str) -> OptionWords:
    message = "option-" + name.replace("_", "-")
    return OptionWords(title=Said(OPTIONS, f"{message}-title"), description=Said(OPTIONS, message))


OPTION_WORDS: dict[str, OptionWords] = {
    "rules_revision": revision_words(
        {
            "en": "Engineering is used at most once per turn and never forces a build, and a "
            "player who saw the central deck's top card with the Cat remembers it while it "
            "stays on top",
            "pt-BR": "a Engenharia é usada no máximo uma vez por turno e nunca obriga a "
            "construir, e quem viu a carta do topo do baralho central com o Gato se lembra "
            "dela enquanto ela continuar no topo",
        }
    ),
    **{name: _worded(name) for name in _WORDED},
}
