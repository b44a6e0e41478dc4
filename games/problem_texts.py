"""The catalogue of problem details: one sentence per ``code`` (or finer message key) and per
engine refusal ``reason``, in English and Brazilian Portuguese, filled with JSON parameters.

A ``ServiceError`` names its message key and parameters; the API words it in the caller's
language. Parameters are shown as JSON (``"wood"``, ``["a", "b"]``), never as Python reprs.

A word that follows a number agrees with it: ``{count:seat|seats}`` is "seat" for 1 and "seats"
otherwise (``{mc:zero|one|other}`` when 0 reads differently too; the forms may hold the number,
``{count:one was|{count} were}``). A message with ``{min}`` and ``{max}`` reads from its
``_exact`` variant when they are equal ("takes exactly 2 seats", not "2 to 2").
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from typing import Any

from games.problem_codes import ProblemCode
from games.rules.registry import ruleset_get, rulesets_registered

# code or message key -> (English, Portuguese); "{name}" is a parameter shown as JSON.
MESSAGES: dict[str, tuple[str, str]] = {
    ProblemCode.VALIDATION_ERROR: ("Some fields are invalid.", "Alguns campos são inválidos."),
    ProblemCode.MALFORMED_REQUEST: (
        "The request body is not valid JSON.",
        "O corpo da requisição não é um JSON válido.",
    ),
    ProblemCode.NOT_FOUND: ("Not found.", "Não encontrado."),
    ProblemCode.UNKNOWN_RULESET: (
        "No game {ruleset} is offered.",
        "Nenhum jogo {ruleset} é oferecido.",
    ),
    ProblemCode.INVALID_OPTIONS: (
        "The game options are invalid.",
        "As opções do jogo são inválidas.",
    ),
    ProblemCode.INVALID_SEATS: ("The seats are invalid.", "Os assentos são inválidos."),
    ProblemCode.UNAUTHENTICATED: (
        "Send a seat token: 'Authorization: Bearer <token>'.",
        "Envie o token de um assento: 'Authorization: Bearer <token>'.",
    ),
    ProblemCode.INVALID_TOKEN: (
        "This token opens no seat of this game.",
        "Este token não abre nenhum assento desta partida.",
    ),
    ProblemCode.APP_KEY_REQUIRED: (
        "Send your app's key: 'Authorization: ApiKey <key>'.",
        "Envie a chave do seu app: 'Authorization: ApiKey <chave>'.",
    ),
    ProblemCode.INVALID_APP_KEY: (
        "This app key is unknown or revoked.",
        "Esta chave de app é desconhecida ou foi revogada.",
    ),
    ProblemCode.APP_DISABLED: (
        "This app is disabled: ask the server's operator.",
        "Este app está desativado: fale com quem opera o servidor.",
    ),
    ProblemCode.SPECTATOR_CANNOT_ACT: (
        "Only a seat may move: send its bearer token.",
        "Só um assento pode jogar: envie o token dele.",
    ),
    ProblemCode.PRECONDITION_REQUIRED: (
        "Send If-Match with the game's current ETag.",
        "Envie If-Match com o ETag atual da partida.",
    ),
    ProblemCode.PRECONDITION_FAILED: (
        "The game has moved on; refresh and try again.",
        "A partida já avançou; atualize e tente de novo.",
    ),
    ProblemCode.MALFORMED_PRECONDITION: (
        'If-Match is not an ETag of this game: send the one it last gave you, e.g. "12".',
        'If-Match não é um ETag desta partida: envie o último que ela lhe deu, por exemplo "12".',
    ),
    ProblemCode.IDEMPOTENCY_KEY_REUSED: (
        "This Idempotency-Key was used for another request.",
        "Esta Idempotency-Key já foi usada em outra requisição.",
    ),
    ProblemCode.ILLEGAL_ACTION: (
        "The rules do not allow this action now.",
        "As regras não permitem esta ação agora.",
    ),
    ProblemCode.NOT_YOUR_TURN: (
        "It is not this seat's turn to act.",
        "Não é a vez deste assento.",
    ),
    ProblemCode.GAME_NOT_ACTIVE: (
        "The game is not active: it is finished or abandoned.",
        "A partida não está ativa: terminou ou foi abandonada.",
    ),
    ProblemCode.GAME_NOT_FINISHED: (
        "The result is published once the game is finished.",
        "O resultado é publicado quando a partida termina.",
    ),
    ProblemCode.METHOD_NOT_ALLOWED: (
        "This method is not allowed here.",
        "Este método não é permitido aqui.",
    ),
    ProblemCode.UNSUPPORTED_MEDIA_TYPE: (
        "Send the body as application/json.",
        "Envie o corpo como application/json.",
    ),
    ProblemCode.NOT_ACCEPTABLE: (
        "The answer can only be JSON.",
        "A resposta só pode ser JSON.",
    ),
    ProblemCode.CONFLICT: (
        "The request conflicts with the game.",
        "A requisição conflita com a partida.",
    ),
    ProblemCode.SEED_NOT_ALLOWED: (
        "A chosen seed makes every shuffle predictable: only staff, or an app allowed to "
        "choose seeds, may send one.",
        "Uma semente escolhida torna todo embaralhamento previsível: só a equipe, ou um app "
        "autorizado a escolher sementes, pode enviá-la.",
    ),
    ProblemCode.PAYLOAD_TOO_LARGE: (
        "The request body is too large.",
        "O corpo da requisição é grande demais.",
    ),
    ProblemCode.METRICS_TOKEN_REQUIRED: (
        "Send the metrics token: 'Authorization: Bearer <METRICS_TOKEN>'.",
        "Envie o token das métricas: 'Authorization: Bearer <METRICS_TOKEN>'.",
    ),
    ProblemCode.METRICS_FORBIDDEN: (
        "This token does not open the metrics, or the server has no METRICS_TOKEN set.",
        "Este token não abre as métricas, ou o servidor não tem METRICS_TOKEN definido.",
    ),
    ProblemCode.THROTTLED: (
        "Too many requests; retry in {retry_after} s.",
        "Requisições demais; tente de novo em {retry_after} s.",
    ),
    ProblemCode.BUSY: (
        "The server is busy; retry shortly.",
        "O servidor está ocupado; tente de novo em breve.",
    ),
    ProblemCode.INTERNAL_ERROR: ("An unexpected error occurred.", "Ocorreu um erro inesperado."),
    # Finer messages under one code.
    "game_not_found": ("No such game.", "Esta partida não existe."),
    "unknown_status": (
        "Unknown status {status}; one of {allowed}.",
        "Status {status} desconhecido; use um de {allowed}.",
    ),
    "to_act_filter": (
        'to_act is a seat index or "human", not {to_act}.',
        'to_act é o índice de um assento ou "human", não {to_act}.',
    ),
    "seat_count": (
        "{title} takes {min} to {max} seats, not {count}.",
        "{title} é para {min} a {max} assentos, não {count}.",
    ),
    "seat_count_exact": (
        "{title} takes exactly {min} {min:seat|seats}, not {count}.",
        "{title} é para exatamente {min} {min:assento|assentos}, não {count}.",
    ),
    "seat_mode": (
        "{title} with mode {mode} takes {min} to {max} seats of the kinds {kinds} (seat by "
        "seat, or one kind for every seat), not the {count} sent.",
        "{title} no modo {mode} é para {min} a {max} assentos dos tipos {kinds} (assento a "
        "assento, ou um tipo para todos), não {count:o|os} {count} {count:enviado|enviados}.",
    ),
    "seat_mode_exact": (
        "{title} with mode {mode} takes exactly {min} {min:seat|seats} of the kinds {kinds} "
        "(seat by seat, or one kind for every seat), not the {count} sent.",
        "{title} no modo {mode} é para exatamente {min} {min:assento|assentos} dos tipos "
        "{kinds} (assento a assento, ou um tipo para todos), não {count:o|os} {count} "
        "{count:enviado|enviados}.",
    ),
    "seat_kind": (
        "Seat kind {kind} is unknown; one of {allowed}.",
        "O tipo de assento {kind} é desconhecido; use um de {allowed}.",
    ),
    "automa_level": (
        "Automa level {level} is unknown; one of {allowed}.",
        "O nível de automa {level} é desconhecido; use um de {allowed}.",
    ),
    "unknown_option": (
        "There is no option {option}; the options: {allowed}.",
        "Não existe a opção {option}; as opções: {allowed}.",
    ),
    "invalid_option": (
        "The option {option} cannot be {value}; one of {allowed}.",
        "A opção {option} não pode ser {value}; use um de {allowed}.",
    ),
    "integer_param": (
        "{name} must be an integer from {min} to {max}.",
        "{name} deve ser um número inteiro de {min} a {max}.",
    ),
    "move_body": ('Send {{"action": {{...}}}}.', 'Envie {{"action": {{...}}}}.'),
    "stale_version": (
        "The game is at version {version}; refresh and try again.",
        "A partida está na versão {version}; atualize e tente de novo.",
    ),
    # A malformed If-Match, by fault (games.services.if_match).
    "if_match_empty": (
        'If-Match is empty: send the ETag the game last gave you, quotes included, e.g. "12".',
        "If-Match está vazio: envie o último ETag que a partida lhe deu, com as aspas, por "
        'exemplo "12".',
    ),
    "if_match_any": (
        'If-Match * would match any version: send the ETag the game last gave you, e.g. "12".',
        "If-Match * valeria para qualquer versão: envie o último ETag que a partida lhe deu, "
        'por exemplo "12".',
    ),
    "if_match_list": (
        "If-Match lists several tags: a move is made against one version, so send only the "
        "ETag the game last gave you.",
        "If-Match lista várias tags: uma jogada é feita sobre uma só versão, então envie só o "
        "último ETag que a partida lhe deu.",
    ),
    "if_match_weak": (
        'If-Match holds a weak tag (W/…): a move needs the strong ETag the game gave, e.g. "12".',
        "If-Match traz uma tag fraca (W/…): uma jogada precisa do ETag forte que a partida deu, "
        'por exemplo "12".',
    ),
    "if_match_unquoted": (
        'If-Match lacks its quotes: an ETag is sent with them, e.g. "12", not 12.',
        'Faltam as aspas em If-Match: um ETag vai com elas, por exemplo "12", e não 12.',
    ),
    "if_match_not_version": (
        'If-Match names no version: this game\'s ETags are whole numbers in quotes, e.g. "12".',
        "If-Match não indica uma versão: os ETags desta partida são números inteiros entre "
        'aspas, por exemplo "12".',
    ),
    "idempotency_key_length": (
        "Idempotency-Key is {min} to {max} characters.",
        "Idempotency-Key tem de {min} a {max} caracteres.",
    ),
    "seat_taken_over": (
        "Seat {seat} is played by the automa now: its token still shows the game, but cannot move.",
        "O assento {seat} agora é jogado pelo automa: o token dele ainda mostra a partida, mas "
        "não joga.",
    ),
    "engine_rejected": (
        "The rules engine could not apply this action.",
        "O motor de regras não conseguiu aplicar esta ação.",
    ),
    "creation_key_length": (
        "Idempotency-Key is {min} to {max} characters: send a random one, e.g. a UUID4.",
        "Idempotency-Key tem de {min} a {max} caracteres: envie uma aleatória, como um UUID4.",
    ),
    "creation_key_reused": (
        "This Idempotency-Key was used to create another game.",
        "Esta Idempotency-Key já foi usada para criar outra partida.",
    ),
    "move_raced": (
        "Another move was accepted first; refresh and try again.",
        "Outra jogada foi aceita primeiro; atualize e tente de novo.",
    ),
    "actions_need_token": (
        "Send a seat token to list its actions.",
        "Envie o token de um assento para listar as ações dele.",
    ),
    "bearer_malformed": (
        "Use 'Authorization: Bearer <seat token>'.",
        "Use 'Authorization: Bearer <token do assento>'.",
    ),
    "long_polls_full": (
        "Too many long polls are open; retry shortly or poll without waiting.",
        "Há esperas longas demais abertas; tente de novo em breve ou consulte sem esperar.",
    ),
    "unstorable_value": (
        "A value in the request cannot be stored or compared.",
        "Um valor da requisição não pode ser guardado nem comparado.",
    ),
    "no_such_resource": ("No such resource.", "Este recurso não existe."),
    "unknown_query_param": (
        "There is no query parameter {name} here; the parameters: {allowed}.",
        "Não existe o parâmetro de consulta {name} aqui; os parâmetros: {allowed}.",
    ),
    "unknown_host": (
        "This server does not answer for the host named in the request.",
        "Este servidor não atende pelo host indicado na requisição.",
    ),
    "bad_request": (
        "The request cannot be read as sent.",
        "A requisição não pode ser lida como foi enviada.",
    ),
    "json_duplicate_key": (
        "The key {key} appears twice in one JSON object.",
        "A chave {key} aparece duas vezes no mesmo objeto JSON.",
    ),
    "json_lone_surrogate": (
        "The request body has a lone UTF-16 surrogate (\\ud800-\\udfff): not a character.",
        "O corpo da requisição tem um substituto UTF-16 isolado (\\ud800-\\udfff): não é "
        "um caractere.",
    ),
    "json_nul": (
        "JSON strings may not contain NUL (\\u0000) characters.",
        "Textos JSON não podem conter o caractere NUL (\\u0000).",
    ),
    "json_too_deep": (
        "The JSON is nested deeper than {max} levels.",
        "O JSON tem mais de {max} níveis de aninhamento.",
    ),
    "setup_refused": (
        "The rules cannot set up a game with these options and seats.",
        "As regras não conseguem preparar uma partida com estas opções e assentos.",
    ),
    "wonders_count": (
        'The option "wonders" names {count} {count:Wonder|Wonders} for {seats} {seats:seat|seats}.',
        'A opção "wonders" indica {count} {count:Maravilha|Maravilhas} para {seats} '
        "{seats:assento|assentos}.",
    ),
    "wonders_unknown": (
        'The option "wonders" names unknown Wonders {value}; use some of {allowed}.',
        'A opção "wonders" indica Maravilhas desconhecidas {value}; use algumas de {allowed}.',
    ),
    "wonders_repeated": (
        'The option "wonders" names a Wonder twice.',
        'A opção "wonders" indica uma Maravilha duas vezes.',
    ),
    "no_content": (
        "No content is installed for {ruleset}.",
        "Nenhum conteúdo está instalado para {ruleset}.",
    ),
    "content_release_not_found": (
        "There is no content release {release} of {ruleset}.",
        "Não existe a versão de conteúdo {release} de {ruleset}.",
    ),
    "unknown_content_kind": (
        "{ruleset} has no content kind {kind}; one of {allowed}.",
        "{ruleset} não tem o tipo de conteúdo {kind}; use um de {allowed}.",
    ),
    "invalid_content": (
        "The content document has {count} {count:problem|problems}: see errors.",
        "O documento de conteúdo tem {count} {count:problema|problemas}: veja errors.",
    ),
    "content_release_note_missing": (
        "A release needs a note saying why it is published.",
        "Uma versão precisa de uma nota dizendo por que é publicada.",
    ),
    "content_draft_unchanged": (
        "The draft of {ruleset} is the latest release: there is nothing to publish.",
        "O rascunho de {ruleset} é a última versão: não há nada para publicar.",
    ),
    "content_file_unreadable": (
        "The file is not a JSON content document: see errors.",
        "O arquivo não é um documento de conteúdo JSON: veja errors.",
    ),
    "invalid_reports": (
        "The players' reports have {count} {count:problem|problems}: see errors.",
        "Os relatos dos jogadores têm {count} {count:problema|problemas}: veja errors.",
    ),
    "unknown_tool": (
        "{ruleset} has no tool {tool}; its tools: {allowed}.",
        "{ruleset} não tem a ferramenta {tool}; as suas ferramentas: {allowed}.",
    ),
    "invalid_tool_input": (
        "The input of the tool {tool} has {count} {count:problem|problems}: see errors.",
        "A entrada da ferramenta {tool} tem {count} {count:problema|problemas}: veja errors.",
    ),
}

# The refusal reasons every engine shares (``Reason``); each game words its own in its
# package (``Ruleset.reason_texts``), and ``reason_texts()`` holds them all.
REASONS: dict[str, tuple[str, str]] = {
    "malformed_action": (
        'An action is a JSON object with a string "type".',
        'Uma ação é um objeto JSON com um "type" em texto.',
    ),
    "unknown_action_type": (
        "There is no action type {type}; one of {allowed}.",
        "Não existe o tipo de ação {type}; use um de {allowed}.",
    ),
    "unexpected_field": (
        "The action {type} has no field {field}; its fields: {allowed}.",
        "A ação {type} não tem o campo {field}; seus campos: {allowed}.",
    ),
    "missing_field": (
        "The action {type} needs the field {field}.",
        "A ação {type} precisa do campo {field}.",
    ),
    "invalid_field": (
        "The field {field} of {type} has a value it cannot take.",
        "O campo {field} de {type} tem um valor que não pode ter.",
    ),
    "not_your_turn": ("It is not your turn.", "Não é a sua vez."),
    "game_over": ("The game is over.", "A partida terminou."),
    "illegal_choice": (
        "This choice is not among the legal actions now.",
        "Esta escolha não está entre as ações permitidas agora.",
    ),
    "nothing_to_undo": ("There is nothing to undo.", "Não há nada a desfazer."),
    "value_not_allowed": (
        "The field {field} of {type} cannot be {value} now: the listed action's params say "
        "which values it can take.",
        "O campo {field} de {type} não pode ser {value} agora: os params da ação listada dizem "
        "quais valores pode ter.",
    ),
    "engine_rejected": MESSAGES["engine_rejected"],
}


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


@cache
def reason_texts() -> dict[str, tuple[str, str]]:
    """Every refusal reason's words: the shared ones and each registered game's own. A
    reason two games word differently is an error (the API shows one text per reason)."""
    found = dict(REASONS)
    for slug in rulesets_registered():
        for reason, pair in ruleset_get(slug).reason_texts.items():
            if found.setdefault(reason, pair) != pair:
                raise ValueError(f"{slug} words the refusal {reason!r} unlike another game")
    return found


def problem_text(key: str, language: str, params: Mapping[str, Any] | None = None) -> str | None:
    """The message ``key`` (a code, a finer key or ``reason:<reason>``) in ``language``, its
    parameters shown as JSON; None when the catalogue lacks it."""
    params = params or {}
    if key.startswith("reason:"):
        pair = reason_texts().get(key.removeprefix("reason:"))
    else:
        exact = "min" in params and params.get("min") == params.get("max")
        pair = (exact and MESSAGES.get(f"{key}_exact")) or MESSAGES.get(key)
    if pair is None:
        return None
    template = pair[1] if language == "pt-BR" else pair[0]
    values = {k: _Shown(_shown(k, v, language), v) for k, v in params.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return None


# Parameters that read as words or numbers in a sentence, not as JSON values.
_VERBATIM = {"title", "min", "max", "count", "seats", "version", "retry_after", "name", "mc"}


def _shown(key: str, value: Any, language: str) -> str:
    """A parameter as the sentence shows it; a verbatim one given in every language (a game's
    title) is shown in ``language``."""
    if key not in _VERBATIM:
        return _json(value)
    if isinstance(value, dict):
        return str(value.get(language) or value.get("en", ""))
    return str(value)


class _Shown(str):
    """A parameter as the sentence shows it, keeping its value for the words that agree with
    it: after a colon, "one|other" or "zero|one|other" pick a form by the number."""

    value: Any

    def __new__(cls, shown: str, value: Any) -> _Shown:
        made = super().__new__(cls, shown)
        made.value = value
        return made

    def __format__(self, spec: str) -> str:
        if "|" not in spec:
            return str.__format__(self, spec)
        forms = spec.split("|")
        if len(forms) == 3 and self.value == 0:
            return forms[0]
        return forms[-2] if self.value == 1 else forms[-1]
