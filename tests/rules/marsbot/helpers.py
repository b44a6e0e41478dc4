"""Building MarsBot scenarios: a game in its action phase, then the pieces a test sets."""

from __future__ import annotations

from typing import Any

from games.rules.core import copy_state
from games.rules.marsbot import RULESET
from games.rules.marsbot.context import Context
from games.rules.outcomes import instruction_worded

CAT = RULESET.catalog
HUMAN, MARSBOT = 0, 1


def action_phase(seed: int = 1, **options: Any) -> dict[str, Any]:
    """A new game after MarsBot built its starting deck: your first turn of generation 1
    (from revision 2 you first report drawing your 10 starting cards, unnamed)."""
    state = RULESET.setup(options, 2, seed)
    if RULESET.to_act(state) == (HUMAN,) and state["research"].get("to_draw"):
        state, _ = RULESET.apply(state, HUMAN, {"type": "cards_drawn", "count": 10})
    state, _ = RULESET.apply(state, MARSBOT, {"type": "play_turn"})
    state, _ = RULESET.apply(state, HUMAN, {"type": "acknowledge"})
    return state


def ctx_of(state: dict[str, Any]) -> Context:
    return Context.of(state, CAT)


def with_tiles(state: dict[str, Any], tiles: dict[str, tuple[str, int | None]]) -> dict:
    """``state`` with these tiles on the map (ocean tiles counted on the ocean track)."""
    out = copy_state(state)
    for hid, (tile, owner) in tiles.items():
        out["map"][hid] = {"tile": tile, "owner": owner}
        if tile == "ocean":
            out["parameters"]["oceans"] += 1
    return out


def marsbot_turn_with(state: dict[str, Any], cards: list[str], top: list[str] | None = None):
    """MarsBot's turn with ``cards`` as its action deck (``top`` on the project deck)."""
    s = copy_state(state)
    s["turn"] = MARSBOT
    for card in cards + (top or []):
        for pile in (s["cards"]["deck"], s["cards"]["action_deck"], s["bonus"]["deck"]):
            if card in pile:
                pile.remove(card)
    s["cards"]["action_deck"] = list(cards)
    if top:
        s["cards"]["deck"][:0] = top
    return RULESET.apply(s, MARSBOT, {"type": "play_turn"})


def instructions(state: dict[str, Any], kind: str | None = None) -> list[dict[str, Any]]:
    """The state's instructions as a reader gets them (stored words worded)."""
    stored = state["instructions"]
    return [instruction_worded(i) for i in stored if kind is None or i["kind"] == kind]
