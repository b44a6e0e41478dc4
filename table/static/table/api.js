// The public HTTP API, as any app calls it: seat tokens, ETag/If-Match, long polls, problem
// details, Accept-Language. Nothing here knows a game's rules.
import { language } from "./i18n.js";

/** @typedef {import("automa-client").GameOutput} Game */
/** @typedef {import("automa-client").RulesetOutput} Ruleset */
/** @typedef {import("automa-client").LegalAction} LegalAction */
/** @typedef {import("automa-client").MoveOutput} Move */
/** @typedef {import("automa-client").MovePage} MovePage */
/** @typedef {import("automa-client").MoveAccepted} MoveAccepted */
/** @typedef {import("automa-client").Problem} ProblemBody */
/** @typedef {import("automa-client").GameCreateInputRequest} GameCreate */
/** @typedef {{ actions: LegalAction[], version: number, seat: number, headings?: Record<string, string> }} ActionList */

const BASE = "/api/v1";

/** An RFC 9457 problem the server answered, worded in the page's language. */
export class Problem extends Error {
  /** @param {number} status @param {Partial<ProblemBody>} body */
  constructor(status, body) {
    super(body.detail || body.title || `HTTP ${status}`);
    this.status = status;
    this.code = body.code || "";
  }
}

/**
 * @typedef {object} Call
 * @property {string} [method]
 * @property {string} [token] a seat token (Bearer)
 * @property {string} [appKey] the table's app key (ApiKey)
 * @property {unknown} [body]
 * @property {Record<string, string>} [headers]
 * @property {AbortSignal} [signal] cancels the request (the player left the screen)
 */

/**
 * One request; JSON answers parsed, problems thrown.
 * @param {string} path
 * @param {Call} [call]
 * @returns {Promise<{ status: number, etag: string | null, data: any }>}
 */
export async function request(path, call = {}) {
  /** @type {Record<string, string>} */
  const headers = { "Accept-Language": language(), ...call.headers };
  if (call.token) headers.Authorization = `Bearer ${call.token}`;
  else if (call.appKey) headers.Authorization = `ApiKey ${call.appKey}`;
  if (call.body !== undefined) headers["Content-Type"] = "application/json";
  // A network failure is fetch's TypeError (net.js waits for the server); an answer cut
  // short or not JSON when it says it is (a proxy's error page) counts as one too.
  const response = await fetch(BASE + path, {
    method: call.method || "GET",
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    cache: "no-store",
    referrerPolicy: "no-referrer",
    signal: call.signal,
  });
  const type = response.headers.get("Content-Type") || "";
  let data;
  try {
    data = type.includes("json") ? await response.json() : await response.text();
  } catch (error) {
    if (call.signal?.aborted) throw error;
    throw new TypeError(`unreadable answer (${response.status})`);
  }
  if (response.status >= 400) throw new Problem(response.status, typeof data === "object" ? data : {});
  return { status: response.status, etag: response.headers.get("ETag"), data };
}

/** @returns {Promise<Ruleset[]>} */
export async function rulesetsList() {
  const { data } = await request("/rulesets/");
  return Array.isArray(data) ? data : data.results;
}

/** @param {GameCreate} body @param {string} appKey @returns {Promise<Game>} */
export async function gameCreate(body, appKey) {
  const headers = { "Idempotency-Key": crypto.randomUUID() };
  return (await request("/games/", { method: "POST", body, appKey, headers })).data;
}

/** @param {string} id @param {string} token @returns {Promise<Game>} */
export async function gameGet(id, token) {
  return (await request(`/games/${id}/`, { token })).data;
}

/**
 * Waits until the game passes `after` (null: nothing happened within `wait` seconds).
 * @param {string} id @param {string} token @param {number} after @param {number} wait
 * @param {AbortSignal} [signal]
 * @returns {Promise<Game | null>}
 */
export async function gameWait(id, token, after, wait, signal) {
  const answer = await request(`/games/${id}/?after=${after}&wait=${wait}`, { token, signal });
  return answer.status === 304 ? null : answer.data;
}

/** @param {string} id @param {string} token @returns {Promise<ActionList>} */
export async function actionsList(id, token) {
  return (await request(`/games/${id}/actions/`, { token })).data;
}

/**
 * Posts one listed action, If-Match the version it was listed at; the answer carries the
 * members of `include` too (the game, the seat's actions, the log after the move, the
 * board: what the seat reads next), read at one version after the move. A move sent again
 * after a lost answer carries the same `key`: the server answers it once, never plays it twice.
 * @param {string} id @param {string} token @param {object} action @param {number} version
 * @param {readonly ("game" | "actions" | "moves" | "board")[]} [include]
 * @param {string} [key] the move's Idempotency-Key
 * @returns {Promise<MoveAccepted>}
 */
export async function movePost(id, token, action, version, include = [], key = crypto.randomUUID()) {
  const headers = { "If-Match": `"${version}"`, "Idempotency-Key": key };
  const query = include.length ? `?include=${include.join(",")}` : "";
  return (await request(`/games/${id}/moves/${query}`, { method: "POST", token, body: { action }, headers })).data;
}

/** @param {string} id @param {string} token @param {number} after @returns {Promise<MovePage>} */
export async function movesList(id, token, after) {
  return (await request(`/games/${id}/moves/?after=${after}&limit=200`, { token })).data;
}

/** @param {string} id @param {string} token @returns {Promise<string>} */
export async function boardGet(id, token) {
  return (await request(`/games/${id}/board/`, { token })).data;
}

/** @param {string} id @returns {Promise<any>} */
export async function resultGet(id) {
  return (await request(`/games/${id}/result/`)).data;
}
