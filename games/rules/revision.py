"""The rules revision a game was set up under.

A stored game replays its moves from the seed, so a rules correction that changes an outcome or
the legal actions of a position must not reach games started before it: new games record
``state["rules_revision"]`` = their game's newest revision and the engines keep the old
behaviour for older ones. Each game counts its own revisions, so a correction to one game does
not renumber (or change the stored states of) another.
"""

from __future__ import annotations

from typing import Any

from games.rules.core import Labels, OptionWords

# 1: games stored before the key existed; 2: issue 7's corrections (Saboteur, Architects) and
# issue 25's (MarsBot, whose first revision it is).
CURRENT = 2
# 3: issue 25, a stone goal reached through an earlier card is laid along that card's tunnel.
SABOTEUR_CURRENT = 3

# When each revision's corrections were made, in the words of every language.
_MADE = {
    2: {"en": "November 2026", "pt-BR": "novembro de 2026"},
    3: {"en": "December 2026", "pt-BR": "dezembro de 2026"},
}


def rules_revision(state: dict[str, Any]) -> int:
    """The revision ``state`` plays under (1 for games stored before revisions existed)."""
    return int(state.get("rules_revision", 1))


def revision_option(current: int = CURRENT) -> dict[str, Any]:
    """The ``rules_revision`` set-up option of a game whose newest revision is ``current``
    (its words: ``revision_words``)."""
    return {"type": "integer", "enum": list(range(1, current + 1)), "default": current}


def revision_words(*corrections: Labels, made: tuple[Labels, ...] = ()) -> OptionWords:
    """The words of the ``rules_revision`` option of a game whose revisions 2, 3, … made
    ``corrections`` (each a list of rules, in every language); the last is the default.
    ``made`` dates them in the same order, where a game's dates differ from ``_MADE``'s."""
    current = len(corrections) + 1
    editions: dict[str, list[str]] = {"en": [], "pt-BR": []}
    for revision in range(current, 1, -1):
        made_in = made[revision - 2] if made else _MADE[revision]
        fixed = corrections[revision - 2]
        made_in_en, made_in_pt = made_in["en"], made_in["pt-BR"]
        if revision == current:
            editions["en"].append(
                f"{revision} (the default) includes the corrections of {made_in_en}: {fixed['en']}"
            )
            editions["pt-BR"].append(
                f"{revision} (o padrão) inclui as correções de {made_in_pt}: {fixed['pt-BR']}"
            )
        else:
            editions["en"].append(
                f"{revision} plays without them but with those of {made_in_en}: {fixed['en']}"
            )
            editions["pt-BR"].append(
                f"{revision} joga sem elas, mas com as de {made_in_pt}: {fixed['pt-BR']}"
            )
    return OptionWords(
        title={"en": "Rules edition", "pt-BR": "Edição das regras"},
        description={
            "en": "Which edition of this server's rules a game plays by. "
            + ". ".join(editions["en"])
            + ". 1 plays exactly as games started before them did; games in progress keep the "
            "edition they started with.",
            "pt-BR": "Por qual edição das regras deste servidor a partida é jogada. "
            + ". ".join(editions["pt-BR"])
            + ". 1 joga exatamente como as partidas iniciadas antes delas; uma partida em "
            "andamento mantém a edição com que começou.",
        },
    )


def revision_of(options: dict[str, Any], current: int = CURRENT) -> int:
    """The revision a game set up with ``options`` plays (``current`` unless they pin one)."""
    return int(options.get("rules_revision", current))
