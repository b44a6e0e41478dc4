"""Labels of every Scholars action, one function per kind (each kind's entry in the move table,
``moves``, names its own): messages of ``messages/<language>/labels.ftl``, worded when read."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from games.rules.said import Listed, Param, Said
from games.rules.scholars.catalogue import LABELS, deck, guild, language, row

Action = dict[str, Any]
Label = Callable[[Action], Said]
_PROTOCOL = ("undo", "acknowledge")
_FIGURE_KINDS = {"dice": ("figure-dice", "colour"), "research": ("figure-research", "track")}
_FIGURES = frozenset({"caliph_top", "caliph_middle", "silver", "gold", "employed_translators",
                      "workers", "starting_scroll"})  # fmt: skip


def said(message_id: str, **args: Param) -> Said:
    return Said(LABELS, message_id, args)


def fixed(message_id: str) -> Label:
    """The label of a kind without parameters."""
    return lambda action: said(message_id)


def reveal_map_scroll(action: Action) -> Said:
    return said("label-reveal-map-scroll", language=language(action["language"]),
                position=action["position"])  # fmt: skip


def house_add(action: Action) -> Said:
    return said("label-house-add", language=language(action["language"]),
                guild=guild(action["guild"]))  # fmt: skip


def deliver_scroll(action: Action) -> Said:
    return said("label-deliver-scroll", guild=guild(action["guild"]),
                position=action["position"])  # fmt: skip


def translate_scroll(action: Action) -> Said:
    return said("label-translate-scroll", row=row(action["row"]), guild=guild(action["guild"]))


def influence_house_scroll(action: Action) -> Said:
    return said("label-influence-house-scroll", row=row(action["row"]),
                guild=guild(action["guild"]))  # fmt: skip


def guild_influence(action: Action) -> Said:
    return said("label-guild-influence", guild=guild(action["guild"]), change=action["change"])


def employ_translator(action: Action) -> Said:
    return said("label-employ-translator", deck=deck(action["deck"] - 1), room=action["room"])


def translator_language(action: Action) -> Said:
    return said("label-translator-language", language=language(action["language"]),
                room=action["room"])  # fmt: skip


def neutral_translator(action: Action) -> Said:
    return said("label-neutral-translator", deck=deck(action["deck"] - 1), room=action["room"])


def starting_translator(action: Action) -> Said:
    return said("label-starting-translator", room=action["room"], owner=action["owner"])


def place_gold(action: Action) -> Said:
    return said("label-place-gold", room=action["room"])


def retire_translator(action: Action) -> Said:
    return said("label-retire-translator", room=action["room"])


def neutral_marker(action: Action) -> Said:
    return said("label-neutral-marker", position=action["position"])


def map_clear(action: Action) -> Said:
    return said("label-map-clear", position=action["position"])


def influence_map_scroll(action: Action) -> Said:
    return said("label-influence-map-scroll", position=action["position"])


def _rest(action: Action, whose: str) -> Said:
    return said("label-rest", whose=whose, language=language(action["language"]),
                position=action["position"])  # fmt: skip


def rest(action: Action) -> Said:
    return _rest(action, "mine")


def rest_reveal(action: Action) -> Said:
    # Not "Papyrus descansa": the log goes on in lower case after "relatou:".
    return _rest(action, "papyrus")


def caliph_row(action: Action) -> Said:
    return said("label-caliph-row", row=row(action["row"]))


def caliph_move(action: Action) -> Said:
    return said("label-caliph-move", row=row(action["row"]))


def final_score(action: Action) -> Said:
    category = said("final-category", category=action["category"])
    return said(
        "label-final-score", category=category, kind=action["category"], value=action["value"]
    )


def protocol(action: Action) -> Said:
    """The companion protocol's own reports (undo, acknowledge)."""
    kind = action["type"]
    if kind not in _PROTOCOL:
        raise KeyError(kind)  # no words for another kind
    return said(f"label-{kind}")


# --- the scoring mode's reports (a solo game's final facts too) ----------------------------
def figure(name: str) -> Said:
    """A scoring figure in words (never its API name)."""
    kind, _, rest_of = name.partition("_")
    if kind in _FIGURE_KINDS:
        message_id, parameter = _FIGURE_KINDS[kind]
        return said(message_id, **{parameter: rest_of})
    if kind == "guild":
        return said("figure-guild", guild=guild(rest_of))
    assert name in _FIGURES, name  # the scoring specs name no other figure
    return said("figure", name=name)


def figure_kind(name: str) -> str:
    """Which kind of figure ``name`` is (dice, research, guild, or the figure itself), so
    that a language words each kind as its own sentence ("my yellow dice add up to 26")."""
    kind = name.partition("_")[0]
    return kind if kind in (*_FIGURE_KINDS, "guild") else name


def score_figure(action: Action) -> Said:
    name = action["figure"]
    return said(
        "label-score-figure", figure=figure(name), kind=figure_kind(name), value=action["value"]
    )


def score_control(action: Action) -> Said:
    return said("label-score-control", guild=guild(action["guild"]))


def score_automa_retired(action: Action) -> Said:
    return said("label-score-automa-retired", change=action["change"], vp=action["vp"])


def score_scroll(action: Action, content: Mapping[str, Any]) -> Said:
    return said("label-score-scroll", change=action["change"], card=scroll(action["card"], content))


def scroll(card_id: str, content: Mapping[str, Any]) -> Param:
    """A scroll card as the player sees it on the table (its language, points and printed
    bonus), never its content id; the id only for a card the content no longer has."""
    card = next((c for c in content.get("scroll_cards", ()) if c.get("id") == card_id), None)
    if card is None:
        return card_id
    bonus = dict(card.get("end_bonus") or {"type": "none"})
    args: dict[str, Param] = {"language": language(card["language"]), "vp": card["base_vp"]}
    args["bonus"] = bonus.pop("type")
    if "guild" in bonus:
        args["guild"] = guild(bonus["guild"])
    if "track" in bonus:
        args["track"] = bonus["track"]
    for part in ("primary", "secondary"):
        if part in bonus:
            args[part] = said("dice-colour", colour=bonus[part])
    if "languages" in bonus:
        args["languages"] = Listed(tuple(language(code) for code in bonus["languages"]), "or")
    return said("scroll-card", **args)


def score_retired(action: Action) -> Said:
    return said("label-score-retired", change=action["change"], vp=action["vp"])
