event-marsbot-turn = O MarsBot jogou o turno dele.
event-undo = { $who } desfez o último relato.
event-acknowledge = { $who } cumpriu as instruções do MarsBot.
event-reported = { $who } relatou: { $report }.
event-sent-report = { $who } enviou um relato.
