// A seat's legal actions as controls: grouped by kind; a few as buttons, many as one list
// to pick from; a parameterised template as a small form (params.js). Choosing one calls
// `play` with the action object to post as it is.
import { h, option } from "./dom.js";
import { t } from "./i18n.js";
import { isTemplate, templateForm } from "./params.js";

/** @typedef {import("./api.js").LegalAction} LegalAction */
/** @typedef {(action: object) => void} Play */

const BUTTONS_AT_MOST = 6;

/**
 * A seat's listings as controls, one listing after another (`namer` names content ids in
 * report templates), keeping a kind's controls while it is listed as before
 * (same place, same entries) and only resetting them: a MarsBot listing has some 500
 * choices of spaces and cards, nearly all the same after a report, and making them again
 * at every move cost more than the rest of the page's work. `play` is called with the
 * action only: the caller knows the version it was listed at.
 * `headings` are the listing's own words for each kind (`headings` of GET actions/).
 * @param {Play} play @param {import("./params.js").Namer} namer
 * @returns {(actions: LegalAction[], headings?: Record<string, string>) => HTMLElement[]}
 */
export function actionControlsKept(play, namer) {
  /** @type {Map<string, HTMLElement>} */
  let kept = new Map();
  return (actions, headings = {}) => {
    /** @type {Map<string, HTMLElement>} */
    const drawn = new Map();
    const controls = groupsOf(actions).map(([type, listed], index) => {
      const heading = headings[type] || typeName(type, listed[0]);
      const key = JSON.stringify([index, type, heading, listed]);
      const old = kept.get(key);
      const control = old ? controlsReset(old) : group(type, heading, listed, index, play, namer);
      drawn.set(key, control);
      return control;
    });
    kept = drawn;
    return controls;
  };
}

/** Kinds listed after the others, in this order: passing and leaving are chosen on purpose,
 * and a wrong report is taken back on purpose, not by a slip. */
const LAST = ["pass", "resign", "undo"];

/** The listed actions by kind, in the order listed, `LAST` last.
 * @param {LegalAction[]} actions @returns {[string, LegalAction[]][]} */
function groupsOf(actions) {
  /** @type {Map<string, LegalAction[]>} */
  const groups = new Map();
  for (const listed of actions) {
    const type = String(listed.action.type);
    groups.set(type, [...(groups.get(type) || []), listed]);
  }
  return [...groups].sort(([a], [b]) => LAST.indexOf(a) - LAST.indexOf(b));
}

/** A kind's controls as they were made: buttons enabled, forms and lists at their first
 * values (the listed action's own). @param {HTMLElement} control */
function controlsReset(control) {
  for (const form of control.querySelectorAll("form")) form.reset();
  for (const select of control.querySelectorAll("select")) {
    select.selectedIndex = Math.max(0, [...select.options].findIndex((o) => o.defaultSelected));
  }
  for (const button of control.querySelectorAll("button")) button.disabled = false;
  return control;
}

/**
 * @param {string} type @param {string} heading @param {LegalAction[]} listed @param {number} index
 * @param {Play} play @param {import("./params.js").Namer} namer
 */
function group(type, heading, listed, index, play, namer) {
  const legend = h("legend", {}, heading);
  const templates = listed.filter(isTemplate);
  const plain = listed.filter((l) => !isTemplate(l));
  const parts = templates.map((l, i) => templateForm(l, `t${index}-${i}`, play, namer));
  if (plain.length <= BUTTONS_AT_MOST) {
    parts.push(...plain.map((l) => h("button", { type: "button", class: "action", onclick: () => play(l.action) }, l.label)));
  } else {
    const id = `choice-${index}`;
    const select = h("select", { id }, plain.map((l, i) => option(i, l.label)));
    parts.push(h("label", { for: id }, t("choose_one", { n: plain.length })), select,
      h("button", { type: "button", class: "action", onclick: () => play(plain[Number(select.value)].action) }, t("play_chosen")));
  }
  return h("fieldset", { class: "group", "data-type": type }, legend, parts);
}

/** A kind of action in words where the listing has no heading for it: the entry's own
 * heading, else the page's table, else its name made readable.
 * @param {string} type @param {LegalAction} first */
function typeName(type, first) {
  const heading = /** @type {{ heading?: unknown }} */ (first).heading;
  if (typeof heading === "string" && heading) return heading;
  const known = t(`type_${type}`);
  return known === `type_${type}` ? type.replace(/_/g, " ") : known;
}
