# MarsBot (Terraforming Mars: Ares Expedition's automa): what is wrong with a content
# document (games/content/marsbot/content.json, or an edit of it in the admin's content
# editor). Slugs, ids and values in quotes or brackets are JSON as the document has them:
# keep them as written.

# Variables:
#   $tracks (String) - the track slugs, a JSON list
tracks-order = tracks must be { $tracks } in that order
# Variables:
#   $track (String) - the track's slug as the document has it
#   $last (Number) - the last space of a track
track-spaces = track { $track } must have spaces 0 to { $last }
# Variables:
#   $track (String) - the track's slug as the document has it
#   $space (String) - the space's position as the document has it
space-icon = track { $track } space { $space }: unknown icon
# Variables:
#   $track (String) - the track's slug as the document has it
#   $space (String) - the space's position as the document has it
space-track = track { $track } space { $space }: names no track to advance
# Variables:
#   $ids (String) - the bonus card ids, a JSON list
bonus-cards = bonus cards must be { $ids }
# Variables:
#   $count (Number) - the hexes of the map
hex-count = Tharsis has { $count } hexes
# Variables:
#   $card (String) - the card's number as the document has it
card-cost = card { $card }: cost must be a whole number, 0 or more
# Variables:
#   $slugs (String) - the milestone slugs, a JSON list
milestones = Tharsis milestones must be { $slugs }
# Variables:
#   $slugs (String) - the award slugs, a JSON list
awards = Tharsis awards must be { $slugs }
mc-to-vp = mc_to_vp needs a "base" and a "prelude" ladder

# Said at the field (the admin shows each beside its input; an API answer puts its path
# before it), so none says where it is.
# Variables:
#   $found (String) - the area named, as JSON
neighbour-unknown = { $found } is no area of the map
neighbour-itself = an area is not its own neighbour
# Variables:
#   $number (String) - the card's number
card-number-twice = another project card is numbered { $number }
