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
  const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (parsed.documentElement));
  if (svg.nodeName !== "svg") return;
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", t("board"));
  // Drawn at a size where its text reads (most of it at 12 CSS px or more), panned by
  // scrolling its frame on a phone rather than shrunk to the screen's width.
  const width = Number(svg.getAttribute("width")) || svg.viewBox.baseVal.width;
  svg.style.width = `${Math.ceil(width * readableScale(svg))}px`;
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  figure.replaceChildren(document.adoptNode(svg)); // moved, not copied: nothing else holds it
  shown.set(figure, text);
}

/** Most text a board shows at this size or more (CSS px), as WCAG's minimum body text. */
const READABLE_PX = 12;

/**
 * How much to enlarge a drawing so that 95 % of its text is READABLE_PX or more.
 * @param {SVGSVGElement} svg
 */
function readableScale(svg) {
  const sizes = [...svg.querySelectorAll("text")].map((e) => Number(e.getAttribute("font-size")) || READABLE_PX).sort((a, b) => a - b);
  const small = sizes[Math.floor(sizes.length * 0.05)] || READABLE_PX;
  return Math.max(1, (READABLE_PX / small) * 1.02); // a little over: layout rounds down
}
