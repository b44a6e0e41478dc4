// Saboteur through the TypeScript SDK: seat 0 is this program, seats 1 and 2 basic automa.
// Usage: AUTOMA_APP_KEY=ak_... node dist/saboteur.js [base URL] [seed]
import { gamesActionsList, gamesResultRetrieve, type SaboteurAction } from "automa-client";
import { args, create, fail, post, report, run, waitForTurn } from "./common.js";

// The action union is the game's, not `any`: the type checker refuses a made-up action.
// @ts-expect-error: "fly" is no Saboteur action type
const notAnAction: SaboteurAction = { type: "fly" };
void notAnAction;

run(async () => {
  const { game: created, seat } = await create({
    ruleset: "saboteur",
    seats: [
      { name: "Ana", kind: "human" },
      { name: "Bot 1", kind: "automa", level: "basic" },
      { name: "Bot 2", kind: "automa", level: "basic" },
    ],
    seed: args().seed,
  });
  const path = { game_id: created.id };
  let moves = 0;
  let role = "";
  for (;;) {
    const game = await waitForTurn(seat, created.id); // the automa play meanwhile
    const view = game.view;
    if (view.ruleset !== "saboteur") fail(`a Saboteur game answered a ${view.ruleset} view`);
    if (game.status === "finished") break;
    role = view.role ?? fail("a seat sees its own role");
    console.log(`round ${view.round}/${view.rounds}, ${role}, hand ${(view.hand ?? []).join(" ")}`);
    const { data: listed } = await gamesActionsList({ client: seat, path, throwOnError: true });
    if (listed.ruleset !== "saboteur") fail("not Saboteur actions");
    // Build the tunnel when a path card fits; else the first other action (a pass, a repair).
    const paths = listed.actions.filter((a) => a.action.type === "place_path");
    const others = listed.actions.filter((a) => a.action.type !== "resign");
    const choice = (paths.length > 0 ? paths[moves % paths.length] : others[0]) ?? fail("no action");
    await post(seat, created.id, choice.action, listed.version);
    console.log(`  ${choice.label}`);
    moves += 1;
  }
  const { data: result } = await gamesResultRetrieve({ client: seat, path, throwOnError: true });
  report({ id: created.id, moves, role, ranking: result.ranking, totals: result.scores.map((s) => s.total) });
});
