# As páginas do editor de conteúdo no admin (Itens de conteúdo, Versões de conteúdo, Registro
# de conteúdo): o que um editor lê ali. Nomes de jogos e componentes vêm das palavras dos jogos.

model-entry = item de conteúdo
model-entries = itens de conteúdo
model-release = versão de conteúdo
model-releases = versões de conteúdo
model-change = mudança de conteúdo
model-changes = registro de conteúdo

column-component = Componente
column-game = Jogo
column-kind = Tipo
column-edited = Editado
column-what = O quê
column-games = Partidas
field-position = Posição na lista
field-key = Identificador
field-updated-at = Editado em
field-updated-by = Editado por
field-release-note = Nota da versão
field-published-by = Publicada por
field-origin = Feita a partir de

field-published-at = Publicada em
field-who = Quem
field-when = Quando
column-action = O que foi feito
action-edit = Item do rascunho editado
action-publish = Rascunho publicado
action-republish = Versão anterior publicada de novo
action-import = Versão importada de um arquivo

entry-why = Por que esta mudança
entry-why-help = Fica no registro de conteúdo com o seu nome (por exemplo: "a caixa diz 6").
entry-content = Conteúdo
entry-saved = Salvo no rascunho de { $game }: publique uma versão para que as novas partidas o usem.
entry-fields-marked = { $count ->
    [one] Um valor não pode ser salvo: veja o campo marcado abaixo.
   *[other] { $count } valores não podem ser salvos: veja os campos marcados abaixo.
}
entry-as-released = — (como publicado)
entry-edited-by = { $when } por { $who }
card-cost = custo { $cost }
card-copies = × { $count }
card-vp = { $vp } PV
path-item = nº { $number }
value-yes = sim
value-no = não
value-none = —
value-items = { $count ->
    [one] um item
   *[other] { $count } itens
}

diff-where = Onde
diff-before = Antes
diff-after = Depois
diff-none = Nenhuma mudança.
diff-first = { $kind }: { $count }
drafts-heading = Rascunhos
drafts-changes = { $count ->
    [0] nada a publicar
    [one] uma mudança não publicada
   *[other] { $count } mudanças não publicadas
}
drafts-import = Importar uma versão de um arquivo JSON
draft-title = Rascunho de { $game }
draft-changes = O que publicar o rascunho mudaria
draft-preview = Começar uma partida de prévia com o rascunho
draft-preview-of = A prévia distribui { $component }, o último editado.
draft-preview-heading = Partida de prévia (não é guardada): { $seats }
draft-no-picture = Não há desenho deste tabuleiro.
draft-publish = Publicar o rascunho como uma versão
preview-you = Você
preview-automa = Autômato { $number }
release-note-help = Por que esta versão: fica com ela e no registro de conteúdo.
release-changes-since = Mudanças desde { $release }
release-first = O que a primeira versão do jogo tem
release-games = { $count ->
    [0] Nenhuma partida a usa
    [one] Uma partida a usa
   *[other] { $count } partidas a usam
}
release-export = Exportar como arquivo JSON
release-republish = Publicar esta versão de novo como a mais nova
release-republish-note = Publicar de novo pede uma nota dizendo por quê.
release-published = { $release } publicada: as novas partidas de { $game } a usam.
release-republished = { $release } publicada de novo como { $new }; o rascunho agora a segue.
release-imported = Importada como { $release }; o rascunho agora a segue.
refused-publish = Não publicada
refused-preview = Sem prévia
refused-import = Não importada
import-title = Importar uma versão de conteúdo
import-game = Jogo
import-file = Arquivo
import-file-help = Uma versão exportada aqui, ou um content.json que vem com o servidor.
import-button = Importar e publicar
add-item = Adicionar item
add-item-title = Adicionar um novo item
add-key = Adicionar chave
add-key-title = Adicionar uma nova chave

button-remove = Remover
button-move-up = Subir
button-move-down = Descer

# O título de um tipo de conteúdo, por jogo (kind-<jogo>-<tipo>).
kind-architects-wonder = Maravilha
kind-architects-card_group = Cartas de um tipo num baralho
kind-architects-progress_token = Ficha de Progresso
kind-architects-settings = Ajustes: fichas e pontos
kind-saboteur-path_card = Carta de caminho
kind-saboteur-goal_card = Carta de objetivo
kind-saboteur-start_card = Carta inicial
kind-saboteur-action_card = Carta de ação
kind-saboteur-roles = Cartas de anão (quantas de cada papel)
kind-saboteur-rules = Rodadas, mãos e ouro
kind-marsbot-track = Trilha do MarsBot
kind-marsbot-bonus_card = Carta de bônus do MarsBot
kind-marsbot-hex = Área do mapa de Tharsis
kind-marsbot-project_card = Carta de projeto
kind-marsbot-milestone = Marco
kind-marsbot-award = Prêmio
kind-scholars-scroll_card = Carta de pergaminho
kind-scholars-scheme_card = Carta de Esquema (solo)
kind-scholars-difficulty = Dificuldade solo
kind-scholars-room = Sala (fileira de baixo)
kind-scholars-translator_deck = Baralho de tradutores
kind-scholars-solo_board = Tabuleiro solo (ouro por língua traduzida)
kind-scholars-starting_translator = Tradutor inicial
kind-scholars-guild_rows = Fileiras das guildas (influência por entrega)
kind-scholars-guild_consolation = Prêmios de consolação das guildas
kind-scholars-scoring = Pontuação final

# Um valor escolhido numa lista (choice-<valor>): o que o editor escolhe num seletor.
choice-2d = 2 cartas diferentes
choice-2s = 2 cartas iguais
choice-3d = 3 cartas diferentes
choice-3s = 3 cartas iguais
choice-4d = 4 cartas diferentes
choice-active = ativa (azul)
choice-add_shield = ganhar um escudo
choice-advance_other_track = avançar outra trilha
choice-advance_this_tracker = avançar este marcador
choice-animal = animal
choice-automated = automatizada (verde)
choice-base = jogo base
choice-blue = azul
choice-blue2cat = azul, 2 pontos e o gato
choice-blue3 = azul, 3 pontos
choice-bottom = fileira de baixo
choice-breadth_of_research = amplitude da pesquisa
choice-break_tool = quebrar uma ferramenta
choice-brick = tijolo
choice-building = construção
choice-building_tags = marcadores de construção
choice-card = uma carta
choice-cards_in_hand = cartas na mão
choice-cart = carrinho
choice-chinese = chinês
choice-cities = cidades
choice-city = cidade
choice-claim_milestone = conquistar um marco
choice-coloured_dice = dados coloridos
choice-compass = compasso
choice-corporate_era = Era Corporativa
choice-deliver = entregar
choice-different = cartas diferentes
choice-earth = Terra
choice-employ = empregar
choice-end_vp = pontos no fim
choice-energy = energia
choice-event = evento
choice-expansion = espaço de expansão
choice-extra_card = uma carta a mais
choice-free = libertar um jogador preso
choice-fund_award = financiar um prêmio
choice-gain_tr = ganhar classificação de terraformação
choice-gear = engrenagem
choice-glass = vidro
choice-gold = ouro
choice-greek = grego
choice-green = verde
choice-greeneries = áreas verdes
choice-grey = cinza
choice-guild_membership = participação nas guildas
choice-heat = calor
choice-hebrew = hebraico
choice-identical = cartas iguais
choice-influence_card = carta de influência
choice-jovian = joviano
choice-lantern = lanterna
choice-look_five_choose_one = olhar cartas do baralho central e ficar com uma
choice-megacredits = megacréditos
choice-microbe = micróbio
choice-middle = fileira do meio
choice-noctis_city = Cidade de Noctis
choice-none = nenhum
choice-ocean = oceano
choice-papyrus = papiro
choice-passive = sempre ativa
choice-peek_goal = olhar uma carta de objetivo
choice-peek_role = olhar o papel de um jogador
choice-per_translated_language = por língua traduzida
choice-persian = persa
choice-pickaxe = picareta
choice-place_city = colocar uma cidade
choice-place_gold = colocar ouro
choice-place_greenery = colocar uma área verde
choice-place_ocean = colocar um oceano
choice-plant = planta
choice-plants = plantas
choice-power = energia
choice-raise_temperature = aumentar a temperatura
choice-raise_temperature_x2 = aumentar a temperatura duas vezes
choice-red = vermelho
choice-red0 = vermelha, sem trombetas
choice-red1 = vermelha, 1 trombeta
choice-red2 = vermelha, 2 trombetas
choice-remove_path_card = remover uma carta de caminho
choice-remove_theft = impedir um roubo
choice-repair = consertar uma ferramenta
choice-research_track = trilha de pesquisa
choice-retired_translators = tradutores aposentados
choice-sanskrit = sânscrito
choice-scholar = Estudioso
choice-science = ciência
choice-scribe = Escriba
choice-silver = prata
choice-space = espaço
choice-steel = aço
choice-stone = pedra
choice-student = Estudante
choice-swap_hand = trocar de mão
choice-swap_role = trocar de papel
choice-syriac = siríaco
choice-tablet = tábua
choice-take_progress_token = pegar uma ficha de Progresso
choice-take_top_card_any_deck = pegar a carta do topo de qualquer baralho
choice-take_top_card_central = pegar a carta do topo do baralho central
choice-take_top_left_and_right = pegar as cartas do topo dos baralhos dos dois vizinhos
choice-teacher = Professor
choice-theft = roubar ouro
choice-titanium = titânio
choice-top = fileira de cima
choice-tr = classificação de terraformação
choice-translate = traduzir
choice-trap = prender um jogador
choice-white_dice = dados brancos
choice-wood = madeira
choice-worker = trabalhador
choice-yellow = amarelo
