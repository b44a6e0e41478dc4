// Saboteur played on the board: the hand as named cards to pick from, a turn of the chosen
// path card, the places the listing allows for it lit on the maze, a tap on one lays it. The
// board's drawing says where its cells are (`data-grid`) and draws the hand (`g.hand-card`,
// named by its <title>); the moves are the listed actions, posted as listed.
import { fill, h } from "./dom.js";
import { t } from "./i18n.js";

/** @typedef {import("./api.js").LegalAction} LegalAction */
/** @typedef {{ card?: string, x?: number, y?: number, rotation?: number, type: string }} MazeAction */

const SVG = "http://www.w3.org/2000/svg";
/** The kinds this module plays (the rest stay in the list of actions). */
export const MAZE_KINDS = new Set(["place_path", "play_action"]);

/** What the player chose, kept across redraws of the same seat's page. */
const chosen = { card: "", index: -1, rotation: 0 };

/** @param {LegalAction} listed */
function actionOf(listed) {
  return /** @type {MazeAction} */ (listed.action);
}

/**
 * The hand to pick from, the turn button and the chosen card's own actions; the legal
 * places lit on the board in `figure`. Null when nothing listed is a card of the hand.
 * @param {HTMLElement} figure @param {LegalAction[]} listed @param {(action: object) => void} play
 * @returns {HTMLElement | null}
 */
export function mazeControls(figure, listed, play) {
  const svg = figure.querySelector("svg");
  const mine = listed.filter((l) => MAZE_KINDS.has(actionOf(l).type));
  if (!svg || !mine.length) {
    if (svg) spotsClear(svg);
    return null;
  }
  const playable = new Set(mine.map((l) => actionOf(l).card));
  const cards = [...svg.querySelectorAll("g.hand-card")].filter((g) => playable.has(g.getAttribute("data-card") || ""));
  const held = cards.find((g) => g.getAttribute("data-card") === chosen.card && g.getAttribute("data-index") === String(chosen.index));
  if (!held) {
    chosen.card = cards[0]?.getAttribute("data-card") || "";
    chosen.index = Number(cards[0]?.getAttribute("data-index") ?? -1);
  }
  const section = h("section", { id: "maze", class: "maze-controls", "aria-labelledby": "hand-title" });
  const draw = () => {
    const ofCard = mine.filter((l) => actionOf(l).card === chosen.card);
    const places = ofCard.filter((l) => actionOf(l).type === "place_path");
    const turns = new Set(places.map((l) => actionOf(l).rotation ?? 0));
    if (places.length && !turns.has(chosen.rotation)) chosen.rotation = [...turns][0];
    spotsDraw(svg, places.filter((l) => (actionOf(l).rotation ?? 0) === chosen.rotation), play);
    const others = ofCard.filter((l) => actionOf(l).type !== "place_path");
    fill(section,
      h("h3", { id: "hand-title" }, t("hand_pick")),
      h("div", { class: "hand" }, cards.map((g) => handButton(g, draw))),
      places.length ? h("p", { class: "hint" }, t("maze_hint", { n: places.length })) : null,
      places.length && turns.size > 1
        ? h("button", { type: "button", id: "rotate", onclick: () => { chosen.rotation = 180 - chosen.rotation; draw(); } }, t("rotate"))
        : null,
      others.map((l) => h("button", { type: "button", class: "action", onclick: () => play(l.action) }, l.label)),
    );
  };
  draw();
  return section;
}

/**
 * A card of the hand as a button: its picture (the board's own drawing of it) and its name.
 * @param {Element} card @param {() => void} redraw
 */
function handButton(card, redraw) {
  const id = card.getAttribute("data-card") || "";
  const index = Number(card.getAttribute("data-index"));
  const picked = id === chosen.card && index === chosen.index;
  const name = card.querySelector("title")?.textContent || "";
  const picture = document.createElementNS(SVG, "svg");
  picture.setAttribute("viewBox", card.getAttribute("data-box") || "0 0 46 46");
  picture.setAttribute("aria-hidden", "true");
  picture.classList.add("card-picture");
  if (picked && chosen.rotation === 180) picture.classList.add("turned");
  const copy = /** @type {Element} */ (card.cloneNode(true));
  copy.querySelectorAll("title").forEach((title) => title.remove());
  picture.append(copy);
  return h("button", {
    type: "button", class: "hand-card", "aria-pressed": String(picked), "data-card": id,
    onclick: () => { Object.assign(chosen, { card: id, index, rotation: 0 }); redraw(); },
  }, picture, h("span", {}, name));
}

/** @param {SVGSVGElement} svg */
function spotsClear(svg) {
  svg.querySelectorAll(".spot").forEach((spot) => spot.remove());
  svg.setAttribute("role", "img");
}

/**
 * Lights the places of `places` on the maze, each a button that lays the card there.
 * @param {SVGSVGElement} svg @param {LegalAction[]} places @param {(action: object) => void} play
 */
function spotsDraw(svg, places, play) {
  spotsClear(svg);
  const [left, top, minX, minY, cell] = (svg.getAttribute("data-grid") || "").split(" ").map(Number);
  if (!cell || !places.length) return;
  svg.setAttribute("role", "group"); // it holds buttons now: not a picture only
  for (const listed of places) {
    const { x = 0, y = 0 } = actionOf(listed);
    const spot = document.createElementNS(SVG, "rect");
    const attrs = {
      x: left + (x - minX) * cell + 2, y: top + (y - minY) * cell + 2, width: cell - 4, height: cell - 4, rx: 4,
      class: "spot", role: "button", tabindex: 0, "aria-label": listed.label, "data-x": x, "data-y": y,
    };
    for (const [name, value] of Object.entries(attrs)) spot.setAttribute(name, String(value));
    const lay = () => play(listed.action);
    spot.addEventListener("click", lay);
    spot.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") { event.preventDefault(); lay(); }
    });
    svg.append(spot);
  }
}
