"""``MarsBotRuleset``: the companion protocol over this package's modules."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.rules.companion import CompanionRuleset
from games.rules.core import (
    Action,
    Event,
    Instruction,
    Labels,
    Listed,
    Names,
    Reason,
    Result,
    State,
)
from games.rules.marsbot.drawing import draw as draw_board
from games.rules.said import Said

from .content import Catalog, compile_catalog, load_default_content, validate_content
from .content_kinds import CONTENT_KINDS
from .context import Context
from .flips import card_number
from .labels import protocol_label
from .mars import HUMAN, MARSBOT
from .moves import MOVES
from .option_words import OPTION_WORDS
from .options import OPTIONS_SCHEMA
from .reasons import MarsBotReason
from .reports import human_reports
from .scoring import result
from .sentences import move_sentence, reported
from .setup import STATE_VERSION, new_game
from .template_labels import template_label, value_label
from .view import make_view, redeal
from .view_shape import VIEW_SCHEMA

PLAY_TURN: Action = {"type": "play_turn"}
# Reports that name a card, which you may give by number or by name.
CARD_REPORTS = ("marsbot_card", "flipped_card", "draft_pick", "drawn_card", "discarded_card")


class MarsBotRuleset(CompanionRuleset):
    slug = "marsbot"
    title = "Terraforming Mars: MarsBot (Automa)"
    titles = {"pt-BR": "Terraforming Mars: Automarte (MarsBot)"}
    min_seats = 2
    max_seats = 2
    # MarsBot's strength is the ``difficulty`` option (it changes set-up and scoring too).
    automa_levels = ("marsbot",)
    default_automa_level = "marsbot"
    options_schema = OPTIONS_SCHEMA
    option_words = OPTION_WORDS
    view_schema = VIEW_SCHEMA
    moves = MOVES
    report_specs = MOVES.specs
    reasons = MarsBotReason
    board_drawer = draw_board
    content_kinds = CONTENT_KINDS
    state_version = STATE_VERSION
    automa_name = "MarsBot"

    def move_words(self) -> Catalog:
        catalog: Catalog = self.catalog
        return catalog

    # --- content --------------------------------------------------------------------------
    def default_content(self) -> Mapping[str, Any]:
        return load_default_content()

    def validate_content(self, content: Mapping[str, Any]) -> list[Said]:
        return validate_content(content)

    def compile_content(self, content: Mapping[str, Any]) -> Catalog:
        return compile_catalog(content)

    # --- the game -------------------------------------------------------------------------
    def setup(self, options: dict[str, Any], seats: int, seed: int) -> State:
        if seats != 2:
            raise ValueError("MarsBot is played by 2 seats: you (seat 0) and MarsBot (seat 1)")
        return new_game(self.validate_options(options or {}), self.catalog, seed)

    def to_act(self, state: State) -> tuple[int, ...]:
        pause = state.get("pause")
        if pause:
            # A paused turn waits for your flipped card, then MarsBot resumes it.
            return (HUMAN,) if pause["waiting"] else (MARSBOT,)
        phase = state["phase"]
        if phase == "over":
            return ()
        if phase == "research":
            from .generation import research_human_done

            return (MARSBOT,) if research_human_done(state) else (HUMAN,)
        if phase == "final_score":
            return (HUMAN,)
        return (state["turn"],)

    def reports(self, state: State, seat: int) -> list[Action]:
        if seat == MARSBOT:
            return [dict(PLAY_TURN)]
        return human_reports(self.catalog, state)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        act = self.validate_action(action)
        if act["type"] in CARD_REPORTS and isinstance(act.get("card"), str):
            act = {**act, "card": card_number(self.catalog, act["card"])}
        if seat == HUMAN and seat in self.to_act(state) and act["type"] in MOVES:
            # MarsBot's own refusals come before the generic legality check (a check only
            # reads the state: no copy).
            MOVES.check(Context(state, self.catalog), act)
        return super().apply(state, seat, act)

    def resolve(
        self, state: State, seat: int, action: Action
    ) -> tuple[State, list[Event], list[Instruction]]:
        head = [Event("report" if seat == HUMAN else "marsbot_turn", {"seat": seat, **action})]
        if seat == HUMAN:
            ctx = Context.of(state, self.catalog)
            ctx.s["step"] += 1
        else:
            # MarsBot's turn copies and steps its own start (a paused turn replays from it),
            # then puts its new state in ``ctx.s``: ``state`` itself is never changed.
            ctx = Context(state, self.catalog)
        MOVES.apply(ctx, action)
        return ctx.s, head + ctx.events, ctx.instructions

    def state_upgrade(self, state: State) -> State:
        if state.get("state_version", 1) >= STATE_VERSION:
            return state
        new = dict(state)
        new["state_version"] = STATE_VERSION
        # Games stored before rules revisions existed play as revision 1; the option says so.
        new["rules_revision"] = state.get("rules_revision", 1)
        new["options"] = {**state["options"], "rules_revision": new["rules_revision"]}
        # The states kept inside (the report to undo, a paused turn's start) are the game's too.
        kept = state.get("undo")
        if isinstance(kept, dict):  # stored before the undo stack: one state
            new["undo"] = self.state_upgrade(kept)
        elif kept:
            new["undo"] = [self.state_upgrade(one) for one in kept]
        if state.get("pause"):
            new["pause"] = {**state["pause"], "start": self.state_upgrade(state["pause"]["start"])}
        return new

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        out = make_view(state)
        out["seat"] = seat
        out.update(self.companion_view(state, seat))
        return out

    def is_over(self, state: State) -> bool:
        over: bool = state["phase"] == "over"
        return over

    def score(self, state: State) -> Result:
        return result(self.catalog, state)

    def automa(self, view: dict[str, Any], seat: int, level: str, rng: random.Random) -> Action:
        # MarsBot's choices are all in its rules, resolved on the full state by ``play_turn``.
        return dict(PLAY_TURN)

    def determinize(self, view: dict[str, Any], seat: int, rng: random.Random) -> State:
        return redeal(self.catalog, view, rng)

    def label(self, action: Action, view: dict[str, Any] | None = None) -> Labels:
        if action.get("type") in MOVES:
            return MOVES.label(self.catalog, action, view)
        return protocol_label(action.get("type"))

    def redact_action(self, action: Action, actor: int, viewer: int | None) -> Action:
        return MOVES.redact(action, actor, viewer)

    def describe_move(
        self, action: Action, actor: int, viewer: int | None, names: Names
    ) -> Labels | None:
        return move_sentence(action, actor, names, self.label)

    def _reported(self, action: Action, names: Names, seat: int) -> Labels:
        who = names[seat] if 0 <= seat < len(names) else f"#{seat}"
        return reported(action, who, self.label)

    def template_label(self, listed: Listed, view: dict[str, Any] | None) -> Labels:
        return template_label(self.catalog, listed)

    def value_label(self, kind: str, name: str, value: Any) -> Labels | None:
        return value_label(self.catalog, kind, name, value)


__all__ = ["MarsBotRuleset", "Reason"]
