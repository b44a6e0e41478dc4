"""Bounded memos a long-lived process shares between its threads: the oldest entry goes.

A memo emptied whenever it was full (the earlier way here) freed thousands of entries at once
and then refilled over minutes of play: a sawtooth of several MB in each web worker, whose
every refill also lands among the objects made meanwhile (docs/measurements/procs.md,
"Memory"). A ``Memo`` drops its oldest entry as each new one comes: it stays at its cap, and
the next entry of a like size takes the place the dropped one freed.

An ``OrderedDict``: a read is a dict lookup, as before; dropping the oldest is O(1) (a plain
dict's first key is found by skipping the places its earlier deletions left: 6–10 µs a put at
2,048 entries, against about 1 µs here). Threads share a memo without a lock: a race only
drops an entry that another thread just dropped, or keeps one entry too many a moment.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Memo(OrderedDict[K, V]):
    """A memo of ``cap`` entries at most, the oldest put dropped first."""

    def __init__(self, cap: int) -> None:
        super().__init__()
        self.cap = cap

    def put(self, key: K, value: V) -> None:
        """``self[key] = value``, dropping the oldest entries beyond the cap."""
        over = 0 if key in self else len(self) - self.cap + 1
        for _ in range(over):
            try:
                self.popitem(last=False)
            except KeyError:  # emptied meanwhile by another thread
                break
        self[key] = value
