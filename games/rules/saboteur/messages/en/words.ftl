# Saboteur Gold's words: action labels (what a seat may do, addressed to it), move and event
# sentences (what happened, told of a seat by name), and the pieces they are made of.
# Seats are named by their players' names; a maze place is told as players point at it,
# counted card by card from the start card, never as coordinates or degrees.

## Cards, tools, goals and roles

# The action cards' names, as printed on the cards.
card-broken-pick = Broken pickaxe
card-broken-lamp = Broken lantern
card-broken-cart = Broken mine cart
card-repair-pick = Repair pickaxe
card-repair-lamp = Repair lantern
card-repair-cart = Repair mine cart
card-repair-pick-or-lamp = Repair pickaxe or lantern
card-repair-pick-or-cart = Repair pickaxe or mine cart
card-repair-lamp-or-cart = Repair lantern or mine cart
card-map = Map
card-rockfall = Rockfall
card-theft = Theft
card-hands-off = Hands off
card-swap-hand = Swap your hand
card-inspection = Inspection
card-swap-hats = Swap your hats
card-trapped = Trapped!
card-free-at-last = Free at last!
# An action card this game does not know.
card-unknown = a card

# An action card's name as sentences show it, in quotes.
# Variables:
#   $card (String) - the card's name (one of the card-... messages)
card-quoted = “{ $card }”

# Several cards shown one after the other: the first ones and the next.
# Variables:
#   $head (String) - the cards before the last, already joined
#   $last (String) - the last card
cards-more = { $head }, { $last }

# A number of cards.
# Variables:
#   $count (Number) - how many
card-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}

# A path card, told by its tunnels.
# Variables:
#   $shape (String) - bridge (two straight tunnels crossing without joining), double-curve
#                     (two curves that do not join), dead-end, crossing, t-junction, straight
#                     or curve
#   $dead_end (String) - "yes" when a tunnel card also has an edge leading nowhere, else "no"
#   $ladder (String) - "yes" when the card shows a ladder, else "no"
#   $door (String) - the colour of its door: green, blue, or none
#   $crystal (String) - "yes" when the card shows a crystal, else "no"
tile = { $shape ->
    [bridge] a bridge
    [double-curve] a double curve
    [dead-end] a dead end
    [crossing] a crossing
    [t-junction] a T-junction
    [straight] a straight
   *[curve] a curve
}{ $dead_end ->
    [yes] {" "}with a dead end
   *[no] {""}
}{ $ladder ->
    [yes] {" "}with a ladder
   *[no] {""}
}{ $door ->
    [green] {" "}with a green door
    [blue] {" "}with a blue door
   *[none] {""}
}{ $crystal ->
    [yes] {" "}with a crystal
   *[no] {""}
}
# A path card whose tunnels the words do not know.
tile-unknown = a path card

# A goal card by its row.
# Variables:
#   $goal (String) - top, middle or bottom
goal-name = { $goal ->
    [top] top
    [middle] middle
    [bottom] bottom
   *[other] {""}
}

# What a goal card turns out to be.
# Variables:
#   $found (String) - gold or stone
goal-found = { $found ->
    [gold] gold
   *[stone] stone
}

# A tool in front of a player, broken or repaired.
# Variables:
#   $tool (String) - pickaxe, lantern or cart (or another word when the tool is unknown)
tool-yours = your { $tool ->
    [pickaxe] pickaxe
    [lantern] lantern
    [cart] mine cart
   *[other] tool
}
# The tool of the player a sentence is about.
# Variables:
#   $tool (String) - pickaxe, lantern or cart
tool-theirs = their { $tool ->
    [pickaxe] pickaxe
    [lantern] lantern
    [cart] mine cart
   *[other] tool
}
# The tool of the player a sentence is about, who plays a card on themselves.
# Variables:
#   $tool (String) - pickaxe, lantern or cart
tool-own = their own { $tool ->
    [pickaxe] pickaxe
    [lantern] lantern
    [cart] mine cart
   *[other] tool
}
# Another player's tool.
# Variables:
#   $tool (String) - pickaxe, lantern or cart
#   $player (String) - the player's name
tool-of = { $player }'s { $tool ->
    [pickaxe] pickaxe
    [lantern] lantern
    [cart] mine cart
   *[other] tool
}

# A role (the colour of a dwarf's hat, or its role card), as a name.
# Variables:
#   $role (String) - green_digger, blue_digger, saboteur, boss, profiteer, geologist (another
#                    word: a role the words do not know)
role-name = { $role ->
    [green_digger] green Gold-digger
    [blue_digger] blue Gold-digger
    [saboteur] Saboteur
    [boss] Boss
    [profiteer] Profiteer
    [geologist] Geologist
   *[other] a dwarf
}
# A role after "is" ("Ana is a Geologist"): the Boss and the Profiteer are one of a kind.
# Variables:
#   $role (String) - as in role-name
role-after-is = { $role ->
    [green_digger] a green Gold-digger
    [blue_digger] a blue Gold-digger
    [saboteur] a Saboteur
    [boss] the Boss
    [profiteer] the Profiteer
    [geologist] a Geologist
   *[other] a dwarf
}

# A player whose name the words do not have.
player-other = another player

## Places in the maze: beside the start card, or by column and row. Columns are counted card
## by card from the start card towards the goal cards (as the rules count the 7 cards to the
## goals); rows by the goal cards' rows. Every place must read differently.

place-unknown = somewhere in the maze
place-start = on the start card
# A card next to the start card.
# Variables:
#   $side (String) - right, left, above or below
place-beside-start = { $side ->
    [right] just right of the start card
    [left] just left of the start card
    [above] just above the start card
   *[below] just below the start card
}
# A place by its column and its row.
# Variables:
#   $column (String) - the column (a column-... message)
#   $row (String) - the row (a row-... message)
place = { $column }, { $row }

# An ordinal number, for columns and rows ("the 3rd column").
# Variables:
#   $n (Number) - the number, 1 or more
ordinal = { $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
    [21] 21st
    [22] 22nd
    [23] 23rd
    [31] 31st
    [32] 32nd
    [33] 33rd
    [41] 41st
    [42] 42nd
    [43] 43rd
    [51] 51st
    [52] 52nd
    [53] 53rd
   *[other] { $n }th
}

column-start = in the start card's column
column-goals = in the goal cards' column
# Variables:
#   $nth (String) - how many columns past the goal cards' (an ordinal)
column-beyond-goals = in the { $nth } column beyond the goal cards
# Variables:
#   $nth (String) - how many columns left of the start card's (an ordinal)
column-left = in the { $nth } column left of the start card
# Variables:
#   $nth (String) - how many columns right of the start card's (an ordinal)
column-right = in the { $nth } column right of the start card

# Variables:
#   $goal (String) - the goal card whose row it is (goal-name)
row-goal = in the { $goal } goal card's row
# Variables:
#   $nth (String) - how many rows above the top goal card's (an ordinal)
row-above = in the { $nth } row above the top goal card's
# Variables:
#   $nth (String) - how many rows below the bottom goal card's (an ordinal)
row-below = in the { $nth } row below the bottom goal card's
# Variables:
#   $above (String) - the goal card of the row above (goal-name)
#   $below (String) - the goal card of the row below (goal-name)
row-between = between the { $above } and { $below } goal cards' rows

## Labels: what the seat may do, addressed to it

# Lay a path card (turned upside down: the only other way a card may lie).
# Variables:
#   $tile (String) - the path card (tile)
#   $place (String) - where (a place-... message)
#   $upside_down (String) - "yes" when the card is turned upside down, else "no"
label-lay = Lay { $tile } { $place }{ $upside_down ->
    [yes] , upside down
   *[no] {""}
}
# Play an action card (with nothing to aim at).
# Variables:
#   $card (String) - the card, in quotes (card-quoted)
label-play = Play { $card }
# Variables:
#   $card (String) - the card, in quotes (card-quoted)
#   $goal (String) - the goal card (goal-name)
label-play-on-goal = Play { $card } on the { $goal } goal card
# A Rockfall removes a card of the maze.
# Variables:
#   $card (String) - the card, in quotes (card-quoted)
#   $place (String) - where the removed card lies (a place-... message)
label-play-on-card = Play { $card } on the card { $place }
# Variables:
#   $card (String) - the card, in quotes (card-quoted)
#   $player (String) - the player's name
label-play-on-player = Play { $card } on { $player }
# Variables:
#   $card (String) - the card, in quotes (card-quoted)
label-play-on-self = Play { $card } on yourself
# A repair card on another player's broken tool.
# Variables:
#   $card (String) - the card, in quotes (card-quoted)
#   $tool (String) - whose tool and which (tool-of)
label-play-repair = Play { $card } to repair { $tool }
# A repair card on the seat's own broken tool.
# Variables:
#   $card (String) - the card, in quotes (card-quoted)
#   $tool (String) - which tool (tool-yours)
label-play-repair-self = Play { $card } to repair { $tool }
# Theft lies in front of the one who plays it; its target is chosen after the round's gold
# is shared, so the label says what it will do.
# Variables:
#   $card (String) - the card, in quotes (card-quoted)
label-play-theft = Play { $card } in front of you: after this round's gold is shared, steal 1 gold piece from a player
# Pass, discarding cards face down (the seat's own cards named).
# Variables:
#   $count (Number) - how many cards
#   $cards (String) - the cards (tiles and quoted cards, joined by cards-more)
label-pass = Pass, discarding { card-count } ({ $cards })
# Another seat's pass, its cards face down (only how many is known).
# Variables:
#   $count (Number) - how many cards
label-pass-hidden = Pass, discarding { card-count }
# Variables:
#   $cards (String) - the two cards (joined by cards-more)
label-discard-trap = Discard two cards ({ $cards }) to escape the trap
# Variables:
#   $cards (String) - the two cards (joined by cards-more)
#   $tool (String) - which tool (tool-yours)
label-discard-repair = Discard two cards ({ $cards }) to repair { $tool }
# The same, the two cards face down (another seat's).
label-discard-trap-hidden = Discard two cards to escape the trap
# Variables:
#   $tool (String) - which tool (tool-yours)
label-discard-repair-hidden = Discard two cards to repair { $tool }
# Variables:
#   $player (String) - the player's name
label-steal = Steal 1 gold piece from { $player }
label-decline-steal = Do not steal
# An action of a kind this game does not know.
label-other = An action of this game

## Sentences of moves and events: what a seat did, told of it by name

# Variables:
#   $who (String) - the player's name
#   $tile (String) - the path card (tile)
#   $place (String) - where (a place-... message)
#   $upside_down (String) - "yes" when the card was turned upside down, else "no"
said-laid = { $who } laid { $tile } { $place }{ $upside_down ->
    [yes] , upside down
   *[no] {""}
}.
# Variables:
#   $who (String) - the player's name
#   $card (String) - the card, in quotes (card-quoted)
said-played = { $who } played { $card }.
# Variables:
#   $who (String) - the player's name
#   $card (String) - the card, in quotes (card-quoted)
#   $goal (String) - the goal card (goal-name)
said-played-on-goal = { $who } played { $card } on the { $goal } goal card.
# Variables:
#   $who (String) - the player's name
#   $card (String) - the card, in quotes (card-quoted)
#   $place (String) - where the removed card lay (a place-... message)
said-played-on-card = { $who } played { $card } on the card { $place }.
# Variables:
#   $who (String) - the player's name
#   $card (String) - the card, in quotes (card-quoted)
#   $player (String) - the other player's name
said-played-on-player = { $who } played { $card } on { $player }.
# Variables:
#   $who (String) - the player's name
#   $card (String) - the card, in quotes (card-quoted)
said-played-on-self = { $who } played { $card } on themselves.
# Variables:
#   $who (String) - the player's name
#   $card (String) - the card, in quotes (card-quoted)
#   $tool (String) - whose tool and which (tool-of)
said-played-repair = { $who } played { $card } to repair { $tool }.
# Variables:
#   $who (String) - the player's name
#   $card (String) - the card, in quotes (card-quoted)
#   $tool (String) - which tool (tool-own)
said-played-repair-self = { $who } played { $card } to repair { $tool }.
# Variables:
#   $who (String) - the player's name
#   $card (String) - the card, in quotes (card-quoted)
said-played-theft = { $who } played { $card } in front of themselves: after this round's gold is shared, they may steal 1 gold piece from a player.
# Another seat's pass: the cards lie face down, only how many is told.
# Variables:
#   $who (String) - the player's name
#   $count (Number) - how many cards
said-passed = { $who } passed, discarding { card-count } face down.
# The viewer's own pass, its cards named.
# Variables:
#   $who (String) - the player's name
#   $count (Number) - how many cards
#   $cards (String) - the cards (joined by cards-more)
said-passed-shown = { $who } passed, discarding { card-count } face down ({ $cards }).
# Variables:
#   $who (String) - the player's name
said-discarded-trap = { $who } discarded two cards to escape the trap.
# Variables:
#   $who (String) - the player's name
#   $cards (String) - the two cards (joined by cards-more)
said-discarded-trap-shown = { $who } discarded two cards ({ $cards }) to escape the trap.
# Variables:
#   $who (String) - the player's name
#   $tool (String) - which tool (tool-theirs)
said-discarded-repair = { $who } discarded two cards to repair { $tool }.
# Variables:
#   $who (String) - the player's name
#   $cards (String) - the two cards (joined by cards-more)
#   $tool (String) - which tool (tool-theirs)
said-discarded-repair-shown = { $who } discarded two cards ({ $cards }) to repair { $tool }.
# Variables:
#   $thief (String) - the thief's name
#   $victim (String) - the robbed player's name
said-stole = { $thief } stole 1 gold piece from { $victim }.
# Variables:
#   $who (String) - the player's name
said-declined = { $who } chose not to steal.

# Variables:
#   $who (String) - the player's name
#   $count (Number) - how many cards
event-drew = { $who } drew { card-count } from the deck.
# Variables:
#   $cards (String) - the cards drawn (a list)
event-you-drew = You drew { $cards }.
# Variables:
#   $goal (String) - the goal card (goal-name)
#   $found (String) - what it is (goal-found)
event-goal-revealed = The { $goal } goal card is turned over: { $found }!
# Variables:
#   $goal (String) - the goal card (goal-name)
#   $found (String) - what it is (goal-found)
event-map-seen = With the Map, you saw the { $goal } goal card: { $found }.
# Variables:
#   $who (String) - the inspected player's name
#   $role (String) - the role (role-after-is)
event-role-seen = Inspection: { $who } is { $role }.
# Variables:
#   $role (String) - the role (role-after-is)
event-new-role = Your hat was swapped: you are now { $role }.
# What discarding two cards to escape did, beside its move's sentence ("Ana discarded two
# cards to escape the trap."): it must not repeat the move's words.
# Variables:
#   $who (String) - the player's name
event-escaped = { $who } got out of the trap.
# What discarding two cards to repair did, beside its move's sentence.
# Variables:
#   $who (String) - the player's name
#   $tool (String) - pickaxe, lantern or cart
event-repaired = { $who }'s { $tool ->
    [pickaxe] pickaxe
    [lantern] lantern
    [cart] mine cart
   *[other] tool
} was repaired.
# Variables:
#   $round (Number) - the round
#   $who (String) - the name of the player whose card reached the gold
event-round-ended-gold = End of round { $round }: { $who } reached the gold.
# Variables:
#   $round (Number) - the round
event-round-ended-nobody = End of round { $round }: nobody reached the gold.
# Every seat's role, told when a round ends.
# Variables:
#   $roles (String) - a list of seat-role
event-round-roles = Roles: { $roles }.
# Variables:
#   $paid (String) - a list of seat-gold
event-round-paid = Gold pieces paid: { $paid }.
# Variables:
#   $who (String) - the player's name
#   $role (String) - the role (role-name)
seat-role = { $who } ({ $role })
# Variables:
#   $who (String) - the player's name
#   $gold (Number) - gold pieces
seat-gold = { $who } { $gold }
# Two sentences told one after the other.
# Variables:
#   $first (String) - the first sentence
#   $next (String) - the next one
sentences = { $first } { $next }
# Variables:
#   $round (Number) - the round
#   $who (String) - the name of the player who plays first
event-round-started = Round { $round } begins; { $who } plays first.
# Variables:
#   $gold (String) - a list of seat-gold
#   $winners (String) - the names of the seats with the most gold
#   $count (Number) - how many seats share the most gold
#   $top (Number) - the most gold pieces a seat has
event-game-over = The game is over: { $count ->
    [one] { $winners } wins
   *[other] { $winners } tie
} with { $top } gold { $top ->
    [one] piece
   *[other] pieces
}. Gold pieces: { $gold }.
