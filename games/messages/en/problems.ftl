# Problem details: one message per problem code (or finer key), in English.
# Parameters: { $name } is a value shown as JSON ("wood", ["a", "b"]), but for titles,
# counts and bounds, shown as words and numbers. A selector on a number picks the form
# that agrees with it; [1] matches the number 1 exactly, [other] any other.


validation_error = Some fields are invalid.
    .title = The request is invalid

malformed_request = The request body is not valid JSON.
    .title = The request body is malformed

not_found = Not found.
    .title = Not found

# $ruleset: a game's id, as JSON ("architects")
unknown_ruleset = No game { $ruleset } is offered.
    .title = Unknown game

invalid_options = The game options are invalid.
    .title = Invalid game options

invalid_seats = The seats are invalid.
    .title = Invalid seats

unauthenticated = Send a seat token: 'Authorization: Bearer <token>'.
    .title = A seat token is required

invalid_token = This token opens no seat of this game.
    .title = Invalid seat token

app_key_required = Send your app's key: 'Authorization: ApiKey <key>'.
    .title = An app key is required

invalid_app_key = This app key is unknown or revoked.
    .title = Invalid app key

app_disabled = This app is disabled: ask the server's operator.
    .title = The app is disabled

spectator_cannot_act = Only a seat may move: send its bearer token.
    .title = Spectators cannot act

precondition_required = Send If-Match with the game's current ETag.
    .title = If-Match is required

precondition_failed = The game has moved on; refresh and try again.
    .title = The game has moved on

malformed_precondition = If-Match is not an ETag of this game: send the one it last gave you, e.g. "12".
    .title = If-Match is malformed

idempotency_key_reused = This Idempotency-Key was used for another request.
    .title = Idempotency-Key reused with another body

illegal_action = The rules do not allow this action now.
    .title = Illegal action

not_your_turn = It is not this seat's turn to act.
    .title = Not your turn

game_not_active = The game is not active: it is finished or abandoned.
    .title = The game is not active

game_not_finished = The result is published once the game is finished.
    .title = The game is not finished

method_not_allowed = This method is not allowed here.
    .title = Method not allowed

unsupported_media_type = Send the body as application/json.
    .title = Unsupported media type

not_acceptable = The answer can only be JSON.
    .title = Not acceptable

conflict = The request conflicts with the game.
    .title = Conflict

seed_not_allowed = A chosen seed makes every shuffle predictable: only staff, or an app allowed to choose seeds, may send one.
    .title = Choosing a seed takes a permission

payload_too_large = The request body is too large.
    .title = The request body is too large

metrics_token_required = Send the metrics token: 'Authorization: Bearer <METRICS_TOKEN>'.
    .title = A metrics token is required

metrics_forbidden = This token does not open the metrics, or the server has no METRICS_TOKEN set.
    .title = Metrics refused

# $retry_after: seconds to wait (a number)
throttled = Too many requests; retry in { $retry_after } s.
    .title = Too many requests

busy = The server is busy; retry shortly.
    .title = The server is busy; retry shortly

internal_error = An unexpected error occurred.
    .title = Internal error

game_not_found = No such game.

# $status: the game's status, as JSON; $allowed: a JSON list of the values allowed
unknown_status = Unknown status { $status }; one of { $allowed }.

# $to_act: the seats to act, as a JSON list
to_act_filter = to_act is a seat index or "human", not { $to_act }.

# $exact: "yes" when the smallest and largest allowed are equal; $title: the game's title, in the reader's language; $min: the smallest number allowed; $count: a number (how many were given); $max: the largest number allowed
seat_count =
    { $exact ->
        [yes]
            { $title } takes exactly { $min } { $min ->
                [1] seat
               *[other] seats
            }, not { $count }.
       *[other] { $title } takes { $min } to { $max } seats, not { $count }.
    }

# $exact: "yes" when the smallest and largest allowed are equal; $title: the game's title, in the reader's language; $mode: a game mode, as JSON ("scoring"); $min: the smallest number allowed; $kinds: the seat kinds the game takes, as a JSON list; $count: a number (how many were given); $max: the largest number allowed; $sent: the kinds of the seats sent, in seat order, as a JSON list
seat_mode =
    { $exact ->
        [yes]
            { $title } with mode { $mode } takes exactly { $min } { $min ->
                [1] seat
               *[other] seats
            } of the kinds { $kinds } (seat by seat, or one kind for every seat), not the { $count } sent: { $sent }.
       *[other] { $title } with mode { $mode } takes { $min } to { $max } seats of the kinds { $kinds } (seat by seat, or one kind for every seat), not the { $count } sent: { $sent }.
    }

# $kind: a content kind, as JSON; $allowed: a JSON list of the values allowed
seat_kind = Seat kind { $kind } is unknown; one of { $allowed }.

# $level: an automa level, as JSON; $allowed: a JSON list of the values allowed
automa_level = Automa level { $level } is unknown; one of { $allowed }.

# $option: an option name, as JSON; $allowed: a JSON list of the values allowed
unknown_option = There is no option { $option }; the options: { $allowed }.

# $option: an option name, as JSON; $value: the value sent, as JSON; $allowed: a JSON list of the values allowed
invalid_option = The option { $option } cannot be { $value }; one of { $allowed }.

# $name: a name, as written (a limit, a setting); $min: the smallest number allowed; $max: the largest number allowed
integer_param = { $name } must be an integer from { $min } to { $max }.

move_body = Send { "{" }"action": { "{" }...{ "}" }{ "}" }.

# $version: the game's current version (a number)
stale_version = The game is at version { $version }; refresh and try again.

if_match_empty = If-Match is empty: send the ETag the game last gave you, quotes included, e.g. "12".

if_match_any = If-Match * would match any version: send the ETag the game last gave you, e.g. "12".

if_match_list = If-Match lists several tags: a move is made against one version, so send only the ETag the game last gave you.

if_match_weak = If-Match holds a weak tag (W/…): a move needs the strong ETag the game gave, e.g. "12".

if_match_unquoted = If-Match lacks its quotes: an ETag is sent with them, e.g. "12", not 12.

if_match_not_version = If-Match names no version: this game's ETags are whole numbers in quotes, e.g. "12".

# $min: the smallest number allowed; $max: the largest number allowed
idempotency_key_length = Idempotency-Key is { $min } to { $max } characters.

# $seat: a seat number, as JSON
seat_taken_over = Seat { $seat } is played by the automa now: its token still shows the game, but cannot move.

engine_rejected = The rules engine could not apply this action.

# $min: the smallest number allowed; $max: the largest number allowed
creation_key_length = Idempotency-Key is { $min } to { $max } characters: send a random one, e.g. a UUID4.

creation_key_reused = This Idempotency-Key was used to create another game.

move_raced = Another move was accepted first; refresh and try again.

actions_need_token = Send a seat token to list its actions.

bearer_malformed = Use 'Authorization: Bearer <seat token>'.

long_polls_full = Too many long polls are open; retry shortly or poll without waiting.

unstorable_value = A value in the request cannot be stored or compared.

no_such_resource = No such resource.

# $name: a name, as written (a limit, a setting); $allowed: a JSON list of the values allowed
unknown_query_param = There is no query parameter { $name } here; the parameters: { $allowed }.

# $name: a name, as written (a limit, a setting); $allowed: a JSON list of the values allowed
unknown_include = A move's answer cannot include { $name }; it can include: { $allowed }.

unknown_host = This server does not answer for the host named in the request.

bad_request = The request cannot be read as sent.

# $key: a member name, as JSON
json_duplicate_key = The key { $key } appears twice in one JSON object.

json_lone_surrogate = The request body has a lone UTF-16 surrogate (\ud800-\udfff): not a character.

json_nul = JSON strings may not contain NUL (\u0000) characters.

# $max: the largest number allowed
json_too_deep = The JSON is nested deeper than { $max } levels.

setup_refused = The rules cannot set up a game with these options and seats.

# $count: a number (how many were given); $seats: a number of seats
wonders_count =
    The option "wonders" names { $count } { $count ->
        [1] Wonder
       *[other] Wonders
    } for { $seats } { $seats ->
        [1] seat
       *[other] seats
    }.

# $value: the value sent, as JSON; $allowed: a JSON list of the values allowed
wonders_unknown = The option "wonders" names unknown Wonders { $value }; use some of { $allowed }.

wonders_repeated = The option "wonders" names a Wonder twice.

# $ruleset: a game's id, as JSON ("architects")
no_content = No content is installed for { $ruleset }.

# $release: a content release name, as JSON; $ruleset: a game's id, as JSON ("architects")
content_release_not_found = There is no content release { $release } of { $ruleset }.

# $ruleset: a game's id, as JSON ("architects"); $kind: a content kind, as JSON; $allowed: a JSON list of the values allowed
unknown_content_kind = { $ruleset } has no content kind { $kind }; one of { $allowed }.

# $count: a number (how many were given)
invalid_content =
    The content document has { $count } { $count ->
        [1] problem
       *[other] problems
    }: see errors.

content_release_note_missing = A release needs a note saying why it is published.

# $ruleset: a game's id, as JSON ("architects")
content_draft_unchanged = The draft of { $ruleset } is the latest release: there is nothing to publish.

content_file_unreadable = The file is not a JSON content document: see errors.

# $count: a number (how many were given)
invalid_reports =
    The players' reports have { $count } { $count ->
        [1] problem
       *[other] problems
    }: see errors.

# $ruleset: a game's id, as JSON ("scholars"); $tool: the tool asked for, as JSON; $allowed: a JSON list of the game's tools
unknown_tool = { $ruleset } has no tool { $tool }; its tools: { $allowed }.

# $tool: a tool's name, as JSON ("dice"); $count: a number (how many were found)
invalid_tool_input =
    The input of the tool { $tool } has { $count } { $count ->
        [1] problem
       *[other] problems
    }: see errors.

# $player: the app's id of a player, as sent
player_not_found = The app has no player { $player }.

# $player: the app's id of a player, as sent; $ruleset: a ruleset's slug
player_unrated = Player { $player } has no rating in { $ruleset } yet.

# $player: the app's id of a player, as sent
player_seat = Only a human seat names a player; an automa seat cannot be { $player }.

# $player: the app's id of a player, as sent
player_twice = Player { $player } is named in two seats of the game.

player_needs_app = Players belong to apps: name a seat's player with an app key.
