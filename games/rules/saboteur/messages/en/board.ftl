# Saboteur Gold's board drawing (GET /games/{id}/board/): every word the picture shows.
# Kept apart from words.ftl (the move log's), so that the two change without meeting.

# The picture's name, for screen readers.
# Variables:
#   $seat (String) - the seat the board is drawn for, by its player's name
board-label-seat = Saboteur maze, as { $seat } sees it
board-label-spectator = Saboteur maze, as a spectator sees it
# The line above the maze.
# Variables:
#   $round (Number), $rounds (Number) - this round, and how many the game has
#   $pile (Number) - cards left to draw
board-heading = Round { $round } of { $rounds } · draw pile { $pile }
board-heading-theft = Round { $round } of { $rounds } · thieves steal
board-heading-over = Round { $round } of { $rounds } · the game is over
# Written on the start card.
board-start = start
# A goal card lying face down (its tooltip); and when this seat looked at it with a Map.
# Variables:
#   $goal (String) - top, middle or bottom
board-goal-hidden = { $goal ->
    [top] Top goal card, face down
    [middle] Middle goal card, face down
   *[bottom] Bottom goal card, face down
}
board-goal-seen-gold = you saw gold
board-goal-seen-stone = you saw stone
# The seats' list.
board-seats = Players
board-to-act = to play
# A tool: its initial on the drawing, and its name whole or broken (the tooltip).
board-tool-pickaxe-initial = P
board-tool-lantern-initial = L
board-tool-cart-initial = C
board-tool-pickaxe-whole = Pickaxe: whole
board-tool-pickaxe-broken = Pickaxe: broken
board-tool-lantern-whole = Lantern: whole
board-tool-lantern-broken = Lantern: broken
board-tool-cart-whole = Mine cart: whole
board-tool-cart-broken = Mine cart: broken
# A player's counts beside their name.
# Variables:
#   $cards (Number) - cards in hand; $gold (Number) - gold nuggets
board-seat-counts = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} · { $gold } gold
board-trapped = trapped
board-thief = thief
# This seat's role and hand, under the maze.
# Variables:
#   $role (String) - the role's name (words.ftl: role-name)
board-role = Your role: { $role }
board-hand = Your hand
