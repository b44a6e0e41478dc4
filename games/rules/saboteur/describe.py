"""What happened, in words: one sentence per logged event and per move, in English and
Brazilian Portuguese, naming the seats. Events reach here already filtered for the viewer;
a private event (the cards one drew, a Map's goal, an Inspection's role) is worded for the
one seat that sees it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.rules.saboteur import labels
from games.rules.saboteur.content import GOLD, Tables
from games.rules.saboteur.labels import (
    GOAL_NAMES,
    ROLE_NAMES,
    TOOL_NAMES,
    Labels,
    card_count,
    card_words,
    path_words,
    position,
    rotation,
    seat_name,
)
from games.rules.words import join


def _goal(goal: Any) -> tuple[str, str]:
    return GOAL_NAMES[goal] if goal in (0, 1, 2) else ("", "")


def _goal_card(card: Any) -> tuple[str, str]:
    return ("gold", "ouro") if card == GOLD else ("stone", "pedra")


def _role(role: Any) -> tuple[str, str]:
    return ROLE_NAMES.get(str(role), ("a dwarf", "um anão"))


def _role_is(role: Any) -> tuple[str, str]:
    """'a Geologist', 'the Boss' (one of a kind) / 'Geólogo': the role after "is"."""
    en, pt = _role(role)
    if str(role) not in ROLE_NAMES:
        return en, pt
    return ("the " if role in ("boss", "profiteer") else "a ") + en, pt


def _gold_by_seat(gold: Sequence[int], names: Sequence[str], lang: str) -> str:
    return join([f"{seat_name(names, s)} {g}" for s, g in enumerate(gold)], lang)


def describe_event(
    event: Mapping[str, Any], names: Sequence[str], t: Tables | None = None
) -> Labels | None:
    """The sentence of a logged event; tiles and places are worded from the tables ``t``."""
    kind, data = event.get("kind"), event.get("data") or {}
    handler = _EVENTS.get(str(kind))
    return handler(data, event.get("seat"), names, t) if handler else None


def _steal_declined(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    who = seat_name(names, data.get("thief"))
    return {"en": f"{who} chose not to steal.", "pt-BR": f"{who} decidiu não roubar."}


def _cards_drawn(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    who, cards = seat_name(names, data.get("seat")), card_count(int(data.get("count", 0)))
    return {
        "en": f"{who} drew {cards['en']} from the deck.",
        "pt-BR": f"{who} comprou {cards['pt-BR']} do baralho.",
    }


def _you_drew(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    words = [card_words(c, t) for c in data.get("cards", [])]
    return {
        "en": "You drew " + join([w[0] for w in words], "en") + ".",
        "pt-BR": "Você comprou " + join([w[1] for w in words], "pt-BR") + ".",
    }


def _path_placed(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    who = seat_name(names, data.get("seat"))
    en, pt = path_words(str(data.get("card")), t)
    p_en, p_pt = position(data.get("x"), data.get("y"), t)
    r_en, r_pt = rotation(data.get("rotation"))
    return {
        "en": f"{who} laid {en} {p_en}{r_en}.",
        "pt-BR": f"{who} colocou {pt} {p_pt}{r_pt}.",
    }


def _goal_revealed(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    g_en, g_pt = _goal(data.get("goal"))
    c_en, c_pt = _goal_card(data.get("card"))
    return {
        "en": f"The {g_en} goal card is turned over: {c_en}!",
        "pt-BR": f"A carta de objetivo {g_pt} foi revelada: {c_pt}!",
    }


def _map_seen(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    g_en, g_pt = _goal(data.get("goal"))
    c_en, c_pt = _goal_card(data.get("card"))
    return {
        "en": f"With the Map you see the {g_en} goal card: {c_en}.",
        "pt-BR": f"Com o Mapa você vê a carta de objetivo {g_pt}: {c_pt}.",
    }


def _role_seen(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    who = seat_name(names, data.get("seat"))
    r_en, r_pt = _role_is(data.get("role"))
    return {
        "en": f"Inspection: {who} is {r_en}.",
        "pt-BR": f"Inspeção: {who} é {r_pt}.",
    }


def _new_role(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    r_en, r_pt = _role_is(data.get("role"))
    return {
        "en": f"Your hat was swapped: you are now {r_en}.",
        "pt-BR": f"Seu chapéu foi trocado: agora você é {r_pt}.",
    }


def _action_played(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    who = seat_name(names, data.get("seat"))
    played = labels.play_action({"type": "play_action", **data}, t, None, names)
    # "Play “Map” on ..." -> "Ana played “Map” on ...".
    return {
        "en": f"{who} played {played['en'].split(' ', 1)[1]}.",
        "pt-BR": f"{who} jogou {played['pt-BR'].split(' ', 1)[1]}.",
    }


def _passed(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    who, n = seat_name(names, data.get("seat")), int(data.get("count", 0))
    cards = card_count(n)
    face_down = "virada para baixo" if n == 1 else "viradas para baixo"
    return {
        "en": f"{who} passed, discarding {cards['en']} face down.",
        "pt-BR": f"{who} passou, descartando {cards['pt-BR']} {face_down}.",
    }


def _repaired_self(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    who, removed = seat_name(names, data.get("seat")), data.get("removed")
    if removed == "trapped":
        return {
            "en": f"{who} discarded two cards and escaped the trap.",
            "pt-BR": f"{who} descartou duas cartas e escapou da prisão.",
        }
    t_en, t_pt, poss = TOOL_NAMES.get(str(removed), ("tool", "ferramenta", "sua"))
    return {
        "en": f"{who} discarded two cards and repaired their {t_en}.",
        "pt-BR": f"{who} descartou duas cartas e consertou {poss} {t_pt}.",
    }


def _gold_stolen(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    thief, victim = seat_name(names, data.get("thief")), seat_name(names, data.get("victim"))
    return {
        "en": f"{thief} stole 1 gold piece from {victim}.",
        "pt-BR": f"{thief} roubou 1 peça de ouro de {victim}.",
    }


def _round_ended(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    n = data.get("round")
    if data.get("gold_found"):
        who = seat_name(names, data.get("completer"))
        en, pt = (
            f"End of round {n}: {who} reached the gold.",
            f"Fim da rodada {n}: {who} chegou ao ouro.",
        )
    else:
        en, pt = (
            f"End of round {n}: nobody reached the gold.",
            f"Fim da rodada {n}: ninguém chegou ao ouro.",
        )
    roles = list(data.get("roles") or [])
    if roles:
        en += (
            " Roles: "
            + join([f"{seat_name(names, s)} ({_role(r)[0]})" for s, r in enumerate(roles)], "en")
            + "."
        )
        pt += (
            " Papéis: "
            + join([f"{seat_name(names, s)} ({_role(r)[1]})" for s, r in enumerate(roles)], "pt-BR")
            + "."
        )
    paid = [
        a + b
        for a, b in zip(data.get("shares") or [], data.get("crystal_gold") or [], strict=False)
    ]
    if any(paid):
        en += " Gold pieces paid: " + _gold_by_seat(paid, names, "en") + "."
        pt += " Peças de ouro pagas: " + _gold_by_seat(paid, names, "pt-BR") + "."
    return {"en": en, "pt-BR": pt}


def _round_started(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    who = seat_name(names, data.get("first"))
    return {
        "en": f"Round {data.get('round')} begins; {who} plays first.",
        "pt-BR": f"Começa a rodada {data.get('round')}; {who} joga primeiro.",
    }


def _game_over(
    data: dict[str, Any], private: int | None, names: Sequence[str], t: Tables | None
) -> Labels:
    gold = list(data.get("gold") or [])
    return {
        "en": "The game is over. Gold pieces: " + _gold_by_seat(gold, names, "en") + ".",
        "pt-BR": "Fim de jogo. Peças de ouro: " + _gold_by_seat(gold, names, "pt-BR") + ".",
    }


_EVENTS = {
    "steal_declined": _steal_declined,
    "cards_drawn": _cards_drawn,
    "you_drew": _you_drew,
    "path_placed": _path_placed,
    "goal_revealed": _goal_revealed,
    "map_seen": _map_seen,
    "role_seen": _role_seen,
    "new_role": _new_role,
    "action_played": _action_played,
    "passed": _passed,
    "repaired_self": _repaired_self,
    "gold_stolen": _gold_stolen,
    "round_ended": _round_ended,
    "round_started": _round_started,
    "game_over": _game_over,
}
# Every kind the engine logs; the conformance test checks each has words in both languages.
EVENT_KINDS: tuple[str, ...] = tuple(_EVENTS)

# What a move did: its label, an imperative ("Play ..."), as the same phrase after the seat's
# name and a verb in the past ("Ana played ..."); one function per kind, which the move table
# (``moves.MOVES``) names. ``action`` is already redacted for the viewer.


def _after_verb(words: Labels) -> tuple[str, str]:
    en, pt = words["en"], words["pt-BR"]
    return (en.split(" ", 1)[1] if " " in en else "", pt.split(" ", 1)[1] if " " in pt else "")


def path_laid(
    action: Mapping[str, Any], actor: int, names: Sequence[str], t: Tables | None
) -> Labels:
    who = seat_name(names, actor)
    en, pt = _after_verb(labels.place_path(action, t, None, names))
    return {"en": f"{who} laid {en}.", "pt-BR": f"{who} colocou {pt}."}


def card_played(
    action: Mapping[str, Any], actor: int, names: Sequence[str], t: Tables | None
) -> Labels:
    who = seat_name(names, actor)
    # A card played on oneself reads "on themselves" in the third person.
    en, pt = _after_verb(labels.play_action({**action, "seat": actor}, t, None, names))
    return {"en": f"{who} played {en}.", "pt-BR": f"{who} jogou {pt}."}


def turn_passed(
    action: Mapping[str, Any], actor: int, names: Sequence[str], t: Tables | None
) -> Labels:
    """'Pass, discarding 2 cards' -> 'Ana passed, discarding 2 cards.'"""
    who = seat_name(names, actor)
    en, pt = _after_verb(labels.pass_turn(action, t, None, names))
    return {"en": f"{who} passed, {en}.", "pt-BR": f"{who} passou, {pt}."}


def repaired(
    action: Mapping[str, Any], actor: int, names: Sequence[str], t: Tables | None
) -> Labels:
    who = seat_name(names, actor)
    en, pt = _after_verb(labels.discard_and_repair(action, t, None, names))
    en = en.replace(" to repair your ", " to repair their ")
    return {"en": f"{who} discarded {en}.", "pt-BR": f"{who} descartou {pt}."}


def stole(action: Mapping[str, Any], actor: int, names: Sequence[str], t: Tables | None) -> Labels:
    who = seat_name(names, actor)
    en, pt = _after_verb(labels.steal(action, t, None, names))
    return {"en": f"{who} stole {en}.", "pt-BR": f"{who} roubou {pt}."}


def declined(
    action: Mapping[str, Any], actor: int, names: Sequence[str], t: Tables | None
) -> Labels:
    return _steal_declined({"thief": actor}, None, names, t)
