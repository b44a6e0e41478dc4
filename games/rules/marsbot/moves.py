"""MarsBot's move table: each report (and the automa's ``play_turn``) with its spec, its
check, what it does, and its label, in one entry (``games.rules.moves``).

Checks run on a context of the state as it is (they change nothing); applications on a copy
whose step the ruleset has advanced for your reports. Labels are worded from the catalogue.
Reports are all public (the table is in the open), so no entry redacts, and the log's
sentences are the companion protocol's ("Ana reported: <label>."), so no entry has its own.
"""

from __future__ import annotations

from collections.abc import Callable

from games.rules.core import Action
from games.rules.moves import Move, MoveTable

from . import labels as lb
from . import refusals as rf
from . import reports as rp
from .content import Catalog
from .context import Context
from .specs import SPECS
from .turn import apply_play_turn

Apply = Callable[[Context, Action], None]


def counted(apply: Apply) -> Apply:
    """A report that counts towards the turn's cap (``reports.count_report``), then ``apply``."""

    def applied(ctx: Context, action: Action) -> None:
        rp.count_report(ctx, action)
        apply(ctx, action)

    return applied


def _move(
    kind: str, apply: Apply, label: lb.Labeller, check: rf.Check | None = None
) -> Move[Context, Catalog]:
    return Move(SPECS[kind], apply, label, check)


# In the order of ``specs.REPORT_SPECS`` (the API lists the actions in this order).
MOVES: MoveTable[Context, Catalog] = MoveTable(
    [
        _move("play_turn", apply_play_turn, lb.label_play_turn),
        _move(
            "place_tile",
            counted(rp.apply_place_tile),
            lb.label_tile,
            rf.capped(rf.check_tile_space),
        ),
        _move(
            "place_card_tile",
            counted(rp.apply_place_card_tile),
            lb.label_card_tile,
            rf.capped(rf.check_card_tile_space),
        ),
        _move(
            "raise_parameter",
            counted(rp.apply_raise_parameter),
            lb.label_parameter,
            rf.capped(rf.check_parameter),
        ),
        _move(
            "claim_milestone",
            counted(rp.apply_claim_milestone),
            lb.label_milestone,
            rf.capped(rf.check_milestone),
        ),
        _move(
            "fund_award", counted(rp.apply_fund_award), lb.label_award, rf.capped(rf.check_award)
        ),
        _move(
            "remove_marsbot_mc",
            counted(rp.apply_remove_marsbot_mc),
            lb.label_marsbot_mc,
            rf.capped(rf.check_marsbot_mc),
        ),
        _move(
            "decrease_production",
            counted(rp.apply_decrease_production),
            lb.label_production,
            rf.capped(rf.check_production),
        ),
        _move("adjust_standing", counted(rp.apply_adjust_standing), lb.label_standing, rf.capped()),
        _move(
            "plants_protection",
            counted(rp.apply_plants_protection),
            lb.label_plants_protection,
            rf.capped(),
        ),
        _move("turn_end", rp.apply_turn_end, lb.fixed_label("label-turn-end")),
        _move(
            "generation_pass",
            rp.apply_generation_pass,
            lb.fixed_label("label-generation-pass"),
        ),
        _move(
            "marsbot_card",
            counted(rp.apply_marsbot_card),
            lb.label_marsbot_card,
            rf.check_marsbot_card,
        ),
        # Your flip for a paused turn is no report of your own turn: it is not counted.
        _move("flipped_card", rp.apply_flipped_card, lb.label_flipped_card, rf.check_flipped_card),
        _move(
            "drawn_card",
            counted(rp.apply_drawn_card),
            lb.label_drawn_card,
            rf.capped(rf.check_drawn_card),
        ),
        _move("cards_drawn", counted(rp.apply_cards_drawn), lb.label_cards_drawn, rf.capped()),
        _move(
            "discarded_card",
            counted(rp.apply_discarded_card),
            lb.label_discarded_card,
            rf.capped(rf.check_discarded_card),
        ),
        _move(
            "cards_discarded",
            counted(rp.apply_cards_discarded),
            lb.label_cards_discarded,
            rf.capped(),
        ),
        _move("draft_pick", counted(rp.apply_draft_pick), lb.label_draft_pick, rf.check_draft_pick),
        _move(
            "final_greenery",
            counted(rp.apply_final_greenery),
            lb.label_tile,
            rf.check_tile_space,
        ),
        _move(
            "final_greeneries_done",
            rp.apply_final_greeneries_done,
            lb.fixed_label("label-final-greeneries-done"),
        ),
        _move("final_score", rp.apply_final_score, lb.label_final_score),
    ]
)
