// Scholars of the South Tigris through the TypeScript SDK, as a companion: the human plays on
// the table and reports it (seat 0, this program); the automa Papyrus (seat 1) answers.
// A few reports, one taken back with `undo`, then the human resigns: Papyrus wins.
// Usage: AUTOMA_APP_KEY=ak_... node dist/scholars.js [base URL] [seed]
import { gamesActionsList, gamesResultRetrieve, type ScholarsLegalAction } from "automa-client";
import { args, create, fail, filled, post, report, run, waitForTurn } from "./common.js";

const REPORTS = 8; // then resign: a whole game is a few hundred reports
// What the scripted human reports first: the set-up done, Papyrus's instructions, a turn's end.
const PREFERRED = ["setup_done", "starting_translator", "house_add", "acknowledge", "turn_over"];

function pick(actions: ScholarsLegalAction[]): ScholarsLegalAction {
  for (const kind of PREFERRED) {
    const found = actions.find((a) => a.action.type === kind);
    if (found) return found;
  }
  return actions[0] ?? fail("nothing to report");
}

run(async () => {
  const { game: created, seat } = await create({
    ruleset: "scholars",
    seats: [
      { name: "Ana", kind: "human" },
      { name: "Papyrus", kind: "automa" },
    ],
    seed: args().seed,
  });
  const path = { game_id: created.id };
  let reports = 0;
  let undone = 0;
  for (;;) {
    const game = await waitForTurn(seat, created.id); // Papyrus answers meanwhile
    const view = game.view;
    if (view.ruleset !== "scholars") fail(`a Scholars game answered a ${view.ruleset} view`);
    if (game.status === "finished") break;
    for (const instruction of view.instructions) console.log(`Papyrus: ${instruction.text.en}`);
    const { data: listed } = await gamesActionsList({ client: seat, path, throwOnError: true });
    if (listed.ruleset !== "scholars") fail("not Scholars actions");
    const undo = listed.actions.find((a) => a.action.type === "undo");
    const resign = listed.actions.find((a) => a.action.type === "resign");
    let choice: ScholarsLegalAction;
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
