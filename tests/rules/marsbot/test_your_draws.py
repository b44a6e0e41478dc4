"""Your draws come from the same deck as MarsBot's (revision 2, issue 25; seed "Fase de
pesquisa": "Compre 4 cartas para você. Monte o baralho de ação do MarsBot comprando 3 cartas de
projeto do baralho de projeto"), with the base game's reshuffle of an empty deck."""

from __future__ import annotations

import pytest

from games.rules.core import IllegalAction, copy_state
from games.rules.marsbot import RULESET
from games.rules.marsbot.mars import tiebreak
from games.rules.marsbot.reasons import MarsBotReason

from .helpers import CAT, HUMAN, MARSBOT, action_phase, ctx_of

PLAY = {"type": "play_turn"}


def report(s, **action):
    return RULESET.apply(s, HUMAN, action)[0]


def projects(s):
    return [c for c in s["cards"]["action_deck"] if not c.startswith("B")]


def research_of_generation_2(seed=4):
    """Generation 2's research: you passed, MarsBot flipped its deck and passed."""
    s = report(action_phase(seed=seed), type="generation_pass")
    while s["phase"] == "action":
        s = RULESET.apply(s, MARSBOT, PLAY)[0]
    s = report(s, type="acknowledge")
    assert s["phase"] == "research" and RULESET.to_act(s) == (HUMAN,)
    return s


def test_your_10_starting_cards_leave_the_deck_before_marsbot_takes_its_3():
    # given a new game with the server's deck
    s = RULESET.setup({}, 2, 1)
    deck = list(s["cards"]["deck"])
    # then you draw first: MarsBot waits for your 10 starting cards
    assert RULESET.to_act(s) == (HUMAN,)
    assert s["research"]["to_draw"] == 10
    # when you report 10 cards drawn without naming them
    s = report(s, type="cards_drawn", count=10)
    assert s["cards"]["unnamed"] == deck[:10]
    # then MarsBot's starting action deck is the next 3 cards of the same deck
    s = RULESET.apply(s, MARSBOT, PLAY)[0]
    assert sorted(projects(s)) == sorted(deck[10:13])
    assert s["cards"]["deck"] == deck[13:]


def test_revision_1_game_deals_marsbot_the_top_3_and_never_your_cards():
    s = RULESET.setup({"rules_revision": 1}, 2, 1)
    deck = list(s["cards"]["deck"])
    assert RULESET.to_act(s) == (MARSBOT,)
    s = RULESET.apply(s, MARSBOT, PLAY)[0]
    assert sorted(projects(s)) == sorted(deck[:3]) and s["cards"]["deck"] == deck[3:]
    assert "unnamed" not in s["cards"]


def test_named_draws_take_those_cards_wherever_they_lie_in_the_deck():
    # given a new game; its 21st and 1st deck cards
    s = RULESET.setup({}, 2, 1)
    deck = list(s["cards"]["deck"])
    # when you name them, one by its name and one by its number, and draw 8 more unnamed
    s = report(s, type="drawn_card", card=CAT.cards[deck[20]].name.text("pt-BR"))
    s = report(s, type="drawn_card", card=str(int(deck[0])))
    s = report(s, type="cards_drawn", count=8)
    # then they are yours, the 8 are the top of what is left, and MarsBot takes the next 3
    assert s["cards"]["human"] == [deck[20], deck[0]]
    rest = [c for c in deck if c not in (deck[20], deck[0])]
    assert s["cards"]["unnamed"] == rest[:8]
    s = RULESET.apply(s, MARSBOT, PLAY)[0]
    assert sorted(projects(s)) == sorted(rest[8:11])


def test_you_draw_4_each_generation_before_marsbots_3():
    # given generation 2's research phase
    s = research_of_generation_2()
    deck = list(s["cards"]["deck"])
    assert s["research"]["to_draw"] == 4
    assert [a["count"] for a in RULESET.legal_actions(s, HUMAN) if a["type"] == "cards_drawn"] == [
        1,
        2,
        3,
        4,
    ]
    # when you report your 4 cards
    s = report(s, type="cards_drawn", count=4)
    # then MarsBot's new action deck holds the next 3 project cards and 1 bonus card
    s = RULESET.apply(s, MARSBOT, PLAY)[0]
    assert sorted(projects(s)) == sorted(deck[4:7]) and len(s["cards"]["action_deck"]) == 4


def test_naming_a_card_the_server_dealt_marsbot_puts_the_top_card_in_its_place():
    # given your first turn: MarsBot's face-down action deck and the server's deck
    s = action_phase()
    held = projects(s)[0]
    at = s["cards"]["action_deck"].index(held)
    top = s["cards"]["deck"][0]
    # the legal list names every card whose place you cannot see, MarsBot's among them
    named = {a["card"] for a in RULESET.legal_actions(s, HUMAN) if a["type"] == "drawn_card"}
    assert held in named and top in named
    # when a card's effect lets you draw and you draw that card
    s = report(s, type="drawn_card", card=held)
    # then it is yours and the deck's top card lies where the server had put it
    assert s["cards"]["human"] == [held]
    assert s["cards"]["action_deck"][at] == top and top not in s["cards"]["deck"]


def test_a_draw_from_an_empty_deck_reshuffles_the_discard_first():
    # given 2 cards left in the deck and 5 in the discard
    s = copy_state(action_phase())
    cards = s["cards"]
    old_deck, old_discard = cards["deck"][:2], cards["deck"][2:7]
    cards["box"] += cards["deck"][7:]
    cards["deck"], cards["discard"] = list(old_deck), list(old_discard)
    # when you draw 4 cards
    s = report(s, type="cards_drawn", count=4)
    # then the 2 come first, then the discard is shuffled into a new deck and 2 more come off it
    got = s["cards"]["unnamed"][-4:]
    assert got[:2] == old_deck and set(got[2:]) <= set(old_discard)
    assert s["cards"]["discard"] == [] and sorted(s["cards"]["deck"] + got[2:]) == sorted(
        old_discard
    )


def test_your_draws_empty_the_deck_and_marsbots_research_reshuffles_the_discard():
    # given generation 2's research with exactly your 4 cards left in the deck; 6 discarded
    s = copy_state(research_of_generation_2())
    cards = s["cards"]
    discard = cards["deck"][4:10]
    cards["box"] += cards["deck"][10:]
    cards["deck"], cards["discard"] = cards["deck"][:4], list(discard)
    # when you draw your 4
    s = report(s, type="cards_drawn", count=4)
    assert s["cards"]["deck"] == []
    # then MarsBot's research shuffles the discard into a new deck and takes 3 from it
    s, events = RULESET.apply(s, MARSBOT, PLAY)
    assert set(projects(s)) <= set(discard) and len(projects(s)) == 3
    assert "reshuffle_project_deck" in [i["kind"] for i in s["instructions"]]
    assert sorted(s["cards"]["deck"] + projects(s)) == sorted(discard)


def test_the_random_tiebreak_flips_from_the_reshuffled_discard_once_your_draws_emptied_the_deck():
    # given your draws took the deck's last card and Rover Construction (cost 8) is discarded
    s = copy_state(action_phase())
    cards = s["cards"]
    last = cards["deck"][0]
    cards["box"] += [c for c in cards["deck"][1:] if c != "038"]
    cards["deck"], cards["discard"] = [last], ["038"]
    s = report(s, type="drawn_card", card=last)
    # when a placement ties on 15, 16 and 17 (no oceans, no bonus icons)
    ctx = ctx_of(s)
    space, how = tiebreak(ctx, ["15", "16", "17"])
    # then the discard is reshuffled, its card flipped: 8 counts 15, 16, 17, ... to 16
    assert [i.kind for i in ctx.instructions] == ["reshuffle_project_deck"]
    assert how["flipped_card"] == "038" and space == "16"
    assert ctx.s["cards"]["discard"] == ["038"] and ctx.s["cards"]["deck"] == []


def test_with_deck_and_discard_both_empty_the_tiebreak_takes_the_first_tied_space():
    s = copy_state(action_phase())
    cards = s["cards"]
    cards["box"] += cards["deck"] + cards["discard"]
    cards["deck"], cards["discard"] = [], []
    space, how = tiebreak(ctx_of(s), ["15", "16", "17"])
    assert space == "15" and how["flipped_card"] is None
    # and you cannot report a draw from no cards
    assert not [a for a in RULESET.legal_actions(s, HUMAN) if a["type"] == "cards_drawn"]


def test_discards_go_to_the_project_discard_pile_by_name_or_by_count():
    # given your first turn holding 10 unnamed cards, and one card named in the deck
    s = action_phase()
    stand_ins = list(s["cards"]["unnamed"])
    named = s["cards"]["deck"][5]
    # when you discard 2 cards unnamed, then the card you name (one of your unnamed cards)
    s = report(s, type="cards_discarded", count=2)
    s = report(s, type="discarded_card", card=named)
    # then the 2 stand-ins and the named card are discarded; a stand-in took its deck place
    assert s["cards"]["discard"] == [stand_ins[-1], stand_ins[-2], named]
    assert s["cards"]["deck"][5] == stand_ins[-3]
    assert s["cards"]["unnamed"] == stand_ins[:-3]


def test_a_card_placed_elsewhere_cannot_be_drawn():
    s = copy_state(action_phase())
    played = s["cards"]["deck"].pop()
    s["cards"]["played"].append(played)
    with pytest.raises(IllegalAction) as refused:
        report(s, type="drawn_card", card=played)
    assert refused.value.code == MarsBotReason.CARD_NOT_AVAILABLE


def test_your_unnamed_cards_stay_hidden_in_the_view():
    s = action_phase()
    view = RULESET.view(s, HUMAN)
    assert view["cards"]["unnamed_count"] == 10 and "unnamed" not in view["cards"]
    assert view["cards"]["deck_count"] == len(CAT.cards) - 13
