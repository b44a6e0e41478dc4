"""Each set-up option's title and description in English and Brazilian Portuguese: the rule,
and for an open rules question both readings and which one is the default."""

from __future__ import annotations

from games.rules.core import OptionWords
from games.rules.revision import revision_words

_words = OptionWords.of


OPTION_WORDS: dict[str, OptionWords] = {
    "rules_revision": revision_words(
        {
            "en": "Engineering is used at most once per turn and never forces a build, and a "
            "player who saw the central deck's top card with the Cat remembers it while it "
            "stays on top",
            "pt-BR": "a Engenharia é usada no máximo uma vez por turno e nunca obriga a "
            "construir, e quem viu a carta do topo do baralho central com o Gato se lembra "
            "dela enquanto ela continuar no topo",
        }
    ),
    "wonders": _words(
        ("Wonders", "Maravilhas"),
        'The Wonder of each player, in seat order (Wonder slugs such as "babylon"); empty '
        "(the default): dealt at random from the game's seed, as on Board Game Arena.",
        "A Maravilha de cada jogador, na ordem dos lugares (os identificadores das Maravilhas, "
        'como "babylon"); vazio (o padrão): sorteadas a partir da semente da partida, como no '
        "Board Game Arena.",
    ),
    "first_player": _words(
        ("First player", "Primeiro jogador"),
        'Who starts: the first seat ("seat_0", the default; the rulebook has the youngest '
        'player start, so seat them there) or a seat drawn at random ("random").',
        'Quem começa: o primeiro lugar ("seat_0", o padrão; as regras mandam o jogador mais '
        'novo começar, então sente-o ali) ou um lugar sorteado ("random").',
    ),
    "babylon_deck": _words(
        ("Babylon's deck", "Baralho da Babilônia"),
        "The grey cards of Babylon's deck, which the rulebook does not list: 1 Stone and 2 "
        'Bricks ("stone1_brick2", the default: what most card lists give, matching the other '
        'decks) or 2 Stones and 1 Brick ("stone2_brick1", as one published table gives).',
        "As cartas Cinzas do baralho da Babilônia, que as regras não listam: 1 Pedra e 2 "
        'Tijolos ("stone1_brick2", o padrão: o que dá a maioria das listas de cartas, como '
        'nos outros baralhos) ou 2 Pedras e 1 Tijolo ("stone2_brick1", como dá uma tabela '
        "publicada).",
    ),
    "rhodes_first_shield": _words(
        ("Rhodes' Shield", "Escudo de Rodes"),
        "Which of the two feet of Rhodes' Colossus (its Stage 1 pieces) adds a Shield: the one "
        'costing 2 identical Resources ("2s", the default, as the Wonder\'s art shows) or the '
        'one costing 2 different Resources ("2d", as one digital version has it).',
        "Qual dos dois pés do Colosso de Rodes (as peças do Estágio 1) adiciona um Escudo: o "
        'que custa 2 Recursos idênticos ("2s", o padrão, como mostra a arte da Maravilha) ou '
        'o que custa 2 Recursos diferentes ("2d", como faz uma versão digital).',
    ),
    "economy_forces_build": _words(
        ("Economy and the mandatory build", "Economia e a construção obrigatória"),
        "Economy makes one of your yellow cards worth 2 Coins. A Stage you can pay only "
        "thanks to that doubled Coin must be built (true, the default, as on Board Game "
        "Arena), or you may leave it (false, as an answer on BoardGameGeek says).",
        "A Economia faz uma de suas cartas Amarelas valer 2 Moedas. Um Estágio que você só "
        "consegue pagar graças a essa Moeda dobrada tem de ser construído (true, o padrão, "
        "como no Board Game Arena), ou pode ficar para depois (false, como diz uma resposta "
        "no BoardGameGeek).",
    ),
    "wonder_effects_optional": _words(
        ("Wonder effects may be declined", "Efeitos de Maravilha recusáveis"),
        "The rulebook does not say whether the effect of a Stage just built may be declined. "
        "False (the default): every effect is applied. True: each effect but Rhodes' Shield "
        "may be declined.",
        "As regras não dizem se o efeito de um Estágio recém-construído pode ser recusado. "
        "false (o padrão): todo efeito é aplicado. true: cada efeito, menos o Escudo de "
        "Rodes, pode ser recusado.",
    ),
    "halicarnassus_cards_public": _words(
        ("Halicarnassus' cards seen by all", "Cartas de Halicarnasso à vista de todos"),
        "Halicarnassus looks at the top 5 cards of a deck; the rulebook does not say who sees "
        "them. False (the default): only its owner. True: everybody.",
        "Halicarnasso olha as 5 cartas do topo de um baralho; as regras não dizem quem as vê. "
        "false (o padrão): só o seu dono. true: todos.",
    ),
    "halicarnassus_reshuffle": _words(
        ("Halicarnassus' reshuffle", "Reembaralhar depois de Halicarnasso"),
        "After Halicarnassus keeps one card, the others are shuffled back into the whole deck "
        '("whole_deck", the default, the rulebook\'s words), or shuffled among themselves and '
        'put back on top ("others_on_top").',
        "Depois que Halicarnasso fica com uma carta, as outras são reembaralhadas em todo o "
        'baralho ("whole_deck", o padrão, como dizem as regras), ou embaralhadas só entre si '
        'e devolvidas ao topo ("others_on_top").',
    ),
    "no_cards_available": _words(
        ("No card left to take", "Sem carta para pegar"),
        "The rulebook does not cover a player whose three decks (left, right and central) are "
        'all empty. "pass" (the default): they skip the turn, and the game ends when nobody '
        'can take a card. "end_game": the game ends at once.',
        "As regras não tratam do jogador cujos três baralhos (à esquerda, à direita e o "
        'central) estão vazios. "pass" (o padrão): ele perde a vez, e a partida termina '
        'quando ninguém puder pegar carta. "end_game": a partida termina na hora.',
    ),
    "payment_choice": _words(
        ("Who chooses the payment", "Quem escolhe o pagamento"),
        "When several sets of cards can pay a Stage, the player chooses which cards to spend "
        '("player", the default) or the server spends the fewest Coins ("automatic"). The '
        "rulebook does not say.",
        "Quando mais de um conjunto de cartas pode pagar um Estágio, o jogador escolhe quais "
        'cartas gastar ("player", o padrão) ou o servidor gasta o mínimo de Moedas '
        '("automatic"). As regras não dizem.',
    ),
    "new_token_usable_same_turn": _words(
        ("A new Progress token works at once", "Nova ficha de Progresso vale na hora"),
        "A Progress token taken this turn works for what happens later in the same turn (true, "
        'the default: the rulebook applies its effect "immediately"), or only from your next '
        "turn (false).",
        "Uma ficha de Progresso pega neste turno vale para o que acontece depois no mesmo "
        'turno (true, o padrão: as regras aplicam o efeito "imediatamente"), ou só a partir '
        "do seu próximo turno (false).",
    ),
    "science_without_tokens": _words(
        ("A science set with no Progress token left", "Ciência sem fichas de Progresso"),
        "You have a science set (2 identical or 3 different symbols) but no Progress token is "
        'left; the rulebook does not say what happens. "keep_cards" (the default): the green '
        'cards stay in front of you. "discard_cards": you must discard them without a token '
        '(the Progress token choice "none").',
        "Você tem um conjunto de ciência (2 símbolos idênticos ou 3 diferentes), mas não resta "
        'ficha de Progresso; as regras não dizem o que acontece. "keep_cards" (o padrão): as '
        'cartas Verdes ficam à sua frente. "discard_cards": você tem de descartá-las sem '
        'ganhar ficha (a escolha de ficha "none").',
    ),
    "extra_cards_trigger_tokens": _words(
        ("Extra cards trigger Progress tokens", "Cartas adicionais ativam fichas de Progresso"),
        "A card gained from a Wonder effect or a Progress token is placed in front of you like "
        "any card taken, so it can trigger the Progress tokens that give an extra card (true, "
        "the default; each token still works once per turn), or it triggers none (false).",
        "Uma carta ganha pelo efeito de uma Maravilha ou por uma ficha de Progresso é colocada "
        "à sua frente como qualquer carta, então pode ativar as fichas de Progresso que dão "
        "uma carta adicional (true, o padrão; cada ficha continua valendo uma vez por turno), "
        "ou não ativa nenhuma (false).",
    ),
    "battle_before_game_end": _words(
        ("A Battle in the final turn", "Batalha no último turno"),
        "A Battle triggered in the turn that completes a Wonder is fought before the game ends "
        '(true, the default: both happen "at the end of the turn", the Battle first), or not '
        "at all (false).",
        "Uma Batalha ativada no turno em que uma Maravilha é concluída acontece antes do fim "
        'da partida (true, o padrão: as duas coisas são "no final do turno", a Batalha '
        "primeiro), ou não acontece (false).",
    ),
    "battle_trigger": _words(
        ("When a Battle is fought", "Quando há Batalha"),
        "When a Battle is fought. 'last_token' (default, the official rulebook): at the end of "
        "the turn that flips the last Conflict token to its Battle side. 'any_flip': the "
        "Portuguese rules summary's reading, where taking a red card with horns flips that "
        'many tokens and "this triggers a Battle at the end of your turn", so a Battle follows '
        "every turn that flips one or more tokens (and all tokens then go back to Peace).",
        'Quando acontece uma Batalha. "last_token" (o padrão, o livro de regras oficial): no '
        "final do turno que vira a última ficha de Conflito para o lado da Batalha. "
        '"any_flip": a leitura do resumo das regras em português, em que pegar uma carta '
        'Vermelha com buzinas vira essa quantidade de fichas e "isso ativa uma Batalha no '
        'final do seu turno", então há Batalha depois de todo turno que vira uma ou mais '
        'fichas (e todas voltam para o lado da "Paz").',
    ),
    "military_tokens_limited": _words(
        ("Limited Military Victory tokens", "Fichas de Vitória Militar limitadas"),
        "The box holds 28 Military Victory tokens. False (default, as on Board Game Arena; "
        "the rulebook does not say what happens when they run out): the supply never runs "
        "out. True: once 28 are taken no more are won; when a Battle wins more than are left, "
        "the seat whose turn it is takes its tokens first, then the others clockwise, while "
        "the supply lasts.",
        "A caixa tem 28 fichas de Vitória Militar. false (o padrão, como no Board Game Arena; "
        "as regras não dizem o que acontece quando elas acabam): a reserva nunca acaba. true: "
        "depois de pegas as 28, ninguém ganha mais; quando uma Batalha dá mais fichas do que "
        "restam, quem joga o turno pega as suas primeiro, depois os outros em sentido "
        "horário, enquanto houver.",
    ),
}
