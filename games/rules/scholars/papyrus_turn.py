"""Papyrus's turn, task by task (the application of ``play_turn``): its set-up, a Caliph
phase, the end of a Rest, or a turn with the wrap bonuses the human's silver owed it."""

from __future__ import annotations

from typing import Any

from games.rules.core import Instruction, State
from games.rules.scholars import ai_actions as act
from games.rules.scholars import automa_turn, caliph, readings, solo_final, words
from games.rules.scholars.catalogue import told
from games.rules.scholars.rest import human_rest, rest_finish
from games.rules.scholars.retirement import neutral_retirements
from games.rules.scholars.tracks import WRAP_BONUSES


def play_turn(state: State, content: dict[str, Any]) -> list[Instruction]:
    """Papyrus's turn at its task: what the human carries out for it."""
    task = state["task"]
    found = _owed(state)
    if task == "setup":
        level = state["options"]["difficulty"]
        difficulty = next(d for d in content["difficulties"] if d["id"] == level)
        found += automa_turn.setup_extras(state, difficulty)
    elif task == "caliph":
        found += _caliph(state, content)
        if caliph.waiting(state):
            state["turn"] = "human"
            return found
    else:
        if task == "rest_caliph":
            found += _caliph(state, content)
            if caliph.waiting(state):
                state["turn"] = "human"
                return found
            found += rest_finish(state, content, None)
        elif task == "rest":
            reveal, state["reveal"] = state["reveal"], None
            found += rest_finish(state, content, reveal)
        else:
            if state["pending"] is None:
                if state.get("human_rest") is not None:
                    found += human_rest(state, state.pop("human_rest"))
                # Gold the human put on neutral translators: they retired at its turn's end.
                found += neutral_retirements(state, content)
            found += automa_turn.automa_turn(state, content)
            if state["pending"] is not None:
                state["turn"] = "human"
                return found + [_question(state)]
            if state.get("resting"):
                state["turn"] = "human"
                return found
        found += _turn_end(state, content)
    state["turn"], state["task"] = "human", None
    return found


def _caliph(state: State, content: dict[str, Any]) -> list[Instruction]:
    """The Caliph phase: guild by guild with the human's answers from revision 2."""
    if readings.fixed(state):
        return caliph.phase(state, content)
    return automa_turn.caliph(state, content)


def _turn_end(state: State, content: dict[str, Any]) -> list[Instruction]:
    """The end of the AI's turn: its neutral translators retire; the last rounds count."""
    found = neutral_retirements(state, content)
    if state["countdown"] is not None:
        state["countdown"] -= 1
        if state["countdown"] == 0:
            state["phase"] = "final"
            if solo_final.uses_facts(state):
                solo_final.begin(state)
    return found


def _owed(state: State) -> list[Instruction]:
    """Wrap bonuses earned by silver the human paid since the AI's last turn."""
    found: list[Instruction] = []
    owed, state["owed_bonuses"] = state["owed_bonuses"], 0
    why = told("why-owed")
    for k in range(owed):
        kind, guild = WRAP_BONUSES[state["wraps"] - owed + k]
        if kind == "guild":
            assert guild is not None  # a guild bonus names its guild
            found += act.influence_guild_named(state, guild, why)
        else:
            found += act.place_gold(state, why) or []
    return found


def _question(state: State) -> Instruction:
    pending = state["pending"]
    return words.instruction(
        "question",
        dict(pending),
        told("instruction-question", action=pending["action"],
             push="yes" if pending["can_push"] else "no"),
        told("why-question"),
    )  # fmt: skip
