"""MarsBot's words are catalogue messages: stored as ids and data, the same message in every
language, each why giving what it compared, card names as the content gives them."""

from __future__ import annotations

import json

from games.rules.marsbot.actions import claim_milestone, fund_award, place_tile
from games.rules.marsbot.catalogue import EVENTS, INSTRUCTIONS, LABELS, NAMES, space_said
from games.rules.marsbot.content import CONTENT_PATH
from games.rules.marsbot.projects import resolve_project
from games.rules.outcomes import instruction_worded
from games.rules.said import Said

from .helpers import CAT, action_phase, ctx_of


def test_every_message_is_in_both_languages() -> None:
    for catalogue in (INSTRUCTIONS, LABELS, NAMES, EVENTS):
        assert catalogue.ids("pt-BR") == catalogue.ids("en"), catalogue.name


def test_every_name_the_content_gives_has_its_message() -> None:
    content = json.loads(CONTENT_PATH.read_text(encoding="utf-8"))
    for kind, key, entries in (
        ("track", "slug", content["tracks"]),
        ("milestone", "slug", content["milestones"]),
        ("award", "slug", content["awards"]),
        ("bonus", "id", content["bonus_cards"]),
    ):
        for entry in entries:
            said = Said(NAMES, f"{kind}-{entry[key]}")
            assert said["en"] == entry["name"]["en"]
            assert said["pt-BR"] == entry["name"]["pt-BR"]


def test_a_stored_instruction_holds_ids_and_data_and_no_sentence() -> None:
    ctx = ctx_of(action_phase())
    resolve_project(ctx, "009")
    stored = [i.to_json() for i in ctx.instructions]
    assert "O MarsBot" not in json.dumps(stored) and "MarsBot reveals" not in json.dumps(stored)
    reveal = stored[0]
    assert reveal["text"]["id"] == "instruction-reveal-card"
    # The card's name is content, one text per language: a parameter the message words in
    # the reader's language.
    assert reveal["text"]["args"]["name"] == {
        "content_name": {"en": "Asteroid", "pt-BR": "Asteroide"}
    }
    worded = instruction_worded(reveal)
    assert worded["text"]["pt-BR"].startswith("O MarsBot revela a carta de projeto 009 «Asteroide»")
    assert worded["text"]["en"].startswith("MarsBot reveals project card 009 “Asteroid”")


def test_the_why_is_the_same_message_in_both_languages() -> None:
    ctx = ctx_of(action_phase())
    resolve_project(ctx, "009")
    for instruction in ctx.instructions:
        assert isinstance(instruction.why, Said)
        en, pt = instruction.why["en"], instruction.why["pt-BR"]
        assert en != pt
        # The same message: the same numbers in the same order.
        assert [c for c in en if c.isdigit()] == [c for c in pt if c.isdigit()]


def test_the_why_of_a_milestone_claim_gives_the_values_compared() -> None:
    s = action_phase()
    s["marsbot"]["tr"] = 35
    s["human"]["tr"] = 27
    ctx = ctx_of(s)
    assert claim_milestone(ctx)
    why = ctx.instructions[-1].why
    assert "Terraformer" in why["en"] and "you have 27, it needs 35" in why["en"]
    assert (
        "o marco Terraformador" in why["pt-BR"] and "você tem 27, e o marco pede 35" in why["pt-BR"]
    )


def test_the_why_of_an_award_gives_both_values() -> None:
    # At the start MarsBot leads only Thermalist (its energy track + 5 against your 0 heat).
    ctx = ctx_of(action_phase())
    assert fund_award(ctx)
    why = ctx.instructions[-1].why
    assert "Thermalist: MarsBot 5 against your 0" in why["en"]
    assert "prêmio Termalista: o MarsBot tem 5 e você, 0" in why["pt-BR"]


def test_a_space_is_named_as_the_board_prints_it_never_by_its_id() -> None:
    for hid in CAT.hex_order:
        pt = space_said(CAT, hid)["pt-BR"]
        assert hid not in pt.split() and "hex" not in pt and "-" not in pt
        h = CAT.hexes[hid]
        assert pt.startswith(f"{h.pos}º espaço da {h.row}ª linha")


def test_placement_rules_are_said_in_portuguese() -> None:
    ctx = ctx_of(action_phase())
    assert place_tile(ctx, "city")
    why = ctx.instructions[-1].why["pt-BR"]
    assert "colocação: " in why
    for english in ("adjacent", "most", "tie-break", "next to", "greenery", "counting"):
        assert english not in why, why


def test_a_count_out_with_no_card_left_to_flip_says_so() -> None:
    """The shared deck can run dry: the count stays on the first tied space, and the why says
    no card was flipped (it once said "the flipped card None")."""
    from games.rules.marsbot.actions import _tie_words

    ctx = ctx_of(action_phase(3))
    spaces = sorted(CAT.hexes)[:2]
    how = {"rule": "random_count", "tied": spaces, "flipped_card": None, "flipped_cost": 0}
    words = _tie_words(ctx, {**how, "landed": 1})
    assert "no project card is left to flip" in words["en"]
    assert "não resta carta de projeto" in words["pt-BR"]
    assert "None" not in words["en"] + words["pt-BR"]
