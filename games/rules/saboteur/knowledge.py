"""What a seat has learnt about hidden cards, kept in its own ``state["knowledge"]`` list.

Maps and Inspections are recorded where they are played. From rules revision 2 a seat also
keeps (so that its view and its automa's determinization respect them):

* ``{"kind": "discarded", "cards": [...]}``: the cards it put face down in the discard pile;
* ``{"kind": "hand", "seat": s, "cards": [...]}``: cards seat ``s`` is known to hold since a
  Swap your hand (the cards the viewer handed over, or saw in the hand it received).

A known hand follows the cards: a public play of one of them removes it, a swap moves the whole
entry to the seat that now holds those cards, and a face-down discard by that seat forgets it
(any of them may have gone). Entries are replaced, never changed in place, because a state's
copy shares them with the state it came from.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.rules.revision import rules_revision


def _tracked(state: dict[str, Any]) -> bool:
    return rules_revision(state) >= 2


def note_discarded(state: dict[str, Any], seat: int, cards: list[str]) -> None:
    """``seat`` put ``cards`` face down: it remembers them, and nobody knows its hand any more."""
    if not _tracked(state):
        return
    state["knowledge"][seat].append(
        {"kind": "discarded", "cards": sorted(cards), "step": state["step"]}
    )
    _forget_hand(state, seat)


def note_played(state: dict[str, Any], seat: int, card: str) -> None:
    """``seat`` played ``card`` face up: one copy of it is no longer known to be in its hand."""
    if not _tracked(state):
        return
    for viewer, entries in enumerate(state["knowledge"]):
        if viewer == seat:
            continue
        out = []
        for k in entries:
            if k["kind"] == "hand" and k["seat"] == seat and card in k["cards"]:
                left = list(k["cards"])
                left.remove(card)
                if not left:
                    continue
                k = {**k, "cards": left}
            out.append(k)
        state["knowledge"][viewer] = out


def note_swap(
    state: dict[str, Any], seat: int, target: int, given: list[str], received: list[str]
) -> None:
    """``seat`` swapped hands with ``target`` (before the target draws): known hands move with
    the cards, and each of the two knows the other holds its old hand."""
    if not _tracked(state):
        return
    other = {seat: target, target: seat}
    for viewer, entries in enumerate(state["knowledge"]):
        state["knowledge"][viewer] = [
            {**k, "seat": other[k["seat"]]} if k["kind"] == "hand" and k["seat"] in other else k
            for k in entries
            if not (k["kind"] == "hand" and viewer in other and k["seat"] == other[viewer])
        ]
    step = state["step"]
    for viewer, holder, cards in ((seat, target, given), (target, seat, received)):
        state["knowledge"][viewer] = [
            k
            for k in state["knowledge"][viewer]
            if not (k["kind"] == "hand" and k["seat"] == holder)
        ]
        if cards:
            state["knowledge"][viewer].append(
                {"kind": "hand", "seat": holder, "cards": sorted(cards), "step": step}
            )


def _forget_hand(state: dict[str, Any], seat: int) -> None:
    for viewer, entries in enumerate(state["knowledge"]):
        state["knowledge"][viewer] = [
            k for k in entries if not (k["kind"] == "hand" and k["seat"] == seat)
        ]


def known_discards(v: dict[str, Any]) -> Counter[str]:
    """Cards the viewer put face down this round (they stay in the face-down discard pile)."""
    out: Counter[str] = Counter()
    for k in v.get("knowledge", []):
        if k["kind"] == "discarded":
            out.update(k["cards"])
    return out


def known_hands(v: dict[str, Any]) -> dict[int, list[str]]:
    """Cards the viewer knows other seats to hold now."""
    return {k["seat"]: list(k["cards"]) for k in v.get("knowledge", []) if k["kind"] == "hand"}
