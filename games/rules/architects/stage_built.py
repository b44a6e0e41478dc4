"""The sentence of a Wonder stage built: the move and its event say it alike, naming the
Progress token that let the payment break the stage's cost."""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.rules.words import joined

from .stages import uses_economy, uses_engineering
from .words import Labels, kind_name, of_wonder, stage_words, token_name, wonder_name


def built_words(catalog: dict[str, Any], who: str, stage: str, cards: list[str]) -> Labels:
    """'Bia built Stage 2 of Giza with 2 Wood cards.', and the Progress token that let a
    payment break the stage's cost (Engineering: any Resources; Economy: a Gold counts twice).
    The move and its event say the same, so the log tells it once."""
    words, wonder = stage_words(catalog, stage)
    cost = catalog["wonders"][wonder]["stages"][stage] if wonder else None
    paid = _paid(catalog, cards)
    en_of = f" of {wonder_name(catalog, wonder)['en']}" if wonder else ""
    pt_of = f" {of_wonder(catalog, wonder)}" if wonder else ""
    en = f"{who} built {words['en'].split(' (')[0]}{en_of} with {paid['en']}"
    pt = f"{who} construiu o {words['pt-BR'].split(' (')[0]}{pt_of} com {paid['pt-BR']}"
    if cost is not None and uses_engineering(cost, cards):
        token = token_name(catalog, "engineering")
        en += f": with the Progress token «{token['en']}», any {cost['count']} Resources do"
        pt += (
            f": com a ficha de Progresso «{token['pt-BR']}», quaisquer {cost['count']} "
            "Recursos servem"
        )
    if cost is not None and uses_economy(cost, cards):
        token = token_name(catalog, "economy")
        en += f" (with «{token['en']}», one Gold counts as 2 Resources)"
        pt += f" (com «{token['pt-BR']}», um Ouro conta como 2 Recursos)"
    return {"en": en + ".", "pt-BR": pt + "."}


def _paid(catalog: dict[str, Any], cards: list[str]) -> Labels:
    """'Brick and Gold', '2 Wood cards' / 'Tijolo e Ouro', '2 cartas de Madeira'."""
    counts = Counter(cards)
    parts = []
    # Single cards first: "Papyrus and 2 Gold cards", never "2 Gold cards and Papyrus".
    for kind in sorted(dict.fromkeys(cards), key=lambda k: counts[k] > 1):
        name, n = kind_name(catalog, kind), counts[kind]
        if n == 1:
            parts.append(name)
        else:
            parts.append(
                {"en": f"{n} {name['en']} cards", "pt-BR": f"{n} cartas de {name['pt-BR']}"}
            )
    return joined(parts)
