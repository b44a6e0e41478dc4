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
 * @param {LegalAction[]} actions @param {Play} play
 * @param {import("./params.js").Namer} namer names content ids in report templates
 * @returns {HTMLElement[]}
 */
export function actionControls(actions, play, namer) {
  /** @type {Map<string, LegalAction[]>} */
  const groups = new Map();
  for (const listed of actions) {
    const type = String(listed.action.type);
    groups.set(type, [...(groups.get(type) || []), listed]);
  }
  // Undo last: a wrong report is taken back on purpose, not by a slip.
  const ordered = [...groups].sort(([a], [b]) => Number(a === "undo") - Number(b === "undo"));
  return ordered.map(([type, listed], index) => group(type, listed, index, play, namer));
}

/**
 * @param {string} type @param {LegalAction[]} listed @param {number} index @param {Play} play
 * @param {import("./params.js").Namer} namer
 */
function group(type, listed, index, play, namer) {
  const legend = h("legend", {}, typeName(type));
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

/** A kind of action in words: the page's table, else its name made readable. @param {string} type */
function typeName(type) {
  const known = t(`type_${type}`);
  return known === `type_${type}` ? type.replace(/_/g, " ") : known;
}
