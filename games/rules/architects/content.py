"""The game's components: loading, validating and compiling ``content.json``.

The content dict is the project's own format (see games/content/architects/content.json); the
engine compiles it once per game into a compact *catalog* stored in the state.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from games.rules.architects.catalogue import CONTENT
from games.rules.architects.content_bounds import bounds_problems
from games.rules.core import LANGUAGES
from games.rules.input_words import at, member_type, not_an_object, shown
from games.rules.said import Listed, Param, Said

CONTENT_PATH = Path(__file__).resolve().parents[2] / "content" / "architects" / "content.json"

RESOURCES = ("wood", "stone", "brick", "papyrus", "glass")
SCIENCE = ("compass", "gear", "tablet")
COLORS = ("grey", "yellow", "blue", "green", "red")
COST_KINDS = ("different", "identical")
WONDER_EFFECTS = (
    "none",
    "take_top_card_any_deck",
    "take_progress_token",
    "take_top_card_central",
    "look_five_choose_one",
    "take_top_left_and_right",
    "add_shield",
)
TOKEN_TYPES = ("extra_card", "passive", "end_vp")
# The engine gives these kinds and tokens their meaning (coins, science, end-game points...).
KNOWN_KINDS = (*RESOURCES, "gold", "blue3", "blue2cat", *SCIENCE, "red0", "red1", "red2")
KNOWN_TOKENS = (
    "urbanism",
    "crafts",
    "jewellery",
    "science",
    "propaganda",
    "architecture",
    "economy",
    "engineering",
    "tactics",
    "decor",
    "politics",
    "strategy",
    "education",
    "culture",
)
CENTRAL = "central"
EXPECTED_TOTAL = 235
STAGES = 5  # each Wonder is built in five Stages
FEWEST_SEATS, MOST_SEATS = 2, 7
_PYTHON_TYPES: dict[str, type] = {"string": str, "array": list, "object": dict}


def load_default_content() -> dict[str, Any]:
    """The default content (release 2021.1) read from the package's JSON file."""
    content: dict[str, Any] = json.loads(CONTENT_PATH.read_text(encoding="utf-8"))
    return content


def _problem(message_id: str, **args: Param) -> Said:
    return Said(CONTENT, message_id, args)


def _check_names(obj: dict[str, Any], where: Said, errors: list[Said]) -> None:
    name = obj.get("name")
    if not isinstance(name, dict) or not all(isinstance(name.get(k), str) for k in LANGUAGES):
        errors.append(_problem("name-languages", where=where, languages=Listed(LANGUAGES)))


def _validate_wonders(content: dict[str, Any], errors: list[Said]) -> set[str]:
    slugs: set[str] = set()
    stage_ids: set[str] = set()
    for i, wonder in enumerate(content.get("wonders") or []):
        slug = wonder.get("slug")
        where = _problem("where-wonder", wonder=str(slug or i))
        if not isinstance(slug, str) or not slug or slug == CENTRAL:
            errors.append(_problem("wonder-bad-slug", where=where))
            continue
        if slug in slugs:
            errors.append(_problem("duplicate-slug", where=where))
        slugs.add(slug)
        _check_names(wonder, where, errors)
        if wonder.get("effect") not in WONDER_EFFECTS:
            errors.append(
                _problem("unknown-effect", where=where, effect=shown(wonder.get("effect")))
            )
        stages = wonder.get("stages") or []
        if len(stages) != STAGES:
            errors.append(_problem("stage-count", where=where, expected=STAGES, count=len(stages)))
        for stage in stages:
            sid = stage.get("id")
            if sid in stage_ids:
                errors.append(_problem("duplicate-stage", where=where, stage=shown(sid)))
            stage_ids.add(sid)
            cost = stage.get("cost") or {}
            if cost.get("kind") not in COST_KINDS or not isinstance(cost.get("count"), int):
                errors.append(
                    _problem("stage-bad-cost", where=where, stage=str(sid), cost=shown(cost))
                )
            if not isinstance(stage.get("vp"), int):
                errors.append(_problem("stage-vp", where=where, stage=str(sid)))
    if not slugs:
        errors.append(_problem("no-wonders"))
    return slugs


def validate_content(content: dict[str, Any]) -> list[Said]:
    """What is wrong with ``content``, as words worded when read; empty when it is usable."""
    errors: list[Said] = []
    if not isinstance(content, dict):
        return [not_an_object()]
    for key, kind in (
        ("release", "string"),
        ("wonders", "array"),
        ("cards", "array"),
        ("progress_tokens", "array"),
        ("settings", "object"),
    ):
        if not isinstance(content.get(key), _PYTHON_TYPES[kind]):
            errors.append(member_type(key, kind))
    if errors:
        return errors
    slugs = _validate_wonders(content, errors)
    per_deck = _validate_cards(content, slugs, errors)
    for slug in sorted(slugs):
        if per_deck.get(slug, 0) == 0:
            errors.append(_problem("wonder-no-deck", where=_problem("where-wonder", wonder=slug)))
    if per_deck.get(CENTRAL, 0) == 0:
        errors.append(_problem("central-deck-empty"))
    located = bounds_problems(content, slugs, CENTRAL)
    total = sum(per_deck.values())
    expected = content["settings"].get("total_cards", EXPECTED_TOTAL)
    if total != expected and not located:  # a deck's size, said at its cards, says it first
        errors.append(_problem("cards-total", total=total, expected=expected))
    _validate_tokens(content, errors)
    conflict = content["settings"].get("conflict_tokens")
    if not isinstance(conflict, dict) or not all(
        isinstance(conflict.get(str(n)), int) for n in range(FEWEST_SEATS, MOST_SEATS + 1)
    ):
        errors.append(_problem("conflict-tokens", fewest=FEWEST_SEATS, most=MOST_SEATS))
    return errors + located


def _validate_cards(content: dict[str, Any], slugs: set[str], errors: list[Said]) -> dict[str, int]:
    """The card groups' problems added to ``errors``; the number of cards of each deck."""
    per_deck: dict[str, int] = {}
    seen_groups: set[tuple[str, str]] = set()
    kind_data: dict[str, tuple[Any, ...]] = {}
    for i, group in enumerate(content["cards"]):
        deck, kind, count = group.get("deck"), group.get("kind"), group.get("count")
        where = _problem("where-card-group", index=i, deck=str(deck), kind=str(kind))
        if kind not in KNOWN_KINDS:
            errors.append(_problem("unknown-kind", where=where, kind=shown(kind)))
            continue
        if (deck, kind) in seen_groups:
            errors.append(_problem("duplicate-group", where=where))
        seen_groups.add((deck, kind))
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            errors.append(_problem("group-count", where=where))
            continue
        _validate_group_values(group, where, errors)
        data = tuple(group.get(k) for k in ("color", "resource", "coins", "vp", "cat", "science"))
        data += (group.get("shields"), group.get("horns"))
        if kind_data.setdefault(kind, data) != data:
            errors.append(_problem("kind-differs", where=where, kind=shown(kind)))
        per_deck[deck] = per_deck.get(deck, 0) + count
    return per_deck


def _validate_group_values(group: dict[str, Any], where: Said, errors: list[Said]) -> None:
    if group.get("color") not in COLORS:
        errors.append(_problem("unknown-color", where=where, color=shown(group.get("color"))))
    if group.get("resource") not in (None, *RESOURCES):
        errors.append(
            _problem("unknown-resource", where=where, resource=shown(group.get("resource")))
        )
    if group.get("science") not in (None, *SCIENCE):
        errors.append(_problem("unknown-science", where=where, science=shown(group.get("science"))))
    _check_names(group, where, errors)


def _validate_tokens(content: dict[str, Any], errors: list[Said]) -> int:
    """The progress tokens' problems added to ``errors``; how many copies they make."""
    token_slugs: set[str] = set()
    copies = 0
    for i, token in enumerate(content["progress_tokens"]):
        slug = token.get("slug")
        where = _problem("where-progress-token", token=str(slug or i))
        if not isinstance(slug, str) or not slug or slug == "face_down":
            errors.append(_problem("token-bad-slug", where=where))
            continue
        if slug in token_slugs:
            errors.append(_problem("duplicate-slug", where=where))
        token_slugs.add(slug)
        _check_names(token, where, errors)
        if slug not in KNOWN_TOKENS:
            known = shown(list(KNOWN_TOKENS))
            errors.append(
                at(("progress_tokens", i, "slug"), _problem("token-unknown", known=known))
            )
        if token.get("type") not in TOKEN_TYPES:
            errors.append(
                _problem("unknown-token-type", where=where, type=shown(token.get("type")))
            )
        copies += token.get("copies", 1) if isinstance(token.get("copies", 1), int) else 0
    return copies


def compile_catalog(content: dict[str, Any], options: dict[str, Any]) -> dict[str, Any]:
    """The static data a game needs, keyed for fast lookup; card ids are 0..N-1 in group order.

    Options that change component data (Babylon's deck, Rhodes' shield stage) apply here.
    """
    kinds, card_kind, card_deck, deck_cards = _compiled_cards(content, options)
    tokens = {
        t["slug"]: {k: v for k, v in t.items() if k != "slug"} for t in content["progress_tokens"]
    }
    instances = [t["slug"] for t in content["progress_tokens"] for _ in range(t.get("copies", 1))]
    settings = content["settings"]
    return {
        "release": content["release"],
        "kinds": kinds,
        "card_kind": card_kind,
        "card_deck": card_deck,
        "deck_cards": deck_cards,
        "wonders": _compiled_wonders(content, options),
        "wonder_order": [w["slug"] for w in content["wonders"]],
        "tokens": tokens,
        "token_instances": instances,
        "conflict_tokens": {str(k): v for k, v in settings["conflict_tokens"].items()},
        "face_up": settings.get("progress_tokens_face_up", 3),
        "cat_vp": settings.get("cat_vp", 2),
        "military_vp": settings.get("military_token_vp", 3),
        "look": settings.get("halicarnassus_look", 5),
        "central_name": settings.get("central_deck", {}).get(
            "name", {"en": "the central deck", "pt-BR": "o baralho central"}
        ),
    }


def _compiled_cards(
    content: dict[str, Any], options: dict[str, Any]
) -> tuple[dict[str, dict[str, Any]], list[str], list[str], dict[str, list[int]]]:
    """Each kind's data, each card's kind and deck, and each deck's cards."""
    kinds: dict[str, dict[str, Any]] = {}
    card_kind: list[str] = []
    card_deck: list[str] = []
    deck_cards: dict[str, list[int]] = {}
    for group in content["cards"]:
        kind = group["kind"]
        if kind not in kinds:
            kinds[kind] = {
                "color": group["color"],
                "resource": group.get("resource"),
                "coins": group.get("coins", 0) or 0,
                "vp": group.get("vp", 0) or 0,
                "cat": bool(group.get("cat")),
                "science": group.get("science"),
                "shields": group.get("shields", 0) or 0,
                "horns": group.get("horns", 0) or 0,
                "name": group["name"],
            }
        for _ in range(group["count"]):
            deck_cards.setdefault(group["deck"], []).append(len(card_kind))
            card_kind.append(kind)
            card_deck.append(group["deck"])
    if options.get("babylon_deck") == "stone2_brick1" and "babylon" in deck_cards:
        # The ISEP table's variant: one of Babylon's two Bricks is a Stone instead.
        bricks = [c for c in deck_cards["babylon"] if card_kind[c] == "brick"]
        if bricks:
            card_kind[bricks[-1]] = "stone"
    return kinds, card_kind, card_deck, deck_cards


def _compiled_wonders(content: dict[str, Any], options: dict[str, Any]) -> dict[str, Any]:
    wonders: dict[str, dict[str, Any]] = {}
    for wonder in content["wonders"]:
        stages = {}
        for stage in wonder["stages"]:
            has_effect = bool(stage.get("effect"))
            if wonder["effect"] == "add_shield" and options.get("rhodes_first_shield") == "2d":
                level_one = stage.get("level") == 1
                if level_one:
                    has_effect = stage["cost"]["kind"] == "different"
            stages[stage["id"]] = {
                "count": stage["cost"]["count"],
                "kind": stage["cost"]["kind"],
                "vp": stage["vp"],
                "effect": has_effect,
                "requires": list(stage.get("requires") or []),
                "level": stage.get("level", 1),
            }
        wonders[wonder["slug"]] = {
            "name": wonder["name"],
            "effect": wonder["effect"],
            "stages": stages,
            "order": [s["id"] for s in wonder["stages"]],
        }
    return wonders
