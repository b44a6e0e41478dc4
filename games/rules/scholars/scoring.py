"""End-of-game scoring from what each player reports (rulebook §5-6, values from the content).

Pure: a list of ``PlayerReport`` in, a ``core.Result`` out. Used by the scoring endpoint for
1-4 players and, for the human's side, by the solo game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from games.rules.core import Result, Score
from games.rules.said import Param, Said
from games.rules.scholars.catalogue import TOOLS
from games.rules.scholars.content import GUILDS, TRACKS
from games.rules.scholars.dice import PRIMARY, SECONDARY, WHITE

MAX_PLAYERS = 4
# Scroll end-game bonus thresholds (TTS encoding of the cards, content notes).
GUILD_BONUS = ((4, 4), (2, 2))  # (own influence at least, VP), best first
TRACK_BONUS = ((7, 4), (4, 2))
RETIRED_BONUS = ((7, 4), (4, 2))
WHITE_BONUS = ((0, 4), (3, 2))  # (white dice at most, VP)
COLOURED_DICE_PRIMARY_AT = 4
COLOURED_DICE_PRIMARY_VP = 2
BREADTH_LEVEL = 3
CATEGORIES = (
    "dice_track",
    "retired_translators",
    "guild_control",
    "caliph",
    "research",
    "scrolls",
    "starting_scroll",
)


@dataclass(frozen=True)
class PlayerReport:
    """What one player counts at the end of the game."""

    name: str = ""
    dice: Mapping[str, int] = field(default_factory=dict)  # colour -> dice owned
    retired_translator_vp: tuple[int, ...] = ()
    guild_influence: Mapping[str, int] = field(default_factory=dict)
    caliph_top: int = 0
    caliph_middle: int = 0
    research: Mapping[str, int] = field(default_factory=dict)  # track -> level 0-7
    scrolls: tuple[str, ...] = ()  # translated scroll card ids
    starting_scroll: bool = True
    silver: int = 0
    gold: int = 0
    employed_translators: int = 0  # first tie-break
    workers: int = 0  # second tie-break

    @property
    def dice_sum(self) -> int:
        """Coloured dice owned minus white dice (§5)."""
        coloured = sum(n for colour, n in self.dice.items() if colour != WHITE)
        return coloured - self.dice.get(WHITE, 0)


def guild_controllers(
    players: list[PlayerReport], current: Mapping[str, int | None] | None = None
) -> dict[str, int | None]:
    """Who controls each guild: the most influence; a tie keeps the current controller (when
    given and among the tied), otherwise nobody controls it."""
    current = current or {}
    found: dict[str, int | None] = {}
    for guild in GUILDS:
        counts = [p.guild_influence.get(guild, 0) for p in players]
        best = max(counts, default=0)
        leaders = [i for i, n in enumerate(counts) if n == best and n > 0]
        if len(leaders) == 1:
            found[guild] = leaders[0]
        else:
            keeper = current.get(guild)
            found[guild] = keeper if keeper in leaders else None
    return found


def dice_track_vp(sums: list[int], track_vp: list[int]) -> list[int]:
    """VP from the dice-sum track: lowest sum on the bottom space; tied players add up the
    spaces they take and split them, rounding down."""
    order = sorted(range(len(sums)), key=lambda i: sums[i])
    space_vp = {player: track_vp[position] for position, player in enumerate(order)}
    result = []
    for total in sums:
        tied = [j for j in range(len(sums)) if sums[j] == total]
        result.append(sum(space_vp[j] for j in tied) // len(tied))
    return result


def _threshold(value: int, table: tuple[tuple[int, int], ...], at_most: bool = False) -> int:
    for bound, vp in table:
        if (value <= bound) if at_most else (value >= bound):
            return vp
    return 0


def scroll_bonus(card: Mapping[str, Any], player: PlayerReport, languages: list[str]) -> int:
    """One scroll card's end-game bonus for ``player`` (``languages``: their scrolls' languages)."""
    bonus = card["end_bonus"]
    kind = bonus["type"]
    if kind == "guild_membership":
        return _threshold(player.guild_influence.get(bonus["guild"], 0), GUILD_BONUS)
    if kind == "per_translated_language":
        return sum(1 for language in languages if language in bonus["languages"])
    if kind == "coloured_dice":
        primary = player.dice.get(bonus["primary"], 0)
        extra = COLOURED_DICE_PRIMARY_VP if primary >= COLOURED_DICE_PRIMARY_AT else 0
        return player.dice.get(bonus["secondary"], 0) + extra
    if kind == "research_track":
        return _threshold(player.research.get(bonus["track"], 0), TRACK_BONUS)
    if kind == "white_dice":
        return _threshold(player.dice.get(WHITE, 0), WHITE_BONUS, at_most=True)
    if kind == "retired_translators":
        return _threshold(len(player.retired_translator_vp), RETIRED_BONUS)
    if kind == "breadth_of_research":
        return sum(1 for level in player.research.values() if level >= BREADTH_LEVEL)
    return 0


def starting_scroll_vp(player: PlayerReport, rules: Mapping[str, int]) -> int:
    """The starting scroll: base VP, money (2 silver = 1 gold, 2 gold = 1 VP), white dice
    penalty."""
    gold = player.gold + player.silver // rules["silver_per_gold"]
    vp = rules["base_vp"] + gold // rules["gold_per_vp"]
    if player.dice.get(WHITE, 0) >= rules["white_dice_penalty_at"]:
        vp -= rules["white_dice_penalty_vp"]
    return vp


def player_categories(
    player: PlayerReport,
    content: Mapping[str, Any],
    *,
    controls: list[str],
    dice_vp: int,
) -> dict[str, int]:
    """One player's VP by category (the dice-track VP and controlled guilds given)."""
    scoring = content["scoring"]
    cards = {c["id"]: c for c in content["scroll_cards"]}
    levels = scoring["research_level_vp"]
    top = len(levels) - 1
    languages = [cards[s]["language"] for s in player.scrolls]
    return {
        "dice_track": dice_vp,
        "retired_translators": sum(player.retired_translator_vp),
        "guild_control": sum(scoring["guild_control_vp"][g] for g in controls),
        "caliph": player.caliph_top * scoring["caliph_row_vp"]["top"]
        + player.caliph_middle * scoring["caliph_row_vp"]["middle"],
        "research": sum(levels[min(player.research.get(t, 0), top)] for t in TRACKS),
        "scrolls": sum(
            cards[s]["base_vp"] + scroll_bonus(cards[s], player, languages) for s in player.scrolls
        ),
        "starting_scroll": (
            starting_scroll_vp(player, scoring["starting_scroll"]) if player.starting_scroll else 0
        ),
    }


def report_problems(players: list[PlayerReport], content: Mapping[str, Any]) -> list[Said]:
    """What makes these reports impossible to score (empty when they can be)."""
    errors = []
    if not 1 <= len(players) <= MAX_PLAYERS:
        errors.append(_problem("problem-player-count", most=MAX_PLAYERS, count=len(players)))
    known = {c["id"] for c in content["scroll_cards"]}
    top = len(content["scoring"]["research_level_vp"]) - 1
    colours = (WHITE, *PRIMARY, *SECONDARY)
    for i, p in enumerate(players):
        errors += [_problem("problem-unknown-scroll", player=i, scroll=str(s))
                   for s in p.scrolls if s not in known]  # fmt: skip
        errors += [_problem("problem-unknown-dice-colour", player=i, colour=str(c))
                   for c in p.dice if c not in colours]  # fmt: skip
        errors += [_problem("problem-unknown-guild", player=i, guild=str(g))
                   for g in p.guild_influence if g not in GUILDS]  # fmt: skip
        errors += [_problem("problem-research", player=i, track=str(track), top=top)
                   for track, level in p.research.items()
                   if track not in TRACKS or not 0 <= level <= top]  # fmt: skip
        if len(set(p.scrolls)) != len(p.scrolls):
            errors.append(_problem("problem-scroll-twice", player=i))
    owners = [s for p in players for s in p.scrolls]
    if len(set(owners)) != len(owners):
        errors.append(_problem("problem-scroll-two-players"))
    return errors


def _problem(message_id: str, **args: Param) -> Said:
    return Said(TOOLS, message_id, args)


def game_score(
    players: list[PlayerReport],
    content: Mapping[str, Any],
    current_controllers: Mapping[str, int | None] | None = None,
) -> Result:
    """Final scores with a breakdown, ranking and winners (ties: most translators still
    employed, then most workers left; otherwise a shared win)."""
    controllers = guild_controllers(players, current_controllers)
    track = list(content["scoring"]["dice_track_vp"])[: len(players)]
    dice = dice_track_vp([p.dice_sum for p in players], track)
    scores = []
    for i, player in enumerate(players):
        controls = [g for g, who in controllers.items() if who == i]
        breakdown = player_categories(player, content, controls=controls, dice_vp=dice[i])
        tiebreak = (player.employed_translators, player.workers)
        scores.append(Score(i, sum(breakdown.values()), breakdown, tiebreak))
    return result_rank(scores)


def result_rank(scores: list[Score]) -> Result:
    """Ranking by total then tie-break; winners share the best (total, tie-break)."""
    ranking = sorted(scores, key=lambda s: (-s.total, tuple(-t for t in s.tiebreak), s.seat))
    best = (ranking[0].total, ranking[0].tiebreak)
    winners = tuple(s.seat for s in ranking if (s.total, s.tiebreak) == best)
    return Result(tuple(scores), tuple(s.seat for s in ranking), winners)
