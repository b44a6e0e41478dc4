"""Golden transcripts: a few seeded games per ruleset, kept as JSON, must replay exactly.

A transcript holds the set-up (options, seats, seed), every move and a digest of the state after
each one. Regenerate them only for an intended change of behaviour, and say so in the commit:
    python -m tests.conformance.golden
That rewrites the transcripts of new games only: those of an older rules revision
(``OLD_REVISIONS``, one way for every game: ``<slug>-<seed>-revision-<N>.json``, replayed with
that revision pinned) are kept as recorded, since stored games of that revision must go on
replaying exactly. When a revision changes what new games do, copy the game's transcripts to
their ``-revision-<N>`` names first and add a line to ``OLD_REVISIONS``. A change of only
the words a companion's state stores (its instructions' text) changes every digest but moves
no game: ``python -m tests.conformance.golden --words-changed <slug>...`` re-digests that
game's old-revision transcripts too, their moves as recorded (see ``redigest_old``).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games.rules.core import Ruleset
from games.rules.registry import SLUGS, ruleset_get

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
SEEDS = (101, 202)
MOVES = 150  # long enough to cross a round, a battle, a generation; short enough to read


def digest(state: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(state, sort_keys=True).encode()).hexdigest()[:16]


def seats_for(rules: Ruleset) -> int:
    return 2 if rules.companion else min(rules.max_seats, max(rules.min_seats, 4))


def transcript(rules: Ruleset, seed: int) -> dict[str, Any]:
    """A seeded random game's first ``MOVES`` moves and the digest after each."""
    rng = random.Random(seed)
    seats = seats_for(rules)
    state = rules.setup({}, seats, seed)
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


@dataclass(frozen=True)
class OldRevision:
    """A rules revision whose transcripts (one per seed in ``SEEDS``) are kept as recorded."""

    slug: str
    revision: int
    # Recorded before states carried their revision: they replay from a state of the shape
    # the code stored then (no ``state_version`` nor ``rules_revision``), as a stored game does.
    stored_before_revisions: bool = False

    def path(self, seed: int) -> Path:
        return path_for(self.slug, seed, self.revision)


OLD_REVISIONS = (
    # MarsBot's revision 2 changed new games; its revision 1 games were stored in the old shape.
    OldRevision("marsbot", 1, stored_before_revisions=True),
    # Saboteur's revision 3 left these moves alone and changed only the revision a new game
    # records, so the revision 2 recordings replay under revision 2.
    OldRevision("saboteur", 2),
    # Saboteur's revision 4 (issue 33) changed only the revision a new game records in these
    # moves: the revision 3 recordings replay under revision 3.
    OldRevision("saboteur", 3),
    # A Scholars game of revision 1 set up today is the state stored before revisions existed.
    OldRevision("scholars", 1),
)
OLD_SHAPE_KEYS = ("state_version", "rules_revision")


def stored_before_revisions(state: dict[str, Any]) -> dict[str, Any]:
    """A new revision-1 game's state as the code before revisions stored it."""
    old = {k: v for k, v in state.items() if k not in OLD_SHAPE_KEYS}
    old["options"] = {k: v for k, v in state["options"].items() if k != "rules_revision"}
    return old


def old_revision_start(rules: Ruleset, old: OldRevision, kept: dict[str, Any]) -> dict[str, Any]:
    """The state a kept transcript of ``old`` replays from: set up with its revision pinned."""
    options = {**kept["options"], "rules_revision": old.revision}
    state = rules.setup(options, kept["seats"], kept["seed"])
    return stored_before_revisions(state) if old.stored_before_revisions else state


def redigest_old(old: OldRevision) -> None:
    """Rewrite the digests of ``old``'s kept transcripts, their moves kept as recorded.

    Only for a change of the words a state stores (a companion's instruction ``text`` and
    ``why``), which moves no game: first prove that every state but its words is unchanged
    (replay under both versions of the code with the words left out, and compare)."""
    rules = ruleset_get(old.slug)
    for seed in SEEDS:
        kept = json.loads(old.path(seed).read_text(encoding="utf-8"))
        state = old_revision_start(rules, old, kept)
        for move in kept["moves"]:
            if move["action"] not in rules.legal_actions(state, move["seat"]):
                raise SystemExit(f"{old.path(seed).name}: a move is no longer legal")
            state, _ = rules.apply(state, move["seat"], move["action"])
            move["digest"] = digest(state)
        text = json.dumps(kept, indent=1, sort_keys=True)
        old.path(seed).write_text(text + "\n", encoding="utf-8")
        print("re-digested", old.path(seed), file=sys.stderr)


def main() -> None:
    # ``--words-changed marsbot scholars``: the old revisions' digests too (``redigest_old``).
    if sys.argv[1:2] == ["--words-changed"]:
        for old in OLD_REVISIONS:
            if old.slug in sys.argv[2:]:
                redigest_old(old)
    for slug in SLUGS:
        for seed in SEEDS:
            text = json.dumps(transcript(ruleset_get(slug), seed), indent=1, sort_keys=True)
            path_for(slug, seed).write_text(text + "\n", encoding="utf-8")
            print("wrote", path_for(slug, seed), file=sys.stderr)


if __name__ == "__main__":
    main()
