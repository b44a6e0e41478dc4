"""Every kept transcript replays move by move to the same states (see ``golden.py``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.rules.registry import SLUGS, ruleset_get
from tests.conformance.golden import (
    GOLDEN_DIR,
    OLD_REVISIONS,
    SEEDS,
    OldRevision,
    digest,
    old_revision_start,
    path_for,
)


def replay(path: Path, slug: str, old: OldRevision | None = None) -> dict:
    """Replay ``path`` checking each move is legal and each digest; the transcript. With
    ``old``, from the start of a game of that old revision."""
    kept = json.loads(path.read_text(encoding="utf-8"))
    rules = ruleset_get(slug)
    if old is None:
        state = rules.setup(kept["options"], kept["seats"], kept["seed"])
    else:
        state = old_revision_start(rules, old, kept)
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


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("old", OLD_REVISIONS, ids=lambda old: f"{old.slug}-{old.revision}")
def test_an_old_revisions_transcript_replays_exactly(old: OldRevision, seed: int) -> None:
    # A game stored under an older revision replays its moves by that revision's rules.
    kept = replay(old.path(seed), old.slug, old)
    # Those recorded before revisions existed name no revision, as their stored games did not.
    assert kept["options"] == (
        {} if old.stored_before_revisions else {"rules_revision": old.revision}
    )


def test_every_kept_old_revision_transcript_is_replayed() -> None:
    kept = {path.name for path in GOLDEN_DIR.glob("*-revision-*.json")}
    assert kept == {old.path(seed).name for old in OLD_REVISIONS for seed in SEEDS}
    assert not list(GOLDEN_DIR.glob("*-revision[0-9]*.json")), "one naming: -revision-<N>"
