// The board as the seat may see it: the server's own drawing (GET games/{id}/board/).
import { boardGet } from "./api.js";
import { t } from "./i18n.js";
import { isUnreachable } from "./net.js";

/**
 * Draws the seat's board into `figure` (kept as it was if the game has no picture; a lost
 * connection is thrown, for the caller to wait and read again).
 * @param {HTMLElement} figure @param {string} id @param {string} token
 */
export async function boardDraw(figure, id, token) {
  let text;
  try {
    text = await boardGet(id, token);
  } catch (error) {
    if (isUnreachable(error)) throw error;
    return;
  }
  boardShow(figure, text);
}

/** The SVG text each figure shows now. @type {WeakMap<HTMLElement, string>} */
const shown = new WeakMap();

/**
 * Shows the board's SVG `text` in `figure` (kept as it was if it is not a picture).
 * @param {HTMLElement} figure @param {string | null | undefined} text
 */
export function boardShow(figure, text) {
  // The same picture as shown (a report that changes nothing drawn): not parsed and laid out again.
  if (!text || shown.get(figure) === text) return;
  const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
  const svg = parsed.documentElement;
  if (svg.nodeName !== "svg") return;
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", t("board"));
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  figure.replaceChildren(document.adoptNode(svg)); // moved, not copied: nothing else holds it
  shown.set(figure, text);
}
