"""The flow of a turn: take a card, act in any order, end the turn; the next seat; game end.

Decisions a seat must make before continuing sit on ``state["pending"]`` (top = last). When it
is empty the active seat is either choosing the turn's card (phase "draw") or acting freely
(phase "act"): building stages, taking Progress tokens, using extra-card tokens, ending.
"""

from __future__ import annotations

from typing import Any

from games.rules.revision import rules_revision

from .effects import any_decks, halicarnassus_decks
from .military import resolve_battle
from .science import science_options, science_sets, token_choices
from .stages import (
    available_stages,
    build_options,
    can_pay,
    economy_available,
    engineering_available,
)
from .state import (
    State,
    draw_sources,
    event,
    kind_counts,
    wonder_complete,
    wonder_of,
)

END_TURN = {"type": "end_turn"}


def free_actions(state: State, seat: int) -> list[dict[str, Any]]:
    """What the active seat may do after its card; ``end_turn`` only once nothing is mandatory."""
    builds, must_build = build_options(state, seat)
    science = science_options(state, seat)
    sources = draw_sources(state, seat)
    extra = [
        {"type": "take_extra_card", "token": slug, "deck": deck}
        for slug in state["turn"]["armed"]
        for deck in sources
    ]
    actions = builds + science + extra
    if not must_build and not science:
        actions.append(dict(END_TURN))
    return actions


def has_free_choice(state: State, seat: int) -> bool:
    """Whether the active seat has anything to do besides ending its turn (cheap check)."""
    if state["turn"]["armed"] and draw_sources(state, seat):
        return True
    counts = kind_counts(state, seat)
    discard = state["options"]["science_without_tokens"] == "discard_cards"
    if science_sets(counts) and (discard or token_choices(state)):
        return True
    engineering = engineering_available(state, seat)
    economy = economy_available(state, seat)
    stages = wonder_of(state, seat)["stages"]
    return any(
        can_pay(stages[sid], counts, engineering, economy) for sid in available_stages(state, seat)
    )


def pending_actions(state: State, top: dict[str, Any]) -> list[dict[str, Any]]:
    kind = top["kind"]
    seat = top["seat"]
    if kind == "take_card":
        return [{"type": "take_card", "deck": d} for d in any_decks(state)]
    if kind == "progress_token":
        return [
            {"type": "choose_progress_token", "token": t, "cards": []} for t in token_choices(state)
        ]
    if kind == "halicarnassus_deck":
        return [{"type": "choose_deck", "deck": d} for d in halicarnassus_decks(state, seat)]
    if kind == "halicarnassus_pick":
        kinds = state["catalog"]["card_kind"]
        return [
            {"type": "pick_card", "kind": k}
            for k in sorted({kinds[c] for c in state["looking"]["cards"]})
        ]
    if kind == "wonder_effect":
        return [{"type": "use_wonder_effect"}, {"type": "decline_wonder_effect"}]
    raise AssertionError(f"unknown pending decision {kind!r}")


def raw_legal_actions(state: State, seat: int) -> list[dict[str, Any]]:
    if state["over"] or seat != state["turn"]["seat"]:
        return []
    if state["pending"]:
        return pending_actions(state, state["pending"][-1])
    if state["turn"]["phase"] == "draw":
        return [{"type": "take_card", "deck": d} for d in draw_sources(state, seat)]
    return free_actions(state, seat)


def settle(state: State) -> None:
    """End turns that have nothing left to do, so that a seat only waits on real choices."""
    while not state["over"] and not state["pending"] and state["turn"]["phase"] == "act":
        seat = state["turn"]["seat"]
        if has_free_choice(state, seat):
            return
        end_turn(state)


def end_turn(state: State) -> None:
    """Resolve a triggered Battle, end the game if the Wonder is complete, else pass on."""
    turn = state["turn"]
    seat = turn["seat"]
    ending = wonder_complete(state, seat)
    if turn["battle"] and (not ending or state["options"]["battle_before_game_end"]):
        resolve_battle(state)
    if rules_revision(state) < 2:
        # Revision 2 remembers the peek while the card stays on top (view.peek_visible).
        state["peek"] = None
    event(state, "turn_ended", {"seat": seat, "turn": turn["number"]})
    if ending:
        finish(state, "wonder_completed")
        return
    start_next_turn(state, seat)


def finish(state: State, reason: str) -> None:
    state["over"] = True
    state["end_reason"] = reason
    state["pending"] = []
    event(state, "game_over", {"reason": reason})


def start_next_turn(state: State, previous: int) -> None:
    n = len(state["players"])
    number = state["turn"]["number"]
    for i in range(1, n + 1):
        seat = (previous + i) % n
        if draw_sources(state, seat):
            start_turn(state, seat, number + 1)
            return
        if state["options"]["no_cards_available"] == "end_game":
            break
        event(state, "turn_passed", {"seat": seat})
    finish(state, "no_cards")


def new_turn(seat: int, number: int) -> dict[str, Any]:
    return {
        "seat": seat,
        "number": number,
        "phase": "draw",
        "armed": [],
        "used": [],
        "new_tokens": [],
        "battle": False,
        "economy_used": False,
    }


def start_turn(state: State, seat: int, number: int) -> None:
    """A new turn; the Cat's holder secretly sees the central deck's top card."""
    state["turn"] = new_turn(seat, number)
    event(state, "turn_started", {"seat": seat, "turn": number})
    central = state["decks"]["central"]
    if state["cat"] == seat and central:
        seen_by = [seat]
        peek = state["peek"]
        if rules_revision(state) >= 2 and peek is not None and peek["card"] == central[-1]:
            seen_by = sorted({*peek.get("seen_by", ()), seat})
        state["peek"] = {"seat": seat, "card": central[-1]}
        if rules_revision(state) >= 2:
            state["peek"]["seen_by"] = seen_by
        kind = state["catalog"]["card_kind"][central[-1]]
        event(state, "cat_peek", {"card": {"id": central[-1], "kind": kind}}, seat)
