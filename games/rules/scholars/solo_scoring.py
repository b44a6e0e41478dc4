"""Solo scoring (rules §8.8): the AI's categories from the tracked state against the human's
reported ones."""

from __future__ import annotations

from typing import Any

from games.rules.core import Result, Score
from games.rules.scholars.scoring import result_rank
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
    final = state["final"]
    human_sum, automa_sum = final["dice_sum"], state["dice_sum"]
    if human_sum == automa_sum:
        human_dice = automa_dice = (DICE_TRACK_LOW + DICE_TRACK_HIGH) // 2
    else:
        human_dice = DICE_TRACK_HIGH if human_sum > automa_sum else DICE_TRACK_LOW
        automa_dice = DICE_TRACK_HIGH + DICE_TRACK_LOW - human_dice
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
    # Equal totals: the AI wins when ties go to it (the TTS mod), else the win is shared.
    automa_tiebreak = (1,) if ties_to_automa else (0,)
    scores = [
        Score(0, sum(human.values()), human, (0,)),
        Score(1, sum(automa.values()), automa, automa_tiebreak),
    ]
    return result_rank(scores)
