"""What the box of 7 Wonders Architects can hold, and the checks of a content document against
it that an editor sees at the field (``at`` the member's path): the per-item bounds are in the
kinds' JSON Schemas (``content_kinds``), the ones across items (references, deck sizes) here.

Sources: /work/shared/rules/architects.json (``components``, ``decks``, ``stage_cost_codes``,
``card_kinds``, ``setup.conflict_tokens_by_player_count``) and architects.md.
"""

from __future__ import annotations

from typing import Any

from games.rules.architects.catalogue import CONTENT
from games.rules.input_words import EACH, at, shown
from games.rules.said import Param, Said

# Each Wonder's deck holds 25 cards, the central deck 60: 7 x 25 + 60 = 235 (``decks.note``).
WONDER_DECK_CARDS = 25
CENTRAL_DECK_CARDS = 60
# A stage's cost as printed on the Wonder piece: its code names the cards it takes.
STAGE_COST_CODES: dict[str, tuple[int, str]] = {
    "2d": (2, "different"),
    "2s": (2, "identical"),
    "3d": (3, "different"),
    "3s": (3, "identical"),
    "4d": (4, "different"),
}
FEWEST_CARDS_PAID, MOST_CARDS_PAID = 2, 4
# The box holds 15 progress tokens and 6 conflict tokens (``components``).
PROGRESS_TOKENS_IN_BOX = 15
CONFLICT_TOKENS_IN_BOX = 6
# The most a card prints of each (``card_kinds``): a gold coin, 3 points, a shield, 2 horns.
CARD_PRINTS_MOST = {"coins": 1, "vp": 3, "shields": 1, "horns": 2}


def _problem(message_id: str, **args: Param) -> Said:
    return Said(CONTENT, message_id, args)


def bounds_problems(content: dict[str, Any], wonder_slugs: set[str], central: str) -> list[Said]:
    """The problems of a (well-shaped) document that an editor fixes at one field."""
    errors: list[Said] = []
    for w, wonder in enumerate(content.get("wonders") or []):
        errors += _stage_problems(w, wonder)
    sizes: dict[str, int] = {}
    for i, group in enumerate(content["cards"]):
        deck = group.get("deck")
        if deck != central and deck not in wonder_slugs:
            known = shown(sorted(wonder_slugs) + [central])
            errors.append(at(("cards", i, "deck"), _problem("deck-unknown", known=known)))
        elif isinstance(group.get("count"), int):
            sizes[deck] = sizes.get(deck, 0) + group["count"]
    names = {w.get("slug"): w.get("name") for w in content.get("wonders") or []}
    for deck, found in sizes.items():
        size = CENTRAL_DECK_CARDS if deck == central else WONDER_DECK_CARDS
        if found != size:
            name = names.get(deck)
            said = _problem(
                "deck-size",
                central=str(deck == central),
                wonder=name if isinstance(name, dict) else str(deck),
                size=size,
                found=found,
            )
            # Said at every group's count: the one being edited shows it.
            errors.append(at(("cards", EACH, "count"), said))
    errors += _token_problems(content)
    return errors


def _stage_problems(w: int, wonder: Any) -> list[Said]:
    if not isinstance(wonder, dict):
        return []
    errors = []
    stages = [s for s in wonder.get("stages") or [] if isinstance(s, dict)]
    own = [s.get("id") for s in stages]
    for s, stage in enumerate(stages):
        where = ("wonders", w, "stages", s)
        code, cost = stage.get("cost_code"), stage.get("cost") or {}
        printed = STAGE_COST_CODES.get(code) if isinstance(code, str) else None
        if code is not None and printed is None:
            known = shown(list(STAGE_COST_CODES))
            errors.append(at((*where, "cost_code"), _problem("cost-code-unknown", known=known)))
        elif printed is not None and printed != (cost.get("count"), cost.get("kind")):
            said = _problem("cost-code-differs", code=str(code), count=printed[0], kind=printed[1])
            errors.append(at((*where, "cost_code"), said))
        for r, required in enumerate(stage.get("requires") or []):
            if required not in own or required == stage.get("id"):
                said = _problem("requirement-unknown", found=shown(required), known=shown(own))
                errors.append(at((*where, "requires", r), said))
    return errors


def _token_problems(content: dict[str, Any]) -> list[Said]:
    errors: list[Said] = []
    tokens = [t for t in content["progress_tokens"] if isinstance(t, dict)]
    copies = sum(t.get("copies", 1) for t in tokens if isinstance(t.get("copies", 1), int))
    if copies > PROGRESS_TOKENS_IN_BOX:
        said = _problem("tokens-in-box", box=PROGRESS_TOKENS_IN_BOX, found=copies)
        errors.append(at(("progress_tokens", "*", "copies"), said))
    face_up = content["settings"].get("progress_tokens_face_up", 3)
    if isinstance(face_up, int) and copies <= face_up:
        said = _problem("tokens-face-up", face_up=face_up, found=copies)
        errors.append(at(("settings", "progress_tokens_face_up"), said))
    conflict = content["settings"].get("conflict_tokens")
    if isinstance(conflict, dict):
        seats = {str(n) for n in range(2, 8)}
        if set(conflict) != seats:
            said = _problem("conflict-seats", fewest=2, most=7)
            errors.append(at(("settings", "conflict_tokens"), said))
    return errors
