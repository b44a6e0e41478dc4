# The refusal reasons of this game's own.

space_not_legal = Essa peça não pode ir para esse espaço agora.

parameter_maxed = Esse parâmetro global já está no máximo.

milestone_unavailable = Esse marco não pode ser reivindicado agora.

award_unavailable = Esse prêmio não pode ser financiado agora.

not_enough_mc = O MarsBot tem { $mc } MC: { $mc ->
        [0] não há o que tirar
        [1] tire exatamente 1
       *[other] tire de 1 a { $mc }
    }.

track_at_zero = Essa trilha do MarsBot já está no 0.

card_not_available = Essa carta não está disponível: ela já está em outro lugar.

too_many_reports = Já { $max ->
        [1] é
       *[other] são
    } { $max } { $max ->
        [1] relato
       *[other] relatos
    } neste turno: encerre o seu turno primeiro.
