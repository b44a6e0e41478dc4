# Detalhes de problemas: uma mensagem por código de problema (ou chave mais fina), em
# português do Brasil. { $nome } é um valor mostrado como JSON, salvo títulos, contagens
# e limites, mostrados como palavras e números.


validation_error = Alguns campos são inválidos.
    .title = A requisição é inválida

malformed_request = O corpo da requisição não é um JSON válido.
    .title = O corpo da requisição está malformado

not_found = Não encontrado.
    .title = Não encontrado

unknown_ruleset = Nenhum jogo { $ruleset } é oferecido.
    .title = Jogo desconhecido

invalid_options = As opções do jogo são inválidas.
    .title = Opções de jogo inválidas

invalid_seats = Os lugares são inválidos.
    .title = Lugares inválidos

unauthenticated = Envie o token de um lugar: 'Authorization: Bearer <token>'.
    .title = É preciso o token de um lugar

invalid_token = Este token não abre nenhum lugar desta partida.
    .title = Token de lugar inválido

app_key_required = Envie a chave do seu app: 'Authorization: ApiKey <chave>'.
    .title = É preciso a chave de um app

invalid_app_key = Esta chave de app é desconhecida ou foi revogada.
    .title = Chave de app inválida

app_disabled = Este app está desativado: fale com quem opera o servidor.
    .title = O app está desativado

spectator_cannot_act = Só um lugar pode jogar: envie o token dele.
    .title = Espectadores não podem jogar

precondition_required = Envie If-Match com o ETag atual da partida.
    .title = If-Match é obrigatório

precondition_failed = A partida já avançou; atualize e tente de novo.
    .title = A partida já avançou

malformed_precondition = If-Match não é um ETag desta partida: envie o último que ela lhe deu, por exemplo "12".
    .title = If-Match está malformado

idempotency_key_reused = Esta Idempotency-Key já foi usada em outra requisição.
    .title = Idempotency-Key reutilizada com outro corpo

illegal_action = As regras não permitem esta ação agora.
    .title = Ação ilegal

not_your_turn = Não é a vez deste lugar.
    .title = Não é a sua vez

game_not_active = A partida não está ativa: terminou ou foi abandonada.
    .title = A partida não está ativa

game_not_finished = O resultado é publicado quando a partida termina.
    .title = A partida não terminou

method_not_allowed = Este método não é permitido aqui.
    .title = Método não permitido

unsupported_media_type = Envie o corpo como application/json.
    .title = Tipo de mídia não suportado

not_acceptable = A resposta só pode ser JSON.
    .title = Não aceitável

conflict = A requisição conflita com a partida.
    .title = Conflito

seed_not_allowed = Uma semente escolhida torna todo embaralhamento previsível: só a equipe, ou um app autorizado a escolher sementes, pode enviá-la.
    .title = Escolher a semente exige uma permissão

payload_too_large = O corpo da requisição é grande demais.
    .title = O corpo da requisição é grande demais

metrics_token_required = Envie o token das métricas: 'Authorization: Bearer <METRICS_TOKEN>'.
    .title = É preciso o token das métricas

metrics_forbidden = Este token não abre as métricas, ou o servidor não tem METRICS_TOKEN definido.
    .title = Métricas recusadas

throttled = Requisições demais; tente de novo em { $retry_after } s.
    .title = Requisições demais

busy = O servidor está ocupado; tente de novo em breve.
    .title = O servidor está ocupado; tente de novo

internal_error = Ocorreu um erro inesperado.
    .title = Erro interno

game_not_found = Esta partida não existe.

unknown_status = Status { $status } desconhecido; use um de { $allowed }.

to_act_filter = to_act é o índice de um lugar ou "human", não { $to_act }.

seat_count =
    { $exact ->
        [yes]
            { $title } é para exatamente { $min } { $min ->
                [1] lugar
               *[other] lugares
            }, não { $count }.
       *[other] { $title } é para { $min } a { $max } lugares, não { $count }.
    }

seat_mode =
    { $exact ->
        [yes]
            { $title } no modo { $mode } é para exatamente { $min } { $min ->
                [1] lugar
               *[other] lugares
            } dos tipos { $kinds } (lugar a lugar, ou um tipo para todos), não { $count ->
                [1] o
               *[other] os
            } { $count } { $count ->
                [1] enviado
               *[other] enviados
            }: { $sent }.
       *[other]
            { $title } no modo { $mode } é para { $min } a { $max } lugares dos tipos { $kinds } (lugar a lugar, ou um tipo para todos), não { $count ->
                [1] o
               *[other] os
            } { $count } { $count ->
                [1] enviado
               *[other] enviados
            }: { $sent }.
    }

seat_kind = O tipo de lugar { $kind } é desconhecido; use um de { $allowed }.

automa_level = O nível de autômato { $level } é desconhecido; use um de { $allowed }.

unknown_option = Não existe a opção { $option }; as opções: { $allowed }.

invalid_option = A opção { $option } não pode ser { $value }; use um de { $allowed }.

integer_param = { $name } deve ser um número inteiro de { $min } a { $max }.

move_body = Envie { "{" }"action": { "{" }...{ "}" }{ "}" }.

stale_version = A partida está na versão { $version }; atualize e tente de novo.

if_match_empty = If-Match está vazio: envie o último ETag que a partida lhe deu, com as aspas, por exemplo "12".

if_match_any = If-Match * valeria para qualquer versão: envie o último ETag que a partida lhe deu, por exemplo "12".

if_match_list = If-Match lista várias tags: uma jogada é feita sobre uma só versão, então envie só o último ETag que a partida lhe deu.

if_match_weak = If-Match traz uma tag fraca (W/…): uma jogada precisa do ETag forte que a partida deu, por exemplo "12".

if_match_unquoted = Faltam as aspas em If-Match: um ETag vai com elas, por exemplo "12", e não 12.

if_match_not_version = If-Match não indica uma versão: os ETags desta partida são números inteiros entre aspas, por exemplo "12".

idempotency_key_length = Idempotency-Key tem de { $min } a { $max } caracteres.

seat_taken_over = O lugar { $seat } agora é jogado pelo autômato: o token dele ainda mostra a partida, mas não joga.

engine_rejected = O motor de regras não conseguiu aplicar esta ação.

creation_key_length = Idempotency-Key tem de { $min } a { $max } caracteres: envie uma aleatória, como um UUID4.

creation_key_reused = Esta Idempotency-Key já foi usada para criar outra partida.

move_raced = Outra jogada foi aceita primeiro; atualize e tente de novo.

actions_need_token = Envie o token de um lugar para listar as ações dele.

bearer_malformed = Use 'Authorization: Bearer <token do lugar>'.

long_polls_full = Há esperas longas demais abertas; tente de novo em breve ou consulte sem esperar.

unstorable_value = Um valor da requisição não pode ser guardado nem comparado.

no_such_resource = Este recurso não existe.

unknown_query_param = Não existe o parâmetro de consulta { $name } aqui; os parâmetros: { $allowed }.

unknown_include = A resposta de uma jogada não pode incluir { $name }; pode incluir: { $allowed }.

unknown_host = Este servidor não atende pelo host indicado na requisição.

bad_request = A requisição não pode ser lida como foi enviada.

json_duplicate_key = A chave { $key } aparece duas vezes no mesmo objeto JSON.

json_lone_surrogate = O corpo da requisição tem um substituto UTF-16 isolado (\ud800-\udfff): não é um caractere.

json_nul = Textos JSON não podem conter o caractere NUL (\u0000).

json_too_deep = O JSON tem mais de { $max } níveis de aninhamento.

setup_refused = As regras não conseguem preparar uma partida com estas opções e lugares.

wonders_count =
    A opção "wonders" indica { $count } { $count ->
        [1] Maravilha
       *[other] Maravilhas
    } para { $seats } { $seats ->
        [1] lugar
       *[other] lugares
    }.

wonders_unknown = A opção "wonders" indica Maravilhas desconhecidas { $value }; use algumas de { $allowed }.

wonders_repeated = A opção "wonders" indica uma Maravilha duas vezes.

no_content = Nenhum conteúdo está instalado para { $ruleset }.

content_release_not_found = Não existe a versão de conteúdo { $release } de { $ruleset }.

unknown_content_kind = { $ruleset } não tem o tipo de conteúdo { $kind }; use um de { $allowed }.

invalid_content =
    O documento de conteúdo tem { $count } { $count ->
        [1] problema
       *[other] problemas
    }: veja errors.

content_release_note_missing = Uma versão precisa de uma nota dizendo por que é publicada.

content_draft_unchanged = O rascunho de { $ruleset } é a última versão: não há nada para publicar.

content_file_unreadable = O arquivo não é um documento de conteúdo JSON: veja errors.

invalid_reports =
    Os relatos dos jogadores têm { $count } { $count ->
        [1] problema
       *[other] problemas
    }: veja errors.

unknown_tool = { $ruleset } não tem a ferramenta { $tool }; as suas ferramentas: { $allowed }.

invalid_tool_input =
    A entrada da ferramenta { $tool } tem { $count } { $count ->
        [1] problema
       *[other] problemas
    }: veja errors.

# $player: the app's id of a player, as sent
player_not_found = O app não tem o jogador { $player }.

# $player: the app's id of a player, as sent; $ruleset: a ruleset's slug
player_unrated = O jogador { $player } ainda não tem classificação em { $ruleset }.

# $player: the app's id of a player, as sent
player_seat = Só um lugar de pessoa leva um jogador; o lugar de um autômato não pode ser { $player }.

# $player: the app's id of a player, as sent
player_twice = O jogador { $player } aparece em dois lugares da partida.

player_needs_app = Jogadores pertencem a apps: para dar um jogador a um lugar, use uma chave de app.
