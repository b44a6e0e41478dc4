# What the companion games (a human reporting the table, the server's automa) say in the log
# and offer as actions, whatever the game.

label-undo = Undo your last report
label-acknowledge = Done: the automa's instructions are carried out

# The automa's turn in the log.
# Variables:
#   $automa (String) - the automa's name (MarsBot, Papyrus) or its seat's name
move-automa-turn = { $automa } played its turn.
# Variables:
#   $who (String) - the name of the player who reported
move-undo = { $who } took back the last report.
# Variables:
#   $who (String) - the name of the player who reported
#   $automa (String) - the automa's name (MarsBot, Papyrus) or its seat's name
move-acknowledge = { $who } carried out { $automa }'s instructions.
# A report in the log.
# Variables:
#   $who (String) - the name of the player who reported
#   $report (String) - what they reported, as its action's label says it
move-report = { $who } reported: { $report }.
# A report the log cannot word (sent by name, not yet by number).
# Variables:
#   $who (String) - the name of the player who reported
move-report-unworded = { $who } sent a report.
