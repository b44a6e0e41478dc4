# The Scholars' tools (a dice calculator, multiplayer scoring) and the problems of the reports
# the scoring tool cannot score. "player 0" is the first player of the request (0-based).

tool-dice-title = Dice calculator
tool-dice-description = Every action colour and value the dice and workers you hold can make.
tool-score-title = Multiplayer scoring
tool-score-description = End-of-game scores of 1-4 players from what each reports, with the tie-breaks (most translators still employed, then most workers left).

# Variables:
#   $most (Number) - the most players scored
#   $count (Number) - how many the request has
problem-player-count = between 1 and { $most } players are scored, not { $count }
# Variables:
#   $player (Number) - the player's index (0-based)
#   $scroll (String) - the scroll id as sent
problem-unknown-scroll = player { $player }: unknown scroll '{ $scroll }'
# Variables:
#   $player (Number) - the player's index (0-based)
#   $colour (String) - the colour as sent
problem-unknown-dice-colour = player { $player }: unknown dice colour '{ $colour }'
# Variables:
#   $player (Number) - the player's index (0-based)
#   $guild (String) - the guild as sent
problem-unknown-guild = player { $player }: unknown guild '{ $guild }'
# Variables:
#   $player (Number) - the player's index (0-based)
#   $track (String) - the research track as sent
#   $top (Number) - the highest level
problem-research = player { $player }: research '{ $track }' must be a track at level 0-{ $top }
# Variables:
#   $player (Number) - the player's index (0-based)
problem-scroll-twice = player { $player }: a scroll card is listed twice
problem-scroll-two-players = a scroll card is listed for two players
# Variables:
#   $guild (String) - the guild as sent
#   $player (Number) - the player index that does not exist
problem-no-such-controller = guild_controllers.{ $guild }: there is no player { $player }
