"""What one seat (or a spectator) may see, the redacted move log, and determinization."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from games.rules.revision import rules_revision
from games.rules.saboteur import paths
from games.rules.saboteur.content import START, Tables, tables
from games.rules.saboteur.deck import full_deck
from games.rules.saboteur.knowledge import known_discards, known_hands
from games.rules.saboteur.legal import to_act
from games.rules.saboteur.roles import role_deck

BROKEN_CARD = {"pickaxe": "BROKEN_PICK", "lantern": "BROKEN_LAMP", "cart": "BROKEN_CART"}


def view(state: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """The table as ``seat`` sees it; hidden cards and roles of others never appear."""
    t = tables(state)
    over = state["phase"] == "over"
    seats = []
    for s in range(state["seats"]):
        f = state["front"][s]
        seats.append(
            {
                "seat": s,
                "hand_size": len(state["hands"][s]),
                "broken": list(f["broken"]),
                "trapped": f["trapped"],
                "theft": f["theft"],
                "gold": state["gold"][s],
                "hat_swapped_at": state["hat_swapped_at"][s],
                "hostility": state["hostility"][s],
            }
        )
    grid = []
    for k, (card, rot) in sorted(state["grid"].items()):
        x, y = paths.unkey(k)
        grid.append({"x": x, "y": y, "card": card, "rotation": rot})
    goals = []
    for i, g in enumerate(state["goals"]):
        entry = {"goal": i, "x": g["x"], "y": g["y"], "revealed": g["revealed"]}
        if g["revealed"]:
            entry["card"] = g["card"]
            entry["rotation"] = g["rotation"]
        goals.append(entry)
    out: dict[str, Any] = {
        "game": "saboteur",
        "seats_count": state["seats"],
        "seat": seat,
        "rules_revision": rules_revision(state),
        "round": state["round"],
        "rounds": t.rules["rounds"],
        "phase": state["phase"],
        "to_act": list(to_act(state)),
        "turn": state["turn"] if not over else None,
        "options": dict(state["options"]),
        "content_key": state["content_key"],
        "grid": grid,
        "goals": goals,
        "seats": seats,
        "draw_pile_size": len(state["draw"]),
        "removed_count": len(state["removed"]),
        "discard_public": sorted(state["discard"]["public"]),
        "discard_hidden_count": len(state["discard"]["hidden"]),
        "role_pool_size": len(state["role_pool"]),
        "role_discard_count": len(state["role_discard"]),
        "theft_order": list(state["theft_order"]),
        "last_actor": state["last_actor"],
        "step": state["step"],
        "round_results": [dict(r) for r in state["round_results"]],
        "events": [e for e in state["log"] if e["seat"] is None or e["seat"] == seat],
        "pending": dict(state["pending"]) if state["pending"] else None,
    }
    if seat is not None:
        out["hand"] = list(state["hands"][seat])
        out["role"] = state["roles"][seat]
        out["knowledge"] = [dict(k) for k in state["knowledge"][seat]]
    return out


def seen_cards(v: dict[str, Any], t: Tables) -> Counter[str]:
    """Cards the viewer can place: own hand, the maze, cards in front of seats, face-up discards."""
    seen: Counter[str] = Counter(v.get("hand", []))
    for cell in v["grid"]:
        if cell["card"] != START and cell["card"] not in t.goal_cards:
            seen[cell["card"]] += 1
    for s in v["seats"]:
        for tool in s["broken"]:
            seen[BROKEN_CARD[tool]] += 1
        seen["TRAPPED"] += s["trapped"]
        seen["THEFT"] += s["theft"]
    seen.update(v["discard_public"])
    return seen


def known_roles(v: dict[str, Any]) -> dict[int, str]:
    """Roles the viewer knows now: its own and inspections not undone by a Swap Your Hats."""
    known = {}
    for k in v.get("knowledge", []):
        if k["kind"] == "inspection" and v["seats"][k["seat"]]["hat_swapped_at"] < k["step"]:
            known[k["seat"]] = k["role"]
    if v.get("seat") is not None:
        known[v["seat"]] = v["role"]
    return known


def known_goals(v: dict[str, Any]) -> dict[int, str]:
    known = {g["goal"]: g["card"] for g in v["goals"] if g["revealed"]}
    for k in v.get("knowledge", []):
        if k["kind"] == "map":
            known[k["goal"]] = k["card"]
    return known


def determinize(
    v: dict[str, Any], seat: int, rng: random.Random, *, suspicion: float = 0.0
) -> dict[str, Any]:
    """A full state consistent with the view: unseen cards, roles and goals re-sampled.

    With ``suspicion`` > 0, seats with a record of acts against others are likelier to be dealt
    a saboteur card (a belief, used by the strong automa); 0 samples roles uniformly.
    """
    t = tables(v)
    unseen = Counter(full_deck(t))
    unseen.subtract(seen_cards(v, t))
    # Cards the seat discarded face down, or knows another seat to hold, are not re-dealt.
    discarded = known_discards(v) & unseen
    unseen.subtract(discarded)
    held = {}
    for s, cards in known_hands(v).items():
        held[s] = Counter(cards) & unseen
        unseen.subtract(held[s])
    pool = sorted(unseen.elements())
    rng.shuffle(pool)
    n = v["seats_count"]
    hands: list[list[str]] = []
    for s in range(n):
        if s == seat:
            hands.append(list(v["hand"]))
        else:
            known = sorted(held.get(s, Counter()).elements())
            size = v["seats"][s]["hand_size"] - len(known)
            hands.append(sorted(known + pool[:size]))
            pool = pool[size:]
    draw = pool[: v["draw_pile_size"]]
    pool = pool[v["draw_pile_size"] :]
    removed = sorted(pool[: v["removed_count"]])
    hidden = sorted(discarded.elements()) + pool[v["removed_count"] :]
    # Roles: keep what is known, sample the rest from the dwarf cards not accounted for.
    known_role = known_roles(v)
    roles_left = Counter(role_deck(t))
    roles_left.subtract(known_role.values())
    role_cards = sorted(roles_left.elements())
    rng.shuffle(role_cards)
    roles: list[str] = [known_role.get(s, "") for s in range(n)]
    for s in range(n):
        if s in known_role:
            continue
        pick = len(role_cards) - 1
        hostility = v["seats"][s].get("hostility", 0)
        if suspicion and hostility and "saboteur" in role_cards:
            weights = [
                (1.0 + suspicion * hostility) if r == "saboteur" else 1.0 for r in role_cards
            ]
            pick = rng.choices(range(len(role_cards)), weights=weights)[0]
        roles[s] = role_cards.pop(pick)
    role_pool = role_cards[: v["role_pool_size"]]
    role_discard = role_cards[v["role_pool_size"] :]
    # Goals: revealed and mapped ones are fixed, the others shuffled among the remaining cards.
    kg = known_goals(v)
    left = [c for c in t.goal_cards if c not in kg.values()]
    rng.shuffle(left)
    goals = []
    for g in v["goals"]:
        card = kg[g["goal"]] if g["goal"] in kg else left.pop()
        goals.append(
            {
                "x": g["x"],
                "y": g["y"],
                "card": card,
                "revealed": g["revealed"],
                "rotation": g.get("rotation", 0),
            }
        )
    pending = v["pending"]
    return {
        "state_version": 2,
        "content_key": v["content_key"],
        "options": dict(v["options"]),
        "seed": rng.randrange(2**62),
        "rules_revision": v.get("rules_revision", 1),
        "step": v["step"],
        "seats": n,
        "round": v["round"],
        "phase": v["phase"],
        "turn": v["turn"] if v["turn"] is not None else 0,
        "last_actor": v["last_actor"],
        "grid": {paths.key(c["x"], c["y"]): [c["card"], c["rotation"]] for c in v["grid"]},
        "goals": goals,
        "hands": hands,
        "draw": draw,
        "removed": removed,
        "discard": {"public": list(v["discard_public"]), "hidden": hidden},
        "roles": roles,
        "role_pool": role_pool,
        "role_discard": role_discard,
        "front": [
            {"broken": list(s["broken"]), "trapped": s["trapped"], "theft": s["theft"]}
            for s in v["seats"]
        ],
        "theft_order": list(v["theft_order"]),
        "gold": [s["gold"] for s in v["seats"]],
        "gold_log": _gold_log(v),
        "knowledge": [list(v["knowledge"]) if s == seat else [] for s in range(n)],
        "hat_swapped_at": [s["hat_swapped_at"] for s in v["seats"]],
        "hostility": [s["hostility"] for s in v["seats"]],
        "log": [],
        "round_results": [dict(r) for r in v["round_results"]],
        "pending": {"kind": pending["kind"], "queue": list(pending["queue"])} if pending else None,
    }


def _gold_log(v: dict[str, Any]) -> list[dict[str, int]]:
    """Per-seat breakdown rebuilt from the public round results (gold totals are public)."""
    logs = [{"shares": 0, "crystals": 0, "thefts": 0} for _ in v["seats"]]
    for r in v["round_results"]:
        for s, log in enumerate(logs):
            log["shares"] += r["shares"][s]
            log["crystals"] += r["crystal_gold"][s]
        for thief, victim in r["thefts"]:
            logs[thief]["thefts"] += 1
            logs[victim]["thefts"] -= 1
    return logs
