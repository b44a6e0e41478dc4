// What every example does the same way with the TypeScript SDK (the package made by scripts/sdk,
// installed as `automa-client`). Calls run with `throwOnError: true`, so `data` is the typed
// success answer and a problem (RFC 9457) is thrown.
import { conditional, etag, gamesCreate, gamesMovesCreate, gamesRetrieve } from "automa-client";
import type { Action, ActionParam, GameCreateInputRequest, GameOutput, MoveAccepted } from "automa-client";
import { createClient, createConfig, type Client } from "automa-client/client";

export function fail(message: string): never {
  throw new Error(message);
}

/** The base URL (first argument) and the seed (second, optional: allowed only where the server allows it). */
export function args(): { baseUrl: string; seed?: number } {
  const baseUrl = process.argv[2] ?? "http://127.0.0.1:8000";
  return process.argv[3] === undefined ? { baseUrl } : { baseUrl, seed: Number(process.argv[3]) };
}

/** A new game (with the app's key, AUTOMA_APP_KEY) and a client for its seat 0. */
export async function create(body: GameCreateInputRequest): Promise<{ game: GameOutput; seat: Client }> {
  const { baseUrl } = args();
  const key = process.env.AUTOMA_APP_KEY ?? fail("AUTOMA_APP_KEY is not set");
  const app = createClient(createConfig({ baseUrl, headers: { Authorization: `ApiKey ${key}` } }));
  const { data: game } = await gamesCreate({ client: app, body, throwOnError: true });
  const token = game.seats[0]?.token ?? fail("the creation answer carries the seat tokens");
  return { game, seat: createClient(createConfig({ baseUrl, auth: token })) };
}

/** The game once its version passes `after`, or null when `wait` seconds pass first (304). */
export async function longPoll(seat: Client, id: string, after: number, wait: number): Promise<GameOutput | null> {
  // `conditional` reads the 304 (which the client alone counts as an error) as `modified: false`.
  const polled = await conditional(gamesRetrieve({ client: seat, path: { game_id: id }, query: { after, wait } }));
  return polled.modified ? polled.data : null;
}

/** The game once it is `me`'s turn or over: long-polls (`?after=&wait=`) while other seats play. */
export async function waitForTurn(seat: Client, id: string, me = 0): Promise<GameOutput> {
  let { data: game } = await gamesRetrieve({ client: seat, path: { game_id: id }, throwOnError: true });
  while (game.status !== "finished" && !game.to_act.includes(me)) {
    game = (await longPoll(seat, id, game.version, 10)) ?? game;
  }
  return game;
}

/** Posts `action` (a listed action as it is) if the game is still at `version` (If-Match). */
export async function post(seat: Client, id: string, action: Action, version: number): Promise<MoveAccepted> {
  const { data } = await gamesMovesCreate({
    client: seat,
    path: { game_id: id },
    headers: { "If-Match": etag(version) },
    body: { action },
    throwOnError: true,
  });
  return data;
}

/** The example's last line: a JSON summary (the SDK tests check it against the database). */
/** The last value a listed action's parameter allows (the top of its range, or the last of its enum). */
export function lastValue(param: ActionParam): string | number | boolean {
  if (param.maximum !== undefined) return param.maximum;
  return param.enum?.at(-1) ?? fail("a parameter has an enum or a range");
}

/** A listed action with each of its parameters (`params`) set to the last value allowed. */
export function filled<A extends Action>(entry: { action: A; params?: Record<string, ActionParam> }): A {
  const values = Object.entries(entry.params ?? {}).map(([name, param]) => [name, lastValue(param)]);
  return { ...entry.action, ...Object.fromEntries(values) };
}

export function report(summary: Record<string, unknown>): void {
  console.log(JSON.stringify(summary));
}

export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
