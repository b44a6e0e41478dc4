"""The tutorials run as printed: each page's Python blocks, in order, against a live server."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[2] / "docs"
BLOCK = re.compile(r"```python\n(.*?)```", re.S)


def page_code(page: str) -> str:
    blocks = BLOCK.findall((DOCS / page).read_text())
    assert blocks, f"{page} has no Python block"
    return "\n".join(blocks)


@pytest.mark.parametrize("page", ["tutorials/first-game.md", "tutorials/companion-app.md"])
def test_a_tutorial_runs_as_printed(page, live_server, monkeypatch, capsys):
    monkeypatch.setenv("AUTOMA_URL", live_server.url)
    exec(compile(page_code(page), page, "exec"), {"__name__": "tutorial"})  # noqa: S102
    printed = capsys.readouterr().out
    if page.endswith("first-game.md"):
        assert "the game is finished" in printed
        assert "ranking (seat indexes, best first):" in printed
    else:
        assert "Ana reported: I drew 10 project cards." in printed
        assert "temperature -28 can undo: True\ntemperature -30\n" in printed
        assert "winners: [1] resigned: [0]" in printed
