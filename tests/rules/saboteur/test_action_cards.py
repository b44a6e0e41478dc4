"""Action cards, passing and discarding, and what trapped or broken dwarfs may not do."""

from __future__ import annotations

import pytest

from games.rules.core import IllegalAction

from .helpers import R, corridor, play, table


def act(state, seat=0, **fields):
    return play(state, seat, type="play_action", **fields)


def codes(state, seat, action):
    with pytest.raises(IllegalAction) as err:
        R.apply(state, seat, action)
    return err.value.code


def test_broken_tool_lies_in_front_of_the_target_and_blocks_path_cards():
    given = table(hands={0: ["BROKEN_PICK", "B-X"], 1: ["B-X", "MAP"]})
    after, _ = act(given, card="BROKEN_PICK", target=1)
    assert after["front"][1]["broken"] == ["pickaxe"]
    assert "BROKEN_PICK" not in after["discard"]["public"]
    assert after["turn"] == 1
    assert not [a for a in R.legal_actions(after, 1) if a["type"] == "place_path"]
    move = {"type": "place_path", "card": "B-X", "x": 1, "y": 0, "rotation": 0}
    assert codes(after, 1, move) == "tool_broken"


def test_no_two_broken_tools_of_one_kind_in_front_of_a_dwarf():
    given = table(hands={0: ["BROKEN_PICK", "BROKEN_LAMP"]})
    given["front"][1]["broken"] = ["pickaxe"]
    action = {"type": "play_action", "card": "BROKEN_PICK", "target": 1}
    assert codes(given, 0, action) == "already_in_front"
    after, _ = act(given, card="BROKEN_LAMP", target=1)
    assert after["front"][1]["broken"] == ["lantern", "pickaxe"]


def test_repair_card_removes_the_matching_broken_tool():
    given = table(hands={0: ["REPAIR_PICK"]})
    given["front"][2]["broken"] = ["cart", "pickaxe"]
    after, _ = act(given, card="REPAIR_PICK", target=2, tool="pickaxe")
    assert after["front"][2]["broken"] == ["cart"]
    assert sorted(after["discard"]["public"]) == ["BROKEN_PICK", "REPAIR_PICK"]
    action = {"type": "play_action", "card": "REPAIR_PICK", "target": 2, "tool": "cart"}
    assert codes(given, 0, action) == "nothing_to_remove"


def test_double_repair_card_fixes_one_of_its_two_tools():
    given = table(hands={0: ["REPAIR_PICK_OR_LAMP"]})
    given["front"][0]["broken"] = ["lantern", "pickaxe"]
    options = [a for a in R.legal_actions(given, 0) if a.get("card") == "REPAIR_PICK_OR_LAMP"]
    assert options == [
        {"type": "play_action", "card": "REPAIR_PICK_OR_LAMP", "target": 0, "tool": "lantern"},
        {"type": "play_action", "card": "REPAIR_PICK_OR_LAMP", "target": 0, "tool": "pickaxe"},
    ]
    after, _ = act(given, card="REPAIR_PICK_OR_LAMP", target=0, tool="lantern")
    assert after["front"][0]["broken"] == ["pickaxe"]


def test_map_shows_the_goal_to_its_player_only():
    given = table(hands={0: ["MAP"]}, goals=["GOAL-STONE-NE", "GOAL-GOLD", "GOAL-STONE-NW"])
    after, events = act(given, card="MAP", goal=1)
    assert after["knowledge"][0][-1]["card"] == "GOAL-GOLD"
    private = [e for e in events if e.kind == "map_seen"]
    assert [(e.seat, e.data) for e in private] == [(0, {"goal": 1, "card": "GOAL-GOLD"})]
    assert "GOAL-GOLD" in str(R.view(after, 0)["knowledge"])
    for seat in (1, 2, 3, None):
        seen = R.view(after, seat)
        assert "GOAL-GOLD" not in str(seen)


def test_rockfall_removes_a_path_card_but_never_start_or_goal():
    given = table(hands={0: ["ROCKFALL"]}, grid=corridor(2))
    after, _ = act(given, card="ROCKFALL", x=2, y=0)
    assert "2,0" not in after["grid"]
    assert sorted(after["discard"]["public"]) == ["B-IH", "ROCKFALL"]
    assert codes(given, 0, {"type": "play_action", "card": "ROCKFALL", "x": 0, "y": 0}) == (
        "cannot_remove_there"
    )
    assert codes(given, 0, {"type": "play_action", "card": "ROCKFALL", "x": 8, "y": 0}) == (
        "cannot_remove_there"
    )


def test_theft_is_played_in_front_of_yourself_once():
    given = table(hands={0: ["THEFT", "THEFT"]})
    after, _ = act(given, card="THEFT")
    assert after["front"][0]["theft"] is True
    assert after["theft_order"] == [0]
    after["turn"] = 0
    assert codes(after, 0, {"type": "play_action", "card": "THEFT"}) == "already_in_front"


def test_hands_off_removes_a_theft_card():
    given = table(hands={0: ["HANDS_OFF"]})
    given["front"][3]["theft"] = True
    given["theft_order"] = [3]
    after, _ = act(given, card="HANDS_OFF", target=3)
    assert after["front"][3]["theft"] is False
    assert after["theft_order"] == []
    assert sorted(after["discard"]["public"]) == ["HANDS_OFF", "THEFT"]


def test_swap_your_hand_exchanges_hands_and_only_the_other_draws():
    given = table(hands={0: ["SWAP_HAND", "MAP"], 1: ["B-X", "B-X", "ROCKFALL"]})
    top = given["draw"][-1]
    after, _ = act(given, card="SWAP_HAND", target=1)
    assert after["hands"][0] == ["B-X", "B-X", "ROCKFALL"]
    assert after["hands"][1] == sorted(["MAP", top])
    assert len(after["draw"]) == len(given["draw"]) - 1


def test_inspection_shows_a_role_to_its_player_only():
    roles = ["green_digger", "saboteur", "boss", "geologist"]
    given = table(roles=roles, hands={0: ["INSPECTION"]})
    after, events = act(given, card="INSPECTION", target=1)
    assert after["knowledge"][0][-1] == {
        "kind": "inspection",
        "seat": 1,
        "role": "saboteur",
        "step": 1,
    }
    assert [(e.seat, e.data) for e in events if e.kind == "role_seen"] == [
        (0, {"seat": 1, "role": "saboteur"})
    ]
    assert "saboteur" not in str(R.view(after, 2)["events"])
    assert codes(given, 0, {"type": "play_action", "card": "INSPECTION", "target": 0}) == (
        "invalid_target"
    )


def test_swap_your_hats_draws_a_new_role_from_the_leftover_pool():
    given = table(roles=["green_digger", "saboteur", "boss", "geologist"], hands={0: ["SWAP_HATS"]})
    pool = list(given["role_pool"])
    after, events = act(given, card="SWAP_HATS", target=1)
    assert after["role_discard"] == ["saboteur"]
    assert len(after["role_pool"]) == len(pool) - 1
    new_role = after["roles"][1]
    assert sorted([*after["role_pool"], new_role]) == sorted(pool)
    assert [(e.seat, e.data) for e in events if e.kind == "new_role"] == [(1, {"role": new_role})]
    assert after["hat_swapped_at"][1] == 1


def test_trapped_dwarf_may_not_lay_path_cards_and_only_others_can_be_trapped():
    given = table(hands={0: ["TRAPPED"], 1: ["B-X"]})
    assert codes(given, 0, {"type": "play_action", "card": "TRAPPED", "target": 0}) == (
        "invalid_target"
    )
    after, _ = act(given, card="TRAPPED", target=1)
    assert after["front"][1]["trapped"] is True
    move = {"type": "place_path", "card": "B-X", "x": 1, "y": 0, "rotation": 0}
    assert codes(after, 1, move) == "trapped"


def test_free_at_last_releases_a_trapped_dwarf():
    given = table(hands={0: ["FREE_AT_LAST"]})
    given["front"][2]["trapped"] = True
    after, _ = act(given, card="FREE_AT_LAST", target=2)
    assert after["front"][2]["trapped"] is False
    assert sorted(after["discard"]["public"]) == ["FREE_AT_LAST", "TRAPPED"]


def test_pass_discards_up_to_three_face_down_and_draws_as_many():
    given = table(hands={0: ["B-X", "MAP", "ROCKFALL", "THEFT"]})
    after, _ = play(given, 0, type="pass", cards=["B-X", "MAP", "ROCKFALL"])
    assert len(after["hands"][0]) == 4
    assert after["discard"]["hidden"] == ["B-X", "MAP", "ROCKFALL"]
    assert codes(given, 0, {"type": "pass", "cards": []}) == "wrong_discard_count"
    assert codes(given, 0, {"type": "pass", "cards": ["MAP", "MAP"]}) == "card_not_in_hand"


def test_discarding_two_cards_repairs_yourself_and_shrinks_the_hand():
    given = table(hands={0: ["B-X", "MAP", "ROCKFALL"]})
    given["front"][0]["broken"] = ["cart"]
    after, _ = play(given, 0, type="discard_and_repair", cards=["B-X", "MAP"], remove="cart")
    assert after["front"][0]["broken"] == []
    assert len(after["hands"][0]) == 2
    assert after["discard"]["public"] == ["BROKEN_CART"]


def test_discarding_two_cards_escapes_a_trap():
    given = table(hands={0: ["B-X", "MAP"]})
    given["front"][0]["trapped"] = True
    after, _ = play(given, 0, type="discard_and_repair", cards=["B-X", "MAP"], remove="trapped")
    assert after["front"][0]["trapped"] is False
    bad = {"type": "discard_and_repair", "cards": ["B-X", "MAP"], "remove": "cart"}
    assert codes(given, 0, bad) == "nothing_to_remove"


def test_empty_pile_no_draw_and_round_ends_when_every_hand_is_empty():
    given = table(
        roles=["green_digger", "saboteur", "blue_digger", "profiteer"],
        hands={0: ["MAP"], 1: [], 2: [], 3: []},
    )
    given["draw"] = []
    after, events = play(given, 0, type="pass", cards=["MAP"])
    assert after["round"] == 2
    result = after["round_results"][0]
    assert result["gold_found"] is False
    assert result["winners"] == [1, 3]
    assert result["shares"] == [0, 5, 0, 3]
    assert after["turn"] == 1  # left of the last to play


def test_seat_with_empty_hand_is_skipped():
    given = table(hands={0: ["MAP", "B-X"], 1: [], 2: ["THEFT"]})
    given["draw"] = []
    after, _ = play(given, 0, type="pass", cards=["MAP"])
    assert R.to_act(after) == (2,)


def test_malformed_actions_have_stable_codes():
    given = table(hands={0: ["MAP"]})
    assert codes(given, 0, {"card": "MAP"}) == "malformed_action"
    assert codes(given, 0, {"type": "dance"}) == "unknown_action_type"
    assert codes(given, 0, {"type": "pass"}) == "missing_field"
    assert codes(given, 0, {"type": "pass", "cards": "MAP"}) == "invalid_field"
    assert codes(given, 0, {"type": "play_action", "card": "MAP", "goal": True}) == (
        "invalid_field"
    )
    assert codes(given, 0, {"type": "play_action", "card": "MAP", "colour": 1}) == (
        "unexpected_field"
    )
    assert codes(given, 1, {"type": "pass", "cards": ["MAP"]}) == "not_your_turn"
    assert codes(given, 0, {"type": "steal", "target": 1}) == "wrong_phase"
    assert codes(given, 0, {"type": "play_action", "card": "B-X"}) == "not_an_action_card"
    assert codes(given, 0, {"type": "play_action", "card": "ROCKFALL", "x": 1, "y": 0}) == (
        "card_not_in_hand"
    )


def test_public_record_counts_acts_against_and_for_other_dwarfs():
    given = table(hands={0: ["BROKEN_CART", "B-X"], 1: ["REPAIR_CART", "B-X"]})
    after, _ = act(given, card="BROKEN_CART", target=1)
    assert after["hostility"] == [1, 0, 0, 0]
    later, _ = act(after, seat=1, card="REPAIR_CART", target=1, tool="cart")
    assert later["hostility"] == [1, 0, 0, 0]  # repairing yourself is neither
    assert [s["hostility"] for s in R.view(later, 2)["seats"]] == [1, 0, 0, 0]
