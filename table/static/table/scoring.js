// Scholars of the South Tigris: multiplayer end-of-game scoring (POST rulesets/scholars/tools/score/).
import { fill, h } from "./dom.js";
import { t } from "./i18n.js";
import { request } from "./api.js";
import { resultTable } from "./result.js";

const FIGURES = ["silver", "gold", "caliph_top", "caliph_middle", "employed_translators", "workers"];
const GUILDS = ["purple", "orange", "green"];
const TRACKS = ["mathematics", "physics", "chemistry", "philosophy", "biology", "astronomy"];

/** @param {HTMLElement} main */
export async function scoringScreen(main) {
  const players = h("div", { id: "players" });
  const count = h("select", { id: "player-count" }, [1, 2, 3, 4].map((n) => h("option", { value: n, selected: n === 2 }, n)));
  const draw = () => fill(players, Array.from({ length: Number(count.value) }, (_, i) => playerFields(i)));
  count.addEventListener("change", draw);
  draw();
  const answer = h("div", { id: "score-answer", "aria-live": "polite" });
  const form = h("form", {}, h("div", { class: "field" }, h("label", { for: "player-count" }, t("player_count")), count),
    players, h("button", { type: "submit", class: "primary", id: "score" }, t("score_it")), answer);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const reports = [...players.querySelectorAll("fieldset.player")].map(readPlayer);
    try {
      const { data } = await request("/rulesets/scholars/tools/score/", { method: "POST", body: { players: reports } });
      fill(answer, resultTable(data, reports.map((r) => r.name)));
    } catch (error) {
      fill(answer, h("p", { role: "alert" }, error instanceof Error ? error.message : String(error)));
    }
  });
  fill(main, h("h1", {}, t("score_title")), h("p", {}, t("score_intro")), form);
}

/** @param {string} id @param {string} label */
function numberField(id, label) {
  return h("div", { class: "field" }, h("label", { for: id }, label),
    h("input", { id, type: "number", min: 0, value: 0, inputmode: "numeric", "data-key": id.split("-").pop() }));
}

/** @param {number} i */
function playerFields(i) {
  const p = `p${i}`;
  return h("fieldset", { class: "player" }, h("legend", {}, t("player_n", { n: i + 1 })),
    h("div", { class: "field" }, h("label", { for: `${p}-name` }, t("name")), h("input", { id: `${p}-name`, value: `${t("player")} ${i + 1}` })),
    FIGURES.map((f) => numberField(`${p}-figure-${f}`, t(`figure_${f}`))),
    h("fieldset", {}, h("legend", {}, t("guild_influence")), GUILDS.map((g) => numberField(`${p}-guild-${g}`, t(`colour_${g}`)))),
    h("fieldset", {}, h("legend", {}, t("research")), TRACKS.map((r) => numberField(`${p}-track-${r}`, t(`track_${r}`)))),
    h("div", { class: "field" }, h("label", { for: `${p}-retired` }, t("retired_vp")), h("input", { id: `${p}-retired`, inputmode: "numeric", placeholder: "3, 5" })));
}

/** @param {Element} fieldset */
function readPlayer(fieldset) {
  /** @param {string} part */
  const numbers = (part) => Object.fromEntries([...fieldset.querySelectorAll(`input[id*="-${part}-"]`)]
    .map((input) => [/** @type {HTMLInputElement} */ (input).dataset.key || "", Number(/** @type {HTMLInputElement} */ (input).value) || 0]));
  const name = /** @type {HTMLInputElement} */ (fieldset.querySelector('input[id$="-name"]')).value;
  const retired = /** @type {HTMLInputElement} */ (fieldset.querySelector('input[id$="-retired"]')).value;
  return { name, ...numbers("figure"), guild_influence: numbers("guild"), research: numbers("track"),
    retired_translator_vp: retired.split(/[,\s]+/).filter(Boolean).map(Number).filter((n) => n >= 0) };
}
