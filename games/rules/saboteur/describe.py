"""What happened, in words: one sentence per logged event and per move, a message of
Saboteur's catalogue naming the seats. Events reach here already filtered for the viewer;
a private event (the cards one drew, a Map's goal, an Inspection's role) is worded for the
one seat that sees it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.rules.saboteur.catalogue import say
from games.rules.saboteur.content import GOLD, Tables
from games.rules.saboteur.labels import (
    card_words,
    cards_list,
    goal_name,
    path_words,
    played,
    player_name,
    position,
    seat_name,
    upside_down,
)
from games.rules.said import Listed, Said

# An event's data, the seat it is private to, the seats' names and the tables.
Names = Sequence[str]


def _found(card: Any) -> Said:
    return say("goal-found", found="gold" if card == GOLD else "stone")


def _role(role: Any, message: str = "role-name") -> Said:
    return say(message, role=str(role))


def _gold_by_seat(gold: Sequence[int], names: Names) -> Listed:
    return Listed([say("seat-gold", who=seat_name(names, s), gold=g) for s, g in enumerate(gold)])


def describe_event(
    event: Mapping[str, Any], names: Sequence[str], t: Tables | None = None
) -> Said | None:
    """The sentence of a logged event; tiles and places are worded from the tables ``t``."""
    kind, data = event.get("kind"), event.get("data") or {}
    handler = _EVENTS.get(str(kind))
    return handler(data, event.get("seat"), names, t) if handler else None


def _steal_declined(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    return say("said-declined", who=seat_name(names, data.get("thief")))


def _cards_drawn(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    who = seat_name(names, data.get("seat"))
    return say("event-drew", who=who, count=int(data.get("count", 0)))


def _you_drew(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    return say("event-you-drew", cards=Listed([card_words(c, t) for c in data.get("cards", [])]))


def _path_placed(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    return say(
        "said-laid",
        who=seat_name(names, data.get("seat")),
        tile=path_words(str(data.get("card")), t),
        place=position(data.get("x"), data.get("y"), t),
        upside_down=upside_down(data.get("rotation")),
    )


def _goal_revealed(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    goal, found = goal_name(data.get("goal")), _found(data.get("card"))
    return say("event-goal-revealed", goal=goal, found=found)


def _map_seen(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    return say("event-map-seen", goal=goal_name(data.get("goal")), found=_found(data.get("card")))


def _role_seen(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    who = seat_name(names, data.get("seat"))
    return say("event-role-seen", who=who, role=_role(data.get("role"), "role-after-is"))


def _new_role(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    return say("event-new-role", role=_role(data.get("role"), "role-after-is"))


def _action_played(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    actor = data.get("seat")
    return played(data, names, actor, "they", t, who=seat_name(names, actor))


def _passed(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    # The move's own sentence as others read it, so that the log tells the pass once (an
    # event that repeats its move is left out); the one who passed does not see this event.
    who = seat_name(names, data.get("seat"))
    return say("said-passed", who=who, count=int(data.get("count", 0)))


def _repaired_self(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    who, removed = seat_name(names, data.get("seat")), data.get("removed")
    if removed == "trapped":
        return say("event-escaped", who=who)
    return say("event-repaired", who=who, tool=str(removed))


def _gold_stolen(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    thief, victim = seat_name(names, data.get("thief")), seat_name(names, data.get("victim"))
    return say("said-stole", thief=thief, victim=victim)


def _round_ended(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    n = int(data.get("round") or 0)
    said = (
        say("event-round-ended-gold", round=n, who=seat_name(names, data.get("completer")))
        if data.get("gold_found")
        else say("event-round-ended-nobody", round=n)
    )
    roles = list(data.get("roles") or [])
    if roles:
        listed = Listed(
            [say("seat-role", who=seat_name(names, s), role=_role(r)) for s, r in enumerate(roles)]
        )
        said = say("sentences", first=said, next=say("event-round-roles", roles=listed))
    paid = [
        a + b
        for a, b in zip(data.get("shares") or [], data.get("crystal_gold") or [], strict=False)
    ]
    if any(paid):
        gold = say("event-round-paid", paid=_gold_by_seat(paid, names))
        said = say("sentences", first=said, next=gold)
    return said


def _round_started(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    who = seat_name(names, data.get("first"))
    return say("event-round-started", round=int(data.get("round") or 0), who=who)


def _game_over(data: dict[str, Any], private: Any, names: Names, t: Tables | None) -> Said:
    gold = [int(g) for g in data.get("gold") or []]
    top = max(gold, default=0)
    winners = [seat_name(names, s) for s, g in enumerate(gold) if g == top]
    return say(
        "event-game-over",
        gold=_gold_by_seat(gold, names),
        winners=Listed(winners),
        count=len(winners),
        top=top,
    )


_EVENTS = {
    "steal_declined": _steal_declined,
    "cards_drawn": _cards_drawn,
    "you_drew": _you_drew,
    "path_placed": _path_placed,
    "goal_revealed": _goal_revealed,
    "map_seen": _map_seen,
    "role_seen": _role_seen,
    "new_role": _new_role,
    "action_played": _action_played,
    "passed": _passed,
    "repaired_self": _repaired_self,
    "gold_stolen": _gold_stolen,
    "round_ended": _round_ended,
    "round_started": _round_started,
    "game_over": _game_over,
}
# Every kind the engine logs; the conformance test checks each has words in both languages.
EVENT_KINDS: tuple[str, ...] = tuple(_EVENTS)

# What a move did, told of the seat by name ("Ana played ..."); one function per kind, which
# the move table (``moves.MOVES``) names. ``action`` is already redacted for the viewer.


def path_laid(action: Mapping[str, Any], actor: int, names: Names, t: Tables | None) -> Said:
    return _path_placed({**action, "seat": actor}, None, names, t)


def card_played(action: Mapping[str, Any], actor: int, names: Names, t: Tables | None) -> Said:
    # A card played on oneself reads "on themselves" in the third person.
    return played(action, names, actor, "they", t, who=seat_name(names, actor))


def turn_passed(action: Mapping[str, Any], actor: int, names: Names, t: Tables | None) -> Said:
    """'Ana passed, discarding 2 cards (a curve, “Map”).' (the cards for the one who passed)."""
    who = seat_name(names, actor)
    cards = action.get("cards")
    if not cards:
        return say("said-passed", who=who, count=int(action.get("count", 0)))
    return say("said-passed-shown", who=who, count=len(cards), cards=cards_list(cards, t))


def repaired(action: Mapping[str, Any], actor: int, names: Names, t: Tables | None) -> Said:
    who, cards = seat_name(names, actor), action.get("cards")
    if action.get("remove") == "trapped":
        if not cards:
            return say("said-discarded-trap", who=who)
        return say("said-discarded-trap-shown", who=who, cards=cards_list(cards, t))
    tool = say("tool-theirs", tool=str(action.get("remove", "other")))
    if not cards:
        return say("said-discarded-repair", who=who, tool=tool)
    return say("said-discarded-repair-shown", who=who, tool=tool, cards=cards_list(cards, t))


def stole(action: Mapping[str, Any], actor: int, names: Names, t: Tables | None) -> Said:
    return say(
        "said-stole", thief=seat_name(names, actor), victim=player_name(names, action["target"])
    )


def declined(action: Mapping[str, Any], actor: int, names: Names, t: Tables | None) -> Said:
    return _steal_declined({"thief": actor}, None, names, t)
