"""The API reference, one table: each operation's tag, summary, description, who may call it,
its preconditions and the problem codes it can answer. The schema's per-status problem
responses, their code lists and examples are derived from it (``api.schema_problems``), and a
test holds real answers to it (tests/api/test_schema_reference.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from games.problem_codes import ProblemCode as C

# Codes any operation may answer: an undeclared or out-of-schema query parameter, an Accept
# header allowing no JSON, a busy database.
EVERYWHERE = (C.VALIDATION_ERROR, C.NOT_ACCEPTABLE, C.BUSY)
# ... any operation that reads a JSON body.
WITH_A_BODY = (C.MALFORMED_REQUEST, C.PAYLOAD_TOO_LARGE, C.UNSUPPORTED_MEDIA_TYPE)
# ... any throttled operation (a rate, or too many wrong seat tokens from the address).
THROTTLED = (C.THROTTLED,)

TAGS = (
    ("Games", "Create a game, list games, read one as a seat (or a spectator) sees it."),
    ("Moves", "A seat's legal actions, posting a move, the move log, the result."),
    ("Rulesets", "The games on offer, their set-up options and their content releases."),
    ("Scholars tools", "Calculators for a Scholars of the South Tigris table, without a game."),
    ("Players", "An app's players, their ratings per ruleset and the leaderboards."),
)
PLAYER_APP_KEY = (
    "An app key (`Authorization: ApiKey <key>`): an app sees its own players only, another "
    "app's are unknown to it (404)."
)

SEAT_TOKEN = "A seat's bearer token (`Authorization: Bearer <token>`) or nobody (a spectator)."
APP_KEY = (
    "Anyone; with `REQUIRE_APP_KEY` on, an app key (`Authorization: ApiKey <key>`), and a "
    "disabled app is refused."
)


@dataclass(frozen=True)
class OperationDoc:
    tag: str
    summary: str
    does: str
    who: str
    preconditions: str = ""
    codes: tuple[C, ...] = ()


OPERATIONS: dict[str, OperationDoc] = {
    "games_list": OperationDoc(
        "Games",
        "List games",
        "Brief rows (who plays, whose turn, links), newest first, never a view; filter by "
        "ruleset, status and who is to act. With an app key, only that app's games.",
        APP_KEY,
        codes=(C.APP_KEY_REQUIRED, C.INVALID_APP_KEY, C.APP_DISABLED),
    ),
    "games_create": OperationDoc(
        "Games",
        "Create a game",
        "Seats humans and automa at a game of a ruleset, with its options; answers the game as "
        "a spectator sees it (`seat` null: no seat's hidden information, such as a hand), with "
        "each human seat's token, shown this once: read it as a seat with that token.",
        APP_KEY + " A `seed` takes the permission to choose seeds.",
        "Seats as the ruleset and its `mode` take (`GET /api/v1/rulesets/{slug}/`). An "
        "`Idempotency-Key` makes a retry safe; the same key with another body is refused.",
        (
            C.UNKNOWN_RULESET,
            C.INVALID_OPTIONS,
            C.INVALID_SEATS,
            C.APP_KEY_REQUIRED,
            C.INVALID_APP_KEY,
            C.APP_DISABLED,
            C.SEED_NOT_ALLOWED,
            C.IDEMPOTENCY_KEY_REUSED,
        ),
    ),
    "games_retrieve": OperationDoc(
        "Games",
        "Read a game",
        "The game as the caller's seat sees it (hidden information stays hidden), with its "
        "`ETag`; `?after=V&wait=S` long-polls until the version passes V (304 after S s), and "
        "`If-None-Match` answers 304 while the game has not moved.",
        SEAT_TOKEN,
        codes=(C.INVALID_TOKEN, C.NOT_FOUND),
    ),
    "games_board_retrieve": OperationDoc(
        "Games",
        "Draw the board",
        "The board as an SVG picture drawn from the caller's seat's view (a spectator's "
        "without a token): it shows nothing that seat may not see. Problems are JSON.",
        SEAT_TOKEN,
        codes=(C.INVALID_TOKEN, C.NOT_FOUND),
    ),
    "games_actions_list": OperationDoc(
        "Moves",
        "List your legal actions",
        "The caller's seat's legal actions now, each labelled in the language of "
        "Accept-Language; post one as it is. Empty when it is not the seat's turn; a human seat "
        "may always resign.",
        "A seat's bearer token.",
        codes=(C.UNAUTHENTICATED, C.INVALID_TOKEN, C.NOT_FOUND),
    ),
    "games_moves_list": OperationDoc(
        "Moves",
        "Read the move log",
        "Moves in order, cursor-paginated, each redacted for the caller (another seat's "
        "secret becomes a declared redacted shape) and told in words.",
        SEAT_TOKEN,
        codes=(C.INVALID_TOKEN, C.NOT_FOUND),
    ),
    "games_moves_create": OperationDoc(
        "Moves",
        "Post a move",
        "Plays one action for the caller's seat (a listed one, as it is) and answers the move; "
        "the automa's answers follow asynchronously (long-poll the game). With `include` the "
        "answer also carries what the seat reads next (the game, its actions, the log after "
        "the move, the board), read once after the move.",
        "The seat's bearer token: a spectator cannot act, nor a seat handed to the automa.",
        '`If-Match` with the game\'s current ETag (`"12"`): missing 428, stale 412, malformed '
        "400. The game active and the seat to act; an `Idempotency-Key` makes a retry safe.",
        (
            C.MALFORMED_PRECONDITION,
            C.UNAUTHENTICATED,
            C.INVALID_TOKEN,
            C.SPECTATOR_CANNOT_ACT,
            C.NOT_FOUND,
            C.GAME_NOT_ACTIVE,
            C.CONFLICT,
            C.PRECONDITION_FAILED,
            C.ILLEGAL_ACTION,
            C.NOT_YOUR_TURN,
            C.IDEMPOTENCY_KEY_REUSED,
            C.PRECONDITION_REQUIRED,
        ),
    ),
    "games_result_retrieve": OperationDoc(
        "Moves",
        "Read the result",
        "Final scores with their breakdown, the ranking and the winners.",
        "Anyone who knows the game's id.",
        "The game is finished.",
        (C.NOT_FOUND, C.GAME_NOT_FINISHED),
    ),
    "rulesets_list": OperationDoc(
        "Rulesets",
        "List the games on offer",
        "Every game on offer with its seats, modes, automa levels (each with its rating and "
        "95 % interval), action types and set-up options as a JSON Schema, worded in the "
        "language of Accept-Language.",
        "Anyone.",
    ),
    "rulesets_retrieve": OperationDoc(
        "Rulesets",
        "Read a game on offer",
        "One game on offer, as in the list.",
        "Anyone.",
        codes=(C.NOT_FOUND,),
    ),
    "players_retrieve": OperationDoc(
        "Players",
        "Read a player",
        "One of the app's players (named by the app's own id in a seat's `player`): games sat "
        "in by ruleset, and in each ruleset rated in the rating (mean − 3σ), its mean and "
        "uncertainty, rated games and the latest changes, newest first.",
        PLAYER_APP_KEY,
        codes=(C.APP_KEY_REQUIRED, C.INVALID_APP_KEY, C.APP_DISABLED, C.NOT_FOUND),
    ),
    "players_destroy": OperationDoc(
        "Players",
        "Erase a player",
        "Erases the player: the games stay, their seats turn anonymous (a guest's), the "
        "ratings and their history go. Naming the id again later starts a new player.",
        PLAYER_APP_KEY,
        codes=(C.APP_KEY_REQUIRED, C.INVALID_APP_KEY, C.APP_DISABLED, C.NOT_FOUND),
    ),
    "players_games_list": OperationDoc(
        "Players",
        "List a player's games",
        "Brief rows of the games the player sat in, newest first, paginated as the games list.",
        PLAYER_APP_KEY,
        codes=(C.APP_KEY_REQUIRED, C.INVALID_APP_KEY, C.APP_DISABLED, C.NOT_FOUND),
    ),
    "rulesets_leaderboard_retrieve": OperationDoc(
        "Players",
        "Read a leaderboard",
        "The app's players by rating in one ruleset, best first with their ranks: the top "
        "`limit`, or with `around` the `limit` rows either side of that player's.",
        PLAYER_APP_KEY,
        "With `around`, the player has a rating in the ruleset.",
        codes=(C.APP_KEY_REQUIRED, C.INVALID_APP_KEY, C.APP_DISABLED, C.NOT_FOUND),
    ),
    "rulesets_content_retrieve": OperationDoc(
        "Rulesets",
        "Read a content release",
        "The catalogue (cards, Wonders, tiles) a game's `links.content` names: immutable, "
        "so fetch it once and cache it for good (strong ETag, `If-None-Match` answers 304).",
        "Anyone.",
        codes=(C.UNKNOWN_RULESET, C.NOT_FOUND),
    ),
    "rulesets_tools_create": OperationDoc(
        "Rulesets",
        "Use a game's tool",
        "Answers one of the game's tools that need no game (its `tools` in "
        "`GET /api/v1/rulesets/{slug}/`: Scholars' `dice` calculator and `score` sheet), from "
        "the body that tool takes, with the game's latest content release.",
        "Anyone.",
        codes=(C.NOT_FOUND,),
    ),
    "scholars_dice_calculate": OperationDoc(
        "Scholars tools",
        "Scholars: what the dice can make",
        "Deprecated: use `POST /api/v1/rulesets/scholars/tools/dice/`, which answers the same. "
        "Every action colour and value one or two of the held dice can make, with up to two of "
        "the held workers on each die.",
        "Anyone.",
    ),
    "scholars_score_calculate": OperationDoc(
        "Scholars tools",
        "Scholars: score a table",
        "Deprecated: use `POST /api/v1/rulesets/scholars/tools/score/`, which answers the "
        "same. End-of-game scores of 1-4 players from what each reports, with the tie-breaks (most "
        "translators still employed, then most workers left).",
        "Anyone.",
    ),
}


def operation_codes(operation_id: str, throttled: bool, with_body: bool) -> list[C]:
    """Every code the operation can answer, in the order the table gives them."""
    codes = [*EVERYWHERE, *(THROTTLED if throttled else ()), *(WITH_A_BODY if with_body else ())]
    codes += [code for code in OPERATIONS[operation_id].codes if code not in codes]
    return codes
