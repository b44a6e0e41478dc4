"""The maze: tile connectivity, fitting a card, reachability from the start and the ladders.

The maze is a graph of (cell, group) nodes. The start card's group and every ladder group hang
from one virtual "surface" node (reference 6.3), so a group is connected when the surface
reaches it. Face-down goal cards are not part of the graph: they only get turned over.
"""

from __future__ import annotations

from typing import Any

from games.rules.saboteur.content import DIRECTIONS, START, Shape, Tables

Grid = dict[str, list[Any]]  # "x,y" -> [card, rotation]
Node = tuple[str, int]  # (cell key, group index)


def key(x: int, y: int) -> str:
    return f"{x},{y}"


def unkey(k: str) -> tuple[int, int]:
    x, y = k.split(",")
    return int(x), int(y)


def shape_at(t: Tables, grid: Grid, k: str) -> Shape | None:
    cell = grid.get(k)
    return None if cell is None else t.shapes[(cell[0], cell[1])]


def group_with(shape: Shape, bit: int) -> int:
    """Index of the group holding edge ``bit`` (-1 if the edge is rock)."""
    for i, m in enumerate(shape.groups):
        if m & bit:
            return i
    return -1


def reachable(t: Tables, grid: Grid, avoid_door: str | None = None) -> set[Node]:
    """Every (cell, group) connected to the surface; groups with an ``avoid_door`` are skipped."""
    seen: set[Node] = set()
    todo: list[Node] = []
    for k, (card, rot) in grid.items():
        shape = t.shapes[(card, rot)]
        for i, is_ladder in enumerate(shape.ladder):
            if (is_ladder or card == START) and (avoid_door is None or shape.door[i] != avoid_door):
                seen.add((k, i))
                todo.append((k, i))
    while todo:
        k, g = todo.pop()
        x, y = unkey(k)
        mask = t.shapes[tuple(grid[k])].groups[g]
        for bit, dx, dy, opp in DIRECTIONS:
            if not mask & bit:
                continue
            nk = key(x + dx, y + dy)
            cell = grid.get(nk)
            if cell is None:
                continue
            nshape = t.shapes[(cell[0], cell[1])]
            ng = group_with(nshape, opp)
            if ng < 0 or (nk, ng) in seen:
                continue
            if avoid_door is not None and nshape.door[ng] == avoid_door:
                continue
            seen.add((nk, ng))
            todo.append((nk, ng))
    return seen


def hidden_goal_cells(state: dict[str, Any]) -> set[str]:
    return {key(g["x"], g["y"]) for g in state["goals"] if not g["revealed"]}


def goal_cells(state: dict[str, Any]) -> set[str]:
    return {key(g["x"], g["y"]) for g in state["goals"]}


def fit_problem(
    t: Tables,
    state: dict[str, Any],
    card: str,
    rot: int,
    x: int,
    y: int,
    reach: set[Node],
) -> str | None:
    """Why ``card`` may not lie at (x, y) turned ``rot``; None when it fits (reference 6.2)."""
    grid = state["grid"]
    k = key(x, y)
    if k in grid or k in hidden_goal_cells(state):
        return "cell_occupied"
    shape = t.shapes[(card, rot)]
    ladder = any(shape.ladder)
    goals = goal_cells(state)
    strict_goals = state["options"].get("hidden_goals_constrain", False)
    joined = connected = False
    for bit, dx, dy, opp in DIRECTIONS:
        nk = key(x + dx, y + dy)
        if ladder and nk in goals:
            return "ladder_next_to_goal"
        cell = grid.get(nk)
        if cell is None:
            continue
        nshape = t.shapes[(cell[0], cell[1])]
        mine = bool(shape.openings & bit)
        theirs = bool(nshape.openings & opp)
        if mine != theirs:
            return "edges_do_not_fit"
        if mine:
            joined = True
            if (nk, group_with(nshape, opp)) in reach:
                connected = True
    if strict_goals:
        for bit, dx, dy, _opp in DIRECTIONS:
            if key(x + dx, y + dy) in hidden_goal_cells(state) and not shape.openings & bit:
                return "edges_do_not_fit"
    if not joined:
        return "not_adjacent_to_path"
    if ladder or not state["options"].get("must_connect_to_start", True):
        return None
    if not connected:
        return "not_connected_to_start"
    return None


def candidate_cells(state: dict[str, Any], t: Tables) -> list[tuple[int, int]]:
    """Empty cells next to an opening of any placed card: the only cells a card can join."""
    grid = state["grid"]
    blocked = hidden_goal_cells(state)
    out: set[tuple[int, int]] = set()
    for k, (card, rot) in grid.items():
        x, y = unkey(k)
        openings = t.shapes[(card, rot)].openings
        for bit, dx, dy, _opp in DIRECTIONS:
            if openings & bit:
                nk = key(x + dx, y + dy)
                if nk not in grid and nk not in blocked:
                    out.add((x + dx, y + dy))
    return sorted(out)


def cell_needs(
    t: Tables, state: dict[str, Any], x: int, y: int, reach: set[Node], goals: set[str]
) -> tuple[int, int, int, bool]:
    """Edge masks a card at (x, y) must meet: (open, closed, connected) and "next to a goal"."""
    grid = state["grid"]
    need_open = need_closed = connected = 0
    near_goal = False
    for bit, dx, dy, opp in DIRECTIONS:
        nk = key(x + dx, y + dy)
        if nk in goals:
            near_goal = True
        cell = grid.get(nk)
        if cell is None:
            continue
        nshape = t.shapes[(cell[0], cell[1])]
        if nshape.openings & opp:
            need_open |= bit
            if (nk, group_with(nshape, opp)) in reach:
                connected |= bit
        else:
            need_closed |= bit
    return need_open, need_closed, connected, near_goal


def placements(
    state: dict[str, Any], t: Tables, cards: list[str]
) -> list[tuple[str, int, int, int]]:
    """Every legal (card, x, y, rotation) for the distinct path cards in ``cards``.

    The same rule as ``fit_problem``, checked with edge masks computed once per cell.
    """
    if not cards:
        return []
    reach = reachable(t, state["grid"])
    goals = goal_cells(state)
    hidden = hidden_goal_cells(state)
    strict_goals = state["options"].get("hidden_goals_constrain", False)
    must_connect = state["options"].get("must_connect_to_start", True)
    needs = []
    for x, y in candidate_cells(state, t):
        need_open, need_closed, connected, near_goal = cell_needs(t, state, x, y, reach, goals)
        if strict_goals:
            for bit, dx, dy, _opp in DIRECTIONS:
                if key(x + dx, y + dy) in hidden:
                    need_open |= bit
        needs.append((x, y, need_open, need_open | need_closed, connected, near_goal))
    out = []
    for card in sorted(set(cards)):
        for rot in (0, 180):
            shape = t.shapes[(card, rot)]
            ladder = any(shape.ladder)
            op = shape.openings
            for x, y, need_open, touched, connected, near_goal in needs:
                if op & touched != need_open or not op & need_open:
                    continue
                if ladder:
                    if near_goal:
                        continue
                elif must_connect and not op & connected:
                    continue
                out.append((card, x, y, rot))
    return out


def goals_reached(state: dict[str, Any], t: Tables, reach: set[Node]) -> list[int]:
    """Indexes of face-down goals that a connected opening now faces (open point 3)."""
    return list(goals_reached_from(state, t, reach))


def goals_reached_from(state: dict[str, Any], t: Tables, reach: set[Node]) -> dict[int, str]:
    """Face-down goals that a connected opening now faces, each with that opening's cell."""
    grid = state["grid"]
    found: dict[int, str] = {}
    for i, goal in enumerate(state["goals"]):
        if goal["revealed"]:
            continue
        for _bit, dx, dy, opp in DIRECTIONS:
            nk = key(goal["x"] + dx, goal["y"] + dy)
            cell = grid.get(nk)
            if cell is None:
                continue
            nshape = t.shapes[(cell[0], cell[1])]
            g = group_with(nshape, opp)
            if g >= 0 and (nk, g) in reach:
                found[i] = nk
                break
    return found


def reveal_goals(
    state: dict[str, Any],
    t: Tables,
    placed: str,
    *,
    chain: bool,
    fit_reaching: bool = False,
    fit_tunnel: bool = False,
) -> list[int]:
    """Turn over every face-down goal the maze now reaches; the indexes, in reveal order.

    A turned goal joins the maze, so its tunnels may reach another face-down goal (through
    cards lying cut off until then): with ``chain`` that goal turns over in the same move too,
    until nothing changes. The first goals are laid to fit the card just ``placed``; a chained
    one fits the card through which it was reached. With ``fit_reaching`` (revision 3) so does
    a first goal the card just placed does not touch: that card joined the start to an earlier
    card facing the goal, and the goal is to continue that card's tunnel (reference 6.4).
    With ``fit_tunnel`` (revision 4) the card just placed is fitted only when its own tunnel
    reaches the goal: one that touches the goal with rock while it joined an earlier card's
    tunnel to the start leaves the goal to continue that tunnel.
    """
    order: list[int] = []
    last: str | None = placed
    while True:
        reach = reachable(t, state["grid"])
        found = goals_reached_from(state, t, reach)
        for i, via in found.items():
            goal = state["goals"][i]
            fit = last or via
            if fit_tunnel:
                fit = fit if tunnel_reaches(state, t, reach, fit, goal) else via
            elif fit_reaching and not touches(fit, goal["x"], goal["y"]):
                fit = via
            goal["rotation"] = goal_rotation(
                t, state["grid"], goal["card"], goal["x"], goal["y"], fit
            )
            goal["revealed"] = True
            state["grid"][key(goal["x"], goal["y"])] = [goal["card"], goal["rotation"]]
            order.append(i)
        if not found or not chain:
            return order
        last = None


def tunnel_reaches(
    state: dict[str, Any], t: Tables, reach: set[Node], k: str, goal: dict[str, Any]
) -> bool:
    """Whether the card at ``k`` is next to ``goal`` with a tunnel open to it that is joined
    to the start (not rock, nor a tunnel cut off)."""
    cell = state["grid"].get(k)
    if cell is None:
        return False
    for _bit, dx, dy, opp in DIRECTIONS:
        if key(goal["x"] + dx, goal["y"] + dy) == k:
            g = group_with(t.shapes[(cell[0], cell[1])], opp)
            return g >= 0 and (k, g) in reach
    return False


def touches(k: str, x: int, y: int) -> bool:
    """Whether cell ``k`` is next to (x, y), edge to edge."""
    kx, ky = unkey(k)
    return abs(kx - x) + abs(ky - y) == 1


def goal_rotation(t: Tables, grid: Grid, card: str, x: int, y: int, last: str) -> int:
    """The turn of a revealed goal: fitting every neighbour, else the card at ``last``, else 0."""

    def fits(rot: int, only: str | None) -> bool:
        shape = t.shapes[(card, rot)]
        for bit, dx, dy, opp in DIRECTIONS:
            nk = key(x + dx, y + dy)
            if nk not in grid or (only is not None and nk != only):
                continue
            nshape = t.shapes[(grid[nk][0], grid[nk][1])]
            if bool(shape.openings & bit) != bool(nshape.openings & opp):
                return False
        return True

    for only in (None, last):
        for rot in (0, 180):
            if fits(rot, only):
                return rot
    return 0


def crystals(t: Tables, grid: Grid, reach: set[Node] | None = None) -> int:
    """Crystals on the table; with ``reach``, only on cards connected to the start."""
    total = 0
    for k, (card, rot) in grid.items():
        shape = t.shapes[(card, rot)]
        if not shape.crystals:
            continue
        if reach is None or any((k, g) in reach for g in range(len(shape.groups))):
            total += shape.crystals
    return total
