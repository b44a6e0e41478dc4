"""The rules revision a game was set up under.

A stored game replays its moves from the seed, so a rules correction that changes an outcome or
the legal actions of a position must not reach games started before it: new games record
``state["rules_revision"] = CURRENT`` and the engines keep the old behaviour for older ones.
"""

from __future__ import annotations

from typing import Any

from games.rules.core import Labels, OptionWords

# 1: games stored before the key existed; 2: issue 7's corrections (Saboteur, Architects) and
# issue 25's (MarsBot, whose first revision it is).
CURRENT = 2


def rules_revision(state: dict[str, Any]) -> int:
    """The revision ``state`` plays under (1 for games stored before revisions existed)."""
    return int(state.get("rules_revision", 1))


def revision_option() -> dict[str, Any]:
    """The ``rules_revision`` set-up option (its words: ``revision_words``)."""
    return {"type": "integer", "enum": list(range(1, CURRENT + 1)), "default": CURRENT}


def revision_words(corrections: Labels, month: Labels | None = None) -> OptionWords:
    """The words of the ``rules_revision`` option of a game whose corrections are
    ``corrections`` (a list of rules, in every language), made in ``month`` (November 2026
    unless given)."""
    month = month or {"en": "November 2026", "pt-BR": "novembro de 2026"}
    return OptionWords(
        title={"en": "Rules edition", "pt-BR": "Edição das regras"},
        description={
            "en": f"Which edition of this server's rules a game plays by. {CURRENT} (the "
            f"default) includes the corrections of {month['en']}: {corrections['en']}. 1 plays "
            "exactly as games started before them did; games in progress keep the edition they "
            "started with.",
            "pt-BR": f"Por qual edição das regras deste servidor a partida é jogada. {CURRENT} "
            f"(o padrão) inclui as correções de {month['pt-BR']}: {corrections['pt-BR']}. 1 "
            "joga exatamente como as partidas iniciadas antes delas; uma partida em andamento "
            "mantém a edição com que começou.",
        },
    )


def revision_of(options: dict[str, Any]) -> int:
    return int(options.get("rules_revision", CURRENT))
