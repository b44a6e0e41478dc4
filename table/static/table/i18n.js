// The page's language: the browser's by default (pt → pt-BR, else en), switchable, kept.
// Its words come from the server's catalogues (table/messages/*/page.ftl), one JSON a
// language, fetched once (versioned, cached for good) before any screen is drawn.

/** @typedef {"en" | "pt-BR"} Language */
export const LANGUAGES = /** @type {const} */ (["en", "pt-BR"]);
const KEY = "table.language";

/** @param {string} language @returns {Promise<Record<string, string>>} */
async function wordsLoad(language) {
  const meta = document.querySelector('meta[name="automa-words"]');
  const url = meta?.getAttribute("content")?.replace("{language}", language);
  // Tried until it comes: without its words the page has nothing to say.
  for (let wait = 500; url; wait = Math.min(wait * 2, 8000)) {
    try {
      const answer = await fetch(url);
      if (answer.ok) return await answer.json();
    } catch { /* the server is away: try again */ }
    await new Promise((done) => setTimeout(done, wait * (0.5 + Math.random())));
  }
  return {};
}

/** @type {Record<string, Record<string, string>>} */
const STRINGS = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await wordsLoad(language)])));

/** @returns {Language} */
function browserLanguage() {
  for (const tag of navigator.languages || [navigator.language]) {
    const lower = tag.toLowerCase();
    if (lower.startsWith("pt")) return "pt-BR";
    if (lower.startsWith("en")) return "en";
  }
  return "en";
}

/** @param {string | null} value @returns {value is Language} */
function isLanguage(value) {
  return value === "en" || value === "pt-BR";
}

/** @type {Language} */
let current = (() => {
  const kept = localStorage.getItem(KEY);
  return isLanguage(kept) ? kept : browserLanguage();
})();

/** @returns {Language} */
export function language() {
  return current;
}

/** @param {string} value */
export function languageSet(value) {
  if (!isLanguage(value)) return;
  current = value;
  localStorage.setItem(KEY, value);
  document.documentElement.lang = value;
}

/**
 * The string `key` in the page's language, with `{name}` filled from `params`.
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 */
export function t(key, params = {}) {
  const text = STRINGS[current][key] ?? STRINGS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ""));
}

/**
 * A `{en, pt-BR}` text from the server in the page's language.
 * @param {{ [key: string]: string | undefined } | undefined | null} texts
 */
export function pick(texts) {
  if (!texts) return "";
  return texts[current] ?? texts.en ?? "";
}

document.documentElement.lang = current;
