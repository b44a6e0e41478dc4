"""Every action's label in English and Brazilian Portuguese."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from games.rules.core import Action, Labels
from games.rules.words import counted

from .card_tiles import CARD_TILES, OFF_MARS_SPACES
from .content import Catalog
from .mars import space_words

TILE = {
    "ocean": ("an ocean", "um oceano"),
    "greenery": ("a greenery", "uma vegetação"),
    "city": ("a city", "uma cidade"),
    "special": ("a special tile", "uma peça especial"),
    "claim": ("my player marker", "meu marcador de jogador"),
}
PARAMETER = {"temperature": ("temperature", "a temperatura"), "oxygen": ("oxygen", "o oxigênio")}
PRODUCTION = {
    "steel": ("steel", "aço"),
    "titanium": ("titanium", "titânio"),
    "megacredits": ("M€", "MC"),
    "energy": ("energy", "energia"),
    "heat": ("heat", "calor"),
    "plants": ("plant", "plantas"),
}
STANDING = {
    "tr": ("TR", "TR"),
    "building_tags": ("building tags", "etiquetas de construção"),
    "cards_in_hand": ("cards in hand", "cartas na mão"),
    "science_tags": ("science tags", "etiquetas de ciência"),
    "mc_production": ("M€ production", "produção de MC"),
    "heat": ("heat", "calor"),
    "heat_production": ("heat production", "produção de calor"),
    "steel": ("steel", "aço"),
    "titanium": ("titanium", "titânio"),
    "steel_production": ("steel production", "produção de aço"),
    "titanium_production": ("titanium production", "produção de titânio"),
    "plants": ("plants", "plantas"),
}


def where(cat: Catalog, hid: str) -> tuple[str, str]:
    """A space in words, with its article ("o 3º espaço ..."; "em" + "o" is the caller's
    "no"): an off-Mars city space by the name its card gives it."""
    if hid in OFF_MARS_SPACES:
        return f"the {OFF_MARS_SPACES[hid]} space", f"o espaço de {OFF_MARS_SPACES[hid]}"
    return space_words(cat, hid)


View = Mapping[str, Any] | None
# A label of the move table: the catalogue, the action, the seat's view (or None).
Labeller = Callable[[Catalog, Action, View], Labels]


def label_play_turn(cat: Catalog, action: Action, view: View) -> Labels:
    phase = (view or {}).get("phase")
    if phase == "research":
        return {"en": "MarsBot builds its action deck", "pt-BR": "O MarsBot monta seu baralho"}
    if phase == "final_greenery":
        return {
            "en": "MarsBot places its final greeneries",
            "pt-BR": "O MarsBot coloca suas vegetações finais",
        }
    return {"en": "MarsBot plays its turn", "pt-BR": "O MarsBot joga o seu turno"}


def label_tile(cat: Catalog, action: Action, view: View) -> Labels:
    """``place_tile`` and ``final_greenery`` (a greenery)."""
    en, pt = TILE[action.get("tile", "greenery")]
    w_en, w_pt = where(cat, action["space"])
    return {"en": f"I placed {en} on {w_en}", "pt-BR": f"Coloquei {pt} n{w_pt}"}


def label_card_tile(cat: Catalog, action: Action, view: View) -> Labels:
    card = cat.cards[CARD_TILES[action["card"]][0]]
    en, pt = TILE[CARD_TILES[action["card"]][1]]
    w_en, w_pt = where(cat, action["space"])
    return {
        "en": f"“{card.name}”: I placed {en} on {w_en}",
        "pt-BR": f"«{card.name}»: coloquei {pt} n{w_pt}",
    }


def label_parameter(cat: Catalog, action: Action, view: View) -> Labels:
    en, pt = PARAMETER[action["parameter"]]
    return {"en": f"I raised the {en} one step", "pt-BR": f"Aumentei {pt} em um nível"}


def label_milestone(cat: Catalog, action: Action, view: View) -> Labels:
    name = cat.milestone(action["milestone"])["name"]
    return {"en": f"I claimed {name['en']}", "pt-BR": f"Reivindiquei {name['pt-BR']}"}


def label_award(cat: Catalog, action: Action, view: View) -> Labels:
    name = cat.award(action["award"])["name"]
    return {"en": f"I funded {name['en']}", "pt-BR": f"Financiei {name['pt-BR']}"}


def label_marsbot_mc(cat: Catalog, action: Action, view: View) -> Labels:
    n = action["amount"]
    return {
        "en": f"I removed or stole {n} M€ from MarsBot",
        "pt-BR": f"Removi ou roubei {n} MC do MarsBot",
    }


def label_production(cat: Catalog, action: Action, view: View) -> Labels:
    en, pt = PRODUCTION[action["production"]]
    return {
        "en": f"I decreased MarsBot's {en} production",
        "pt-BR": f"Diminuí a produção de {pt} do MarsBot",
    }


def label_standing(cat: Catalog, action: Action, view: View) -> Labels:
    en, pt = STANDING[action["standing"]]
    d = action["delta"]
    return {"en": f"My {en}: {d:+d}", "pt-BR": f"Meu valor de {pt}: {d:+d}"}


def label_plants_protection(cat: Catalog, action: Action, view: View) -> Labels:
    if action["protected"]:
        return {"en": "My plants are protected", "pt-BR": "Minhas plantas estão protegidas"}
    return {
        "en": "My plants are no longer protected",
        "pt-BR": "Minhas plantas não estão mais protegidas",
    }


def label_marsbot_card(cat: Catalog, action: Action, view: View) -> Labels:
    card = cat.cards[action["card"]]
    return {
        "en": f"MarsBot's card from the deck: {card.number} “{card.name}”",
        "pt-BR": f"Carta do MarsBot tirada do baralho: {card.number} «{card.name}»",
    }


def label_flipped_card(cat: Catalog, action: Action, view: View) -> Labels:
    number = action["card"]
    name = cat.bonus_names.get(number)
    en_name = name["en"] if name else cat.cards[number].name
    pt_name = name["pt-BR"] if name else cat.cards[number].name
    return {
        "en": f"The card I flipped for MarsBot: {number} “{en_name}”",
        "pt-BR": f"A carta que virei para o MarsBot: {number} «{pt_name}»",
    }


def _card_label(en: str, pt: str) -> Labeller:
    """A report of one named card: what I did (``en``, ``pt``), then the card."""

    def labelled(cat: Catalog, action: Action, view: View) -> Labels:
        card = cat.cards[action["card"]]
        return {
            "en": f"{en} {card.number} “{card.name}”",
            "pt-BR": f"{pt} {card.number} «{card.name}»",
        }

    return labelled


label_draft_pick = _card_label("I keep", "Fico com")
label_drawn_card = _card_label("I drew", "Comprei")
label_discarded_card = _card_label("I discarded", "Descartei")


def label_cards_drawn(cat: Catalog, action: Action, view: View) -> Labels:
    drawn = counted(
        action["count"],
        ("project card", "project cards"),
        ("carta de projeto", "cartas de projeto"),
    )
    return {"en": f"I drew {drawn['en']}", "pt-BR": f"Comprei {drawn['pt-BR']}"}


def label_cards_discarded(cat: Catalog, action: Action, view: View) -> Labels:
    n = action["count"]
    if n == 1:
        return {"en": "I discarded 1 of them", "pt-BR": "Descartei 1 delas"}
    return {"en": f"I discarded {n} of them", "pt-BR": f"Descartei {n} delas"}


def label_final_score(cat: Catalog, action: Action, view: View) -> Labels:
    n = action["points"]
    return {"en": f"My final score is {n}", "pt-BR": f"Minha pontuação final é {n}"}


def fixed_label(en: str, pt: str) -> Labeller:
    """The label of a report without parameters."""

    def labelled(cat: Catalog, action: Action, view: View) -> Labels:
        return {"en": en, "pt-BR": pt}

    return labelled


# The protocol's actions (the companion's, not the move table's), in MarsBot's words.
PROTOCOL_LABELS: dict[str, tuple[str, str]] = {
    "undo": ("Undo your last report", "Desfazer o seu último relato"),
    "acknowledge": (
        "Done: MarsBot's instructions are carried out",
        "Feito: as instruções do MarsBot foram cumpridas",
    ),
}


def protocol_label(kind: object) -> Labels:
    """An action outside the table: undo, acknowledge, or an unknown type by its name."""
    en, pt = PROTOCOL_LABELS.get(str(kind), (str(kind), str(kind)))
    return {"en": en, "pt-BR": pt}
