"""Showdown Nim: a tiny imperfect-information game for testing the generic search and bench.

Rules: stones lie in public piles and every seat holds one hidden card dealt from a small deck.
On your turn take one or more stones from one pile; whoever takes the last stone wins alone.
With the ``showdown`` option on, you may instead call a showdown: the game ends at once and the
highest card wins (equal highest cards share the win). Cards are seen only by their holder
until the game ends.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.rules.core import (
    Action,
    ActionField,
    ActionSpec,
    Event,
    IllegalAction,
    Labels,
    Reason,
    Result,
    Ruleset,
    Score,
    State,
    rng_for,
)
from games.rules.input_words import not_an_object
from games.rules.said import Said
from games.rules.search import ismcts_choose
from games.rules.shapes import BOOL, INT, arr, nullable, obj

SHOWDOWN: Action = {"type": "showdown"}


class ShowdownNim(Ruleset):
    slug = "showdown_nim"
    title = "Showdown Nim"
    min_seats = 2
    max_seats = 3
    automa_levels = ("random", "showdown", "strong")
    default_automa_level = "strong"
    options_schema = {
        "type": "object",
        "properties": {
            "piles": {"type": "array", "default": [1, 3, 5]},
            "deck": {"type": "array", "default": [1, 2, 3, 4, 5]},
            "showdown": {"type": "boolean", "default": True},
        },
    }
    action_specs = (
        ActionSpec(
            "take",
            (ActionField("pile", "int"), ActionField("count", "int")),
            "Take stones from one pile.",
        ),
        ActionSpec("showdown", (), "End the game: the highest card wins."),
    )
    view_schema = obj(
        {
            "piles": arr(INT),
            "full_deck": arr(INT),
            "seats": INT,
            "showdown": BOOL,
            "turn": INT,
            "winners": nullable(arr(INT)),
            "hand": nullable(INT),
            "hands": nullable(arr(INT)),
        }
    )
    strong_iterations = 200

    def default_content(self) -> dict[str, Any]:
        return {}  # the toy game has no components beyond its options

    def validate_content(self, content: Any) -> list[Said]:
        return [] if isinstance(content, dict) else [not_an_object()]

    def compile_content(self, content: Mapping[str, Any]) -> dict[str, Any]:
        return dict(content)  # what the rules read of a release (nothing, for this game)

    def setup(self, options: dict[str, Any], seats: int, seed: int) -> State:
        opts = self.validate_options(options)
        deck = list(opts["deck"])
        rng_for(seed, 0, "deal").shuffle(deck)
        return {
            "piles": list(opts["piles"]),
            "full_deck": sorted(opts["deck"]),
            "hands": deck[:seats],
            "deck": deck[seats:],
            "showdown": opts["showdown"],
            "turn": 0,
            "winners": None,
        }

    def to_act(self, state: State) -> tuple[int, ...]:
        return () if state["winners"] is not None else (state["turn"],)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if state["winners"] is not None or seat != state["turn"]:
            return []
        actions: list[Action] = [
            {"type": "take", "pile": i, "count": c}
            for i, stones in enumerate(state["piles"])
            for c in range(1, stones + 1)
        ]
        if state["showdown"]:
            actions.append(dict(SHOWDOWN))
        return actions

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        action = self.validate_action(action)
        if seat not in self.to_act(state):
            raise IllegalAction(Reason.NOT_YOUR_TURN, f"seat {seat} is not to act")
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(Reason.ILLEGAL_CHOICE, f"seat {seat} may not {action!r} now")
        new = dict(state)
        seats = len(state["hands"])
        if action["type"] == "showdown":
            best = max(state["hands"])
            new["winners"] = [s for s, card in enumerate(state["hands"]) if card == best]
            return new, [Event("showdown", {"hands": list(state["hands"])})]
        piles = list(state["piles"])
        piles[action["pile"]] -= action["count"]
        new["piles"] = piles
        if not any(piles):
            new["winners"] = [seat]
        else:
            new["turn"] = (seat + 1) % seats
        return new, [Event("take", {"seat": seat, **action})]

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        over = state["winners"] is not None
        return {
            "piles": list(state["piles"]),
            "full_deck": list(state["full_deck"]),
            "seats": len(state["hands"]),
            "showdown": state["showdown"],
            "turn": state["turn"],
            "winners": None if not over else list(state["winners"]),
            "hand": None if seat is None else state["hands"][seat],
            # every card is shown once the game is over
            "hands": list(state["hands"]) if over else None,
        }

    def is_over(self, state: State) -> bool:
        return state["winners"] is not None

    def score(self, state: State) -> Result:
        winners = tuple(state["winners"])
        seats = range(len(state["hands"]))
        scores = tuple(
            Score(s, int(s in winners), {"win": int(s in winners)}, (state["hands"][s],))
            for s in seats
        )
        ranking = winners + tuple(s for s in seats if s not in winners)
        return Result(scores, ranking, winners)

    def determinize(self, view: dict[str, Any], seat: int, rng: random.Random) -> State:
        if view["hands"] is not None:
            hands = list(view["hands"])
            unseen = list(view["full_deck"])
            for card in hands:
                unseen.remove(card)
        else:
            unseen = list(view["full_deck"])
            unseen.remove(view["hand"])
            rng.shuffle(unseen)
            others = iter(unseen[: view["seats"] - 1])
            hands = [view["hand"] if s == seat else next(others) for s in range(view["seats"])]
            unseen = unseen[view["seats"] - 1 :]
        return {
            "piles": list(view["piles"]),
            "full_deck": list(view["full_deck"]),
            "hands": hands,
            "deck": unseen,
            "showdown": view["showdown"],
            "turn": view["turn"],
            "winners": view["winners"],
        }

    def automa(self, view: dict[str, Any], seat: int, level: str, rng: random.Random) -> Action:
        if level == "strong":
            return ismcts_choose(self, view, seat, rng, iterations=self.strong_iterations)
        legal = self.legal_actions(self.determinize(view, seat, rng), seat)
        if level == "showdown" and SHOWDOWN in legal:
            return dict(SHOWDOWN)
        return rng.choice(legal)

    def label(self, action: Action, view: dict[str, Any] | None = None) -> Labels:
        if action["type"] == "showdown":
            return {"en": "Call a showdown", "pt-BR": "Pedir a comparação de cartas"}
        pile, count = action["pile"], action["count"]
        return {
            "en": f"Take {count} from pile {pile}",
            "pt-BR": f"Tirar {count} da pilha {pile}",
        }


def position(
    piles: list[int],
    hands: list[int],
    *,
    deck: tuple[int, ...] = (1, 2, 3, 4, 5),
    showdown: bool = True,
    turn: int = 0,
) -> State:
    """A hand-made mid-game state: ``hands`` are the dealt cards, the rest of ``deck`` unseen."""
    rest = list(deck)
    for card in hands:
        rest.remove(card)
    return {
        "piles": list(piles),
        "full_deck": sorted(deck),
        "hands": list(hands),
        "deck": rest,
        "showdown": showdown,
        "turn": turn,
        "winners": None,
    }
