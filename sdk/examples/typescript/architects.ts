// 7 Wonders Architects through the TypeScript SDK: seat 0 is this program, seat 1 a basic automa.
// Usage: AUTOMA_APP_KEY=ak_... node dist/architects.js [base URL] [seed]
import { gamesActionsList, gamesResultRetrieve } from "automa-client";
import { args, create, fail, post, report, run, waitForTurn } from "./common.js";

run(async () => {
  const { game: created, seat } = await create({
    ruleset: "architects",
    seats: [
      { name: "Ana", kind: "human" },
      { name: "Bot", kind: "automa", level: "basic" },
    ],
    seed: args().seed,
  });
  const path = { game_id: created.id };
  let moves = 0;
  for (;;) {
    const game = await waitForTurn(seat, created.id); // the automa plays meanwhile
    const view = game.view;
    if (view.ruleset !== "architects") fail(`an Architects game answered a ${view.ruleset} view`);
    if (game.status === "finished") break;
    const me = view.players[0] ?? fail("no seat 0");
    console.log(`turn ${moves}: ${me.wonder}, stages ${me.stages_built.join(" ")}, shields ${me.shields}`);
    const { data: listed } = await gamesActionsList({ client: seat, path, throwOnError: true });
    if (listed.ruleset !== "architects") fail("not Architects actions");
    const playable = listed.actions.filter((a) => a.action.type !== "resign");
    const choice = playable[Math.floor(playable.length / 2)] ?? fail("no action");
    const accepted = await post(seat, created.id, choice.action, listed.version); // as listed
    console.log(`  ${choice.label} -> version ${accepted.version}`);
    moves += 1;
  }
  const { data: result } = await gamesResultRetrieve({ client: seat, path, throwOnError: true });
  report({ id: created.id, moves, ranking: result.ranking, totals: result.scores.map((s) => s.total) });
});
