"""Automa players: a quick heuristic ("basic") and information-set MCTS ("strong")."""

from __future__ import annotations

import random
from typing import Any

from .content import CENTRAL, RESOURCES, SCIENCE
from .military import shields
from .science import FACE_DOWN, science_sets, token_choices
from .stages import COIN, available_stages, economy_available, payments, uses_economy
from .state import State, kind_counts, left_seat, right_seat, token_active, wonder_of
from .turn import raw_legal_actions

STRONG_BUDGET = 160  # playouts shared out by seat count: 80 at 2 seats, 22 at 7

TOKEN_WEIGHTS = {
    "culture": 5.0,
    "decor": 4.5,
    "education": 4.0,
    "tactics": 4.0,
    "engineering": 4.0,
    "economy": 3.0,
    "architecture": 3.0,
    "jewellery": 3.0,
    "urbanism": 3.0,
    "crafts": 3.0,
    "science": 2.5,
    "propaganda": 2.5,
    "strategy": 2.0,
    "politics": 1.0,
}
UNKNOWN_CARD = 2.5


def _can_build(state: State, seat: int, counts: dict[str, int]) -> int:
    """VP of the best stage affordable with ``counts`` (0 when none)."""
    wonder = wonder_of(state, seat)
    engineering = token_active(state, seat, "engineering")
    economy = economy_available(state, seat)
    best = 0
    for sid in available_stages(state, seat):
        cost = wonder["stages"][sid]
        if payments(cost, counts, engineering, economy):
            best = max(best, cost["vp"] + (3 if cost["effect"] else 0) + 1)
    return best


def card_value(state: State, seat: int, kind: str, counts: dict[str, int]) -> float:
    """How much the seat gains from one more card of ``kind`` now (a rough estimate)."""
    data = state["catalog"]["kinds"][kind]
    after = dict(counts)
    after[kind] = after.get(kind, 0) + 1
    value = 0.0
    if kind in RESOURCES or kind == COIN:
        now = _can_build(state, seat, counts)
        later = _can_build(state, seat, after)
        value = 2.0 + (8.0 + later / 2 if later and not now else 0.0)
        value += 0.5 if kind == COIN else 0.0
    elif data["science"]:
        if token_choices(state) and len(science_sets(after)) > len(science_sets(counts)):
            value = 7.0
        else:
            value = 2.0 + sum(1 for s in SCIENCE if counts.get(s, 0)) * 0.5
    elif data["color"] == "blue":
        value = data["vp"] + (1.5 if data["cat"] and state["cat"] != seat else 0.0)
    elif data["color"] == "red":
        value = 1.5 + _battle_bonus(state, seat, data["horns"])
    for slug in state["players"][seat]["tokens"]:
        trigger = state["catalog"]["tokens"][slug].get("trigger") or {}
        if kind in trigger.get("kinds", ()) and slug not in state["turn"]["used"]:
            value += 1.0
    return value


def _battle_bonus(state: State, seat: int, horns: int) -> float:
    """Extra tokens won if this red card's shield (and horns) fight in the coming Battle."""
    conflict = state["conflict"]
    any_flip = state["options"].get("battle_trigger", "last_token") == "any_flip"
    coming = (
        state["turn"]["battle"]
        or (any_flip and horns > 0)
        or conflict["battle"] + horns >= conflict["total"]
    )
    if not coming:
        return 0.0
    mine = shields(state, seat)
    n = len(state["players"])
    rivals = {left_seat(state, seat), right_seat(state, seat)}
    before = after = 0
    for r in rivals:
        theirs = shields(state, r)
        if n == 2:
            before += (mine > theirs) + (mine > theirs and mine >= 2 * theirs and mine >= 2)
            m = mine + 1
            after += (m > theirs) + (m > theirs and m >= 2 * theirs and m >= 2)
        else:
            before += mine > theirs
            after += mine + 1 > theirs
    return 3.0 * (after - before)


def _deck_value(
    state: State, seat: int, deck: str, counts: dict[str, int], central_kind: str | None
) -> float:
    cards = state["decks"][deck]
    if deck == CENTRAL:
        if central_kind is None:
            return UNKNOWN_CARD
        return card_value(state, seat, central_kind, counts)
    return card_value(state, seat, state["catalog"]["card_kind"][cards[-1]], counts)


def action_value(
    state: State, seat: int, action: dict[str, Any], counts: dict[str, int], central: str | None
) -> float:
    kind = action["type"]
    if kind in ("take_card", "take_extra_card"):
        return _deck_value(state, seat, action["deck"], counts, central)
    if kind == "build_stage":
        cost = wonder_of(state, seat)["stages"][action["stage"]]
        cards = action["cards"]
        value: float = 20.0 + cost["vp"] + (3 if cost["effect"] else 0) - 0.3 * cards.count(COIN)
        # Spend the resources we hold most of, keep the rare ones.
        value += 0.05 * sum(counts.get(k, 0) for k in cards if k != COIN)
        return value + (0.5 if uses_economy(cost, cards) else 0.0)
    if kind == "choose_progress_token":
        token = action["token"]
        owned = state["players"][seat]["tokens"]
        if token == FACE_DOWN:
            weight = 3.0
        else:
            weight = TOKEN_WEIGHTS.get(token, 2.0)
            if token == "culture" and "culture" in owned:
                weight = 9.0
            if token == "strategy":
                weight += state["players"][seat]["military"]
        used = action["cards"]
        keep = sum(counts.get(s, 0) for s in SCIENCE) - len(used)
        return 15.0 + weight + 0.1 * keep + 0.01 * sum(counts.get(s, 0) for s in used)
    if kind == "choose_deck":
        return float(len(state["decks"][action["deck"]]))
    if kind == "pick_card":
        return card_value(state, seat, action["kind"], counts)
    if kind == "use_wonder_effect":
        return 1.0
    return 0.0


def heuristic_choice(
    state: State,
    seat: int,
    legal: list[dict[str, Any]],
    rng: random.Random,
    central_kind: str | None,
) -> dict[str, Any]:
    """The best-valued legal action; ties broken by ``rng``."""
    counts = kind_counts(state, seat)
    best: list[dict[str, Any]] = []
    best_value = float("-inf")
    for action in legal:
        value = action_value(state, seat, action, counts, central_kind)
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif abs(value - best_value) <= 1e-9:
            best.append(action)
    return best[0] if len(best) == 1 else rng.choice(best)


def rollout_policy(ruleset: Any, state: State, seat: int, rng: random.Random) -> dict[str, Any]:
    """The search playouts' policy: the basic heuristic on the sampled state, 10 % random.

    (In a playout every seat is simulated, so the central card stays unknown to it.)
    """
    state = ruleset.with_content(state)
    legal = raw_legal_actions(state, seat)
    if len(legal) == 1 or rng.random() < 0.1:
        return legal[rng.randrange(len(legal))]
    return heuristic_choice(state, seat, legal, rng, None)


def basic_choice(
    ruleset: Any, view: dict[str, Any], seat: int, rng: random.Random
) -> dict[str, Any]:
    legal = view["legal_actions"]
    if not legal:
        raise ValueError(f"seat {seat} has nothing to decide")
    if len(legal) == 1:
        return dict(legal[0])
    state = ruleset.with_content(ruleset.determinize(view, seat, rng))
    peek = view.get("peek")
    return dict(heuristic_choice(state, seat, legal, rng, peek["kind"] if peek else None))


def strong_choice(
    ruleset: Any, view: dict[str, Any], seat: int, rng: random.Random
) -> dict[str, Any]:
    legal = view["legal_actions"]
    if len(legal) == 1:
        return dict(legal[0])
    from games.rules.search import ismcts_choose  # written separately; imported when needed

    iterations = max(16, STRONG_BUDGET // view["seats"])
    return ismcts_choose(
        ruleset, view, seat, rng, iterations=iterations, rollout_policy=rollout_policy
    )
