# What Papyrus (the solo automa) has the player do on the table, and why.
# Papyrus is a proper name (the automa); "you" is the human player.
# The player is told in the imperative; what Papyrus does, in the third person.

## Pieces passed to the instructions as parameters

# Variables:
#   $code (String) - a translator language: chinese, sanskrit, greek, hebrew, persian, syriac
language = { $code ->
    [chinese] Chinese
    [sanskrit] Sanskrit
    [greek] Greek
    [hebrew] Hebrew
    [persian] Persian
   *[syriac] Syriac
}
# Variables:
#   $code (String) - a guild's colour: purple, orange, green
guild = { $code ->
    [purple] purple
    [orange] orange
   *[green] green
}
# A row of the House of Wisdom or of the Caliph card.
# Variables:
#   $code (String) - top, middle or bottom
row = { $code ->
    [top] top
    [middle] middle
   *[bottom] bottom
}
# The colour of a Scheme card (and of the majority of the Scheme discard).
# Variables:
#   $code (String) - blue or red
colour = { $code ->
    [blue] blue
   *[red] red
}
# The rows of the Caliph card Papyrus prefers, by the colour majority of its discard.
# Variables:
#   $majority (String) - blue or red
caliph-order = { $majority ->
    [blue] top > middle > bottom
   *[red] bottom > middle > top
}
# A guild's consolation reward.
# Variables:
#   $reward (String) - silver, worker or gold
reward = { $reward ->
    [silver] silver
    [worker] worker
   *[gold] gold
}
# Variables:
#   $code (String) - student, scribe, teacher or scholar
difficulty = { $code ->
    [student] Student
    [scribe] Scribe
    [teacher] Teacher
   *[scholar] Scholar
}
# A translator deck of the top row, as in "the top translator of ...".
# Variables:
#   $language (String) - the deck's language (a "language" message), "" for decks 7 and 8
#   $number (Number) - the deck's place, 1 to 8
deck-of = { $language ->
    [none] translator deck #{ $number }
   *[other] the { $language } translator deck (#{ $number })
}
# Two reasons, the second narrowing the first.
# Variables:
#   $first (String) - the reason so far
#   $then (String) - what it adds
why-and = { $first }; { $then }
# Two sentences of one instruction.
# Variables:
#   $first (String) - the first sentence
#   $then (String) - the next one
sentences = { $first } { $then }

## Papyrus's Scheme card and its actions

# Variables:
#   $card (Number) - the Scheme card's number
#   $colour (String) - its colour (a "colour" message)
#   $silver (Number) - the silver printed on it
#   $part (String) - primary or fallback: which of its two actions
why-card = Scheme card { $card } ({ $colour }, { $silver } silver): { $part ->
    [primary] primary
   *[fallback] fallback
} action
# Variables:
#   $card (Number) - the Scheme card's number
#   $colour (String) - its colour (a "colour" message)
#   $silver (Number) - the silver printed on it
instruction-draw = Papyrus draws Scheme card { $card } ({ $colour }, { $silver } silver).
why-draw = Papyrus's turn: fewer than 3 cards of one colour in the discard.
# Variables:
#   $focus (String) - the languages in focus order (a list)
why-translate = language focus { $focus }, then the lowest row, then colour focus
# Variables:
#   $language (String) - the scroll's language
#   $row (String) - its row (a "row" message)
#   $guild (String) - its guild (a "guild" message)
#   $rooms (String) - the room numbers getting gold, in order (a list)
#   $count (Number) - how many rooms get gold
#   $paid (Number) - how many of them are the player's (1 silver each)
instruction-translate = Papyrus translates the { $language } scroll in the { $row } row of the { $guild } guild: put it face down above { $language } on the Solo Board (the scrolls below move up). Put 1 gold from the supply on the translator in each of these rooms, in order: { $count ->
    [0] none
   *[other] { $rooms }
}{ $paid ->
    [0] .
   *[other] ; take 1 silver for each of yours ({ $paid }).
}
why-deliver = language focus clockwise from the neutral marker within the silver of the last two Scheme cards; the highest free row, ties by colour focus
# Variables:
#   $steps (Number) - how many scrolls Papyrus travels
#   $language (String) - the delivered scroll's language
#   $row (String) - the row it goes to (a "row" message)
#   $guild (String) - the guild it goes to (a "guild" message)
#   $gain (Number) - Papyrus's influence put in that guild
instruction-deliver = Papyrus travels { $steps ->
    [one] { $steps } scroll
   *[other] { $steps } scrolls
} clockwise from the neutral marker and delivers the { $language } map scroll to the { $row } row of the { $guild } guild; put { $gain } of its influence in the { $guild } guild. Reveal a new scroll from the top of the pile onto that map space and report it (a Caliph card: report it first).
# Variables:
#   $deck (String) - the deck (a "deck-of" message)
#   $room (Number) - the room's number
#   $cost (Number) - the room's cost
instruction-employ = Papyrus employs the top translator of { $deck } into room { $room } (cost { $cost }); it pays nothing and ignores the room's effect. No influence goes on it (it is neutral).
# Variables:
#   $deck (Number) - the first deck of the translator focus
#   $cost (Number) - the room-cost focus
why-employ = translator focus from deck #{ $deck } avoiding duplicates; room-cost focus { $cost } (rightmost room, +1 if none)
# Variables:
#   $room (Number) - the room's number
instruction-place-gold = Put 1 gold from the supply on the neutral translator in room { $room }.
why-place-gold = the leftmost neutral translator
# Variables:
#   $language (String) - the scroll's language
#   $row (String) - its row (a "row" message)
#   $guild (String) - its guild (a "guild" message)
instruction-influence-house = Put 1 Papyrus influence on the { $language } scroll in the { $row } row of the { $guild } guild.
# Variables:
#   $language (String) - the scroll's language
#   $position (Number) - its map space, counted clockwise from the neutral marker
instruction-influence-map = Put 1 Papyrus influence on the { $language } scroll in map space { $position } clockwise from the neutral marker.
why-influence-card = a scroll with no influence by language focus, lowest row, colour focus
why-influence-guild = a guild with no influence, else one without Papyrus, else colour focus
# Variables:
#   $deck (String) - the deck (a "deck-of" message)
instruction-retire = Retire the top translator of { $deck } into Papyrus's pile.
# Variables:
#   $wraps (Number) - how many times the resource track has wrapped
why-wrap = resource track wrap #{ $wraps }
instruction-research-marker = Move one of Papyrus's research markers onto the Solo Board.
# Variables:
#   $guild (String) - the guild (a "guild" message)
instruction-influence-guild = Put 1 Papyrus influence in the { $guild } guild.
instruction-human-influence-returned = Take back your influence from that scroll and 1 silver from the supply.
instruction-nothing = Papyrus can do neither action of this card: it does nothing.
# Variables:
#   $action (String) - translate or deliver: what Papyrus wants the scroll for
#   $push (String) - yes when the player may pay to push it on, else no
instruction-question = Papyrus wants a scroll with your influence ({ $action ->
    [translate] translate
   *[deliver] deliver
}): let it and take 1 silver{ $push ->
    [yes] {" "}or pay 1 silver to push it to the next eligible scroll
   *[no] {""}
}.
why-question = rule: when Papyrus wants a scroll you have influence on, you choose
why-owed = silver you paid Papyrus wrapped its resource track

## The Caliph phase

# Variables:
#   $guild (String) - the guild Papyrus controls (a "guild" message)
#   $colour (String) - the colour majority of its discard (a "colour" message)
#   $order (String) - the rows it prefers (a "caliph-order" message)
why-caliph-control = Papyrus controls the { $guild } guild; { $colour } majority prefers { $order }
# Variables:
#   $guild (String) - the guild Papyrus controls (a "guild" message)
#   $colour (String) - the colour majority of its discard (a "colour" message)
#   $order (String) - the rows it prefers (a "caliph-order" message)
why-caliph-first-free = Papyrus controls the { $guild } guild; { $colour } majority prefers { $order }, the first free row
# Variables:
#   $guild (String) - the guild (a "guild" message)
#   $row (String) - top, middle or bottom: the Caliph card's row
#   $rowname (String) - that row (a "row" message)
#   $sum (String) - Papyrus's dice-sum marker's new place, signed (+1, -2)
instruction-caliph = Move 1 Papyrus influence from the { $guild } guild to the { $rowname } row of the Caliph card.{ $row ->
    [middle] {" "}That row gives Papyrus 1 VP and a die: move its dice-sum marker to { $sum }.
    [bottom] {" "}Retire the translator pictured on the Caliph card (if none, the one worth the most VP, the leftmost on a tie) into Papyrus's pile, and move its dice-sum marker to { $sum }.
   *[top] {""}
}
# Variables:
#   $space (Number) - the Caliph space the card takes, 1 to 4
why-caliph-space = the Caliph card takes Caliph space { $space }
# Variables:
#   $rooms (String) - the rooms' numbers (a list)
#   $count (Number) - how many rooms
instruction-caliph-space-gold = Put 1 gold on every starting translator still employed (rooms { $count ->
    [0] none
   *[other] { $rooms }
}, neutral ones included); each player takes 1 silver per retired starting translator they own. Do not report this gold: it is tracked.
# Variables:
#   $room (Number) - the leftmost empty room's number
instruction-caliph-space-translator = Put a neutral translator not yet employed into room { $room } (the leftmost empty one), by the priority of the 3 portraits on the Caliph space (all employed: the top one), and report it (neutral translator).
# Variables:
#   $space (Number) - the Caliph space
#   $count (Number) - the retired starting translators in Papyrus's pile
why-caliph-starting = Caliph space { $space }: { $count ->
    [one] { $count } retired starting translator
   *[other] { $count } retired starting translators
} in Papyrus's pile
# Variables:
#   $count (Number) - the silver Papyrus takes (one space of its resource track each)
instruction-resource-track = Papyrus takes { $count } silver: advance its resource track { $count ->
    [one] { $count } space
   *[other] { $count } spaces
}.
instruction-resource-track-one = Advance Papyrus's resource track 1 space.
# Variables:
#   $guild (String) - the guild (a "guild" message)
#   $order (String) - the rows Papyrus prefers (a "caliph-order" message)
instruction-caliph-row-question = Papyrus moves 1 influence from the { $guild } guild onto the Caliph card, on the first row with room in this order: { $order }. Report the row it took.
# Variables:
#   $guild (String) - the guild (a "guild" message)
instruction-caliph-move-question = You control the { $guild } guild: move 1 of your influence from it onto a row of the Caliph card and report the row. Control is checked again before consolations.
why-caliph-move-question = the player controlling a guild moves 1 influence onto the Caliph card
# Variables:
#   $guild (String) - the guild (a "guild" message)
#   $reward (String) - its reward (a "reward" message)
instruction-human-consolation = Take the { $guild } guild's consolation ({ $reward }): you have influence there and do not control it.
# Variables:
#   $guild (String) - the guild (a "guild" message)
#   $reward (String) - its reward (a "reward" message)
why-consolation = consolation of the { $guild } guild: { $reward }

## Set-up

# Variables:
#   $difficulty (String) - the difficulty's name (a "difficulty" message)
why-difficulty = difficulty { $difficulty }
# Variables:
#   $language (String) - the scroll's language
instruction-starting-scroll = Put a random { $language } scroll from the reserve face down above { $language } on the Solo Board.
instruction-influence-purple-scroll = Put 1 Papyrus influence on the scroll in the purple guild.
instruction-influence-map-next = Put 1 Papyrus influence on the map scroll next to the neutral marker.
# Variables:
#   $room (Number) - the room's number
instruction-place-gold-setup = Put 1 gold on the neutral translator in room { $room }.

## Rests

instruction-rest-reveal-full = Papyrus rests: reveal the bottom card of the scroll pile. A scroll: move the neutral marker clockwise as many black circles as the scroll's VP, then report the scroll's language and the map space the marker stopped next to (counted clockwise from where it was, 0 to 5). A Caliph card: report it.
instruction-rest-reveal-brief = Papyrus rests: reveal the bottom card of the scroll pile as before and report it (a scroll, with its language and where the neutral marker stopped).
why-rest-reveal = Rest: 3 cards of one colour in the Scheme discard
# Variables:
#   $size (Number) - the cards in Papyrus's Scheme discard
#   $colour (String) - the colour of their majority (a "colour" message)
why-rest = Rest: { $size } cards in the discard, { $colour } majority
# Variables:
#   $sum (String) - Papyrus's dice-sum marker's new place, signed (+1, -2)
instruction-rest = Move Papyrus's dice-sum marker to { $sum }, then shuffle its six Scheme cards into a new deck.
# Whose Rest moved the neutral marker.
# Variables:
#   $whose (String) - papyrus or human
#   $influenced (String) - yes or no: whether that scroll has influence
why-rest-scroll = { $whose ->
    [papyrus] Papyrus's Rest, as a player's
   *[human] Your Rest, step 1
}: the scroll next to the neutral marker { $influenced ->
    [yes] has
   *[no] has no
} influence; the top row of the leftmost guild with room
# Variables:
#   $position (Number) - the map space the marker stopped next to
rest-marker = The neutral marker is now next to map space { $position }: from now on, that space is map space 0.
# Variables:
#   $which (String) - revealed or map: the scroll just revealed, or the one on the map
#   $language (String) - the scroll's language
#   $guild (String) - the guild (a "guild" message)
rest-scroll-to-guild = Put { $which ->
    [revealed] the revealed
   *[map] the map
} { $language } scroll in the top row of the { $guild } guild.
# Variables:
#   $which (String) - revealed or map: the scroll just revealed, or the one on the map
#   $language (String) - the scroll's language
rest-scroll-discarded = Discard { $which ->
    [revealed] the revealed
   *[map] the map
} { $language } scroll: the guilds' top row is full.
# Variables:
#   $language (String) - the revealed scroll's language
rest-scroll-stays = Put the revealed { $language } scroll on that map space.
instruction-human-rest-full = Your Rest goes on. (2) Income: resolve every Rest icon on your board left to right, always including the blue track's income printed on the board; draw dice from the bag (if the bag runs out, put all your board dice back into it and keep drawing; if there are still none, stop). (3) Put your used dice back into the bag. (4) Return your used workers to the general supply and your action cards to your hand. Then any translator whose gold equals its room's number retires.
instruction-human-rest-brief = Your Rest goes on as before: income, dice back into the bag, workers and action cards back; then any translator whose gold equals its room's number retires.
why-human-rest = Rest: only with at least one action card on your board; the bottom scroll card first

## Neutral translators retiring

# Variables:
#   $room (Number) - the room's number
#   $gold (Number) - the gold on its translator
instruction-retire-neutral = The neutral translator in room { $room } holds { $gold } gold, its room's mark: it retires into Papyrus's pile beside the Solo Board; return its gold to the supply.
# Variables:
#   $mark (Number) - the room's mark
why-retire-neutral = a translator retires when its gold reaches its room's mark ({ $mark })
