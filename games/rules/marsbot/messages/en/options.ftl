# Terraforming Mars: MarsBot (Automa): each set-up option's title (option-<name>-title) and
# description (option-<name>): the rule, and for an open rules question both readings and
# which one is the default. Values in quotes ("standard") are what the API takes: keep them
# as written; "on" and "off" are a true or false option's two settings. "One MarsBot app"
# and "another" are the two digital versions of MarsBot the server was checked against; "the
# Portuguese rules summary" is the summary in Portuguese the server also follows. M€:
# megacredits (MC in the Portuguese summary); VP: victory points (PV).

# What rules edition 2 corrected (the option rules_revision lists each edition's corrections,
# after "includes the corrections of December 2026:").
option-revision-2-corrections = awards scored at the end by their printed criteria (most heat; most steel and titanium) while funding still counts production, Corporate Competition helping a track that counts for its award under the award values in play, and your own draws taken off the server's project deck in the research without selection

# The option corporate_era.
option-corporate-era-title = Corporate Era
option-corporate-era = Play with the Corporate Era project cards (208 cards; off: the 137 base cards).

# The option difficulty. A Failed Action: an action MarsBot cannot do, for which it gains
# M€ instead.
option-difficulty-title = Difficulty
option-difficulty = Easy ("{ $is-easy }"): Advance Tracker icons are ignored, a Failed Action gives 3 M€, MarsBot's award values -5. Normal ("{ $is-normal }"): as written. Hard ("{ $is-hard }"): +1 VP per played card with a non-negative VP icon, and a paid (8 M€) milestone claim at the start of its first turn each generation. Brutal ("{ $is-brutal }"): Hard plus 4 project cards (not 3) in every action deck; the draft keeps all 4.

# The option research. "Selection": the draft, where the piles are passed and picked from.
option-research-title = Research phase
option-research = The research phase without selection (MarsBot takes 3 project cards and 1 bonus card; "{ $is-standard }") or with selection (two piles of 4 drafted, MarsBot's picks at random; "{ $is-draft }").

# The option card_source.
option-card-source-title = MarsBot's project cards
option-card-source = MarsBot's project cards come from the server's own shuffled deck of the project cards ("{ $is-server-deck }"), or you draw them from the physical deck and report them by card number ("{ $is-reported }").

# The option marsbot_corporation.
option-marsbot-corporation-title = MarsBot's corporation
option-marsbot-corporation = MarsBot plays without a corporation card, as the Portuguese rules summary says. The corporations of MarsBot's own rulebook are not offered yet; a later value will add them.

# The option prelude.
option-prelude-title = Prelude
option-prelude = Prelude: the game is lost on entering generation 18 (not 20), MarsBot's starting action deck has 3 extra project cards, and the M€-to-VP ladder starts two generations earlier.

# The option expansion_icons. Venus Next and Colonies are expansions, by their published
# names; floaters: the expansions' floater resources.
option-expansion-icons-title = Expansion icons on the Event and Energy tracks
option-expansion-icons = Three track spaces (Event 6, Energy 2 and Energy 4) show an expansion icon, read as Venus raises ("{ $is-venus }", the default, as the fan transcription of the board and one MarsBot app read it) or as floaters ("{ $is-floater }", as another MarsBot app corrected it). Without Venus Next or Colonies both are ignored, with no Failed Action.

# The option lobbyists_furthest. Lobbyists: a MarsBot bonus card; a global parameter:
# temperature, oxygen, oceans (and Venus).
option-lobbyists-furthest-title = Lobbyists: the parameter furthest from completion
option-lobbyists-furthest = The Lobbyists bonus card, when nothing else applies, raises the global parameter "furthest from completion": the one with the most steps still to go ("{ $is-steps-remaining }", the default, as one MarsBot app does) or the one with the smallest fraction done ("{ $is-fraction-completed }", as another does).

# The option competition_below_5.
option-competition-below-5-title = Corporate Competition with less than 5 M€
option-competition-below-5 = The Corporate Competition bonus card when MarsBot has fewer than 5 M€: it does nothing ("{ $is-nothing }", the default, as one MarsBot app does) or MarsBot draws and resolves another bonus card ("{ $is-draw-another }", as another does).

# The option hard_claim_timing. The quoted words are from MarsBot's rulebook.
option-hard-claim-timing-title = When the Hard milestone claim happens
option-hard-claim-timing = The Hard and Brutal milestone claim: at the very start of MarsBot's turn, "then the turn proceeds as normal" ("{ $is-before-flip }", the default, the more literal reading) or after its action card is flipped ("{ $is-after-flip }").

# The option random_tiebreak_count.
option-random-tiebreak-count-title = Counting through tied spaces
option-random-tiebreak-count = When several spaces tie, MarsBot counts through them by the cost of the card it flipped: from 1 on the first tied space, a cost of 0 taking the first ("{ $is-one-based }", the default), or the cost modulo the number of spaces counted from 0 ("{ $is-zero-based }").

# The option double_temperature.
option-double-temperature-title = A doubled temperature icon
option-double-temperature = A doubled temperature icon: two raises, each checked, the second on a maxed scale being a Failed Action ("{ $is-separate-checks }", the default, as one MarsBot app does), or one raise of two steps ("{ $is-single-raise }", as another does).

# The option played_cards_reshuffle.
option-played-cards-reshuffle-title = MarsBot's played project cards
option-played-cards-reshuffle = MarsBot's played project cards form a pile of their own that is never reshuffled ("{ $is-never }", the default, as one MarsBot app does), or go to the project discard pile and are reshuffled into the deck with it ("{ $is-into-discard }", as another does).

# The option tie_winner.
option-tie-winner-title = A tied final score
option-tie-winner = A tied final score is a MarsBot win ("{ $is-marsbot }", the default: the Portuguese rules summary says "a tie is considered a MarsBot victory", as does one MarsBot app) or a shared result ("{ $is-shared }"; no other source confirms the first reading).

# The option neural_instance_owned. Neural Instance: a MarsBot tile; Landlord: an award.
option-neural-instance-owned-title = Neural Instance is MarsBot's tile
option-neural-instance-owned = The Neural Instance tile counts as a MarsBot tile for the Landlord award, for greenery next to MarsBot's tiles and for the own-tiles rule (on, the default, as both MarsBot apps do), or it is a neutral marker (off).

# The option human_triggers_on_marsbot. A tag: a card's symbol (space, building...).
option-human-triggers-on-marsbot-title = Your effects fire for MarsBot
option-human-triggers-on-marsbot = Your effects that fire when any player places a tile or plays a tag also fire for MarsBot's actions (on, the default, as one MarsBot app treats tile triggers), or only those MarsBot's rulebook lists in its questions and answers do (off). The server reminds you in each placement instruction.

# The option uncertain_tag_order. The three cards are named as printed in English.
option-uncertain-tag-order-title = Tag order of three cards
option-uncertain-tag-order = Space Elevator, Phobos Space Haven and Noctis Farming: MarsBot advances its tracks in the tag order of the open-source card lists (space then building, space then city, plant then building; "{ $is-engine }", the default), or in the reversed order read from a printed card layout ("{ $is-printed-layout }").

# The option milestone_closeness.
option-milestone-closeness-title = The milestone you are closest to
option-milestone-closeness = "The milestone you are closest to meeting": your value as a fraction of the threshold ("{ $is-fraction }", the default, as one MarsBot app does) or the raw count still missing ("{ $is-raw-count }", as another does).

# The option award_values. Banker, Thermalist, Miner: awards; Building, Event, Energy, Space,
# Earth: MarsBot's tracks.
option-award-values-title = MarsBot's award values
option-award-values = MarsBot's Banker, Thermalist and Miner values: from its reference card as both MarsBot apps transcribe it (Building plus Event, Energy + 5, Space + 5; "{ $is-reference-card }", the default), or from the production names of the Portuguese rules summary through its own track table (Event plus Space, Earth + 5, Building + 5; "{ $is-seed-reading }").

# The option ocean_bonus.
option-ocean-bonus-title = MarsBot's ocean bonus
option-ocean-bonus = A MarsBot tile next to oceans: 2 M€ per adjacent ocean, as the base game pays ("{ $is-per-ocean }", the default), or the Portuguese rules summary's "gains 2 MC" read as a flat 2 M€ ("{ $is-flat }").

# The option greenery_avoid.
option-greenery-avoid-title = Where MarsBot places a greenery
option-greenery-avoid = Greenery: next to as many of MarsBot's own cities as possible, then as few of YOUR cities (the Portuguese rules summary's second "suas" read as yours; "{ $is-your-cities }", the default), or with no avoidance clause ("{ $is-none }": read as MarsBot's, the second half contradicts the first and is dropped).

# Each value's words, as a set-up form offers it (option-<name>-is-<value>, the value's
# underscores as hyphens; -is alone takes the value as $value).
option-difficulty-is-easy = Easy
option-difficulty-is-normal = Normal
option-difficulty-is-hard = Hard
option-difficulty-is-brutal = Brutal
option-research-is-standard = Without selection
option-research-is-draft = With selection (draft)
option-card-source-is-server-deck = The server's deck
option-card-source-is-reported = Drawn by you and reported
option-marsbot-corporation-is-none = No corporation
option-expansion-icons-is-venus = Venus raises
option-expansion-icons-is-floater = Floaters
option-lobbyists-furthest-is-steps-remaining = The most steps to go
option-lobbyists-furthest-is-fraction-completed = The smallest fraction done
option-competition-below-5-is-nothing = Nothing happens
option-competition-below-5-is-draw-another = Another bonus card
option-hard-claim-timing-is-before-flip = Before the action card turns
option-hard-claim-timing-is-after-flip = After the action card turns
option-random-tiebreak-count-is-one-based = Counting from 1
option-random-tiebreak-count-is-zero-based = The cost's remainder, from 0
option-double-temperature-is-separate-checks = Two raises, each checked
option-double-temperature-is-single-raise = One raise of two steps
option-played-cards-reshuffle-is-never = A pile of their own, never reshuffled
option-played-cards-reshuffle-is-into-discard = Into the discard pile
option-tie-winner-is-marsbot = MarsBot wins
option-tie-winner-is-shared = A shared result
option-uncertain-tag-order-is-engine = The card lists' order
option-uncertain-tag-order-is-printed-layout = The printed card's order
option-milestone-closeness-is-fraction = A fraction of the threshold
option-milestone-closeness-is-raw-count = The count still missing
option-award-values-is-reference-card = MarsBot's reference card
option-award-values-is-seed-reading = The Portuguese summary's reading
option-ocean-bonus-is-per-ocean = 2 M€ per ocean
option-ocean-bonus-is-flat = A flat 2 M€
option-greenery-avoid-is-your-cities = Away from your cities
option-greenery-avoid-is-none = Nothing avoided
