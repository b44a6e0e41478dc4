"""Checking an action and carrying it out: each kind's check and application, which the move
table (``moves.MOVES``) names."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.rules.core import IllegalAction, rng_for

from .cards import draw, gain
from .effects import halicarnassus_look, run_effect
from .reasons import ArchitectsReason
from .science import science_options, take_token
from .stages import build, build_options
from .state import State, card_json, draw_sources, event
from .turn import end_turn, raw_legal_actions


@dataclass(frozen=True)
class Play:
    """One move at work: the state it reads (a copy, once it is carried out) and its seat."""

    state: State
    seat: int


def check_turn(state: State, seat: Any) -> None:
    """IllegalAction unless ``seat`` is to act now (whatever it plays)."""
    if state["over"]:
        raise IllegalAction(ArchitectsReason.GAME_OVER, "the game is over")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(state["players"]):
        raise IllegalAction(ArchitectsReason.UNKNOWN_SEAT, f"no seat {seat!r}")
    if seat != state["turn"]["seat"]:
        raise IllegalAction(
            ArchitectsReason.NOT_YOUR_TURN, f"seat {state['turn']['seat']} is to act"
        )


# The legal actions of one kind in the turn's own phase (an empty list: none of that kind).
Candidates = Callable[[State, int, dict[str, Any]], list[dict[str, Any]]]


def among(candidates: Candidates) -> Callable[[Play, dict[str, Any]], None]:
    """A kind's check: the action must be one of its legal actions (every legal action while a
    decision is pending or the turn's card is to be drawn, else ``candidates``)."""

    def check(play: Play, act: dict[str, Any]) -> None:
        state, seat = play.state, play.seat
        if state["pending"] or state["turn"]["phase"] == "draw":
            legal = raw_legal_actions(state, seat)
        else:
            legal = candidates(state, seat, act)
        if act not in legal:
            _refuse(state, seat, act, legal)

    return check


def _refuse(state: State, seat: int, act: dict[str, Any], legal: list[dict[str, Any]]) -> None:
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


def no_candidates(state: State, seat: int, act: dict[str, Any]) -> list[dict[str, Any]]:
    """Kinds that only answer a pending decision or draw the turn's card."""
    return []


def stage_candidates(state: State, seat: int, act: dict[str, Any]) -> list[dict[str, Any]]:
    return [a for a in build_options(state, seat)[0] if a["stage"] == act["stage"]]


def token_candidates(state: State, seat: int, act: dict[str, Any]) -> list[dict[str, Any]]:
    return science_options(state, seat)


def extra_card_candidates(state: State, seat: int, act: dict[str, Any]) -> list[dict[str, Any]]:
    if act["token"] not in state["turn"]["armed"]:
        return []
    return [{**act, "deck": d} for d in draw_sources(state, seat)]


def end_turn_candidates(state: State, seat: int, act: dict[str, Any]) -> list[dict[str, Any]]:
    return [act] if not build_options(state, seat)[1] and not science_options(state, seat) else []


def _pop_pending(state: State) -> dict[str, Any] | None:
    """The decision this move answers (None for the turn's own actions)."""
    return state["pending"].pop() if state["pending"] else None


def take_card(play: Play, act: dict[str, Any]) -> None:
    state = play.state
    top = _pop_pending(state)
    if top is None:
        state["turn"]["phase"] = "act"
    draw(state, play.seat, act["deck"], "turn" if top is None else top["reason"])


def take_extra_card(play: Play, act: dict[str, Any]) -> None:
    turn = play.state["turn"]
    turn["armed"].remove(act["token"])
    turn["used"].append(act["token"])
    draw(play.state, play.seat, act["deck"], act["token"])


def build_stage(play: Play, act: dict[str, Any]) -> None:
    build(play.state, play.seat, act["stage"], act["cards"])


def choose_progress_token(play: Play, act: dict[str, Any]) -> None:
    top = _pop_pending(play.state)
    reason = "science" if top is None else top["reason"]
    take_token(play.state, play.seat, act["token"], act["cards"], reason)


def choose_deck(play: Play, act: dict[str, Any]) -> None:
    play.state["pending"].pop()
    halicarnassus_look(play.state, play.seat, act["deck"])


def pick_card(play: Play, act: dict[str, Any]) -> None:
    play.state["pending"].pop()
    _keep_card(play.state, play.seat, act["kind"])


def use_wonder_effect(play: Play, act: dict[str, Any]) -> None:
    run_effect(play.state, play.seat, play.state["pending"].pop()["effect"])


def decline_wonder_effect(play: Play, act: dict[str, Any]) -> None:
    effect = play.state["pending"].pop()["effect"]
    event(play.state, "wonder_effect_declined", {"seat": play.seat, "effect": effect})


def end_your_turn(play: Play, act: dict[str, Any]) -> None:
    end_turn(play.state)


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
