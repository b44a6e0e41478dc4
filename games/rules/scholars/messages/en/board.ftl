# Scholars of the South Tigris' board drawing (GET /games/{id}/board/): every word the picture
# shows of the table as the server tracks it. Languages, guilds and rows come from the
# instructions' catalogue.

# The picture's name, for screen readers.
board-label = Scholars of the South Tigris table
board-phase = { $phase ->
    [setup] Setting up
    [play] Playing
    [final] Final round
    [report] Final scoring
   *[over] Game over
}
# Variables:
#   $phase (String) - the phase, worded above; $turn (String) - whose turn, worded below
board-heading = { $phase } · { $turn }
board-turn = { $turn ->
    [human] your turn
   *[automa] Papyrus's turn
}
# The result, in the heading once the game is over (after "Game over · ").
# Variables:
#   $winner (String) - who won: human, automa or shared; $mine (Number) - your total;
#   $theirs (Number) - Papyrus's total
board-result = { $winner ->
    [human] you win, { $mine } to { $theirs }
    [shared] a shared win, { $mine } each
   *[automa] Papyrus wins, { $theirs } to { $mine }
}
# Variables:
#   $count (Number) - Caliph cards revealed so far
board-caliphs = Caliph cards revealed: { $count }
# Variables:
#   $count (Number) - Papyrus's turns before the game ends
board-countdown = { $count ->
    [one] Papyrus's last turn
   *[other] Papyrus's turns left: { $count }
}
board-resource = Resource track
# Variables:
#   $wraps (Number) - times the resource marker went round; $sum (Number) - the dice sum
board-wraps = Laps { $wraps } · dice sum { $sum }
board-ai = Papyrus's scrolls
# Variables:
#   $language (String) - the scroll's language; $count (Number) - how many
board-scroll-count = { $language } { $count }
# Variables:
#   $top (Number), $middle (Number), $bottom (Number) - Papyrus's influence on each row
board-caliph-track = Caliph card: top { $top } · middle { $middle } · bottom { $bottom }
# Variables:
#   $count (Number) - translators Papyrus retired
board-retired = Translators retired: { $count }
# Variables:
#   $language (String) - the language of Papyrus's starting scroll
board-starting-scroll = Starting scroll: { $language }
board-starting-scroll-none = Starting scroll: none
# Variables:
#   $count (Number) - scrolls the player translated
board-human-scrolls = Your scrolls: { $count }
board-house = House of Wisdom
board-map = Map
board-rooms = Rooms
board-guilds = Guild influence
board-empty = empty
board-owner = { $owner ->
    [human] You
    [automa] Papyrus
   *[neutral] Neutral
}
board-influence = { $owner ->
    [human] your influence
   *[automa] Papyrus's influence
}
# A scroll's tooltip.
# Variables:
#   $place (String) - where it lies; $language (String) - its language
board-scroll = { $place }: { $language }
# Variables:
#   $place (String) - where it lies; $language (String); $owner (String) - whose influence
board-scroll-influence = { $place }: { $language }, { $owner }
# Variables:
#   $guild (String) - the guild; $row (String) - the row
board-house-slot = { $guild } guild, { $row } row
# Variables:
#   $number (Number) - the map space, clockwise from the marker
board-map-space = map space { $number }
# Variables:
#   $number (Number) - the room's number
board-room = Room { $number }
# Variables:
#   $gold (Number) - the gold on the room's translator
board-gold = { $gold } gold
# Variables:
#   $number (Number); $owner (String) - the translator's owner; $languages (String) - its languages
board-room-about = Room { $number }: { $owner }
board-room-languages = Room { $number }: { $owner }, { $languages }
# Variables:
#   $guild (String) - the guild's colour
board-guild = { $guild } guild
# Variables:
#   $human (Number), $automa (Number) - each one's influence
board-standing = You { $human } · Papyrus { $automa }
board-controller = { $controller ->
    [human] controlled by you
    [automa] controlled by Papyrus
   *[other] controlled by nobody
}
