"""Rules revision 4 (issue 33): a stone goal continues the tunnel that reached it, also when
the card just played touches it with rock; beside revision 3, which fitted it to the rock."""

from __future__ import annotations

from games.rules.revision import SABOTEUR_CURRENT
from games.rules.saboteur import paths

from .helpers import R, play, table

# The gold on top, the N-E stone in the middle (at (8, 0)), the N-W stone below.
GOLD_ON_TOP = ["GOAL-GOLD", "GOAL-STONE-NE", "GOAL-STONE-NW"]

# Issue 33's position: 17 legal moves by 3 seats (seed 7, default options); the last one,
# seat 1's straight at (8, 1), touches the N-E stone at (8, 0) with rock while it joins the
# E-S half of the double curve at (7, 0) to the start, which then reaches the stone.
TUNNEL_MOVES = [
    *(("B-X", x, 0, 0) for x in range(1, 6)),
    ("B-IH", 6, 0, 0),
    ("X-DC-a", 7, 0, 0),  # N-W half joined to the start, E-S half facing the stone
    ("B-CNE", 5, 1, 0),
    ("B-IH", 6, 1, 0),
    ("X-DC-b", 7, 1, 0),  # its N-E half joins X-DC-a's E-S half
    ("B-IV", 7, 2, 0),
    ("B-CNE", 7, 3, 0),
    ("X-DB-IH", 8, 3, 0),
    ("B-CNW", 9, 3, 0),
    ("B-IV", 9, 2, 0),
    ("B-TH", 9, 1, 0),
    ("B-IH", 8, 1, 0),  # seat 1, rock towards the stone above and the stone below
]


def tunnel_position(revision: int = SABOTEUR_CURRENT):
    """The first 16 moves played, each checked legal; the 17th is for the test to play."""
    hands: dict[int, list[str]] = {0: [], 1: [], 2: []}
    for number, (card, *_where) in enumerate(TUNNEL_MOVES):
        hands[number % 3].append(card)
    state = table(3, hands=hands, goals=GOLD_ON_TOP, seed=7, options={"rules_revision": revision})
    for number, (card, x, y, rotation) in enumerate(TUNNEL_MOVES[:-1]):
        state = _legal_place(state, number % 3, card, x, y, rotation)
    assert state["turn"] == 1 and not any(g["revealed"] for g in state["goals"])
    return state


def _legal_place(state, seat, card, x, y, rotation):
    action = {"type": "place_path", "card": card, "x": x, "y": y, "rotation": rotation}
    assert action in R.legal_actions(state, seat), action
    return play(state, seat, **action)[0]


def test_stone_touched_by_rock_continues_the_tunnel_that_reached_it():
    # given issue 33's position under the current revision
    given = tunnel_position()
    # when seat 1 lays the straight at (8, 1), rock towards the stone
    card, x, y, rotation = TUNNEL_MOVES[-1]
    action = {"type": "place_path", "card": card, "x": x, "y": y, "rotation": rotation}
    assert action in R.legal_actions(given, 1)
    after, events = play(given, 1, **action)
    # then the stone turns over at 180 degrees (S-W), continuing X-DC-a's tunnel, and so is
    # joined to the start; the N-W stone below and the gold stay face down
    assert [e.data for e in events if e.kind == "goal_revealed"] == [
        {"goal": 1, "card": "GOAL-STONE-NE", "rotation": 180}
    ]
    assert after["grid"]["8,0"] == ["GOAL-STONE-NE", 180]
    t = R.tables(after)
    reach = paths.reachable(t, after["grid"])
    assert ("8,0", 0) in reach
    assert [g["revealed"] for g in after["goals"]] == [False, True, False]


def test_revision_3_game_still_lays_the_touched_stone_to_fit_the_rock():
    # given the same position in a game set up under revision 3
    given = tunnel_position(revision=3)
    # when seat 1 lays the straight at (8, 1)
    card, x, y, rotation = TUNNEL_MOVES[-1]
    after, _ = play(given, 1, type="place_path", card=card, x=x, y=y, rotation=rotation)
    # then the stone lies as it did then: N-E, fitted to the rock, not joined to the start
    assert after["grid"]["8,0"] == ["GOAL-STONE-NE", 0]
    assert ("8,0", 0) not in paths.reachable(R.tables(after), after["grid"])
