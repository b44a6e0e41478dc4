"""Table Nim: the toy game's companion variant, for testing the companion protocol end to end.

The stones lie on a real table. Seat 0, the human, reports what they took (``take``) and then
``end_turn``; seat 1 is the server's automa, whose turn comes back as an instruction to carry
out on the table ("Take 2 stones from pile 1 for the automa"). Whoever takes the last stone
wins. The automa plays the winning Nim move when there is one, else one stone from the first
non-empty pile.

It is the test-only game that uses every extension point a game package has (README "Add a
game"): its own refusal reason worded in its own catalogue, option words, a content kind with its
default content (the piles' names), a board drawing, a tool (the nim-sum adviser) and its view
schema; tests/api/test_add_a_game.py plays it through the HTTP API.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from games.rules.companion import CompanionRuleset
from games.rules.core import (
    Action,
    ActionField,
    ActionSpec,
    ContentKind,
    Event,
    IllegalAction,
    Instruction,
    Labels,
    OptionWords,
    Reason,
    Result,
    Score,
    State,
)
from games.rules.input_words import member_type, not_an_object
from games.rules.said import Said
from games.rules.shapes import INT, STR, arr, companion_shape, nullable, obj, options_shape
from games.rules.svg import circle, document, group, text
from games.rules.tools import Tool

PLAY_TURN: Action = {"type": "play_turn"}
END_TURN: Action = {"type": "end_turn"}


class TableNimReason(StrEnum):
    NOT_ENOUGH_STONES = "not_enough_stones"


# Worded in tests/rules/messages/<language>/reasons.ftl, beside this module.
OPTION_WORDS = {
    "piles": OptionWords.of(
        ("Piles", "Pilhas"),
        "The stones in each pile at the start, left to right.",
        "As pedras de cada pilha no início, da esquerda para a direita.",
    )
}
PILE_NAME = obj({"pile": INT, "name": obj({"en": STR, "pt-BR": STR})})
CONTENT_KINDS = (ContentKind("pile_names", "pile_names", PILE_NAME, ("pile",), "Pile names"),)
DEFAULT_CONTENT = {
    "release": "1",
    "pile_names": [
        {"pile": 0, "name": {"en": "Left", "pt-BR": "Esquerda"}},
        {"pile": 1, "name": {"en": "Middle", "pt-BR": "Meio"}},
        {"pile": 2, "name": {"en": "Right", "pt-BR": "Direita"}},
    ],
}


def _pile_names(content: Mapping[str, Any]) -> dict[int, str]:
    return {entry["pile"]: entry["name"]["en"] for entry in content.get("pile_names", [])}


def draw_table(
    view: Mapping[str, Any], content: Mapping[str, Any], names: list[str] | None, language: str
) -> str:
    """The piles as rows of stones, each named by the content (every text escaped)."""
    named = _pile_names(content)
    rows = [
        group(
            text(10, 30 + 30 * index, named.get(index, f"Pile {index + 1}")),
            *(circle(110 + 22 * stone, 25 + 30 * index, 9, fill="#888") for stone in range(pile)),
            class_="pile",
        )
        for index, pile in enumerate(view["piles"])
    ]
    return document(400, 20 + 30 * len(rows), "Table Nim", *rows)


def advise(rules: Any, body: Mapping[str, Any]) -> dict[str, Any]:
    """The nim-sum of the piles and the move the automa would make, its pile named by the
    content release."""
    piles = list(body["piles"])
    total = 0
    for pile in piles:
        total ^= pile
    if not any(piles):
        return {"nim_sum": 0, "move": None}
    pile, count = _nim_move(piles)
    name = _pile_names(rules.content).get(pile, f"Pile {pile + 1}")
    return {"nim_sum": total, "move": {"pile": pile, "count": count, "name": name}}


ADVISER = Tool(
    "advise",
    {"en": "Nim adviser", "pt-BR": "Conselheiro de Nim"},
    {"en": "The nim-sum of some piles and the automa's move.", "pt-BR": "A soma-nim e a jogada."},
    {
        **obj({"piles": {**arr({**INT, "minimum": 0, "maximum": 99}), "maxItems": 8}}),
        "additionalProperties": False,
    },
    obj({"nim_sum": INT, "move": nullable(obj({"pile": INT, "count": INT, "name": STR}))}),
    advise,
)


def _nim_move(piles: list[int]) -> tuple[int, int]:
    """(pile, count) leaving a nim-sum of zero when possible; else one stone from the first."""
    total = 0
    for pile in piles:
        total ^= pile
    if total:
        for index, pile in enumerate(piles):
            if pile ^ total < pile:
                return index, pile - (pile ^ total)
    first = next(i for i, p in enumerate(piles) if p)
    return first, 1


class TableNim(CompanionRuleset):
    slug = "toy_companion"
    title = "Table Nim"
    min_seats = max_seats = 2
    automa_levels = ("perfect",)
    default_automa_level = "perfect"
    options_schema = {
        "type": "object",
        "properties": {"piles": {"type": "array", "default": [3, 4, 5]}},
    }
    option_words = OPTION_WORDS
    reasons = TableNimReason
    content_kinds = CONTENT_KINDS
    board_drawer = draw_table
    tools = (ADVISER,)
    report_specs = (
        ActionSpec(
            "take",
            (ActionField("pile", "int"), ActionField("count", "int")),
            "Report the stones you took from one pile.",
        ),
        ActionSpec("end_turn", (), "Report the end of your turn: the automa plays."),
        ActionSpec("play_turn", (), "The automa plays its turn."),
    )
    view_schema = obj(
        {
            "piles": arr(INT),
            "turn": INT,
            "taken": {"type": "boolean"},
            "winner": nullable(INT),
            "options": options_shape(options_schema),
            "legal_actions": arr(obj({"type": {"type": "string"}}, {"pile": INT, "count": INT})),
            **companion_shape(),
        }
    )

    def default_content(self) -> dict[str, Any]:
        return DEFAULT_CONTENT

    def validate_content(self, content: Any) -> list[Said]:
        if not isinstance(content, dict):
            return [not_an_object()]
        if not isinstance(content.get("pile_names"), list):
            return [member_type("pile_names", "array")]
        return []

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        act = self.validate_action(action)
        if act["type"] == "take" and 0 <= act["pile"] < len(state["piles"]):
            stones = state["piles"][act["pile"]]
            if act["count"] > stones and seat in self.to_act(state):
                raise IllegalAction(
                    TableNimReason.NOT_ENOUGH_STONES,
                    f"pile {act['pile'] + 1} has only {stones} stones",
                    {"pile": act["pile"] + 1, "stones": stones},
                )
        return super().apply(state, seat, act)

    def compile_content(self, content: Any) -> dict[str, Any]:
        return dict(content)  # what the rules read of a release (nothing, for this game)

    def setup(self, options: dict[str, Any], seats: int, seed: int) -> State:
        options = self.validate_options(options or {})
        return {
            "options": options,
            "piles": list(options["piles"]),
            "turn": 0,
            "taken": False,
            "winner": None,
            "instructions": [],
            "undo": None,
        }

    def to_act(self, state: State) -> tuple[int, ...]:
        return () if state["winner"] is not None else (state["turn"],)

    def reports(self, state: State, seat: int) -> list[Action]:
        if seat == self.automa_seat:
            return [dict(PLAY_TURN)]
        if state["taken"]:
            return [dict(END_TURN)]
        return [
            {"type": "take", "pile": index, "count": count}
            for index, pile in enumerate(state["piles"])
            for count in range(1, pile + 1)
        ]

    def resolve(
        self, state: State, seat: int, action: Action
    ) -> tuple[State, list[Event], list[Instruction]]:
        new = {**state, "piles": list(state["piles"])}
        if action["type"] == "take":
            new["piles"][action["pile"]] -= action["count"]
            new["taken"] = True
            if not any(new["piles"]):
                new["winner"] = seat
            return new, [Event("stones_taken", {"seat": seat, **action})], []
        if action["type"] == "end_turn":
            new["turn"], new["taken"] = self.automa_seat, False
            return new, [], []
        pile, count = _nim_move(state["piles"])
        new["piles"][pile] -= count
        new["turn"] = self.reporter_seat
        if not any(new["piles"]):
            new["winner"] = seat
        text = {
            "en": f"Take {count} stone(s) from pile {pile + 1} for the automa.",
            "pt-BR": f"Retire {count} pedra(s) da pilha {pile + 1} para o automa.",
        }
        why = {
            "en": "It leaves a nim-sum of zero." if count > 1 or pile else "No winning move.",
            "pt-BR": "Deixa soma-nim zero." if count > 1 or pile else "Sem jogada vencedora.",
        }
        instruction = Instruction("take_stones", {"pile": pile, "count": count}, text, why)
        return (
            new,
            [Event("stones_taken", {"seat": seat, "pile": pile, "count": count})],
            [instruction],
        )

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {
            "piles": list(state["piles"]),
            "turn": state["turn"],
            "taken": state["taken"],
            "winner": state["winner"],
            "options": state["options"],
            "legal_actions": self.legal_actions(state, seat) if seat is not None else [],
            **self.companion_view(state, seat),
        }

    def is_over(self, state: State) -> bool:
        return state["winner"] is not None

    def score(self, state: State) -> Result:
        scores = tuple(
            Score(seat, int(seat == state["winner"]), {"won": int(seat == state["winner"])})
            for seat in range(2)
        )
        return Result(scores, (state["winner"], 1 - state["winner"]), (state["winner"],))

    def automa(self, view: dict[str, Any], seat: int, level: str, rng: random.Random) -> Action:
        if view["legal_actions"] != [PLAY_TURN]:
            raise IllegalAction(Reason.NOT_YOUR_TURN, "the automa has nothing to do")
        return dict(PLAY_TURN)

    def determinize(self, view: dict[str, Any], seat: int, rng: random.Random) -> State:
        # Nothing is hidden: the state is what the view shows (and the protocol's own parts).
        state = {k: view[k] for k in ("piles", "turn", "taken", "winner", "options")}
        state["instructions"] = list(view["instructions"])
        # The snapshot an undo restores is not in the view; a stand-in keeps ``can_undo``.
        state["undo"] = dict(state) if view["can_undo"] else None
        return state

    def label(self, action: Action, view: dict[str, Any] | None = None) -> Labels:
        kind = action["type"]
        if kind == "take":
            pile, count = action["pile"] + 1, action["count"]
            return {
                "en": f"I took {count} stone(s) from pile {pile}",
                "pt-BR": f"Tirei {count} pedra(s) da pilha {pile}",
            }
        words = {
            "end_turn": ("My turn is over", "Terminei a minha vez"),
            "play_turn": ("The automa plays", "O automa joga"),
            "undo": ("Undo your last report", "Desfazer o seu último relato"),
            "acknowledge": ("Done: instructions carried out", "Feito: instruções cumpridas"),
        }[kind]
        return {"en": words[0], "pt-BR": words[1]}


RULESET = TableNim()
