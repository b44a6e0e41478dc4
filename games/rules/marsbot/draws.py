"""Your own project cards off the server's deck (revision 2, issue 25; seed: "Compre 4 cartas
para você. Monte o baralho de ação do MarsBot comprando 3 cartas de projeto do baralho").

With the server's deck you and MarsBot draw from one deck: your 10 starting cards and your 4 per
generation (and any card an effect lets you draw) leave it, so it runs out and is reshuffled
from the discard as the base rules say. You report each draw by the card's name or number, or
only how many you drew: those are the top cards of the server's shuffled deck, kept face down as
stand-ins (``cards["unnamed"]``) because the server cannot know which they are. A card you
name may be any card whose place you cannot see (the deck, MarsBot's face-down action deck,
your stand-ins): the order is the server's, so naming one it had put elsewhere only shows it
was not there, and the top card of the deck takes its place (the legal list never tells what
MarsBot holds). Cards you discard (not bought, sold) go to the project discard pile, by name
or by count of stand-ins; while you hold stand-ins a named unseen card is one of them.
"""

from __future__ import annotations

from typing import Any

from .catalogue import told
from .context import Context
from .deck import is_bonus, refill
from .edition import corrected

START_HAND = 10  # your starting hand (base game), also with Prelude
RESEARCH_DRAW = 4  # "você terá 4 cartas de projeto para manter e pagar"
MAX_COUNT = 10  # the most cards one count report takes (a starting hand)
DRAW_REPORTS = ("drawn_card", "cards_drawn", "discarded_card", "cards_discarded")


def draws_tracked(s: dict[str, Any]) -> bool:
    """Whether your draws come off the server's deck (revision 2 with the server's deck)."""
    return corrected(s) and s["options"]["card_source"] == "server_deck"


def unnamed(s: dict[str, Any]) -> list[str]:
    """Your stand-ins (set up with every game that tracks your draws)."""
    unnamed: list[str] = s["cards"].get("unnamed", [])
    return unnamed


def cards_left(s: dict[str, Any]) -> int:
    return len(s["cards"]["deck"]) + len(s["cards"]["discard"])


def to_draw(s: dict[str, Any]) -> int:
    """Cards you still have to report drawing in this research phase (0 when none)."""
    r = s["research"]
    if s["phase"] != "research" or not r or "to_draw" not in r:
        return 0
    count: int = max(0, min(r["to_draw"] - r["drawn"], cards_left(s)))
    return count


def unseen(s: dict[str, Any]) -> list[str]:
    """Project cards whose place you cannot see: the deck, MarsBot's face-down action deck
    and your stand-ins."""
    cards = s["cards"]
    hidden = [c for c in cards["action_deck"] if not is_bonus(c)] + unnamed(s)
    return sorted(set(cards["deck"]) | set(hidden))


def draw_pool(s: dict[str, Any]) -> list[str]:
    """The cards a named draw may be: any unseen one, and the discard when the deck is empty
    (it is reshuffled first). Naming one the server dealt MarsBot or kept as your stand-in
    shows it was not there: the top card of the deck takes its place."""
    cards = s["cards"]
    return sorted(set(unseen(s)) | set(cards["discard"] if not cards["deck"] else []))


def discard_pool(s: dict[str, Any]) -> list[str]:
    """The cards a named discard may be: yours, and while you hold stand-ins any unseen one."""
    return sorted(set(s["cards"]["human"]) | set(unseen(s) if unnamed(s) else []))


def draw_reports(s: dict[str, Any]) -> list[dict[str, Any]]:
    """Your legal draw reports now: in research the draws still due, in the action phase any."""
    most = to_draw(s) if s["phase"] == "research" else min(MAX_COUNT, cards_left(s))
    out: list[dict[str, Any]] = []
    if most:
        out += [{"type": "drawn_card", "card": c} for c in draw_pool(s)]
        out += [{"type": "cards_drawn", "count": n} for n in range(1, most + 1)]
    if s["phase"] == "action":
        out += [{"type": "discarded_card", "card": c} for c in discard_pool(s)]
        out += [{"type": "cards_discarded", "count": n} for n in range(1, len(unnamed(s)) + 1)]
    return out


def _counted(ctx: Context, n: int) -> None:
    r = ctx.s["research"]
    if ctx.s["phase"] == "research" and r and "to_draw" in r:
        r["drawn"] += n


def _pile_of(s: dict[str, Any], card: str) -> list[str]:
    cards = s["cards"]
    for pile in (cards["deck"], cards["action_deck"], unnamed(s)):
        if card in pile:
            return pile
    raise ValueError(f"card {card} is not unseen")


def draw_named(ctx: Context, card: str) -> None:
    refill(ctx)
    cards = ctx.s["cards"]
    pile = _pile_of(ctx.s, card)
    at = pile.index(card)
    if pile is cards["deck"] or not cards["deck"]:
        pile.pop(at)
    else:
        pile[at] = cards["deck"].pop(0)
    cards["human"].append(card)
    _counted(ctx, 1)


def draw_unnamed(ctx: Context, count: int) -> None:
    cards = ctx.s["cards"]
    for _ in range(count):
        refill(ctx)
        if not cards["deck"]:
            break
        cards.setdefault("unnamed", []).append(cards["deck"].pop(0))
        _counted(ctx, 1)


def discard_named(ctx: Context, card: str) -> None:
    cards = ctx.s["cards"]
    if card in cards["human"]:
        cards["human"].remove(card)
    else:
        # One of the cards you drew unnamed: a stand-in goes where the named card lay.
        pile, stand_ins = _pile_of(ctx.s, card), unnamed(ctx.s)
        if pile is stand_ins:
            stand_ins.remove(card)
        else:
            pile[pile.index(card)] = stand_ins.pop()
    cards["discard"].append(card)


def discard_unnamed(ctx: Context, count: int) -> None:
    stand_ins = unnamed(ctx.s)
    for _ in range(count):
        ctx.s["cards"]["discard"].append(stand_ins.pop())


def research_draws(ctx: Context, starting: bool) -> dict[str, int]:
    """The research entries for your draws, and the instruction to make them."""
    count = START_HAND if starting else RESEARCH_DRAW
    ctx.say(
        "draw_your_cards",
        {"cards": count},
        told("instruction-draw-your-cards", count=count),
        told("why-research"),
    )
    return {"to_draw": count, "drawn": 0}
