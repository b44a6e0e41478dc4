"""The rules revision a game was set up under.

A stored game replays its moves from the seed, so a rules correction that changes an outcome or
the legal actions of a position must not reach games started before it: new games record
``state["rules_revision"]`` = their game's newest revision and the engines keep the old
behaviour for older ones. Each game counts its own revisions, so a correction to one game does
not renumber (or change the stored states of) another.
"""

from __future__ import annotations

from typing import Any

from games.rules.options import OPTIONS, OptionWords
from games.rules.said import Said

# 1: games stored before the key existed; 2: issue 7's corrections (Saboteur, Architects) and
# issue 25's (MarsBot, whose first revision it is).
CURRENT = 2
# 3: issue 25, a stone goal reached through an earlier card is laid along that card's tunnel;
# 4: issue 33, also when the card just played touches the goal with rock.
SABOTEUR_CURRENT = 4


def edition_made(year: int, month: int) -> Said:
    """When an edition's corrections were made (a month of a year, worded by the catalogue)."""
    return Said(OPTIONS, "option-rules-revision-made", {"year": year, "month": month})


# When each revision's corrections were made.
_MADE = {2: edition_made(2026, 11), 3: edition_made(2026, 12), 4: edition_made(2026, 12)}


def rules_revision(state: dict[str, Any]) -> int:
    """The revision ``state`` plays under (1 for games stored before revisions existed)."""
    return int(state.get("rules_revision", 1))


def revision_option(current: int = CURRENT) -> dict[str, Any]:
    """The ``rules_revision`` set-up option of a game whose newest revision is ``current``
    (its words: ``revision_words``)."""
    return {"type": "integer", "enum": list(range(1, current + 1)), "default": current}


def revision_words(*corrections: Said, made: tuple[Said, ...] = ()) -> OptionWords:
    """The words of the ``rules_revision`` option of a game whose revisions 2, 3, … made
    ``corrections`` (each the game's message listing them); the last is the default. ``made``
    dates them in the same order (``edition_made``), where a game's dates differ from
    ``_MADE``'s.

    The editions are listed newest first, each one's message going on to the next older
    one's (its ``older``), down to edition 1's: the catalogue words the whole description."""
    current = len(corrections) + 1
    editions = Said(OPTIONS, "option-rules-revision-first")
    for revision in range(2, current + 1):
        message = "newest" if revision == current else "older"
        editions = Said(
            OPTIONS,
            f"option-rules-revision-{message}",
            {
                "revision": revision,
                "made": made[revision - 2] if made else _MADE[revision],
                "corrections": corrections[revision - 2],
                "older": editions,
            },
        )
    return OptionWords(
        title=Said(OPTIONS, "option-rules-revision-title"),
        description=Said(OPTIONS, "option-rules-revision", {"newest": editions}),
    )


def revision_of(options: dict[str, Any], current: int = CURRENT) -> int:
    """The revision a game set up with ``options`` plays (``current`` unless they pin one)."""
    return int(options.get("rules_revision", current))
