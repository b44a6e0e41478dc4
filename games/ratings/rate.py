"""One game's rating update: every seat's skill and place in, the new skills out."""

from __future__ import annotations

from collections.abc import Sequence

from games.ratings.scale import Skill, skill_model


def skills_rated(skills: Sequence[Skill], places: Sequence[int]) -> list[Skill]:
    """The seats' skills after a game they finished at ``places`` (1 first, ties shared),
    one seat a team, by openskill's Plackett–Luce. The caller keeps the new skills of the
    seats it rates and drops the others (the automa's fixed levels, guests)."""
    if len(skills) != len(places):
        raise ValueError("one place per seat")
    model = skill_model()
    teams = [[model.rating(mu=skill.mu, sigma=skill.sigma)] for skill in skills]
    rated = model.rate(teams, ranks=list(places))
    return [Skill(team[0].mu, team[0].sigma) for team in rated]
