"""``bench ladder`` run in parts (one ruleset, one seat count) merges each part into the
shipped file: the entry is always fitted by the command from every part's recorded games."""

from __future__ import annotations

import json
from pathlib import Path

from bench.ladder import LadderRun, ladder_fits, ladder_merged, ladder_write
from games.ratings.fit import LadderGame
from games.ratings.ladder import LADDER_FILE

LEVELS = ("random", "novice", "basic", "strong")


def _run(seats: int, games: list[tuple[tuple[str, ...], tuple[int, ...]]]) -> LadderRun:
    played = [LadderGame(levels, places) for levels, places in games]
    return LadderRun("architects", LEVELS, played, {seats: 10.0 * seats})


def _two_seat_games() -> list[tuple[tuple[str, ...], tuple[int, ...]]]:
    # Each stronger level beats each weaker one, one upset each way for an interval.
    games: list[tuple[tuple[str, ...], tuple[int, ...]]] = []
    for i, low in enumerate(LEVELS):
        for high in LEVELS[i + 1 :]:
            games += [((low, high), (2, 1))] * 3 + [((high, low), (1, 2))] * 3
            games += [((low, high), (1, 2))]
    return games


def _file_without_architects(tmp_path: Path) -> Path:
    """The shipped file less its Architects entry: the parts below are the only ones."""
    data = json.loads(LADDER_FILE.read_text())
    del data["rulesets"]["architects"]
    path = tmp_path / "ladder.json"
    path.write_text(json.dumps(data))
    return path


def test_a_seat_count_run_alone_merges_with_the_files_other_part(tmp_path: Path):
    path = _file_without_architects(tmp_path)
    two = _run(2, _two_seat_games())
    four = _run(4, [(LEVELS, (4, 3, 2, 1)), (LEVELS[::-1], (1, 2, 3, 4))] * 4)

    ladder_write([two], {"strong": 0.25}, path)
    entry = json.loads(path.read_text())["rulesets"]["architects"]
    assert (entry["seats"], entry["games"]) == ([2], len(two.games))
    assert "4" in entry["note"]  # says which part is missing

    ladder_write([four], {"strong": 0.25}, path)
    entry = json.loads(path.read_text())["rulesets"]["architects"]
    both = ladder_merged(four, path)
    assert (entry["seats"], entry["games"]) == ([2, 4], len(two.games) + len(four.games))
    assert "note" not in entry
    expected = {f.level: round(f.mu, 1) for f in ladder_fits(both)}
    assert {k: v["mu"] for k, v in entry["levels"].items()} == expected
    assert (
        json.loads(path.read_text())["rulesets"]["saboteur"]
        == json.loads(LADDER_FILE.read_text())["rulesets"]["saboteur"]
    )  # another ruleset's entry untouched


def test_a_part_run_again_replaces_that_part_and_the_notes_say_when_levels_are_close(
    tmp_path: Path,
):
    path = _file_without_architects(tmp_path)
    ladder_write([_run(2, _two_seat_games())], {}, path)
    # Again with strong and basic even: one beats the other as often as it loses.
    again = [g for g in _two_seat_games() if set(g[0]) != {"basic", "strong"}]
    again += [(("basic", "strong"), (1, 2)), (("basic", "strong"), (2, 1))] * 3

    ladder_write([_run(2, again)], {}, path)

    entry = json.loads(path.read_text())["rulesets"]["architects"]
    assert entry["games"] == len(again)
    gap = entry["levels"]["strong"]["mu"] - entry["levels"]["basic"]["mu"]
    assert abs(gap) < 100
    assert any("strong" in w and "basic" in w for w in entry["warnings"])
