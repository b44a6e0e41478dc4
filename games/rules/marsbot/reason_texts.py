"""How MarsBot words its own refusals (``MarsBotReason``): reports the table cannot have
produced."""

from __future__ import annotations

# reason -> (English, Portuguese); "{name}" is a parameter shown as JSON, "{n:one|other}"
# agrees with a number (games/problem_texts.py).
REASON_TEXTS: dict[str, tuple[str, str]] = {
    "space_not_legal": (
        "That tile cannot go on that space now.",
        "Essa peça não pode ir para esse espaço agora.",
    ),
    "parameter_maxed": (
        "That global parameter is already at its maximum.",
        "Esse parâmetro global já está no máximo.",
    ),
    "milestone_unavailable": (
        "That milestone cannot be claimed now.",
        "Esse marco não pode ser reivindicado agora.",
    ),
    "award_unavailable": (
        "That award cannot be funded now.",
        "Esse prêmio não pode ser financiado agora.",
    ),
    "not_enough_mc": (
        "MarsBot has {mc} M€: {mc:there is none to remove|remove exactly 1|remove 1 to {mc}}.",
        "O MarsBot tem {mc} MC: {mc:não há o que tirar|tire exatamente 1|tire de 1 a {mc}}.",
    ),
    "track_at_zero": (
        "That MarsBot track is already at 0.",
        "Essa trilha do MarsBot já está no 0.",
    ),
    "card_not_available": (
        "That card is not available: it is elsewhere already.",
        "Essa carta não está disponível: ela já está em outro lugar.",
    ),
    "too_many_reports": (
        "{max} {max:report|reports} this turn already: end your turn first.",
        "Já {max:é|são} {max} {max:relato|relatos} neste turno: encerre o seu turno primeiro.",
    ),
}
