"""Path cards: fit, rotation, connectivity to the start and the ladders, goals turned over."""

from __future__ import annotations

import pytest

from games.rules.core import IllegalAction
from games.rules.saboteur import paths

from .helpers import R, corridor, play, table


def place(state, card, x, y, rotation=0, seat=0):
    return play(state, seat, type="place_path", card=card, x=x, y=y, rotation=rotation)


def connected(state, x, y) -> bool:
    t = R.tables(state)
    reach = paths.reachable(t, state["grid"])
    return any((paths.key(x, y), g) in reach for g in range(4))


def test_all_seventy_path_cards_are_in_the_deck():
    t = R.tables(table())
    assert sum(t.path_counts.values()) == 70
    assert sum(t.action_counts.values()) == 48
    assert len(t.path_counts) == 42


def test_cross_next_to_start_fits_and_connects():
    given = table(hands={0: ["B-X"]})
    after, events = place(given, "B-X", 1, 0)
    assert after["grid"]["1,0"] == ["B-X", 0]
    assert connected(after, 1, 0)
    assert events[0].kind == "path_placed"


def test_edges_must_fit_opening_against_rock():
    given = table(hands={0: ["B-IV"]})
    with pytest.raises(IllegalAction) as err:
        place(given, "B-IV", 1, 0)
    assert err.value.code == "edges_do_not_fit"


def test_curve_fits_only_turned_half_way():
    given = table(hands={0: ["B-CNE"]})
    with pytest.raises(IllegalAction) as err:
        place(given, "B-CNE", 1, 0, 0)
    assert err.value.code == "edges_do_not_fit"
    after, _ = place(given, "B-CNE", 1, 0, 180)
    assert after["grid"]["1,0"] == ["B-CNE", 180]
    assert {"type": "place_path", "card": "B-CNE", "x": 1, "y": 0, "rotation": 180} in (
        R.legal_actions(given, 0)
    )


def test_rotation_other_than_half_turn_is_refused():
    given = table(hands={0: ["B-X"]})
    with pytest.raises(IllegalAction) as err:
        place(given, "B-X", 1, 0, 90)
    assert err.value.code == "invalid_field"


def test_dead_end_card_stops_the_tunnel():
    given = table(hands={0: ["B-IH"]}, grid={(1, 0): ("D-IH", 0)})
    reach = paths.reachable(R.tables(given), given["grid"])
    assert ("1,0", 1) in reach  # the W stub touches the start
    assert ("1,0", 0) not in reach  # the E stub ends in rock
    with pytest.raises(IllegalAction) as err:
        place(given, "B-IH", 2, 0)
    assert err.value.code == "not_connected_to_start"


def test_card_must_connect_back_to_start_unless_option_off():
    grid = {(1, 0): ("D-IH", 0)}
    off = table(hands={0: ["B-IH"]}, grid=grid, options={"must_connect_to_start": False})
    after, _ = place(off, "B-IH", 2, 0)
    assert after["grid"]["2,0"] == ["B-IH", 0]


def test_cell_not_next_to_any_path_is_refused():
    given = table(hands={0: ["B-X"]})
    with pytest.raises(IllegalAction) as err:
        place(given, "B-X", 3, 3)
    assert err.value.code == "not_adjacent_to_path"


def test_bridge_keeps_its_two_tunnels_apart():
    given = table(hands={0: ["B-IV", "B-IH"]}, grid={(1, 0): ("X-BR", 0)})
    t = R.tables(given)
    reach = paths.reachable(t, given["grid"])
    assert ("1,0", 1) in reach  # the E-W tunnel
    assert ("1,0", 0) not in reach  # the N-S tunnel under it
    with pytest.raises(IllegalAction) as err:
        place(given, "B-IV", 1, 1)
    assert err.value.code == "not_connected_to_start"
    after, _ = place(given, "B-IH", 2, 0)
    assert connected(after, 2, 0)


def test_double_curve_joins_west_to_north_only():
    given = table(hands={0: ["B-IV", "B-IH"]}, grid={(1, 0): ("X-DC-a", 0)})
    with pytest.raises(IllegalAction) as err:
        place(given, "B-IH", 2, 0)
    assert err.value.code == "not_connected_to_start"
    after, _ = place(given, "B-IV", 1, -1)
    assert connected(after, 1, -1)


def test_stub_cards_pass_no_connection_through_the_stub():
    given = table(hands={0: ["B-IV"]}, grid={(1, 0): ("X-IH+NS", 0)})
    assert connected(given, 1, 0)
    with pytest.raises(IllegalAction) as err:
        place(given, "B-IV", 1, 1)
    assert err.value.code == "not_connected_to_start"


def test_ladder_needs_only_to_join_a_path_and_connects_to_the_start():
    given = table(hands={0: ["X-LCNW", "B-IV"]}, grid={(1, 0): ("D-IH", 0)})
    after, _ = place(given, "X-LCNW", 2, 0)
    assert connected(after, 2, 0)
    after["turn"] = 0
    after["hands"][0] = ["B-IV"]
    later, _ = place(after, "B-IV", 2, -1)
    assert connected(later, 2, -1)


def test_ladder_may_not_lie_next_to_a_goal():
    given = table(hands={0: ["X-L1E", "B-IH"]}, grid=corridor(6))
    with pytest.raises(IllegalAction) as err:
        place(given, "X-L1E", 7, 0, 180)
    assert err.value.code == "ladder_next_to_goal"


def test_door_does_not_block_placement_or_connection():
    given = table(hands={0: ["B-IH"]}, grid={(1, 0): ("X-DB-IH", 0)})
    after, _ = place(given, "B-IH", 2, 0)
    assert connected(after, 2, 0)


def test_crystals_on_the_table_are_counted():
    given = table(grid={(1, 0): ("X-CX", 0), (2, 0): ("X-CTH", 0), (3, 3): ("X-C1E", 0)})
    t = R.tables(given)
    assert paths.crystals(t, given["grid"]) == 3
    reach = paths.reachable(t, given["grid"])
    assert paths.crystals(t, given["grid"], reach) == 2


def test_stone_goal_is_revealed_and_turned_to_fit():
    given = table(
        hands={0: ["B-IH"]},
        grid=corridor(6),
        goals=["GOAL-GOLD", "GOAL-STONE-NE", "GOAL-STONE-NW"],
    )
    after, events = place(given, "B-IH", 7, 0)
    middle = after["goals"][1]
    assert middle["revealed"] is True
    assert middle["rotation"] == 180  # its N-E curve turned to S-W meets the tunnel
    assert after["grid"]["8,0"] == ["GOAL-STONE-NE", 180]
    assert [e.data for e in events if e.kind == "goal_revealed"] == [
        {"goal": 1, "card": "GOAL-STONE-NE", "rotation": 180}
    ]
    assert after["phase"] == "play"
    assert after["round"] == 1


def test_two_goals_reached_at_once_are_both_revealed_and_a_misfit_is_laid_anyway():
    grid = {**corridor(6), (7, 0): ("B-CNE", 180), (7, 1): ("B-CNE", 0)}
    given = table(
        hands={0: ["B-X"]}, grid=grid, goals=["GOAL-GOLD", "GOAL-STONE-NE", "GOAL-STONE-NW"]
    )
    after, _ = place(given, "B-X", 8, 1)
    assert [g["revealed"] for g in after["goals"]] == [False, True, True]
    # No turn of the N-E stone fits both neighbours: it is turned to fit the card just played.
    assert after["grid"]["8,0"] == ["GOAL-STONE-NE", 180]
    assert after["grid"]["8,2"] == ["GOAL-STONE-NW", 0]
    assert after["round"] == 1


def test_gold_reached_ends_the_round():
    given = table(
        roles=["green_digger", "saboteur", "blue_digger", "geologist"],
        hands={0: ["B-IH"]},
        grid=corridor(6),
        goals=["GOAL-STONE-NE", "GOAL-GOLD", "GOAL-STONE-NW"],
    )
    after, events = place(given, "B-IH", 7, 0)
    assert after["round"] == 2
    result = after["round_results"][0]
    assert result["gold_found"] is True
    assert result["completer"] == 0
    assert result["winning_teams"] == ["green_digger"]
    assert result["winners"] == [0]
    assert result["shares"] == [5, 0, 0, 0]
    assert any(e.kind == "round_ended" and e.data["roles"][1] == "saboteur" for e in events)


def test_fast_placement_list_matches_the_rule_checker():
    state = table(seed=3)
    t = R.tables(state)
    state["hands"][0] = sorted(t.path_counts)
    state["grid"].update({"1,0": ["X-BR", 0], "2,0": ["B-X", 0], "0,1": ["X-DC-b", 0]})
    reach = paths.reachable(t, state["grid"])
    fast = set(paths.placements(state, t, state["hands"][0]))
    slow = {
        (card, x, y, rot)
        for card in t.path_counts
        for rot in (0, 180)
        for x in range(-3, 10)
        for y in range(-5, 6)
        if paths.fit_problem(t, state, card, rot, x, y, reach) is None
    }
    assert fast == slow
    assert len(fast) > 50
