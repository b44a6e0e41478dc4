// One seat's page: what it may see, its legal actions, the log in sentences, the others'
// links; while others play it waits with a long poll. Companion games add the automa's
// instructions step by step and undo.
import { fill, h, refill } from "./dom.js";
import { language, t } from "./i18n.js";
import { Problem, actionsList, gameGet, gameWait, movePost, request, resultGet } from "./api.js";
import { backoffMs, retrying, sleep } from "./net.js";
import { eventsFollow } from "./events.js";
import { actionControlsKept } from "./actions.js";
import { MAZE_KINDS, mazeControls } from "./maze.js";
import { decksTappable } from "./decks.js";
import { boardDraw, boardShow } from "./board.js";
import { logExtend, logUpdate } from "./log.js";
import { instructionsShow } from "./instructions.js";
import { resultTable } from "./result.js";
import { linksKept, linkUrl } from "./links.js";
import { contentNamer } from "./content.js";

/** @typedef {import("./api.js").Game} Game */
/** @typedef {{ id: string, seat: number, token: string }} Who */

const WAIT_SECONDS = 25;
/** After a refusal of the long poll (not a lost connection): not asked again at once. */
const REFUSED_WAIT_MS = 10000;
/** What a move's answer brings along (the GETs the page would otherwise send after it). */
const SEAT_INCLUDES = /** @type {const} */ (["game", "actions", "moves", "board"]);
/** Each move's round trip in the page, for the measurements: from the click to the seat's
 * next actions (or the end of the game) drawn, the automa's replies between included. */
const timings = /** @type {number[]} */ ((/** @type {any} */ (window).tableTimings ||= []));

/** @param {HTMLElement} main @param {Who} who @param {AbortSignal} signal */
export async function seatScreen(main, who, signal) {
  const first = await retrying(() => gameGet(who.id, who.token), signal);
  if (!first) return;
  let game = first;
  const names = game.seats.map((s) => s.name);
  const [namer, ruleset] = await Promise.all([
    contentNamer(game.links.content),
    retrying(() => request(`/rulesets/${game.ruleset}/`), signal).then((r) => /** @type {import("./api.js").Ruleset} */ (r?.data)),
  ]);
  if (signal.aborted) return;
  const status = h("p", { id: "turn", role: "status", class: "status" });
  const notice = h("p", { id: "notice", class: "notice", role: "alert" });
  const instructions = h("section", { id: "instructions", class: "panel", hidden: true });
  const actions = h("section", { id: "actions", "aria-labelledby": "actions-title" });
  // Undo near the top, under the status line: a wrong report is seen right after it is
  // made, and a MarsBot listing is a dozen kinds long. The first action keeps the focus.
  const undo = h("div", { id: "undo", class: "undo" });
  // Focusable: a board larger than the screen is panned from the keyboard too.
  const figure = h("figure", { id: "board", class: "board", tabindex: 0, "aria-label": t("board") });
  const log = h("ol", { id: "log", class: "log", reversed: true, tabindex: 0, "aria-labelledby": "log-title" });
  const tail = h("div", { id: "tail" });
  fill(main,
    h("h1", {}, `${ruleset.title}: `, seatNamed(game.seats[who.seat])), status, notice, undo, instructions, actions, tail, figure,
    h("section", { "aria-labelledby": "log-title" }, h("h2", { id: "log-title" }, t("log")), log),
    shareLinks(who, game));

  /** When the seat's last move was clicked, until its next actions (or the end) are drawn. */
  let clicked = /** @type {number | null} */ (null);
  /** The version the actions shown were listed at (what a move of them is posted If-Match). */
  let listedAt = 0;
  /** The move being posted (its answer awaited, or the server awaited), else null. */
  let playing = /** @type {Promise<void> | null} */ (null);
  /** Draws one after the other: a long poll's answer and a move's never interleave. */
  let drawing = /** @type {Promise<unknown>} */ (Promise.resolve());
  /** Runs `step` after the draws before it (even failed ones). @param {() => Promise<void>} step */
  const serial = (step) => {
    const done = drawing.then(step);
    drawing = done.catch(() => undefined);
    return done;
  };
  const controls = actionControlsKept((action) => play(action, listedAt), namer);

  /**
   * Reads the game as it is now (the game itself unless `known`, from a long poll; the
   * seat's actions unless the game says the seat is not to act; the log's new moves; the
   * board) and draws it; while the server cannot be reached it says so and tries again,
   * backing off. Never throws: a refusal (the seat's token revoked, the game gone) is shown.
   * @param {Game | null} known
   */
  const draw = (known) => serial(async () => {
    if (known && known.version < game.version) return; // older than what is shown
    try {
      const read = await retrying(async () => {
        const [next, ready] = await Promise.all([
          known || gameGet(who.id, who.token),
          known && !seatActs(known, who.seat) ? null : actionsList(who.id, who.token).catch(() => null),
          logUpdate(log, who.id, who.token),
          boardDraw(figure, who.id, who.token),
        ]);
        // Listed at another version (a move landed between the two answers): listed again.
        const mine = seatActs(next, who.seat);
        const listed = !mine ? null : ready && ready.version === next.version ? ready : await actionsList(who.id, who.token);
        return { next, listed };
      }, signal);
      if (read) await show(read.next, read.listed);
    } catch (error) {
      notice.textContent = messageOf(error);
    }
  });

  /**
   * Draws the page from a move's answer, which carries all the page reads next at one
   * version (`SEAT_INCLUDES`); the log is read only if the answer's moves leave a gap.
   * @param {Required<import("./api.js").MoveAccepted>} answer
   */
  const drawAnswer = (answer) => serial(async () => {
    await logExtend(log, who.id, who.token, [answer.move, ...answer.moves.results], Boolean(answer.moves.next));
    boardShow(figure, answer.board);
    const listed = /** @type {import("./api.js").ActionList} */ (answer.actions);
    await show(answer.game, seatActs(answer.game, who.seat) ? listed : null);
  });

  /**
   * Shows `next` with the seat's `listed` actions (null: not its turn); an older version
   * than the one shown (a late answer) is left out.
   * @param {Game} next @param {import("./api.js").ActionList | null} listed
   */
  const show = async (next, listed) => {
    if (next.version < game.version) return;
    game = next;
    const mine = seatActs(game, who.seat);
    status.textContent = statusText(game, who.seat);
    const view = /** @type {CompanionView} */ (game.view);
    instructionsShow(instructions, view.instructions || []);
    if (listed) listedAt = listed.version;
    // Once the game is over the heading and the status line say so: no third line saying it again.
    const idle = game.status === "active" ? t("waiting_for", { names: waitingFor(game) }) : "";
    // Saboteur's cards are played on the board (maze.js); what is left stays listed.
    const maze = mazeControls(figure, listed ? listed.actions : [], (action) => play(action, listedAt));
    decksTappable(figure, listed ? listed.actions : [], (action) => play(action, listedAt));
    const rest = listed && maze ? listed.actions.filter((l) => !MAZE_KINDS.has(String(l.action.type))) : listed?.actions;
    refill(actions, h("h2", { id: "actions-title" }, t(mine ? "your_actions" : game.status === "active" ? "waiting" : "game_over")),
      maze, maze ? figure : null, rest ? controls(rest, listed?.headings) : idle ? h("p", {}, idle) : null);
    undoShow(undo, actions, view);
    // The board right under the hand while cards are laid on it; else after the choices.
    if (!maze && !figure.isConnected) tail.after(figure); // refill took it out of the actions
    if (game.status === "finished" && !tail.firstChild) {
      const result = await retrying(() => resultGet(who.id), signal).catch(() => null);
      if (result) fill(tail, resultTable(result, names));
    }
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

  /**
   * Posts `action` (listed at `version`). While the server cannot be reached the same move
   * is sent again (same Idempotency-Key: played once at most); a refusal is explained and
   * the game read again. The page is never left busy.
   * @param {object} action @param {number} version
   */
  const play = (action, version) => {
    if (playing) return;
    playing = (async () => {
      clicked = performance.now();
      notice.textContent = "";
      actions.setAttribute("aria-busy", "true");
      for (const b of main.querySelectorAll("#actions button, #undo button")) /** @type {HTMLButtonElement} */ (b).disabled = true;
      try {
        const key = crypto.randomUUID();
        const answer = await retrying(() => movePost(who.id, who.token, action, version, SEAT_INCLUDES, key), signal);
        if (answer && answer.game && answer.actions && answer.moves && "board" in answer) {
          await drawAnswer(/** @type {Required<import("./api.js").MoveAccepted>} */ (answer)).catch(() => draw(null));
        } else await draw(null);
      } catch (error) {
        // Stale (another tab of this seat moved first) or refused: explained, then as it is now.
        notice.textContent = error instanceof Problem && error.status === 412 ? t("stale") : messageOf(error);
        await draw(null);
      } finally {
        actions.removeAttribute("aria-busy");
        for (const b of main.querySelectorAll("#actions button, #undo button")) /** @type {HTMLButtonElement} */ (b).disabled = false;
        playing = null;
      }
      tripEnd();
    })();
  };

  /** A game the event stream brought: drawn unless a move's answer is awaited (which draws
   * it), or older than the one shown. @param {Game} next */
  const streamed = async (next) => {
    if (playing) await playing;
    if (next.version > game.version) {
      await draw(next);
      tripEnd();
    }
  };
  const reset = async () => { await draw(null); };
  /** Whether the server has the event stream (until it answers 404, it is tried first). */
  let streaming = true;

  /** Follows the game while it is on: by its event stream where the server has one, else a
   * long poll at a time (also on the seat's own turn, so that another tab of the same seat
   * is followed); failures back off (net.js). */
  const follow = async () => {
    while (!signal.aborted && game.status === "active") {
      if (playing) {
        await playing; // its answer draws the move: polling past it now would only echo it
        continue;
      }
      if (streaming) {
        const after = game.version;
        const end = await retrying(() => eventsFollow(who.id, who.token, after, { version: streamed, reset }, signal), signal)
          .catch(() => "absent");
        if (end === "absent") streaming = false;
        else if (end === "ended" && game.version === after) await sleep(backoffMs(0), signal); // closed at once: not again at once
        continue;
      }
      const after = game.version;
      let next;
      try {
        next = await retrying(() => gameWait(who.id, who.token, after, WAIT_SECONDS, signal), signal);
      } catch (error) {
        if (signal.aborted) return;
        notice.textContent = messageOf(error);
        await sleep(REFUSED_WAIT_MS, signal);
        continue;
      }
      if (signal.aborted) return;
      if (next && next.version > game.version && !playing) {
        await draw(next);
        tripEnd();
      }
    }
  };

  /** The automa's seats to act while no human is: "thinking", said in the status line.
   * @param {Game} g @param {number} seat */
  const statusText = (g, seat) => {
    if (g.status === "finished") return t("finished");
    if (g.status === "abandoned") return t("abandoned");
    if (g.to_act.includes(seat)) return t("your_turn");
    const automa = g.to_act.every((i) => g.seats[i]?.kind === "automa");
    return t(automa ? "thinking" : "waiting_for", { names: waitingFor(g) });
  };

  /** @param {Game} g */
  const waitingFor = (g) => g.to_act.map((i) => names[i]).join(", ");

  await draw(game);
  follow();
}

/** @typedef {{ instructions?: import("./instructions.js").Instruction[], can_undo?: boolean, undo_steps?: number }} CompanionView */

/**
 * The undo listed (if it is) is moved from the actions to `row`, its button saying how many
 * reports can be undone now (the view's `undo_steps`; a server without it undoes one).
 * Each tap undoes one: the next listing says what is left.
 * @param {HTMLElement} row @param {HTMLElement} actions @param {CompanionView} view
 */
function undoShow(row, actions, view) {
  const group = actions.querySelector('fieldset[data-type="undo"]');
  const button = group?.querySelector("button");
  if (!group || !button) {
    row.replaceChildren();
    return;
  }
  const steps = typeof view.undo_steps === "number" ? view.undo_steps : 1;
  button.textContent = steps > 1 ? t("undo_steps", { n: steps }) : t("undo_one");
  button.setAttribute("data-steps", String(steps));
  button.toggleAttribute("data-stack", typeof view.undo_steps === "number");
  row.replaceChildren(group);
}

/** A seat's name, with its player's rating beside it where the game view gives one
 * ("Ana · 1.234", the number in the page's language).
 * @param {{ name: string, rating?: { display: number, games: number } | null }} seat */
function seatNamed(seat) {
  if (!seat.rating) return seat.name;
  const number = (/** @type {number} */ n) => new Intl.NumberFormat(language()).format(n);
  const rating = number(seat.rating.display);
  return h("span", { class: "seat-name", title: t("rating_of", { rating, games: number(seat.rating.games) }) },
    t("rated_name", { name: seat.name, rating }));
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

/** Whether `seat` is to act in `game` now. @param {Game} game @param {number} seat */
function seatActs(game, seat) {
  return game.status === "active" && game.to_act.includes(seat);
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
    h("ul", {}, [own, ...links].map((l) => h("li", {}, h("label", { for: `link-${l.seat}` }, seatNamed({ ...game.seats[l.seat], name: l.name })),
      h("input", { id: `link-${l.seat}`, readonly: true, value: linkUrl(who.id, l) })))));
}
