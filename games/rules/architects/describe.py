"""What happened, in words: one sentence per logged event, in English and Brazilian
Portuguese, naming the seats (``sentences`` words the moves). Events reach here already
filtered for the viewer."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.rules.words import counted, join

from .science import FACE_DOWN
from .stage_built import built_words
from .words import (
    Labels,
    effect_words,
    from_deck,
    kind_name,
    kinds_joined,
    of_deck,
    of_wonder,
    seat_name,
    token_name,
    wonder_name,
)

# Why a card arrived, beyond the turn's own card: a Wonder's effect names its Wonder.
_WONDER_REASONS = ("alexandria", "ephesus", "olympia", "halicarnassus")


def _why(catalog: dict[str, Any], reason: str) -> Labels:
    if reason in _WONDER_REASONS:
        return {
            "en": f" (effect of {wonder_name(catalog, reason)['en']})",
            "pt-BR": f" (efeito {of_wonder(catalog, reason)})",
        }
    if reason in catalog["tokens"]:
        name = token_name(catalog, reason)
        return {
            "en": f" (Progress token «{name['en']}»)",
            "pt-BR": f" (ficha de Progresso «{name['pt-BR']}»)",
        }
    return {"en": "", "pt-BR": ""}


def describe_event(
    catalog: dict[str, Any], event: Mapping[str, Any], names: Sequence[str]
) -> Labels | None:
    kind, data = event.get("kind"), event.get("data") or {}
    who = seat_name(names, data.get("seat"))
    handler = _EVENTS.get(str(kind))
    return handler(catalog, data, who, names) if handler else None


def _game_started(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    pairs = list(zip(names, data.get("wonders", []), strict=False))
    first = seat_name(names, data.get("first"))
    return {
        "en": "The game begins: "
        + join([f"{n} builds {wonder_name(catalog, w)['en']}" for n, w in pairs], "en")
        + f"; {first} plays first.",
        "pt-BR": "A partida começa: "
        + join([f"{n} constrói {wonder_name(catalog, w)['pt-BR']}" for n, w in pairs], "pt-BR")
        + f"; {first} joga primeiro.",
    }


def _turn_started(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    return {
        "en": f"Turn {data.get('turn')}: {who} to play.",
        "pt-BR": f"Turno {data.get('turn')}: vez de {who}.",
    }


def _cat_peek(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    card = kind_name(catalog, (data.get("card") or {}).get("kind", ""))
    return {
        "en": f"With the Cat, you see the top card of the central deck: {card['en']}.",
        "pt-BR": f"Com o Gato, você vê a carta do topo do baralho central: {card['pt-BR']}.",
    }


def _card_taken(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    card = kind_name(catalog, (data.get("card") or {}).get("kind", ""))
    src = from_deck(catalog, data.get("deck", ""))
    why = _why(catalog, data.get("reason", "turn"))
    return {
        "en": f"{who} took a {card['en']} card {src['en']}{why['en']}.",
        "pt-BR": f"{who} pegou uma carta de {card['pt-BR']} {src['pt-BR']}{why['pt-BR']}.",
    }


def _cat_taken(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    return {"en": f"{who} took the Cat pawn.", "pt-BR": f"{who} pegou o marcador de Gato."}


def _flipped(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    n = int(data.get("flipped", 0))
    tokens = counted(
        n, ("Conflict token", "Conflict tokens"), ("ficha de Conflito", "fichas de Conflito")
    )
    return {
        "en": f"{who} flipped {tokens['en']} to the Battle side "
        f"({data.get('battle')} of {data.get('total')}).",
        "pt-BR": f"{who} virou {tokens['pt-BR']} para o lado da Batalha "
        f"({data.get('battle')} de {data.get('total')}).",
    }


def _battle(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    """'Battle! Ana won 2 Military Victory tokens; Bia and Caio, 1 each.'"""
    gains = list(data.get("military_tokens_won") or [])
    by_count: dict[int, list[str]] = {}
    for seat, gained in enumerate(gains):
        if gained:
            by_count.setdefault(int(gained), []).append(seat_name(names, seat))
    if not by_count:
        return {
            "en": "Battle! Nobody wins a Military Victory token.",
            "pt-BR": "Batalha! Ninguém ganha ficha de Vitória Militar.",
        }
    en_parts, pt_parts = [], []
    for i, (n, who_won) in enumerate(sorted(by_count.items(), reverse=True)):
        many = len(who_won) > 1
        en_who, pt_who = join(who_won, "en"), join(who_won, "pt-BR")
        if i == 0:
            tokens = counted(
                n,
                ("Military Victory token", "Military Victory tokens"),
                ("ficha de Vitória Militar", "fichas de Vitória Militar"),
            )
            en_parts.append(f"{en_who} won {tokens['en']}{' each' if many else ''}")
            pt_verb = "ganharam" if many else "ganhou"
            pt_parts.append(f"{pt_who} {pt_verb} {tokens['pt-BR']}{' cada' if many else ''}")
        else:
            en_parts.append(f"{en_who}, {n}{' each' if many else ''}")
            pt_parts.append(f"{pt_who}, {n}{' cada' if many else ''}")
    return {
        "en": "Battle! " + "; ".join(en_parts) + ".",
        "pt-BR": "Batalha! " + "; ".join(pt_parts) + ".",
    }


def _science_discarded(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    cards = kinds_joined(catalog, data.get("cards", []))
    return {
        "en": f"{who} discarded a set of green cards ({cards['en']}): no Progress token was left.",
        "pt-BR": f"{who} descartou um conjunto de cartas Verdes ({cards['pt-BR']}): "
        "não restava ficha de Progresso.",
    }


def _token_taken(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    name = token_name(catalog, data.get("token", ""))
    en = f"{who} took the Progress token «{name['en']}»"
    pt = f"{who} pegou a ficha de Progresso «{name['pt-BR']}»"
    if data.get("from") == FACE_DOWN:
        en += " from the face-down pile"
        pt += " da pilha virada para baixo"
    if data.get("reason") == "babylon":
        en += f" (effect of {wonder_name(catalog, 'babylon')['en']})"
        pt += f" (efeito {of_wonder(catalog, 'babylon')})"
    elif data.get("cards"):
        cards = kinds_joined(catalog, data["cards"])
        en += f", discarding {cards['en']}"
        pt += f", descartando {cards['pt-BR']}"
    return {"en": en + ".", "pt-BR": pt + "."}


def _stage_built(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    return built_words(catalog, who, str(data.get("stage", "")), list(data.get("cards", [])))


def _effect_declined(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    what = effect_words(data.get("effect", ""))
    return {
        "en": f"{who} declined the Wonder's effect ({what['en']}).",
        "pt-BR": f"{who} recusou o efeito da Maravilha ({what['pt-BR']}).",
    }


def _effect_lost(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    what = effect_words(data.get("effect", ""))
    return {
        "en": f"{who}'s Wonder effect ({what['en']}) cannot be used now and is lost.",
        "pt-BR": f"O efeito da Maravilha de {who} ({what['pt-BR']}) não pode ser usado agora "
        "e se perde.",
    }


def _shield_added(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    return {
        "en": f"{who} adds 1 Shield (effect of {wonder_name(catalog, 'rhodes')['en']}).",
        "pt-BR": f"{who} adiciona 1 Escudo (efeito {of_wonder(catalog, 'rhodes')}).",
    }


def _look(catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]) -> Labels:
    of = of_deck(catalog, data.get("deck", ""))
    n = int(data.get("count", 0))
    return {
        "en": f"{who} looks at the top {n} cards {of['en']}.",
        "pt-BR": f"{who} olha as {n} cartas do topo {of['pt-BR']}.",
    }


def _look_cards(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    cards = kinds_joined(catalog, data.get("kinds", []))
    return {
        "en": f"The cards looked at: {cards['en']}.",
        "pt-BR": f"As cartas olhadas: {cards['pt-BR']}.",
    }


def _turn_ended(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    return {"en": f"{who} ended the turn.", "pt-BR": f"{who} encerrou o turno."}


def _turn_passed(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    return {
        "en": f"{who} has no card to take and is skipped.",
        "pt-BR": f"{who} não tem carta para pegar e perde a vez.",
    }


_END_REASONS = {
    "wonder_completed": ("a Wonder is complete", "uma Maravilha foi concluída"),
    "no_cards": ("no card is left to take", "não resta carta para pegar"),
}


def _game_over(
    catalog: dict[str, Any], data: dict[str, Any], who: str, names: Sequence[str]
) -> Labels:
    en, pt = _END_REASONS.get(data.get("reason", ""), ("", ""))
    return {
        "en": f"The game is over{': ' + en if en else ''}.",
        "pt-BR": f"A partida terminou{': ' + pt if pt else ''}.",
    }


_EVENTS = {
    "game_started": _game_started,
    "turn_started": _turn_started,
    "cat_peek": _cat_peek,
    "card_taken": _card_taken,
    "cat_taken": _cat_taken,
    "conflict_tokens_flipped": _flipped,
    "battle": _battle,
    "science_set_discarded": _science_discarded,
    "progress_token_taken": _token_taken,
    "stage_built": _stage_built,
    "wonder_effect_declined": _effect_declined,
    "wonder_effect_lost": _effect_lost,
    "shield_added": _shield_added,
    "halicarnassus_look": _look,
    "halicarnassus_cards": _look_cards,
    "turn_ended": _turn_ended,
    "turn_passed": _turn_passed,
    "game_over": _game_over,
}
# Every kind the engine logs; the conformance test checks each has words in both languages.
EVENT_KINDS: tuple[str, ...] = tuple(_EVENTS)
