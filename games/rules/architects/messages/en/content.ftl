# 7 Wonders Architects: what is wrong with a content document (games/content/architects/
# content.json, or an edit of it in the admin's content editor). Slugs, kinds and values in
# quotes or brackets are JSON as the document has them: keep them as written.

# Where a problem is: each message below starts with one of these ($where).
# Variables:
#   $wonder (String) - the Wonder's slug, or its index in the list when it has none
where-wonder = wonder { $wonder }
# Variables:
#   $index (Number) - the group's index in the list of cards
#   $deck (String) - the deck it names
#   $kind (String) - the card kind it names
where-card-group = card group { $index } ({ $deck }/{ $kind })
# Variables:
#   $token (String) - the token's slug, or its index in the list when it has none
where-progress-token = progress token { $token }

# Variables:
#   $where (String) - where-wonder, where-card-group or where-progress-token
#   $languages (String) - the languages a name needs, joined as a list
name-languages = { $where }: the name must have a text in { $languages }
# Variables:
#   $where (String) - where-wonder
wonder-bad-slug = { $where }: the slug must be a non-empty string other than "central"
# Variables:
#   $where (String) - where-wonder or where-progress-token
duplicate-slug = { $where }: duplicate slug
# Variables:
#   $where (String) - where-wonder
#   $effect (String) - the effect found, as JSON
unknown-effect = { $where }: unknown effect { $effect }
# Variables:
#   $where (String) - where-wonder
#   $expected (Number) - the number of Stages a Wonder has
#   $count (Number) - how many it has
stage-count = { $where }: must have { $expected } stages, has { $count }
# Variables:
#   $where (String) - where-wonder
#   $stage (String) - the Stage id found, as JSON
duplicate-stage = { $where }: duplicate stage id { $stage }
# Variables:
#   $where (String) - where-wonder
#   $stage (String) - the Stage's id
#   $cost (String) - the cost found, as JSON
stage-bad-cost = { $where }: stage { $stage }: bad cost { $cost }
# Variables:
#   $where (String) - where-wonder
#   $stage (String) - the Stage's id
stage-vp = { $where }: stage { $stage }: vp must be a whole number
no-wonders = no wonders
# Variables:
#   $where (String) - where-wonder
wonder-no-deck = { $where }: has no deck
central-deck-empty = the central deck is empty
# Variables:
#   $total (Number) - the cards the groups count
#   $expected (Number) - the cards the settings expect
cards-total = the cards total { $total }, expected { $expected }
# Variables:
#   $fewest (Number) - the fewest seats of a game
#   $most (Number) - the most seats of a game
conflict-tokens = settings.conflict_tokens must give a count for { $fewest } to { $most } seats
# Variables:
#   $where (String) - where-card-group
#   $kind (String) - the kind found, as JSON
unknown-kind = { $where }: unknown kind { $kind }
# Variables:
#   $where (String) - where-card-group
duplicate-group = { $where }: duplicate group
# Variables:
#   $where (String) - where-card-group
group-count = { $where }: count must be a whole number, 0 or more
# Variables:
#   $where (String) - where-card-group
#   $kind (String) - the kind, as JSON
kind-differs = { $where }: kind { $kind } has different properties in another group
# Variables:
#   $where (String) - where-card-group
#   $color (String) - the colour found, as JSON
unknown-color = { $where }: unknown color { $color }
# Variables:
#   $where (String) - where-card-group
#   $resource (String) - the resource found, as JSON
unknown-resource = { $where }: unknown resource { $resource }
# Variables:
#   $where (String) - where-card-group
#   $science (String) - the science symbol found, as JSON
unknown-science = { $where }: unknown science symbol { $science }
# Variables:
#   $where (String) - where-progress-token
token-bad-slug = { $where }: bad slug
# Variables:
#   $where (String) - where-progress-token
#   $type (String) - the type found, as JSON
unknown-token-type = { $where }: unknown type { $type }

# Said at the field (the admin shows each beside its input; an API answer puts its path
# before it), so none says where it is.
# Variables:
#   $known (String) - the decks there are, as JSON
deck-unknown = names no deck; the decks are { $known }
# Variables:
#   $central (String) - "True" for the central deck, "False" for a Wonder's
#   $wonder (String) - the Wonder's name
#   $size (Number) - the cards the deck holds
#   $found (Number) - the cards its groups count
deck-size = { $central ->
    [True] the central deck holds { $size } cards; its groups count { $found }
   *[other] { $wonder }'s deck holds { $size } cards; its groups count { $found }
}
# Variables:
#   $known (String) - the codes printed on the stages, as JSON
cost-code-unknown = is no cost printed on a stage; the costs are { $known }
# Variables:
#   $code (String) - the cost code
#   $count (Number) - the cards it takes
#   $kind (String) - "different" or "identical"
cost-code-differs = { $code } is { $count } { $kind ->
    [different] different cards
   *[identical] identical cards
}: the cost says otherwise
# Variables:
#   $found (String) - the stage named, as JSON
#   $known (String) - the Wonder's stages, as JSON
requirement-unknown = { $found } is not another stage of this Wonder ({ $known })
# Variables:
#   $box (Number) - the progress tokens in the box
#   $found (Number) - the copies the tokens count
tokens-in-box = the box holds { $box } progress tokens; the tokens count { $found }
# Variables:
#   $face_up (Number) - the tokens laid face up
#   $found (Number) - the progress tokens there are
tokens-face-up = { $face_up } face up needs more than { $found } progress tokens
# Variables:
#   $fewest (Number) - the fewest seats of a game
#   $most (Number) - the most seats of a game
conflict-seats = needs one count for each number of players from { $fewest } to { $most }
# Variables:
#   $known (String) - the tokens the rules know, as JSON
token-unknown = is no token the rules know; they are { $known }
