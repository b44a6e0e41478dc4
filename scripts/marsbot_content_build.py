"""Build games/content/marsbot/content.json from the reference files in ../shared/rules/.

Run once when the reference data changes: ``python scripts/marsbot_content_build.py SHARED_DIR``.
It only reshapes facts (tracks, bonus cards, Tharsis hexes, project cards, ladders); the engine
reads the JSON it writes, never the reference files.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "games" / "content" / "marsbot" / "content.json"

TRACK_NAMES_PT = {
    "building": "Construção",
    "space": "Espaço",
    "event": "Evento",
    "science": "Ciência",
    "energy": "Energia",
    "earth": "Terra/Cidade",
    "plant": "Micróbio/Animal/Planta",
}
BONUS_NAMES_PT = {
    "B01": "Chuva de Meteoros",
    "B02": "Espécies Invasoras",
    "B03": "Pesquisa e Desenvolvimento",
    "B04": "Superação",
    "B05": "Construção Acelerada",
    "B06": "Lobistas",
    "B07": "Instância Neural Local",
    "B08": "Competição Corporativa (Tharsis)",
}
MILESTONE_PT = {
    "Terraformer": "Terraformador",
    "Mayor": "Prefeito",
    "Gardener": "Jardineiro",
    "Builder": "Construtor",
    "Planner": "Planejador",
}
AWARD_PT = {
    "Landlord": "Proprietário",
    "Banker": "Banqueiro",
    "Scientist": "Cientista",
    "Thermalist": "Termalista",
    "Miner": "Minerador",
}
MILESTONE_THRESHOLDS = {
    "Terraformer": ("tr", 35),
    "Mayor": ("cities", 3),
    "Gardener": ("greeneries", 3),
    "Builder": ("building_tags", 8),
    "Planner": ("cards_in_hand", 16),
}


def _space(space: dict) -> dict:
    icon = space["icon"]
    out: dict = {"pos": space["pos"], "icon": icon}
    if icon == "expansion_icon_disputed":
        out = {
            "pos": space["pos"],
            "icon": "expansion",
            "readings": {"venus": space["reading_1"], "floater": space["reading_2"]},
        }
    elif icon in ("raise_venus", "raise_venus_x2", "gain_floater", "gain_floater_x2"):
        out = {
            "pos": space["pos"],
            "icon": "expansion",
            "readings": {"venus": icon, "floater": icon},
        }
    if "amount" in space:
        out["amount"] = space["amount"]
    if "track" in space:
        out["track"] = space["track"].lower()
    return out


def build(shared: Path) -> dict:
    board = json.loads((shared / "marsbot_board.json").read_text())
    tharsis = json.loads((shared / "tharsis.json").read_text())
    cards = json.loads((shared / "tm_project_cards.json").read_text())
    ladder = [[12, 8], [13, 7], [14, 6], [15, 5], [16, 4], [17, 3], [18, 2], [19, 1]]
    return {
        "release": "marsbot-1",
        "board": "tharsis",
        "tracks": _tracks(board),
        "bonus_cards": _bonus_cards(board),
        "hexes": _hexes(tharsis),
        "milestones": _milestones(tharsis),
        "awards": _awards(tharsis),
        "project_cards": [_project_card(c) for c in cards],
        "mc_to_vp": {"base": ladder, "prelude": [[g - 2, r] for g, r in ladder]},
        "difficulties": board["difficulty"],
    }


def _tracks(board: dict) -> list[dict]:
    tracks = []
    for track in board["tracks"]:
        slug = track["name"].lower()
        tracks.append(
            {
                "slug": slug,
                "name": {"en": track["name"], "pt-BR": TRACK_NAMES_PT[slug]},
                "tags": track["tags"],
                "production": track["decrease_production_maps_here"],
                "spaces": [_space(s) for s in track["spaces"]],
            }
        )
    return tracks


def _bonus_cards(board: dict) -> list[dict]:
    return [
        {
            "id": c["id"],
            "name": {"en": c["name"], "pt-BR": BONUS_NAMES_PT[c["id"]]},
            "effect": c["effect"],
            **({"options": c["options"]} if "options" in c else {}),
        }
        for c in board["bonus_cards"]
    ]


def _hexes(tharsis: dict) -> list[dict]:
    return [
        {
            "id": h["id"],
            "row": h["row"],
            "pos": h["pos"],
            "reserved_ocean": h["reserved_ocean"],
            "bonus": h["bonus"],
            "adjacent": h["adjacent"],
            "edge": h["edge"],
            "reserved_for": "noctis_city" if h.get("named_area") == "Noctis City" else None,
        }
        for h in tharsis["hexes"]
    ]


def _milestones(tharsis: dict) -> list[dict]:
    return [
        {
            "slug": m["name"].lower(),
            "name": {"en": m["name"], "pt-BR": MILESTONE_PT[m["name"]]},
            "human_value": MILESTONE_THRESHOLDS[m["name"]][0],
            "threshold": MILESTONE_THRESHOLDS[m["name"]][1],
            "marsbot": m["marsbot"],
        }
        for m in tharsis["milestones"]["list"]
    ]


def _awards(tharsis: dict) -> list[dict]:
    return [
        {
            "slug": a["name"].lower(),
            "name": {"en": a["name"], "pt-BR": AWARD_PT[a["name"]]},
            "criterion": a["criterion"],
            "marsbot": a["marsbot"],
        }
        for a in tharsis["awards"]["list"]
    ]


_CARD_KEYS = (
    "number",
    "name",
    "cost",
    "tags",
    "marsbot_tags",
    "type",
    "deck",
    "vp",
    "vp_icon_nonnegative",
)


def _project_card(c: dict) -> dict:
    return {k: c[k] for k in _CARD_KEYS} | (
        {"tag_order_uncertain": True} if c.get("tag_order_uncertain") else {}
    )


if __name__ == "__main__":
    shared = Path(sys.argv[1] if len(sys.argv) > 1 else "/work/shared/rules")
    OUT.write_text(json.dumps(build(shared), indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {OUT}")
