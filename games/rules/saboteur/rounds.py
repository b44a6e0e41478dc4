"""Turn order, the end of a round (payout, thefts, roles shown) and the start of the next one."""

from __future__ import annotations

from typing import Any

from games.rules import core
from games.rules.saboteur import scoring
from games.rules.saboteur.content import Tables
from games.rules.saboteur.deck import deal_round

LOG_SIZE = 24


# Parts never changed in place once made: the options (read only) and the entries of the log
# and of each seat's knowledge (added, dropped or replaced: see ``knowledge``). A copy gets new
# lists holding the same entries. Key: how many levels of lists are copied.
_SHARED_ENTRIES = {"options": 0, "log": 1, "knowledge": 2}


def clone(state: dict[str, Any]) -> dict[str, Any]:
    """A deep copy (the one copy policy of engines), except the parts the copy may share
    (``_SHARED_ENTRIES``): nearly half the state, never written."""
    return {
        key: _lists_copied(value, _SHARED_ENTRIES[key])
        if key in _SHARED_ENTRIES
        else core.copy_state(value)
        for key, value in state.items()
    }


def _lists_copied(value: Any, depth: int) -> Any:
    if depth == 0:
        return value
    if depth == 1:
        return list(value)
    return [_lists_copied(item, depth - 1) for item in value]


def emit(state: dict[str, Any], events: list[core.Event], event: core.Event) -> None:
    """Record an event for the caller and in the state's short log of recent events."""
    events.append(event)
    entry = event.to_json()
    entry["step"] = state["step"]
    state["log"].append(entry)
    if len(state["log"]) > LOG_SIZE:
        del state["log"][0]


def next_turn(state: dict[str, Any], t: Tables, events: list[core.Event]) -> None:
    """Pass the turn clockwise to the next seat holding cards, or end the round when none do."""
    n = state["seats"]
    for i in range(1, n + 1):
        seat = (state["turn"] + i) % n
        if state["hands"][seat]:
            state["turn"] = seat
            return
    end_round(state, t, events, gold_found=False, completer=None)


def end_round(
    state: dict[str, Any],
    t: Tables,
    events: list[core.Event],
    *,
    gold_found: bool,
    completer: int | None,
) -> None:
    """Pay the round's gold, then let the thieves steal (a pending decision per thief)."""
    payout = scoring.round_payout(state, t, gold_found, completer)
    for s in range(state["seats"]):
        state["gold"][s] += payout["shares"][s] + payout["crystal_gold"][s]
        state["gold_log"][s]["shares"] += payout["shares"][s]
        state["gold_log"][s]["crystals"] += payout["crystal_gold"][s]
    payout["round"] = state["round"]
    payout["roles"] = list(state["roles"])
    payout["trapped"] = [f["trapped"] for f in state["front"]]
    payout["thefts"] = []
    state["round_results"].append(payout)
    emit(
        state,
        events,
        core.Event(
            "round_ended",
            {
                "round": state["round"],
                "gold_found": gold_found,
                "completer": completer,
                "roles": list(state["roles"]),
                "winners": payout["winners"],
                "shares": payout["shares"],
                "crystal_gold": payout["crystal_gold"],
            },
        ),
    )
    state["phase"] = "theft"
    state["pending"] = {"kind": "steal", "queue": scoring.thief_order(state)}
    advance_thefts(state, t, events)


def advance_thefts(state: dict[str, Any], t: Tables, events: list[core.Event]) -> None:
    """Drop thieves with nobody to rob; when none are left, close the round."""
    queue = state["pending"]["queue"]
    while queue and not scoring.steal_targets(state, queue[0]):
        queue.pop(0)
    if not queue:
        finish_round(state, t, events)


def finish_round(state: dict[str, Any], t: Tables, events: list[core.Event]) -> None:
    """Start the next round (its first player sits left of the last to play) or end the game."""
    state["pending"] = None
    if state["round"] >= t.rules["rounds"]:
        state["phase"] = "over"
        emit(state, events, core.Event("game_over", {"gold": list(state["gold"])}))
        return
    state["round"] += 1
    state["turn"] = (state["last_actor"] + 1) % state["seats"]
    deal_round(state, t)
    for s in range(state["seats"]):
        state["hat_swapped_at"][s] = -1
    emit(
        state,
        events,
        core.Event("round_started", {"round": state["round"], "first": state["turn"]}),
    )
