"""The Caliph phase from rules revision 2 (rules §4, §8.7; the seed's CALIFA): the space's
effect, then guild by guild in order the marker move, control checked again, consolations.

It stops for the human three times at most per guild and once for the space:
- spaces 3 and 4: the neutral translator the human seats (its deck is on the board), before any
  of Papyrus's consolation gold goes on the leftmost neutral translator;
- a guild Papyrus controls: the row its marker took, the highest or lowest free one by its
  colour majority ("no local mais alto ou mais baixo disponível"; how many markers a row holds
  is not in the sources, so the human, who sees the card, reports it);
- a guild the human controls: the human's own Caliph move, so that control is checked again
  before anyone's consolation ("o controle da Guilda pode ser revisto após a retirada").

``state["caliph_step"]`` holds where the phase waits: ``{"guild": index, "stage": "move" or
"consolation", "wait": "translator", "automa_row", "human_move" or None, "row": reported}``.
"""

from __future__ import annotations

from typing import Any

from games.rules.core import Instruction
from games.rules.said import Said
from games.rules.scholars import ai_actions as act
from games.rules.scholars import words
from games.rules.scholars.automa_turn import (
    CALIPH_GOLD_SPACE,
    CALIPH_ROWS,
    CALIPH_TRANSLATOR_SPACES,
    caliph_move_effects,
    caliph_space,
    consolation,
)
from games.rules.scholars.catalogue import colour, guild, told
from games.rules.scholars.content import GUILDS
from games.rules.scholars.scheme import discard
from games.rules.scholars.table import AUTOMA, HUMAN, guild_add
from games.rules.scholars.tracks import colour_majority

State = dict[str, Any]
CALIPH_ROW_CHOICES = ("top", "middle", "bottom")


def waiting(state: State) -> str | None:
    """What the phase waits for the human to report (None: it is not waiting)."""
    step = state.get("caliph_step")
    return step["wait"] if step else None


def wait_reports(state: State) -> list[dict[str, Any]]:
    """The only reports legal while the phase waits (besides undo)."""
    wait = waiting(state)
    if wait == "translator":
        room = next(i + 1 for i, r in enumerate(state["rooms"]) if r is None)
        return [{"type": "neutral_translator", "room": room, "deck": d} for d in range(1, 9)]
    kind = "caliph_row" if wait == "automa_row" else "caliph_move"
    return [{"type": kind, "row": row} for row in CALIPH_ROW_CHOICES]


def answer(state: State, action: dict[str, Any]) -> None:
    """The human's answer to the phase's question, on a copied state (the neutral translator
    itself is seated by the report)."""
    step = state["caliph_step"]
    if action["type"] == "caliph_row":
        step["row"] = action["row"]
    elif action["type"] == "caliph_move":
        guild_add(state, GUILDS[step["guild"]], HUMAN, -1)  # control is checked again
        step["row"] = action["row"]


def phase(state: State, content: dict[str, Any]) -> list[Instruction]:
    """Play the phase, or resume it after the human's answer, until it ends (``caliph_step``
    None) or waits again (its question is the last instruction)."""
    step = state.get("caliph_step")
    found: list[Instruction] = []
    if step is None:
        step = state["caliph_step"] = {"guild": 0, "stage": "move", "wait": None, "row": None}
        found += _space(state)
        if state["caliphs"] in CALIPH_TRANSLATOR_SPACES and None in state["rooms"]:
            step["wait"] = "translator"
            return found
    elif step["wait"] == "translator":
        step["wait"] = None
    while step["guild"] < len(GUILDS):
        g = GUILDS[step["guild"]]
        if step["stage"] == "move":
            question = _move(state, g, found, content)
            if question is not None:
                return [*found, question]
            step["stage"] = "consolation"
        found += _consolations(state, g, content)
        step.update({"guild": step["guild"] + 1, "stage": "move", "wait": None, "row": None})
    state["caliph_step"] = None
    return found


def _space(state: State) -> list[Instruction]:
    """The space's effect; on space 2 Papyrus also takes 1 silver (its resource track) per
    retired starting translator in its pile ("cada jogador recebe uma prata para o seu
    Tradutor Inicial aposentado")."""
    found = caliph_space(state)
    owed = state["ai"].get("retired_starting", 0)
    if state["caliphs"] == CALIPH_GOLD_SPACE and owed:
        why = told("why-caliph-starting", space=CALIPH_GOLD_SPACE, count=owed)
        found.append(words.instruction(
            "resource_track", {"steps": owed},
            told("instruction-resource-track", count=owed), why,
        ))  # fmt: skip
        found += act.resource_move(state, owed, why)
    return found


def _move(
    state: State, g: str, found: list[Instruction], content: dict[str, Any]
) -> Instruction | None:
    """The marker move of guild ``g``: a question to the human, or done (None)."""
    step = state["caliph_step"]
    entry = state["guilds"][g]
    if step["wait"] == "automa_row":
        found += caliph_move_effects(state, g, step["row"], _why(state, g, content))
        return None
    if step["wait"] == "human_move":
        return None
    if entry["controller"] == AUTOMA:
        step["wait"] = "automa_row"
        majority = colour_majority(discard(state, content))
        order = CALIPH_ROWS[majority]
        return words.instruction(
            "caliph_row_question", {"guild": g, "order": list(order)},
            told("instruction-caliph-row-question", guild=guild(g),
                 order=told("caliph-order", majority=majority)),
            _why(state, g, content),
        )  # fmt: skip
    if entry["controller"] == HUMAN:
        step["wait"] = "human_move"
        return words.instruction(
            "caliph_move_question", {"guild": g},
            told("instruction-caliph-move-question", guild=guild(g)),
            told("why-caliph-move-question"),
        )  # fmt: skip
    return None


def _consolations(state: State, g: str, content: dict[str, Any]) -> list[Instruction]:
    """Each player with influence in ``g`` who does not control it takes its reward."""
    entry = state["guilds"][g]
    found: list[Instruction] = []
    if entry[HUMAN] > 0 and entry["controller"] != HUMAN:
        reward = content["guild_consolation"][g]
        worded = {"guild": guild(g), "reward": told("reward", reward=reward)}
        found.append(words.instruction(
            "human_consolation", {"guild": g, "reward": reward},
            told("instruction-human-consolation", **worded), told("why-consolation", **worded),
        ))  # fmt: skip
    if entry[AUTOMA] > 0 and entry["controller"] != AUTOMA:
        found += consolation(state, g, content)
    return found


def _why(state: State, g: str, content: dict[str, Any]) -> Said:
    majority = colour_majority(discard(state, content))
    return told("why-caliph-first-free", guild=guild(g), colour=colour(majority),
                order=told("caliph-order", majority=majority))  # fmt: skip
