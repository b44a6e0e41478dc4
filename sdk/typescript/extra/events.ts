// Following a game's events (Server-Sent Events), resuming by itself: hand-written, shipped in
// the generated package as `automa-client/events`.
//
//   for await (const event of followGame({ baseUrl, gameId, token })) draw(event.game);
//
// It reads the stream with fetch (headers carry the token: it stays out of URLs), resumes a
// dropped connection with Last-Event-ID after the server's `retry` delay (doubling up to a
// minute while the server cannot be reached), so no version is missed or given twice. A
// version too old to replay arrives as a `reset`: the game is read again (GET games/{id}/)
// and yielded, and the stream goes on from its version.
import type { GameOutput } from "./types.gen.js";

const MAX_RETRY_MS = 60_000;

/** The server refused the stream for good (a problem document: 401, 403, 404...). */
export class StreamRefused extends Error {
  constructor(readonly status: number, readonly problem: Record<string, unknown>) {
    super(`${status}: ${String(problem.detail ?? problem.title ?? "refused")}`);
  }
}

/** One version of the game as the seat sees it (`reset`: read again after a gap too long). */
export type GameEvent = { kind: "version" | "reset"; version: number; game: GameOutput };

/** A change to one of the app's games; `reset` (no game) when its position is too old. */
export type AppChange =
  | { kind: "change"; position: string; gameId: string; version: number }
  | { kind: "reset"; position: string };

export type FollowOptions = {
  /** The server's base URL, or the stream process's when it has another origin. */
  baseUrl: string;
  /** Resume after this id (a version, or an app stream's position); none: from now on. */
  lastEventId?: string;
  language?: string;
  signal?: AbortSignal;
  fetch?: typeof fetch;
};

type Raw = { name: string; id?: string; data: string };

async function* connectionEvents(response: Response, state: { retryMs: number }): AsyncGenerator<Raw> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let name = "message";
  let id: string | undefined;
  let data: string[] = [];
  try {
    yield* parsed();
  } finally {
    // A caller that stops early (break) closes the connection too: nothing keeps Node alive.
    await reader.cancel().catch(() => undefined);
  }
  async function* parsed(): AsyncGenerator<Raw> {
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, end).replace(/\r$/, "");
      buffer = buffer.slice(end + 1);
      if (line === "") {
        if (data.length) yield { name, id, data: data.join("\n") };
        name = "message";
        id = undefined;
        data = [];
      } else if (!line.startsWith(":")) {
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        let text = colon < 0 ? "" : line.slice(colon + 1);
        if (text.startsWith(" ")) text = text.slice(1);
        if (field === "data") data.push(text);
        else if (field === "event") name = text;
        else if (field === "id") id = text;
        else if (field === "retry" && /^\d+$/.test(text)) state.retryMs = Number(text);
      }
    }
  }
  }
}

async function* resuming(url: string, headers: Record<string, string>, options: FollowOptions): AsyncGenerator<Raw> {
  const doFetch = options.fetch ?? fetch;
  const state = { retryMs: 2000 };
  let lastEventId = options.lastEventId;
  let failures = 0;
  while (!options.signal?.aborted) {
    try {
      const sent = lastEventId === undefined ? headers : { ...headers, "Last-Event-ID": lastEventId };
      const response = await doFetch(url, { headers: sent, signal: options.signal, cache: "no-store" });
      if (response.status === 429 || response.status === 503) {
        state.retryMs = Math.max(state.retryMs, 1000 * Number(response.headers.get("Retry-After") ?? "1"));
        throw new Error(`stream refused for now: ${response.status}`);
      }
      if (!response.ok || !response.body) {
        throw new StreamRefused(response.status, (await response.json().catch(() => ({}))) as Record<string, unknown>);
      }
      for await (const raw of connectionEvents(response, state)) {
        failures = 0;
        if (raw.id !== undefined) lastEventId = raw.id;
        yield raw;
      }
    } catch (error) {
      if (error instanceof StreamRefused || options.signal?.aborted) throw error;
      failures += 1;
    }
    const wait = Math.min(MAX_RETRY_MS, state.retryMs * 2 ** Math.max(0, failures - 1));
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

function headersFor(authorization: string | undefined, language: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: "text/event-stream" };
  if (authorization) headers.Authorization = authorization;
  if (language) headers["Accept-Language"] = language;
  return headers;
}

/** Every version of the game after `lastEventId` (without it: the current one first), as the
 * seat of `token` sees it (none: a spectator), resuming by itself. */
export async function* followGame(
  options: FollowOptions & { gameId: string; token?: string },
): AsyncGenerator<GameEvent> {
  const base = options.baseUrl.replace(/\/+$/, "");
  const headers = headersFor(options.token ? `Bearer ${options.token}` : undefined, options.language);
  const url = `${base}/api/v1/games/${encodeURIComponent(options.gameId)}/events/`;
  for await (const raw of resuming(url, headers, options)) {
    const body = JSON.parse(raw.data) as { version: number; game?: GameOutput };
    if (raw.name === "version" && body.game) {
      yield { kind: "version", version: body.version, game: body.game };
    } else if (raw.name === "reset") {
      const { Accept: _accept, ...plain } = headers;
      const read = await (options.fetch ?? fetch)(`${base}/api/v1/games/${encodeURIComponent(options.gameId)}/`, {
        headers: plain,
        signal: options.signal,
      });
      if (!read.ok) throw new StreamRefused(read.status, (await read.json().catch(() => ({}))) as Record<string, unknown>);
      yield { kind: "reset", version: body.version, game: (await read.json()) as GameOutput };
    }
  }
}

/** Every change to the app's games after `lastEventId` (a position; none: from now on). */
export async function* followApp(options: FollowOptions & { appKey: string }): AsyncGenerator<AppChange> {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/api/v1/events/`;
  for await (const raw of resuming(url, headersFor(`ApiKey ${options.appKey}`, undefined), options)) {
    const position = raw.id ?? "";
    if (raw.name === "change") {
      const body = JSON.parse(raw.data) as { game: string; version: number };
      yield { kind: "change", position, gameId: body.game, version: body.version };
    } else if (raw.name === "reset") {
      yield { kind: "reset", position };
    }
  }
}
