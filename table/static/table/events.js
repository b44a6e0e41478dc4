// Following a game by its event stream (`GET /games/{id}/events/`, Server-Sent Events), read
// with fetch and a stream reader (EventSource cannot send the seat's token): `event: version`
// carries the game at a new version, `event: reset` says to read the game again, comments keep
// the connection alive. A server without the stream answers 404: the caller then long-polls.
import { language } from "./i18n.js";

/** @typedef {import("./api.js").Game} Game */
/** @typedef {"absent" | "ended"} StreamEnd */

/** Where the stream is served: `<meta name="automa-events-base">` when the page names one. */
function eventsBase() {
  const named = document.querySelector('meta[name="automa-events-base"]')?.getAttribute("content");
  return (named || "").replace(/\/$/, "") || "/api/v1";
}

/**
 * Follows game `id` from version `after` until the stream ends ("ended": the caller opens it
 * again) or the server has none ("absent"); a network failure is thrown (fetch's TypeError).
 * @param {string} id @param {string} token @param {number} after
 * @param {{ version: (game: Game) => Promise<void>, reset: () => Promise<void> }} on
 * @param {AbortSignal} signal
 * @returns {Promise<StreamEnd>}
 */
export async function eventsFollow(id, token, after, on, signal) {
  const response = await fetch(`${eventsBase()}/games/${id}/events/`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream", "Last-Event-ID": String(after), "Accept-Language": language() },
    cache: "no-store",
    referrerPolicy: "no-referrer",
    signal,
  });
  if ([404, 405, 406, 501].includes(response.status)) return "absent";
  if (!response.ok || !response.body) {
    if (response.status >= 500 || response.status === 429) throw new TypeError(`events ${response.status}`);
    return "absent"; // refused for another reason: the long poll says why
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return "ended";
    buffer += value.replace(/\r\n?/g, "\n");
    let end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      await dispatch(block, on);
    }
  }
}

/** One event's lines: `event:` and `data:` fields read, comments (`:`) and ids skipped.
 * @param {string} block @param {{ version: (game: Game) => Promise<void>, reset: () => Promise<void> }} on */
async function dispatch(block, on) {
  let type = "message";
  const data = [];
  for (const line of block.split("\n")) {
    if (!line || line.startsWith(":")) continue;
    const at = line.indexOf(":");
    const field = at < 0 ? line : line.slice(0, at);
    const value = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
    if (field === "event") type = value;
    else if (field === "data") data.push(value);
  }
  if (type === "reset") return on.reset();
  if (type !== "version" || !data.length) return;
  const payload = JSON.parse(data.join("\n"));
  if (payload && payload.game) await on.version(payload.game);
}
