// The table's shell: header (navigation, language), and the screen the fragment names.
// Fragments: #/ (games), #/new/<ruleset>, #/play/<game>/<seat>/<token>, #/dice, #/score.
// Seat tokens stay in the fragment: browsers send neither it to the server nor in Referer.
import { fill, focusHeading, h } from "./dom.js";
import { LANGUAGES, language, languageSet, t } from "./i18n.js";
import { homeScreen } from "./home.js";
import { setupScreen } from "./setup.js";
import { seatScreen } from "./seat.js";
import { diceScreen } from "./dice.js";
import { scoringScreen } from "./scoring.js";
import { connectionLine, retrying } from "./net.js";

const root = /** @type {HTMLElement} */ (document.getElementById("app"));
/** @type {AbortController | null} */
let leaving = null;

function header() {
  const choice = h(
    "select",
    { id: "language", onchange: () => { languageSet(choice.value); show(); } },
    LANGUAGES.map((code) => h("option", { value: code, selected: code === language() }, t(`language_${code === "en" ? "en" : "pt"}`)))
  );
  return h(
    "header",
    {},
    h(
      "nav",
      { "aria-label": t("nav_label") },
      h("a", { href: "#/" }, t("nav_games")),
      h("a", { href: "#/dice" }, t("nav_dice")),
      h("a", { href: "#/score" }, t("nav_score"))
    ),
    h("label", { for: "language", class: "language" }, t("language"), " ", choice),
    connectionLine()
  );
}

/** Draws the screen the fragment names; the previous screen's waits are cancelled. */
async function show() {
  leaving?.abort();
  leaving = new AbortController();
  const signal = leaving.signal;
  for (const key of ["screen", "status", "mine", "version"]) delete document.body.dataset[key];
  const [path, search] = location.hash.replace(/^#\/?/, "").split("?");
  const parts = path.split("/").map(decodeURIComponent);
  const main = h("main", { id: "main" });
  fill(root, header(), main);
  document.title = t("title");
  // A screen that could not reach the server is drawn again when it answers (net.js).
  const screen = () => {
    if (parts[0] === "new" && parts[1]) return setupScreen(main, parts[1], new URLSearchParams(search));
    if (parts[0] === "play" && parts.length >= 4) return seatScreen(main, { id: parts[1], seat: Number(parts[2]), token: parts[3] }, signal);
    if (parts[0] === "dice") return diceScreen(main);
    if (parts[0] === "score") return scoringScreen(main);
    return homeScreen(main);
  };
  try {
    await retrying(screen, signal);
  } catch (error) {
    fill(main, h("h1", {}, t("error_title")), h("p", { role: "alert" }, String(error instanceof Error ? error.message : error)));
  }
  if (signal.aborted) return;
  focusHeading(main);
  document.body.dataset.screen = parts[0] || "home";
  // The first screen drawn: when the page became usable (the browser test reports it).
  const w = /** @type {any} */ (window);
  w.tableReadyAt ??= performance.now();
}

window.addEventListener("hashchange", show);
show();
