"""The committed word transcripts (``transcripts``) re-render unchanged: one whole game of
each game in each language, as its first seat reads the log."""

from __future__ import annotations

import difflib

import pytest

from tests.conformance.transcripts import GAMES, LANGUAGES, path_for, transcript


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("slug", "seats", "seed"), GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_game_reads_as_its_committed_transcript(slug, seats, seed, language):
    path = path_for(slug, seed, language)
    kept = path.read_text(encoding="utf-8")
    now = transcript(slug, seats, seed, language)
    if now != kept:
        diff = "".join(
            list(
                difflib.unified_diff(
                    kept.splitlines(True), now.splitlines(True), str(path), "now", n=1
                )
            )[:40]
        )
        pytest.fail(
            f"the words of {slug} changed; if intended, run "
            f"`python -m tests.conformance.transcripts` and read the diff:\n{diff}"
        )


@pytest.mark.parametrize(("slug", "seats", "seed"), GAMES, ids=[g[0] for g in GAMES])
def test_a_transcript_is_a_whole_game_in_each_language(slug, seats, seed):
    english, portuguese = (path_for(slug, seed, lang).read_text("utf-8") for lang in LANGUAGES)
    assert english.count("\n") == portuguese.count("\n") > 20
    assert english != portuguese
