# What happens to a seat rather than on the board: resigning, a turn timer running out, staff
# handing a seat to the automa.

label-resign-companion = Resign: the game ends and the automa wins
label-resign = Resign: the automa plays your seat from now on

# Variables:
#   $name (String) - the seat's display name
move-handed-over = Staff handed { $name }'s seat to the automa.
# Variables:
#   $name (String) - the seat's display name
move-timed-out = { $name }'s time ran out.
# Variables:
#   $name (String) - the seat's display name
move-resigned = { $name } resigned.

# Variables:
#   $name (String) - the seat's display name
event-left-game-ends = { $name } left the game: it ends, and the automa wins.
# Variables:
#   $name (String) - the seat's display name
event-automa-plays-seat = The automa plays { $name }'s seat from now on.
# Variables:
#   $name (String) - the seat's display name
event-timed-out-taken-over = { $name }'s time ran out: the automa plays the seat from now on.
# Variables:
#   $name (String) - the seat's display name
#   $count (Number) - how many turns in a row ran out
event-timed-out-times-taken-over = { $name }'s time ran out { $count } times in a row: the automa plays the seat from now on.
# Variables:
#   $name (String) - the seat's display name
#   $count (Number) - how many turns in a row ran out
#   $limit (Number) - after how many the automa takes the seat
event-timed-out-played-for = { $name }'s time ran out: the automa played for { $name } ({ $count } of { $limit } in a row).
