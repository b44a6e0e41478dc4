"""What one seat (or a spectator) may see, and rebuilding a full state from such a view.

A seat's decks are not repeated per player: its left deck is its own Wonder's, its right deck
the Wonder's of the seat before it (``wonders`` lists them in seat order).

Hidden: the seed, the order of every deck, the central deck's top card (except the Cat holder's
start-of-turn peek, for that seat only), the face-down Progress tokens' order and, by default,
the cards Halicarnassus looks at (for everyone but their owner).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from games.rules.revision import rules_revision

from .content import CENTRAL
from .military import shields
from .state import STATE_VERSION, State, card_json, kind_counts
from .turn import raw_legal_actions


def _player_view(state: State, seat: int) -> dict[str, Any]:
    player = state["players"][seat]
    counts = kind_counts(state, seat)
    return {
        "seat": seat,
        "wonder": state["wonders"][seat],
        "stages_built": list(player["stages"]),
        "cards": [card_json(state, c) for c in player["cards"]],
        "cards_by_kind": dict(sorted(counts.items())),
        "shields": shields(state, seat),
        "progress_tokens": list(player["tokens"]),
        "military_tokens": player["military"],
        "has_cat": state["cat"] == seat,
    }


def peek_visible(state: State, seat: int | None) -> bool:
    """Whether ``seat`` sees the central top card it peeked at with the Cat.

    Revision 2: every seat that peeked at it remembers it while it stays on top, after its
    turn and after the Cat has moved on; revision 1 showed it during the peeking turn only.
    """
    peek: dict[str, Any] | None = state["peek"]
    central = state["decks"][CENTRAL]
    if peek is None or not central or central[-1] != peek["card"]:
        return False
    if rules_revision(state) >= 2:
        seen_by: list[int] = peek.get("seen_by", [peek["seat"]])
        return seat in seen_by
    return bool(seat == peek["seat"] and seat == state["turn"]["seat"])


def _decision(state: State) -> dict[str, Any] | None:
    """What the seat to act is deciding now, for an app to title its prompt."""
    if state["over"]:
        return None
    if state["pending"]:
        top = state["pending"][-1]
        return {"seat": top["seat"], "kind": top["kind"], "reason": top.get("reason")}
    turn = state["turn"]
    kind = "take_card" if turn["phase"] == "draw" else "turn_actions"
    return {"seat": turn["seat"], "kind": kind, "reason": "turn"}


def make_view(state: State, seat: int | None) -> dict[str, Any]:
    """The table as ``seat`` sees it (``None``: a spectator)."""
    decks = {}
    for deck, cards in state["decks"].items():
        top = card_json(state, cards[-1]) if cards and deck != CENTRAL else None
        decks[deck] = {"size": len(cards), "top": top}
    looking = None
    if state["looking"] is not None:
        look = state["looking"]
        shown = seat == look["seat"] or state["options"]["halicarnassus_cards_public"]
        looking = {
            "seat": look["seat"],
            "deck": look["deck"],
            "count": len(look["cards"]),
            "cards": [card_json(state, c) for c in look["cards"]] if shown else None,
        }
    to_act = () if state["over"] else (state["turn"]["seat"],)
    return {
        "game": "architects",
        "release": state["release"],
        "viewer": seat,
        "rules_revision": rules_revision(state),
        "seats": len(state["players"]),
        "step": state["step"],
        "options": state["options"],
        "wonders": list(state["wonders"]),
        "players": [_player_view(state, s) for s in range(len(state["players"]))],
        "decks": decks,
        "discard": [card_json(state, c) for c in state["discard"]],
        "progress_tokens": {
            "face_up": list(state["progress"]["face_up"]),
            "face_down_count": len(state["progress"]["stack"]),
        },
        "conflict": dict(state["conflict"]),
        "cat": state["cat"],
        "turn": {k: (list(v) if isinstance(v, list) else v) for k, v in state["turn"].items()},
        "pending": [dict(p) for p in state["pending"]],
        "decision": _decision(state),
        "looking": looking,
        "peek": card_json(state, state["peek"]["card"]) if peek_visible(state, seat) else None,
        "to_act": list(to_act),
        "legal_actions": raw_legal_actions(state, seat)
        if seat is not None and seat in to_act
        else [],
        "events": [e for e in state["events"] if e["seat"] is None or e["seat"] == seat],
        "over": state["over"],
        "end_reason": state["end_reason"],
    }


def determinize(
    view: dict[str, Any], seat: int, rng: random.Random, catalog: dict[str, Any]
) -> State:
    """A full working state agreeing with ``view``; unseen cards and tokens are re-sampled."""
    players = [
        {
            "cards": [c["id"] for c in p["cards"]],
            "stages": list(p["stages_built"]),
            "tokens": list(p["progress_tokens"]),
            "military": p["military_tokens"],
        }
        for p in view["players"]
    ]
    discard = [c["id"] for c in view["discard"]]
    decks, looking = _decks_dealt(view, rng, catalog, _cards_seen(view, players, discard))
    box = sorted(c for d, ids in catalog["deck_cards"].items() if d not in decks for c in ids)
    stack = _tokens_stacked(view, rng, catalog, players)
    revision = view.get("rules_revision", 1)
    turn = dict(view["turn"])
    for key, value in turn.items():
        if isinstance(value, list):
            turn[key] = list(value)
    return {
        "game": "architects",
        "state_version": STATE_VERSION,
        "release": view["release"],
        "seed": rng.getrandbits(63),
        "rules_revision": revision,
        "step": view["step"],
        "options": view["options"],
        "catalog": catalog,
        "wonders": list(view["wonders"]),
        "decks": decks,
        "box": box,
        "discard": discard,
        "players": players,
        "progress": {"face_up": list(view["progress_tokens"]["face_up"]), "stack": stack},
        "conflict": dict(view["conflict"]),
        "cat": view["cat"],
        "turn": turn,
        "pending": [dict(p) for p in view["pending"]],
        "looking": looking,
        "peek": _peek(view["peek"], seat, revision),
        "over": view["over"],
        "end_reason": view["end_reason"],
        "events": [],
    }


def _cards_seen(
    view: dict[str, Any], players: list[dict[str, Any]], discard: list[int]
) -> set[int]:
    """The cards the viewer sees: in front of seats, discarded, on top, peeked or looked at."""
    visible: set[int] = set(discard)
    for p in players:
        visible.update(p["cards"])
    for info in view["decks"].values():
        if info["top"] is not None:
            visible.add(info["top"]["id"])
    if view["peek"] is not None:
        visible.add(view["peek"]["id"])
    look = view["looking"]
    if look is not None and look["cards"] is not None:
        visible.update(c["id"] for c in look["cards"])
    return visible


def _decks_dealt(
    view: dict[str, Any], rng: random.Random, catalog: dict[str, Any], visible: set[int]
) -> tuple[dict[str, list[int]], dict[str, Any] | None]:
    """Each deck's unseen cards shuffled under its known top, and the cards being looked at."""
    peek, look = view["peek"], view["looking"]
    decks: dict[str, list[int]] = {}
    looking = None
    for deck, info in view["decks"].items():
        unseen = [c for c in catalog["deck_cards"][deck] if c not in visible]
        rng.shuffle(unseen)
        if look is not None and look["deck"] == deck:
            if look["cards"] is not None:
                lifted = [c["id"] for c in look["cards"]]
            else:
                lifted, unseen = unseen[: look["count"]], unseen[look["count"] :]
            looking = {"seat": look["seat"], "deck": deck, "cards": lifted}
        if info["top"] is not None:
            unseen.append(info["top"]["id"])
        elif deck == CENTRAL and peek is not None:
            unseen.append(peek["id"])
        decks[deck] = unseen
    return decks, looking


def _tokens_stacked(
    view: dict[str, Any],
    rng: random.Random,
    catalog: dict[str, Any],
    players: list[dict[str, Any]],
) -> list[str]:
    """The progress tokens not face up nor taken, shuffled."""
    hidden_tokens = Counter(catalog["token_instances"])
    hidden_tokens.subtract(view["progress_tokens"]["face_up"])
    for p in players:
        hidden_tokens.subtract(p["tokens"])
    stack = sorted(hidden_tokens.elements())
    rng.shuffle(stack)
    return stack


def _peek(peek: dict[str, Any] | None, seat: int, revision: int) -> dict[str, Any] | None:
    """The viewer's own peek in a rebuilt state (other seats' peeks are theirs to know)."""
    if peek is None:
        return None
    out: dict[str, Any] = {"seat": seat, "card": peek["id"]}
    if revision >= 2:
        out["seen_by"] = [seat]
    return out
