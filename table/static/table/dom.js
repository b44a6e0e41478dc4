// Small DOM helpers: elements built from data, never from HTML strings (no injection).

/** @typedef {string | number | boolean | null | undefined | EventListener} AttrValue */
/** @typedef {Node | string | number | null | undefined | false} Child */

/**
 * An element with attributes (`on…` keys add listeners; `false`/null skip) and children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, AttrValue>} [attrs]
 * @param {...(Child | Child[])} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === "function") element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, "");
    else if (value !== false && value != null) element.setAttribute(name, String(value));
  }
  element.append(...nodes(children));
  return element;
}

/**
 * One choice of a select, made in one call (a list of two hundred cards is remade after
 * every move: `h` would set each attribute on its own).
 * @param {string | number} value @param {string} text @param {boolean} [selected]
 * @returns {HTMLOptionElement}
 */
export function option(value, text, selected = false) {
  return new Option(text, String(value), selected, selected);
}

/**
 * Replaces the children of `parent`.
 * @param {Element} parent
 * @param {...(Child | Child[])} children
 */
export function fill(parent, ...children) {
  parent.replaceChildren(...nodes(children));
}

/**
 * Makes `children` those of `parent`, leaving in place the ones already there (kept controls
 * are not taken out and put back, which would lay them out again).
 * @param {Element} parent
 * @param {...(Child | Child[])} children
 */
export function refill(parent, ...children) {
  const wanted = nodes(children).map((c) => (typeof c === "string" ? document.createTextNode(c) : c));
  const keep = new Set(wanted);
  for (const old of [...parent.childNodes]) if (!keep.has(old)) old.remove();
  wanted.forEach((node, i) => {
    const at = parent.childNodes[i];
    if (at !== node) parent.insertBefore(node, at || null);
  });
}

/**
 * The children to insert, in one call: a select given its options one at a time
 * recomputes its list at each (quadratic in a list of two hundred cards).
 * @param {(Child | Child[])[]} children
 * @returns {(Node | string)[]}
 */
function nodes(children) {
  /** @type {(Node | string)[]} */
  const out = [];
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    out.push(typeof child === "number" ? String(child) : child);
  }
  return out;
}

/**
 * Focuses the screen's heading so a screen reader announces the new screen.
 * @param {Element} root
 */
export function focusHeading(root) {
  const heading = root.querySelector("h1");
  if (heading instanceof HTMLElement) {
    heading.tabIndex = -1;
    heading.focus();
  }
}
