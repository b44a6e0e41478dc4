"""The shipped MarsBot content and its checks."""

from games.rules.core import copy_state
from games.rules.marsbot import RULESET

from .helpers import CAT


def test_shipped_content_is_valid_and_complete():
    content = dict(RULESET.content)
    assert RULESET.validate_content(content) == []
    assert content["release"] == "marsbot-1"
    assert len(CAT.cards) == 208 and len(CAT.hexes) == 61
    assert sum(1 for c in CAT.cards.values() if c.deck == "base") == 137
    # Twelve non-event cards without tags are Failed Actions for MarsBot.
    assert sum(1 for c in CAT.cards.values() if not c.tags) == 12


def test_every_track_ends_with_a_gain_tr_icon_as_the_reference_says():
    ends = {t: CAT.spaces[t][18] for t in CAT.spaces}
    assert {t: s.get("amount") for t, s in ends.items()} == {
        "building": 5,
        "space": 6,
        "event": 5,
        "science": 7,
        "energy": 8,
        "earth": 7,
        "plant": 6,
    }
    assert all(s["icon"] == "gain_tr" for s in ends.values())


def test_validate_content_names_each_problem():
    broken = copy_state(dict(RULESET.content))
    broken["tracks"][0]["spaces"][3]["icon"] = "teleport"
    broken["bonus_cards"] = broken["bonus_cards"][:7]
    broken["project_cards"][0]["cost"] = -1
    problems = RULESET.validate_content(broken)
    assert [problem["en"] for problem in problems] == [
        "track building space 3: unknown icon",
        'bonus cards must be ["B01", "B02", "B03", "B04", "B05", "B06", "B07", "B08"]',
        "card 001: cost must be a whole number, 0 or more",
    ]
    assert [problem["pt-BR"] for problem in problems] == [
        "trilha building, espaço 3: ícone desconhecido",
        'as cartas de bônus devem ser ["B01", "B02", "B03", "B04", "B05", "B06", "B07", "B08"]',
        "carta 001: o custo deve ser um número inteiro, 0 ou mais",
    ]


def test_content_kinds_cover_the_document():
    keys = {kind.key for kind in RULESET.content_kinds}
    assert keys == {"tracks", "bonus_cards", "hexes", "project_cards", "milestones", "awards"}
