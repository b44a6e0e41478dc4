"""The content file: counts from the reference, and what validate_content catches."""

import copy

from games.rules.architects import RULESET, load_default_content, validate_content

from .helpers import CONTENT


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


def test_validate_content_reports_a_deck_of_the_wrong_size_at_its_groups_counts():
    content = copy.deepcopy(load_default_content())
    content["cards"][0]["count"] += 1
    [problem] = validate_content(content)
    assert problem["en"] == "cards/*/count: the central deck holds 60 cards; its groups count 61"
    assert problem["pt-BR"] == (
        "cards/*/count: o baralho central tem 60 cartas; os grupos dele somam 61"
    )


def test_validate_content_reports_a_wrong_total_when_every_deck_is_whole():
    content = copy.deepcopy(load_default_content())
    content["settings"]["total_cards"] = 236
    [problem] = validate_content(content)
    assert problem["en"] == "the cards total 235, expected 236"
    assert problem["pt-BR"] == "as cartas somam 235, o esperado é 236"


def test_validate_content_reports_duplicate_slugs_unknown_kinds_and_missing_decks():
    content = copy.deepcopy(load_default_content())
    content["wonders"][1]["slug"] = "alexandria"
    content["progress_tokens"][1]["slug"] = content["progress_tokens"][0]["slug"]
    content["cards"][0]["color"] = "purple"
    content["cards"][1]["kind"] = "marble"
    errors = [problem["en"] for problem in validate_content(content)]
    assert "wonder alexandria: duplicate slug" in errors
    assert "progress token urbanism: duplicate slug" in errors
    assert 'card group 0 (central/wood): unknown color "purple"' in errors
    assert any(e.endswith('unknown kind "marble"') for e in errors)
    assert "wonder babylon: has no deck" not in errors  # babylon's slug was replaced...
    # ...so its cards are orphans, said at their deck
    assert any(e.startswith("cards/") and "/deck: names no deck" in e for e in errors)


def test_a_content_problem_is_worded_where_it_is_in_each_language():
    content = copy.deepcopy(load_default_content())
    content["wonders"][1]["slug"] = "alexandria"
    problem = validate_content(content)[0]
    assert problem["en"] == "wonder alexandria: duplicate slug"
    assert problem["pt-BR"] == "Maravilha alexandria: slug repetido"


def test_validate_content_rejects_a_non_object():
    assert [p["en"] for p in validate_content([])] == ["the content must be one JSON object"]


# Stage table of the reference (rules/architects.md §5.2, from the component art and the tray
# cards): id, cost code, VP, Wonder effect, pieces below. 2d = 2 different, 3s = 3 identical...
REFERENCE_STAGES = {
    "alexandria": [
        ("A1", "2d", 4, False, []),
        ("A2", "2s", 3, True, ["A1"]),
        ("A3", "3d", 6, False, ["A2"]),
        ("A4", "3s", 5, True, ["A3"]),
        ("A5", "4d", 7, False, ["A4"]),
    ],
    "babylon": [
        ("B1", "2d", 3, False, []),
        ("B2", "2s", 0, True, ["B1"]),
        ("B3", "3d", 5, False, ["B2"]),
        ("B4", "3s", 5, True, ["B3"]),
        ("B5", "4d", 7, False, ["B3"]),
    ],
    "ephesus": [
        ("E1", "2d", 3, False, []),
        ("E2", "2s", 3, True, ["E1"]),
        ("E3", "3d", 4, True, ["E1"]),
        ("E4", "3s", 5, True, ["E1"]),
        ("E5", "4d", 7, False, ["E2", "E3", "E4"]),
    ],
    "giza": [
        ("G1", "2d", 4, False, []),
        ("G2", "2s", 5, False, ["G1"]),
        ("G3", "3d", 6, False, ["G2"]),
        ("G4", "3s", 7, False, ["G3"]),
        ("G5", "4d", 8, False, ["G4"]),
    ],
    "halicarnassus": [
        ("H1", "2d", 3, False, []),
        ("H2", "2s", 3, True, ["H1"]),
        ("H3", "3d", 6, False, ["H2"]),
        ("H4", "3s", 5, True, ["H2"]),
        ("H5", "4d", 7, False, ["H3", "H4"]),
    ],
    "olympia": [
        ("O1", "2d", 3, False, []),
        ("O2", "2s", 2, True, ["O1"]),
        ("O3", "3d", 5, False, ["O1"]),
        ("O4", "3s", 5, True, ["O2", "O3"]),
        ("O5", "4d", 7, False, ["O4"]),
    ],
    "rhodes": [
        ("R1", "2d", 4, False, []),
        ("R2", "2s", 4, True, []),
        ("R3", "3d", 5, False, ["R1", "R2"]),
        ("R4", "3s", 6, True, ["R3"]),
        ("R5", "4d", 7, False, ["R4"]),
    ],
}
COST_CODES = {
    "2d": {"count": 2, "kind": "different"},
    "2s": {"count": 2, "kind": "identical"},
    "3d": {"count": 3, "kind": "different"},
    "3s": {"count": 3, "kind": "identical"},
    "4d": {"count": 4, "kind": "different"},
}


def test_every_wonder_stage_matches_the_reference_table():
    content = load_default_content()
    shipped = {
        w["slug"]: [(s["id"], s["cost_code"], s["vp"], s["effect"], s["requires"]) for s in stages]
        for w in content["wonders"]
        for stages in [w["stages"]]
    }
    assert shipped == REFERENCE_STAGES


def test_every_stage_cost_agrees_with_its_cost_code():
    # the engine pays by "cost"; "cost_code" is what the component shows
    for wonder in load_default_content()["wonders"]:
        for stage in wonder["stages"]:
            assert stage["cost"] == COST_CODES[stage["cost_code"]], stage["id"]


def test_every_wonder_has_the_same_five_costs():
    for stages in REFERENCE_STAGES.values():
        assert sorted(code for _id, code, *_rest in stages) == ["2d", "2s", "3d", "3s", "4d"]


def test_the_engine_catalog_charges_the_reference_cost_of_every_stage():
    catalog = RULESET.bind(CONTENT).catalog(
        {**RULESET.default_options(), "wonders": list(REFERENCE_STAGES)}
    )
    for slug, stages in REFERENCE_STAGES.items():
        for sid, code, vp, _effect, requires in stages:
            stage = catalog["wonders"][slug]["stages"][sid]
            cost = {"count": stage["count"], "kind": stage["kind"]}
            assert (cost, stage["vp"], stage["requires"]) == (COST_CODES[code], vp, requires)
