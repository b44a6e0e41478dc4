// Scholars of the South Tigris: the dice calculator (POST rulesets/scholars/tools/dice/).
import { fill, h } from "./dom.js";
import { t } from "./i18n.js";
import { request } from "./api.js";

const COLOURS = ["white", "red", "yellow", "blue", "orange", "green", "purple"];
const WORKERS = ["white", "red", "yellow", "blue"];
const MAX_DICE = 12;

/** @param {HTMLElement} main */
export async function diceScreen(main) {
  const list = h("ol", { class: "dice" });
  const addDie = () => {
    const n = list.children.length;
    if (n >= MAX_DICE) return;
    const colour = h("select", { id: `die-${n}-colour` }, COLOURS.map((c) => h("option", { value: c }, t(`colour_${c}`))));
    const value = h("input", { id: `die-${n}-value`, type: "number", min: 1, max: 6, value: 1, inputmode: "numeric" });
    list.append(h("li", { class: "row" },
      h("label", { for: colour.id }, t("die_colour", { n: n + 1 })), colour,
      h("label", { for: value.id }, t("die_value", { n: n + 1 })), value));
  };
  addDie();
  addDie();
  const workers = WORKERS.map((c) => h("input", { id: `workers-${c}`, type: "number", min: 0, max: 12, value: 0, inputmode: "numeric" }));
  const answer = h("div", { id: "dice-answer", "aria-live": "polite" });
  const form = h("form", {},
    h("fieldset", {}, h("legend", {}, t("dice_held")), list,
      h("button", { type: "button", id: "add-die", onclick: addDie }, t("add_die"))),
    h("fieldset", {}, h("legend", {}, t("workers_held")),
      WORKERS.map((c, i) => h("div", { class: "field" }, h("label", { for: workers[i].id }, t(`colour_${c}`)), workers[i]))),
    h("button", { type: "submit", class: "primary", id: "calculate" }, t("calculate")), answer);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const dice = [...list.querySelectorAll("li")].map((li) => ({
      colour: /** @type {HTMLSelectElement} */ (li.querySelector("select")).value,
      value: Number(/** @type {HTMLInputElement} */ (li.querySelector("input")).value),
    }));
    const held = WORKERS.flatMap((c, i) => Array(Number(workers[i].value) || 0).fill(c));
    try {
      const { data } = await request("/rulesets/scholars/tools/dice/", { method: "POST", body: { dice, workers: held } });
      fill(answer, diceAnswer(data));
    } catch (error) {
      fill(answer, h("p", { role: "alert" }, error instanceof Error ? error.message : String(error)));
    }
  });
  fill(main, h("h1", {}, t("dice_title")), h("p", {}, t("dice_intro")), form);
}

/** @param {{ best_by_colour: Record<string, number>, recruit_value: number, travel_value: number, research: Record<string, number>, translate_colours: string[], combinations: unknown[] }} data */
function diceAnswer(data) {
  const rows = Object.entries(data.best_by_colour);
  return h("section", { "aria-labelledby": "dice-result" },
    h("h2", { id: "dice-result" }, t("dice_result")),
    h("table", {}, h("caption", {}, t("best_by_colour")),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("colour")), h("th", { scope: "col" }, t("value")))),
      h("tbody", {}, rows.map(([c, v]) => h("tr", {}, h("th", { scope: "row" }, t(`colour_${c}`)), h("td", {}, v))))),
    h("p", {}, t("recruit_travel", { recruit: data.recruit_value, travel: data.travel_value })),
    h("p", {}, t("translate", { colours: data.translate_colours.map((c) => t(`colour_${c}`)).join(", ") || "—" })),
    h("p", {}, t("combinations", { n: data.combinations.length })));
}
