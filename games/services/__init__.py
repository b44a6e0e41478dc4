from games.services.automa_turn import automa_play
from games.services.content import content_defaults_install, content_release_latest
from games.services.content_releases import content_release_publish
from games.services.game_create import GameCreated, SeatSpec, game_create
from games.services.game_finish import game_finish
from games.services.move_submit import MoveAccepted, move_submit
from games.services.seat_takeover import seat_hand_to_automa, turn_timeout

__all__ = [
    "GameCreated",
    "MoveAccepted",
    "SeatSpec",
    "automa_play",
    "content_defaults_install",
    "content_release_latest",
    "content_release_publish",
    "game_create",
    "game_finish",
    "move_submit",
    "seat_hand_to_automa",
    "turn_timeout",
]
