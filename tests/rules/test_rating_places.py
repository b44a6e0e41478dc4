"""Finishing places and the ladder's fit (issue 37), without a database."""

from __future__ import annotations

import math
import random

from games.ratings.fit import LadderGame, ladder_fit
from games.ratings.places import finishing_places, places_with_quitters_last
from games.ratings.rate import skills_rated
from games.ratings.scale import Skill


def test_winners_share_first_place_and_equal_scores_share_theirs():
    result = {
        "scores": [
            {"seat": 0, "total": 10, "tiebreak": [1]},
            {"seat": 1, "total": 20, "tiebreak": [0]},
            {"seat": 2, "total": 10, "tiebreak": [1]},
            {"seat": 3, "total": 20, "tiebreak": [0]},
            {"seat": 4, "total": 5, "tiebreak": [0]},
        ],
        "ranking": [1, 3, 0, 2, 4],
        "winners": [1, 3],
    }
    assert finishing_places(result, 5) == [3, 1, 3, 1, 5]


def test_a_resigned_seat_ranks_last_below_everyone_who_stayed():
    assert places_with_quitters_last([1, 2, 3], [0]) == [3, 1, 2]
    assert places_with_quitters_last([1, 1, 3, 4], [3]) == [1, 1, 3, 4]
    assert places_with_quitters_last([2, 1, 3], [1, 2]) == [1, 2, 2]


def test_a_seven_seat_update_moves_the_winner_up_and_the_last_down():
    skills = [Skill() for _ in range(7)]
    after = skills_rated(skills, [1, 2, 3, 4, 5, 6, 7])
    assert after[0].mu > 1500 > after[6].mu
    assert all(a.sigma < 500 for a in after)
    assert [round(a.mu, 6) for a in after] == sorted((round(a.mu, 6) for a in after), reverse=True)


def test_the_fit_finds_the_strengths_it_was_given():
    # Given games drawn from the Plackett–Luce model at known means
    truth = {"random": 1000.0, "novice": 1300.0, "basic": 1600.0, "strong": 1800.0}
    rng = random.Random(1)
    games = []
    for _ in range(1500):
        seats = rng.choice([2, 4])
        levels = tuple(rng.choice(list(truth)) for _ in range(seats))
        c = 250 * math.sqrt(seats)
        left, places, place = list(range(seats)), [0] * seats, 1
        while left:
            weights = [math.exp(truth[levels[i]] / c) for i in left]
            pick = rng.choices(left, weights=weights)[0]
            places[pick], place = place, place + 1
            left.remove(pick)
        games.append(LadderGame(levels, tuple(places)))
    # When fitted with random as the anchor
    fits = ladder_fit(games, list(truth), anchor="random", anchor_mu=1000.0)
    # Then every level's interval holds its true mean
    for fit in fits:
        assert fit.low <= truth[fit.level] <= fit.high, fit
    assert fits[0].se == 0.0 and all(0 < f.se < 60 for f in fits[1:])
