"""Reported card source: MarsBot's turn pauses for each card flipped from the physical piles
(its action deck, the random tie-break, B03, B07's fallback) and resumes after your report."""

import pytest

from games.rules.core import IllegalAction, copy_state
from games.rules.marsbot import RULESET
from games.rules.marsbot.reasons import MarsBotReason

from .helpers import HUMAN, MARSBOT, instructions, with_tiles

REPORTED = {"card_source": "reported"}
# Free land covering 2 bonus icons on an empty Tharsis, top-left first (Noctis City excluded).
TWO_ICON_LAND = ["03", "21", "25", "29", "30", "35", "36", "37", "39", "53", "60"]


def first_turn(action_deck, **tracks):
    """Generation 1 of a reported game, MarsBot to play with ``action_deck`` on the table."""
    s = RULESET.setup(REPORTED, 2, 1)
    for card in ("002", "003", "004"):
        s, _ = RULESET.apply(s, HUMAN, {"type": "marsbot_card", "card": card})
    s, _ = RULESET.apply(s, MARSBOT, {"type": "play_turn"})
    s, _ = RULESET.apply(s, HUMAN, {"type": "acknowledge"})
    s = copy_state(s)
    old = s["cards"]["action_deck"]
    s["cards"]["deck"] += [c for c in old if not c.startswith("B")]
    s["bonus"]["deck"] += [c for c in old if c.startswith("B")]
    for card in action_deck:
        (s["bonus"]["deck"] if card.startswith("B") else s["cards"]["deck"]).remove(card)
    s["cards"]["action_deck"] = list(action_deck)
    s["marsbot"]["tracks"].update(tracks)
    s["turn"] = MARSBOT
    return s


def play(s):
    return RULESET.apply(s, MARSBOT, {"type": "play_turn"})[0]


def flip(s, card):
    return RULESET.apply(s, HUMAN, {"type": "flipped_card", "card": card})[0]


def test_marsbot_turn_pauses_for_you_to_flip_its_action_deck():
    s = play(first_turn(["007", "B03", "009"]))
    assert RULESET.to_act(s) == (HUMAN,)
    [ask] = instructions(s)
    assert ask["kind"] == "flip_card"
    assert ask["data"] == {"pile": "action_deck", "purpose": "action_deck"}
    assert "by name or number" in ask["text"]["en"]
    assert "pelo nome ou número" in ask["text"]["pt-BR"]
    flips = [a for a in RULESET.legal_actions(s, HUMAN) if a["type"] == "flipped_card"]
    assert flips == [{"type": "flipped_card", "card": c} for c in ("007", "009", "B03")]
    view = RULESET.view(s, HUMAN)
    assert view["pause"]["pile"] == "action_deck" and "start" not in view["pause"]


def test_a_flipped_card_placed_elsewhere_is_refused():
    s = play(first_turn(["007", "B03", "009"]))
    with pytest.raises(IllegalAction) as refused:
        flip(s, "001")  # still in the project deck, not in MarsBot's action deck
    assert refused.value.code == MarsBotReason.CARD_NOT_AVAILABLE


def test_a_flip_reported_by_name_resolves_and_can_be_undone_until_marsbot_acts():
    paused = play(first_turn(["007", "B03", "009"]))
    reported = flip(paused, "martian rails")  # 007, one building tag
    assert reported["pause"]["flips"] == ["007"]
    assert RULESET.to_act(reported) == (MARSBOT,)
    undone, _ = RULESET.apply(reported, HUMAN, {"type": "undo"})
    assert undone == paused  # the flip instruction is back too
    again = flip(undone, "7")
    done = play(again)
    assert "pause" not in done
    assert done["marsbot"]["tracks"]["building"] == 1
    assert done["cards"]["played"] == ["007"]
    assert sorted(done["cards"]["action_deck"]) == ["009", "B03"]
    assert [i["kind"] for i in done["instructions"]][:2] == ["reveal_card", "advance_track"]
    assert RULESET.to_act(done) == (HUMAN,)
    assert {"type": "undo"} not in RULESET.legal_actions(done, HUMAN)


def test_random_tiebreak_pauses_for_the_flipped_cost_and_resumes_where_it_stopped():
    # Building 9 -> 10 places a city; on an empty map 11 spaces tie on 2 bonus icons.
    s = play(flip(play(first_turn(["007", "B03"], building=9)), "007"))
    ask = instructions(s)[-1]
    assert ask["data"] == {"pile": "project_deck", "purpose": "random_tiebreak"}
    shown = [i["kind"] for i in instructions(s)]
    assert shown == ["reveal_card", "advance_track", "flip_card"]
    assert s["pause"]["resolving"] == ["007"]
    # Colonizer Training Camp costs 8: the 8th tied space counted from 1 is hex 37.
    done = play(flip(s, "Colonizer Training Camp"))
    [city] = instructions(done, "place_tile")
    assert city["data"]["space"] == "37"
    assert city["data"]["placement"]["tied"] == TWO_ICON_LAND
    assert city["data"]["placement"]["flipped_card"] == "001"
    assert city["data"]["placement"]["flipped_cost"] == 8
    assert instructions(done)[0]["kind"] == "place_tile"  # the earlier steps are not repeated
    assert "001" in done["cards"]["discard"] and done["cards"]["played"] == ["007"]
    assert done["map"]["37"] == {"tile": "city", "owner": MARSBOT}


def test_b03_research_and_development_resolves_the_card_you_flip():
    s = play(flip(play(first_turn(["B03", "009"])), "B03"))
    assert instructions(s)[-1]["data"] == {
        "pile": "project_deck",
        "purpose": "research_and_development",
    }
    done = play(flip(s, "007"))
    assert done["marsbot"]["tracks"]["building"] == 1
    assert done["cards"]["played"] == ["007"]
    assert "B03" in done["bonus"]["discard"]
    resolved = instructions(done, "draw_project_card")[0]
    assert resolved["text"]["en"] == (
        "MarsBot takes the card you flipped, 007 Martian Rails, and resolves it at once."
    )


def test_b07_without_a_neural_space_asks_for_a_card_to_resolve_instead():
    # Reference: on an empty map the Neural spaces are 15-18, 47-49, 54-56; these 4 tiles
    # touch or cover every one of them.
    tiles = {h: ("greenery", HUMAN) for h in ("16", "18", "48", "55")}
    start = first_turn(["B07", "009"])
    s = play(flip(play(with_tiles(start, tiles)), "B07"))
    assert instructions(s)[-1]["data"] == {
        "pile": "project_deck",
        "purpose": "neural_instance_fallback",
    }
    done = play(flip(s, "007"))
    assert done["marsbot"]["tracks"]["building"] == 1
    assert "B07" in done["bonus"]["destroyed"]


def test_server_deck_stays_the_default_and_never_pauses():
    s = RULESET.setup({}, 2, 1)
    assert s["options"]["card_source"] == "server_deck"
    s, _ = RULESET.apply(s, HUMAN, {"type": "cards_drawn", "count": 10})
    s = play(s)
    assert "pause" not in s and RULESET.to_act(s) == (HUMAN,)
