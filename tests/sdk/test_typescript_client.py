"""The TypeScript SDK, generated from the OpenAPI schema by the pinned @hey-api/openapi-ts and
compiled by the pinned TypeScript 5 under ``--strict``, plays a whole Saboteur game against a
live server (``play.ts``). The toolchain comes from ``package-lock.json`` (``npm ci``;
``scripts/test`` runs it, this test runs it too when ``node_modules`` is missing).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from games.models import Game, GameStatus

pytestmark = pytest.mark.django_db(transaction=True)

HERE = Path(__file__).resolve().parent
BIN = HERE / "node_modules" / ".bin"


def _run(*args: str | Path, cwd: Path = HERE, timeout: int = 300) -> str:
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, capture_output=True, text=True, timeout=timeout
    )
    assert done.returncode == 0, f"{args[0]} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def toolchain() -> Path:
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.fail("node and npm are needed for the TypeScript SDK test")
    if not (BIN / "openapi-ts").exists() or not (BIN / "tsc").exists():
        _run("npm", "ci", "--no-audit", "--no-fund")
    version = _run(BIN / "tsc", "--version")
    assert re.match(r"Version 5\.", version), version
    return BIN


@pytest.fixture(scope="module")
def program(toolchain: Path, schema_file: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """play.ts with the client generated beside it, compiled: the path of play.js."""
    tmp_path = tmp_path_factory.mktemp("typescript")
    for name in ("play.ts", "tsconfig.json"):
        shutil.copy(HERE / name, tmp_path / name)
    (tmp_path / "node_modules").symlink_to(HERE / "node_modules")
    _run(toolchain / "openapi-ts", "-i", schema_file, "-o", tmp_path / "generated")
    _run(toolchain / "tsc", "-p", tmp_path / "tsconfig.json")
    return tmp_path / "dist" / "play.js"


def _code(source: str) -> str:
    """TypeScript source without its comments and string literals."""
    source = re.sub(r"/\*.*?\*/|//[^\n]*", "", source, flags=re.S)
    return re.sub(r"`[^`]*`|\"[^\"\n]*\"|'[^'\n]*'", '""', source)


def test_the_test_program_has_no_any() -> None:
    code = _code((HERE / "play.ts").read_text(encoding="utf-8"))
    assert "ruleset" in code and not re.search(r"\bany\b", code)
    config = json.loads((HERE / "tsconfig.json").read_text(encoding="utf-8"))
    assert config["compilerOptions"]["strict"] is True


def test_the_view_is_typed_per_game(program: Path) -> None:
    types = (program.parent.parent / "generated" / "types.gen.ts").read_text(encoding="utf-8")
    game_output = re.search(r"export type GameOutput = \{(.*?)\n\};", types, flags=re.S)
    assert game_output, "the generated client has the game resource"
    view = re.sub(r"\s+", "", game_output.group(1).split("view:", 1)[1])
    for slug in ("architects", "saboteur", "marsbot", "scholars"):
        name = f"{slug.capitalize()}View"
        assert f"ruleset:'{slug}';}}&{name}" in view, f"the view may be a {name}, by ruleset"
        assert f"export type {name} = {{" in types


def test_typescript_client_plays_saboteur_to_the_end(program: Path, live_server) -> None:
    out = _run("node", program, live_server.url, "23", timeout=600)
    summary = json.loads(out.strip().splitlines()[-1])
    game = Game.objects.get(id=summary["id"])
    assert game.status == GameStatus.FINISHED
    assert summary["moves"] == game.moves.filter(seat=0).count() > 0
    assert sorted(summary["ranking"]) == [0, 1, 2]
    assert summary["totals"] == [s["total"] for s in game.result["scores"]]
    assert summary["role"]
