# As categorias da pontuação final, como o resultado as nomeia.
score-dice_track = Trilha da soma dos dados
score-retired_translators = Tradutores aposentados
score-guild_control = Controle das guildas
score-caliph = Carta de Califa
score-research = Pesquisa
score-scrolls = Pergaminhos traduzidos
score-starting_scroll = Pergaminho inicial
