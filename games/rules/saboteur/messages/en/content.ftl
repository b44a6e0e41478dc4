# Saboteur Gold: what is wrong with a content document (games/content/saboteur/content.json,
# or an edit of it in the admin's content editor). Ids, fields and values in quotes or
# brackets are JSON as the document has them; N E S W are the edges a path card opens on
# (north, east, south, west) as the document writes them: keep them as written.

# A kind of card, where a problem is.
# Variables:
#   $kind (String) - start, goal, path or action
card-kind = { $kind ->
    [start] start card
    [goal] goal card
    [action] action card
   *[path] path card
}
# A card, where a problem is; each message below with $where starts with it.
# Variables:
#   $kind (String) - the kind of card, from card-kind
#   $card (String) - the card's id, as the document has it
where-card = { $kind } { $card }
# Variables:
#   $where (String) - the kind of card, from card-kind
card-not-object = { $where }: a card is an object with a string "id"
# Variables:
#   $where (String) - where-card
card-groups-missing = { $where }: "groups" must list the openings joined inside it
# Variables:
#   $where (String) - where-card
#   $group (String) - the group found, as JSON
card-group-edges = { $where }: group { $group } must use the edges N E S W
# Variables:
#   $where (String) - where-card
card-edge-twice = { $where }: an edge belongs to two groups
# Variables:
#   $where (String) - where-card
card-count = { $where }: count must be a whole number
# Variables:
#   $kind (String) - goal or path
cards-not-list = { $kind ->
    [goal] goal cards
   *[path] path cards
} must be a list
goal-positions = board.goal_positions must give one position per goal card
treasure-missing = one goal card must be the treasure
# Variables:
#   $ids (String) - the ids found more than once, a JSON list
card-ids-repeat = card ids repeat: { $ids }
# Variables:
#   $where (String) - where-card (an action card, its id or the whole card as JSON)
#   $allowed (String) - the kinds allowed, a JSON list
action-kind = { $where }: kind must be one of { $allowed }
# Variables:
#   $where (String) - where-card
#   $allowed (String) - the tools, a JSON list
action-tool = { $where }: a broken tool names one of { $allowed }
# Variables:
#   $where (String) - where-card
action-repair = { $where }: a repair names the tools it fixes
# Variables:
#   $allowed (String) - the roles, a JSON list
roles-only = roles must count only { $allowed }
# Variables:
#   $deck (Number) - the cards of the deck
#   $seats (Number) - the most seats of a game
#   $need (Number) - the cards those seats need
deck-too-small = the deck has { $deck } cards; { $seats } seats need at least { $need }
# Variables:
#   $seats (Number) - the most seats of a game
#   $need (Number) - the dwarf cards those seats need
dwarf-cards = { $seats } seats need at least { $need } dwarf cards

# Said at the field (the admin shows each beside its input; an API answer puts its path
# before it), so none says where it is.
# Variables:
#   $kind (String) - path_cards or action_cards
#   $box (Number) - the cards of that kind in the box
#   $found (Number) - the cards the content counts
box-holds = { $kind ->
    [path_cards] the box holds { $box } path cards; these count { $found }
   *[other] the box holds { $box } action cards; these count { $found }
}
# Variables:
#   $field (String) - door_group or ladder_group
#   $last (Number) - the last tunnel's number
tunnel-index = { $field ->
    [door_group] the door
   *[other] the ladder
} must be on one of the card's tunnels: 0 (the first listed) to { $last }
