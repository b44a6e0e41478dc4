"""Checks run after every move of the random games."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from games.rules.saboteur import RULESET as R
from games.rules.saboteur.content import START
from games.rules.saboteur.deck import full_deck
from games.rules.saboteur.legal import sort_key
from games.rules.saboteur.roles import role_deck
from games.rules.saboteur.view import BROKEN_CARD, known_goals, known_roles

PRIVATE_EVENTS = {"map_seen", "role_seen", "new_role", "you_drew"}


def card_census(state: dict[str, Any]) -> Counter:
    """Where every deck card is: hands, draw pile, removed, discards, maze, in front of seats."""
    t = R.tables(state)
    found: Counter = Counter()
    for hand in state["hands"]:
        found.update(hand)
    found.update(state["draw"])
    found.update(state["removed"])
    found.update(state["discard"]["public"])
    found.update(state["discard"]["hidden"])
    for card, _rot in state["grid"].values():
        if card != START and card not in t.goal_cards:
            found[card] += 1
    for f in state["front"]:
        found.update(BROKEN_CARD[tool] for tool in f["broken"])
        found["TRAPPED"] += f["trapped"]
        found["THEFT"] += f["theft"]
    return found


_EXPECTED: dict[str, tuple[Counter, Counter]] = {}


def check_cards(state: dict[str, Any]) -> None:
    t = R.tables(state)
    ck = state["content_key"]
    if ck not in _EXPECTED:
        _EXPECTED[ck] = (Counter(full_deck(t)), Counter(role_deck(t)))
    cards, role_cards = _EXPECTED[ck]
    assert card_census(state) == cards
    roles = Counter(state["roles"]) + Counter(state["role_pool"]) + Counter(state["role_discard"])
    assert roles == role_cards
    assert sorted(g["card"] for g in state["goals"]) == sorted(t.goal_cards)
    assert sum(R.tables(state).path_counts.values()) == 70


def check_gold(state: dict[str, Any]) -> None:
    paid = sum(sum(r["shares"]) + sum(r["crystal_gold"]) for r in state["round_results"])
    assert sum(state["gold"]) == paid
    for s, log in enumerate(state["gold_log"]):
        assert sum(log.values()) == state["gold"][s]


def check_knowledge(state: dict[str, Any]) -> None:
    """What a seat remembers is true: its face-down discards are in the face-down pile and a
    hand it knows of is still held (so determinizations built on them are possible worlds)."""
    hidden = Counter(state["discard"]["hidden"])
    for entries in state["knowledge"]:
        discarded: Counter = Counter()
        for k in entries:
            if k["kind"] == "discarded":
                discarded.update(k["cards"])
            elif k["kind"] == "hand":
                assert not Counter(k["cards"]) - Counter(state["hands"][k["seat"]])
        assert not discarded - hidden


def check_legal(legal: list[dict[str, Any]]) -> None:
    texts = [json.dumps(a, sort_keys=True) for a in legal]
    assert len(set(texts)) == len(texts)
    assert legal == sorted(legal, key=sort_key)


def perturb(state: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    """The same table with everything ``seat`` cannot see re-dealt at random."""
    v = R.view(state, seat)
    new = json.loads(json.dumps(state))
    others = [s for s in range(state["seats"]) if s != seat]
    pool = [c for s in others for c in new["hands"][s]]
    pool += new["draw"] + new["removed"] + new["discard"]["hidden"]
    rng.shuffle(pool)
    for s in others:
        size = len(new["hands"][s])
        new["hands"][s], pool = sorted(pool[:size]), pool[size:]
    for name in ("draw", "removed"):
        size = len(new[name])
        new[name], pool = pool[:size], pool[size:]
    new["discard"]["hidden"] = pool
    if state["phase"] == "play":
        known = known_roles(v)
        free = [s for s in others if s not in known]
        roles = [new["roles"][s] for s in free] + new["role_pool"] + new["role_discard"]
        rng.shuffle(roles)
        for s in free:
            new["roles"][s] = roles.pop()
        new["role_pool"] = roles[: len(new["role_pool"])]
        new["role_discard"] = roles[len(new["role_pool"]) :]
    kg = known_goals(v)
    hidden = [i for i in range(3) if i not in kg]
    cards = [new["goals"][i]["card"] for i in hidden]
    rng.shuffle(cards)
    for i, card in zip(hidden, cards, strict=True):
        new["goals"][i]["card"] = card
    for s in others:
        new["knowledge"][s] = []
    new["seed"] = rng.randrange(10**9)
    new["log"] = [e for e in new["log"] if e["seat"] is None or e["seat"] == seat]
    return new


def check_no_leak(state: dict[str, Any], seat: int | None, rng: random.Random) -> None:
    """The seat's view does not change when everything it may not see is re-dealt."""
    before = json.dumps(R.view(state, seat), sort_keys=True)
    if seat is None:
        twin = perturb(state, 0, rng)
        twin["hands"][0] = list(reversed(twin["hands"][0]))  # spectators see no hand
        twin["knowledge"][0] = []
        twin["log"] = [e for e in twin["log"] if e["seat"] is None]
    else:
        twin = perturb(state, seat, rng)
    assert json.dumps(R.view(twin, seat), sort_keys=True) == before


def check_events(events: list, action: dict[str, Any], actor: int, seats: int) -> None:
    for e in events:
        if e.kind in PRIVATE_EVENTS:
            assert e.seat is not None
        else:
            assert e.seat is None
            assert "cards" not in e.data
    for viewer in [None, *range(seats)]:
        shown = R.redact_action(action, actor, viewer)
        json.dumps(shown)
        if viewer != actor and action["type"] in ("pass", "discard_and_repair"):
            assert "cards" not in shown
            assert shown["count"] == len(action["cards"])
