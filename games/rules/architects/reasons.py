"""Why the 7 Wonders Architects engine refuses an action (listed in the API schema)."""

from enum import StrEnum


class ArchitectsReason(StrEnum):
    UNKNOWN_SEAT = "unknown_seat"
    NOT_YOUR_TURN = "not_your_turn"
    GAME_OVER = "game_over"
    UNEXPECTED_ACTION = "unexpected_action"
    ILLEGAL_CHOICE = "illegal_choice"
