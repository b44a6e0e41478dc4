# 7 Wonders Architects: the move log, in the past tense. A move's sentence (move-...) says
# what its seat chose; the events it brought (event-...) say what came of it (which card,
# which token). $who is always the seat's name (a player's or an automa's, never translated).

## Moves

# Variables:
#   $who (String) - the seat's name
#   $deck_of (String) - the deck (message deck-of of words.ftl)
move-take-card = { $who } took the top card { $deck_of }.

# Variables:
#   $who (String) - the seat's name
#   $token (String) - the Progress token's name
#   $deck_of (String) - the deck (message deck-of of words.ftl)
move-take-extra-card = { $who } used the Progress token «{ $token }» to take the top card { $deck_of }.

# A Stage built (a move, and its event: the log says it once). A Progress token may let
# the payment break the Stage's cost, and the sentence then says which: Engineering lets
# any Resources pay it, Economy makes one Gold card count as 2 Resources.
# Variables:
#   $who (String) - the seat's name
#   $number (Number) - the Stage's number on its Wonder (1 to 5)
#   $of_wonder (String) - "of <Wonder>" (message of-wonder of words.ftl)
#   $paid (String) - the cards paid ("Papyrus and 2 Gold cards")
#   $by (String) - "engineering", "economy", "both" or "none"
#   $count (Number) - how many Resources the Stage costs
#   $engineering (String) - the Engineering token's name
#   $economy (String) - the Economy token's name
move-stage-built =
    { $who } built Stage { $number } { $of_wonder } with { $paid }{ $by ->
        [engineering] : with the Progress token «{ $engineering }», any { $count } Resources do
        [economy] {" "}(with «{ $economy }», one Gold counts as 2 Resources)
        [both] : with the Progress token «{ $engineering }», any { $count } Resources do (with «{ $economy }», one Gold counts as 2 Resources)
       *[none] {""}
    }.
# A Stage the content does not know (never in a real game).
# Variables:
#   $who (String) - the seat's name
#   $paid (String) - the cards paid
move-stage-built-unknown = { $who } built a Stage with { $paid }.

# Variables:
#   $who (String) - the seat's name
move-discard-science = { $who } discarded a set of green cards.
# Variables:
#   $who (String) - the seat's name
move-token-face-down = { $who } chose the face-down Progress token.
# Variables:
#   $who (String) - the seat's name
#   $token (String) - the token's name
move-token = { $who } chose the Progress token «{ $token }».

# Variables:
#   $who (String) - the seat's name
#   $deck_of (String) - the deck (message deck-of of words.ftl)
move-choose-deck = { $who } chose to look at the top cards { $deck_of }.
# Variables:
#   $who (String) - the seat's name
#   $card (String) - the card's name
move-keep = { $who } kept the { $card } card.
# Variables:
#   $who (String) - the seat's name
move-use-effect = { $who } used the Wonder's effect.
# Variables:
#   $who (String) - the seat's name
move-decline-effect = { $who } declined the Wonder's effect.

## Events

# Variables:
#   $builders (String) - each seat with its Wonder (messages event-seat-builds, as a list)
#   $first (String) - the name of the seat who plays first
event-game-started = The game begins: { $builders }; { $first } plays first.
# Variables:
#   $who (String) - a seat's name
#   $wonder (String) - its Wonder's name
event-seat-builds = { $who } builds { $wonder }

# Variables:
#   $turn (Number) - the turn's number
#   $who (String) - the seat's name
event-turn-started = Turn { $turn }: { $who } to play.

# Only the Cat's holder reads it.
# Variables:
#   $card (String) - the card's name
event-cat-peek = With the Cat, you saw the top card of the central deck: { $card }.

# The card a take move drew, once it is seen: the move already said who took it from which
# deck ("Ana took the top card of the central deck."), so this says only what it was.
# Variables:
#   $card (String) - the card's name
event-card-revealed = It was a { $card } card.
# The same, when a Wonder's effect let the move take it (Alexandria).
# Variables:
#   $card (String) - the card's name
#   $of_wonder (String) - "of <Wonder>" (message of-wonder of words.ftl)
event-card-revealed-by-wonder = It was a { $card } card (effect { $of_wonder }).
# A card a Wonder's effect took with no move of its own (Ephesus, Olympia, Halicarnassus).
# Variables:
#   $who (String) - the seat's name
#   $card (String) - the card's name
#   $from_deck (String) - the deck (message deck-from of words.ftl)
#   $of_wonder (String) - "of <Wonder>" (message of-wonder of words.ftl)
event-card-taken-by-wonder = { $who } took a { $card } card { $from_deck } (effect { $of_wonder }).

# Variables:
#   $who (String) - the seat's name
event-cat-taken = { $who } took the Cat pawn.

# Variables:
#   $who (String) - the seat's name
#   $flipped (Number) - how many Conflict tokens were flipped
#   $battle (Number) - how many show the Battle side now
#   $total (Number) - how many there are
event-conflict-flipped =
    { $who } flipped { $flipped ->
        [one] 1 Conflict token
       *[other] { $flipped } Conflict tokens
    } to the Battle side ({ $battle } of { $total }).

# A battle: who won how many Military Victory tokens, the most first.
event-battle-none = Battle! Nobody won a Military Victory token.
# Variables:
#   $results (String) - who won what (event-battle-won, then event-battle-also, joined by
#       event-battle-then)
event-battle = Battle! { $results }.
# The seats who won the most.
# Variables:
#   $who (String) - their names, as a list
#   $people (Number) - how many seats they are
#   $count (Number) - how many tokens each won
event-battle-won =
    { $who } won { $count ->
        [one] 1 Military Victory token
       *[other] { $count } Military Victory tokens
    }{ $people ->
        [one] {""}
       *[other] {" "}each
    }
# The seats who won fewer tokens, after the first.
# Variables:
#   $who (String) - their names, as a list
#   $people (Number) - how many seats they are
#   $count (Number) - how many tokens each won
event-battle-also =
    { $who }, { $count }{ $people ->
        [one] {""}
       *[other] {" "}each
    }
# Variables:
#   $first (String) - who won more
#   $rest (String) - who won fewer
event-battle-then = { $first }; { $rest }

# After its move ("Ana discarded a set of green cards."): which cards, and why no token came.
# Variables:
#   $cards (String) - the green cards discarded, counted ("2 Tablet cards")
event-science-discarded = They were { $cards }; no Progress token was left.

# After its move ("Ana chose the Progress token «Culture»."), which named the token unless it
# was the face-down one: what the token cost, never the move's words again.
# Variables:
#   $token (String) - the token's name
#   $pile (String) - "face-down" when taken from the face-down pile, else "face-up"
#   $how (String) - "babylon" (Babylon's effect gave it), "discarding" (a set of green
#       cards paid it) or "plain"
#   $of_wonder (String) - "of <Wonder>" (message of-wonder of words.ftl), for "babylon"
#   $cards (String) - the green cards discarded, counted, for "discarding"
event-token-taken =
    { $pile ->
        [face-down] It was the Progress token «{ $token }»{ $how ->
            [babylon] {" "}(effect { $of_wonder })
            [discarding] , paid with { $cards }
           *[plain] {""}
        }.
       *[face-up] { $how ->
            [babylon] It cost nothing (effect { $of_wonder }).
            [discarding] It cost { $cards }.
           *[plain] It cost nothing.
        }
    }

# Variables:
#   $who (String) - the seat's name
#   $effect (String) - what the effect does (an effect-... message of words.ftl)
event-effect-declined = { $who } declined the Wonder's effect ({ $effect }).
# Variables:
#   $who (String) - the seat's name
#   $effect (String) - what the effect does (an effect-... message of words.ftl)
event-effect-lost = { $who }'s Wonder effect ({ $effect }) could not be used and was lost.

# Variables:
#   $who (String) - the seat's name
#   $of_wonder (String) - "of <Wonder>" (message of-wonder of words.ftl): Rhodes
event-shield-added = { $who } added 1 Shield (effect { $of_wonder }).

# Halicarnassus' effect.
# Variables:
#   $who (String) - the seat's name
#   $count (Number) - how many cards
#   $deck_of (String) - the deck (message deck-of of words.ftl)
event-look =
    { $who } looked at { $count ->
        [one] the top card
       *[other] the top { $count } cards
    } { $deck_of }.
# Only the seat who looks reads it.
# Variables:
#   $cards (String) - the cards' names, as a list
event-look-cards = The cards looked at: { $cards }.

# The move that ends a turn says it too.
# Variables:
#   $who (String) - the seat's name
event-turn-ended = { $who } ended the turn.
# Variables:
#   $who (String) - the seat's name
event-turn-passed = { $who } had no card to take and was skipped.

# Variables:
#   $reason (String) - "wonder_completed", "no_cards", or another (none told)
event-game-over =
    The game is over{ $reason ->
        [wonder_completed] : a Wonder is complete
        [no_cards] : no card is left to take
       *[other] {""}
    }.
