"""Solo scoring (rules §8.8): the AI's categories from the tracked state against the human's
reported ones."""

from __future__ import annotations

from typing import Any

from games.rules.core import Result, Score
from games.rules.scholars.scoring import player_categories, result_rank
from games.rules.scholars.solo_final import human_report
from games.rules.scholars.table import AUTOMA, HUMAN, neutral_rooms

State = dict[str, Any]
# The 2-player dice-sum track: the lower sum scores the bottom space, the higher the next.
DICE_TRACK_LOW, DICE_TRACK_HIGH = 0, 2
CHINESE_MULTIPLIER = 7
SANSKRIT_DIVISOR = 2
SYRIAC_DIVISOR = 2


def automa_scroll_vp(state: State) -> int:
    """Each language's count times its multiplier (the starting scroll counts as one)."""
    counts = dict(state["ai"]["scrolls"])
    start = state["ai"].get("starting_scroll")
    if start:
        counts[start] += 1
    total_scrolls = sum(counts.values())
    influence = sum(entry[AUTOMA] for entry in state["guilds"].values())
    multiplier = {
        "chinese": CHINESE_MULTIPLIER,
        "sanskrit": state["ai"]["retired"] // SANSKRIT_DIVISOR,
        "greek": total_scrolls,
        "hebrew": state["wraps"],
        "persian": len(neutral_rooms(state)),
        "syriac": influence // SYRIAC_DIVISOR,
    }
    return sum(counts[lang] * multiplier[lang] for lang in counts)


def solo_score(state: State, content: dict[str, Any], ties_to_automa: bool) -> Result:
    human, automa = solo_categories(state, content)
    # Equal totals: the AI wins when ties go to it (the TTS mod), else the win is shared.
    automa_tiebreak = (1,) if ties_to_automa else (0,)
    scores = [
        Score(0, sum(human.values()), human, (0,)),
        Score(1, sum(automa.values()), automa, automa_tiebreak),
    ]
    return result_rank(scores)


def solo_categories(state: State, content: dict[str, Any]) -> tuple[dict[str, int], dict[str, int]]:
    """The human's and the AI's VP by category: the human's from the facts they reported
    (revision 2, ``solo_final``) or the category totals (revision 1)."""
    if "final_facts" in state:
        return _from_facts(state, content)
    final = state["final"]
    human_dice, automa_dice = _dice_vp(final["dice_sum"], state["dice_sum"])
    control = content["scoring"]["guild_control_vp"]
    caliph_vp = content["scoring"]["caliph_row_vp"]

    def controlled(who: str) -> int:
        return sum(control[g] for g, e in state["guilds"].items() if e["controller"] == who)

    human = {
        "dice_track": human_dice,
        "retired_translators": final["retired_translators"],
        "guild_control": controlled(HUMAN),
        "caliph": final["caliph"],
        "research": final["research"],
        "scrolls": final["scrolls"],
    }
    automa = {
        "dice_track": automa_dice,
        "retired_translators": final["automa_retired_vp"],
        "guild_control": controlled(AUTOMA),
        "caliph": sum(state["ai"]["caliph"][row] * caliph_vp[row] for row in caliph_vp),
        "research": 0,
        "scrolls": automa_scroll_vp(state),
    }
    return human, automa


def _dice_vp(human_sum: int, automa_sum: int) -> tuple[int, int]:
    """The 2-player dice track: the higher sum 2 VP, the lower 0, a tie 1 each."""
    if human_sum == automa_sum:
        tied = (DICE_TRACK_LOW + DICE_TRACK_HIGH) // 2
        return tied, tied
    human = DICE_TRACK_HIGH if human_sum > automa_sum else DICE_TRACK_LOW
    return human, DICE_TRACK_HIGH + DICE_TRACK_LOW - human


def _from_facts(state: State, content: dict[str, Any]) -> tuple[dict[str, int], dict[str, int]]:
    report = human_report(state)
    human_dice, automa_dice = _dice_vp(report.dice_sum, state["dice_sum"])
    control = content["scoring"]["guild_control_vp"]
    caliph_vp = content["scoring"]["caliph_row_vp"]

    def controls(who: str) -> list[str]:
        return [g for g, e in state["guilds"].items() if e["controller"] == who]

    human = player_categories(report, content, controls=controls(HUMAN), dice_vp=human_dice)
    automa = {
        "dice_track": automa_dice,
        "retired_translators": sum(state["final_facts"]["automa_retired"]),
        "guild_control": sum(control[g] for g in controls(AUTOMA)),
        "caliph": sum(state["ai"]["caliph"][row] * caliph_vp[row] for row in caliph_vp),
        "research": 0,
        "scrolls": automa_scroll_vp(state),
        "starting_scroll": 0,  # Papyrus's starting scroll counts among its scrolls
    }
    return human, automa
