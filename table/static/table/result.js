// Final scores with their breakdown, once the game is scored.
import { h } from "./dom.js";
import { t } from "./i18n.js";

/**
 * @param {import("automa-client").Result} result @param {string[]} names seat names by index
 * @returns {HTMLElement}
 */
export function resultTable(result, names) {
  const categories = [...new Set(result.scores.flatMap((s) => Object.keys(s.breakdown)))];
  const winners = new Set(result.winners);
  const ranked = [...result.scores].sort((a, b) => result.ranking.indexOf(a.seat) - result.ranking.indexOf(b.seat));
  const winnerNames = result.winners.map((seat) => names[seat] ?? String(seat + 1)).join(", ");
  return h("section", { id: "result", "aria-labelledby": "result-title" },
    h("h2", { id: "result-title" }, t("result")),
    winnerNames ? h("p", { class: "winner" }, t(result.winners.length > 1 ? "winners_are" : "winner_is", { names: winnerNames })) : null,
    h("div", { class: "scroll", tabindex: 0, role: "region", "aria-label": t("scores") }, h("table", {},
      h("caption", {}, t("scores")),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("seat")),
        categories.map((c) => h("th", { scope: "col" }, categoryName(c))), h("th", { scope: "col" }, t("total")))),
      h("tbody", {}, ranked.map((s) => h("tr", {},
        h("th", { scope: "row" }, `${names[s.seat] ?? s.seat + 1}${winners.has(s.seat) ? ` (${t("winner")})` : ""}`),
        categories.map((c) => h("td", {}, s.breakdown[c] ?? "")),
        h("td", {}, s.total)))))));
}

/** A score category in the page's words, else "Other" (never the category's key). The API's
 * own label per category, once the final scores carry one, is to be preferred.
 * @param {string} category */
function categoryName(category) {
  const known = t(`score_${category}`);
  return known === `score_${category}` ? t("score_other") : known;
}
