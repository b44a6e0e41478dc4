"""The human's reports in a solo game: their specs and the legal list (what each one changes:
``report_effects``).

Rooms and decks are numbered from 1 as on the board; map positions count clockwise from the
scroll next to the neutral marker (0).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.rules.core import ActionField, ActionSpec
from games.rules.scholars import caliph, readings
from games.rules.scholars.caliph import CALIPH_ROW_CHOICES
from games.rules.scholars.content import DECKS, GUILDS, LANGUAGES, ROOMS
from games.rules.scholars.table import (
    HUMAN,
    MAP_SPACES,
    NEUTRAL,
    house_top_free_row,
)

State = dict[str, Any]
Action = dict[str, Any]
CALIPH_CARDS = 4
# After the 4th Caliph card: the AI's turn of this round and of one more round (§5).
END_COUNTDOWN = 2
# From the 3rd Caliph card on, Caliph spaces seat neutral translators (leftmost empty room).
CALIPH_NEUTRAL_FROM = 3
# The human's final categories, in the order they are reported, with the largest value.
FINAL_CATEGORIES: tuple[tuple[str, int, int], ...] = (
    ("dice_sum", -20, 20),
    ("retired_translators", 0, 40),
    ("caliph", 0, 30),
    ("research", 0, 40),
    ("scrolls", 0, 80),
    ("automa_retired_vp", 0, 40),
    ("employed_translators", 0, ROOMS),
    ("workers", 0, 20),
)

GUILD = ActionField("guild", "str", "a guild colour", choices=GUILDS)
ROW = ActionField("row", "int", "House of Wisdom row: 0 top, 2 bottom", choices=("0", "1", "2"))
POSITION = ActionField("position", "int", "map space clockwise from the neutral marker (0-5)")
ROOM = ActionField("room", "int", "room number 1-10")
LANGUAGE = ActionField("language", "str", "a scroll language", choices=LANGUAGES)
# Listed as parameters (``games.rules.params``) where the lists are long: a scroll's
# language and map space, a deck, a room, the guild a scroll goes to.
LANGUAGE_OPEN = replace(LANGUAGE, open=True)
POSITION_OPEN = replace(POSITION, open=True)
DECK = ActionField("deck", "int", "translator deck 1-8", open=True)
ROOM_OPEN = replace(ROOM, open=True)
GUILD_OPEN = replace(GUILD, open=True)

REPORT_SPECS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "reveal_map_scroll", (POSITION_OPEN, LANGUAGE_OPEN), "A scroll was revealed onto the map."
    ),
    ActionSpec("house_add", (GUILD, LANGUAGE_OPEN), "A scroll went to a guild's topmost free row."),
    ActionSpec(
        "starting_translator",
        (ROOM, ActionField("owner", "str", "who holds it", choices=(HUMAN, NEUTRAL))),
        "A starting translator is in this room (yours or neutral).",
    ),
    ActionSpec(
        "translator_language",
        (ROOM_OPEN, LANGUAGE_OPEN),
        "The translator in a room speaks this language (as its card shows).",
    ),
    ActionSpec("setup_done", (), "The table is set up: Papyrus takes its difficulty's set-up."),
    ActionSpec("turn_over", (), "Your turn (Work or Rest) is over: Papyrus plays."),
    ActionSpec("caliph_revealed", (), "A Caliph card was revealed: Papyrus makes its choices."),
    ActionSpec(
        "deliver_scroll", (POSITION_OPEN, GUILD_OPEN), "You delivered a map scroll to a guild."
    ),
    ActionSpec("translate_scroll", (GUILD, ROW), "You translated a House of Wisdom scroll."),
    ActionSpec("influence_house_scroll", (GUILD, ROW), "You put influence on a guild's scroll."),
    ActionSpec("influence_map_scroll", (POSITION,), "You put influence on a map scroll."),
    ActionSpec(
        "guild_influence",
        (GUILD, ActionField("change", "str", "add or remove one", choices=("add", "remove"))),
        "Your influence in a guild went up or down by one.",
    ),
    ActionSpec(
        "employ_translator",
        (ROOM, DECK),
        "You employed a translator into a room.",
    ),
    ActionSpec(
        "neutral_translator",
        (ROOM, DECK),
        "A Caliph space put a neutral translator from this deck into a room.",
    ),
    ActionSpec("place_gold", (ROOM_OPEN,), "You put 1 gold on the translator in a room."),
    ActionSpec("retire_translator", (ROOM_OPEN,), "The translator in a room retired."),
    ActionSpec("neutral_marker", (POSITION,), "The neutral marker moved next to this scroll."),
    ActionSpec("map_clear", (POSITION,), "A map scroll left the map (moved or discarded)."),
    ActionSpec(
        "rest_reveal",
        (POSITION_OPEN, LANGUAGE_OPEN),
        "Papyrus's Rest revealed a scroll of this language; the neutral marker stopped next to "
        "this map space (counted from where it was).",
    ),
    ActionSpec(
        "rest",
        (POSITION_OPEN, LANGUAGE_OPEN),
        "You Rest: the bottom scroll card is of this language and the neutral marker stopped "
        "next to this map space (counted from where it was). Papyrus tells the rest, then plays.",
    ),
    ActionSpec(
        "rest_after_caliph",
        (),
        "You Rest and the bottom card was a Caliph card (reported first): your Rest goes on.",
    ),
    ActionSpec(
        "caliph_row",
        (ActionField("row", "str", "a Caliph card row", choices=CALIPH_ROW_CHOICES),),
        "The Caliph card row Papyrus's influence took (the first free one in its order).",
    ),
    ActionSpec(
        "caliph_move",
        (ActionField("row", "str", "a Caliph card row", choices=CALIPH_ROW_CHOICES),),
        "Your Caliph move: 1 of your influence from the guild asked about onto this row.",
    ),
    ActionSpec("let_automa_take", (), "Let Papyrus take your scroll; take 1 silver."),
    ActionSpec("push_automa_on", (), "Pay 1 silver: Papyrus takes the next eligible scroll."),
    ActionSpec(
        "final_score",
        (
            ActionField("category", "str", "the next category"),
            ActionField("value", "int", open=True),
        ),
        "Report one of your end-of-game figures.",
    ),
    ActionSpec("play_turn", (), "Papyrus's turn (posted by the server's worker)."),
)


def human_reports(state: State) -> list[Action]:
    """Every report legal for the human now."""
    phase = state["phase"]
    if phase == "final":
        name, low, high = FINAL_CATEGORIES[len(state["final"])]
        return [{"type": "final_score", "category": name, "value": v} for v in range(low, high + 1)]
    if caliph.waiting(state):
        return caliph.wait_reports(state)
    if state.get("pending"):
        found: list[Action] = [{"type": "let_automa_take"}]
        if state["pending"]["can_push"]:
            found.append({"type": "push_automa_on"})
        return found
    if state.get("resting"):
        # Papyrus's Rest waits for its bottom scroll card: a scroll, or a Caliph card.
        found = [{"type": "rest_reveal", "position": p, "language": lang}
                 for p in range(MAP_SPACES) for lang in LANGUAGES]  # fmt: skip
        if state["caliphs"] < CALIPH_CARDS:
            found.append({"type": "caliph_revealed"})
        return found
    found = _map_reports(state) + _house_reports(state)
    rooms = state["rooms"]
    free = [i + 1 for i, r in enumerate(rooms) if r is None]
    taken = [i + 1 for i, r in enumerate(rooms) if r is not None]
    found += [{"type": "translator_language", "room": n, "language": lang}
              for n in taken for lang in LANGUAGES
              if lang not in rooms[n - 1].get("languages", [])]  # fmt: skip
    if phase == "setup":
        found += [{"type": "starting_translator", "room": n, "owner": o}
                  for n in free for o in (HUMAN, NEUTRAL)]  # fmt: skip
        if all(state["map"]) and sum(1 for g in GUILDS if state["house"][g][0]) == len(GUILDS):
            found.append({"type": "setup_done"})
        return found
    found += [{"type": "employ_translator", "room": n, "deck": d}
              for n in free for d in range(1, DECKS + 1)]  # fmt: skip
    if state["caliphs"] >= CALIPH_NEUTRAL_FROM and free and not readings.fixed(state):
        # From revision 2 the Caliph phase itself asks for it, before any consolation.
        found += [{"type": "neutral_translator", "room": free[0], "deck": d}
                  for d in range(1, DECKS + 1)]  # fmt: skip
    found += [{"type": t, "room": n} for n in taken for t in ("place_gold", "retire_translator")]
    found += [{"type": "guild_influence", "guild": g, "change": "add"} for g in GUILDS]
    found += [{"type": "guild_influence", "guild": g, "change": "remove"}
              for g in GUILDS if state["guilds"][g][HUMAN] > 0]  # fmt: skip
    found += [{"type": "neutral_marker", "position": p} for p in range(1, MAP_SPACES)]
    if state["caliphs"] < CALIPH_CARDS:
        found.append({"type": "caliph_revealed"})
    found += [{"type": "rest", "position": p, "language": lang}
              for p in range(MAP_SPACES) for lang in LANGUAGES]  # fmt: skip
    if state["caliphs"] > 0:
        found.append({"type": "rest_after_caliph"})
    found.append({"type": "turn_over"})
    return found


def _map_reports(state: State) -> list[Action]:
    found: list[Action] = []
    free_guilds = [g for g in GUILDS if house_top_free_row(state, g) is not None]
    for p, slot in enumerate(state["map"]):
        if slot is None:
            found += [{"type": "reveal_map_scroll", "position": p, "language": lang}
                      for lang in LANGUAGES]  # fmt: skip
        elif state["phase"] == "play":
            found += [{"type": "deliver_scroll", "position": p, "guild": g} for g in free_guilds]
            found.append({"type": "map_clear", "position": p})
            if slot["influence"] is None:
                found.append({"type": "influence_map_scroll", "position": p})
    return found


def _house_reports(state: State) -> list[Action]:
    found: list[Action] = []
    for g in GUILDS:
        if house_top_free_row(state, g) is not None:
            found += [{"type": "house_add", "guild": g, "language": lang} for lang in LANGUAGES]
        if state["phase"] != "play":
            continue
        for row, slot in enumerate(state["house"][g]):
            if slot is None:
                continue
            found.append({"type": "translate_scroll", "guild": g, "row": row})
            if slot["influence"] is None:
                found.append({"type": "influence_house_scroll", "guild": g, "row": row})
    return found
