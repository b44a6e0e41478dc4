# The set-up options' words every game shares: the rules edition (the option rules_revision)
# and the seat options the server keeps beside a game's own (the turn timer and who takes
# over a seat). Each option has a title (option-<name>-title) and a description
# (option-<name>). Values in quotes and null, true, false are what the API takes: keep them
# as written.

## The rules edition. A game plays by one edition of this server's rules; each edition after
## the first made corrections, and the description lists the editions newest first, each
## message going on to the next older one, down to edition 1.

option-rules-revision-title = Rules edition
# $newest: the newest edition (option-rules-revision-newest), which goes on to the older ones.
option-rules-revision = Which edition of this server's rules a game plays by. { $newest }
# The newest edition, the default. $revision: its number; $made: when its corrections were
# made (option-rules-revision-made); $corrections: what they correct, a game's own words (a
# list of rules starting in lower case); $older: the next older edition
# (option-rules-revision-older or option-rules-revision-first).
option-rules-revision-newest = { $revision } (the default) includes the corrections of { $made }: { $corrections }. { $older }
# An older edition: it plays without the newer edition's corrections ("them") but with its
# own. Parameters as in option-rules-revision-newest.
option-rules-revision-older = { $revision } plays without them but with those of { $made }: { $corrections }. { $older }
# Edition 1, the last listed ("them": the corrections listed before it).
option-rules-revision-first = 1 plays exactly as games started before them did; games in progress keep the edition they started with.
# When an edition's corrections were made: $month (1 to 12) and $year, as in
# "the corrections of December 2026".
option-rules-revision-made =
    { $month ->
        [1] January
        [2] February
        [3] March
        [4] April
        [5] May
        [6] June
        [7] July
        [8] August
        [9] September
        [10] October
        [11] November
       *[12] December
    } { $year }

## The seat options. "Seat": a player's place at the table, human or automa; "the automa": the
## server's player, which may play a human's turns for them.

option-turn-seconds-title = Turn timer
option-turn-seconds = Seconds a human seat to act may take; then the automa plays that turn for it (in a companion game the game ends as a resignation). Null: no timer.

option-timeouts-to-automa-title = Timeouts before the automa takes over
option-timeouts-to-automa = After this many timeouts in a row the automa plays the seat for good.

# "Staff": the server's administrators.
option-takeover-level-title = Level of the automa that takes over
option-takeover-level = The automa level that plays for a seat that timed out, resigned or was handed to the automa by staff.

# Each value's words, as a set-up form offers it (option-<name>-is-<value>, the value's
# underscores as hyphens; -is alone takes the value as $value).
option-rules-revision-is = Edition { $value }
option-takeover-level-is-novice = Novice
option-takeover-level-is-basic = Basic
option-takeover-level-is-strong = Strong
