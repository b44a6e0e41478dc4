"""What happened, in words: one sentence per logged event, naming the seats (``sentences``
words the moves), each a ``Said`` of ``catalogue.EVENTS``. Events reach here already
filtered for the viewer."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from games.rules.said import Listed, Param, Said

from .catalogue import sentence
from .science import FACE_DOWN
from .stage_built import built_words
from .words import (
    effect_words,
    from_deck,
    kind_name,
    kinds_joined,
    of_deck,
    of_wonder,
    paid,
    seat_name,
    token_name,
    wonder_name,
)

Data = dict[str, Any]
Names = Sequence[str]

# Why a card arrived, beyond the turn's own card: a Wonder's effect names its Wonder.
_WONDER_REASONS = ("alexandria", "ephesus", "olympia", "halicarnassus")
# The Wonder whose effect is answered by a take move: that move tells the draw.
_TAKEN_BY_A_MOVE = ("alexandria",)


def describe_event(catalog: dict[str, Any], event: Mapping[str, Any], names: Names) -> Said | None:
    kind, data = event.get("kind"), event.get("data") or {}
    who = seat_name(names, data.get("seat"))
    handler = _EVENTS.get(str(kind))
    return handler(catalog, data, who, names) if handler else None


def _game_started(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    pairs = zip(names, data.get("wonders", []), strict=False)
    builders = [
        sentence("event-seat-builds", who=name, wonder=wonder_name(catalog, w)) for name, w in pairs
    ]
    return sentence(
        "event-game-started",
        builders=Listed(tuple(builders), "and"),
        first=seat_name(names, data.get("first")),
    )


def _turn_started(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    return sentence("event-turn-started", turn=int(data.get("turn", 0)), who=who)


def _card(catalog: dict[str, Any], data: Data) -> Said:
    return kind_name(catalog, (data.get("card") or {}).get("kind", ""))


def _cat_peek(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    return sentence("event-cat-peek", card=_card(catalog, data))


def _card_taken(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    """A card taken by a move of its own (the turn's, a Progress token's, Alexandria's) was
    told by that move ("Ana took the top card of the central deck."): this says only which
    card it was. A Wonder's effect that took one with no move names who, which and whence."""
    reason = data.get("reason", "turn")
    card = _card(catalog, data)
    if reason in _WONDER_REASONS and reason not in _TAKEN_BY_A_MOVE:
        return sentence(
            "event-card-taken-by-wonder",
            who=who,
            card=card,
            from_deck=from_deck(catalog, data.get("deck", "")),
            of_wonder=of_wonder(catalog, reason),
        )
    if reason in _WONDER_REASONS:
        return sentence(
            "event-card-revealed-by-wonder", card=card, of_wonder=of_wonder(catalog, reason)
        )
    return sentence("event-card-revealed", card=card)


def _cat_taken(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    return sentence("event-cat-taken", who=who)


def _flipped(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    return sentence(
        "event-conflict-flipped",
        who=who,
        flipped=int(data.get("flipped", 0)),
        battle=int(data.get("battle", 0)),
        total=int(data.get("total", 0)),
    )


def _battle(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    """'Battle! Ana won 2 Military Victory tokens; Bia and Caio, 1 each.'"""
    by_count: dict[int, list[str]] = {}
    for seat, gained in enumerate(data.get("military_tokens_won") or []):
        if gained:
            by_count.setdefault(int(gained), []).append(seat_name(names, seat))
    if not by_count:
        return sentence("event-battle-none")
    groups = sorted(by_count.items(), reverse=True)
    parts = [
        sentence(
            "event-battle-won" if i == 0 else "event-battle-also",
            who=Listed(tuple(won), "and"),
            people=len(won),
            count=n,
        )
        for i, (n, won) in enumerate(groups)
    ]
    results = parts[-1]
    for part in reversed(parts[:-1]):
        results = sentence("event-battle-then", first=part, rest=results)
    return sentence("event-battle", results=results)


def _science_discarded(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    cards = paid(catalog, data.get("cards", []))
    return sentence("event-science-discarded", who=who, cards=cards)


def _token_taken(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    said: dict[str, Param] = {
        "who": who,
        "token": token_name(catalog, data.get("token", "")),
        "pile": "face-down" if data.get("from") == FACE_DOWN else "face-up",
        "how": "plain",
    }
    if data.get("reason") == "babylon":
        said.update(how="babylon", of_wonder=of_wonder(catalog, "babylon"))
    elif data.get("cards"):
        # Counted: "discarding 2 Tablet cards", not "Tablet and Tablet".
        said.update(how="discarding", cards=paid(catalog, data["cards"]))
    return sentence("event-token-taken", **said)


def _stage_built(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    return built_words(catalog, who, str(data.get("stage", "")), list(data.get("cards", [])))


def _effect_declined(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    what = effect_words(data.get("effect", ""))
    return sentence("event-effect-declined", who=who, effect=what)


def _effect_lost(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    return sentence("event-effect-lost", who=who, effect=effect_words(data.get("effect", "")))


def _shield_added(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    return sentence("event-shield-added", who=who, of_wonder=of_wonder(catalog, "rhodes"))


def _look(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    return sentence(
        "event-look",
        who=who,
        count=int(data.get("count", 0)),
        deck_of=of_deck(catalog, data.get("deck", "")),
    )


def _look_cards(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    return sentence("event-look-cards", cards=kinds_joined(catalog, data.get("kinds", [])))


def _turn_ended(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    return sentence("event-turn-ended", who=who)


def _turn_passed(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    return sentence("event-turn-passed", who=who)


def _game_over(catalog: dict[str, Any], data: Data, who: str, names: Names) -> Said:
    return sentence("event-game-over", reason=str(data.get("reason", "")))


_EVENTS: dict[str, Callable[[dict[str, Any], Data, str, Names], Said]] = {
    "game_started": _game_started,
    "turn_started": _turn_started,
    "cat_peek": _cat_peek,
    "card_taken": _card_taken,
    "cat_taken": _cat_taken,
    "conflict_tokens_flipped": _flipped,
    "battle": _battle,
    "science_set_discarded": _science_discarded,
    "progress_token_taken": _token_taken,
    "stage_built": _stage_built,
    "wonder_effect_declined": _effect_declined,
    "wonder_effect_lost": _effect_lost,
    "shield_added": _shield_added,
    "halicarnassus_look": _look,
    "halicarnassus_cards": _look_cards,
    "turn_ended": _turn_ended,
    "turn_passed": _turn_passed,
    "game_over": _game_over,
}
# Every kind the engine logs; the conformance test checks each has words in both languages.
EVENT_KINDS: tuple[str, ...] = tuple(_EVENTS)
