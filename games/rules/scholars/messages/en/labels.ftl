# The labels of the reports the player makes in the Scholars companion ("I ..." is the player)
# and of Papyrus's turn. Papyrus is the automa's name.
# Pieces (languages, guilds, rows, decks) come from the instructions' catalogue as parameters.

# Variables:
#   $language (String) - the scroll's language
#   $position (Number) - the map space, counted clockwise from the neutral marker
label-reveal-map-scroll = A { $language } scroll was revealed on map space { $position }
# Variables:
#   $language (String) - the scroll's language
#   $guild (String) - the guild (a colour)
label-house-add = A { $language } scroll went to the { $guild } guild
# Variables:
#   $guild (String) - the guild (a colour)
#   $position (Number) - the map space
label-deliver-scroll = I delivered the map scroll at space { $position } to the { $guild } guild
# Variables:
#   $row (String) - the row (top, middle, bottom)
#   $guild (String) - the guild (a colour)
label-translate-scroll = I translated the scroll in the { $row } row of the { $guild } guild
# Variables:
#   $row (String) - the row (top, middle, bottom)
#   $guild (String) - the guild (a colour)
label-influence-house-scroll = I put influence on the scroll in the { $row } row of the { $guild } guild
# Variables:
#   $guild (String) - the guild (a colour)
#   $change (String) - add or remove
label-guild-influence = { $change ->
    [add] I put 1 influence in the { $guild } guild
   *[remove] I took 1 influence out of the { $guild } guild
}
# Variables:
#   $deck (String) - the deck (a "deck-of" message: "the Chinese translator deck (#1)")
#   $room (Number) - the room's number
label-employ-translator = I employed a translator from { $deck } into room { $room }
# Variables:
#   $language (String) - the language
#   $room (Number) - the room's number
label-translator-language = The translator in room { $room } also translates { $language }
# Variables:
#   $deck (String) - the deck (a "deck-of" message)
#   $room (Number) - the room's number
label-neutral-translator = A Caliph space put a neutral translator from { $deck } into room { $room }
# Variables:
#   $room (Number) - the room's number
#   $owner (String) - human or neutral
label-starting-translator = The starting translator in room { $room } is { $owner ->
    [human] mine
   *[neutral] neutral
}
# Variables:
#   $room (Number) - the room's number
label-place-gold = I put 1 gold on the translator in room { $room }
# Variables:
#   $room (Number) - the room's number
label-retire-translator = The translator in room { $room } retired
# Variables:
#   $position (Number) - the map space
label-neutral-marker = The neutral marker moved next to map space { $position }
# Variables:
#   $position (Number) - the map space
label-map-clear = The scroll on map space { $position } left the map
# Variables:
#   $position (Number) - the map space
label-influence-map-scroll = I put influence on the scroll on map space { $position }
# Variables:
#   $whose (String) - mine or papyrus: whose Rest
#   $language (String) - the bottom scroll's language
#   $position (Number) - the map space the marker stopped next to
label-rest = { $whose ->
    [mine] In my Rest
   *[papyrus] In Papyrus's Rest
}, the bottom scroll is { $language }; the neutral marker stopped next to map space { $position }
# Variables:
#   $row (String) - the Caliph card's row (top, middle, bottom)
label-caliph-row = Papyrus's influence took the { $row } row of the Caliph card
# Variables:
#   $row (String) - the Caliph card's row (top, middle, bottom)
label-caliph-move = I moved 1 influence onto the { $row } row of the Caliph card
# A report is also the end of the log's sentence ("Ana reported: ..."): no colon of its own.
# Variables:
#   $category (String) - the category (a "final-category" message)
#   $kind (String) - the category's slug, for a language whose verb agrees with it
#   $value (Number) - the figure
label-final-score = For the final score, my { $category } is { $value }
# A category of the end-of-game report.
# Variables:
#   $category (String) - dice_sum, retired_translators, caliph, research, scrolls, automa_retired_vp, employed_translators or workers
final-category = { $category ->
    [dice_sum] dice sum
    [retired_translators] points from retired translators
    [caliph] points from Caliph cards
    [research] points from research
    [scrolls] points from scrolls
    [automa_retired_vp] points from Papyrus's retired translators
    [employed_translators] number of translators still employed
   *[workers] number of workers left
}
label-undo = Undo your last report
label-acknowledge = Done: Papyrus's instructions are carried out
label-setup-done = The table is set up
label-turn-over = My turn is over
label-caliph-revealed = A Caliph card was revealed
label-rest-after-caliph = In my Rest, the bottom card was a Caliph card
label-let-automa-take = I let Papyrus take my scroll and took 1 silver
label-push-automa-on = I paid 1 silver to push Papyrus on to the next scroll
label-play-turn = Papyrus plays its turn
label-score-done = All my figures are in
label-score-sheet = I filled in my final score sheet

## The scoring mode's reports

# Variables:
#   $figure (String) - the figure (a "figure-..." message)
#   $value (Number) - its value
#   $kind (String) - dice, research, guild, or the figure's own name (silver, workers, ...)
label-score-figure = My figure for { $figure } is { $value }
# Variables:
#   $colour (String) - white, red, yellow, blue, orange, green or purple
figure-dice = { $colour ->
    [white] white
    [red] red
    [yellow] yellow
    [blue] blue
    [orange] orange
    [green] green
   *[purple] purple
} dice
# Variables:
#   $guild (String) - the guild (a colour)
figure-guild = influence in the { $guild } guild
# Variables:
#   $track (String) - mathematics, physics, chemistry, philosophy, biology or astronomy
figure-research = { $track ->
    [mathematics] Mathematics
    [physics] Physics
    [chemistry] Chemistry
    [philosophy] Philosophy
    [biology] Biology
   *[astronomy] Astronomy
} research level
# Variables:
#   $name (String) - caliph_top, caliph_middle, silver, gold, employed_translators, workers or starting_scroll
figure = { $name ->
    [caliph_top] influence on the Caliph card's top row
    [caliph_middle] influence on the Caliph card's middle row
    [silver] silver
    [gold] gold
    [employed_translators] translators still employed
    [workers] workers left
   *[starting_scroll] starting scroll kept
}
# Variables:
#   $guild (String) - the guild (a colour)
label-score-control = I hold the { $guild } guild's control marker
# Variables:
#   $change (String) - add or remove
#   $vp (Number) - the translator's victory points
label-score-automa-retired = { $change ->
    [add] Papyrus's pile holds a translator worth { $vp } VP
   *[remove] I took back a translator worth { $vp } VP from Papyrus's pile
}
# Variables:
#   $change (String) - add or remove
#   $card - the scroll card (a scroll-card message: "Sanskrit scroll of 5 VP, ...")
label-score-scroll = { $change ->
    [add] I translated the { $card }
   *[remove] The { $card } is not mine
}
# Variables:
#   $change (String) - add or remove
#   $vp (Number) - the translator's victory points
label-score-retired = { $change ->
    [add] I retired a translator worth { $vp } VP
   *[remove] I took back a retired translator worth { $vp } VP
}

## Listed reports with open values (the app asks for the values)

template-reveal-map-scroll = A scroll was revealed on the map
# Variables:
#   $guild (String) - the guild (a colour)
template-house-add = A scroll went to the { $guild } guild
template-deliver-scroll = I delivered a map scroll to a guild
template-place-gold = I put 1 gold on a translator
template-retire-translator = A translator retired
template-rest-reveal = In Papyrus's Rest: the bottom scroll's language and where the neutral marker stopped
template-rest = In my Rest: the bottom scroll's language and where the neutral marker stopped
template-translator-language-any = A translator also translates
# Variables:
#   $room (Number) - the room's number
template-translator-language = The translator in room { $room } also translates
# Variables:
#   $room (Number) - the room's number
template-employ-translator = I employed a translator into room { $room }
# Variables:
#   $room (Number) - the room's number
template-neutral-translator = A Caliph space put a neutral translator into room { $room }
# Variables:
#   $category (String) - the category (a "final-category" message)
template-final-score = For the final score, my { $category }
# Variables:
#   $figure (String) - the figure (a "figure-..." message)
template-score-figure = My { $figure }
template-score-sheet = My final score sheet, every figure at once
# Variables:
#   $change (String) - add or remove
template-score-scroll = { $change ->
    [add] I translated a scroll
   *[remove] A scroll that is not mine
}
# Variables:
#   $change (String) - add or remove
template-score-retired = { $change ->
    [add] I retired a translator worth
   *[remove] I took back a retired translator worth
}
# Variables:
#   $change (String) - add or remove
template-score-automa-retired = { $change ->
    [add] Papyrus's pile holds a translator worth
   *[remove] I took back from Papyrus's pile a translator worth
}

## A scroll card as the player finds it on the table (the final score's reports and their list
## of cards): its language, its points and the end-of-game bonus printed on it.
# Variables:
#   $language - the scroll's language (a message: "Sanskrit")
#   $vp (Number) - the victory points printed on it
#   $bonus (String) - none, guild_membership, research_track, white_dice, coloured_dice,
#     retired_translators, breadth_of_research or per_translated_language
#   $guild - the guild's colour, for guild_membership
#   $track (String) - the research track, for research_track
#   $primary, $secondary - the dice colours, for coloured_dice (messages: "blue")
#   $languages - the languages counted, for per_translated_language (a list joined by "or")
scroll-card = { $language } scroll of { $vp } VP, { $bonus ->
    [none] with no end-game bonus
    [guild_membership] with an end-game bonus for the { $guild } guild
    [research_track] with an end-game bonus for { $track ->
        [mathematics] Mathematics
        [physics] Physics
        [chemistry] Chemistry
        [philosophy] Philosophy
        [biology] Biology
       *[astronomy] Astronomy
    } research
    [white_dice] with an end-game bonus for white dice
    [coloured_dice] with an end-game bonus for { $primary } and { $secondary } dice
    [retired_translators] with an end-game bonus for retired translators
    [breadth_of_research] with an end-game bonus for breadth of research
   *[per_translated_language] with an end-game bonus per scroll translated from { $languages }
}
# A dice colour as a word before "dice".
# Variables:
#   $colour (String) - white, red, yellow, blue, orange, green or purple
dice-colour = { $colour ->
    [white] white
    [red] red
    [yellow] yellow
    [blue] blue
    [orange] orange
    [green] green
   *[purple] purple
}
