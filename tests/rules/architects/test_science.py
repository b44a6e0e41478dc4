"""Science: 2 identical or 3 different symbols force a Progress token."""

from .helpers import act, acting_phase, give, kinds_of, legal, new_game, on_top, types


def _science_state(*kinds):
    state = new_game(3)
    state["progress"]["face_up"] = ["tactics", "decor", "culture"]
    state["progress"]["stack"] = ["education", "economy"]
    give(state, 0, *kinds)
    return state


def test_two_identical_symbols_force_a_progress_token():
    # given a Compass in front of seat 0 and another on top of its deck
    state = _science_state("compass")
    on_top(state, "giza", "compass")
    # when it takes the second Compass
    state = act(state, 0, type="take_card", deck="giza")
    # then it must choose one of the 4 available tokens, discarding both Compasses
    assert legal(state) == [
        {"type": "choose_progress_token", "token": t, "cards": ["compass", "compass"]}
        for t in ("culture", "decor", "face_down", "tactics")
    ]
    state = act(state, 0, type="choose_progress_token", token="decor", cards=["compass", "compass"])
    assert state["players"][0]["tokens"] == ["decor"]
    assert kinds_of(state, 0) == []
    # the taken face-up token is replaced at once by the top of the stack
    assert state["progress"]["face_up"] == ["tactics", "economy", "culture"]
    assert state["progress"]["stack"] == ["education"]


def test_three_different_symbols_force_a_progress_token():
    state = _science_state("compass", "gear", "tablet")
    acting_phase(state)
    assert {tuple(a["cards"]) for a in legal(state)} == {("compass", "gear", "tablet")}
    assert "end_turn" not in types(state)


def test_the_face_down_token_is_the_top_of_the_stack():
    state = _science_state("gear", "gear")
    acting_phase(state)
    state = act(state, 0, type="choose_progress_token", token="face_down", cards=["gear", "gear"])
    assert state["players"][0]["tokens"] == ["economy"]
    assert state["progress"]["face_up"] == ["tactics", "decor", "culture"]


def test_the_player_chooses_which_set_to_discard_and_leftovers_stay():
    # given Compass, Compass, Gear, Tablet: a pair or three different
    state = _science_state("compass", "compass", "gear", "tablet")
    acting_phase(state)
    sets = {tuple(a["cards"]) for a in legal(state)}
    assert sets == {("compass", "compass"), ("compass", "gear", "tablet")}
    state = act(
        state, 0, type="choose_progress_token", token="tactics", cards=["compass", "gear", "tablet"]
    )
    assert kinds_of(state, 0) == ["compass"]
    assert state["turn"]["seat"] == 1


def test_a_second_set_in_the_same_turn_gives_a_second_token():
    state = _science_state("compass", "compass", "gear", "gear")
    acting_phase(state)
    state = act(
        state, 0, type="choose_progress_token", token="tactics", cards=["compass", "compass"]
    )
    assert state["turn"]["seat"] == 0
    state = act(state, 0, type="choose_progress_token", token="decor", cards=["gear", "gear"])
    assert sorted(state["players"][0]["tokens"]) == ["decor", "tactics"]


def test_science_set_without_any_token_left_keeps_the_cards():
    state = _science_state("gear", "gear")
    state["progress"] = {"face_up": [], "stack": []}
    acting_phase(state)
    assert types(state) == {"end_turn"}
