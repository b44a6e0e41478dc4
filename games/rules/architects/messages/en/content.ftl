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
# Variables:
#   $where (String) - where-wonder
#   $stage (String) - the Stage's id
#   $requirement (String) - the Stage it requires, as JSON
stage-unknown-requirement = { $where }: stage { $stage }: unknown requirement { $requirement }
no-wonders = no wonders
# Variables:
#   $where (String) - where-wonder
wonder-no-deck = { $where }: has no deck
central-deck-empty = the central deck is empty
# Variables:
#   $total (Number) - the cards the groups count
#   $expected (Number) - the cards the settings expect
cards-total = the cards total { $total }, expected { $expected }
too-few-tokens = fewer progress tokens than face-up slots
# Variables:
#   $fewest (Number) - the fewest seats of a game
#   $most (Number) - the most seats of a game
conflict-tokens = settings.conflict_tokens must give a count for { $fewest } to { $most } seats
# Variables:
#   $where (String) - where-card-group
#   $deck (String) - the deck found, as JSON
unknown-deck = { $where }: unknown deck { $deck }
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
unknown-token = { $where }: unknown token
# Variables:
#   $where (String) - where-progress-token
#   $type (String) - the type found, as JSON
unknown-token-type = { $where }: unknown type { $type }
