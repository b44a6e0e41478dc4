// The connection as the player sees it: a "reconnecting…" line while answers fail, and
// waits that back off with jitter (a page left open on a dead server asks a few times a
// minute, not thousands), woken at once when the browser says it is back online.
import { t } from "./i18n.js";

/** The first wait after a failure, and the longest: a returning server is seen within it. */
const FIRST_MS = 600;
const LONGEST_MS = 6000;

/**
 * Whether `error` means the server could not be reached (network down, server restarting,
 * a proxy's gateway error, throttled): worth waiting for, never the player's mistake.
 * @param {unknown} error
 */
export function isUnreachable(error) {
  if (error instanceof TypeError) return true; // fetch's own failure: no answer at all
  const status = /** @type {{ status?: number }} */ (error)?.status;
  return status === 0 || status === 408 || status === 429 || (typeof status === "number" && status >= 500);
}

/** The wait before attempt `n + 1` (from 0): doubled each time, up to LONGEST_MS, each
 * between half and all of it, so that pages cut off together do not return together.
 * @param {number} attempt */
export function backoffMs(attempt) {
  const ceiling = Math.min(LONGEST_MS, FIRST_MS * 2 ** attempt);
  return ceiling / 2 + (Math.random() * ceiling) / 2;
}

/** @type {Set<() => void>} */
const sleepers = new Set();
window.addEventListener("online", () => { for (const wake of [...sleepers]) wake(); });

/**
 * Resolves after `ms`, or at once when the browser comes back online or `signal` aborts.
 * @param {number} ms @param {AbortSignal} [signal]
 */
export function sleep(ms, signal) {
  return new Promise((resolve) => {
    const wake = () => { clearTimeout(timer); sleepers.delete(wake); signal?.removeEventListener("abort", wake); resolve(undefined); };
    const timer = setTimeout(wake, ms);
    sleepers.add(wake);
    signal?.addEventListener("abort", wake);
  });
}

/** Whether the last call to finish found the server unreachable. */
let lost = false;

/** Shows or hides the page's "reconnecting…" line. */
function connectionShow() {
  document.body.dataset.connection = lost ? "lost" : "ok";
  const line = document.getElementById("connection");
  if (!line) return;
  line.hidden = !lost;
  line.textContent = lost ? t("reconnecting") : "";
}

/** The header's line that says the page is reconnecting (a live region: announced). */
export function connectionLine() {
  const line = document.createElement("p");
  line.id = "connection";
  line.className = "connection";
  line.setAttribute("role", "status");
  queueMicrotask(connectionShow);
  return line;
}

/** @param {boolean} now */
function lostSet(now) {
  if (lost === now) return;
  lost = now;
  connectionShow();
  // Back: the other calls waiting for the server try again now, not at the end of their wait.
  if (!now) for (const wake of [...sleepers]) wake();
}

/**
 * `call()` until it answers: while the server cannot be reached, the page says it is
 * reconnecting and waits longer each time (`backoffMs`); any other failure is thrown.
 * Null when `signal` aborts first.
 * @template T
 * @param {() => Promise<T>} call @param {AbortSignal} [signal]
 * @returns {Promise<T | null>}
 */
export async function retrying(call, signal) {
  for (let attempt = 0; !signal?.aborted; attempt += 1) {
    try {
      const answer = await call();
      lostSet(false);
      return answer;
    } catch (error) {
      if (signal?.aborted) throw error;
      if (!isUnreachable(error)) {
        lostSet(false); // answered, if with a refusal: the server is there
        throw error;
      }
      lostSet(true);
      await sleep(backoffMs(attempt), signal);
    }
  }
  return null;
}
