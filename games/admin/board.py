"""What a game's admin page shows: the board drawn as SVG from the view staff chose (the
spectator's or one seat's), and one page of the move log as that viewer reads it."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any

from django.core.paginator import Page, Paginator
from django.utils.safestring import SafeString, mark_safe

from games.models import Game
from games.rules_binding import game_rules
from games.selectors import game_view, move_for_viewer, seat_names

logger = logging.getLogger(__name__)
MOVES_PER_PAGE = 25
SPECTATOR = "spectator"


@dataclass(frozen=True)
class ViewerChoice:
    value: str  # "spectator" or a seat index
    label: str
    selected: bool


@dataclass(frozen=True)
class MoveRow:
    number: int
    actor: str
    text: str
    events: list[str]


@dataclass(frozen=True)
class BoardPage:
    svg: SafeString | None  # None: this game has no drawing, or it failed (logged)
    viewers: list[ViewerChoice]
    viewer: str  # the chosen choice's value, for links
    viewer_label: str
    moves: Page
    rows: list[MoveRow]


def viewer_parse(value: str, seats: int) -> int | None:
    """The seat index asked for, None (the spectator) for anything else."""
    try:
        seat = int(value)
    except ValueError:
        return None
    return seat if 0 <= seat < seats else None


def game_board_page(*, game: Game, viewer: str, moves_page: str) -> BoardPage:
    names = seat_names(game=game)
    seat = viewer_parse(viewer, len(names))
    choices = [ViewerChoice(SPECTATOR, "the spectator", seat is None)]
    choices += [
        ViewerChoice(str(i), f"seat {i}: {name}", seat == i) for i, name in enumerate(names)
    ]
    rules = game_rules(game)
    return BoardPage(
        svg=_drawn(game, rules, seat, names),
        viewers=choices,
        viewer=SPECTATOR if seat is None else str(seat),
        viewer_label=next(c.label for c in choices if c.selected),
        **_moves(game, rules, seat, names, moves_page),
    )


def _drawn(game: Game, rules: Any, seat: int | None, names: list[str]) -> SafeString | None:
    try:
        drawn = rules.draw(game_view(game=game, seat=seat), names)
    except Exception:  # a picture that cannot be drawn must not take the admin page down
        logger.exception("admin: the board of game %s could not be drawn", game.pk)
        return None
    # Safe: the drawing modules escape every text and attribute value they write.
    return None if drawn is None else mark_safe(drawn)


def _moves(
    game: Game, rules: Any, seat: int | None, names: list[str], moves_page: str
) -> dict[str, Any]:
    """One page of the move log, newest first (page 1 is what happened last), worded for the
    viewer."""
    paginator = Paginator(game.moves.order_by("-number"), MOVES_PER_PAGE)
    page = paginator.get_page(moves_page or 1)
    rows = []
    for move in page.object_list:
        shown = move_for_viewer(rules=rules, move=move, viewer=seat, names=names)
        actor = names[move.seat] if move.seat < len(names) else f"seat {move.seat}"
        rows.append(
            MoveRow(
                number=move.number,
                actor=actor,
                text=shown["text"] or json.dumps(shown["action"], ensure_ascii=False),
                events=[e["text"] or e["kind"] for e in shown["events"]],
            )
        )
    return {"moves": page, "rows": rows}
