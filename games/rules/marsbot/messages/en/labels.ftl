# The labels of what you report to MarsBot ("I placed..."), of its own turn, and of the
# values a report's parameter takes. Card names are the content's (English only).

label-play-turn-research = MarsBot builds its action deck
label-play-turn-final = MarsBot places its final greeneries
label-play-turn = MarsBot plays its turn

tile-ocean = an ocean
tile-greenery = a greenery
tile-city = a city
tile-special = a special tile
tile-claim = my player marker

# An off-Mars city space, by the name its card gives it.
# Variables:
#   $name (String) - the space's name (Ganymede Colony, Phobos Space Haven)
space-off-mars = { $name } space

# Variables:
#   $tile (String) - the tile (tile-...)
#   $space (String) - the space, without its article
label-tile = I placed { $tile } on the { $space }
# Variables:
#   $card (String) - the card's name, as the content gives it in the reader's language
#   $tile (String) - the tile (tile-...)
#   $space (String) - the space, without its article
label-card-tile = With “{ $card }”, I placed { $tile } on the { $space }
# Variables:
#   $parameter (String) - temperature or oxygen
label-parameter = I raised the { $parameter ->
        [temperature] temperature
       *[oxygen] oxygen
    } one step
# Variables:
#   $milestone (String) - the milestone's name
label-milestone = I claimed { $milestone }
# Variables:
#   $award (String) - the award's name
label-award = I funded { $award }
# Variables:
#   $amount (Number) - the M€ a card of yours removed or stole from MarsBot
label-marsbot-mc = I took { $amount } M€ away from MarsBot
# Variables:
#   $production (String) - steel, titanium, megacredits, energy, heat or plants
label-production = I decreased MarsBot's { $production ->
        [steel] steel
        [titanium] titanium
        [megacredits] M€
        [energy] energy
        [heat] heat
       *[plants] plant
    } production

standing-tr = TR
standing-building_tags = building tags
standing-cards_in_hand = cards in hand
standing-science_tags = science tags
standing-mc_production = M€ production
standing-heat = heat
standing-heat_production = heat production
standing-steel = steel
standing-titanium = titanium
standing-steel_production = steel production
standing-titanium_production = titanium production
standing-plants = plants

# Variables:
#   $standing (String) - the value (standing-...)
#   $delta (String) - the change, signed (+2, -1)
#   $change (String) - "up", "down" or "none"
#   $amount (Number) - the change, unsigned
#   $what (String) - the value's key (tr, building_tags, cards_in_hand, heat, steel, ...)
# In the log ($case "lower") the report reads as a sentence with no colon of its own.
label-standing = { $case ->
        [lower] { $change ->
            [up] My { $standing } went up by { $amount }
            [down] My { $standing } went down by { $amount }
           *[none] My { $standing } did not change
        }
       *[other] My { $standing }: { $delta }
    }
label-plants-protected = My plants are protected
label-plants-unprotected = My plants are no longer protected
# Variables:
#   $card (String) - the card's number
#   $name (String) - its name
label-marsbot-card = { $case ->
        [lower] I took { $card } “{ $name }” from the deck for MarsBot
       *[other] MarsBot's card from the deck: { $card } “{ $name }”
    }
# Variables:
#   $card (String) - the card's number
#   $name (String) - its name
label-flipped-card = { $case ->
        [lower] I flipped { $card } “{ $name }” for MarsBot
       *[other] The card I flipped for MarsBot: { $card } “{ $name }”
    }
# Variables:
#   $card (String) - the card's number
#   $name (String) - its name, as the content gives it in the reader's language
label-draft-pick = { $case ->
        [lower] I kept { $card } “{ $name }”
       *[other] I keep { $card } “{ $name }”
    }
# Variables:
#   $card (String) - the card's number
#   $name (String) - its name, as the content gives it in the reader's language
label-drawn-card = I drew { $card } “{ $name }”
# Variables:
#   $card (String) - the card's number
#   $name (String) - its name, as the content gives it in the reader's language
label-discarded-card = I discarded { $card } “{ $name }”
# Variables:
#   $count (Number) - the cards drawn
label-cards-drawn = I drew { $count } { $count ->
        [one] project card
       *[other] project cards
    }
# Variables:
#   $count (Number) - the cards discarded
label-cards-discarded = I discarded { $count } { $count ->
        [one] project card
       *[other] project cards
    }
# Variables:
#   $points (Number) - the score
label-final-score = My final score is { $points }
label-turn-end = I ended my turn
label-generation-pass = { $case ->
        [lower] I passed for this generation
       *[other] I pass for this generation
    }
label-final-greeneries-done = My final greeneries are placed
label-undo = Undo your last report
label-acknowledge = Done: MarsBot's instructions are carried out
# An action without words of its own, by its type.
# Variables:
#   $kind (String) - the action's type
label-unknown = { $kind }

## Templates: a listed report with its open value left out

template-remove_marsbot_mc = I took M€ away from MarsBot
template-cards_drawn = I drew project cards, unnamed
template-cards_discarded = I discarded unnamed cards
template-drawn_card = I drew a project card
template-discarded_card = I discarded a project card
template-marsbot_card = MarsBot's card from the deck
template-flipped_card = The card I flipped for MarsBot
template-draft_pick = The card I keep from my draft
template-final_greenery = I placed a final greenery
template-final_score = My final score
template-merged-tile = I placed a tile
template-merged-card = A card of mine placed its tile
template-merged-standing = One of my values changed
# Variables:
#   $tile (String) - the tile (tile-...)
template-tile = I placed { $tile }
# Variables:
#   $card (String) - the card's name, as the content gives it in the reader's language
#   $tile (String) - the tile (tile-...)
template-card-tile = With “{ $card }”, I placed { $tile }
# Variables:
#   $standing (String) - the value (standing-...)
template-standing = My { $standing } changed
# A card as a parameter's value.
# Variables:
#   $name (String) - the card's name, as the content gives it in the reader's language
value-card = { $name }

# A report's label is also the end of the log's sentence ("Ana reported: ..."): there the
# reports take $case = "lower" (a language that writes the report in lower case after a
# colon selects on it, as pt-BR does; English ignores it).
