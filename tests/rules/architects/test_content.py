"""The content file: counts from the reference, and what validate_content catches."""

import copy

from games.rules.architects import load_default_content, validate_content


def test_default_content_is_valid_and_has_235_cards():
    content = load_default_content()
    assert validate_content(content) == []
    assert sum(g["count"] for g in content["cards"]) == 235
    assert content["release"] == "2021.1"


def test_each_deck_has_the_reference_count():
    content = load_default_content()
    per_deck = {}
    for group in content["cards"]:
        per_deck[group["deck"]] = per_deck.get(group["deck"], 0) + group["count"]
    assert per_deck == {
        "central": 60,
        "alexandria": 25,
        "babylon": 25,
        "ephesus": 25,
        "giza": 25,
        "halicarnassus": 25,
        "olympia": 25,
        "rhodes": 25,
    }


def test_game_wide_totals_by_kind_match_the_reference():
    totals = {}
    for group in load_default_content()["cards"]:
        totals[group["kind"]] = totals.get(group["kind"], 0) + group["count"]
    assert totals == {
        "wood": 17, "stone": 17, "brick": 17, "papyrus": 17, "glass": 17, "gold": 27,
        "blue3": 16, "blue2cat": 24, "compass": 14, "gear": 14, "tablet": 14,
        "red0": 18, "red1": 15, "red2": 8,
    }  # fmt: skip


def test_wonder_stage_points_match_the_reference():
    content = load_default_content()
    totals = {w["slug"]: sum(s["vp"] for s in w["stages"]) for w in content["wonders"]}
    assert totals == {
        "giza": 30, "rhodes": 26, "alexandria": 25, "halicarnassus": 24,
        "olympia": 22, "ephesus": 22, "babylon": 20,
    }  # fmt: skip


def test_fifteen_progress_tokens_with_two_culture():
    tokens = load_default_content()["progress_tokens"]
    assert len(tokens) == 14
    assert sum(t["copies"] for t in tokens) == 15
    assert [t["copies"] for t in tokens if t["slug"] == "culture"] == [2]


def test_every_object_has_english_and_portuguese_names():
    content = load_default_content()
    for obj in content["wonders"] + content["cards"] + content["progress_tokens"]:
        assert set(obj["name"]) == {"en", "pt-BR"}


def test_validate_content_reports_a_wrong_total():
    content = copy.deepcopy(load_default_content())
    content["cards"][0]["count"] += 1
    assert "the cards total 236, expected 235" in validate_content(content)


def test_validate_content_reports_duplicate_slugs_unknown_kinds_and_missing_decks():
    content = copy.deepcopy(load_default_content())
    content["wonders"][1]["slug"] = "alexandria"
    content["progress_tokens"][1]["slug"] = content["progress_tokens"][0]["slug"]
    content["cards"][0]["color"] = "purple"
    content["cards"][1]["kind"] = "marble"
    errors = validate_content(content)
    assert "wonder alexandria: duplicate slug" in errors
    assert any("progress token urbanism: duplicate slug" in e for e in errors)
    assert any("unknown color 'purple'" in e for e in errors)
    assert any("unknown kind 'marble'" in e for e in errors)
    assert "wonder babylon: has no deck" not in errors  # babylon's slug was replaced...
    assert any("unknown deck 'babylon'" in e for e in errors)  # ...so its cards are orphans


def test_validate_content_rejects_a_non_object():
    assert validate_content([]) == ["content must be an object"]
