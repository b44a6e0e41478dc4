# 7 Wonders Architects: the pieces labels and sentences share (names, decks, Stages,
# cards paid, Wonder effects). A piece is a parameter of a whole sentence in labels.ftl
# or events.ftl, so it is worded in the same language.

## Names from the game's content

# A component's name (a card, a Wonder, a Progress token) as the game's content gives it:
# the content names each component in English ($en) and in Brazilian Portuguese ($pt-BR).
# A new language picks the one it reads best, or names some by $id.
# Variables:
#   $id (String) - the component's id in the content ("wood", "babylon", "economy")
#   $en (String) - its English name in the content
#   $pt-BR (String) - its Brazilian Portuguese name in the content
name = { $en }

# A card whose content name has a detail after a comma ("Shield, 1 horn"), said so that a
# list of cards keeps one comma per card.
# Variables:
#   $name (String) - the card's name before the comma ("Shield")
#   $detail (String) - what follows the comma ("1 horn")
name-with-detail = { $name } with { $detail }

# A card kind, Progress token or Wonder the content does not know (never in a real game).
name-unknown-card = a card
name-unknown-token = a Progress token
name-unknown-wonder = a Wonder

# "of Babylon", as in "Stage 2 of Babylon" and "(effect of Babylon)".
# Variables:
#   $wonder_id (String) - the Wonder's id ("babylon", "giza"...), for languages whose
#       article depends on the city
#   $wonder (String) - the Wonder's name
of-wonder =
    { $wonder_id ->
       *[other] of { $wonder }
    }

## Decks

# "of the central deck" / "of Babylon's deck", as in "the top card of Babylon's deck".
# Variables:
#   $deck (String) - "central" for the central deck, else the id of the Wonder whose deck
#       it is ("babylon", "rhodes"...)
#   $wonder (String) - that Wonder's name (empty for the central deck)
deck-of =
    { $deck ->
        [central] of the central deck
        [ephesus] of { $wonder }' deck
        [halicarnassus] of { $wonder }' deck
        [rhodes] of { $wonder }' deck
       *[other] of { $wonder }'s deck
    }

# "from the central deck" / "from Babylon's deck", as in "took a card from Babylon's deck".
# Variables:
#   $deck (String) - "central" for the central deck, else the id of the Wonder whose deck
#       it is ("babylon", "rhodes"...)
#   $wonder (String) - that Wonder's name (empty for the central deck)
deck-from =
    { $deck ->
        [central] from the central deck
        [ephesus] from { $wonder }' deck
        [halicarnassus] from { $wonder }' deck
        [rhodes] from { $wonder }' deck
       *[other] from { $wonder }'s deck
    }

# The top card of a deck, as the object of "take" in a label ("Take the top card of
# Babylon's deck (left)"). Where the deck lies is said for the seat choosing: its own
# Wonder's deck lies on its left, its right neighbour's on its right.
# Variables:
#   $deck_of (String) - the deck (message deck-of)
#   $side (String) - "left", "right" or "none" (not told: the central deck, another's deck)
top-card =
    the top card { $deck_of }{ $side ->
        [left] {" "}(left)
        [right] {" "}(right)
       *[none] {""}
    }

# The same, when the seat knows which card it is (it lies face up, or the Cat showed it).
# Variables:
#   $deck_of (String) - the deck (message deck-of)
#   $side (String) - "left", "right" or "none" (see top-card)
#   $card (String) - the card's name
top-card-seen =
    the top card { $deck_of }{ $side ->
        [left] {" "}(left)
        [right] {" "}(right)
       *[none] {""}
    }: { $card }

## Stages and payments

# A Stage by its number on its Wonder and its cost, as a label names it.
# Variables:
#   $number (Number) - the Stage's number on its Wonder (1 to 5)
#   $count (Number) - how many Resources it costs
#   $kind (String) - "identical" (all the same Resource) or "different" (all different)
stage-with-cost =
    Stage { $number } ({ $count } { $kind ->
        [identical] identical
       *[different] different
    } { $count ->
        [one] Resource
       *[other] Resources
    })

# Cards of one kind paid together: "2 Wood cards".
# Variables:
#   $count (Number) - how many
#   $card (String) - the kind's name
cards-counted =
    { $count ->
        [one] 1 { $card } card
       *[other] { $count } { $card } cards
    }

## Wonder effects (after "Use your Wonder's effect:")

effect-take-top-card-any-deck = take the top card of any deck
effect-take-progress-token = take a Progress token
effect-take-top-card-central = take the top card of the central deck
effect-look-five-choose-one = look at the top 5 cards of a deck and keep one
effect-take-top-left-and-right = take the top card of the decks on your left and right
effect-add-shield = add 1 Shield
effect-none = no effect
# An effect this game does not know (never in a real game).
effect-unknown = its effect
