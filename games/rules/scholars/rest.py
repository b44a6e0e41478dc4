"""The AI's Rest (rules §8.6 with §3.8 step 1): it reveals the bottom scroll card like a player
would; the human reports what came out and where the neutral marker stopped (the map's black
circles are not public, §1.3), and the AI then resolves it, moves its dice sum by colour
majority, takes the extra for the size of its discard and shuffles the Scheme deck."""

from __future__ import annotations

from typing import Any

from games.rules.core import Instruction
from games.rules.said import Param
from games.rules.scholars import ai_actions as act
from games.rules.scholars import readings, words
from games.rules.scholars.catalogue import colour, guild, language, told
from games.rules.scholars.content import GUILDS
from games.rules.scholars.scheme import discard, shuffle_deck
from games.rules.scholars.tracks import colour_majority, dice_sum_move

State = dict[str, Any]
# The discard sizes a Rest can come at (3 of a colour after 3, 4 or 5 draws), and the extra
# each gives; with 5 cards the AI retires the top of deck #7 (blue) or #8 (red), 0-based 6 / 7.
REST_THREE, REST_FOUR = 3, 4
RETIRE_DECK = {"blue": 6, "red": 7}
TOP_ROW = 0
# Whose Rest moved the neutral marker (the why of its scroll's instruction).
PAPYRUS_REST, HUMAN_REST = "papyrus", "human"


def rest_begin(state: State) -> list[Instruction]:
    """Ask the human to reveal the bottom scroll card; the Rest waits for the report."""
    state["resting"] = True
    return [
        words.instruction(
            "rest_reveal", {},
            words.once(state, "rest_reveal", told("instruction-rest-reveal-full"),
                       told("instruction-rest-reveal-brief")),
            told("why-rest-reveal"),
        )
    ]  # fmt: skip


def rest_finish(
    state: State, content: dict[str, Any], reveal: dict[str, Any] | None
) -> list[Instruction]:
    """The rest of the Rest once the bottom card is known (``reveal`` is None for a Caliph
    card, whose phase the AI has just played)."""
    state["resting"] = False
    found = (
        reveal_resolve(state, reveal["position"], reveal["language"], PAPYRUS_REST)
        if reveal
        else []
    )
    cards = discard(state, content)
    majority = colour_majority(cards)
    size = len(cards)
    why = told("why-rest", size=size, colour=colour(majority))
    state["dice_sum"] = dice_sum_move(state["dice_sum"], 1 if majority == "blue" else -1)
    found.append(words.instruction(
        "rest", {"dice_sum": state["dice_sum"]},
        told("instruction-rest", sum=f"{state['dice_sum']:+d}"),
        why,
    ))  # fmt: skip
    if size == REST_THREE:
        found += act.influence_card(state, why) or []
        found += act.influence_guild(state, why)
    elif size == REST_FOUR:
        found += act.influence_card(state, why) or []
    else:
        found += act.retire_from_deck(state, why, RETIRE_DECK[majority])
    shuffle_deck(state, content)
    if not readings.recent_cards_across_rest(state):
        # "(ou uma)": the first card drawn from the new deck counts alone.
        state["recent_silver"] = []
    return found


def reveal_resolve(state: State, position: int, revealed: str, whose: str) -> list[Instruction]:
    """§3.8 step 1 after the marker moved: the map scroll it stopped next to goes to the top
    row of the leftmost guild with room (or the discard) unless it has influence; the revealed
    scroll takes its map space, or with influence there goes to the guilds itself. ``whose``
    names the Rest in the why (``PAPYRUS_REST`` or ``HUMAN_REST``)."""
    state["map"] = state["map"][position:] + state["map"][:position]
    slot = state["map"][0]
    top_free = next((g for g in GUILDS if state["house"][g][TOP_ROW] is None), None)
    influenced = slot is not None and slot["influence"] is not None
    moved: dict[str, Any] | None
    if influenced:
        moved, stays = {"language": revealed, "influence": None}, slot
    else:
        moved = None if slot is None else {"language": slot["language"], "influence": None}
        stays = {"language": revealed, "influence": None}
    state["map"][0] = stays
    why = told("why-rest-scroll", whose=whose, influenced="yes" if influenced else "no")
    data: dict[str, Any] = {"map_position": 0, "revealed": revealed, "to_guild": None,
                            "discarded": None}  # fmt: skip
    text = told("rest-marker", position=position)
    if moved is not None:
        which = "revealed" if stays is slot else "map"
        scroll: dict[str, Param] = {"which": which, "language": language(moved["language"])}
        if top_free is not None:
            state["house"][top_free][TOP_ROW] = moved
            data["to_guild"] = top_free
            then = told("rest-scroll-to-guild", guild=guild(top_free), **scroll)
        else:
            data["discarded"] = moved["language"]
            then = told("rest-scroll-discarded", **scroll)
        text = told("sentences", first=text, then=then)
    if stays is not slot:
        then = told("rest-scroll-stays", language=language(revealed))
        text = told("sentences", first=text, then=then)
    return [words.instruction("rest_scroll", data, text, why)]


def human_rest(state: State, reveal: dict[str, Any]) -> list[Instruction]:
    """The human's own Rest (§3.8, the seed's DESCANSAR), told as instructions at the start of
    Papyrus's next turn: the bottom scroll resolved on the tracked table (nothing when it was a
    Caliph card, whose phase was reported and played before), then the income and clean-up the
    human does alone (their board's Rest icons are not tracked)."""
    found = []
    if reveal:
        found += reveal_resolve(state, reveal["position"], reveal["language"], HUMAN_REST)
    found.append(words.instruction(
        "human_rest", {"caliph": not reveal},
        words.once(state, "human_rest", told("instruction-human-rest-full"),
                   told("instruction-human-rest-brief")),
        told("why-human-rest"),
    ))  # fmt: skip
    return found
