"""MarsBot's action specs: the automa's ``play_turn`` and your reports."""

from __future__ import annotations

from games.rules.core import ActionField, ActionSpec

from .card_tiles import CARD_TILES
from .reports import DELTAS, PARAMETERS, PRODUCTIONS, TILES
from .setup import STANDINGS

CARD_NAMES = tuple(CARD_TILES)
MILESTONES = ("terraformer", "mayor", "gardener", "builder", "planner")
AWARDS = ("landlord", "banker", "scientist", "thermalist", "miner")


def _space() -> ActionField:
    # No enum: YAML readers take "08"/"09" for numbers; the legal list checks the space.
    return ActionField(
        "space",
        "str",
        "The Tharsis hex id, 03 to 63, row by row (01 Ganymede Colony and 02 Phobos Space Haven "
        "are the off-Mars city spaces of those cards).",
        open=True,
        content="hexes",
    )


def _card(
    description: str = "The project card's number (001-208) or its name.",
    content: str = "project_cards",
) -> ActionField:
    # Listed by number; a name is accepted too (``flips.card_number``).
    return ActionField("card", "str", description, open=True, content=content)


REPORT_SPECS: tuple[ActionSpec, ...] = (
    ActionSpec("play_turn", (), "MarsBot's step: its research, one card flipped, or its pass."),
    ActionSpec(
        "place_tile",
        (ActionField("tile", "str", "The tile you placed.", choices=TILES, open=True), _space()),
        "You placed a tile on Mars (its parameter and your TR follow).",
    ),
    ActionSpec(
        "place_card_tile",
        (
            ActionField(
                "card", "str", "The card that names the space.", choices=CARD_NAMES, open=True
            ),
            _space(),
        ),
        "A card of yours placed its tile by the card's own placement rule: Noctis City on its "
        "reserved space; Mangrove's or Protected Valley's greenery and Mohole Area on an "
        "ocean-reserved space; Artificial Lake's ocean on land; Lava Flows on a volcanic area; "
        "Research Outpost's city or Natural Preserve next to no tile; Urbanized Area's city next "
        "to 2 cities; Mining Rights (and Mining Area, next to your own tile) on a steel or "
        "titanium bonus; Industrial Center next to a city; Ecological Zone next to a greenery; "
        "Ganymede Colony's and Phobos Space Haven's cities off Mars (spaces 01, 02); Land "
        "Claim's marker (not a tile: MarsBot places nothing there). Report the card's parameter "
        "raises as usual; other special tiles are place_tile.",
    ),
    ActionSpec(
        "raise_parameter",
        (ActionField("parameter", "str", "", choices=PARAMETERS),),
        "You raised the temperature or the oxygen one step without a tile.",
    ),
    ActionSpec(
        "claim_milestone",
        (ActionField("milestone", "str", "", choices=MILESTONES),),
        "You claimed a milestone.",
    ),
    ActionSpec(
        "fund_award", (ActionField("award", "str", "", choices=AWARDS),), "You funded an award."
    ),
    ActionSpec(
        "remove_marsbot_mc",
        (ActionField("amount", "int", "M€ taken from MarsBot's supply.", open=True),),
        "A card of yours removed or stole resources from MarsBot (its M€ supply).",
    ),
    ActionSpec(
        "decrease_production",
        (ActionField("production", "str", "", choices=PRODUCTIONS),),
        "A card of yours decreased MarsBot's production: its matching track moves back.",
    ),
    ActionSpec(
        "adjust_standing",
        (
            ActionField("standing", "str", "", choices=STANDINGS, open=True),
            ActionField("delta", "int", f"One of {list(DELTAS)}.", open=True),
        ),
        "One of your own values that MarsBot compares against changed.",
    ),
    ActionSpec(
        "plants_protection",
        (ActionField("protected", "bool", ""),),
        "Your plants are (or are no longer) protected, e.g. by Protected Habitats.",
    ),
    ActionSpec("turn_end", (), "You ended your turn (1 or 2 actions)."),
    ActionSpec("generation_pass", (), "You pass for the rest of the generation."),
    ActionSpec(
        "marsbot_card",
        (_card(),),
        "A project card MarsBot took from the physical deck (reported card source). Any card "
        "still in the project deck; the list of legal actions names each one.",
    ),
    ActionSpec(
        "flipped_card",
        (_card("The card's number (001-208, B01-B08) or its name.", ""),),
        "The card you flipped for MarsBot's paused turn (reported card source): any card of the "
        "pile the pause names (view.pause.pile) that is not placed elsewhere; a card placed "
        "elsewhere is refused with card_not_available.",
    ),
    ActionSpec(
        "drawn_card",
        (_card(),),
        "A project card you drew for yourself (your starting hand, research, a card's effect) "
        "with the server's deck: it leaves the deck MarsBot draws from too. Any card still in "
        "the project deck (or in the discard when the deck is empty: it is reshuffled first).",
    ),
    ActionSpec(
        "cards_drawn",
        (ActionField("count", "int", "How many cards you drew (1 to 10).", open=True),),
        "Project cards you drew without naming them: that many leave the server's deck (the "
        "top ones of its shuffled order, kept face down for you).",
    ),
    ActionSpec(
        "discarded_card",
        (_card(),),
        "A project card of yours you discarded (not bought, sold): it goes to the project "
        "discard pile, which is reshuffled when the deck runs out.",
    ),
    ActionSpec(
        "cards_discarded",
        (ActionField("count", "int", "How many of the cards you drew unnamed.", open=True),),
        "Cards you drew without naming them and now discarded, by count.",
    ),
    ActionSpec(
        "draft_pick",
        (_card("The project card number."),),
        "The card you keep from your draft pile.",
    ),
    ActionSpec("final_greenery", (_space(),), "You placed a final greenery."),
    ActionSpec("final_greeneries_done", (), "Your final greeneries are placed."),
    ActionSpec(
        "final_score",
        (ActionField("points", "int", "Your final score.", open=True),),
        "Your final score.",
    ),
)
# Each report's spec by its type, for its entry of the move table (``moves.py``).
SPECS: dict[str, ActionSpec] = {spec.type: spec for spec in REPORT_SPECS}
