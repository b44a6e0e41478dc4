"""Saboteur through the Python SDK: seat 0 is this program, seats 1 and 2 basic automa.

Usage: AUTOMA_APP_KEY=ak_... python saboteur.py [base URL] [seed]
"""

from __future__ import annotations

from automa_client.api.moves import games_actions_list, games_result_retrieve
from automa_client.models import (
    GameCreateInputRequest,
    GameStatusEnum,
    LevelEnum,
    MoveRequest,
    Result,
    RulesetEnum,
    SaboteurLegalActions,
    SaboteurPlacePathAction,
    SaboteurResignAction,
    SaboteurView,
    SeatInputRequest,
    SeatKindEnum,
)
from common import create, expect, post, report, seed, wait_for_turn


def main() -> None:
    bots = [
        SeatInputRequest(name=f"Bot {n}", kind=SeatKindEnum.AUTOMA, level=LevelEnum.BASIC)
        for n in (1, 2)
    ]
    body = GameCreateInputRequest(
        ruleset=RulesetEnum.SABOTEUR,
        seats=[SeatInputRequest(name="Ana", kind=SeatKindEnum.HUMAN), *bots],
        seed=seed(),
    )
    created, seat = create(body)
    moves, role = 0, ""
    while True:
        game = wait_for_turn(seat, created.id)  # the automa play meanwhile
        view = game.view
        assert isinstance(view, SaboteurView)
        if game.status == GameStatusEnum.FINISHED:
            break
        assert isinstance(view.role, str), "a seat sees its own role (and no other)"
        role = view.role
        print(f"round {view.round_}/{view.rounds}, {role}, hand {view.hand}")
        listed = expect(games_actions_list.sync(created.id, client=seat), SaboteurLegalActions)
        # Build the tunnel when a path card fits; else the first other action (a pass, a repair).
        paths = [a for a in listed.actions if isinstance(a.action, SaboteurPlacePathAction)]
        others = [a for a in listed.actions if not isinstance(a.action, SaboteurResignAction)]
        choice = paths[moves % len(paths)] if paths else others[0]
        post(seat, created.id, MoveRequest(action=choice.action), listed.version)
        print(f"  {choice.label}")
        moves += 1
    result = expect(games_result_retrieve.sync(created.id, client=seat), Result)
    totals = [score.total for score in result.scores]
    report({"id": created.id, "moves": moves, "role": role, "ranking": result.ranking,
            "totals": totals})  # fmt: skip


if __name__ == "__main__":
    main()
