"""Each Wonder's effect, triggered when a stage with the effect icon is built."""

from games.rules.architects import RULESET

from .helpers import act, act_events, kind, kinds_of, legal, new_game, on_top, ready

FOUR = ("giza", "alexandria", "ephesus", "olympia")


def test_alexandria_takes_the_top_card_of_any_deck_on_the_table():
    # given Alexandria (seat 1 of 4) about to build A2
    state = new_game(4, wonders=FOUR)
    ready(state, 1, ["A1"], "wood", "wood")
    on_top(state, "olympia", "blue3")  # Olympia's deck is not next to Alexandria
    # when it builds A2
    state = act(state, 1, type="build_stage", stage="A2", cards=["wood", "wood"])
    # then it may take the top card of any deck, even one far away
    assert legal(state) == [
        {"type": "take_card", "deck": d}
        for d in ("alexandria", "central", "ephesus", "giza", "olympia")
    ]
    state = act(state, 1, type="take_card", deck="olympia")
    assert kinds_of(state, 1) == ["blue3"]
    assert state["turn"]["seat"] == 2


def test_ephesus_takes_the_top_card_of_the_central_deck():
    state = new_game(3)
    ready(state, 2, ["E1"], "wood", "wood")
    on_top(state, "central", "blue3")
    state = act(state, 2, type="build_stage", stage="E2", cards=["wood", "wood"])
    assert kinds_of(state, 2) == ["blue3"]
    assert len(state["decks"]["central"]) == 59


def test_olympia_takes_the_top_cards_of_its_left_and_right_decks():
    # given Olympia (seat 3 of 4): its left deck is its own, its right deck is Ephesus'
    state = new_game(4, wonders=FOUR)
    ready(state, 3, ["O1"], "wood", "wood")
    on_top(state, "olympia", "blue3")
    on_top(state, "ephesus", "blue2cat")
    state = act(state, 3, type="build_stage", stage="O2", cards=["wood", "wood"])
    assert kinds_of(state, 3) == ["blue2cat", "blue3"]
    assert state["cat"] == 3


def test_halicarnassus_looks_at_five_cards_keeps_one_and_reshuffles_the_rest():
    # given Halicarnassus (seat 0 of 2) about to build H2
    state = new_game(2, wonders=("halicarnassus", "giza"))
    ready(state, 0, ["H1"], "wood", "wood")
    on_top(state, "giza", "blue3", "stone", "stone", "glass", "red0", "papyrus")
    below = sorted(state["decks"]["giza"][:-5])
    # when it builds H2 it chooses a deck to its left or right
    state = act(state, 0, type="build_stage", stage="H2", cards=["wood", "wood"])
    assert legal(state) == [
        {"type": "choose_deck", "deck": "giza"},
        {"type": "choose_deck", "deck": "halicarnassus"},
    ]
    state, events = act_events(state, 0, type="choose_deck", deck="giza")
    # then it alone sees the 5 top cards
    looked = [e for e in events if e.kind == "halicarnassus_cards"]
    assert [(e.seat, sorted(e.data["kinds"])) for e in looked] == [
        (0, ["glass", "papyrus", "red0", "stone", "stone"])
    ]
    assert RULESET.view(state, 1)["looking"] == {
        "seat": 0,
        "deck": "giza",
        "count": 5,
        "cards": None,
    }
    assert len(RULESET.view(state, 0)["looking"]["cards"]) == 5
    assert legal(state) == [
        {"type": "pick_card", "kind": k} for k in ("glass", "papyrus", "red0", "stone")
    ]
    state = act(state, 0, type="pick_card", kind="glass")
    # and the 4 others go back into that deck
    assert kinds_of(state, 0) == ["glass"]
    assert len(state["decks"]["giza"]) == 24
    assert sorted(state["decks"]["giza"]) == sorted(
        below + [c for c in state["decks"]["giza"] if c not in below]
    )
    assert state["looking"] is None


def test_halicarnassus_with_fewer_than_five_cards_looks_at_what_is_left():
    state = new_game(2, wonders=("halicarnassus", "giza"))
    ready(state, 0, ["H1"], "wood", "wood")
    state["box"] = state["box"] + state["decks"]["giza"][:-2]
    state["decks"]["giza"] = state["decks"]["giza"][-2:]
    state = act(state, 0, type="build_stage", stage="H2", cards=["wood", "wood"])
    state = act(state, 0, type="choose_deck", deck="giza")
    assert len(state["looking"]["cards"]) == 2


def test_babylon_takes_a_progress_token_without_science():
    state = new_game(2, wonders=("babylon", "giza"))
    state["progress"]["face_up"] = ["tactics", "decor", "culture"]
    ready(state, 0, ["B1"], "wood", "wood")
    state = act(state, 0, type="build_stage", stage="B2", cards=["wood", "wood"])
    assert {a["token"] for a in legal(state)} == {"tactics", "decor", "culture", "face_down"}
    assert {tuple(a["cards"]) for a in legal(state)} == {()}
    state = act(state, 0, type="choose_progress_token", token="culture", cards=[])
    assert state["players"][0]["tokens"] == ["culture"]


def test_rhodes_adds_a_shield_on_its_identical_stages():
    state = new_game(2, wonders=("rhodes", "giza"))
    ready(state, 0, [], "wood", "wood")
    state = act(state, 0, type="build_stage", stage="R2", cards=["wood", "wood"])
    assert RULESET.view(state, None)["players"][0]["shields"] == 1


def test_giza_has_no_effect_and_30_points():
    state = new_game(2)
    ready(state, 0, ["G1"], "wood", "wood")
    state = act(state, 0, type="build_stage", stage="G2", cards=["wood", "wood"])
    assert state["pending"] == [] and kinds_of(state, 0) == []
    state["players"][0]["stages"] = ["G1", "G2", "G3", "G4", "G5"]
    assert RULESET.score(state).scores[0].breakdown["wonder"] == 30


def test_a_card_from_a_wonder_effect_triggers_the_cat_and_tokens():
    state = new_game(3)
    state["players"][2]["tokens"] = ["science"]
    ready(state, 2, ["E1"], "wood", "wood")
    on_top(state, "central", "gear")
    state = act(state, 2, type="build_stage", stage="E2", cards=["wood", "wood"])
    assert state["turn"]["armed"] == ["science"]
    assert kind(state, state["players"][2]["cards"][-1]) == "gear"
