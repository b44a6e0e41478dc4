"""How 7 Wonders Architects words its own refusals (``ArchitectsReason``)."""

from __future__ import annotations

# reason -> (English, Portuguese); "{name}" is a parameter shown as JSON (games/problem_texts.py).
REASON_TEXTS: dict[str, tuple[str, str]] = {
    "unknown_seat": ("There is no such seat.", "Este assento não existe."),
    "unexpected_action": (
        "This kind of action is not possible now.",
        "Este tipo de ação não é possível agora.",
    ),
}
