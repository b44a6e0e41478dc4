"""7 Wonders Architects through the Python SDK: seat 0 is this program, seat 1 a basic automa.

Usage: AUTOMA_APP_KEY=ak_... python architects.py [base URL] [seed]
"""

from __future__ import annotations

from automa_client.api.moves import games_actions_list, games_result_retrieve
from automa_client.models import (
    ArchitectsLegalActions,
    ArchitectsResignAction,
    ArchitectsView,
    GameCreateInputRequest,
    GameStatusEnum,
    LevelEnum,
    MoveRequest,
    Result,
    RulesetEnum,
    SeatInputRequest,
    SeatKindEnum,
)
from common import create, expect, post, report, seed, wait_for_turn


def main() -> None:
    body = GameCreateInputRequest(
        ruleset=RulesetEnum.ARCHITECTS,
        seats=[
            SeatInputRequest(name="Ana", kind=SeatKindEnum.HUMAN),
            SeatInputRequest(name="Bot", kind=SeatKindEnum.AUTOMA, level=LevelEnum.BASIC),
        ],
        seed=seed(),
    )
    created, seat = create(body)
    moves = 0
    while True:
        game = wait_for_turn(seat, created.id)  # the automa plays meanwhile
        view = game.view
        assert isinstance(view, ArchitectsView)  # the view is the game's own, typed
        if game.status == GameStatusEnum.FINISHED:
            break
        me = view.players[0]
        print(f"turn {moves}: {me.wonder}, stages {me.stages_built}, shields {me.shields}")
        listed = expect(games_actions_list.sync(created.id, client=seat), ArchitectsLegalActions)
        playable = [a for a in listed.actions if not isinstance(a.action, ArchitectsResignAction)]
        choice = playable[len(playable) // 2]
        # A listed action is posted as it is.
        accepted = post(seat, created.id, MoveRequest(action=choice.action), listed.version)
        print(f"  {choice.label} -> version {accepted.version}")
        moves += 1
    result = expect(games_result_retrieve.sync(created.id, client=seat), Result)
    totals = [score.total for score in result.scores]
    report({"id": created.id, "moves": moves, "ranking": result.ranking, "totals": totals})


if __name__ == "__main__":
    main()
