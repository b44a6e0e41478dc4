# The log's sentences of a MarsBot game: its turns and what the human reported.

event-marsbot-turn = MarsBot played its turn.
# Variables:
#   $who (String) - the seat's name
event-undo = { $who } took back the last report.
# Variables:
#   $who (String) - the seat's name
event-acknowledge = { $who } carried out MarsBot's instructions.
# Variables:
#   $who (String) - the seat's name
#   $report (String) - what was reported, the report's label (read with $case "lower")
event-reported = { $who } reported: { $report }.
# A report the labels cannot word (a card given by a name not yet matched).
# Variables:
#   $who (String) - the seat's name
event-sent-report = { $who } sent a report.
