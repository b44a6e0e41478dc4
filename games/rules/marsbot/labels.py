"""Every action's label in English and Brazilian Portuguese."""

from __future__ import annotations

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


def label(cat: Catalog, action: Action, view: dict[str, Any] | None = None) -> Labels:
    kind = action.get("type")
    if kind == "play_turn":
        phase = (view or {}).get("phase")
        if phase == "research":
            return {"en": "MarsBot builds its action deck", "pt-BR": "O MarsBot monta seu baralho"}
        if phase == "final_greenery":
            return {
                "en": "MarsBot places its final greeneries",
                "pt-BR": "O MarsBot coloca suas vegetações finais",
            }
        return {"en": "MarsBot plays its turn", "pt-BR": "O MarsBot joga o seu turno"}
    if kind in ("place_tile", "final_greenery"):
        tile = action.get("tile", "greenery")
        en, pt = TILE[tile]
        w_en, w_pt = where(cat, action["space"])
        return {"en": f"I placed {en} on {w_en}", "pt-BR": f"Coloquei {pt} n{w_pt}"}
    if kind == "raise_parameter":
        en, pt = PARAMETER[action["parameter"]]
        return {"en": f"I raised the {en} one step", "pt-BR": f"Aumentei {pt} em um nível"}
    if kind == "claim_milestone":
        name = cat.milestone(action["milestone"])["name"]
        return {"en": f"I claimed {name['en']}", "pt-BR": f"Reivindiquei {name['pt-BR']}"}
    if kind == "fund_award":
        name = cat.award(action["award"])["name"]
        return {"en": f"I funded {name['en']}", "pt-BR": f"Financiei {name['pt-BR']}"}
    if kind == "remove_marsbot_mc":
        n = action["amount"]
        return {
            "en": f"I removed or stole {n} M€ from MarsBot",
            "pt-BR": f"Removi ou roubei {n} MC do MarsBot",
        }
    if kind == "decrease_production":
        en, pt = PRODUCTION[action["production"]]
        return {
            "en": f"I decreased MarsBot's {en} production",
            "pt-BR": f"Diminuí a produção de {pt} do MarsBot",
        }
    if kind == "adjust_standing":
        en, pt = STANDING[action["standing"]]
        d = action["delta"]
        return {"en": f"My {en}: {d:+d}", "pt-BR": f"Meu valor de {pt}: {d:+d}"}
    if kind == "plants_protection":
        on = action["protected"]
        return {
            "en": "My plants are protected" if on else "My plants are no longer protected",
            "pt-BR": "Minhas plantas estão protegidas"
            if on
            else "Minhas plantas não estão mais protegidas",
        }
    if kind == "marsbot_card":
        card = cat.cards[action["card"]]
        return {
            "en": f"MarsBot's card from the deck: {card.number} “{card.name}”",
            "pt-BR": f"Carta do MarsBot tirada do baralho: {card.number} «{card.name}»",
        }
    if kind == "place_card_tile":
        card = cat.cards[CARD_TILES[action["card"]][0]]
        en, pt = TILE[CARD_TILES[action["card"]][1]]
        w_en, w_pt = where(cat, action["space"])
        return {
            "en": f"“{card.name}”: I placed {en} on {w_en}",
            "pt-BR": f"«{card.name}»: coloquei {pt} n{w_pt}",
        }
    if kind == "flipped_card":
        number = action["card"]
        name = cat.bonus_names.get(number)
        en_name = name["en"] if name else cat.cards[number].name
        pt_name = name["pt-BR"] if name else cat.cards[number].name
        return {
            "en": f"The card I flipped for MarsBot: {number} “{en_name}”",
            "pt-BR": f"A carta que virei para o MarsBot: {number} «{pt_name}»",
        }
    if kind == "draft_pick":
        card = cat.cards[action["card"]]
        return {
            "en": f"I keep {card.number} “{card.name}”",
            "pt-BR": f"Fico com {card.number} «{card.name}»",
        }
    if kind in ("drawn_card", "discarded_card"):
        card = cat.cards[action["card"]]
        en, pt = ("I drew", "Comprei") if kind == "drawn_card" else ("I discarded", "Descartei")
        return {
            "en": f"{en} {card.number} “{card.name}”",
            "pt-BR": f"{pt} {card.number} «{card.name}»",
        }
    if kind in ("cards_drawn", "cards_discarded"):
        n = action["count"]
        if kind == "cards_drawn":
            drawn = counted(
                n, ("project card", "project cards"), ("carta de projeto", "cartas de projeto")
            )
            return {"en": f"I drew {drawn['en']}", "pt-BR": f"Comprei {drawn['pt-BR']}"}
        if n == 1:
            return {"en": "I discarded 1 of them", "pt-BR": "Descartei 1 delas"}
        return {"en": f"I discarded {n} of them", "pt-BR": f"Descartei {n} delas"}
    if kind == "final_score":
        n = action["points"]
        return {"en": f"My final score is {n}", "pt-BR": f"Minha pontuação final é {n}"}
    fixed: dict[str | None, tuple[str, str]] = {
        "turn_end": ("I ended my turn", "Terminei o meu turno"),
        "generation_pass": ("I pass for this generation", "Passo nesta geração"),
        "final_greeneries_done": (
            "My final greeneries are placed",
            "Minhas vegetações finais estão colocadas",
        ),
        "undo": ("Undo your last report", "Desfazer o seu último relato"),
        "acknowledge": (
            "Done: MarsBot's instructions are carried out",
            "Feito: as instruções do MarsBot foram cumpridas",
        ),
    }
    en, pt = fixed.get(kind, (str(kind), str(kind)))
    return {"en": en, "pt-BR": pt}
