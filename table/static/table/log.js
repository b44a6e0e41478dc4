// The move log in sentences, as this seat may read it (fetched after the last one seen, or
// handed over with a move's answer).
import { h } from "./dom.js";
import { movesList } from "./api.js";

const SHOWN = 40;

/** @typedef {Pick<import("./api.js").Move, "number" | "text" | "events">} Logged */

/**
 * Adds the moves after the last one shown to `list` (newest first; the oldest fall off).
 * @param {HTMLOListElement} list @param {string} id @param {string} token
 */
export async function logUpdate(list, id, token) {
  const last = Number(list.dataset.after || "0");
  const page = await movesList(id, token, last);
  logAppend(list, page.results);
}

/**
 * Appends `moves` (a run of the log, oldest first) to `list`, or reads the log instead when
 * they do not follow the last one shown or more are left (`more`).
 * @param {HTMLOListElement} list @param {string} id @param {string} token
 * @param {Logged[]} moves @param {boolean} more
 */
export async function logExtend(list, id, token, moves, more) {
  const last = Number(list.dataset.after || "0");
  if (more || (moves.length && moves[0].number > last + 1)) return logUpdate(list, id, token);
  logAppend(list, moves);
}

/** Adds `moves` at the top (newest first, where a phone shows it without scrolling), the
 * ones just added marked as the latest. @param {HTMLOListElement} list @param {Logged[]} moves */
function logAppend(list, moves) {
  const fresh = moves.filter((move) => move.number > Number(list.dataset.after || "0"));
  if (!fresh.length) return;
  for (const old of list.querySelectorAll(":scope > li.latest")) old.classList.remove("latest");
  for (const move of fresh) {
    const events = move.events.map((e) => /** @type {{ text?: string | null }} */ (e).text).filter(Boolean);
    list.prepend(h("li", { value: move.number, class: "latest" }, move.text || "", events.length ? h("ul", {}, events.map((e) => h("li", {}, e || ""))) : null));
    list.dataset.after = String(move.number);
  }
  while (list.children.length > SHOWN) list.lastElementChild?.remove();
}
