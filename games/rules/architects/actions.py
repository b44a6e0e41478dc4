"""Checking an action and carrying it out."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.rules.core import IllegalAction, rng_for

from .cards import draw, gain
from .effects import halicarnassus_look, run_effect
from .reasons import ArchitectsReason
from .science import science_options, take_token
from .stages import build, build_options
from .state import State, card_json, clone, draw_sources, event
from .turn import end_turn, raw_legal_actions, settle


def check(state: State, seat: Any, action: Any) -> dict[str, Any]:
    """``action`` (validated against its spec by the ruleset) if ``seat`` may play it now,
    else IllegalAction."""
    if state["over"]:
        raise IllegalAction(ArchitectsReason.GAME_OVER, "the game is over")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(state["players"]):
        raise IllegalAction(ArchitectsReason.UNKNOWN_SEAT, f"no seat {seat!r}")
    if seat != state["turn"]["seat"]:
        raise IllegalAction(
            ArchitectsReason.NOT_YOUR_TURN, f"seat {state['turn']['seat']} is to act"
        )
    act: dict[str, Any] = action
    legal = _candidates(state, seat, act)
    if act in legal:
        return act
    if not legal or (act["type"] == "end_turn" and not state["pending"]):
        legal = raw_legal_actions(state, seat)
    if not any(a["type"] == act["type"] for a in legal):
        expected = sorted({a["type"] for a in legal})
        raise IllegalAction(
            ArchitectsReason.UNEXPECTED_ACTION,
            f"{act['type']} is not possible now; expected one of {expected}",
        )
    raise IllegalAction(
        ArchitectsReason.ILLEGAL_CHOICE, f"{act} is not among the legal {act['type']} actions"
    )


def _candidates(state: State, seat: int, act: dict[str, Any]) -> list[dict[str, Any]]:
    """The legal actions of the same type as ``act`` (all of them, or an empty list)."""
    if state["pending"] or state["turn"]["phase"] == "draw":
        return raw_legal_actions(state, seat)
    kind = act["type"]
    if kind == "build_stage":
        return [a for a in build_options(state, seat)[0] if a["stage"] == act["stage"]]
    if kind == "choose_progress_token":
        return science_options(state, seat)
    if kind == "take_extra_card":
        if act["token"] not in state["turn"]["armed"]:
            return []
        return [{**act, "deck": d} for d in draw_sources(state, seat)]
    if kind == "end_turn":
        return (
            [act] if not build_options(state, seat)[1] and not science_options(state, seat) else []
        )
    return []


def perform(state: State, seat: int, action: Any) -> State:
    """A new state after ``action`` (the input state is left untouched)."""
    act = check(state, seat, action)
    new = clone(state)
    new["step"] += 1
    _dispatch(new, seat, act)
    settle(new)
    return new


def _dispatch(state: State, seat: int, act: dict[str, Any]) -> None:
    MOVES[act["type"]](state, seat, act)


def _pop_pending(state: State) -> dict[str, Any] | None:
    """The decision this move answers (None for the turn's own actions)."""
    return state["pending"].pop() if state["pending"] else None


def _take_card(state: State, seat: int, act: dict[str, Any]) -> None:
    top = _pop_pending(state)
    if top is None:
        state["turn"]["phase"] = "act"
    draw(state, seat, act["deck"], "turn" if top is None else top["reason"])


def _take_extra_card(state: State, seat: int, act: dict[str, Any]) -> None:
    turn = state["turn"]
    turn["armed"].remove(act["token"])
    turn["used"].append(act["token"])
    draw(state, seat, act["deck"], act["token"])


def _build_stage(state: State, seat: int, act: dict[str, Any]) -> None:
    build(state, seat, act["stage"], act["cards"])


def _choose_progress_token(state: State, seat: int, act: dict[str, Any]) -> None:
    top = _pop_pending(state)
    reason = "science" if top is None else top["reason"]
    take_token(state, seat, act["token"], act["cards"], reason)


def _choose_deck(state: State, seat: int, act: dict[str, Any]) -> None:
    state["pending"].pop()
    halicarnassus_look(state, seat, act["deck"])


def _pick_card(state: State, seat: int, act: dict[str, Any]) -> None:
    state["pending"].pop()
    _keep_card(state, seat, act["kind"])


def _use_wonder_effect(state: State, seat: int, act: dict[str, Any]) -> None:
    run_effect(state, seat, state["pending"].pop()["effect"])


def _decline_wonder_effect(state: State, seat: int, act: dict[str, Any]) -> None:
    effect = state["pending"].pop()["effect"]
    event(state, "wonder_effect_declined", {"seat": seat, "effect": effect})


def _end_turn(state: State, seat: int, act: dict[str, Any]) -> None:
    end_turn(state)


def _keep_card(state: State, seat: int, kind: str) -> None:
    looking = state["looking"]
    kinds = state["catalog"]["card_kind"]
    card = next(c for c in looking["cards"] if kinds[c] == kind)
    rest = [c for c in looking["cards"] if c != card]
    deck = state["decks"][looking["deck"]]
    rng = rng_for(state["seed"], state["step"], "halicarnassus")
    if state["options"]["halicarnassus_reshuffle"] == "whole_deck":
        deck.extend(rest)
        rng.shuffle(deck)
    else:
        rng.shuffle(rest)
        deck.extend(rest)
    state["looking"] = None
    event(
        state,
        "card_taken",
        {
            "seat": seat,
            "deck": looking["deck"],
            "card": card_json(state, card),
            "reason": "halicarnassus",
        },
    )
    gain(state, seat, card, "halicarnassus")


# One handler per action type (every type of ``specs.ACTION_SPECS``).
MOVES: dict[str, Callable[[State, int, dict[str, Any]], None]] = {
    "take_card": _take_card,
    "take_extra_card": _take_extra_card,
    "build_stage": _build_stage,
    "choose_progress_token": _choose_progress_token,
    "choose_deck": _choose_deck,
    "pick_card": _pick_card,
    "use_wonder_effect": _use_wonder_effect,
    "decline_wonder_effect": _decline_wonder_effect,
    "end_turn": _end_turn,
}
