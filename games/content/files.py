"""The content shipped with the server as JSON under games/content/<ruleset>/."""

import json
from pathlib import Path
from typing import Any

CONTENT_DIR = Path(__file__).resolve().parent


def content_file_load(ruleset: str) -> dict[str, Any]:
    """The shipped content of ``ruleset`` (FileNotFoundError if it ships none)."""
    with (CONTENT_DIR / ruleset / "content.json").open(encoding="utf-8") as fh:
        return json.load(fh)
