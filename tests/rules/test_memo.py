"""The bounded memos (games/rules/memo.py): at their cap the oldest entry goes, one for one,
never the whole memo; the whole-words memo is one."""

from __future__ import annotations

import threading

from hypothesis import given
from hypothesis import strategies as st

from games.rules import catalogues
from games.rules.memo import Memo
from games.rules.said import SHARED, Said


@given(st.lists(st.integers(0, 40), max_size=200), st.integers(1, 12))
def test_a_memo_keeps_the_latest_entries_up_to_its_cap(keys: list[int], cap: int) -> None:
    memo: Memo[int, int] = Memo(cap)
    kept: dict[int, int] = {}  # the model: a dict, its first key the oldest
    for n, key in enumerate(keys):
        memo.put(key, n)
        if key not in kept and len(kept) >= cap:
            del kept[next(iter(kept))]
        kept[key] = n
        assert len(memo) <= cap
        assert memo[key] == n  # the entry just put is always there
    assert list(memo.items()) == list(kept.items())


def test_a_full_memo_drops_its_oldest_entry_not_all_of_them() -> None:
    memo: Memo[int, int] = Memo(4)
    for n in range(5):
        memo.put(n, n)
    assert list(memo) == [1, 2, 3, 4]
    memo.put(2, 20)  # known: replaced in place, nothing dropped
    assert dict(memo) == {1: 1, 2: 20, 3: 3, 4: 4}


def test_a_memo_over_its_cap_comes_back_under_it() -> None:
    memo: Memo[int, int] = Memo(10)
    for n in range(10):
        memo.put(n, n)
    memo.cap = 3  # lowered since it filled
    memo.put(10, 10)
    assert list(memo) == [8, 9, 10]


def test_threads_putting_at_once_keep_the_memo_near_its_cap() -> None:
    memo: Memo[tuple[int, int], int] = Memo(50)

    def put(thread: int) -> None:
        for n in range(2_000):
            memo.put((thread, n), n)

    threads = [threading.Thread(target=put, args=(t,)) for t in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(memo) <= 50 + len(threads)  # a race keeps one too many a moment, no more


def test_the_whole_words_memo_drops_its_oldest_words_at_its_cap(monkeypatch) -> None:
    monkeypatch.setattr(catalogues.WORDED, "cap", 3)
    catalogues.WORDED.clear()
    words = [Said(SHARED, "list-and", {"head": str(n), "last": "x"}) for n in range(5)]
    assert [w["en"] for w in words] == [f"{n} and x" for n in range(5)]
    heads = [dict(key[1][2])["head"] for key in catalogues.WORDED]
    assert heads == [("str", "2"), ("str", "3"), ("str", "4")]
