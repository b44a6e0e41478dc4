"""A scroll card is named as the player sees it on the table (its language, points and printed
end-game bonus), in the final score's reports and in their list of cards, never by the
content's id ("SAN-A")."""

from __future__ import annotations

import re

import pytest

from games.rules.registry import ruleset_get
from games.rules.scholars.labels import scroll

RULES = ruleset_get("scholars")
CARDS = RULES.catalog["scroll_cards"]
CONTENT_ID = re.compile(r"\b[A-Z]{3}-[A-Z]\b")


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_every_scroll_card_is_worded_without_its_id_and_told_apart(language):
    worded = [scroll(card["id"], RULES.catalog)[language] for card in CARDS]
    assert not [w for w in worded if CONTENT_ID.search(w)]
    assert len(set(worded)) == len(worded), "two cards read alike"


def test_the_printed_bonus_is_said():
    by_bonus = {card["end_bonus"]["type"]: card for card in CARDS}
    guild = scroll(by_bonus["guild_membership"]["id"], RULES.catalog)
    assert "guilda" in guild["pt-BR"] and "guild" in guild["en"]
    both = scroll(by_bonus["per_translated_language"]["id"], RULES.catalog)["pt-BR"]
    assert "por pergaminho traduzido do" in both
    dice = scroll(by_bonus["coloured_dice"]["id"], RULES.catalog)["pt-BR"]
    assert re.search(r"pelos dados \w+ e \w+$", dice), dice


def test_the_score_report_and_its_listed_values_name_the_card():
    card = CARDS[0]
    action = {"type": "score_scroll", "card": card["id"], "change": "add"}
    label = RULES.label(action)["pt-BR"]
    assert label.startswith("Traduzi o pergaminho ") and card["id"] not in label
    assert (
        RULES.value_label("score_scroll", "card", card["id"])["pt-BR"]
        == scroll(card["id"], RULES.catalog)["pt-BR"]
    )
