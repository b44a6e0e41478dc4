"""Golden transcripts: a few seeded games per ruleset, kept as JSON, must replay exactly.

A transcript holds the set-up (options, seats, seed), every move and a digest of the state after
each one. Regenerate them only for an intended change of behaviour, and say so in the commit:
    python -m tests.conformance.golden
That rewrites the transcripts of new games only: those of an older rules revision (``OLDER``,
set up with that revision pinned) are kept as recorded, since stored games of that revision
must go on replaying exactly.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from games.rules.core import Ruleset
from games.rules.registry import SLUGS, ruleset_get

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
SEEDS = (101, 202)
MOVES = 150  # long enough to cross a round, a battle, a generation; short enough to read
# (slug, seed, revision): Saboteur's revision 3 left these moves alone and changed only the
# revision a new game records, so the revision 2 recordings replay under revision 2.
OLDER = (("saboteur", 101, 2), ("saboteur", 202, 2))


def digest(state: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(state, sort_keys=True).encode()).hexdigest()[:16]


def seats_for(rules: Ruleset) -> int:
    return 2 if rules.companion else min(rules.max_seats, max(rules.min_seats, 4))


def transcript(rules: Ruleset, seed: int) -> dict[str, Any]:
    """A seeded random game's first ``MOVES`` moves and the digest after each."""
    rng = random.Random(seed)
    seats = seats_for(rules)
    state = rules.setup({}, seats, None, seed)
    moves: list[dict[str, Any]] = []
    while not rules.is_over(state) and len(moves) < MOVES:
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        action = legal[rng.randrange(len(legal))]
        state, _ = rules.apply(state, seat, action)
        moves.append({"seat": seat, "action": action, "digest": digest(state)})
    return {"ruleset": rules.slug, "seats": seats, "seed": seed, "options": {}, "moves": moves}


def path_for(slug: str, seed: int, revision: int | None = None) -> Path:
    """The transcript of a new game, or with ``revision`` of one pinned to that revision."""
    tail = "" if revision is None else f"-revision-{revision}"
    return GOLDEN_DIR / f"{slug}-{seed}{tail}.json"


# Transcripts recorded before a game's rules revision 2, kept as they were: they replay from a
# state of the old shape (no ``rules_revision``, so revision 1), exactly as a stored game does.
REVISION_1 = ("marsbot",)
OLD_SHAPE_KEYS = ("state_version", "rules_revision")


def revision_1_path(slug: str, seed: int) -> Path:
    return GOLDEN_DIR / f"{slug}-revision1-{seed}.json"


def stored_before_revisions(state: dict[str, Any]) -> dict[str, Any]:
    """A new revision-1 game's state as the code before revisions stored it."""
    old = {k: v for k, v in state.items() if k not in OLD_SHAPE_KEYS}
    old["options"] = {k: v for k, v in state["options"].items() if k != "rules_revision"}
    return old


def main() -> None:
    for slug in SLUGS:
        for seed in SEEDS:
            text = json.dumps(transcript(ruleset_get(slug), seed), indent=1, sort_keys=True)
            path_for(slug, seed).write_text(text + "\n", encoding="utf-8")
            print("wrote", path_for(slug, seed), file=sys.stderr)


if __name__ == "__main__":
    main()
