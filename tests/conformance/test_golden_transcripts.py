"""Every kept transcript replays move by move to the same states (see ``golden.py``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.rules.registry import SLUGS, ruleset_get
from tests.conformance.golden import (
    OLDER,
    REVISION_1,
    SEEDS,
    digest,
    path_for,
    revision_1_path,
    stored_before_revisions,
)


def replay(path: Path, slug: str) -> dict:
    """Replay ``path`` checking each move is legal and each digest; the transcript."""
    kept = json.loads(path.read_text(encoding="utf-8"))
    rules = ruleset_get(slug)
    state = rules.setup(kept["options"], kept["seats"], None, kept["seed"])
    assert kept["moves"], "a transcript holds moves"
    for number, move in enumerate(kept["moves"], start=1):
        assert move["action"] in rules.legal_actions(state, move["seat"]), f"move {number}"
        state, _ = rules.apply(state, move["seat"], move["action"])
        assert digest(state) == move["digest"], f"move {number} of {path.name} changed"
    return kept


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("slug", SLUGS)
def test_golden_transcript_replays_exactly(slug: str, seed: int) -> None:
    kept = replay(path_for(slug, seed), slug)
    assert kept["options"] == {}, "new games: the default options, the newest revision"


@pytest.mark.parametrize(("slug", "seed", "revision"), OLDER)
def test_older_revision_transcript_replays_exactly(slug: str, seed: int, revision: int) -> None:
    kept = replay(path_for(slug, seed, revision), slug)
    assert kept["options"] == {"rules_revision": revision}


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("slug", REVISION_1)
def test_revision_1_transcript_still_replays_exactly_for_stored_games(slug: str, seed: int) -> None:
    # A game stored before the revision replays its moves by the old rules, digest by digest.
    kept = json.loads(revision_1_path(slug, seed).read_text(encoding="utf-8"))
    rules = ruleset_get(slug)
    options = {**kept["options"], "rules_revision": 1}
    state = stored_before_revisions(rules.setup(options, kept["seats"], None, kept["seed"]))
    for number, move in enumerate(kept["moves"], start=1):
        assert move["action"] in rules.legal_actions(state, move["seat"]), f"move {number}"
        state, _ = rules.apply(state, move["seat"], move["action"])
        assert digest(state) == move["digest"], f"move {number} of {slug}-{seed} changed"
