"""SaboteurRuleset: the core.Ruleset of Saboteur Gold (base Saboteur with Saboteur 2)."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from games.rules import core
from games.rules.core import ActionField, ActionSpec
from games.rules.revision import CURRENT
from games.rules.saboteur import actions, automa, labels, legal, scoring, view
from games.rules.saboteur.content import TOOLS, compact_content
from games.rules.saboteur.deck import deal_round

OPTIONS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "must_connect_to_start": {
            "type": "boolean",
            "default": True,
            "description": "Open point 1: a new path card must join a path connected to the "
            "start or a ladder (ladder cards need only join a path).",
        },
        "hidden_goals_constrain": {
            "type": "boolean",
            "default": False,
            "description": "Open point 2: a card next to a face-down goal must show an opening "
            "towards it (default: face-down goals impose no edge).",
        },
        "crystals_counted": {
            "type": "string",
            "enum": ["all_on_table", "connected_to_start"],
            "default": "all_on_table",
            "description": "Open point 4: which crystals pay the Geologists.",
        },
        "trapped_geologist_paid": {
            "type": "boolean",
            "default": False,
            "description": "Open point 5: does a trapped Geologist still get crystal gold "
            "(the seed pays untrapped Geologists only).",
        },
        "saboteur_share_counts_profiteer": {
            "type": "boolean",
            "default": False,
            "description": "Saboteurs' payout: by the number of saboteurs only (seed: 5/4/3) or "
            "by saboteurs plus Profiteer on the winners' table (reference 8.3).",
        },
        "double_curve_mirror": {
            "type": "boolean",
            "default": True,
            "description": "Open point 12: the two double curves are mirror images (photo R5); "
            "false uses two copies of the same one (C1).",
        },
        "rockfall_count": {
            "type": "integer",
            "enum": [3, 4],
            "default": 4,
            "description": "Open point 13: Rockfall cards in the combined deck.",
        },
        "door_blocks_completer": {
            "type": "string",
            "enum": ["other_team", "nobody_paid"],
            "default": "other_team",
            "description": "A gold-digger completes the path to the gold, but every way there "
            "passes a door of the other team's colour. 'other_team' (default): the other team "
            "takes the gold, as in the worked example of the official Saboteur 2 rulebook and "
            "on Board Game Arena. 'nobody_paid': the Portuguese rules summary's reading, "
            '"only the team that completed the path may take gold ... if a door of the other '
            "team's colour blocks the way they cannot pass, so they receive nothing\": no "
            "digger team is paid. The Boss and the Profiteer are paid either way.",
        },
        "break_own_tool": {
            "type": "boolean",
            "default": True,
            "description": "May a dwarf lay a broken-tool card (pickaxe, lantern, cart) in "
            "front of itself? True (default): yes, the official base-game rulebook lets "
            "broken-tool cards be laid in front of any player. False: the Portuguese rules "
            'summary\'s reading, which says the card is played "in front of another dwarf".',
        },
    },
}

SEAT = "a seat index (0-based)"
ACTION_SPECS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "place_path",
        (
            ActionField("card", "str", "path card id, e.g. 'B-X'"),
            ActionField("x", "int", "column; the start is at 0, the goals at 8"),
            ActionField("y", "int", "row; grows southwards, goals at -2, 0, 2"),
            ActionField("rotation", "int", "0 or 180 degrees", choices=("0", "180")),
        ),
        "Lay a path card from your hand into the maze, then draw a card.",
    ),
    ActionSpec(
        "play_action",
        (
            ActionField("card", "str", "action card id, e.g. 'MAP', 'BROKEN_PICK'"),
            ActionField("target", "int", SEAT + " the card is played on", required=False),
            ActionField("tool", "str", "the tool a repair card fixes", False, TOOLS),
            ActionField("goal", "int", "goal index 0-2 a Map looks at", required=False),
            ActionField("x", "int", "column of the card a Rockfall removes", required=False),
            ActionField("y", "int", "row of the card a Rockfall removes", required=False),
        ),
        "Play an action card on a seat, a goal or a maze card, then draw (Swap your hand: the "
        "other seat draws instead).",
    ),
    ActionSpec(
        "pass",
        (ActionField("cards", "str_list", "one to three cards to discard face down"),),
        "Discard one to three cards face down and draw as many.",
    ),
    ActionSpec(
        "discard_and_repair",
        (
            ActionField("cards", "str_list", "exactly two cards to discard face down"),
            ActionField("remove", "str", "what to take away", True, (*TOOLS, "trapped")),
        ),
        "Discard two cards to repair one of your own tools or escape a trap; draw only one.",
    ),
    ActionSpec(
        "steal",
        (ActionField("target", "int", SEAT + " with gold to rob"),),
        "At the end of a round, a thief takes one gold piece from another seat.",
    ),
    ActionSpec(
        "decline_steal",
        (),
        "At the end of a round, a thief chooses not to steal (Theft says you may steal).",
    ),
)


class SaboteurRuleset(core.Ruleset):
    slug = "saboteur"
    title = "Saboteur Gold"
    min_seats = 3
    max_seats = 12
    automa_levels = ("basic", "strong")
    default_automa_level = "basic"
    options_schema: ClassVar[dict[str, Any]] = OPTIONS_SCHEMA
    action_specs: ClassVar[tuple[ActionSpec, ...]] = ACTION_SPECS

    def setup(
        self, options: dict[str, Any], seats: int, content: dict[str, Any], seed: int
    ) -> core.State:
        if not self.min_seats <= seats <= self.max_seats:
            raise ValueError(f"Saboteur Gold takes {self.min_seats}-{self.max_seats} seats")
        options = self.validate_options(options or {})
        state: core.State = {
            "content": compact_content(content, options),
            "options": options,
            "seed": seed,
            "rules_revision": CURRENT,
            "step": 0,
            "seats": seats,
            "round": 1,
            "phase": "play",
            "turn": 0,
            "last_actor": seats - 1,
            "gold": [0] * seats,
            "gold_log": [{"shares": 0, "crystals": 0, "thefts": 0} for _ in range(seats)],
            "hat_swapped_at": [-1] * seats,
            "log": [],
            "round_results": [],
        }
        from games.rules.saboteur.content import tables

        deal_round(state, tables(state))
        return state

    def to_act(self, state: core.State) -> tuple[int, ...]:
        return legal.to_act(state)

    def legal_actions(self, state: core.State, seat: int) -> list[core.Action]:
        return legal.legal_actions(state, seat)

    def apply(
        self, state: core.State, seat: int, action: core.Action
    ) -> tuple[core.State, list[core.Event]]:
        return actions.apply(state, seat, action)

    def view(self, state: core.State, seat: int | None) -> dict[str, Any]:
        return view.view(state, seat)

    def is_over(self, state: core.State) -> bool:
        return state["phase"] == "over"

    def score(self, state: core.State) -> core.Result:
        return scoring.result(state)

    def reward(self, state: core.State, seat: int) -> float:
        """Share of the gold handed out so far (a smooth signal for search), in [0, 1]."""
        total = sum(state["gold"])
        return state["gold"][seat] / total if total else 0.0

    def automa(
        self, view: dict[str, Any], seat: int, level: str, rng: random.Random
    ) -> core.Action:
        return automa.choose(self, view, seat, level, rng)

    def determinize(self, view_: dict[str, Any], seat: int, rng: random.Random) -> core.State:
        return view.determinize(view_, seat, rng)

    def label(self, action: core.Action, view: dict[str, Any] | None = None) -> core.Labels:
        return labels.label(action, view)

    def redact_action(self, action: core.Action, actor: int, viewer: int | None) -> core.Action:
        return view.redact_action(action, actor, viewer)
