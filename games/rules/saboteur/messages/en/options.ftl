# Saboteur Gold: each set-up option's title (option-<name>-title) and description
# (option-<name>): the rule, and for an open rules question both readings and which one
# is the default. A value in quotes is that value's own words ({ $is-<value> }: its message
# option-<name>-is-<value>); true and false are what the API takes: keep them as written. "The Portuguese rules summary" is the Brazilian summary the server
# also follows; the roles are those of the game's words (Gold-digger, Saboteur, Geologist,
# Boss, Profiteer).

# What rules edition 2 corrected (the option rules_revision lists each edition's corrections,
# after "plays without them but with those of November 2026:").
option-revision-2-corrections = goal cards with gold turned over in a chain within one move, a free Geologist paid in full when the other is trapped, a thief may decline to steal, and a player remembers the cards they discarded face down and the hand they gave away
# What rules edition 3 corrected (after "includes the corrections of December 2026:").
option-revision-3-corrections = a stone goal card reached through a card other than the one just played is laid to fit the card through which it was reached
# What rules edition 4 corrected (after "includes the corrections of December 2026:").
option-revision-4-corrections = a stone goal card also continues the tunnel that reached it when the card just played touches it only with rock

# The option must_connect_to_start. The start card: where the tunnels begin; a ladder: a
# path card of Saboteur 2 that leads down to the start.
option-must-connect-to-start-title = Paths lead back to the start card
option-must-connect-to-start = The rulebook implies but does not say that a new path card must join a tunnel leading back to the start card. On (the default): it must (a ladder card only needs to join a path, since a ladder leads down to the start). Off: joining any card of the maze with fitting edges is enough.

# The option hidden_goals_constrain.
option-hidden-goals-constrain-title = Face-down goal cards shape their neighbours
option-hidden-goals-constrain = A card laid next to a goal card still face down: any edges are allowed (off, the default: the goal is unknown, and even a stone goal that does not fit may be turned over next to it), or it must open a tunnel towards the goal (on).

# The option crystals_counted.
option-crystals-counted-title = Crystals that pay the Geologists
option-crystals-counted = Which crystals pay the Geologists: every crystal visible in the maze ("{ $is-all-on-table }", the default, as the rulebook and the Portuguese rules summary say), or only those on cards connected to the start card ("{ $is-connected-to-start }", as one rules summary reads it).

# The option trapped_geologist_paid.
option-trapped-geologist-paid-title = A trapped Geologist is paid
option-trapped-geologist-paid = Does a trapped Geologist still get gold pieces for the crystals? No (off, the default: the Portuguese rules summary pays "the Geologists who are not trapped"). Yes (on): the rulebook only takes trapped players out of the winners, and Geologists are not winners.

# The option saboteur_share_counts_profiteer.
option-saboteur-share-counts-profiteer-title = The Saboteurs' share counts the Profiteer
option-saboteur-share-counts-profiteer = How many gold pieces each winning Saboteur gets: by the number of Saboteurs alone (off, the default: the Portuguese rules summary pays 5, 4 or 3 to one, two or three Saboteurs), or by the winners' table counting the Profiteer too, as for the Gold-diggers (on, the expansion rulebook's payout).

# The option double_curve_mirror. A double curve: a path card of two separate curved tunnels.
option-double-curve-mirror-title = Mirrored double curves
option-double-curve-mirror = The deck's two double curves (two curves that do not join): mirror images of each other (on, the default, as a photo of the cards shows), or two copies of the same card (off, as one card list gives).

# The option rockfall_count.
option-rockfall-count-title = Rockfall cards
option-rockfall-count = How many Rockfall cards the combined deck holds: 4 (the default, as a photo of the cards shows) or 3 (as one card list gives).

# The option door_blocks_completer. A door: a path card of one team's colour that only that
# team passes; the Boss and the Profiteer: roles paid whichever team wins.
option-door-blocks-completer-title = A door of the other colour
option-door-blocks-completer = A gold-digger completes the path to the gold, but every way there passes a door of the other team's colour. "{ $is-other-team }" (the default): the other team takes the gold, as in the worked example of the official Saboteur 2 rulebook and on Board Game Arena. "{ $is-nobody-paid }": the Portuguese rules summary's reading, "only the team that completed the path may take gold ... if a door of the other team's colour blocks the way they cannot pass, so they receive nothing": no digger team is paid. The Boss and the Profiteer are paid either way.

# The option break_own_tool.
option-break-own-tool-title = Break your own tool
option-break-own-tool = May a dwarf lay a broken-tool card (pickaxe, lantern, cart) in front of itself? On (the default): yes, the official base-game rulebook lets broken-tool cards be laid in front of any player. Off: the Portuguese rules summary's reading, which says the card is played "in front of another dwarf".

# Each value's words, as a set-up form offers it (option-<name>-is-<value>, the value's
# underscores as hyphens; -is alone takes the value as $value).
option-crystals-counted-is-all-on-table = Every crystal in the maze
option-crystals-counted-is-connected-to-start = Only crystals joined to the start card
option-rockfall-count-is = { $value } cards
option-door-blocks-completer-is-other-team = The other team takes the gold
option-door-blocks-completer-is-nobody-paid = No team of diggers is paid
