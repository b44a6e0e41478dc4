"""Each action of the solo AI (rules §8.5 and the seed): it picks its target by the focus orders,
changes the tracked table and says what the human must do on the table, and why.

Every function takes a copied state it may change, and ``why`` (the Scheme card and which of its
actions). Those that can be impossible return None then, and leave the state as it was.
"""

from __future__ import annotations

from typing import Any

from games.rules.core import Instruction
from games.rules.said import Listed, Said
from games.rules.scholars import readings, words
from games.rules.scholars.catalogue import also, deck, guild, language, numbers, told
from games.rules.scholars.catalogue import row as words_row
from games.rules.scholars.content import GUILDS, LANGUAGES
from games.rules.scholars.table import (
    AUTOMA,
    HUMAN,
    MAP_SPACES,
    NEUTRAL,
    guild_add,
    house_remove,
    house_top_free_row,
    neutral_rooms,
)
from games.rules.scholars.tracks import (
    colour_focus,
    language_focus,
    recent_silver_sum,
    resource_move_state,
    room_cost_order,
    translator_focus,
)

State = dict[str, Any]
Why = Said
# Deliver influence when the Scheme card says exactly two.
DELIVER_INFLUENCE_TWO = 2


def map_distance(position: int) -> int:
    """Clockwise distance from the neutral marker: the scroll next to it is reached only by
    going all the way round."""
    return position if position > 0 else MAP_SPACES


def house_candidates(state: State, *, free_of_influence: bool = False) -> list[tuple[str, int]]:
    """House of Wisdom scrolls by language focus, then lowest row, then colour focus."""
    space = state["resource"]
    langs, colours = language_focus(space), colour_focus(space)
    found = [
        (g, row)
        for g in GUILDS
        for row, slot in enumerate(state["house"][g])
        if slot is not None and not (free_of_influence and slot["influence"])
    ]
    return sorted(
        found,
        key=lambda gr: (
            langs.index(state["house"][gr[0]][gr[1]]["language"]),
            -gr[1],
            colours.index(gr[0]),
        ),
    )


def map_candidates(
    state: State, *, reach: int | None, free_of_influence: bool = False
) -> list[int]:
    """Map scrolls by language focus, then nearest clockwise from the neutral marker."""
    langs = language_focus(state["resource"])
    found = [
        p
        for p, slot in enumerate(state["map"])
        if slot is not None
        and (reach is None or map_distance(p) <= reach)
        and not (free_of_influence and slot["influence"])
    ]
    return sorted(found, key=lambda p: (langs.index(state["map"][p]["language"]), map_distance(p)))


def deliver_reach(state: State) -> int | None:
    """The seed's travel distance: the silver on the last two Scheme cards drawn. With nothing
    in reach (a distance of 0, or empty spaces) the AI does not travel (the option's default;
    its candidates are then none) or, under ``search_all``, looks all the way round (None)."""
    reach = recent_silver_sum(state["recent_silver"])
    if map_candidates(state, reach=reach) or not readings.travel_searches_all(state):
        return reach
    return None


# --- translate ---------------------------------------------------------------------------------
def translate(state: State, why: Why, index: int, content: dict[str, Any]) -> list[Instruction]:
    """Translate the ``index``-th House of Wisdom candidate (see ``house_candidates``)."""
    g, row = house_candidates(state)[index]
    slot = house_remove(state, g, row)
    lang = slot["language"]
    state["ai"]["scrolls"][lang] += 1
    order = gold_order(state, lang, content)
    for room in order:
        state["rooms"][room]["gold"] += 1
    paid = [r for r in order if state["rooms"][r]["owner"] == HUMAN]
    focus = [language(x) for x in language_focus(state["resource"])]
    why = also(why, "why-translate", focus=Listed(tuple(focus)))
    text = told("instruction-translate", language=language(lang), row=words_row(row),
                guild=guild(g), rooms=numbers([r + 1 for r in order]), count=len(order),
                paid=len(paid))  # fmt: skip
    data = {"guild": g, "row": row, "language": lang, "gold_rooms": [r + 1 for r in order],
            "silver_to_human": len(paid)}  # fmt: skip
    return [words.instruction("translate", data, text, why)]


def gold_order(state: State, lang: str, content: dict[str, Any]) -> list[int]:
    """Rooms (0-based) that get 1 gold each when the AI translates ``lang``, up to the Solo
    Board's number: neutral speakers right to left, the human's speakers left to right, then
    the same for those who don't speak it."""
    limit = content["solo_board"]["translate_gold"][lang]
    rooms = state["rooms"]

    def speaks(i: int) -> bool:
        return lang in room_languages(rooms[i], content)

    occupied = [i for i, r in enumerate(rooms) if r is not None]
    neutral = [i for i in occupied if rooms[i]["owner"] == NEUTRAL]
    human = [i for i in occupied if rooms[i]["owner"] == HUMAN]
    order = (
        [i for i in reversed(neutral) if speaks(i)]
        + [i for i in human if speaks(i)]
        + [i for i in reversed(neutral) if not speaks(i)]
        + [i for i in human if not speaks(i)]
    )
    return order[:limit]


def room_languages(room: dict[str, Any], content: dict[str, Any]) -> list[str]:
    """The deck's languages (content) and those the human reported from the card itself."""
    deck = room.get("deck")
    known = [] if deck is None else content["translator_decks"][deck]["languages"]
    return [*known, *(x for x in room.get("languages", []) if x not in known)]


# --- travel and deliver ------------------------------------------------------------------------
def deliver_target_row(state: State) -> tuple[str, int] | None:
    """The highest free row of the House of Wisdom; ties by colour focus."""
    colours = colour_focus(state["resource"])
    rows = [(g, house_top_free_row(state, g)) for g in GUILDS]
    free = [(g, row) for g, row in rows if row is not None]
    if not free:
        return None
    return min(free, key=lambda gr: (gr[1], colours.index(gr[0])))


def deliver(
    state: State, why: Why, index: int, influence: str, content: dict[str, Any]
) -> list[Instruction]:
    """Deliver the ``index``-th map candidate to the highest free House of Wisdom row."""
    position = map_candidates(state, reach=deliver_reach(state))[index]
    target = deliver_target_row(state)
    assert target is not None  # checked by the caller: delivery is possible
    g, row = target
    slot = state["map"][position]
    state["map"][position] = None
    kept = AUTOMA if slot["influence"] == AUTOMA else None
    state["house"][g][row] = {"language": slot["language"], "influence": kept}
    gain = (
        DELIVER_INFLUENCE_TWO
        if influence == "two"
        else content["guild_rows"]["deliver_influence"][row]
    )
    guild_add(state, g, AUTOMA, gain)
    text = told("instruction-deliver", steps=map_distance(position),
                language=language(slot["language"]), row=words_row(row), guild=guild(g),
                gain=gain)  # fmt: skip
    why = also(why, "why-deliver")
    data = {"map_position": position, "language": slot["language"], "guild": g, "row": row,
            "influence": gain}  # fmt: skip
    return [words.instruction("deliver", data, text, why)]


# --- employ, gold, influence, retire ------------------------------------------------------------
def employ(state: State, why: Why, content: dict[str, Any]) -> list[Instruction] | None:
    """Employ by translator focus (no duplicates unless every language deck is employed) in the
    rightmost free room of the room-cost focus (+1, wrapping 4 to 0)."""
    focus = translator_focus(state["resource"])
    employed = {room["deck"] for room in state["rooms"] if room and room.get("deck") is not None}
    language_decks = set(range(len(LANGUAGES)))
    fresh = [d for d in focus if d not in employed]
    if readings.fixed(state):
        # "evita empregar duplicatas": decks 7-8 too before any deck is employed twice.
        chosen = fresh[0] if fresh else focus[0]
    else:
        chosen = focus[0] if language_decks <= employed or not fresh else fresh[0]
    costs = [room["cost"] for room in content["rooms"]]
    room = _room_for(state, costs)
    if room is None:
        return None
    state["rooms"][room] = {"deck": chosen, "owner": NEUTRAL, "gold": 0}
    text = told("instruction-employ", deck=deck(chosen), room=room + 1, cost=costs[room])
    target = recent_silver_sum(state["recent_silver"])
    why = also(why, "why-employ", deck=focus[0] + 1, cost=target)
    return [words.instruction("employ", {"deck": chosen + 1, "room": room + 1}, text, why)]


def _room_for(state: State, costs: list[int]) -> int | None:
    for cost in room_cost_order(recent_silver_sum(state["recent_silver"])):
        free = [i for i, c in enumerate(costs) if c == cost and state["rooms"][i] is None]
        if free:
            return free[-1]
    return None


def place_gold(state: State, why: Why) -> list[Instruction] | None:
    """1 gold on the leftmost neutral translator."""
    rooms = neutral_rooms(state)
    if not rooms:
        return None
    state["rooms"][rooms[0]]["gold"] += 1
    text = told("instruction-place-gold", room=rooms[0] + 1)
    why = also(why, "why-place-gold")
    return [words.instruction("place_gold", {"room": rooms[0] + 1}, text, why)]


def influence_card(state: State, why: Why) -> list[Instruction] | None:
    """Influence on a scroll: the House of Wisdom first, else the map."""
    house = house_candidates(state, free_of_influence=True)
    if house:
        g, row = house[0]
        state["house"][g][row]["influence"] = AUTOMA
        lang = state["house"][g][row]["language"]
        text = told("instruction-influence-house", language=language(lang), row=words_row(row),
                    guild=guild(g))  # fmt: skip
        data: dict[str, Any] = {"guild": g, "row": row, "language": lang}
    else:
        found = map_candidates(state, reach=None, free_of_influence=True)
        if not found:
            return None
        position = found[0]
        state["map"][position]["influence"] = AUTOMA
        lang = state["map"][position]["language"]
        text = told("instruction-influence-map", language=language(lang), position=position)
        data = {"map_position": position, "language": lang}
    why = also(why, "why-influence-card")
    return [words.instruction("influence_card", data, text, why)]


def influence_guild(state: State, why: Why) -> list[Instruction]:
    """1 influence in a guild nobody is in; else one the AI is not in; else by colour focus."""
    colours = colour_focus(state["resource"])
    guilds = state["guilds"]
    g = min(
        GUILDS,
        key=lambda x: (
            guilds[x][HUMAN] + guilds[x][AUTOMA] > 0,
            guilds[x][AUTOMA] > 0,
            colours.index(x),
        ),
    )
    return influence_guild_named(state, g, also(why, "why-influence-guild"))


def retire_from_deck(state: State, why: Why, index: int) -> list[Instruction]:
    """Retire the top translator of a deck of the top row into the AI's pile."""
    state["ai"]["retired"] += 1
    text = told("instruction-retire", deck=deck(index))
    return [words.instruction("retire", {"deck": index + 1}, text, why)]


def resource_move(state: State, steps: int, why: Why) -> list[Instruction]:
    """Advance the resource track; each wrap pays the next Solo Board bonus."""
    found: list[Instruction] = []
    for kind, bonus_guild in resource_move_state(state, steps):
        bonus_why = also(why, "why-wrap", wraps=state["wraps"])
        text = told("instruction-research-marker")
        found.append(words.instruction("research_marker", {"wraps": state["wraps"]}, text,
                                       bonus_why))  # fmt: skip
        if kind == "guild":
            assert bonus_guild is not None  # a guild bonus names its guild
            found += influence_guild_named(state, bonus_guild, bonus_why)
        else:
            found += place_gold(state, bonus_why) or []
    return found


def influence_guild_named(state: State, code: str, why: Why) -> list[Instruction]:
    """1 AI influence in a given guild (the one the rules or a focus picked)."""
    guild_add(state, code, AUTOMA, 1)
    text = told("instruction-influence-guild", guild=guild(code))
    return [words.instruction("influence_guild", {"guild": code}, text, why)]
