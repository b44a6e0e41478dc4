"""Both SDK packages, made once per run by ``scripts/sdk`` from the served schema, and an app key
for the examples (they create their games as an app does)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "sdk" / "examples"
GAMES = ("architects", "saboteur", "marsbot", "scholars")
# Seeds that keep each game short (Architects and Saboteur play to their end).
SEEDS = {"architects": 17, "saboteur": 23, "marsbot": 9, "scholars": 7}


def run(*args: str | Path, cwd: Path = ROOT, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, capture_output=True, text=True, timeout=600,
        env={**os.environ, **(env or {})},
    )  # fmt: skip
    assert done.returncode == 0, f"{args} failed:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    return done.stdout


def summary_of(out: str) -> dict:
    """An example's last line: its JSON summary."""
    return json.loads(out.strip().splitlines()[-1])


@pytest.fixture(scope="session")
def sdk_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.fail("node (20.19 or later) and npm are needed for the TypeScript SDK")
    out = tmp_path_factory.mktemp("sdk") / "build"
    run(ROOT / "scripts" / "sdk", "--out", out)
    return out


@pytest.fixture(scope="session")
def python_site(sdk_build: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Python package's release artefact (the wheel) as ``pip install`` puts it: a folder
    to put on the path."""
    target = tmp_path_factory.mktemp("site")
    run(sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
        "--disable-pip-version-check",
        "--target", target, artefact(sdk_build, "wheel"))  # fmt: skip
    return target


def api_version() -> str:
    schema = json.loads((ROOT / "schema" / "openapi.json").read_text(encoding="utf-8"))
    return str(schema["info"]["version"])


def artefact(sdk_build: Path, kind: str) -> Path:
    """The release artefact ``scripts/sdk`` made, named with the API's version."""
    name = {
        "wheel": f"automa_client-{api_version()}-py3-none-any.whl",
        "tarball": f"automa-client-{api_version()}.tgz",
    }[kind]
    path = sdk_build / "dist" / name
    assert path.exists(), sorted(p.name for p in (sdk_build / "dist").iterdir())
    return path


def npm_installed(sdk_build: Path, project: Path) -> Path:
    """The npm tarball unpacked as ``npm install`` puts it (the package has no dependencies):
    ``project/node_modules/automa-client``."""
    target = project / "node_modules" / "automa-client"
    target.mkdir(parents=True)
    run("tar", "xzf", artefact(sdk_build, "tarball"), "-C", target, "--strip-components=1")
    return target


@pytest.fixture
def app_key(db) -> str:
    from games.services.apps import app_create

    return app_create(name="SDK examples")[1].plaintext
