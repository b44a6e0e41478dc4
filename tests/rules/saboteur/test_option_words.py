"""The set-up options' Portuguese names the roles as the Brazilian summary and the events do:
the Profiteer is the «Aproveitador» (issue 24 found "Lucrador")."""

from __future__ import annotations

from games.rules.saboteur.option_words import OPTION_WORDS


def _portuguese() -> str:
    return " ".join(
        f"{words.title['pt-BR']} {words.description['pt-BR']}" for words in OPTION_WORDS.values()
    )


def test_the_profiteer_is_the_aproveitador_in_every_option() -> None:
    text = _portuguese()
    assert "Lucrador" not in text
    assert text.count("Aproveitador") >= 3
