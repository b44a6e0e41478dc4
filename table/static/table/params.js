// Parameterised report templates (the companion protocol, `params` beside `action`): a small
// form, one field per open value, prefilled with the listed action's own (legal) values.
import { h, option } from "./dom.js";
import { t } from "./i18n.js";

/** @typedef {import("./api.js").LegalAction} LegalAction */
/** @typedef {{ type: "integer" | "string" | "boolean", enum?: Array<string | number | boolean>, labels?: string[], minimum?: number, maximum?: number, content?: string, title?: string }} Param */
/** @typedef {(kind: string, id: string) => string} Namer names a content id (e.g. a card) */

/** From this many number fields on, a report's form is laid out as a sheet. */
const SHEET_FROM = 4;

/** @param {LegalAction} listed @returns {Record<string, Param> | null} */
export function paramsOf(listed) {
  const params = /** @type {{ params?: Record<string, Param> }} */ (listed).params;
  return params && Object.keys(params).length ? params : null;
}

/** @param {LegalAction} listed */
export function isTemplate(listed) {
  return paramsOf(listed) !== null;
}

/**
 * @param {LegalAction} listed @param {string} id @param {(action: object) => void} play
 * @param {Namer} namer
 * @returns {HTMLElement}
 */
export function templateForm(listed, id, play, namer) {
  const params = paramsOf(listed) || {};
  const action = /** @type {Record<string, unknown>} */ (listed.action);
  /** @type {Array<() => [string, unknown]>} */
  const readers = [];
  const fields = Object.entries(params).map(([name, param]) => {
    const made = paramField(`${id}-${name}`, name, param, action[name], namer);
    readers.push(() => [name, made.read()]);
    return made.field;
  });
  // Many numbers at once (Scholars' final score): one sheet, a line per figure.
  const numbers = Object.values(params).filter((p) => p.type === "integer" && !p.enum).length;
  const sheet = numbers >= SHEET_FROM;
  const form = h("form", { class: sheet ? "template sheet" : "template", id, "data-template": String(action.type) },
    h("p", { class: "template-label" }, listed.label), sheet ? h("p", { class: "hint" }, t("score_sheet")) : null, fields,
    h("button", { type: "submit", class: "action primary" }, t("template_submit")));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    play({ ...action, ...Object.fromEntries(readers.map((r) => r())) });
  });
  return form;
}

/**
 * @param {string} id @param {string} name @param {Param} param @param {unknown} value
 * @param {Namer} namer
 * @returns {{ field: HTMLElement, read: () => unknown }}
 */
function paramField(id, name, param, value, namer) {
  const label = h("label", { for: id }, paramName(name, param));
  if (param.enum) {
    const values = param.enum;
    const words = (/** @type {string | number | boolean} */ v, /** @type {number} */ i) =>
      param.labels?.[i] ?? (param.content ? namer(param.content, String(v)) : String(v));
    const select = h("select", { id, name }, values.map((v, i) => option(i, words(v, i), v === value)));
    return { field: h("div", { class: "field" }, label, select), read: () => values[Number(select.value)] };
  }
  if (param.type === "boolean") {
    const box = h("input", { id, name, type: "checkbox", checked: value === true });
    return { field: h("div", { class: "field check" }, box, label), read: () => box.checked };
  }
  const input = h("input", { id, name, type: "number", inputmode: "numeric", required: true,
    min: param.minimum, max: param.maximum, value: typeof value === "number" ? value : param.minimum ?? 0 });
  const hint = param.minimum !== undefined && param.maximum !== undefined
    ? h("small", {}, t("between", { min: param.minimum, max: param.maximum })) : null;
  return { field: h("div", { class: "field" }, label, input, hint), read: () => Number(input.value) };
}

/** A parameter in words: the server's own title where it gives one, else the page's table,
 * else its name made readable (never its key). @param {string} name @param {Param} param */
function paramName(name, param) {
  if (param.title) return param.title;
  const known = t(`param_${name}`);
  return known === `param_${name}` ? name.replace(/_/g, " ") : known;
}
