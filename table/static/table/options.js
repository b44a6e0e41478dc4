// A game's set-up options as form fields, from the options' JSON Schema (titles and
// descriptions come in the page's language from the server).
import { h } from "./dom.js";

/** @typedef {{ type?: string | string[], enum?: unknown[], oneOf?: Array<{ const?: unknown, title?: string }>, enumNames?: string[], "x-enumNames"?: string[], default?: unknown, title?: string, description?: string, minimum?: number, maximum?: number }} Property */

/**
 * One field per option the form can hold (enumerations, switches, numbers); `read` gives
 * the options that differ from their defaults.
 * @param {{ properties?: Record<string, Property> }} schema
 * @returns {{ fields: HTMLElement[], read: () => Record<string, unknown> }}
 */
export function optionsForm(schema) {
  /** @type {Array<() => [string, unknown] | null>} */
  const readers = [];
  const fields = [];
  for (const [name, property] of Object.entries(schema.properties || {})) {
    const made = optionField(name, property);
    if (!made) continue;
    fields.push(made.field);
    readers.push(made.read);
  }
  const read = () => Object.fromEntries(readers.map((r) => r()).filter((v) => v !== null));
  return { fields, read };
}

/**
 * @param {string} name @param {Property} property
 * @returns {{ field: HTMLElement, read: () => [string, unknown] | null } | null}
 */
function optionField(name, property) {
  const id = `option-${name}`;
  const hint = property.description ? h("small", { id: `${id}-hint` }, property.description) : null;
  const described = hint ? `${id}-hint` : null;
  const label = h("label", { for: id }, property.title || name);
  const values = property.enum ?? property.oneOf?.map((o) => o.const);
  if (values) {
    const words = valueWords(property);
    const select = h("select", { id, "aria-describedby": described },
      values.map((v, i) => h("option", { value: String(i), "data-value": String(v), selected: v === property.default }, words[i] ?? String(v))));
    const read = () => {
      const value = values[Number(select.value)];
      return value === property.default ? null : /** @type {[string, unknown]} */ ([name, value]);
    };
    return { field: h("div", { class: "field" }, label, select, hint), read };
  }
  if (property.type === "boolean") {
    const box = h("input", { id, type: "checkbox", checked: property.default === true, "aria-describedby": described });
    const read = () => (box.checked === property.default ? null : /** @type {[string, unknown]} */ ([name, box.checked]));
    return { field: h("div", { class: "field check" }, box, label, hint), read };
  }
  const types = Array.isArray(property.type) ? property.type : [property.type];
  if (types.includes("integer")) {
    const input = h("input", { id, type: "number", inputmode: "numeric", min: property.minimum, max: property.maximum,
      value: typeof property.default === "number" ? property.default : "", "aria-describedby": described });
    const read = () => {
      if (input.value === "") return null;
      const value = Number(input.value);
      return value === property.default ? null : /** @type {[string, unknown]} */ ([name, value]);
    };
    return { field: h("div", { class: "field" }, label, input, hint), read };
  }
  return null; // lists (e.g. chosen Wonders) keep their default: dealt from the seed
}

/** An enumeration's values in words, where the schema gives them (JSON Schema's `oneOf` of
 * `const` and `title`, or `enumNames`), in the order of the values. @param {Property} property */
function valueWords(property) {
  if (property.oneOf) return property.oneOf.map((o) => o.title);
  return property.enumNames ?? property["x-enumNames"] ?? [];
}
