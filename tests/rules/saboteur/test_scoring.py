"""The gold: who wins a round through the doors, the payout table, special roles, thefts."""

from __future__ import annotations

import random

from games.rules.saboteur import scoring

from .helpers import R, corridor, play, table

GOLD_MIDDLE = ["GOAL-STONE-NE", "GOAL-GOLD", "GOAL-STONE-NW"]


def finished_path(door_cards: dict[int, str]) -> dict:
    grid = {**corridor(7)}
    for x, card in door_cards.items():
        grid[(x, 0)] = (card, 0)
    grid[(8, 0)] = ("GOAL-GOLD", 0)
    return grid


def payout(roles, *, grid=None, completer=0, gold_found=True, trapped=(), options=None):
    state = table(len(roles), roles=roles, grid=grid or {}, goals=GOLD_MIDDLE, options=options)
    for s in trapped:
        state["front"][s]["trapped"] = True
    return scoring.round_payout(state, R.tables(state), gold_found, completer)


def test_worked_example_boss_through_blue_door_then_theft():
    roles = [
        "blue_digger",
        "green_digger",
        "green_digger",
        "boss",
        "profiteer",
        "saboteur",
        "saboteur",
    ]
    grid = {**corridor(6), (3, 0): ("X-DB-IH", 0)}
    given = table(7, roles=roles, hands={3: ["B-IH"]}, grid=grid, goals=GOLD_MIDDLE, turn=3)
    for s in (5, 6):
        given["front"][s]["theft"] = True
    given["front"][6]["trapped"] = True
    given["theft_order"] = [6, 5]
    after, _ = play(given, 3, type="place_path", card="B-IH", x=7, y=0, rotation=0)
    result = after["round_results"][0]
    assert result["winning_teams"] == ["blue_digger"]
    assert result["winners"] == [0, 3, 4]
    assert result["shares"] == [3, 0, 0, 2, 1, 0, 0]
    assert after["phase"] == "theft"
    assert R.to_act(after) == (5,)
    assert R.legal_actions(after, 5) == [
        {"type": "decline_steal"},
        {"type": "steal", "target": 0},
        {"type": "steal", "target": 3},
        {"type": "steal", "target": 4},
    ]
    later, _ = play(after, 5, type="steal", target=0)
    assert later["gold"] == [2, 0, 0, 2, 1, 1, 0]
    assert later["round"] == 2
    assert later["round_results"][0]["thefts"] == [[5, 0]]
    assert later["gold_log"][5] == {"shares": 0, "crystals": 0, "thefts": 1}


def test_digger_through_no_other_door_wins_for_own_team_alone():
    roles = ["green_digger", "blue_digger", "saboteur", "green_digger"]
    result = payout(roles, grid=finished_path({2: "X-DG-IH"}), completer=0)
    assert result["winning_teams"] == ["green_digger"]
    assert result["shares"] == [4, 0, 0, 4]


def test_digger_through_a_door_of_the_other_colour_hands_the_win_to_that_team():
    roles = ["green_digger", "blue_digger", "saboteur", "green_digger"]
    result = payout(roles, grid=finished_path({2: "X-DB-IH"}), completer=0)
    assert result["winning_teams"] == ["blue_digger"]
    assert result["shares"] == [0, 5, 0, 0]


def test_saboteur_completing_an_open_path_lets_both_teams_win_and_gets_nothing():
    roles = ["saboteur", "blue_digger", "green_digger", "boss", "profiteer"]
    result = payout(roles, grid=finished_path({}), completer=0)
    assert result["winning_teams"] == ["green_digger", "blue_digger"]
    assert result["winners"] == [1, 2, 3, 4]
    assert result["shares"] == [0, 2, 2, 1, 0]


def test_both_door_colours_on_every_way_leave_only_boss_and_profiteer():
    roles = ["green_digger", "blue_digger", "boss", "profiteer"]
    result = payout(roles, grid=finished_path({2: "X-DB-IH", 4: "X-DG-IH"}), completer=0)
    assert result["winning_teams"] == []
    assert result["winners"] == [2, 3]
    assert result["shares"] == [0, 0, 3, 2]


def test_ladder_way_around_a_door_counts():
    roles = ["green_digger", "blue_digger", "saboteur"]
    grid = finished_path({2: "X-DB-IH"})
    # A ladder at (5, 1) joins the corridor from below through a cross at (5, 0).
    grid[(5, 0)] = ("B-X", 0)
    grid[(5, 1)] = ("X-L1S", 180)
    result = payout(roles, grid=grid, completer=0)
    assert result["winning_teams"] == ["green_digger"]


def test_trapped_winner_is_not_counted_and_gets_nothing():
    roles = ["green_digger", "green_digger", "green_digger", "saboteur"]
    result = payout(roles, grid=finished_path({}), completer=0, trapped=(1,))
    assert result["winners"] == [0, 2]
    assert result["shares"] == [4, 0, 4, 0]


def test_payout_table_by_number_of_winners():
    for n, share in ((1, 5), (2, 4), (3, 3), (4, 2), (5, 1), (6, 1)):
        roles = ["green_digger"] * n + ["saboteur", "saboteur"]
        assert payout(roles, grid=finished_path({}))["shares"][0] == share


def test_boss_gets_one_less_and_profiteer_two_less_never_below_zero():
    roles = ["green_digger", "green_digger", "green_digger", "green_digger", "boss", "profiteer"]
    result = payout(roles, grid=finished_path({}))
    assert result["shares"] == [1, 1, 1, 1, 0, 0]


def test_saboteurs_win_five_four_three_by_their_number():
    one = payout(["saboteur", "green_digger", "blue_digger"], gold_found=False, completer=None)
    two = payout(["saboteur", "saboteur", "blue_digger"], gold_found=False, completer=None)
    three = payout(["saboteur"] * 3 + ["profiteer"], gold_found=False, completer=None)
    assert one["shares"] == [5, 0, 0]
    assert two["shares"] == [4, 4, 0]
    assert three["shares"] == [3, 3, 3, 1]


def test_trapped_saboteur_gets_nothing_and_no_saboteur_pays_the_profiteer_three():
    trapped = payout(
        ["saboteur", "saboteur", "profiteer"], gold_found=False, completer=None, trapped=(1,)
    )
    assert trapped["shares"] == [5, 0, 3]
    alone = payout(["green_digger", "blue_digger", "profiteer"], gold_found=False, completer=None)
    assert alone["shares"] == [0, 0, 3]
    nobody = payout(["green_digger", "blue_digger", "boss"], gold_found=False, completer=None)
    assert nobody["shares"] == [0, 0, 0]


def test_reference_option_counts_the_profiteer_among_winning_saboteurs():
    result = payout(
        ["saboteur", "profiteer", "green_digger"],
        gold_found=False,
        completer=None,
        options={"saboteur_share_counts_profiteer": True},
    )
    assert result["shares"] == [4, 2, 0]


def test_geologists_split_the_crystals_rounding_down_trapped_one_unpaid_and_not_counted():
    grid = {(1, 0): ("X-CX", 0), (2, 0): ("X-CTH", 0), (3, 0): ("X-CTH", 0)}
    grid.update({(4, 0): ("X-CTH", 0), (5, 0): ("X-CIH+S", 0)})
    roles = ["geologist", "geologist", "saboteur"]
    both = payout(roles, grid=grid, gold_found=False, completer=None)
    assert both["crystals"] == 5
    assert both["crystal_gold"] == [2, 2, 0]
    trapped = payout(roles, grid=grid, gold_found=False, completer=None, trapped=(1,))
    assert trapped["crystal_gold"] == [5, 0, 0]
    paid = payout(
        roles,
        grid=grid,
        gold_found=False,
        completer=None,
        trapped=(1,),
        options={"trapped_geologist_paid": True},
    )
    assert paid["crystal_gold"] == [2, 2, 0]
    alone = payout(["geologist", "saboteur", "boss"], grid=grid, gold_found=False, completer=None)
    assert alone["crystal_gold"] == [5, 0, 0]


def test_thieves_steal_last_player_first_then_clockwise_untrapped_only():
    state = table(5)
    for s in (0, 2, 4):
        state["front"][s]["theft"] = True
    state["front"][4]["trapped"] = True
    state["theft_order"] = [0, 4, 2]
    assert scoring.thief_order(state) == [2, 0]


def test_three_rounds_then_most_gold_wins_ties_share():
    state = R.setup({}, 4, 11)
    rng = random.Random(11)
    while not R.is_over(state):
        seat = R.to_act(state)[0]
        state, _ = R.apply(state, seat, rng.choice(R.legal_actions(state, seat)))
    assert [r["round"] for r in state["round_results"]] == [1, 2, 3]
    result = R.score(state)
    assert [s.total for s in result.scores] == state["gold"]
    best = max(state["gold"])
    assert list(result.winners) == [s for s in result.ranking if state["gold"][s] == best]
    state["gold_log"] = [
        {"shares": 5, "crystals": 0, "thefts": 0},
        {"shares": 3, "crystals": 2, "thefts": 0},
        {"shares": 4, "crystals": 0, "thefts": -1},
        {"shares": 0, "crystals": 0, "thefts": 1},
    ]
    tied = R.score(state)
    assert tied.winners == (0, 1)
    assert tied.ranking == (0, 1, 2, 3)
    assert tied.scores[2].breakdown == {"shares": 4, "crystals": 0, "thefts": -1}
    assert R.to_act(state) == ()
    assert R.legal_actions(state, 0) == []
