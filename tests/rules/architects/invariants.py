"""Checks run after every move of the seeded random games."""

from __future__ import annotations

import json
import random
from typing import Any

from games.rules.architects import RULESET
from games.rules.architects.ruleset import _sort_key
from games.rules.core import IllegalAction

from .helpers import all_card_places

ALL_CARDS = list(range(235))


def view_card_ids(obj: Any, out: set[int]) -> set[int]:
    """Every card id a view shows (cards are objects with 'id' and 'kind')."""
    if isinstance(obj, dict):
        if "id" in obj and "kind" in obj and isinstance(obj["id"], int):
            out.add(obj["id"])
        for key, value in obj.items():
            if key != "catalog":
                view_card_ids(value, out)
    elif isinstance(obj, list):
        for value in obj:
            view_card_ids(value, out)
    return out


def peeked(state: dict[str, Any], viewer: int | None) -> bool:
    """Whether ``viewer`` looked at the peeked card: the peeking seat in revision 1, every seat
    that peeked at it since it came on top from revision 2."""
    peek = state["peek"]
    if peek is None:
        return False
    if state.get("rules_revision", 1) >= 2:
        return viewer in peek["seen_by"]
    return viewer == peek["seat"]


def visible_ids(state: dict[str, Any], viewer: int | None) -> set[int]:
    """What ``viewer`` may see: cards in front of players, discard, Wonder deck tops, and the
    peek or Halicarnassus' cards when they are the viewer's."""
    seen = set(state["discard"])
    for player in state["players"]:
        seen.update(player["cards"])
    for deck, cards in state["decks"].items():
        if cards and deck != "central":
            seen.add(cards[-1])
    peek = state["peek"]
    central = state["decks"]["central"]
    if peeked(state, viewer) and central and central[-1] == peek["card"]:
        seen.add(peek["card"])
    look = state["looking"]
    if look and (viewer == look["seat"] or state["options"]["halicarnassus_cards_public"]):
        seen.update(look["cards"])
    return seen


def check_views(state: dict[str, Any]) -> None:
    seed = str(state["seed"])
    central = state["decks"]["central"]
    for viewer in [None, *range(len(state["players"]))]:
        view = RULESET.view(state, viewer)
        text = json.dumps(view, sort_keys=True)
        assert '"seed"' not in text
        assert seed not in text
        shown = view_card_ids(view, set())
        allowed = visible_ids(state, viewer)
        # events of this move may name a card that just left the central deck face up
        assert shown <= allowed, (viewer, shown - allowed)
        if central and not peeked(state, viewer):
            assert central[-1] not in shown
        for deck, cards in state["decks"].items():
            hidden = cards[:-1] if deck != "central" else cards
            if len(hidden) >= 3 and hidden != sorted(hidden):
                assert json.dumps(hidden) not in text


def check_determinize(state: dict[str, Any], seat: int, rng: random.Random) -> None:
    view = RULESET.view(state, seat)
    sample = RULESET.determinize(view, seat, rng)
    assert sorted(all_card_places(sample)) == ALL_CARDS
    assert RULESET.legal_actions(sample, seat) == RULESET.legal_actions(state, seat)
    again = RULESET.view(sample, seat)
    again["events"] = view["events"]
    assert json.dumps(again, sort_keys=True) == json.dumps(view, sort_keys=True)


def check_illegal(state: dict[str, Any], seat: int, legal: list[dict[str, Any]]) -> None:
    other = (seat + 1) % len(state["players"])

    def code(s: int, action: Any) -> str:
        try:
            RULESET.apply(state, s, action)
        except IllegalAction as err:
            return err.code
        raise AssertionError(f"{action} was accepted")

    assert code(other, legal[0]) == "not_your_turn"
    assert code(seat, {"type": "fly"}) == "unknown_action_type"
    assert code(seat, ["take_card"]) == "malformed_action"
    assert code(seat, {"deck": "central"}) == "malformed_action"
    assert code(seat, {"type": "take_card"}) == "missing_field"
    assert code(seat, {"type": "take_card", "deck": 3}) == "invalid_field"
    assert code(seat, {"type": "end_turn", "now": True}) == "unexpected_field"
    catalog = RULESET.catalog(state["options"])
    boxed = [w for w in catalog["wonder_order"] if w not in state["decks"]]
    if boxed:
        assert code(seat, {"type": "take_card", "deck": boxed[0]}) in (
            "illegal_choice",
            "unexpected_action",
        )
    assert code(seat, {"type": "build_stage", "stage": "Z9", "cards": []}) in (
        "illegal_choice",
        "unexpected_action",
    )


def dump(state: dict[str, Any]) -> str:
    return json.dumps(state, sort_keys=True)


def _setup(seats: int, seed: int, options: dict[str, Any] | None, revision: int | None):
    state = RULESET.setup(options or {}, seats, seed)
    if revision == 1:
        del state["rules_revision"]  # as stored before revisions existed
    return state


def play_checked(
    seats: int,
    seed: int,
    *,
    full: bool,
    options: dict[str, Any] | None = None,
    revision: int | None = None,
) -> dict[str, Any]:
    """A random game checked after every move; ``full`` adds the costlier checks; ``revision``
    1 plays a game stored before rules revisions (the default: a game set up today)."""
    rng = random.Random(seed)
    state = _setup(seats, seed, options, revision)
    moves: list[tuple[int, dict[str, Any]]] = []
    while not RULESET.is_over(state):
        (seat,) = RULESET.to_act(state)
        legal = RULESET.legal_actions(state, seat)
        assert legal, "the seat to act has a legal action"
        assert legal == sorted(legal, key=_sort_key)
        assert len({json.dumps(a, sort_keys=True) for a in legal}) == len(legal)
        assert RULESET.legal_actions(state, (seat + 1) % seats) == []
        before = dump(state)
        if full:
            for action in legal:
                RULESET.apply(state, seat, action)
            check_views(state)
            check_determinize(state, seat, rng)
            check_illegal(state, seat, legal)
        action = legal[rng.randrange(len(legal))]
        new, events = RULESET.apply(state, seat, action)
        assert dump(state) == before, "apply mutated its input"
        state = new
        assert sorted(all_card_places(state)) == ALL_CARDS
        for event in events:
            assert event.seat is None or event.kind in ("cat_peek", "halicarnassus_cards")
        moves.append((seat, action))
        assert len(moves) < 3000
    # replay from the seed reproduces the game byte for byte
    replay = _setup(seats, seed, options, revision)
    for seat, action in moves:
        replay, _ = RULESET.apply(replay, seat, action)
    assert json.dumps(replay, sort_keys=True) == json.dumps(state, sort_keys=True)
    assert "catalog" not in state, "content stays outside the state"
    assert json.loads(json.dumps(state)) == state, "the state is plain JSON (no tuples or sets)"
    for viewer in (None, 0):
        view = RULESET.view(state, viewer)
        assert json.loads(json.dumps(view)) == view
    result = RULESET.score(state)
    for score in result.scores:
        assert score.total == sum(score.breakdown.values())
    assert set(result.ranking) == set(range(seats))
    assert result.winners and set(result.winners) <= set(result.ranking)
    return state
