"""The TypeScript SDK reads a newer server's answers (tests/sdk/newer_server.py) without an
exception: the package made by ``scripts/sdk``, run by Node against a fetch that answers as the
newer server would, keeps every unknown enum value, member and union member as it came, and
sends an unknown action back whole."""

from __future__ import annotations

import json
from pathlib import Path

from tests.sdk.conftest import run
from tests.sdk.newer_server import GAME_ID, NEW_ACTION, NEW_CODE, newer_answers

READER = """
import { readFileSync } from "node:fs";
const [dist, answersFile] = process.argv.slice(2);
const sdk = await import(`${dist}/index.js`);
const { createClient, createConfig } = await import(`${dist}/client/index.js`);
const answers = JSON.parse(readFileSync(answersFile, "utf8"));
const sent = [];
async function fetch(request) {
  const path = new URL(request.url).pathname;
  const body = request.method === "POST" ? await request.text() : null;
  sent.push({ method: request.method, path, body });
  const answer = answers[`${request.method} ${path}`];
  const type = answer.status >= 400 ? "application/problem+json" : "application/json";
  const headers = { "Content-Type": type };
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
}
const client = createClient(createConfig({ baseUrl: "http://newer.test", auth: "seat", fetch }));
const id = "%(game)s";
const game = await sdk.gamesRetrieve({ client, path: { game_id: id }, throwOnError: true });
const other = await sdk.gamesRetrieve({
  client, path: { game_id: "00000000-0000-4000-8000-000000000001" }, throwOnError: true,
});
const listed = await sdk.gamesActionsList({ client, path: { game_id: id }, throwOnError: true });
const log = await sdk.gamesMovesList({ client, path: { game_id: id }, throwOnError: true });
const action = listed.data.actions.at(-1).action;
const refused = await sdk.gamesMovesCreate({
  client, path: { game_id: id }, headers: { "If-Match": '"0"' }, body: { action },
});
let thrown = null;
try {
  await sdk.gamesMovesCreate({
    client, path: { game_id: id }, headers: { "If-Match": '"0"' }, body: { action },
    throwOnError: true,
  });
} catch (error) {
  thrown = error;
}
console.log(JSON.stringify({
  game: game.data, other: other.data, listed: listed.data, log: log.data,
  refused: { status: refused.response.status, error: refused.error }, thrown, sent,
}));
"""


def test_the_typescript_sdk_keeps_what_it_does_not_know(sdk_build: Path, tmp_path: Path) -> None:
    answers = newer_answers()
    (tmp_path / "answers.json").write_text(json.dumps(answers), encoding="utf-8")
    (tmp_path / "reader.mjs").write_text(READER % {"game": GAME_ID}, encoding="utf-8")
    dist = sdk_build / "typescript" / "dist"
    read = json.loads(run("node", tmp_path / "reader.mjs", dist, tmp_path / "answers.json"))

    def served(method: str, path: str) -> dict:
        return answers[f"{method} /api/v1/games/{path}"]["body"]

    # Every answer reads as it came: the new status, members, view shape and action.
    assert read["game"] == served("GET", f"{GAME_ID}/")
    assert read["game"]["status"] == "paused" and read["game"]["view"]["weather"] == "rain"
    assert read["other"]["view"] == {"ruleset": "chess", "board": ["r", "n", "b"], "check": False}
    assert read["listed"] == served("GET", f"{GAME_ID}/actions/")
    assert read["listed"]["actions"][-1]["action"] == NEW_ACTION
    assert read["log"]["results"][0]["action"] == NEW_ACTION
    # The unknown action goes back whole; the refusal's new code is read, returned or thrown.
    posted = [s for s in read["sent"] if s["method"] == "POST"]
    assert [json.loads(s["body"]) for s in posted] == [{"action": NEW_ACTION}] * 2
    problem = served("POST", f"{GAME_ID}/moves/")
    assert read["refused"] == {"status": 422, "error": problem}
    assert read["thrown"] == problem and read["thrown"]["code"] == NEW_CODE
