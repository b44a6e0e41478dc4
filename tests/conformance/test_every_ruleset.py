"""The protocol, proved the same way for every registered ruleset and the toy game (DESIGN §2).

Seeded random games: replay from the seed gives the state byte for byte; ``apply`` never mutates
its input; legal lists are unique and each listed action validates and applies; an illegal
action is refused with a reason of the ruleset's enum; a view is unchanged when what its seat
cannot know is re-dealt; every action has labels in both languages; scores add up.
Each game keeps only its own rule scenarios and invariants beside it.
"""

from __future__ import annotations

import ast
import random
from enum import StrEnum
from pathlib import Path

import orjson
import pytest

from games.rules.core import LANGUAGES, IllegalAction, Reason, Ruleset
from games.rules.registry import SLUGS, ruleset_get
from tests.rules.toy_companion import RULESET as TABLE_NIM
from tests.rules.toy_game import ShowdownNim

MAX_MOVES = 1200
CHECKED_MOVES = 40  # the costlier checks run on the first moves of each game


def _rulesets() -> list[Ruleset]:
    return [*(ruleset_get(slug) for slug in SLUGS), ShowdownNim(), TABLE_NIM]


def _seats(rules: Ruleset) -> int:
    return 2 if rules.companion else min(rules.max_seats, max(rules.min_seats, 4))


def _dump(value: object) -> bytes:
    # orjson, keys sorted: equal dumps for equal JSON values, as json.dumps(sort_keys=True)
    # gives, about five times faster on a companion's state (its undo stack holds up to 60
    # whole states, dumped twice a move).
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)


def _reasons(rules: Ruleset) -> set[str]:
    own: type[StrEnum] = rules.reasons
    return {str(r) for r in Reason} | {str(r) for r in own}


@pytest.fixture(params=_rulesets(), ids=lambda r: r.slug)
def rules(request: pytest.FixtureRequest) -> Ruleset:
    return request.param


@pytest.mark.parametrize("seed", [3, 11])
def test_random_games_keep_the_protocol(rules: Ruleset, seed: int) -> None:
    rng = random.Random(seed)
    seats = _seats(rules)
    state = rules.setup({}, seats, seed)
    moves: list = []
    while not rules.is_over(state) and len(moves) < MAX_MOVES:
        acting = rules.to_act(state)
        assert acting, "a game that is not over has a seat to act"
        seat = acting[0]
        legal = rules.legal_actions(state, seat)
        assert legal, f"seat {seat} must act but has no legal action"
        assert len({_dump(a) for a in legal}) == len(legal), "legal actions are unique"
        before = _dump(state)
        if len(moves) < CHECKED_MOVES:
            _check_position(rules, state, seat, legal, rng)
        action = legal[rng.randrange(len(legal))]
        new, _events = rules.apply(state, seat, action)
        assert _dump(state) == before, "apply mutated its input"
        # orjson refuses outright what json would change on the way (a key that is not a
        # string) and an integer beyond 64 bits, which no engine stores.
        assert orjson.loads(orjson.dumps(new)) == new, "a state is plain JSON"
        moves.append((seat, action))
        state = new
    replay = rules.setup({}, seats, seed)
    for seat, action in moves:
        replay, _ = rules.apply(replay, seat, action)
    assert _dump(replay) == _dump(state), "replay gives the state byte for byte"
    if rules.is_over(state):
        result = rules.score(state)
        for score in result.scores:
            assert score.total == sum(score.breakdown.values()), "a score is its breakdown"


def _check_position(rules, state, seat, legal, rng) -> None:
    view = rules.view(state, seat)
    for action in legal:
        assert rules.validate_action(action) == action, "a listed action is valid as listed"
        labels = rules.label(action, view)
        for language in LANGUAGES:
            assert labels.get(language), f"{action} has no {language} label"
        rules.apply(state, seat, action)  # applies without refusal
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, seat, {"type": "no_such_action_type"})
    assert refused.value.code in _reasons(rules)
    others = [s for s in range(_seats(rules)) if s not in rules.to_act(state)]
    for other in others[:1]:
        with pytest.raises(IllegalAction) as refused:
            rules.apply(state, other, legal[0])
        assert refused.value.code in _reasons(rules)
    # Re-deal what the seat cannot know: its view must not change (but for the events of the
    # last move, which a re-dealt position has not lived through).
    redealt = rules.determinize(view, seat, rng)
    assert _dump(_without_events(rules.view(redealt, seat))) == _dump(_without_events(view))


def _without_events(view: dict) -> dict:
    return {k: v for k, v in view.items() if k != "events"}


def test_every_reason_the_engine_gives_is_in_its_enum(rules: Ruleset) -> None:
    assert issubclass(rules.reasons, StrEnum)
    assert rules.action_specs, "a ruleset lists its action types"
    assert all(spec.type for spec in rules.action_specs)
    package = Path(__file__).resolve().parents[2] / "games" / "rules" / rules.slug
    written = set()
    for source in package.glob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            called = node.func
            if getattr(called, "id", getattr(called, "attr", None)) != "IllegalAction":
                continue
            if node.args and isinstance(node.args[0], ast.Constant):
                written.add(node.args[0].value)
    assert written <= _reasons(rules), "a refusal reason written in the engine is in its enum"
