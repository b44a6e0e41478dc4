"""The house's size rules (README, "Rules of the house"): no module over 400 lines and no
function over 60 lines, outside catalogues and tables.

A function counts from its ``def`` to its last line (nested functions count in it and on
their own). Every exception is listed below with its reason.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Python only under each (table/ is mostly the players' page: its Python is checked too).
TREES = ("games", "api", "config", "worker", "bench", "scripts", "table", "tests")
# Not ours to size: generated migrations, the SDK the tests generate (git-ignored), packages.
SKIPPED_PARTS = {"migrations", "client_build", "node_modules"}
MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 60

# Catalogues and tables: long because they list, not because they do (module -> why). None
# today: the problem texts, the one catalogue that was, now live in Fluent files.
MODULES_ALLOWED: dict[str, str] = {}

# Tables and catalogues written as one function (module, function): none today.
FUNCTIONS_ALLOWED: set[tuple[str, str]] = set()


def _modules() -> list[Path]:
    found = []
    for tree in TREES:
        for path in sorted((ROOT / tree).rglob("*.py")):
            relative = path.relative_to(ROOT)
            if SKIPPED_PARTS & set(relative.parts):
                continue
            found.append(relative)
    return found


def _long_functions(source: str) -> list[tuple[str, int, int]]:
    """(name, first line, lines) of each function over the limit."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            assert node.end_lineno is not None
            lines = node.end_lineno - node.lineno + 1
            if lines > MAX_FUNCTION_LINES:
                found.append((node.name, node.lineno, lines))
    return found


def test_the_walk_finds_the_code():
    modules = {str(p) for p in _modules()}
    assert "games/rules/core.py" in modules and "tests/rules/test_house_sizes.py" in modules
    assert not any("/migrations/" in m for m in modules)


def test_no_module_is_over_400_lines():
    over = []
    for path in _modules():
        lines = len((ROOT / path).read_text(encoding="utf-8").splitlines())
        if lines > MAX_MODULE_LINES and str(path) not in MODULES_ALLOWED:
            over.append(f"{path}: {lines} lines")
    assert not over, "modules over 400 lines (split them by topic):\n" + "\n".join(over)


def test_no_function_is_over_60_lines():
    over = []
    for path in _modules():
        for name, line, lines in _long_functions((ROOT / path).read_text(encoding="utf-8")):
            if (str(path), name) not in FUNCTIONS_ALLOWED:
                over.append(f"{path}:{line} {name}: {lines} lines")
    assert not over, "functions over 60 lines (split them into named steps):\n" + "\n".join(over)


def test_every_exception_is_still_needed():
    # An entry whose module shrank or whose function was split must go (the list stays true).
    stale = [m for m in MODULES_ALLOWED if len((ROOT / m).read_text().splitlines()) <= 400]
    long = {
        (str(path), name)
        for path in _modules()
        for name, _line, _lines in _long_functions((ROOT / path).read_text(encoding="utf-8"))
    }
    stale += [f"{path} {name}" for path, name in sorted(FUNCTIONS_ALLOWED - long)]
    assert not stale, "exceptions no longer needed:\n" + "\n".join(stale)


def test_the_limits_are_measured_as_the_house_counts_them():
    # A function of exactly 60 lines passes; 61 is over (from ``def`` to its last line).
    body = "".join(f"    x{i} = {i}\n" for i in range(59))
    assert _long_functions("def f():\n" + body) == []
    assert _long_functions("def f():\n" + body + "    return 1\n") == [("f", 1, 61)]
