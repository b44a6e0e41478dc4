// Parameterised report templates (the companion protocol): a listed action whose parameters
// the player fills in, as a small form made from its parameter schema.
import { h } from "./dom.js";
import { t } from "./i18n.js";

/** @typedef {import("./api.js").LegalAction} LegalAction */

/** @param {LegalAction} listed */
export function isTemplate(listed) {
  return Boolean(/** @type {any} */ (listed).params);
}

/**
 * @param {LegalAction} listed @param {string} id @param {(action: object) => void} play
 * @returns {HTMLElement}
 */
export function templateForm(listed, id, play) {
  return h("button", { type: "button", id, class: "action", onclick: () => play(listed.action) }, listed.label || t("play_chosen"));
}
