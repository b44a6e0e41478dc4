# Terraforming Mars with MarsBot's board drawing (GET /games/{id}/board/): every word the
# picture shows. Kept apart from the move log's catalogues, so that the two change without
# meeting. Names of tracks, milestones, awards and cards come from the content document.

# The picture's name, for screen readers.
# Variables:
#   $seat (String) - the player the board is drawn for
board-label-seat = MarsBot table, as { $seat } sees it
board-label-spectator = MarsBot table, as a spectator sees it
# Variables:
#   $generation (Number) - the generation; $phase (String) - its phase, worded below
board-heading = Generation { $generation } · { $phase }
board-phase = { $phase ->
    [research] research phase
    [action] action phase
    [final_greenery] final greeneries
    [final_score] final scoring
   *[over] game over
}
# Variables:
#   $name (String) - the player; $human (Number), $marsbot (Number) - each one's TR
board-tr = TR: { $name } { $human } · MarsBot { $marsbot }
# Variables:
#   $mc (Number) - MarsBot's megacredits
board-mc = MarsBot's M€: { $mc }
# The automa, as an owner of tiles and goals.
board-marsbot = MarsBot
board-player = you
board-parameters = Global parameters
# Variables:
#   $value (Number) - the parameter's value now
board-temperature = Temperature { $value } °C
board-oxygen = Oxygen { $value } %
board-oceans = Oceans { $value } of 9
board-tracks = MarsBot's tracks
# Variables:
#   $track (String) - the track's name; $at (Number) - MarsBot's cube on it
board-track-at = { $track }: space { $at }
board-milestones = Milestones claimed
board-awards = Awards funded
board-none = none yet
# A claimed milestone or a funded award, and who.
# Variables:
#   $name (String) - the milestone or award; $owner (String) - who claimed or funded it
board-goal = { $name } ({ $owner })
board-tile = { $tile ->
    [ocean] ocean
    [greenery] greenery
    [city] city
   *[special] special tile
}
# A space's tooltip with the tile on it.
# Variables:
#   $space (String) - the space; $tile (String) - the tile, worded above
board-space-tile = { $space }: { $tile }
# Variables:
#   $space (String) - the space; $tile (String) - the tile; $owner (String) - its owner
board-space-owned = { $space }: { $tile } of { $owner }
# Variables:
#   $about (String) - the space and its tile; $card (String) - the card that placed it
board-space-card = { $about } ({ $card })
# Tiles on spaces off the map (the cities of cards played off Mars).
# Variables:
#   $count (Number) - how many
board-off-map = { $count ->
    [one] { $count } tile off Mars
   *[other] { $count } tiles off Mars
}
