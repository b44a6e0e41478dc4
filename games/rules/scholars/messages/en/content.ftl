# Scholars of the South Tigris: what is wrong with a content document (games/content/scholars/
# content.json, or an edit of it in the admin's content editor). Ids, fields and values in
# quotes or brackets are JSON as the document has them: keep them as written.

# Variables:
#   $allowed (String) - the difficulty ids, a JSON list
difficulties = difficulties must be { $allowed }, once each
# Variables:
#   $rooms (Number) - the number of rooms
rooms-numbered = rooms must be numbered 1 to { $rooms } in order
# Variables:
#   $room (String) - the room's number as the document has it
#   $most (Number) - the highest cost
room-cost = room { $room }: cost must be 0 to { $most } silver
# Variables:
#   $last (Number) - the last deck's index
decks-indexed = translator decks must be indexed 0 to { $last } in order
translate-gold = solo_board.translate_gold needs a whole number for each language
# Variables:
#   $rows (Number) - the number of guild rows
deliver-influence = guild_rows.deliver_influence gives 1 or 2 for each of the { $rows } rows
# Variables:
#   $top (Number) - the top research level
research-vp = scoring.research_level_vp gives the VP of levels 0 to { $top }
# Variables:
#   $card (String) - the card as the document has it, as JSON
#   $allowed (String) - the languages, a JSON list
scroll-language = scroll card { $card }: language must be one of { $allowed }
# Variables:
#   $card (String) - the card's id as the document has it
scroll-bonus = scroll card { $card }: end_bonus.type is unknown
# Variables:
#   $count (Number) - the number of Scheme cards
scheme-count = scheme_cards must list the { $count } Scheme cards
# Variables:
#   $blue (Number) - the blue cards of the deck
#   $red (Number) - the red cards of the deck
scheme-colours = the Scheme deck holds { $blue } blue and { $red } red cards
# Variables:
#   $card (String) - the card's id as the document has it
#   $part (String) - primary or fallback, as the document names it
scheme-action = scheme card { $card }: { $part }.action is unknown

# Said at the field (the admin shows it beside its input; an API answer puts its path before
# it), so it does not say where it is.
# Variables:
#   $found (String) - the value, as JSON
same-as-another = another item already has { $found }
