"""How Scholars words its own refusals (``ScholarsReason``)."""

from __future__ import annotations

# reason -> (English, Portuguese); "{name}" is a parameter shown as JSON, "{n:one|other}"
# agrees with a number (games/problem_texts.py).
REASON_TEXTS: dict[str, tuple[str, str]] = {
    "not_tracked": (
        "The server does not keep track of that.",
        "O servidor não acompanha isso.",
    ),
}
