"""Multiplayer end-of-game scoring (§5-6) from the players' reports."""

from games.rules.scholars.content import default_content
from games.rules.scholars.scoring import (
    PlayerReport,
    dice_track_vp,
    game_score,
    guild_controllers,
    report_problems,
    scroll_bonus,
    starting_scroll_vp,
)

CONTENT = default_content()
CARDS = {c["id"]: c for c in CONTENT["scroll_cards"]}


def test_dice_track_lowest_sum_takes_the_bottom_space():
    assert dice_track_vp([3, -1, 5, 0], [0, 2, 4, 6]) == [4, 0, 6, 2]


def test_dice_track_ties_add_their_spaces_and_split_rounding_down():
    # the two tied players take the 2 and 4 spaces: 6 VP split, 3 each
    assert dice_track_vp([1, 1, 0, 9], [0, 2, 4, 6]) == [3, 3, 0, 6]
    assert dice_track_vp([2, 2], [0, 2]) == [1, 1]


def test_guild_control_by_majority_a_tie_keeps_the_controller_else_nobody():
    a = PlayerReport(guild_influence={"purple": 3, "orange": 2, "green": 1})
    b = PlayerReport(guild_influence={"purple": 1, "orange": 2, "green": 1})
    assert guild_controllers([a, b]) == {"purple": 0, "orange": None, "green": None}
    assert guild_controllers([a, b], {"orange": 1, "green": None}) == {
        "purple": 0,
        "orange": 1,
        "green": None,
    }


def test_each_scroll_bonus_kind():
    player = PlayerReport(
        dice={"white": 2, "blue": 4, "purple": 2},
        guild_influence={"green": 3},
        research={"astronomy": 7, "physics": 4, "biology": 3},
        retired_translator_vp=(2, 2, 1, 3),
    )
    languages = ["chinese", "chinese", "hebrew"]
    assert scroll_bonus(CARDS["CHI-A"], player, languages) == 0
    assert scroll_bonus(CARDS["CHI-B"], player, languages) == 2  # 3 in green
    assert scroll_bonus(CARDS["CHI-C"], player, languages) == 2  # per Chinese
    assert scroll_bonus(CARDS["CHI-D"], player, languages) == 1  # Hebrew + Persian
    assert scroll_bonus(CARDS["CHI-E"], player, languages) == 4  # 2 purple + 4 blue
    assert scroll_bonus(CARDS["CHI-F"], player, languages) == 4  # astronomy 7
    assert scroll_bonus(CARDS["CHI-G"], player, languages) == 2  # physics 4
    assert scroll_bonus(CARDS["CHI-H"], player, languages) == 2  # 2 white dice
    assert scroll_bonus(CARDS["SAN-H"], player, languages) == 2  # 4 retired
    assert scroll_bonus(CARDS["PER-H"], player, languages) == 3  # 3 tracks at 3+


def test_starting_scroll_counts_money_and_white_dice():
    rules = CONTENT["scoring"]["starting_scroll"]
    assert starting_scroll_vp(PlayerReport(gold=3, silver=3), rules) == 3 + 2
    assert starting_scroll_vp(PlayerReport(gold=1, dice={"white": 6}), rules) == 0


def test_two_players_scored_with_breakdown_and_tiebreak():
    ana = PlayerReport(
        name="Ana",
        dice={"white": 3, "red": 2, "orange": 1},
        retired_translator_vp=(2, 3),
        guild_influence={"purple": 2, "green": 4},
        caliph_top=1,
        caliph_middle=2,
        research={"mathematics": 3, "biology": 7},
        scrolls=("CHI-A", "GRE-C", "GRE-A"),
        gold=2,
        silver=1,
        employed_translators=2,
        workers=1,
    )
    bia = PlayerReport(
        name="Bia",
        dice={"white": 1, "blue": 1},
        guild_influence={"purple": 2, "orange": 1},
        research={"chemistry": 1},
        scrolls=("PER-A",),
    )
    result = game_score([ana, bia], CONTENT, {"purple": 1})
    assert result.scores[0].breakdown == {
        "dice_track": 1,  # sums 0 and 0 tie: spaces 0 + 2 split = 1 each
        "retired_translators": 5,
        "guild_control": 3,  # green; purple tied and Bia keeps it
        "caliph": 5,
        "research": 2 + 5,
        "scrolls": 5 + (3 + 2) + 3,  # GRE-C counts both Greek scrolls
        "starting_scroll": 3 + 1,
    }
    assert result.scores[1].breakdown == {
        "dice_track": 1,
        "retired_translators": 0,
        "guild_control": 1 + 2,  # keeps purple on the tie, sole in orange
        "caliph": 0,
        "research": 1,
        "scrolls": 1,
        "starting_scroll": 3,
    }
    assert result.winners == (0,)
    assert all(s.total == sum(s.breakdown.values()) for s in result.scores)


def test_equal_totals_go_to_most_employed_translators_then_workers():
    one = PlayerReport(employed_translators=1, workers=0, starting_scroll=False)
    two = PlayerReport(employed_translators=1, workers=2, starting_scroll=False)
    three = PlayerReport(employed_translators=0, workers=5, starting_scroll=False)
    result = game_score([one, two, three], CONTENT)
    assert [s.total for s in result.scores] == [2, 2, 2]  # all tied on dice: (0+2+4)//3
    assert result.ranking == (1, 0, 2)
    assert result.winners == (1,)


def test_fully_tied_players_share_the_win():
    result = game_score([PlayerReport(), PlayerReport()], CONTENT)
    assert result.winners == (0, 1)


def test_reports_that_cannot_be_scored_are_named():
    bad = PlayerReport(scrolls=("XYZ", "CHI-A"), dice={"black": 1}, research={"biology": 8})
    problems = report_problems([bad, PlayerReport(scrolls=("CHI-A",))], CONTENT)
    assert [problem["en"] for problem in problems] == [
        "player 0: unknown scroll 'XYZ'",
        "player 0: unknown dice colour 'black'",
        "player 0: research 'biology' must be a track at level 0-7",
        "a scroll card is listed for two players",
    ]
    # worded from the catalogue in each language
    assert problems[0]["pt-BR"] == "jogador 0: pergaminho desconhecido 'XYZ'"
    (none,) = report_problems([], CONTENT)
    assert none["en"] == "between 1 and 4 players are scored, not 0"
    assert none["pt-BR"] == "pontua-se de 1 a 4 jogadores, não 0"
