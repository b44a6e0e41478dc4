"""The players' page (table/static/table/*.js) is typed with JSDoc: `tsc --checkJs --strict`
(the pinned TypeScript) checks it against the types of the SDK that ``scripts/sdk`` makes."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tests.sdk.conftest import ROOT, run

TOOLS = ROOT / "sdk" / "toolchain" / "node_modules"
PAGE = ROOT / "table"


def test_the_page_passes_strict_type_checking_against_the_sdk(sdk_build: Path, tmp_path: Path):
    committed = json.loads((PAGE / "tsconfig.json").read_text(encoding="utf-8"))
    options = committed["compilerOptions"]
    assert options["strict"] is True and options["checkJs"] is True
    # The same settings, pointed at this run's SDK build.
    options["paths"] = {"automa-client": [str(sdk_build / "typescript" / "dist" / "index.d.ts")]}
    config = {"compilerOptions": options, "include": [str(PAGE / "static" / "table" / "*.js")]}
    (tmp_path / "tsconfig.json").write_text(json.dumps(config), encoding="utf-8")
    assert re.match(r"Version 5\.9\.3", run(TOOLS / ".bin" / "tsc", "--version"))
    run(TOOLS / ".bin" / "tsc", "-p", tmp_path / "tsconfig.json")


def test_a_type_error_in_the_page_is_caught(sdk_build: Path, tmp_path: Path):
    """The check is real: a module misusing the SDK's game type fails it."""
    wrong = tmp_path / "wrong.js"
    wrong.write_text(
        '/** @param {import("automa-client").GameOutput} game */\n'
        "export const f = (game) => game.no_such_member;\n",
        encoding="utf-8",
    )
    options = json.loads((PAGE / "tsconfig.json").read_text(encoding="utf-8"))["compilerOptions"]
    options["paths"] = {"automa-client": [str(sdk_build / "typescript" / "dist" / "index.d.ts")]}
    (tmp_path / "tsconfig.json").write_text(
        json.dumps({"compilerOptions": options, "include": [str(wrong)]}), encoding="utf-8"
    )
    import subprocess

    done = subprocess.run(
        [str(TOOLS / ".bin" / "tsc"), "-p", str(tmp_path / "tsconfig.json")],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode != 0 and "no_such_member" in done.stdout
