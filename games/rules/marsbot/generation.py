"""The generation: turn order in the action phase, its end, the research phase and the end of
the game (parameters maxed, or generation 20 — 18 with Prelude — your instant loss)."""

from __future__ import annotations

from typing import Any

from .actions import OXYGEN_MAX, TEMPERATURE_MAX
from .catalogue import told
from .context import Context
from .deck import action_deck_build, draw_project
from .draws import cards_left, draws_tracked, research_draws
from .mars import HUMAN, OCEAN_TILES
from .options import GENERATION_LOSS, PRELUDE_EXTRA_START_CARDS, PROJECT_CARDS_PER_DECK

DRAFT_PILE = 4  # two piles of 4 cards in the draft


def project_cards_per_deck(opts: dict[str, Any], starting: bool) -> int:
    count = PROJECT_CARDS_PER_DECK[opts["difficulty"]]
    if starting and opts["prelude"]:
        count += PRELUDE_EXTRA_START_CARDS
    return count


def parameters_maxed(s: dict[str, Any]) -> bool:
    p: dict[str, int] = s["parameters"]
    return (
        p["temperature"] >= TEMPERATURE_MAX
        and p["oxygen"] >= OXYGEN_MAX
        and p["oceans"] >= OCEAN_TILES
    )


def research_start(ctx: Context) -> None:
    """Open the research phase (also generation 1's starting deck, with no draft)."""
    s, opts = ctx.s, ctx.opts
    starting = s["generation"] == 1
    draft = opts["research"] == "draft" and not starting
    kept = project_cards_per_deck(opts, starting)
    research: dict[str, Any] = {"draft": draft, "reported": [], "to_report": 0, "kept": []}
    if draws_tracked(s) and not draft:
        # Your draws first: MarsBot's deck is built "after you have been dealt your cards".
        research.update(research_draws(ctx, starting))
    if opts["card_source"] == "reported":
        research["to_report"] = DRAFT_PILE if draft else kept
    elif draft:
        research["human_pile"] = [
            c for c in (draw_project(ctx, "research") for _ in range(DRAFT_PILE)) if c
        ]
        research["marsbot_pile"] = [
            c for c in (draw_project(ctx, "research") for _ in range(DRAFT_PILE)) if c
        ]
    s["research"] = research
    s["phase"] = "research"


def research_human_done(s: dict[str, Any]) -> bool:
    r = s["research"]
    if r is None:
        return True
    if "to_draw" in r:
        return r["drawn"] >= r["to_draw"] or not cards_left(s)
    if s["options"]["card_source"] == "reported":
        done: bool = len(r["reported"]) >= r["to_report"]
        return done
    if r["draft"]:
        return not r["human_pile"]
    return True


def draft_pick(ctx: Context, card: str) -> None:
    """You keep ``card`` from your pile; MarsBot is given a random card of its pile; swap."""
    r = ctx.s["research"]
    r["human_pile"].remove(card)
    ctx.s["cards"]["human"].append(card)
    if r["marsbot_pile"]:
        pick = ctx.rng("draft-pick").choice(r["marsbot_pile"])
        r["marsbot_pile"].remove(pick)
        r["kept"].append(pick)
    r["human_pile"], r["marsbot_pile"] = r["marsbot_pile"], r["human_pile"]


def research_finish(ctx: Context) -> None:
    """MarsBot's research: its new action deck, then the action phase."""
    s, opts = ctx.s, ctx.opts
    r = s["research"]
    starting = s["generation"] == 1
    if opts["card_source"] == "reported":
        projects = list(r["reported"])
    elif r["draft"]:
        projects = list(r["kept"])
    else:
        wanted = project_cards_per_deck(opts, starting)
        projects = [c for c in (draw_project(ctx, "research") for _ in range(wanted)) if c]
    if r["draft"] and opts["difficulty"] != "brutal" and projects:
        ctx.rng("draft-discard").shuffle(projects)
        dropped = projects.pop()
        s["cards"]["discard"].append(dropped)
        name = ctx.cat.cards[dropped].name
        ctx.say(
            "discard_project_card",
            {"card": dropped},
            told("instruction-discard-drafted", card=dropped, name=name),
            told("why-research-draft"),
        )
    # A short deck can leave a draft pile uneven: what nobody kept is discarded.
    s["cards"]["discard"] += r.get("human_pile", []) + r.get("marsbot_pile", [])
    action_deck_build(ctx, projects)
    s["research"] = None
    s["phase"] = "action"
    s["turn"] = s["first_player"]
    s["passed"] = [False, False]
    s["marsbot"]["turns_this_generation"] = 0


def turn_over(ctx: Context, seat: int) -> None:
    """``seat`` finished a turn of the action phase: the other seat plays unless it passed."""
    s = ctx.s
    s["reports_this_turn"] = 0
    if all(s["passed"]):
        generation_end(ctx)
        return
    other = 1 - seat
    s["turn"] = other if not s["passed"][other] else seat
    if s["turn"] == HUMAN:
        s["human_turns"] += 1


def generation_end(ctx: Context) -> None:
    s = ctx.s
    ctx.say(
        "generation_end",
        {"generation": s["generation"]},
        told("instruction-generation-end", generation=s["generation"]),
        told("why-both-passed"),
    )
    s["ended_generation"] = s["generation"]
    if parameters_maxed(s):
        s["phase"] = "final_greenery"
        s["final_order"] = [s["first_player"], 1 - s["first_player"]]
        s["turn"] = s["final_order"][0]
        return
    s["generation"] += 1
    s["human_turns"] = 0
    if s["generation"] >= GENERATION_LOSS[s["options"]["prelude"]]:
        s["phase"] = "over"
        s["instant_loss"] = True
        ctx.say(
            "instant_loss",
            {"generation": s["generation"]},
            told("instruction-instant-loss", generation=s["generation"]),
            told("why-game-end"),
        )
        return
    s["first_player"] = 1 - s["first_player"]
    research_start(ctx)


def final_greenery_done(ctx: Context, seat: int) -> None:
    s = ctx.s
    order = s["final_order"]
    if seat == order[0]:
        s["turn"] = order[1]
    else:
        s["phase"] = "final_score"
        s["turn"] = HUMAN
