"""Scholars of the South Tigris through the Python SDK, as a companion: the human plays on the
table and reports it (seat 0, this program); the automa Papyrus (seat 1) answers with
instructions. A few reports, one taken back with ``undo``, then the human resigns: Papyrus wins.

Usage: AUTOMA_APP_KEY=ak_... python scholars.py [base URL] [seed]
"""

from __future__ import annotations

from automa_client.actions import with_values
from automa_client.api.moves import games_actions_list, games_result_retrieve
from automa_client.models import (
    GameCreateInputRequest,
    GameStatusEnum,
    MoveRequest,
    Result,
    RulesetEnum,
    ScholarsLegalAction,
    ScholarsLegalActions,
    ScholarsResignAction,
    ScholarsUndoAction,
    ScholarsView,
    SeatInputRequest,
    SeatKindEnum,
)
from automa_client.types import Unset
from common import create, expect, last_value, post, report, seed, wait_for_turn

REPORTS = 8  # then resign: a whole game is a few hundred reports
# What the scripted human reports first: the set-up done, Papyrus's instructions, a turn's end.
PREFERRED = ("setup_done", "starting_translator", "house_add", "acknowledge", "turn_over")


def pick(actions: list[ScholarsLegalAction]) -> ScholarsLegalAction:
    for kind in PREFERRED:
        for listed in actions:
            if listed.action.to_dict()["type"] == kind:
                return listed
    return actions[0]


def filled(listed: ScholarsLegalAction) -> MoveRequest:
    """The listed action, each of its parameters (``params``) set to the last value its schema
    allows: all the cards drawn at once, say."""
    action = listed.action
    if not isinstance(listed.params, Unset):
        values = {k: last_value(p) for k, p in listed.params.additional_properties.items()}
        action = with_values(action, values)
    return MoveRequest(action=action)


def main() -> None:
    body = GameCreateInputRequest(
        ruleset=RulesetEnum.SCHOLARS,
        seats=[
            SeatInputRequest(name="Ana", kind=SeatKindEnum.HUMAN),
            SeatInputRequest(name="Papyrus", kind=SeatKindEnum.AUTOMA),
        ],
        seed=seed(),
    )
    created, seat = create(body)
    reports, undone = 0, 0
    while True:
        game = wait_for_turn(seat, created.id)  # Papyrus answers meanwhile
        view = game.view
        assert isinstance(view, ScholarsView)
        if game.status == GameStatusEnum.FINISHED:
            break
        for instruction in view.instructions:  # what MarsBot did, for the table
            print(f"Papyrus: {instruction.text.en}")
        listed = expect(games_actions_list.sync(created.id, client=seat), ScholarsLegalActions)
        undo = [a for a in listed.actions if isinstance(a.action, ScholarsUndoAction)]
        resign = [a for a in listed.actions if isinstance(a.action, ScholarsResignAction)]
        reports_ = [a for a in listed.actions if a not in undo and a not in resign]
        if undone == 0 and reports >= 3 and undo and view.can_undo:
            choice, undone = undo[0], 1  # take the last report back
        elif reports >= REPORTS and resign:
            choice = resign[0]
        else:
            choice = pick(reports_)
            reports += 1
        post(seat, created.id, filled(choice), listed.version)
        print(f"Ana: {choice.label}")
    result = expect(games_result_retrieve.sync(created.id, client=seat), Result)
    report({"id": created.id, "reports": reports, "undone": undone, "winners": result.winners,
            "resigned": result.resigned})  # fmt: skip


if __name__ == "__main__":
    main()
