// Plays a whole Saboteur game through the TypeScript SDK generated from the OpenAPI schema:
// seat 0 is this program, seats 1 and 2 are automa. Usage: node play.js <base URL> <seed>.
// Every value below is typed by the schema: the seat's view and its legal actions narrow on
// `ruleset`, each action is the game's action union. Prints a JSON summary on stdout.
import {
  gamesActionsList,
  gamesCreate,
  gamesResultRetrieve,
  gamesRetrieve,
  gamesMovesCreate,
  type SaboteurAction,
  type SaboteurView,
} from "./generated";
import { createClient, createConfig } from "./generated/client";

function fail(message: string): never {
  throw new Error(message);
}

// The type checker refuses what is not a Saboteur action: the union is not `any`.
function notAnAction(): SaboteurAction {
  // @ts-expect-error: "fly" is no Saboteur action type
  return { type: "fly" };
}

// What the seat knows, read from its typed view.
function summary(view: SaboteurView): string {
  const broken = view.seats.map((s) => s.broken.length).reduce((a, b) => a + b, 0);
  return `round ${view.round}/${view.rounds}, hand ${view.hand?.length ?? 0}, broken ${broken}`;
}

async function main(): Promise<void> {
  const baseUrl = process.argv[2] ?? fail("usage: play.js <base URL> <seed>");
  const seed = Number(process.argv[3] ?? "1");
  const anonymous = createClient(createConfig({ baseUrl }));
  const { data: created } = await gamesCreate({
    client: anonymous,
    throwOnError: true,
    body: {
      ruleset: "saboteur",
      seed,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Bot 1", kind: "automa", level: "basic" },
        { name: "Bot 2", kind: "automa", level: "basic" },
      ],
    },
  });
  const token = created.seats[0]?.token ?? fail("no seat token in the creation answer");
  const seat = createClient(createConfig({ baseUrl, auth: token }));
  const path = { game_id: created.id };
  let moves = 0;
  let role = "";
  let last = "";
  for (let turn = 0; turn < 1000; turn += 1) {
    const { data: game } = await gamesRetrieve({ client: seat, path, throwOnError: true });
    if (game.status === "finished") {
      const { data: result } = await gamesResultRetrieve({ client: seat, path, throwOnError: true });
      const totals = result.scores.map((s) => s.total);
      console.log(JSON.stringify({ id: created.id, moves, role, last, ranking: result.ranking, totals }));
      return;
    }
    if (!game.to_act.includes(0)) {
      // The automa are still playing (a worker): wait for the next version.
      await gamesRetrieve({ client: seat, path, query: { after: game.version, wait: 5 } });
      continue;
    }
    const view = game.view;
    if (view.ruleset !== "saboteur") {
      fail(`a Saboteur game answered a ${view.ruleset} view`);
    }
    role = view.role ?? fail("a seat sees its own role");
    last = summary(view);
    const listed = (await gamesActionsList({ client: seat, path, throwOnError: true })).data;
    if (listed.ruleset !== "saboteur" || listed.actions.length === 0) {
      fail("seat 0 is to act but has no Saboteur action");
    }
    // Prefer building the path; else the first listed action (a pass, a repair, a theft).
    const paths = listed.actions.filter((a) => a.action.type === "place_path");
    const pick = paths.length > 0 ? paths[moves % paths.length] : listed.actions[0];
    const action: SaboteurAction = (pick ?? fail("no action")).action;
    const { data: accepted } = await gamesMovesCreate({
      client: seat,
      path,
      headers: { "If-Match": `"${listed.version}"` },
      body: { action },
      throwOnError: true,
    });
    if (accepted.move.action.type !== action.type) {
      fail("the accepted move is not the one posted");
    }
    moves += 1;
  }
  fail("the game did not finish");
}

void notAnAction;
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
