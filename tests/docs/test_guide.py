"""The README is a front door that fits on two screens, and every page it points to exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCREEN_LINES = 30  # a laptop's terminal or a repository page above the fold


def test_the_readme_fits_on_two_screens():
    lines = (ROOT / "README.md").read_text().splitlines()
    assert len(lines) <= 2 * SCREEN_LINES + 10, f"README.md has {len(lines)} lines"
    assert "    scripts/serve" in lines and "    scripts/test" in lines


def test_every_page_the_readme_names_exists():
    targets = re.findall(r"\]\(((?:docs|schema)/[^)#]+)", (ROOT / "README.md").read_text())
    assert targets
    missing = [t for t in targets if not (ROOT / t).is_file()]
    assert not missing, missing


def test_the_test_command_builds_the_guide_strictly():
    script = (ROOT / "scripts" / "test").read_text()
    assert "mkdocs build --strict" in script
