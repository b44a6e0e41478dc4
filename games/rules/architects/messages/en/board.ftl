# 7 Wonders Architects' board drawing (GET /games/{id}/board/): every word the picture shows.
# Kept apart from the move log's catalogues, so that the two change without meeting.

# The picture's name, for screen readers.
# Variables:
#   $seat (String) - the player the board is drawn for
board-label-seat = Architects table, as { $seat } sees it
board-label-spectator = Architects table, as a spectator sees it
board-conflict = Conflict
# Variables:
#   $battle (Number), $total (Number) - conflict tokens turned to their battle side, of all
board-conflict-count = { $battle } of { $total } on the battle side
board-progress = Progress
# Variables:
#   $count (Number) - Progress tokens still face down
board-face-down = + { $count } face down
board-decks = Decks (tap one to take its top card)
board-deck-central = Central deck
# Variables:
#   $count (Number) - cards in the deck
board-deck-size = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
# Variables:
#   $count (Number) - cards in the discard pile
board-discard = Discard pile: { $count }
# A player's city heading.
# Variables:
#   $name (String) - the player; $wonder (String) - their Wonder's name
board-city = { $name } · { $wonder }
board-to-act = to play
board-cat = Cat
board-holds-cat = Holds the Cat
# A Wonder's Stage: its number, and its points.
# Variables:
#   $number (Number) - the Stage's number; $vp (Number) - its victory points
board-stage = Stage { $number }
board-stage-vp = { $vp } VP
board-built = built
board-not-built = not built
# Variables:
#   $shields (Number), $military (Number)
board-military = Shields { $shields } · military tokens { $military }
# Variables:
#   $tokens (String) - the player's Progress tokens, joined
board-tokens = Progress: { $tokens }
board-tokens-none = Progress: none
