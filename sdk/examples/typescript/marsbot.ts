// Terraforming Mars with MarsBot through the TypeScript SDK, as a companion: the human plays on
// the table and reports it (seat 0, this program); MarsBot (seat 1) answers with instructions.
// A few reports, one taken back with `undo`, then the human resigns and MarsBot wins.
// Usage: AUTOMA_APP_KEY=ak_... node dist/marsbot.js [base URL] [seed]
import { gamesActionsList, gamesResultRetrieve, type MarsbotLegalAction } from "automa-client";
import { args, create, fail, filled, post, report, run, waitForTurn } from "./common.js";

const REPORTS = 8; // then resign: a whole game of Mars is hundreds of reports
// What the scripted human reports first: MarsBot's instructions done, its cards, then terraforming.
const PREFERRED = ["acknowledge", "cards_drawn", "draft_pick", "marsbot_card", "raise_parameter", "generation_pass"];

function pick(actions: MarsbotLegalAction[]): MarsbotLegalAction {
  for (const kind of PREFERRED) {
    const found = actions.find((a) => a.action.type === kind);
    if (found) return found;
  }
  return actions[0] ?? fail("nothing to report");
}

run(async () => {
  const { game: created, seat } = await create({
    ruleset: "marsbot",
    seats: [
      { name: "Ana", kind: "human" },
      { name: "MarsBot", kind: "automa" },
    ],
    seed: args().seed,
  });
  const path = { game_id: created.id };
  let reports = 0;
  let undone = 0;
  for (;;) {
    const game = await waitForTurn(seat, created.id); // MarsBot answers meanwhile
    const view = game.view;
    if (view.ruleset !== "marsbot") fail(`a MarsBot game answered a ${view.ruleset} view`);
    if (game.status === "finished") break;
    for (const instruction of view.instructions) console.log(`MarsBot: ${instruction.text.en}`);
    const { data: listed } = await gamesActionsList({ client: seat, path, throwOnError: true });
    if (listed.ruleset !== "marsbot") fail("not MarsBot actions");
    const undo = listed.actions.find((a) => a.action.type === "undo");
    const resign = listed.actions.find((a) => a.action.type === "resign");
    let choice: MarsbotLegalAction;
    if (undone === 0 && reports >= 3 && undo && view.can_undo) {
      choice = undo; // take the last report back
      undone = 1;
    } else if (reports >= REPORTS && resign) {
      choice = resign;
    } else {
      choice = pick(listed.actions.filter((a) => a !== undo && a !== resign));
      reports += 1;
    }
    await post(seat, created.id, filled(choice), listed.version); // its params filled
    console.log(`Ana: ${choice.label}`);
  }
  const { data: result } = await gamesResultRetrieve({ client: seat, path, throwOnError: true });
  report({ id: created.id, reports, undone, winners: result.winners, resigned: result.resigned });
});
