# O desenho da mesa de Estudiosos do Sul do Tigre (GET /games/{id}/board/).

board-label = Mesa de Estudiosos do Sul do Tigre
board-phase = { $phase ->
    [setup] Preparação
    [play] Em jogo
    [final] Rodada final
    [report] Pontuação final
   *[over] Fim de jogo
}
board-heading = { $phase } · { $turn }
board-turn = { $turn ->
    [human] sua vez
   *[automa] vez de Papyrus
}
board-result = { $winner ->
    [human] você vence, { $mine } a { $theirs }
    [shared] vitória dividida, { $mine } cada
   *[automa] Papyrus vence, { $theirs } a { $mine }
}
board-caliphs = Cartas de Califa reveladas: { $count }
board-countdown = { $count ->
    [one] último turno de Papyrus
   *[other] Turnos de Papyrus restantes: { $count }
}
board-resource = Trilha de recursos
board-wraps = Voltas { $wraps } · soma dos dados { $sum }
board-ai = Pergaminhos de Papyrus
board-scroll-count = { $language } { $count }
board-caliph-track = Carta de Califa: cima { $top } · meio { $middle } · baixo { $bottom }
board-retired = Tradutores aposentados: { $count }
board-starting-scroll = Pergaminho inicial: { $language }
board-starting-scroll-none = Pergaminho inicial: nenhum
board-human-scrolls = Seus pergaminhos: { $count }
board-house = Casa da Sabedoria
board-map = Mapa
board-rooms = Salas
board-guilds = Influência nas guildas
board-empty = vazio
board-owner = { $owner ->
    [human] Você
    [automa] Papyrus
   *[neutral] Neutro
}
board-influence = { $owner ->
    [human] sua influência
   *[automa] influência de Papyrus
}
board-scroll = { $place }: { $language }
board-scroll-influence = { $place }: { $language }, { $owner }
board-house-slot = guilda { $guild }, linha { $row }
board-map-space = espaço { $number } do mapa
board-room = Sala { $number }
board-gold = { $gold } de ouro
board-room-about = Sala { $number }: { $owner }
board-room-languages = Sala { $number }: { $owner }, { $languages }
board-guild = guilda { $guild }
board-standing = Você { $human } · Papyrus { $automa }
board-controller = { $controller ->
    [human] controlada por você
    [automa] controlada por Papyrus
   *[other] controlada por ninguém
}
