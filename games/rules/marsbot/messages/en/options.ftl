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
option-difficulty = Easy ("easy"): Advance Tracker icons are ignored, a Failed Action gives 3 M€, MarsBot's award values -5. Normal ("normal"): as written. Hard ("hard"): +1 VP per played card with a non-negative VP icon, and a paid (8 M€) milestone claim at the start of its first turn each generation. Brutal ("brutal"): Hard plus 4 project cards (not 3) in every action deck; the draft keeps all 4.

# The option research. "Selection": the draft, where the piles are passed and picked from.
option-research-title = Research phase
option-research = The research phase without selection (MarsBot takes 3 project cards and 1 bonus card; "standard") or with selection (two piles of 4 drafted, MarsBot's picks at random; "draft").

# The option card_source.
option-card-source-title = MarsBot's project cards
option-card-source = MarsBot's project cards come from the server's own shuffled deck of the project cards ("server_deck"), or you draw them from the physical deck and report them by card number ("reported").

# The option marsbot_corporation.
option-marsbot-corporation-title = MarsBot's corporation
option-marsbot-corporation = MarsBot plays without a corporation card, as the Portuguese rules summary says. The corporations of MarsBot's own rulebook are not offered yet; a later value will add them.

# The option prelude.
option-prelude-title = Prelude
option-prelude = Prelude: the game is lost on entering generation 18 (not 20), MarsBot's starting action deck has 3 extra project cards, and the M€-to-VP ladder starts two generations earlier.

# The option expansion_icons. Venus Next and Colonies are expansions, by their published
# names; floaters: the expansions' floater resources.
option-expansion-icons-title = Expansion icons on the Event and Energy tracks
option-expansion-icons = Three track spaces (Event 6, Energy 2 and Energy 4) show an expansion icon, read as Venus raises ("venus", the default, as the fan transcription of the board and one MarsBot app read it) or as floaters ("floater", as another MarsBot app corrected it). Without Venus Next or Colonies both are ignored, with no Failed Action.

# The option lobbyists_furthest. Lobbyists: a MarsBot bonus card; a global parameter:
# temperature, oxygen, oceans (and Venus).
option-lobbyists-furthest-title = Lobbyists: the parameter furthest from completion
option-lobbyists-furthest = The Lobbyists bonus card, when nothing else applies, raises the global parameter "furthest from completion": the one with the most steps still to go ("steps_remaining", the default, as one MarsBot app does) or the one with the smallest fraction done ("fraction_completed", as another does).

# The option competition_below_5.
option-competition-below-5-title = Corporate Competition with less than 5 M€
option-competition-below-5 = The Corporate Competition bonus card when MarsBot has fewer than 5 M€: it does nothing ("nothing", the default, as one MarsBot app does) or MarsBot draws and resolves another bonus card ("draw_another", as another does).

# The option hard_claim_timing. The quoted words are from MarsBot's rulebook.
option-hard-claim-timing-title = When the Hard milestone claim happens
option-hard-claim-timing = The Hard and Brutal milestone claim: at the very start of MarsBot's turn, "then the turn proceeds as normal" ("before_flip", the default, the more literal reading) or after its action card is flipped ("after_flip").

# The option random_tiebreak_count.
option-random-tiebreak-count-title = Counting through tied spaces
option-random-tiebreak-count = When several spaces tie, MarsBot counts through them by the cost of the card it flipped: from 1 on the first tied space, a cost of 0 taking the first ("one_based", the default), or the cost modulo the number of spaces counted from 0 ("zero_based").

# The option double_temperature.
option-double-temperature-title = A doubled temperature icon
option-double-temperature = A doubled temperature icon: two raises, each checked, the second on a maxed scale being a Failed Action ("separate_checks", the default, as one MarsBot app does), or one raise of two steps ("single_raise", as another does).

# The option played_cards_reshuffle.
option-played-cards-reshuffle-title = MarsBot's played project cards
option-played-cards-reshuffle = MarsBot's played project cards form a pile of their own that is never reshuffled ("never", the default, as one MarsBot app does), or go to the project discard pile and are reshuffled into the deck with it ("into_discard", as another does).

# The option tie_winner.
option-tie-winner-title = A tied final score
option-tie-winner = A tied final score is a MarsBot win ("marsbot", the default: the Portuguese rules summary says "a tie is considered a MarsBot victory", as does one MarsBot app) or a shared result ("shared"; no other source confirms the first reading).

# The option neural_instance_owned. Neural Instance: a MarsBot tile; Landlord: an award.
option-neural-instance-owned-title = Neural Instance is MarsBot's tile
option-neural-instance-owned = The Neural Instance tile counts as a MarsBot tile for the Landlord award, for greenery next to MarsBot's tiles and for the own-tiles rule (on, the default, as both MarsBot apps do), or it is a neutral marker (off).

# The option human_triggers_on_marsbot. A tag: a card's symbol (space, building...).
option-human-triggers-on-marsbot-title = Your effects fire for MarsBot
option-human-triggers-on-marsbot = Your effects that fire when any player places a tile or plays a tag also fire for MarsBot's actions (on, the default, as one MarsBot app treats tile triggers), or only those MarsBot's rulebook lists in its questions and answers do (off). The server reminds you in each placement instruction.

# The option uncertain_tag_order. The three cards are named as printed in English.
option-uncertain-tag-order-title = Tag order of three cards
option-uncertain-tag-order = Space Elevator, Phobos Space Haven and Noctis Farming: MarsBot advances its tracks in the tag order of the open-source card lists (space then building, space then city, plant then building; "engine", the default), or in the reversed order read from a printed card layout ("printed_layout").

# The option milestone_closeness.
option-milestone-closeness-title = The milestone you are closest to
option-milestone-closeness = "The milestone you are closest to meeting": your value as a fraction of the threshold ("fraction", the default, as one MarsBot app does) or the raw count still missing ("raw_count", as another does).

# The option award_values. Banker, Thermalist, Miner: awards; Building, Event, Energy, Space,
# Earth: MarsBot's tracks.
option-award-values-title = MarsBot's award values
option-award-values = MarsBot's Banker, Thermalist and Miner values: from its reference card as both MarsBot apps transcribe it (Building plus Event, Energy + 5, Space + 5; "reference_card", the default), or from the production names of the Portuguese rules summary through its own track table (Event plus Space, Earth + 5, Building + 5; "seed_reading").

# The option ocean_bonus.
option-ocean-bonus-title = MarsBot's ocean bonus
option-ocean-bonus = A MarsBot tile next to oceans: 2 M€ per adjacent ocean, as the base game pays ("per_ocean", the default), or the Portuguese rules summary's "gains 2 MC" read as a flat 2 M€ ("flat").

# The option greenery_avoid.
option-greenery-avoid-title = Where MarsBot places a greenery
option-greenery-avoid = Greenery: next to as many of MarsBot's own cities as possible, then as few of YOUR cities (the Portuguese rules summary's second "suas" read as yours; "your_cities", the default), or with no avoidance clause ("none": read as MarsBot's, the second half contradicts the first and is dropped).

