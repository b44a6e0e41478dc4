# The content editor's pages in the admin (Content entries, Content releases, Content log):
# what an editor reads there. Game and component names come from the games' own words.

model-entry = content entry
model-entries = content entries
model-release = content release
model-releases = content releases
model-change = content change
model-changes = content log

column-component = Component
column-game = Game
column-kind = Kind
column-edited = Edited
column-what = What
column-games = Games
field-position = Position in its list
field-key = Id
field-updated-at = Edited at
field-updated-by = Edited by
field-release-note = Release note
field-published-by = Published by
field-origin = Made from

field-published-at = Published at
field-who = Who
field-when = When
column-action = What was done
action-edit = Draft entry edited
action-publish = Draft published
action-republish = Earlier release published again
action-import = Release imported from a file

entry-why = Why this change
entry-why-help = Kept in the content log with your name (for example: "the box says 6").
entry-content = Content
# Variables:
#   $game (String) - the game's title
entry-saved = Saved in the draft of { $game }: publish a release for new games to use it.
# Variables:
#   $count (Number) - the values refused
entry-fields-marked = { $count ->
    [one] One value cannot be saved: see the field marked below.
   *[other] { $count } values cannot be saved: see the fields marked below.
}
entry-as-released = — (as released)
# Variables:
#   $when (String) - the date and time
#   $who (String) - the editor's user name
entry-edited-by = { $when } by { $who }
# Variables:
#   $cost (String) - the cost as printed
card-cost = cost { $cost }
# Variables:
#   $count (Number) - the copies
card-copies = × { $count }
# Variables:
#   $vp (Number) - the victory points
card-vp = { $vp } VP
# Variables:
#   $number (Number) - the item's place in its list, from 1
path-item = no. { $number }
value-yes = yes
value-no = no
value-none = —
# Variables:
#   $count (Number) - the items
value-items = { $count ->
    [one] one item
   *[other] { $count } items
}

diff-where = Where
diff-before = Before
diff-after = After
diff-none = No change.
# Variables:
#   $kind (String) - the kind of component
#   $count (Number) - how many the release holds
diff-first = { $kind }: { $count }
drafts-heading = Drafts
# Variables:
#   $count (Number) - the changes not yet published
drafts-changes = { $count ->
    [0] nothing unpublished
    [one] one unpublished change
   *[other] { $count } unpublished changes
}
drafts-import = Import a release from a JSON file
# Variables:
#   $game (String) - the game's title
draft-title = Draft of { $game }
draft-changes = What publishing the draft would change
draft-preview = Start a preview game on the draft
# Variables:
#   $component (String) - the component the preview deals
draft-preview-of = The preview deals { $component }, the last one edited.
# Variables:
#   $seats (String) - the seats' names
draft-preview-heading = Preview game (not kept): { $seats }
draft-no-picture = No picture of this board.
draft-publish = Publish the draft as a release
preview-you = You
# Variables:
#   $number (Number) - the automa's number
preview-automa = Automa { $number }
release-note-help = Why this release: kept with it and in the content log.
# Variables:
#   $release (String) - the release before this one
release-changes-since = Changes since { $release }
release-first = What the game's first release holds
# Variables:
#   $count (Number) - the games
release-games = { $count ->
    [0] No game plays it
    [one] One game plays it
   *[other] { $count } games play it
}
release-export = Export as a JSON file
release-republish = Publish this release again as the newest
release-republish-note = Publishing again needs a note saying why.
# Variables:
#   $release (String) - the release published
#   $game (String) - the game's title
release-published = Published { $release }: new games of { $game } play it.
# Variables:
#   $release (String) - the release published again
#   $new (String) - the new release's name
release-republished = Published { $release } again as { $new }; the draft now follows it.
# Variables:
#   $release (String) - the new release's name
release-imported = Imported as { $release }; the draft now follows it.
refused-publish = Not published
refused-preview = No preview
refused-import = Not imported
import-title = Import a content release
import-game = Game
import-file = File
import-file-help = A release exported here, or a shipped content.json.
import-button = Import and publish
add-item = Add item
add-item-title = Add new item
add-key = Add key
add-key-title = Add new key

button-remove = Remove
button-move-up = Move up
button-move-down = Move down

# A content kind's title, by game (kind-<game>-<kind>).
kind-architects-wonder = Wonder
kind-architects-card_group = Cards of one kind in one deck
kind-architects-progress_token = Progress token
kind-architects-settings = Settings: tokens and points
kind-saboteur-path_card = Path card
kind-saboteur-goal_card = Goal card
kind-saboteur-start_card = Start card
kind-saboteur-action_card = Action card
kind-saboteur-roles = Dwarf cards (how many of each role)
kind-saboteur-rules = Rounds, hands and gold
kind-marsbot-track = MarsBot track
kind-marsbot-bonus_card = MarsBot bonus card
kind-marsbot-hex = Area of the Tharsis map
kind-marsbot-project_card = Project card
kind-marsbot-milestone = Milestone
kind-marsbot-award = Award
kind-scholars-scroll_card = Scroll card
kind-scholars-scheme_card = Scheme card (solo)
kind-scholars-difficulty = Solo difficulty
kind-scholars-room = Room (bottom row)
kind-scholars-translator_deck = Translator deck
kind-scholars-solo_board = Solo Board (gold per language translated)
kind-scholars-starting_translator = Starting translator
kind-scholars-guild_rows = Guild rows (influence for delivering)
kind-scholars-guild_consolation = Guild consolation rewards
kind-scholars-scoring = End-game scoring

# A value chosen from a list (choice-<value>): what the editor picks in a select.
choice-2d = 2 different cards
choice-2s = 2 identical cards
choice-3d = 3 different cards
choice-3s = 3 identical cards
choice-4d = 4 different cards
choice-active = active (blue)
choice-add_shield = add a shield
choice-advance_other_track = advance another track
choice-advance_this_tracker = advance this tracker
choice-animal = animal
choice-automated = automated (green)
choice-base = base game
choice-blue = blue
choice-blue2cat = blue, 2 points and the cat
choice-blue3 = blue, 3 points
choice-bottom = bottom row
choice-breadth_of_research = breadth of research
choice-break_tool = break a tool
choice-brick = brick
choice-building = building
choice-building_tags = building tags
choice-card = a card
choice-cards_in_hand = cards in hand
choice-cart = cart
choice-chinese = Chinese
choice-cities = cities
choice-city = city
choice-claim_milestone = claim a milestone
choice-coloured_dice = coloured dice
choice-compass = compass
choice-corporate_era = Corporate Era
choice-deliver = deliver
choice-different = different cards
choice-earth = Earth
choice-employ = employ
choice-end_vp = points at the end
choice-energy = energy
choice-event = event
choice-expansion = expansion space
choice-extra_card = an extra card
choice-free = free a trapped player
choice-fund_award = fund an award
choice-gain_tr = gain terraform rating
choice-gear = gear
choice-glass = glass
choice-gold = gold
choice-greek = Greek
choice-green = green
choice-greeneries = greeneries
choice-grey = grey
choice-guild_membership = guild membership
choice-heat = heat
choice-hebrew = Hebrew
choice-identical = identical cards
choice-influence_card = influence card
choice-jovian = Jovian
choice-lantern = lantern
choice-look_five_choose_one = look at cards of the central deck, keep one
choice-megacredits = megacredits
choice-microbe = microbe
choice-middle = middle row
choice-noctis_city = Noctis City
choice-none = none
choice-ocean = ocean
choice-papyrus = papyrus
choice-passive = always on
choice-peek_goal = look at a goal card
choice-peek_role = look at a player's role
choice-per_translated_language = per language translated
choice-persian = Persian
choice-pickaxe = pickaxe
choice-place_city = place a city
choice-place_gold = place gold
choice-place_greenery = place a greenery
choice-place_ocean = place an ocean
choice-plant = plant
choice-plants = plants
choice-power = power
choice-raise_temperature = raise the temperature
choice-raise_temperature_x2 = raise the temperature twice
choice-red = red
choice-red0 = red, no horns
choice-red1 = red, 1 horn
choice-red2 = red, 2 horns
choice-remove_path_card = remove a path card
choice-remove_theft = stop a theft
choice-repair = repair a tool
choice-research_track = research track
choice-retired_translators = retired translators
choice-sanskrit = Sanskrit
choice-scholar = Scholar
choice-science = science
choice-scribe = Scribe
choice-silver = silver
choice-space = space
choice-steel = steel
choice-stone = stone
choice-student = Student
choice-swap_hand = swap hands
choice-swap_role = swap roles
choice-syriac = Syriac
choice-tablet = tablet
choice-take_progress_token = take a progress token
choice-take_top_card_any_deck = take the top card of any deck
choice-take_top_card_central = take the top card of the central deck
choice-take_top_left_and_right = take the top cards of both neighbours' decks
choice-teacher = Teacher
choice-theft = steal gold
choice-titanium = titanium
choice-top = top row
choice-tr = terraform rating
choice-translate = translate
choice-trap = trap a player
choice-white_dice = white dice
choice-wood = wood
choice-worker = worker
choice-yellow = yellow
