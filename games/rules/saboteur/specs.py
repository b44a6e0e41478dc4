"""The action types of Saboteur Gold and the shapes another seat sees of them (the move table,
``moves.MOVES``, names each kind's)."""

from __future__ import annotations

from games.rules.core import ActionField, ActionSpec
from games.rules.saboteur.content import TOOLS

SEAT = "a seat index (0-based)"
ACTION_SPECS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "place_path",
        (
            ActionField("card", "str", "path card id, e.g. 'B-X'"),
            ActionField("x", "int", "column; the start is at 0, the goals at 8"),
            ActionField("y", "int", "row; grows southwards, goals at -2, 0, 2"),
            ActionField("rotation", "int", "0 or 180 degrees", choices=("0", "180")),
        ),
        "Lay a path card from your hand into the maze, then draw a card.",
    ),
    ActionSpec(
        "play_action",
        (
            ActionField("card", "str", "action card id, e.g. 'MAP', 'BROKEN_PICK'"),
            ActionField("target", "int", SEAT + " the card is played on", required=False),
            ActionField("tool", "str", "the tool a repair card fixes", False, TOOLS),
            ActionField("goal", "int", "goal index 0-2 a Map looks at", required=False),
            ActionField("x", "int", "column of the card a Rockfall removes", required=False),
            ActionField("y", "int", "row of the card a Rockfall removes", required=False),
        ),
        "Play an action card on a seat, a goal or a maze card, then draw (Swap your hand: the "
        "other seat draws instead).",
    ),
    ActionSpec(
        "pass",
        (ActionField("cards", "str_list", "one to three cards to discard face down"),),
        "Discard one to three cards face down and draw as many.",
    ),
    ActionSpec(
        "discard_and_repair",
        (
            ActionField(
                "cards", "str_list", "exactly two cards to discard face down", unordered=True
            ),
            ActionField("remove", "str", "what to take away", True, (*TOOLS, "trapped")),
        ),
        "Discard two cards to repair one of your own tools or escape a trap; draw only one.",
    ),
    ActionSpec(
        "steal",
        (ActionField("target", "int", SEAT + " with gold to rob"),),
        "At the end of a round, a thief takes one gold piece from another seat.",
    ),
    ActionSpec(
        "decline_steal",
        (),
        "At the end of a round, a thief chooses not to steal (Theft says you may steal).",
    ),
)

# Another seat's discards are face down: the move log shows how many (``moves.face_down``).
_FACE_DOWN = ActionField("count", "int", "how many cards were discarded face down")
REDACTED_ACTION_SPECS: tuple[ActionSpec, ...] = (
    ActionSpec("pass", (_FACE_DOWN,), "Another seat discarded cards face down and drew."),
    ActionSpec(
        "discard_and_repair",
        (
            _FACE_DOWN,
            ActionField("remove", "str", "what was taken away", True, (*TOOLS, "trapped")),
        ),
        "Another seat discarded two cards face down to repair a tool or escape a trap.",
    ),
)


SPEC_BY_TYPE = {spec.type: spec for spec in ACTION_SPECS}
