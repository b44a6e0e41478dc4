"""Human labels of actions in English and Brazilian Portuguese."""

from __future__ import annotations

from typing import Any

from .content import CENTRAL
from .science import FACE_DOWN, NO_TOKEN

Labels = dict[str, str]


def _kind(catalog: dict[str, Any], kind: str) -> dict[str, str]:
    info = catalog["kinds"].get(kind)
    return info["name"] if info else {"en": kind, "pt-BR": kind}


def _wonder(catalog: dict[str, Any], slug: str) -> dict[str, str]:
    info = catalog["wonders"].get(slug)
    return info["name"] if info else {"en": slug, "pt-BR": slug}


def _token(catalog: dict[str, Any], slug: str) -> dict[str, str]:
    info = catalog["tokens"].get(slug)
    return info["name"] if info else {"en": slug, "pt-BR": slug}


def _possessive(name: str) -> str:
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _take(catalog: dict[str, Any], deck: str, view: dict[str, Any] | None) -> Labels:
    """'Take Alexandria's top card (Stone)' — the kind only when the viewer can see it."""
    top = None
    if view is not None:
        if deck == CENTRAL:
            top = view.get("peek")
        else:
            top = (view.get("decks", {}).get(deck) or {}).get("top")
    suffix = {"en": "", "pt-BR": ""}
    if top:
        name = _kind(catalog, top["kind"])
        suffix = {"en": f" ({name['en']})", "pt-BR": f" ({name['pt-BR']})"}
    if deck == CENTRAL:
        return {
            "en": "Take the central deck's top card" + suffix["en"],
            "pt-BR": "Pegar a carta do topo do baralho central" + suffix["pt-BR"],
        }
    name = _wonder(catalog, deck)
    return {
        "en": f"Take {_possessive(name['en'])} top card" + suffix["en"],
        "pt-BR": f"Pegar a carta do topo do baralho de {name['pt-BR']}" + suffix["pt-BR"],
    }


def _kinds(catalog: dict[str, Any], kinds: list[str], lang: str) -> str:
    return ", ".join(_kind(catalog, k)[lang] for k in kinds)


def label(action: dict[str, Any], view: dict[str, Any] | None, catalog: dict[str, Any]) -> Labels:
    """The action in words (names from ``catalog``), using the viewer's view for what the
    viewer can see."""
    kind = action.get("type")
    if kind == "take_card":
        return _take(catalog, action["deck"], view)
    if kind == "take_extra_card":
        token = _token(catalog, action["token"])
        take = _take(catalog, action["deck"], view)
        rest_en = take["en"][0].lower() + take["en"][1:]
        rest_pt = take["pt-BR"][0].lower() + take["pt-BR"][1:]
        return {"en": f"Use {token['en']}: {rest_en}", "pt-BR": f"Usar {token['pt-BR']}: {rest_pt}"}
    if kind == "build_stage":
        stage = action["stage"]
        cards = list(action.get("cards", []))
        cost = None
        for wonder in catalog["wonders"].values():
            cost = wonder["stages"].get(stage) or cost
        econ = cost is not None and len(cards) < cost["count"]
        en_cost = pt_cost = ""
        if cost is not None:
            en_kind = "different" if cost["kind"] == "different" else "identical"
            pt_kind = "diferentes" if cost["kind"] == "different" else "idênticos"
            en_cost = f" ({cost['count']} {en_kind})"
            pt_cost = f" ({cost['count']} {pt_kind})"
        en = f"Build stage {stage}{en_cost} with {_kinds(catalog, cards, 'en')}"
        pt = f"Construir o estágio {stage}{pt_cost} com {_kinds(catalog, cards, 'pt-BR')}"
        if econ:
            en += " (Economy: one Gold counts as 2)"
            pt += " (Economia: um Ouro vale 2)"
        return {"en": en, "pt-BR": pt}
    if kind == "choose_progress_token":
        cards = list(action.get("cards", []))
        if action["token"] == NO_TOKEN:
            en, pt = (
                "Discard a science set (no Progress token left)",
                ("Descartar um conjunto científico (sem fichas de Progresso)"),
            )
        elif action["token"] == FACE_DOWN:
            en, pt = (
                "Take the face-down Progress token",
                "Pegar a ficha de Progresso virada para baixo",
            )
        else:
            name = _token(catalog, action["token"])
            en = f"Take the {name['en']} Progress token"
            pt = f"Pegar a ficha de Progresso {name['pt-BR']}"
        if cards:
            en += f" (discarding {_kinds(catalog, cards, 'en')})"
            pt += f" (descartando {_kinds(catalog, cards, 'pt-BR')})"
        return {"en": en, "pt-BR": pt}
    if kind == "choose_deck":
        name = _wonder(catalog, action["deck"])
        return {
            "en": f"Look at the top 5 cards of {_possessive(name['en'])} deck",
            "pt-BR": f"Olhar as 5 cartas do topo do baralho de {name['pt-BR']}",
        }
    if kind == "pick_card":
        name = _kind(catalog, action["kind"])
        return {"en": f"Keep the {name['en']} card", "pt-BR": f"Ficar com a carta {name['pt-BR']}"}
    if kind == "use_wonder_effect":
        return {"en": "Use your Wonder's effect", "pt-BR": "Usar o efeito da sua Maravilha"}
    if kind == "decline_wonder_effect":
        return {"en": "Decline your Wonder's effect", "pt-BR": "Recusar o efeito da sua Maravilha"}
    if kind == "end_turn":
        return {"en": "End your turn", "pt-BR": "Encerrar o seu turno"}
    return {"en": f"Unknown action {kind}", "pt-BR": f"Ação desconhecida {kind}"}
