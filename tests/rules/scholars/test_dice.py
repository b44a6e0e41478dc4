"""The dice calculator against the seed's eight examples (Pedro Bot's 'Trabalhar' section).

The seed names each example's result; the dice in its pictures are not in the text, so each
test uses the smallest hand that shows the rule the seed illustrates with it.
"""

from games.rules.scholars.dice import (
    Die,
    best_by_colour,
    combined_colours,
    dice_combinations,
    dice_summary,
    die_with_workers,
)


def _results(dice, workers=()):
    return {(c.colours, c.value) for c in dice_combinations(dice, list(workers))}


def test_value_is_the_sum_of_the_dice_laranja_4():
    # given a red 1 and a yellow 3, when both are used, then the action is orange 4
    assert (("orange",), 4) in _results([Die("red", 1), Die("yellow", 3)])


def test_colour_comes_from_the_combination_verde_9():
    assert _results([Die("blue", 4), Die("yellow", 5)]) == {
        (("blue",), 4),
        (("yellow",), 5),
        (("green",), 9),
    }


def test_coloured_beats_white_vermelho_5():
    assert (("red",), 5) in _results([Die("white", 2), Die("red", 3)])
    assert combined_colours("white", "red") == ("red",)


def test_secondary_beats_primary_roxo_11():
    assert (("purple",), 11) in _results([Die("purple", 5), Die("red", 6)])


def test_two_primaries_mix_verde_11():
    assert (("green",), 11) in _results([Die("yellow", 6), Die("blue", 5)])


def test_two_secondaries_let_the_player_choose_laranja_ou_roxo_9():
    assert _results([Die("orange", 4), Die("purple", 5)]) == {
        (("orange",), 4),
        (("purple",), 5),
        (("orange", "purple"), 9),
    }


def test_worker_of_the_same_colour_makes_a_six_azul_6():
    assert die_with_workers(Die("blue", 2), ("blue",)) == Die("blue", 6)
    assert (("blue",), 6) in _results([Die("blue", 2)], ["blue"])


def test_two_workers_on_each_die_laranja_12():
    # red 2 + yellow worker -> yellow 2, + a second yellow worker -> yellow 6;
    # red 4 + red worker -> red 6; yellow 6 and red 6 mix into orange 12
    combos = dice_combinations([Die("red", 2), Die("red", 4)], ["yellow", "yellow", "red"])
    twelve = [c for c in combos if c.colours == ("orange",) and c.value == 12]
    assert [c.to_json() for c in twelve] == [
        {"dice": [0, 1], "workers": [["red"], ["yellow", "yellow"]], "colours": ["orange"],
         "value": 12}
    ]  # fmt: skip


def test_white_worker_whitens_a_coloured_die():
    assert die_with_workers(Die("purple", 3), ("white",)) == Die("white", 3)
    assert die_with_workers(Die("purple", 3), ("white", "white")) == Die("white", 6)


def test_a_worker_is_used_once_across_both_dice():
    combos = dice_combinations([Die("red", 1), Die("red", 1)], ["red"])
    assert max(c.value for c in combos) == 7


def test_summary_names_what_each_action_can_do():
    summary = dice_summary([Die("orange", 4), Die("purple", 5), Die("white", 1)], [])
    assert summary["best_by_colour"] == {"white": 1, "orange": 9, "purple": 9}
    assert summary["recruit_value"] == 9
    assert summary["translate_colours"] == ["orange", "purple"]
    assert best_by_colour([]) == {}
