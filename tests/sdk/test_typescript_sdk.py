"""The TypeScript SDK package made by ``scripts/sdk`` (pinned @hey-api/openapi-ts and TypeScript
5 from ``sdk/toolchain/package-lock.json``) is ESM whose relative imports carry their ``.js``
extension, the examples pass ``tsc --strict`` against its ``.d.ts``, and each example, run by
Node without a bundler, plays its game against a live server."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from games.models import Game, GameStatus
from games.rules.saboteur.content import ROLE_ORDER
from tests.sdk.conftest import (
    EXAMPLES,
    GAMES,
    ROOT,
    SEEDS,
    api_version,
    npm_installed,
    run,
    summary_of,
)

pytestmark = pytest.mark.django_db(transaction=True)
TS = EXAMPLES / "typescript"
TOOLS = ROOT / "sdk" / "toolchain" / "node_modules"


@pytest.fixture(scope="module")
def compiled(sdk_build: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The examples beside the package (node_modules/automa-client), compiled: their folder."""
    work = tmp_path_factory.mktemp("examples")
    for source in [*TS.glob("*.ts"), *TS.glob("*.json")]:  # not a local node_modules or dist
        shutil.copy(source, work / source.name)
    npm_installed(sdk_build, work)  # the release artefact, the npm tarball
    (work / "node_modules" / "@types").symlink_to(TOOLS / "@types")
    assert re.match(r"Version 5\.9\.3", run(TOOLS / ".bin" / "tsc", "--version"))
    run(TOOLS / ".bin" / "tsc", "-p", work / "tsconfig.json")
    return work


def _code(source: str) -> str:
    """TypeScript source without its comments and string literals."""
    source = re.sub(r"/\*.*?\*/|//[^\n]*", "", source, flags=re.S)
    return re.sub(r"`[^`]*`|\"[^\"\n]*\"|'[^'\n]*'", '""', source)


def test_the_examples_are_strict_and_have_no_any() -> None:
    config = json.loads((TS / "tsconfig.json").read_text(encoding="utf-8"))
    assert config["compilerOptions"]["strict"] is True
    for game in (*GAMES, "common"):
        assert not re.search(r"\bany\b", _code((TS / f"{game}.ts").read_text(encoding="utf-8")))


def test_the_package_is_esm_with_extensions_and_declarations(sdk_build: Path) -> None:
    package = sdk_build / "typescript"
    meta = json.loads((package / "package.json").read_text(encoding="utf-8"))
    assert meta["type"] == "module" and meta["version"] == api_version()
    assert meta["exports"]["."]["import"] == {
        "types": "./dist/index.d.ts",
        "default": "./dist/index.js",
    }
    dist = sorted(p for p in (package / "dist").rglob("*.js") if "cjs" not in p.parts)
    assert dist and all(p.with_name(p.name.removesuffix(".js") + ".d.ts").exists() for p in dist)
    for path in dist:
        for target in re.findall(r"from '(\.[^']*)'", path.read_text(encoding="utf-8")):
            assert target.endswith(".js") and (path.parent / target).exists(), (path, target)
    # Node imports the built package as it is (no bundler, no loader).
    out = run("node", "--input-type=module", "-e",
              f"const m = await import('{package / 'dist' / 'index.js'}'); "
              "console.log(typeof m.gamesMovesCreate)")  # fmt: skip
    assert out.strip() == "function"


def test_the_view_is_typed_per_game(sdk_build: Path) -> None:
    types = (sdk_build / "typescript" / "src" / "types.gen.ts").read_text(encoding="utf-8")
    game_output = re.search(r"export type GameOutput = \{(.*?)\n\};", types, flags=re.S)
    assert game_output, "the generated client has the game resource"
    view = re.sub(r"\s+", "", game_output.group(1).split("view:", 1)[1])
    for slug in GAMES:
        name = f"{slug.capitalize()}View"
        assert f"ruleset:'{slug}';}}&{name}" in view, f"the view may be a {name}, by ruleset"


@pytest.mark.parametrize("game", GAMES)
def test_the_typescript_example_plays(game: str, compiled: Path, live_server, app_key: str) -> None:
    out = run("node", compiled / "dist" / f"{game}.js", live_server.url, str(SEEDS[game]),
              env={"AUTOMA_APP_KEY": app_key})  # fmt: skip
    summary = summary_of(out)
    stored = Game.objects.get(id=summary["id"])
    assert stored.app is not None and stored.ruleset == game
    assert stored.app.name == "SDK examples"
    assert stored.status == GameStatus.FINISHED
    if game in ("architects", "saboteur"):
        assert summary["moves"] == stored.moves.filter(seat=0).count() > 0
        assert stored.result is not None
        assert summary["totals"] == [s["total"] for s in stored.result["scores"]]
        if game == "saboteur":
            assert summary["role"] in ROLE_ORDER  # its own role, seen in its view
    else:
        assert summary["undone"] == 1 and summary["reports"] >= 8
        assert summary["resigned"] == [0] and summary["winners"] == [1]
        kinds = [m.action["type"] for m in stored.moves.filter(seat=0).order_by("number")]
        assert kinds.count("undo") == 1 and kinds[-1] == "resign"
        assert len(kinds) == summary["reports"] + 2  # the reports, the undo, the resignation


POLL = """
import { createClient, createConfig } from "automa-client/client";
import { longPoll } from "./dist/common.js";
const [baseUrl, token, id, after] = process.argv.slice(1);
const seat = createClient(createConfig({ baseUrl, auth: token }));
const game = await longPoll(seat, id, Number(after), 1);
console.log(JSON.stringify(game === null ? null : { version: game.version }));
"""


def test_the_long_poll_answers_null_at_its_timeout_and_the_game_once_it_moved_on(
    compiled: Path, live_server, client
) -> None:
    """The examples' ``longPoll``: the client library counts a 304 as an error; it is null."""
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Bia", "kind": "human"}]
    created = client.post("/api/v1/games/", {"ruleset": "architects", "seats": seats},
                          content_type="application/json").json()  # fmt: skip
    game_id, version = created["id"], created["version"]
    first, second = (seat["token"] for seat in created["seats"])

    def poll(token: str) -> object:
        out = run("node", "--input-type=module", "-e", POLL, live_server.url, token, game_id,
                  str(version), cwd=compiled)  # fmt: skip
        return json.loads(out.strip().splitlines()[-1])

    # Given a game of two human seats at `version`: waiting for a later one is null (the 304).
    assert poll(second) is None
    # When seat 0 moves, then the same wait answers the game at once, at the next version.
    auth = {"HTTP_AUTHORIZATION": f"Bearer {first}"}
    listed = client.get(f"/api/v1/games/{game_id}/actions/", **auth).json()
    body = {"action": listed["actions"][0]["action"]}
    moved = client.post(f"/api/v1/games/{game_id}/moves/", body, content_type="application/json",
                        HTTP_IF_MATCH=f'"{version}"', **auth)  # fmt: skip
    assert moved.status_code == 201, moved.content
    assert poll(second) == {"version": moved.json()["version"]}


CJS_CONSUMER = """
const { etag, gamesCreate } = require("automa-client");
const { createClient } = require("automa-client/client");
console.log(JSON.stringify([typeof gamesCreate, typeof createClient, etag(7)]));
"""


def test_a_commonjs_project_requires_the_package(sdk_build: Path, tmp_path: Path) -> None:
    """A default ``npm init`` project (CommonJS) installs the tarball and ``require``s it (it
    failed with ERR_PACKAGE_PATH_NOT_EXPORTED); its TypeScript finds the CommonJS types."""
    project = tmp_path / "cjs-app"
    project.mkdir()
    (project / "package.json").write_text('{"name": "cjs-app", "version": "1.0.0"}')
    npm_installed(sdk_build, project)
    (project / "main.js").write_text(CJS_CONSUMER)
    assert json.loads(run("node", "main.js", cwd=project)) == ["function", "function", '"7"']
    (project / "node_modules" / "@types").symlink_to(TOOLS / "@types")
    (project / "main.ts").write_text(
        'import { etag, type GameOutput } from "automa-client";\n'
        "export const tag: string = etag(3);\n"
        "export const version = (game: GameOutput): number => game.version;\n"
    )
    run(TOOLS / ".bin" / "tsc", "--strict", "--module", "node16", "--noEmit", "--types", "node",
        "main.ts", cwd=project)  # fmt: skip


CONDITIONAL = """
import { createClient, createConfig } from "automa-client/client";
import { conditional, etag, gamesRetrieve } from "automa-client";
const [baseUrl, token, id, tag] = process.argv.slice(1);
const client = createClient(createConfig({ baseUrl, auth: token }));
const read = await conditional(
  gamesRetrieve({ client, path: { game_id: id }, headers: { "If-None-Match": tag } }),
);
console.log(JSON.stringify({ modified: read.modified, etag: read.etag, mine: etag(0),
  version: read.modified ? read.data.version : null }));
"""


def test_a_conditional_read_is_not_modified_or_fresh(compiled: Path, live_server, client) -> None:
    """``conditional``: an ETag in, the 304 out as ``modified: false`` (no error, no ``{}``)."""
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Bia", "kind": "human"}]
    created = client.post("/api/v1/games/", {"ruleset": "architects", "seats": seats},
                          content_type="application/json").json()  # fmt: skip
    token = created["seats"][0]["token"]

    def read(tag: str) -> dict:
        out = run("node", "--input-type=module", "-e", CONDITIONAL, live_server.url, token,
                  created["id"], tag, cwd=compiled)  # fmt: skip
        return json.loads(out.strip().splitlines()[-1])

    assert read('"0"') == {"modified": False, "etag": '"0"', "mine": '"0"', "version": None}
    assert read('"7"') == {"modified": True, "etag": '"0"', "mine": '"0"', "version": 0}
