"""MarsBot's actions: Failed Action, raising parameters (with their bonus steps), placing tiles,
claiming milestones and funding awards. Each says what the human does on the table."""

from __future__ import annotations

from typing import Any

from .context import Context
from .goals import award_choice, milestone_choice
from .mars import (
    MARSBOT,
    marsbot_candidates,
    ordinal,
    place,
    space_name,
    space_words,
    tiebreak,
)
from .options import FAILED_ACTION_MC

TEMPERATURE_MIN, TEMPERATURE_MAX, TEMPERATURE_STEP = -30, 8, 2
OXYGEN_MAX = 14
HEAT_BONUS_STEPS = (-24, -20)  # for MarsBot 2 M€ instead of the heat production
HEAT_BONUS_MC = 2
OCEAN_BONUS_TEMPERATURE = 0  # reaching 0 °C places an ocean
TEMPERATURE_BONUS_OXYGEN = 8  # reaching 8 % raises the temperature

TILE_WORDS = {
    "ocean": ("an ocean", "um oceano"),
    "greenery": ("a greenery", "uma vegetação"),
    "city": ("a city", "uma cidade"),
    "expedited_city": ("a city", "uma cidade"),
    "lobby_ocean": ("an ocean", "um oceano"),
    "neural": ("the Neural Instance tile", "a peça de Instância Neural"),
}
RULE_WORDS = {
    "placement_rule": ("its placement rule leaves one space", "a regra de colocação deixa um só"),
    "most_adjacent_oceans": ("tie-break 1: most adjacent oceans", "desempate 1: mais oceanos"),
    "most_bonus_icons": ("tie-break 2: most bonus icons", "desempate 2: mais ícones"),
    "random_count": ("tie-break 3: counting out", "desempate 3: contagem pelo custo"),
}
# MarsBot's own placement rule for each tile (the English stays in the data, as the rule).
PLACEMENT_WORDS = {
    "any ocean-reserved space": ("any ocean area", "qualquer área de oceano"),
    "adjacent to the most greenery": (
        "next to the most greeneries",
        "vizinho ao maior número de vegetações",
    ),
    "adjacent to at least 2 greenery/ocean, the most": (
        "next to at least 2 greeneries or oceans, as many as possible",
        "vizinho a pelo menos 2 vegetações ou oceanos, o maior número possível",
    ),
    "B06 c): an ocean-reserved space next to 2 or more oceans": (
        "an ocean area next to 2 or more oceans",
        "uma área de oceano vizinha a 2 ou mais oceanos",
    ),
    "adjacent to no tile, off the edge, clear of reserved areas": (
        "next to no tile, not on the edge, neither on nor next to a reserved area",
        "sem peça vizinha, fora da borda, nem sobre nem ao lado de área reservada",
    ),
    "next to its own tiles, most of its cities, fewest of yours": (
        "next to its own tiles, with the most of its cities and the fewest of yours",
        "vizinho às peças dele, com o maior número de cidades dele e o menor das suas",
    ),
}


# Why an action failed, in words (the structured ``reason`` stays in the instruction's data).
_FAILED_WHY = {
    "no_ocean_for_bonus_step": (
        "no ocean left for the bonus step",
        "não resta oceano para o passo de bônus",
    ),
    "temperature_maxed_for_bonus_step": (
        "the temperature is at its maximum",
        "a temperatura está no máximo",
    ),
    "temperature_maxed": ("the temperature is at its maximum", "a temperatura está no máximo"),
    "card_without_tags": ("the card has no tags", "a carta não tem etiquetas"),
    "no_milestone": ("no milestone can be claimed", "nenhum marco pode ser reivindicado"),
    "no_award": ("no award can be funded", "nenhum prêmio pode ser financiado"),
}
_TILE_WORDS = {"greenery": ("greenery", "vegetação"), "city": ("city", "cidade"),
               "ocean": ("ocean", "oceano")}  # fmt: skip


def _failed_why(ctx: Context, reason: str) -> tuple[str, str]:
    if reason in _FAILED_WHY:
        return _FAILED_WHY[reason]
    track = reason.removesuffix("_track_at_its_end")
    if track in ctx.cat.track_names:
        name = ctx.cat.track_names[track]
        return (
            f"the {name['en']} track is at its end",
            f"a trilha de {name['pt-BR']} chegou ao fim",
        )
    tile = reason.removeprefix("no_space_for_")
    en, pt = _TILE_WORDS.get(tile, (tile.replace("_", " "), "esta peça"))
    return (f"no space for a {en} tile", f"não há espaço para a peça de {pt}")


def failed_action(ctx: Context, reason: str) -> None:
    """MarsBot gains M€ instead of the action it could not take."""
    mc = FAILED_ACTION_MC[ctx.opts["difficulty"]]
    ctx.gain_mc(mc)
    why_en, why_pt = _failed_why(ctx, reason)
    ctx.say(
        "failed_action",
        {"mc": mc, "reason": reason, "marsbot_mc": ctx.bot["mc"]},
        f"Failed Action ({why_en}): MarsBot gains {mc} M€.",
        f"Falha de Ação ({why_pt}): o MarsBot ganha {mc} MC.",
    )


def raise_temperature(ctx: Context) -> bool:
    """One temperature step with its TR and bonus step; False if the scale is maxed."""
    params = ctx.s["parameters"]
    if params["temperature"] >= TEMPERATURE_MAX:
        return False
    params["temperature"] += TEMPERATURE_STEP
    ctx.gain_tr(1)
    t = params["temperature"]
    ctx.say(
        "raise_parameter",
        {"parameter": "temperature", "to": t, "tr": 1},
        f"MarsBot raises the temperature to {t} °C and gains 1 TR.",
        f"O MarsBot aumenta a temperatura para {t} °C e ganha 1 TR.",
    )
    if t in HEAT_BONUS_STEPS:
        ctx.gain_mc(HEAT_BONUS_MC)
        ctx.say(
            "gain_mc",
            {"mc": HEAT_BONUS_MC, "bonus": "temperature"},
            f"Bonus step {t} °C: MarsBot gains {HEAT_BONUS_MC} M€ instead of heat production.",
            f"Nível de bônus {t} °C: o MarsBot ganha {HEAT_BONUS_MC} MC em vez da produção "
            "de calor.",
        )
    elif t == OCEAN_BONUS_TEMPERATURE and not place_tile(ctx, "ocean"):
        failed_action(ctx, "no_ocean_for_bonus_step")
    return True


def raise_oxygen(ctx: Context) -> bool:
    """One oxygen step with its TR; at 8 % the temperature rises too (or a Failed Action)."""
    params = ctx.s["parameters"]
    if params["oxygen"] >= OXYGEN_MAX:
        return False
    params["oxygen"] += 1
    ctx.gain_tr(1)
    o = params["oxygen"]
    ctx.say(
        "raise_parameter",
        {"parameter": "oxygen", "to": o, "tr": 1},
        f"MarsBot raises the oxygen to {o} % and gains 1 TR.",
        f"O MarsBot aumenta o oxigênio para {o} % e ganha 1 TR.",
    )
    if o == TEMPERATURE_BONUS_OXYGEN and not raise_temperature(ctx):
        failed_action(ctx, "temperature_maxed_for_bonus_step")
    return True


def _counted_out(ctx: Context, cost: int, landed: int) -> tuple[str, str]:
    """Where the count by the flipped card's cost starts and lands, as the player counts it
    on the board (the tied spaces from the top row down, each row from the left)."""
    nth_en, nth_pt = ordinal(landed)
    if ctx.opts["random_tiebreak_count"] == "zero_based":
        start_en, start_pt = "counting 0 on the first of them", "contando 0 no primeiro deles"
    elif cost == 0:
        return "a cost of 0 stays on the first of them", "o custo 0 fica no primeiro deles"
    else:
        start_en, start_pt = "counting 1 on the first of them", "contando 1 no primeiro deles"
    return (
        f"{start_en} (top row first, left to right), {cost} lands on the {nth_en}",
        f"{start_pt} (de cima para baixo, da esquerda para a direita), {cost} cai no {nth_pt}",
    )


def _placement_why(ctx: Context, rule: str, how: dict[str, Any]) -> dict[str, str]:
    """Why MarsBot chose the space: the cause, its placement rule, the tie-break that decided."""
    detail_en, detail_pt = RULE_WORDS[how["rule"]]
    tied_words = [space_words(ctx.cat, h) for h in how.get("tied", ())]
    tied_en = "; ".join(w[0] for w in tied_words)
    tied_pt = "; ".join(w[1] for w in tied_words)
    if how["rule"] == "random_count":
        card = how["flipped_card"]
        named = ctx.cat.cards[card].name if card in ctx.cat.cards else None
        card_en = f"{card} “{named}”" if named else card
        card = f"{card} «{named}»" if named else card
        count_en, count_pt = _counted_out(ctx, how["flipped_cost"], how["landed"])
        detail_en += (
            f" among {len(tied_words)} spaces ({tied_en}): the flipped card {card_en} costs "
            f"{how['flipped_cost']}; {count_en}"
        )
        detail_pt += (
            f" entre {len(tied_words)} espaços ({tied_pt}): a carta virada {card} custa "
            f"{how['flipped_cost']}; {count_pt}"
        )
    elif tied_words:
        detail_en += f" among {len(tied_words)} spaces ({tied_en})"
        detail_pt += f" entre {len(tied_words)} espaços ({tied_pt})"
    placed_en, placed_pt = PLACEMENT_WORDS.get(rule, (rule, rule))
    return {
        "en": f"{ctx.cause['en']}; placement: {placed_en}; {detail_en}",
        "pt-BR": f"{ctx.cause['pt-BR']}; colocação: {placed_pt}; {detail_pt}",
    }


def place_tile(ctx: Context, tile: str) -> bool:
    """MarsBot places ``tile`` by its rules; False if there is no legal space."""
    spaces, rule = marsbot_candidates(ctx, tile)
    if not spaces:
        return False
    hid, how = tiebreak(ctx, spaces)
    is_ocean = tile in ("ocean", "lobby_ocean")
    owner = None if is_ocean else MARSBOT
    mc = place(ctx, hid, tile, owner, MARSBOT)
    ctx.gain_mc(mc)
    if is_ocean:
        ctx.gain_tr(1)
    en_tile, pt_tile = TILE_WORDS[tile]
    name = space_name(ctx.cat, hid)
    where_en, where_pt = space_words(ctx.cat, hid)
    why = _placement_why(ctx, rule, how)
    data = {
        "tile": {"expedited_city": "city", "lobby_ocean": "ocean"}.get(tile, tile),
        "space": hid,
        "space_name": name,
        "mc": mc,
        "tr": int(is_ocean),
        "placement": {"rule": rule, **how},
        "your_triggers_fire": ctx.opts["human_triggers_on_marsbot"],
    }
    extra_en = f" and gains {mc} M€" if mc else ""
    extra_pt = f" e ganha {mc} MC" if mc else ""
    if is_ocean:
        extra_en += " and 1 TR"
        extra_pt += " e 1 TR"
    ctx.say(
        "place_tile",
        data,
        f"MarsBot places {en_tile} on {where_en}{extra_en}.",
        f"O MarsBot coloca {pt_tile} n{where_pt}{extra_pt}.",
        why,
    )
    if tile == "greenery":
        raise_oxygen(ctx)
    return True


def claim_milestone(ctx: Context, cost: int = 0) -> bool:
    slug = milestone_choice(ctx.s, ctx.cat.milestones)
    if slug is None:
        return False
    ctx.s["milestones"][slug] = MARSBOT
    ctx.bot["mc"] -= cost
    name = ctx.cat.milestone(slug)["name"]
    paid_en = f", paying {cost} M€" if cost else " (free)"
    paid_pt = f", pagando {cost} MC" if cost else " (sem custo)"
    ctx.say(
        "claim_milestone",
        {"milestone": slug, "mc": -cost},
        f"MarsBot claims the milestone {name['en']}{paid_en}.",
        f"O MarsBot reivindica o marco {name['pt-BR']}{paid_pt}.",
    )
    return True


def fund_award(ctx: Context) -> bool:
    slug = award_choice(ctx.s, ctx.cat.awards)
    if slug is None:
        return False
    ctx.s["awards"][slug] = MARSBOT
    name = ctx.cat.award(slug)["name"]
    ctx.say(
        "fund_award",
        {"award": slug},
        f"MarsBot funds the award {name['en']} (free).",
        f"O MarsBot financia o prêmio {name['pt-BR']} (sem custo).",
    )
    return True
