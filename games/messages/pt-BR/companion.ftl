label-undo = Desfazer o seu último relato
label-acknowledge = Feito: as instruções do autômato foram cumpridas
move-automa-turn = { $automa ->
        [MarsBot] O MarsBot
       *[other] { $automa }
    } jogou o turno dele.
move-undo = { $who } desfez o último relato.
move-acknowledge = { $who } cumpriu as instruções { $automa ->
        [MarsBot] do MarsBot
       *[other] de { $automa }
    }.
move-report = { $who } relatou: { LOWERFIRST($report) }.
move-report-unworded = { $who } enviou um relato.
