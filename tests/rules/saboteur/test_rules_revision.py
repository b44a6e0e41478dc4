"""Rules revisions 2 (issue 7) and 3 (issue 25): corrections that change outcomes, each beside
the old behaviour (revision 4, issue 33: test_revision_4_stone_tunnel.py).

Every game set up today plays revision 3; a stored game keeps the revision it started with (one
without ``rules_revision`` plays revision 1), so its moves replay exactly.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.rules.core import IllegalAction
from games.rules.revision import SABOTEUR_CURRENT, rules_revision
from games.rules.saboteur import scoring

from .helpers import R, corridor, play, table

GOLD_TOP = ["GOAL-GOLD", "GOAL-STONE-NW", "GOAL-STONE-NE"]
GOLD_MIDDLE = ["GOAL-STONE-NE", "GOAL-GOLD", "GOAL-STONE-NW"]
CRYSTALS_5 = {
    (1, 0): ("X-CX", 0),
    (2, 0): ("X-CTH", 0),
    (3, 0): ("X-CTH", 0),
    (4, 0): ("X-CTH", 0),
    (5, 0): ("X-CIH+S", 0),
}


def revision_1(state):
    """The same table as a game stored before revision 2 (no ``rules_revision`` key)."""
    state.pop("rules_revision", None)
    return state


def test_new_games_start_at_the_current_rules_revision():
    state = R.setup({}, 4, 1)
    assert state["rules_revision"] == SABOTEUR_CURRENT == 4
    assert rules_revision(revision_1(state)) == 1
    assert R.view(R.setup({}, 4, 1), 0)["rules_revision"] == 4
    assert R.setup({"rules_revision": 2}, 4, 1)["rules_revision"] == 2


# --- Goal reveals chain within one move ----------------------------------------------------


def chain_table():
    """The middle stone (N-W) is one card away; north of it a loose N-S straight at (8, -1),
    cut off from the start, faces the gold at the top."""
    roles = ["green_digger", "blue_digger", "saboteur", "green_digger"]
    grid = {**corridor(6), (8, -1): ("B-IV", 0)}
    return table(roles=roles, hands={0: ["B-IH"], 1: ["B-IH"]}, grid=grid, goals=GOLD_TOP)


def test_goal_reveals_chain_and_the_seat_that_started_it_completes_the_path():
    # given the chain table
    given = chain_table()
    # when seat 0 lays the straight that reaches the middle stone
    after, events = play(given, 0, type="place_path", card="B-IH", x=7, y=0, rotation=0)
    # then the stone turns over, its north tunnel joins the loose straight, the gold turns over
    # in the same move, and seat 0 is the one who completed the path
    revealed = [e.data["card"] for e in events if e.kind == "goal_revealed"]
    assert revealed == ["GOAL-STONE-NW", "GOAL-GOLD"]
    result = after["round_results"][0]
    assert result["gold_found"] is True
    assert result["completer"] == 0
    assert result["winning_teams"] == ["green_digger"]
    assert result["shares"] == [4, 0, 0, 4]
    assert after["round"] == 2


def test_revision_1_game_keeps_the_single_reach_check():
    given = revision_1(chain_table())
    after, events = play(given, 0, type="place_path", card="B-IH", x=7, y=0, rotation=0)
    assert [e.data["card"] for e in events if e.kind == "goal_revealed"] == ["GOAL-STONE-NW"]
    assert after["goals"][0]["revealed"] is False
    assert after["phase"] == "play"
    assert after["turn"] == 1


# --- Doors blocking the completer's team ---------------------------------------------------


def blocked_payout(**options):
    roles = ["green_digger", "blue_digger", "boss", "profiteer"]
    grid = {**corridor(7), (2, 0): ("X-DB-IH", 0), (8, 0): ("GOAL-GOLD", 0)}
    state = table(4, roles=roles, grid=grid, goals=GOLD_MIDDLE, options=options)
    return scoring.round_payout(state, R.tables(state), True, 0)


def test_door_of_the_other_colour_gives_the_gold_to_the_other_team_by_default():
    # given a green digger completing the only way, which passes a blue door
    result = blocked_payout()
    # then (official Saboteur 2 example, BGA) the blue team wins with the Boss and Profiteer
    assert result["winning_teams"] == ["blue_digger"]
    assert result["shares"] == [0, 3, 2, 1]


def test_seed_reading_pays_neither_team_when_a_door_blocks_the_completer():
    # given the same path under the seed's reading
    result = blocked_payout(door_blocks_completer="nobody_paid")
    # then no digger team is paid; the Boss and the Profiteer still win (n = 2)
    assert result["winning_teams"] == []
    assert result["winners"] == [2, 3]
    assert result["shares"] == [0, 0, 3, 2]


def test_seed_reading_still_pays_the_completers_team_through_its_own_door():
    roles = ["blue_digger", "green_digger", "boss", "profiteer"]
    grid = {**corridor(7), (2, 0): ("X-DB-IH", 0), (8, 0): ("GOAL-GOLD", 0)}
    state = table(4, roles=roles, grid=grid, goals=GOLD_MIDDLE,
                  options={"door_blocks_completer": "nobody_paid"})  # fmt: skip
    own = scoring.round_payout(state, R.tables(state), True, 0)
    assert own["winning_teams"] == ["blue_digger"]
    assert own["shares"] == [3, 0, 2, 1]


# --- Geologists -----------------------------------------------------------------------------


def geologist_payout(state):
    state["roles"] = ["geologist", "geologist", "saboteur"]
    state["front"][1]["trapped"] = True
    return scoring.round_payout(state, R.tables(state), False, None)


def test_free_geologist_takes_all_crystals_when_the_other_is_trapped():
    # given five crystals on the table and two Geologists, the second one trapped
    state = table(3, grid=CRYSTALS_5)
    # then the trapped one is not in the divisor: the free one takes all five
    assert geologist_payout(state)["crystal_gold"] == [5, 0, 0]


def test_revision_1_game_still_divides_by_both_geologists():
    state = revision_1(table(3, grid=CRYSTALS_5))
    assert geologist_payout(state)["crystal_gold"] == [2, 0, 0]


# --- Stealing is a choice -------------------------------------------------------------------


def theft_phase():
    roles = ["green_digger", "blue_digger", "saboteur", "green_digger"]
    given = table(roles=roles, hands={0: ["B-IH"]}, grid=corridor(6), goals=GOLD_MIDDLE)
    given["front"][2]["theft"] = True
    given["theft_order"] = [2]
    after, _ = play(given, 0, type="place_path", card="B-IH", x=7, y=0, rotation=0)
    return after


def test_thief_may_decline_to_steal():
    # given the round paid seats 0 and 3, and seat 2 holds a Theft card
    state = theft_phase()
    assert state["phase"] == "theft" and R.to_act(state) == (2,)
    # then declining is among its legal actions, and declining moves nothing
    assert R.legal_actions(state, 2) == [
        {"type": "decline_steal"},
        {"type": "steal", "target": 0},
        {"type": "steal", "target": 3},
    ]
    after, events = play(state, 2, type="decline_steal")
    assert after["gold"] == [4, 0, 0, 4]
    assert after["round_results"][0]["thefts"] == []
    assert [e.kind for e in events][:1] == ["steal_declined"]
    assert after["round"] == 2


def test_revision_1_thief_must_steal():
    state = revision_1(theft_phase())
    assert {a["type"] for a in R.legal_actions(state, 2)} == {"steal"}
    with pytest.raises(IllegalAction) as err:
        play(state, 2, type="decline_steal")
    assert err.value.code == "must_steal"


def test_declining_is_only_for_the_theft_phase():
    with pytest.raises(IllegalAction) as err:
        play(table(), 0, type="decline_steal")
    assert err.value.code == "wrong_phase"


# --- Breaking your own tool -----------------------------------------------------------------


def test_broken_tool_may_be_laid_in_front_of_yourself_by_default():
    given = table(hands={0: ["BROKEN_PICK"]})
    targets = [a.get("target") for a in R.legal_actions(given, 0) if a.get("card") == "BROKEN_PICK"]
    assert targets == [0, 1, 2, 3]


def test_seed_reading_lays_broken_tools_only_in_front_of_another_dwarf():
    given = table(hands={0: ["BROKEN_PICK"]}, options={"break_own_tool": False})
    targets = [a.get("target") for a in R.legal_actions(given, 0) if a.get("card") == "BROKEN_PICK"]
    assert targets == [1, 2, 3]
    with pytest.raises(IllegalAction) as err:
        play(given, 0, type="play_action", card="BROKEN_PICK", target=0)
    assert err.value.code == "invalid_target"


# --- What a seat knows stays in its view ----------------------------------------------------


def test_cards_discarded_face_down_stay_in_the_discarding_seats_view():
    # given seat 0 passes two cards face down
    given = table(hands={0: ["MAP", "ROCKFALL", "B-X"]})
    after, _ = play(given, 0, type="pass", cards=["MAP", "ROCKFALL"])
    # then long after the event log has moved on, its view still lists them, others' do not
    after["log"] = []
    mine = R.view(after, 0)["knowledge"]
    assert {"kind": "discarded", "cards": ["MAP", "ROCKFALL"], "step": 1} in mine
    assert R.view(after, 1)["knowledge"] == []


def test_determinization_never_deals_a_card_you_discarded_to_an_opponent():
    # given seat 0 discarded both Swap your hand cards face down (the only two in the deck)
    given = table(hands={0: ["SWAP_HAND", "SWAP_HAND", "B-X"]})
    state, _ = play(given, 0, type="pass", cards=["SWAP_HAND", "SWAP_HAND"])
    state["turn"] = 0
    view = R.view(state, 0)
    rng = random.Random(5)
    # then no sample gives one to anybody: both lie in the face-down discard pile
    for _ in range(30):
        world = R.determinize(view, 0, rng)
        held = Counter(c for hand in world["hands"] for c in hand)
        assert held["SWAP_HAND"] == 0
        assert "SWAP_HAND" not in world["draw"] + world["removed"]
        assert Counter(world["discard"]["hidden"])["SWAP_HAND"] == 2


def test_the_hand_given_away_by_a_swap_is_known_to_the_giver_until_played_or_discarded():
    # given seat 0 swaps hands with seat 1
    given = table(hands={0: ["SWAP_HAND", "MAP", "ROCKFALL"], 1: ["B-X", "B-X"]})
    given["draw"] = ["B-IH", "B-IH", "B-IH"]
    state, _ = play(given, 0, type="play_action", card="SWAP_HAND", target=1)
    # then seat 0 knows that seat 1 holds its old cards, and seat 1 knows what seat 0 holds
    assert {"kind": "hand", "seat": 1, "cards": ["MAP", "ROCKFALL"], "step": 1} in (
        R.view(state, 0)["knowledge"]
    )
    assert {"kind": "hand", "seat": 0, "cards": ["B-X", "B-X"], "step": 1} in (
        R.view(state, 1)["knowledge"]
    )
    # and every sample of seat 0 deals MAP and ROCKFALL to seat 1
    view = R.view(state, 0)
    rng = random.Random(2)
    for _ in range(10):
        world = R.determinize(view, 0, rng)
        assert Counter(world["hands"][1]) >= Counter(["MAP", "ROCKFALL"])


def test_played_and_discarded_cards_update_what_is_known_of_a_swapped_hand():
    given = table(hands={0: ["SWAP_HAND", "MAP", "B-X"], 1: ["B-IH"]}, grid=corridor(1))
    given["draw"] = ["B-IH", "B-IH", "B-IH", "B-IH"]
    state, _ = play(given, 0, type="play_action", card="SWAP_HAND", target=1)
    state, _ = play(state, 1, type="place_path", card="B-X", x=2, y=0, rotation=0)
    known = [k for k in R.view(state, 0)["knowledge"] if k["kind"] == "hand"]
    assert known == [{"kind": "hand", "seat": 1, "cards": ["MAP"], "step": 1}]
    state["turn"] = 1
    state, _ = play(state, 1, type="pass", cards=["B-IH"])
    assert [k for k in R.view(state, 0)["knowledge"] if k["kind"] == "hand"] == []


def test_new_options_state_the_rule_both_readings_and_the_default():
    props = R.options_schema["properties"]
    for key, default in (("door_blocks_completer", "other_team"), ("break_own_tool", True)):
        description = props[key]["description"]
        assert props[key]["default"] == default
        assert "(the default)" in description
        assert "Open point" not in description
        assert "official" in description and "Portuguese rules summary" in description, key


# --- Revision 3: a stone goal reached through an earlier card continues that card's tunnel --


GOLD_ON_TOP = ["GOAL-GOLD", "GOAL-STONE-NE", "GOAL-STONE-NW"]


def detour_table(*, loose_straight_below: bool = True, revision: int = SABOTEUR_CURRENT):
    """Issue 25's smallest position (3 seats): a corridor to (5, 0), a N-W curve at (6, 0) and
    its S-E turn at (6, -1), and a N-E curve at (7, 0), laid earlier and cut off, whose east
    tunnel faces the N-E stone at (8, 0); below the stone, a loose E-W straight at (8, 1)."""
    grid = {
        **corridor(5),
        (6, 0): ("B-CNW", 0),
        (6, -1): ("B-CNW", 180),
        (7, 0): ("B-CNE", 0),
    }
    if loose_straight_below:
        grid[(8, 1)] = ("B-IH", 0)
    return table(
        3,
        hands={0: ["B-CNE"]},
        grid=grid,
        goals=GOLD_ON_TOP,
        options={"rules_revision": revision},
    )


def close_the_detour(given):
    """Seat 0 lays a S-W curve at (7, -1), joining the start to the curve at (7, 0)."""
    return play(given, 0, type="place_path", card="B-CNE", x=7, y=-1, rotation=180)


def test_stone_reached_through_an_earlier_card_is_laid_along_its_tunnel():
    # given the detour table: no turn of the N-E stone fits both the curve at (7, 0) and the
    # straight at (8, 1), and the card about to be laid does not touch the stone
    given = detour_table()
    # when seat 0 closes the detour, so the curve at (7, 0) now reaches the stone
    after, events = close_the_detour(given)
    # then (reference 6.4, the stone continues the tunnel that reached it) the stone turns over
    # at 180 degrees, its S-W curve open to the curve at (7, 0), though not to the straight
    assert [e.data for e in events if e.kind == "goal_revealed"] == [
        {"goal": 1, "card": "GOAL-STONE-NE", "rotation": 180}
    ]
    assert after["grid"]["8,0"] == ["GOAL-STONE-NE", 180]
    assert [g["revealed"] for g in after["goals"]] == [False, True, False]
    assert after["phase"] == "play" and after["round"] == 1 and after["turn"] == 1


def test_stone_reached_through_an_earlier_card_without_a_misfit_is_laid_along_it_too():
    # given the same table without the straight at (8, 1): 180 degrees fits every neighbour
    given = detour_table(loose_straight_below=False)
    # when seat 0 closes the detour
    after, _ = close_the_detour(given)
    # then the stone lies at 180 degrees, as it did before revision 3 as well
    assert after["grid"]["8,0"] == ["GOAL-STONE-NE", 180]
    old, _ = close_the_detour(detour_table(loose_straight_below=False, revision=2))
    assert old["grid"]["8,0"] == ["GOAL-STONE-NE", 180]


def test_revision_2_game_still_lays_the_stone_at_0_degrees():
    # given a game set up under revision 2 (stored before revision 3) on the detour table
    for given in (detour_table(revision=2), revision_1(detour_table())):
        # when seat 0 closes the detour
        after, events = close_the_detour(given)
        # then the stone lies as it did then: N-E, cut off from the path that reached it
        assert after["grid"]["8,0"] == ["GOAL-STONE-NE", 0]
        assert [e.data["rotation"] for e in events if e.kind == "goal_revealed"] == [0]
