# The refusal reasons of this game's own.


space_not_legal = That tile cannot go on that space now.

parameter_maxed = That global parameter is already at its maximum.

milestone_unavailable = That milestone cannot be claimed now.

award_unavailable = That award cannot be funded now.

# $mc: MarsBot's megacredits (a number)
not_enough_mc =
    MarsBot has { $mc } M€: { $mc ->
        [0] there is none to remove
        [1] remove exactly 1
       *[other] remove 1 to { $mc }
    }.

track_at_zero = That MarsBot track is already at 0.

card_not_available = That card is not available: it is elsewhere already.

# $max: the largest number allowed
too_many_reports =
    { $max } { $max ->
        [1] report
       *[other] reports
    } this turn already: end your turn first.
