"""The set-up options' Portuguese names the roles as the Brazilian summary and the events do:
the Profiteer is the «Aproveitador» (issue 24 found "Lucrador")."""

from __future__ import annotations

from games.rules.registry import ruleset_get


def _portuguese() -> str:
    served = ruleset_get("saboteur").options_schema_in("pt-BR")["properties"]
    return " ".join(f"{spec['title']} {spec['description']}" for spec in served.values())


def test_the_profiteer_is_the_aproveitador_in_every_option() -> None:
    text = _portuguese()
    assert "Lucrador" not in text
    assert text.count("Aproveitador") >= 3
