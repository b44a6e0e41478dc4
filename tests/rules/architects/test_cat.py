"""The Cat: taken with a blue cat card; its holder peeks at the central deck."""

from games.rules.architects import RULESET

from .helpers import act, act_events, new_game, on_top


def test_taking_a_blue_cat_card_takes_the_cat_from_anyone():
    state = new_game(3)
    state["cat"] = 2
    on_top(state, "giza", "blue2cat")
    state, events = act_events(state, 0, type="take_card", deck="giza")
    assert state["cat"] == 0
    assert [e.data for e in events if e.kind == "cat_taken"] == [{"seat": 0}]


def test_cat_holder_peeks_at_central_deck_at_the_start_of_their_turn():
    # given seat 1 holds the Cat
    state = new_game(3)
    state["cat"] = 1
    on_top(state, "central", "glass")
    peeked = state["decks"]["central"][-1]
    # when seat 0 ends its turn by taking a card from its own deck
    on_top(state, "giza", "blue3")
    state, events = act_events(state, 0, type="take_card", deck="giza")
    # then seat 1 privately sees the central top card, nobody else does
    private = [e for e in events if e.kind == "cat_peek"]
    assert [(e.seat, e.data) for e in private] == [(1, {"card": {"id": peeked, "kind": "glass"}})]
    assert RULESET.view(state, 1)["peek"] == {"id": peeked, "kind": "glass"}
    assert RULESET.view(state, 0)["peek"] is None
    assert RULESET.view(state, None)["peek"] is None
    assert all(e["kind"] != "cat_peek" for e in RULESET.view(state, 2)["events"])
    label = RULESET.label({"type": "take_card", "deck": "central"}, RULESET.view(state, 1))
    assert label["en"] == "Take the top card of the central deck: Glass"
    assert label["pt-BR"] == "Pegar a carta do topo do baralho central: Vidro"


def test_the_peek_ends_with_the_turn_in_a_revision_1_game():
    # (from revision 2 it is remembered: see test_rules_revision.py)
    state = new_game(3)
    del state["rules_revision"]
    state["cat"] = 1
    on_top(state, "giza", "blue3")
    state = act(state, 0, type="take_card", deck="giza")
    on_top(state, "alexandria", "blue3")
    state = act(state, 1, type="take_card", deck="alexandria")
    assert RULESET.view(state, 1)["peek"] is None


def test_no_peek_for_a_cat_won_during_the_turn():
    state = new_game(3)
    on_top(state, "giza", "blue2cat")
    state = act(state, 0, type="take_card", deck="giza")
    assert state["cat"] == 0
    assert state["peek"] is None
