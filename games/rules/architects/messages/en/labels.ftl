# 7 Wonders Architects: the labels of a seat's actions, as the table says them (Stages by
# number and cost, decks by Wonder and side, never a card's id). The pieces ($top_card,
# $stage, $paid...) come from words.ftl.

# Variables:
#   $top_card (String) - what is taken (message top-card or top-card-seen of words.ftl)
label-take = Take { $top_card }

# A Progress token that lets its holder take a card (Urbanism, Crafts...).
# Variables:
#   $token (String) - the token's name
#   $top_card (String) - what is taken (message top-card or top-card-seen of words.ftl)
label-take-extra = Use the Progress token «{ $token }»: take { $top_card }

# Building a Stage of your Wonder with the cards named. A Progress token may let the
# payment break the Stage's cost: Economy makes a Gold card worth 2 Coins (one card fewer),
# Engineering lets any Resources pay a Stage of identical or of different Resources.
# Variables:
#   $stage (String) - the Stage with its cost (message stage-with-cost of words.ftl)
#   $paid (String) - the cards paid ("Brick and Gold", "2 Wood cards")
#   $by (String) - the token that lets the payment break the cost: "economy",
#       "engineering", "both" or "none"
#   $economy (String) - the Economy token's name
#   $engineering (String) - the Engineering token's name
#   $count (Number) - how many Resources the Stage costs
label-build =
    Build { $stage } with { $paid }{ $by ->
        [economy] {" "}(Progress token «{ $economy }»: one Gold card is worth 2 Coins)
        [engineering] {" "}(Progress token «{ $engineering }»: any { $count } Resources do)
        [both] {" "}(Progress tokens «{ $engineering }»: any { $count } Resources do, and «{ $economy }»: one Gold card is worth 2 Coins)
       *[none] {""}
    }

# A Stage the content does not know (never in a real game).
# Variables:
#   $paid (String) - the cards paid
label-build-unknown = Build a Stage with { $paid }

# Three different science symbols (or two alike) with no Progress token left to take.
label-discard-science = Discard a set of green cards (no Progress token is left)
# Variables:
#   $cards (String) - the green cards discarded ("Compass, Gear and Tablet")
label-discard-science-cards = Discard a set of green cards (no Progress token is left): { $cards }
label-token-face-down = Take the top face-down Progress token
# Variables:
#   $cards (String) - the green cards discarded for it
label-token-face-down-discarding = Take the top face-down Progress token, discarding { $cards }
# Variables:
#   $token (String) - the token's name
label-token = Take the Progress token «{ $token }»
# Variables:
#   $token (String) - the token's name
#   $cards (String) - the green cards discarded for it
label-token-discarding = Take the Progress token «{ $token }», discarding { $cards }

# Halicarnassus' effect: the seat chooses the deck to look into.
# Variables:
#   $count (Number) - how many cards are looked at
#   $deck_of (String) - the deck (message deck-of of words.ftl)
#   $side (String) - "left", "right" or "none" (see top-card in words.ftl)
label-look =
    Look at { $count ->
        [one] the top card
       *[other] the top { $count } cards
    } { $deck_of }{ $side ->
        [left] {" "}(left)
        [right] {" "}(right)
       *[none] {""}
    }

# Variables:
#   $card (String) - the card kept
label-keep = Keep the { $card } card

label-use-effect = Use your Wonder's effect
# Variables:
#   $effect (String) - what it does (an effect-... message of words.ftl)
label-use-effect-named = Use your Wonder's effect: { $effect }
label-decline-effect = Decline your Wonder's effect
# Variables:
#   $effect (String) - what it would do (an effect-... message of words.ftl)
label-decline-effect-named = Decline your Wonder's effect ({ $effect })

label-end-turn = End your turn

# An action that is none of this game's kinds.
label-other = An action of this game
