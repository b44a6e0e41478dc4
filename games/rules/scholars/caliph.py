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
from games.rules.scholars.content import GUILDS
from games.rules.scholars.scheme import COLOUR_WORDS, discard
from games.rules.scholars.table import AUTOMA, HUMAN, guild_add
from games.rules.scholars.tracks import colour_majority
from games.rules.words import counted

State = dict[str, Any]
CALIPH_ROW_CHOICES = ("top", "middle", "bottom")
ROW_WORDS = {"top": ("top", "de cima"), "middle": ("middle", "do meio"),
             "bottom": ("bottom", "de baixo")}  # fmt: skip


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
        retired = counted(
            owed,
            ("retired starting translator", "retired starting translators"),
            ("tradutor inicial aposentado", "tradutores iniciais aposentados"),
        )
        why = (f"Caliph space {CALIPH_GOLD_SPACE}: {retired['en']} in Papyrus's pile",
               f"espaço de Califa {CALIPH_GOLD_SPACE}: {retired['pt-BR']} na pilha de "
               "Papyrus")  # fmt: skip
        spaces = counted(owed, ("space", "spaces"), ("espaço", "espaços"))
        found.append(words.instruction(
            "resource_track", {"steps": owed},
            (f"Papyrus takes {owed} silver: advance its resource track {spaces['en']}.",
             f"Papyrus recebe {owed} prata: avance {spaces['pt-BR']} na trilha de recursos "
             "dele."),
            why,
        ))  # fmt: skip
        found += act.resource_move(state, owed, why)
    return found


def _move(
    state: State, g: str, found: list[Instruction], content: dict[str, Any]
) -> Instruction | None:
    """The marker move of guild ``g``: a question to the human, or done (None)."""
    step = state["caliph_step"]
    entry = state["guilds"][g]
    g_en, g_pt = words.guild(g)
    if step["wait"] == "automa_row":
        found += caliph_move_effects(state, g, step["row"], _why(state, g, content))
        return None
    if step["wait"] == "human_move":
        return None
    if entry["controller"] == AUTOMA:
        step["wait"] = "automa_row"
        order = CALIPH_ROWS[colour_majority(discard(state, content))]
        names_en = " > ".join(ROW_WORDS[r][0] for r in order)
        names_pt = " > ".join(ROW_WORDS[r][1] for r in order)
        return words.instruction(
            "caliph_row_question", {"guild": g, "order": list(order)},
            (f"Papyrus moves 1 influence from the {g_en} guild onto the Caliph card, on the "
             f"first row with room in this order: {names_en}. Report the row it took.",
             f"Papyrus move 1 influência da guilda {g_pt} para a carta de Califa, na primeira "
             f"linha disponível nesta ordem: {names_pt}. Informe a linha que ela ocupou."),
            _why(state, g, content),
        )  # fmt: skip
    if entry["controller"] == HUMAN:
        step["wait"] = "human_move"
        return words.instruction(
            "caliph_move_question", {"guild": g},
            (f"You control the {g_en} guild: move 1 of your influence from it onto a row of the "
             "Caliph card and report the row. Control is checked again before consolations.",
             f"Você controla a guilda {g_pt}: mova 1 influência sua dessa guilda para uma linha "
             "da carta de Califa e informe a linha. O controle é revisto antes das consolações."),
            ("the player controlling a guild moves 1 influence onto the Caliph card",
             "quem controla a guilda move 1 influência para a carta de Califa"),
        )  # fmt: skip
    return None


def _consolations(state: State, g: str, content: dict[str, Any]) -> list[Instruction]:
    """Each player with influence in ``g`` who does not control it takes its reward."""
    entry = state["guilds"][g]
    found: list[Instruction] = []
    if entry[HUMAN] > 0 and entry["controller"] != HUMAN:
        reward = content["guild_consolation"][g]
        g_en, g_pt = words.guild(g)
        found.append(words.instruction(
            "human_consolation", {"guild": g, "reward": reward},
            (f"Take the {g_en} guild's consolation ({reward}): you have influence there and do "
             "not control it.",
             f"Pegue a consolação da guilda {g_pt} ({reward}): você tem influência nela e não "
             "a controla."),
            (f"consolation of the {g_en} guild ({reward})",
             f"consolação da guilda {g_pt} ({reward})"),
        ))  # fmt: skip
    if entry[AUTOMA] > 0 and entry["controller"] != AUTOMA:
        found += consolation(state, g, content)
    return found


def _why(state: State, g: str, content: dict[str, Any]) -> tuple[str, str]:
    majority = colour_majority(discard(state, content))
    g_en, g_pt = words.guild(g)
    order = " > ".join(CALIPH_ROWS[majority])
    return (f"Papyrus controls the {g_en} guild; {majority} majority prefers {order}, the first "
            "free row",
            f"Papyrus controla a guilda {g_pt}; maioria {COLOUR_WORDS[majority][1]} prefere "
            f"{order}, a primeira linha livre")  # fmt: skip
