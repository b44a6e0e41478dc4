// A companion automa's instructions, one step at a time, each with its reason a tap away.
import { h, fill } from "./dom.js";
import { pick, t } from "./i18n.js";

/** @typedef {{ kind: string, text: { [k: string]: string | undefined }, why: { [k: string]: string | undefined } }} Instruction */

/**
 * @param {HTMLElement} section @param {Instruction[]} instructions
 */
export function instructionsShow(section, instructions) {
  if (!instructions.length) {
    fill(section);
    section.hidden = true;
    return;
  }
  section.hidden = false;
  let step = 0;
  const draw = () => {
    const item = instructions[step];
    const why = pick(item.why);
    const last = step === instructions.length - 1;
    fill(section,
      h("h2", {}, t("automa_does")),
      h("p", { class: "step-count" }, t("step_of", { n: step + 1, of: instructions.length })),
      h("p", { class: "instruction", "aria-live": "polite" }, pick(item.text)),
      why ? h("details", {}, h("summary", {}, t("why")), h("p", {}, why)) : null,
      h("div", { class: "row" },
        h("button", { type: "button", disabled: step === 0, onclick: () => { step -= 1; draw(); focusStep(); } }, t("previous")),
        h("button", { type: "button", class: last ? "" : "primary", disabled: last, onclick: () => { step += 1; draw(); focusStep(); } }, t("next_step"))));
  };
  const focusStep = () => /** @type {HTMLElement | null} */ (section.querySelector(".instruction"))?.focus();
  draw();
}
