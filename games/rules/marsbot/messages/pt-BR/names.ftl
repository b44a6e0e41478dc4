# Names the content document (games/content/marsbot/content.json) gives in both languages:
# MarsBot's tracks, the milestones, the awards and its bonus cards.

track-building = Construção
track-space = Espaço
track-event = Evento
track-science = Ciência
track-energy = Energia
track-earth = Terra/Cidade
track-plant = Micróbio/Animal/Planta

milestone-terraformer = Terraformador
milestone-mayor = Prefeito
milestone-gardener = Jardineiro
milestone-builder = Construtor
milestone-planner = Planejador

award-landlord = Proprietário
award-banker = Banqueiro
award-scientist = Cientista
award-thermalist = Termalista
award-miner = Minerador

bonus-B01 = Chuva de Meteoros
bonus-B02 = Espécies Invasoras
bonus-B03 = Pesquisa e Desenvolvimento
bonus-B04 = Superação
bonus-B05 = Construção Acelerada
bonus-B06 = Lobistas
bonus-B07 = Instância Neural Local
bonus-B08 = Competição Corporativa (Tharsis)
