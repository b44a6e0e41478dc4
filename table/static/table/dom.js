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
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === "number" ? String(child) : child);
  }
  return element;
}

/**
 * Replaces the children of `parent`.
 * @param {Element} parent
 * @param {...(Child | Child[])} children
 */
export function fill(parent, ...children) {
  parent.replaceChildren();
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    parent.append(typeof child === "number" ? String(child) : child);
  }
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
