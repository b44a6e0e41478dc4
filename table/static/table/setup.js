// Setting up a game: its seats (humans and automa levels) and options; then each human
// seat's own link.
import { fill, h } from "./dom.js";
import { t } from "./i18n.js";
import { gameCreate, request } from "./api.js";
import { optionsForm } from "./options.js";
import { linksKeep, seatHash } from "./links.js";

/** @typedef {import("./api.js").Ruleset} Ruleset */

/**
 * @param {HTMLElement} main @param {string} slug
 * @param {URLSearchParams} query `seed` (for support and the tests: the server decides)
 */
export async function setupScreen(main, slug, query) {
  /** @type {Ruleset} */
  const ruleset = (await request(`/rulesets/${encodeURIComponent(slug)}/`)).data;
  const companion = ruleset.modes.includes("companion");
  const count = h("select", { id: "seat-count", disabled: companion },
    range(ruleset.min_seats, ruleset.max_seats).map((n) => h("option", { value: n, selected: n === Math.max(2, ruleset.min_seats) }, n)));
  const seatList = h("ol", { class: "seats" });
  const drawSeats = () => fill(seatList, range(0, Number(count.value) - 1).map((i) => seatRow(ruleset, i, companion)));
  count.addEventListener("change", drawSeats);
  if (companion) count.replaceChildren(h("option", { value: 2, selected: true }, 2));
  drawSeats();
  const options = optionsForm(/** @type {any} */ (ruleset.options_schema));
  const status = h("p", { role: "status", class: "status" });
  const form = h("form", {}, h("h2", {}, t("seats")),
    h("div", { class: "field" }, h("label", { for: "seat-count" }, t("seat_count")), count), seatList,
    h("details", {}, h("summary", {}, t("options")), options.fields),
    h("button", { type: "submit", class: "primary", id: "create" }, t("create")), status);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    status.textContent = t("creating");
    const seed = query.get("seed");
    const seats = [...seatList.querySelectorAll("li")].map(readSeat);
    try {
      const game = await gameCreate({ ruleset: /** @type {any} */ (slug), seats, options: options.read(), ...(seed ? { seed: Number(seed) } : {}) }, appKey());
      const links = game.seats.flatMap((s) => (s.token ? [{ seat: s.index, name: s.name, token: s.token }] : []));
      linksKeep(game.id, ruleset.title, links);
      // Instead of the set-up in the history: Back from the game goes where the set-up came from.
      location.replace(seatHash(game.id, links[0].seat, links[0].token));
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error);
      status.setAttribute("role", "alert");
    }
  });
  fill(main, h("h1", {}, ruleset.title), form);
}

/** @param {Ruleset} ruleset @param {number} index @param {boolean} companion */
function seatRow(ruleset, index, companion) {
  const automa = companion ? index === 1 : index > 0;
  const kinds = companion ? [automa ? `automa:${ruleset.default_automa_level}` : "human"]
    : ["human", ...ruleset.automa_levels.map((level) => `automa:${level}`)];
  const chosen = automa ? `automa:${ruleset.default_automa_level}` : "human";
  const name = h("input", { id: `seat-${index}-name`, value: automa ? `${t("automa")} ${index}` : `${t("player")} ${index + 1}`, maxlength: 40, required: true });
  const kind = h("select", { id: `seat-${index}-kind` },
    kinds.map((k) => h("option", { value: k, selected: k === chosen }, k === "human" ? t("human") : `${t("automa")}: ${levelRated(ruleset, k.slice(7))}`)));
  return h("li", {}, h("div", { class: "field" }, h("label", { for: name.id }, t("seat_name", { n: index + 1 })), name),
    h("div", { class: "field" }, h("label", { for: kind.id }, t("seat_kind", { n: index + 1 })), kind));
}

/** @param {Element} row @returns {import("automa-client").SeatInputRequest} */
function readSeat(row) {
  const name = /** @type {HTMLInputElement} */ (row.querySelector("input")).value.trim();
  const kind = /** @type {HTMLSelectElement} */ (row.querySelector("select")).value;
  return kind === "human" ? { name, kind: "human" } : { name, kind: "automa", level: /** @type {any} */ (kind.slice(7)) };
}

/** A level in words with its measured strength (the ladder's rating and 95 % interval, from
 * the ruleset's `automa_ratings`) where the server gives one.
 * @param {Ruleset} ruleset @param {string} level */
function levelRated(ruleset, level) {
  const rated = (ruleset.automa_ratings ?? []).find((r) => r.level === level);
  if (!rated) return levelName(level);
  const round = (/** @type {number} */ value) => String(Math.round(value));
  return t("level_rated", { level: levelName(level), rating: round(rated.rating), low: round(rated.low), high: round(rated.high) });
}

/** An automa level in words (the page's), else as the server names it. @param {string} level */
function levelName(level) {
  const known = t(`level_${level}`);
  return known === `level_${level}` ? level : known;
}

/** The table's public app key, when the server requires keys (shown in the page). */
function appKey() {
  return document.querySelector('meta[name="automa-app-key"]')?.getAttribute("content") || "";
}

/** @param {number} from @param {number} to */
function range(from, to) {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
