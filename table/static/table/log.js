// The move log in sentences, as this seat may read it (fetched after the last one seen).
import { h } from "./dom.js";
import { movesList } from "./api.js";

const SHOWN = 40;

/**
 * Appends the moves after the last one shown to `list` (newest last; the oldest fall off).
 * @param {HTMLOListElement} list @param {string} id @param {string} token
 */
export async function logUpdate(list, id, token) {
  const last = Number(list.dataset.after || "0");
  const page = await movesList(id, token, last);
  for (const move of page.results) {
    const events = move.events.map((e) => /** @type {{ text?: string | null }} */ (e).text).filter(Boolean);
    list.append(h("li", { value: move.number }, move.text || "", events.length ? h("ul", {}, events.map((e) => h("li", {}, e || ""))) : null));
    list.dataset.after = String(move.number);
  }
  while (list.children.length > SHOWN) list.firstElementChild?.remove();
}
