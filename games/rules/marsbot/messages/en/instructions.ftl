# MarsBot's instructions: what the human does on the table for MarsBot, and why.
# Card names are the content's (English only: no Brazilian source lists them).

## Pieces: lists, ordinals, spaces as the board prints them

# Two items of a list the board prints, comma-separated.
# Variables:
#   $head (String) - the items so far
#   $next (String) - the next item
join-comma = { $head }, { $next }
# Two items of a list of spaces, separated by semicolons.
# Variables:
#   $head (String) - the items so far
#   $next (String) - the next item
join-semicolon = { $head }; { $next }

# A Mars space, counted as players count it (rows from the top, spaces from the left).
# Variables:
#   $place (Number) - the space's place in its row, from the left
#   $row (Number) - the row, from the top
space =
    { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    } space of the { $row ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $row }th
    } row
# A Mars space with what it prints.
# Variables:
#   $space (String) - the space (message space)
#   $printed (String) - what the space prints, comma-separated
space-printed = { $space } ({ $printed })
# A space named with its article ("the 2nd space of the 1st row").
# Variables:
#   $space (String) - the space
space-the = the { $space }
printed-ocean-area = ocean area
# The space Tharsis keeps for a card's city.
# Variables:
#   $name (String) - the card's name (Noctis City)
printed-noctis_city = reserved for { $name }
# A placement bonus printed on a space.
# Variables:
#   $count (Number) - how many of the icon
printed-plant = { $count } { $count ->
        [one] plant
       *[other] plants
    }
printed-steel = { $count } steel
printed-titanium = { $count } titanium
printed-card = { $count } { $count ->
        [one] card
       *[other] cards
    }
printed-heat = { $count } heat
# A bonus the board prints that has no words of its own.
# Variables:
#   $count (Number) - how many
#   $icon (String) - the icon's name in the content
printed-other = { $count } { $icon }

## Why: the cause of a step

why-marsbot-turn = MarsBot's turn
why-top-card = Top card of MarsBot's action deck
why-hard-claim = Hard difficulty: first turn of the generation
why-research = Research phase
why-research-deck = Research phase: MarsBot's action deck
why-research-draft = Research phase, draft
why-both-passed = Both passed
why-game-end = Game end rule
why-empty-deck = Empty action deck
# Variables:
#   $card (String) - the bonus card's number (B01...)
#   $name (String) - its name
why-bonus-card = Bonus card { $card } “{ $name }”
# A lettered option of a bonus card.
# Variables:
#   $cause (String) - the bonus card (why-bonus-card)
#   $letter (String) - the option's letter as printed (a, b, c)
why-bonus-option = { $cause }, option { $letter }
# Variables:
#   $card (String) - the project card's number
#   $name (String) - its name, as the content gives it in the reader's language
why-card-no-tags = Card “{ $name }”: no tags
# Variables:
#   $card (String) - the project card's number
#   $name (String) - its name, as the content gives it in the reader's language
#   $index (Number) - which of its tags, counted from the left
#   $tag (String) - the tag
why-card-tag = Card “{ $name }”, tag { $index }: { $tag }
# The icon a tracker landed on.
# Variables:
#   $cause (String) - what moved the tracker
#   $track (String) - the track's name
#   $pos (Number) - the space the tracker landed on
#   $icon (String) - what the icon does
why-track-icon = { $cause } → { $track } track, space { $pos }: { $icon }
# Variables:
#   $track (String) - the track's name
#   $pos (Number) - the space the tracker moves to
why-final-greenery = Final greeneries: { $track } track, space { $pos }
# Why MarsBot chose a space.
# Variables:
#   $cause (String) - what made it place the tile
#   $placement (String) - its placement rule for the tile
#   $detail (String) - what decided among the spaces the rule leaves
why-placement = { $cause }; placement: { $placement }; { $detail }

icon-advance_this_tracker = advance this tracker
icon-advance_other_track = advance another track
icon-gain_tr = gain TR
icon-raise_temperature = raise the temperature
icon-raise_temperature_x2 = raise the temperature twice
icon-place_greenery = place a greenery
icon-place_ocean = place an ocean
icon-place_city = place a city
icon-claim_milestone = claim a milestone
icon-fund_award = fund an award

tag-building = building
tag-space = space
tag-event = event
tag-science = science
tag-power = power
tag-jovian = jovian
tag-earth = earth
tag-city = city
tag-plant = plant
tag-animal = animal
tag-microbe = microbe
tag-venus = venus
tag-wild = wild
tag-none = none

placement-ocean = any ocean area
placement-most-greenery = next to the most greeneries
placement-greenery-or-ocean = next to at least 2 greeneries or oceans, as many as possible
placement-lobby-ocean = an ocean area next to 2 or more oceans
placement-isolated = next to no tile, not on the edge, neither on nor next to a reserved area
placement-neural = next to its own tiles, with the most of its cities and the fewest of yours
# A placement rule without words of its own.
# Variables:
#   $rule (String) - the rule as the content states it
placement-other = { $rule }

rule-placement_rule = its placement rule leaves one space
rule-most_adjacent_oceans = tie-break 1: most adjacent oceans
rule-most_bonus_icons = tie-break 2: most bonus icons
rule-random_count = tie-break 3: counting out
# Variables:
#   $rule (String) - the tie-break
#   $count (Number) - how many spaces were tied
#   $tied (String) - the tied spaces
rule-among = { $rule } among { $count } spaces ({ $tied })
# The random tie-break: the flipped card's cost counts through the tied spaces.
# Variables:
#   $rule (String) - the tie-break
#   $count (Number) - how many spaces were tied
#   $tied (String) - the tied spaces
#   $card (String) - the flipped card
#   $cost (Number) - its cost
#   $counting (String) - how the count goes
rule-counted = { $rule } among { $count } spaces ({ $tied }): the flipped card { $card } costs { $cost }; { $counting }
# The count-out tie-break when no project card is left to flip (its cost counts as 0).
# Variables:
#   $rule (String) - the tie-break rule's name
#   $count (Number) - how many spaces are tied
#   $tied (String) - the tied spaces
rule-counted-no-card = { $rule } among { $count } spaces ({ $tied }): no project card is left to flip, so the count stays on the first of them
# Variables:
#   $card (String) - the card's number
#   $name (String) - its name, as the content gives it in the reader's language
card-named = { $card } “{ $name }”
# Counting from 0 (the variant option) or from 1 on the first tied space.
# Variables:
#   $from (Number) - 0 or 1, the count on the first space
#   $cost (Number) - the flipped card's cost
#   $landed (Number) - which tied space the count ends on
count-from = counting { $from } on the first of them (top row first, left to right), { $cost } lands on the { $landed ->
        [1] 1st
        [2] 2nd
        [3] 3rd
        [21] 21st
        [22] 22nd
        [23] 23rd
        [31] 31st
        [32] 32nd
        [33] 33rd
       *[other] { $landed }th
    }
count-zero-cost = a cost of 0 stays on the first of them

## Instructions

# Variables:
#   $why (String) - why the action failed
#   $mc (Number) - the M€ MarsBot gains instead
instruction-failed-action = Failed Action ({ $why }): MarsBot gains { $mc } M€.
failed-no_ocean_for_bonus_step = no ocean left for the bonus step
failed-temperature_maxed_for_bonus_step = the temperature is at its maximum
failed-temperature_maxed = the temperature is at its maximum
failed-card_without_tags = the card has no tags
failed-no_milestone = no milestone can be claimed
failed-no_award = no award can be funded
# Variables:
#   $track (String) - the track's name
failed-track-at-end = the { $track } track is at its end
# Variables:
#   $tile (String) - the tile: greenery, city or ocean
failed-no-space = no space for a { $tile ->
        [greenery] greenery
        [city] city
        [ocean] ocean
       *[other] { $tile }
    } tile
# Variables:
#   $to (Number) - the temperature now, in °C
instruction-raise-temperature = MarsBot raises the temperature to { $to } °C and gains 1 TR.
# Variables:
#   $to (Number) - the oxygen now, in %
instruction-raise-oxygen = MarsBot raises the oxygen to { $to } % and gains 1 TR.
# Variables:
#   $to (Number) - the temperature reached, in °C
#   $mc (Number) - the M€ MarsBot gains
instruction-heat-bonus = Bonus step { $to } °C: MarsBot gains { $mc } M€ instead of heat production.
# Variables:
#   $tile (String) - ocean, greenery, city, expedited_city, lobby_ocean or neural
#   $space (String) - the space
#   $mc (Number) - the M€ the placement bonus gives MarsBot (0 for none)
#   $tr (Number) - the TR it gains (1 for an ocean)
instruction-place-tile = MarsBot places { $tile ->
        [ocean] an ocean
        [lobby_ocean] an ocean
        [greenery] a greenery
        [neural] the Neural Instance tile
       *[city] a city
    } on the { $space }{ $mc ->
        [0] {""}
       *[other] {" "}and gains { $mc } M€
    }{ $tr ->
        [0] {""}
       *[other] {" "}and { $tr } TR
    }.
# Variables:
#   $milestone (String) - the milestone's name
#   $cost (Number) - what MarsBot pays (0: free)
instruction-claim-milestone = MarsBot claims the milestone { $milestone }{ $cost ->
        [0] {" "}(free)
       *[other] , paying { $cost } M€
    }.
# Variables:
#   $award (String) - the award's name
instruction-fund-award = MarsBot funds the award { $award } (free).
# Variables:
#   $card (String) - the bonus card's number (B01...)
#   $name (String) - its name
instruction-reveal-bonus = MarsBot reveals bonus card { $card } “{ $name }”.
# Variables:
#   $card (String) - the bonus card's number
#   $name (String) - its name
instruction-bonus-destroyed = Remove bonus card { $card } “{ $name }” from the game.
# Variables:
#   $card (String) - the bonus card's number
#   $name (String) - its name
instruction-bonus-discarded = Discard bonus card { $card } “{ $name }” to MarsBot's bonus discard pile.
instruction-plants-protected = Your plants are protected: remove none.
# B01 when you reported no plant count.
# Variables:
#   $max (Number) - the most the card removes
instruction-plants-up-to = Remove up to { $max } of your plants (all of them if you have fewer).
# Variables:
#   $count (Number) - the plants to remove
instruction-plants-remove = Remove { $count } of your plants.
# Variables:
#   $mc (Number) - the M€ MarsBot gains
instruction-invasive = Remove your highest-scoring animal or microbe resource, if you have one. MarsBot gains { $mc } M€.
# Variables:
#   $mc (Number) - the M€ MarsBot gains
instruction-invasive-protected = Protected Habitats: keep your resources. MarsBot gains { $mc } M€.
instruction-deck-empty = The project deck is empty.
# Variables:
#   $card (String) - the card's number
#   $name (String) - its name, as the content gives it in the reader's language
instruction-take-flipped = MarsBot takes the card you flipped, { $card } { $name }, and resolves it at once.
instruction-draw-top = Draw the top project card for MarsBot; it resolves it at once.
# Variables:
#   $mc (Number) - the M€ MarsBot gains
instruction-overachievement = No milestone or award: MarsBot gains { $mc } M€.
instruction-no-space = No legal space: nothing happens.
# Variables:
#   $mc (Number) - the M€ the option costs
instruction-too-poor = MarsBot has fewer than { $mc } M€: nothing happens.
# Variables:
#   $mc (Number) - what MarsBot pays
#   $award (String) - the award's name
instruction-pay-for-award = MarsBot pays { $mc } M€ to help its position in { $award }.
instruction-reshuffle-projects = Shuffle the project discard pile into a new project deck.
instruction-reshuffle-bonus = Shuffle MarsBot's bonus discard pile face down into a new bonus deck.
# Variables:
#   $projects (Number) - the project cards shuffled in
#   $bonus (Number) - the bonus cards shuffled in (0 or 1)
instruction-build-action-deck = Shuffle { $projects } { $projects ->
        [one] project card
       *[other] project cards
    }{ $bonus ->
        [0] {""}
       *[other] {" "}and { $bonus } MarsBot bonus card
    } face down: this is MarsBot's action deck.
# Variables:
#   $count (Number) - the cards to draw
instruction-draw-your-cards = Draw { $count } project cards for yourself and report them, by name or how many: MarsBot builds its action deck from the same deck after you.
# Variables:
#   $pile (String) - the pile (pile-...)
#   $purpose (String) - what MarsBot needs the card for (purpose-...)
instruction-flip-card = Flip the top card of { $pile } and report it (by name or number): MarsBot needs it for { $purpose }.
pile-project_deck = the project deck
pile-action_deck = MarsBot's action deck
purpose-action_deck = its action for this turn
purpose-random_tiebreak = the random tie-break (its cost counts through the tied spaces)
purpose-research_and_development = B03 Research and Development (it resolves the card at once)
purpose-neural_instance_fallback = B07: no space for the Neural Instance, so it resolves a project card instead
# Variables:
#   $card (String) - the card's number
#   $name (String) - its name, as the content gives it in the reader's language
instruction-discard-drafted = Shuffle MarsBot's drafted cards and discard { $card } { $name } to the project discard pile.
# Variables:
#   $generation (Number) - the generation ending
instruction-generation-end = Generation { $generation } ends: do your production; MarsBot skips it.
# Variables:
#   $generation (Number) - the generation the game enters
instruction-instant-loss = The game enters generation { $generation }: you lose at once.
# Variables:
#   $card (String) - the card's number
#   $name (String) - its name, as the content gives it in the reader's language
#   $tags (String) - its tags, comma-separated (or tag-none)
instruction-reveal-card = MarsBot reveals project card { $card } “{ $name }” (tags: { $tags }).
# Variables:
#   $name (String) - the card's name, as the content gives it in the reader's language
instruction-card-to-played = Put “{ $name }” on MarsBot's played pile.
# Variables:
#   $track (String) - the track's name
#   $to (Number) - the space the tracker moves to
instruction-advance-track = Move MarsBot's { $track } tracker to space { $to }.
# The tracker is back on the space it moved back from.
# Variables:
#   $track (String) - the track's name
#   $to (Number) - the space the tracker moves to
instruction-advance-track-back = Move MarsBot's { $track } tracker to space { $to }, back where it was before it moved back: its icon is ignored; take the regression marker off the track.
# Variables:
#   $track (String) - the track's name
#   $to (Number) - the space the tracker moves to
#   $marker (Number) - the space of the regression marker
instruction-advance-track-below = Move MarsBot's { $track } tracker to space { $to } (below the regression marker on space { $marker }: its icon is ignored).
# Variables:
#   $tr (Number) - the TR MarsBot gains
#   $total (Number) - its TR now
instruction-gain-tr = MarsBot gains { $tr } TR (now { $total }).
instruction-pass = MarsBot has no cards left in its action deck: it passes.
# Why MarsBot claims this milestone: it meets it, and how close you are.
# Variables:
#   $cause (String) - what made it claim one
#   $milestone (String) - the milestone's name
#   $yours (Number) - your value for it
#   $threshold (Number) - the value the milestone needs
why-milestone = { $cause }; MarsBot meets { $milestone }; you have { $yours }, it needs { $threshold }
# Why MarsBot funds this award: the values compared, its largest lead.
# Variables:
#   $cause (String) - what made it fund one
#   $award (String) - the award's name
#   $marsbot (Number) - MarsBot's value for it
#   $yours (Number) - yours
why-award = { $cause }; { $award }: MarsBot { $marsbot } against your { $yours }, its largest lead
