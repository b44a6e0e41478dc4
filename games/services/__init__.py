from games.services.content import (
    content_defaults_install,
    content_release_latest,
    content_release_publish,
)
from games.services.play import (
    GameCreated,
    MoveAccepted,
    SeatSpec,
    automa_play,
    game_create,
    game_finish,
    move_submit,
    seat_hand_to_automa,
    turn_timeout,
)

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
