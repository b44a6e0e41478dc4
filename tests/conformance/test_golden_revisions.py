"""Transcripts recorded before a rules revision still replay exactly under the old revision.

When a revision changes what new games do, ``golden.py`` re-records the game's transcripts and
the old ones are kept as ``<slug>-revision<N>-<seed>.json`` with ``{"rules_revision": N}`` as
their options: a game stored before the revision must play on exactly as it did.
"""

from __future__ import annotations

import json

import pytest

from games.rules.registry import ruleset_get
from tests.conformance.golden import GOLDEN_DIR, REVISION_1, digest

# Those of REVISION_1's games replay from a state of the old shape instead
# (test_golden_transcripts.py): their revision 1 set up today is not the state they stored.
KEPT = sorted(
    path
    for path in GOLDEN_DIR.glob("*-revision*-*.json")
    if path.name.split("-", 1)[0] not in REVISION_1 and "-revision-" not in path.name
)


def test_the_scholars_transcripts_of_revision_1_are_kept():
    assert [p.name for p in KEPT if p.name.startswith("scholars-")] == [
        "scholars-revision1-101.json",
        "scholars-revision1-202.json",
    ]
    # a Scholars game of revision 1 set up today is the state stored before revisions existed
    state = ruleset_get("scholars").setup({"rules_revision": 1}, 2, None, 101)
    assert "rules_revision" not in state


@pytest.mark.parametrize("path", KEPT, ids=lambda p: p.stem)
def test_an_old_revisions_transcript_replays_exactly(path):
    kept = json.loads(path.read_text(encoding="utf-8"))
    rules = ruleset_get(kept["ruleset"])
    state = rules.setup(kept["options"], kept["seats"], None, kept["seed"])
    for number, move in enumerate(kept["moves"], start=1):
        assert move["action"] in rules.legal_actions(state, move["seat"]), f"move {number}"
        state, _ = rules.apply(state, move["seat"], move["action"])
        assert digest(state) == move["digest"], f"move {number} of {path.name} changed"
