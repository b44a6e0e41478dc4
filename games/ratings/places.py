"""Finishing places from a game's stored result, as the ratings read them."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any


def finishing_places(result: Mapping[str, Any], seats: int) -> list[int]:
    """Place of each seat (1 = first; tied seats share a place, the next place skips).

    Winners share first place; the others follow ``ranking``, and two seats whose total and
    tie-break are equal share a place (a Saboteur team's diggers, for example).
    """
    scores = {s["seat"]: s for s in result.get("scores", [])}
    winners = set(result.get("winners", []))
    ranking: list[int] = list(result.get("ranking", []))
    ranking += [seat for seat in range(seats) if seat not in ranking]

    def key(seat: int) -> tuple[Any, ...]:
        score = scores.get(seat, {})
        return (seat in winners, score.get("total"), tuple(score.get("tiebreak", ())))

    places: dict[int, int] = {}
    for position, seat in enumerate(ranking):
        previous = ranking[position - 1] if position else None
        if previous is not None and key(previous) == key(seat) and seat not in winners:
            places[seat] = places[previous]
        elif seat in winners:
            places[seat] = 1
        else:
            places[seat] = position + 1
    return [places[seat] for seat in range(seats)]


def places_with_quitters_last(places: Sequence[int], quitters: Iterable[int]) -> list[int]:
    """``places`` with the seats in ``quitters`` (resigned, timed out) sharing last place,
    below everyone who stayed, as BGA ranks the first to quit; the others keep their order
    and ties, placed among themselves (1, 2, 2, 4 ...)."""
    gone = set(quitters)
    stayed = [seat for seat in range(len(places)) if seat not in gone]
    out = [len(stayed) + 1] * len(places)
    for seat in stayed:
        out[seat] = 1 + sum(1 for other in stayed if places[other] < places[seat])
    return out
