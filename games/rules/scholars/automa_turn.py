"""The AI's turn (rules §8.3, §8.6, §8.7): Rest on 3 cards of a colour, else draw a Scheme card,
advance the resource track and do its primary action if its condition holds and it can, else its
fallback; its Rest by discard size; its Caliph choices by colour majority; its set-up."""

from __future__ import annotations

from typing import Any

from games.rules.core import Instruction
from games.rules.said import Said
from games.rules.scholars import ai_actions as act
from games.rules.scholars import rest as ai_rest
from games.rules.scholars import words
from games.rules.scholars.catalogue import colour, guild, language, numbers, told
from games.rules.scholars.catalogue import row as row_said
from games.rules.scholars.content import GUILDS
from games.rules.scholars.scheme import card_why, discard, scheme_cards
from games.rules.scholars.table import (
    AUTOMA,
    HUMAN,
    employed_count,
    guild_control_update,
    house_count,
    neutral_rooms,
)
from games.rules.scholars.tracks import colour_majority, dice_sum_move

State = dict[str, Any]
REST_AT_SAME_COLOUR = 3
# The Caliph spaces of the main board, left to right, by the number of Caliph cards revealed:
# the 2nd gives gold to the starting translators, the 3rd and 4th seat a neutral translator.
CALIPH_GOLD_SPACE = 2
CALIPH_TRANSLATOR_SPACES = (3, 4)
CALIPH_ROWS = {"blue": ("top", "middle", "bottom"), "red": ("bottom", "middle", "top")}


def automa_turn(state: State, content: dict[str, Any]) -> list[Instruction]:
    """One AI turn on a copied state (resuming an action the human was asked about)."""
    pending = state.get("pending")
    if pending is not None:
        card = scheme_cards(content)[pending["card"]]
        found = _execute(state, card, pending["part"], content, pending)
        return found
    if _should_rest(state, content):
        return ai_rest.rest_begin(state)
    card_id = state["scheme"]["deck"].pop(0)
    state["scheme"]["discard"].append(card_id)
    card = scheme_cards(content)[card_id]
    state["recent_silver"] = [*state["recent_silver"], card["silver"]][-2:]
    drawn = words.instruction(
        "draw",
        {"card": card_id, "colour": card["colour"], "silver": card["silver"]},
        told("instruction-draw", card=card_id, colour=colour(card["colour"]),
             silver=card["silver"]),
        told("why-draw"),
    )  # fmt: skip
    found = [drawn, *act.resource_move(state, card["silver"], card_why(card, "primary"))]
    part = "primary" if _condition_holds(state, card["primary"]) else "fallback"
    return found + _execute(state, card, part, content, None)


def _should_rest(state: State, content: dict[str, Any]) -> bool:
    cards = discard(state, content)
    return any(sum(1 for c in cards if c["colour"] == colour) >= REST_AT_SAME_COLOUR
               for colour in ("blue", "red"))  # fmt: skip


def _condition_holds(state: State, part: dict[str, Any]) -> bool:
    if "min_employed" in part and employed_count(state) < part["min_employed"]:
        return False
    return not ("min_house_scrolls" in part and house_count(state) < part["min_house_scrolls"])


def _execute(
    state: State,
    card: dict[str, Any],
    part: str,
    content: dict[str, Any],
    pending: dict[str, Any] | None,
) -> list[Instruction]:
    """Do the card's ``part``; an impossible primary falls back; a human-influenced target
    stops here with a question to the human (``state['pending']``)."""
    spec = card[part]
    why = card_why(card, part)
    action = spec["action"]
    found: list[Instruction] | None
    if action in ("translate", "deliver"):
        found = _contested(state, card, part, action, spec, content, pending)
        if found == []:  # a question to the human: the turn waits
            return []
    elif action == "employ":
        found = act.employ(state, why, content)
    elif action == "place_gold":
        found = act.place_gold(state, why)
    else:
        found = act.influence_card(state, why)
    if found is None:
        if part == "primary":
            return _execute(state, card, "fallback", content, None)
        return [_nothing(why)]
    state["pending"] = None
    if spec.get("resource_bonus"):
        found += act.resource_move(state, spec["resource_bonus"], why)
    if spec.get("guild_bonus"):
        found += act.influence_guild(state, why)
    return found


def _contested(
    state: State,
    card: dict[str, Any],
    part: str,
    action: str,
    spec: dict[str, Any],
    content: dict[str, Any],
    pending: dict[str, Any] | None,
) -> list[Instruction] | None:
    why = card_why(card, part)
    if action == "translate":
        candidates = act.house_candidates(state)
        slots = [state["house"][g][row] for g, row in candidates]
    else:
        if act.deliver_target_row(state) is None:
            return None
        positions = act.map_candidates(state, reach=act.deliver_reach(state))
        slots = [state["map"][p] for p in positions]
    if not slots:
        return None
    index = pending["index"] if pending else 0
    allowed = bool(pending and pending["allowed"])
    found: list[Instruction] = []
    if slots[index]["influence"] == HUMAN:
        if not allowed:
            state["pending"] = {"card": card["id"], "part": part, "action": action,
                                "index": index, "allowed": False,
                                "can_push": index + 1 < len(slots)}  # fmt: skip
            return []
        slots[index]["influence"] = None
        found.append(words.instruction(
            "human_influence_returned", {},
            told("instruction-human-influence-returned"),
            why,
        ))  # fmt: skip
    if action == "translate":
        return act.translate(state, why, index, content) + found
    return act.deliver(state, why, index, spec["influence"], content) + found


def _nothing(why: Said) -> Instruction:
    return words.instruction("nothing", {}, told("instruction-nothing"), why)


def caliph(state: State, content: dict[str, Any]) -> list[Instruction]:
    """Revision 1's Caliph phase: in each guild it controls the AI moves 1 influence to the
    Caliph card on the row its colour majority prefers; then its consolation rewards (from
    revision 2: ``caliph.phase``, guild by guild with the human's move)."""
    majority = colour_majority(discard(state, content))
    found = caliph_space(state)
    for g in GUILDS:
        entry = state["guilds"][g]
        if entry["controller"] != AUTOMA:
            continue
        why = told("why-caliph-control", guild=guild(g), colour=colour(majority),
                   order=told("caliph-order", majority=majority))  # fmt: skip
        found += caliph_move_effects(state, g, CALIPH_ROWS[majority][0], why)
    for g in GUILDS:
        entry = state["guilds"][g]
        if entry[AUTOMA] > 0 and entry["controller"] != AUTOMA:
            found += consolation(state, g, content)
    return found


def caliph_move_effects(state: State, g: str, row: str, why: Said) -> list[Instruction]:
    """Papyrus's marker leaves guild ``g`` (control checked again) for ``row`` of the Caliph
    card, with that row's effect on its tracks."""
    entry = state["guilds"][g]
    entry[AUTOMA] -= 1
    guild_control_update(state, g)
    state["ai"]["caliph"][row] += 1
    if row == "middle":
        state["dice_sum"] = dice_sum_move(state["dice_sum"], 1)
    elif row == "bottom":
        state["dice_sum"] = dice_sum_move(state["dice_sum"], -1)
        state["ai"]["retired"] += 1
    text = told("instruction-caliph", guild=guild(g), row=row, rowname=row_said(row),
                sum=f"{state['dice_sum']:+d}")  # fmt: skip
    return [words.instruction(
        "caliph", {"guild": g, "row": row, "dice_sum": state["dice_sum"]}, text, why,
    )]  # fmt: skip


def caliph_space(state: State) -> list[Instruction]:
    """Step 1 of the Caliph phase (the seed's CALIFA): the card takes the leftmost free Caliph
    space and that space's effect is done on the table. The 2nd: 1 gold on every starting
    translator still employed, neutral ones included (tracked here); the 3rd and 4th: a
    neutral translator into the leftmost empty room (its deck follows the portraits on the
    space, which the server does not know: the human reports it)."""
    space = state["caliphs"]
    why = told("why-caliph-space", space=space)
    if space == CALIPH_GOLD_SPACE:
        rooms = [i for i, r in enumerate(state["rooms"]) if r and r.get("deck") is None]
        for i in rooms:
            state["rooms"][i]["gold"] += 1
        return [words.instruction(
            "caliph_space", {"space": space, "gold_rooms": [i + 1 for i in rooms]},
            told("instruction-caliph-space-gold", rooms=numbers([i + 1 for i in rooms]),
                 count=len(rooms)),
            why,
        )]  # fmt: skip
    free = [i for i, r in enumerate(state["rooms"]) if r is None]
    if space in CALIPH_TRANSLATOR_SPACES and free:
        n = free[0] + 1
        return [words.instruction(
            "caliph_space", {"space": space, "room": n},
            told("instruction-caliph-space-translator", room=n),
            why,
        )]  # fmt: skip
    return []


def consolation(state: State, g: str, content: dict[str, Any]) -> list[Instruction]:
    """Papyrus's reward of guild ``g``: gold on its leftmost neutral translator, else +1 on
    its resource track."""
    reward = content["guild_consolation"][g]
    why = told("why-consolation", guild=guild(g), reward=told("reward", reward=reward))
    if reward == "gold":
        return act.place_gold(state, why) or []
    return [
        words.instruction(
            "resource_track", {"steps": 1},
            told("instruction-resource-track-one"), why),
        *act.resource_move(state, 1, why),
    ]  # fmt: skip


def setup_extras(state: State, difficulty: dict[str, Any]) -> list[Instruction]:
    """The difficulty's set-up on the table the human has reported."""
    found: list[Instruction] = []
    why = told("why-difficulty", difficulty=told("difficulty", code=difficulty["id"]))
    lang = difficulty["starting_scroll"]
    if lang:
        state["ai"]["starting_scroll"] = lang
        found.append(words.instruction(
            "starting_scroll", {"language": lang},
            told("instruction-starting-scroll", language=language(lang)),
            why,
        ))  # fmt: skip
    for _ in range(difficulty.get("orange_guild_influence", 0)):
        found += act.influence_guild_named(state, "orange", why)
    if difficulty.get("purple_scroll_influence"):
        slot = next((s for s in state["house"]["purple"] if s is not None), None)
        if slot is not None and slot["influence"] is None:
            slot["influence"] = AUTOMA
            found.append(words.instruction(
                "influence_card", {"guild": "purple", "row": 0},
                told("instruction-influence-purple-scroll"),
                why))  # fmt: skip
    if difficulty.get("map_scroll_influence") and state["map"][0] is not None:
        state["map"][0]["influence"] = AUTOMA
        found.append(words.instruction(
            "influence_card", {"map_position": 0},
            told("instruction-influence-map-next"),
            why))  # fmt: skip
    for room in neutral_rooms(state)[: difficulty.get("neutral_gold", 0)]:
        state["rooms"][room]["gold"] += 1
        found.append(words.instruction(
            "place_gold", {"room": room + 1},
            told("instruction-place-gold-setup", room=room + 1), why))  # fmt: skip
    return found
