"""What each of the human's reports changes in a solo game, on a copied state (the move
table's applications, ``moves``): the table it tracks, then whose turn it is.

Rooms and decks are numbered from 1 as on the board; map positions count clockwise from the
scroll next to the neutral marker (0).
"""

from __future__ import annotations

from typing import Any

from games.rules.scholars import caliph
from games.rules.scholars.reports import CALIPH_CARDS, END_COUNTDOWN, FINAL_CATEGORIES
from games.rules.scholars.retirement import retire_neutral
from games.rules.scholars.table import (
    AUTOMA,
    HUMAN,
    NEUTRAL,
    guild_add,
    house_remove,
    house_top_free_row,
)
from games.rules.scholars.tracks import resource_move_state

State = dict[str, Any]
Action = dict[str, Any]


def _pay_automa(state: State) -> None:
    """The human pays the AI 1 silver: its resource track moves (§8.2). Wrap bonuses that
    silver earns are taken on the AI's next turn (kept as a count)."""
    state["owed_bonuses"] += len(resource_move_state(state, 1))


def _papyrus_plays(state: State, task: str) -> None:
    state["turn"], state["task"] = "automa", task


def reveal_map_scroll(state: State, action: Action) -> None:
    state["map"][action["position"]] = {"language": action["language"], "influence": None}


def house_add(state: State, action: Action) -> None:
    row = house_top_free_row(state, action["guild"])
    state["house"][action["guild"]][row] = {"language": action["language"], "influence": None}


def starting_translator(state: State, action: Action) -> None:
    state["rooms"][action["room"] - 1] = {"deck": None, "owner": action["owner"], "gold": 0}


def translator_language(state: State, action: Action) -> None:
    room = state["rooms"][action["room"] - 1]
    room["languages"] = [*room.get("languages", []), action["language"]]


def setup_done(state: State, action: Action) -> None:
    state["phase"] = "play"
    _papyrus_plays(state, "setup")


def turn_over(state: State, action: Action) -> None:
    _papyrus_plays(state, "turn")


def caliph_revealed(state: State, action: Action) -> None:
    state["caliphs"] += 1
    if state["caliphs"] == CALIPH_CARDS:
        state["countdown"] = END_COUNTDOWN
    # From the bottom of the pile in Papyrus's Rest, its Rest goes on after the phase.
    _papyrus_plays(state, "rest_caliph" if state.get("resting") else "caliph")


def deliver_scroll(state: State, action: Action) -> None:
    slot = state["map"][action["position"]]
    state["map"][action["position"]] = None
    if slot["influence"] == AUTOMA:
        _pay_automa(state)
    row = house_top_free_row(state, action["guild"])
    kept = HUMAN if slot["influence"] == HUMAN else None
    state["house"][action["guild"]][row] = {"language": slot["language"], "influence": kept}


def translate_scroll(state: State, action: Action) -> None:
    slot = house_remove(state, action["guild"], action["row"])
    if slot["influence"] == AUTOMA:
        _pay_automa(state)
    state["human_scrolls"] += 1


def influence_house_scroll(state: State, action: Action) -> None:
    state["house"][action["guild"]][action["row"]]["influence"] = HUMAN


def influence_map_scroll(state: State, action: Action) -> None:
    state["map"][action["position"]]["influence"] = HUMAN


def guild_influence(state: State, action: Action) -> None:
    guild_add(state, action["guild"], HUMAN, 1 if action["change"] == "add" else -1)


def employ_translator(state: State, action: Action) -> None:
    state["rooms"][action["room"] - 1] = {"deck": action["deck"] - 1, "owner": HUMAN, "gold": 0}


def neutral_translator(state: State, action: Action) -> None:
    state["rooms"][action["room"] - 1] = {"deck": action["deck"] - 1, "owner": NEUTRAL,
                                          "gold": 0}  # fmt: skip
    caliph_answered(state, action)


def place_gold(state: State, action: Action) -> None:
    state["rooms"][action["room"] - 1]["gold"] += 1


def retire_translator(state: State, action: Action) -> None:
    if state["rooms"][action["room"] - 1]["owner"] == NEUTRAL:
        retire_neutral(state, action["room"] - 1)
    else:
        state["rooms"][action["room"] - 1] = None


def neutral_marker(state: State, action: Action) -> None:
    p = action["position"]
    state["map"] = state["map"][p:] + state["map"][:p]


def map_clear(state: State, action: Action) -> None:
    state["map"][action["position"]] = None


def rest_reveal(state: State, action: Action) -> None:
    state["reveal"] = {"position": action["position"], "language": action["language"]}
    _papyrus_plays(state, "rest")


def rest(state: State, action: Action) -> None:
    state["human_rest"] = {"position": action["position"], "language": action["language"]}
    _papyrus_plays(state, "turn")


def rest_after_caliph(state: State, action: Action) -> None:
    state["human_rest"] = {}
    _papyrus_plays(state, "turn")


def caliph_answered(state: State, action: Action) -> None:
    """The answer a Caliph phase waited for (a seated neutral translator, a row): Papyrus goes
    on with it. A neutral translator reported outside the phase (revision 1) is only seated."""
    if caliph.waiting(state):
        caliph.answer(state, action)
        state["turn"] = "automa"


def let_automa_take(state: State, action: Action) -> None:
    state["pending"]["allowed"] = True
    state["turn"] = "automa"


def push_automa_on(state: State, action: Action) -> None:
    state["pending"]["index"] += 1
    state["turn"] = "automa"


def final_score(state: State, action: Action) -> None:
    state["final"][action["category"]] = action["value"]
    if len(state["final"]) == len(FINAL_CATEGORIES):
        state["phase"] = "over"
