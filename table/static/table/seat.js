// One seat's page: what it may see, its legal actions, the log in sentences, the others'
// links; while others play it waits with a long poll. Companion games add the automa's
// instructions step by step and undo.
import { fill, h, refill } from "./dom.js";
import { t } from "./i18n.js";
import { actionsList, gameGet, gameWait, movePost, request, resultGet } from "./api.js";
import { actionControlsKept } from "./actions.js";
import { boardDraw, boardShow } from "./board.js";
import { logExtend, logUpdate } from "./log.js";
import { instructionsShow } from "./instructions.js";
import { resultTable } from "./result.js";
import { linksKept, linkUrl } from "./links.js";
import { contentNamer } from "./content.js";

/** @typedef {import("./api.js").Game} Game */
/** @typedef {{ id: string, seat: number, token: string }} Who */

const WAIT_SECONDS = 25;
/** What a move's answer brings along (the GETs the page would otherwise send after it). */
const SEAT_INCLUDES = /** @type {const} */ (["game", "actions", "moves", "board"]);
/** Each move's round trip in the page, for the measurements: from the click to the seat's
 * next actions (or the end of the game) drawn, the automa's replies between included. */
const timings = /** @type {number[]} */ ((/** @type {any} */ (window).tableTimings ||= []));

/** @param {HTMLElement} main @param {Who} who @param {AbortSignal} signal */
export async function seatScreen(main, who, signal) {
  let game = await gameGet(who.id, who.token);
  const names = game.seats.map((s) => s.name);
  const [namer, ruleset] = await Promise.all([
    contentNamer(game.links.content),
    request(`/rulesets/${game.ruleset}/`).then((r) => /** @type {import("./api.js").Ruleset} */ (r.data)),
  ]);
  const status = h("p", { id: "turn", role: "status", class: "status" });
  const instructions = h("section", { id: "instructions", class: "panel", hidden: true });
  const actions = h("section", { id: "actions", "aria-labelledby": "actions-title" });
  const figure = h("figure", { id: "board", class: "board" });
  const log = h("ol", { id: "log", class: "log", tabindex: 0, "aria-labelledby": "log-title" });
  const tail = h("div", { id: "tail" });
  fill(main,
    h("h1", {}, `${ruleset.title}: ${names[who.seat]}`), status, instructions, actions, tail, figure,
    h("section", { "aria-labelledby": "log-title" }, h("h2", { id: "log-title" }, t("log")), log),
    shareLinks(who, game));

  /** When the seat's last move was clicked, until its next actions (or the end) are drawn. */
  let clicked = /** @type {number | null} */ (null);
  /** The version the actions shown were listed at (what a move of them is posted If-Match). */
  let listedAt = 0;
  const controls = actionControlsKept((action) => play(action, listedAt), namer);

  /**
   * Draws the page as the game is now, from the GETs (first, after a long poll, after a
   * refused move). Everything it shows is fetched at once: the game (unless `known`, from
   * a long poll), the seat's actions (unless the game says the seat is not to act), the
   * log's new moves and the board.
   * @param {Game | null} known
   */
  const draw = async (known) => {
    const [next, ready] = await Promise.all([
      known || gameGet(who.id, who.token),
      known && !seatActs(known, who.seat) ? null : actionsList(who.id, who.token).catch(() => null),
      logUpdate(log, who.id, who.token),
      boardDraw(figure, who.id, who.token),
    ]);
    const mine = seatActs(next, who.seat);
    // Listed at another version (a move landed between the two answers): listed again.
    const listed = !mine ? null : ready && ready.version === next.version ? ready : await actionsList(who.id, who.token);
    await show(next, listed);
  };

  /**
   * Draws the page from a move's answer, which carries all the page reads next at one
   * version (`SEAT_INCLUDES`); the log is read only if the answer's moves leave a gap.
   * @param {Required<import("./api.js").MoveAccepted>} answer
   */
  const drawAnswer = async (answer) => {
    await logExtend(log, who.id, who.token, [answer.move, ...answer.moves.results], Boolean(answer.moves.next));
    boardShow(figure, answer.board);
    const listed = /** @type {import("./api.js").ActionList} */ (answer.actions);
    await show(answer.game, seatActs(answer.game, who.seat) ? listed : null);
  };

  /**
   * Shows `next` with the seat's `listed` actions (null: not its turn).
   * @param {Game} next @param {import("./api.js").ActionList | null} listed
   */
  const show = async (next, listed) => {
    game = next;
    const mine = seatActs(game, who.seat);
    status.textContent = statusText(game, who.seat, names);
    const view = /** @type {{ instructions?: import("./instructions.js").Instruction[] }} */ (game.view);
    instructionsShow(instructions, view.instructions || []);
    if (listed) listedAt = listed.version;
    refill(actions, h("h2", { id: "actions-title" }, t(mine ? "your_actions" : "waiting")),
      listed ? controls(listed.actions) : h("p", {}, t("waiting_for", { names: waitingFor(game, names) })));
    if (game.status === "finished") fill(tail, resultTable(await resultGet(who.id), names));
    document.body.dataset.version = String(game.version);
    document.body.dataset.status = game.status;
    document.body.dataset.mine = String(mine);
  };

  /** After a move of the seat's: once its next actions (or the end) are drawn, they take
   * the focus (which lays the page out) and the round trip is timed. */
  const tripEnd = () => {
    if (clicked === null || (game.status === "active" && !seatActs(game, who.seat))) return;
    focusFirst(actions);
    timings.push(performance.now() - clicked);
    clicked = null;
  };

  /** @param {object} action @param {number} version */
  const play = async (action, version) => {
    clicked = performance.now();
    actions.setAttribute("aria-busy", "true");
    for (const b of actions.querySelectorAll("button")) b.disabled = true;
    let answer = null;
    try {
      answer = await movePost(who.id, who.token, action, version, SEAT_INCLUDES);
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error);
    }
    // A refused move (or an answer without the members) draws from the GETs instead.
    if (answer && answer.game && answer.actions && answer.moves && "board" in answer) {
      await drawAnswer(/** @type {Required<import("./api.js").MoveAccepted>} */ (answer));
    } else await draw(null);
    actions.removeAttribute("aria-busy");
    tripEnd();
    if (!seatActs(game, who.seat)) waitLoop();
  };

  const waitLoop = async () => {
    while (!signal.aborted && game.status === "active" && !seatActs(game, who.seat)) {
      const next = await gameWait(who.id, who.token, game.version, WAIT_SECONDS).catch(() => null);
      if (signal.aborted) return;
      if (next) {
        await draw(next);
        tripEnd();
      }
    }
  };
  await draw(game);
  waitLoop();
}

/** Whether `seat` is to act in `game` now. @param {Game} game @param {number} seat */
function seatActs(game, seat) {
  return game.status === "active" && game.to_act.includes(seat);
}

/** @param {Game} game @param {number} seat @param {string[]} names */
function statusText(game, seat, names) {
  if (game.status === "finished") return t("finished");
  if (game.status === "abandoned") return t("abandoned");
  return game.to_act.includes(seat) ? t("your_turn") : t("waiting_for", { names: waitingFor(game, names) });
}

/** @param {Game} game @param {string[]} names */
function waitingFor(game, names) {
  return game.to_act.map((i) => names[i]).join(", ");
}

/** @param {HTMLElement} section */
function focusFirst(section) {
  const first = section.querySelector("button:not([disabled]), select");
  if (first instanceof HTMLElement) first.focus();
}

/** The links of the seats this tab created, to send to each player. @param {Who} who @param {Game} game */
function shareLinks(who, game) {
  const links = linksKept(who.id).filter((l) => l.seat !== who.seat);
  const own = { seat: who.seat, name: game.seats[who.seat].name, token: who.token };
  return h("section", { "aria-labelledby": "share-title", class: "share" },
    h("h2", { id: "share-title" }, t("links")),
    h("p", {}, t("links_hint")),
    h("ul", {}, [own, ...links].map((l) => h("li", {}, h("label", { for: `link-${l.seat}` }, l.name),
      h("input", { id: `link-${l.seat}`, readonly: true, value: linkUrl(who.id, l) })))));
}
