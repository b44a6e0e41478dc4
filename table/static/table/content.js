// A game's pinned content release (links.content), fetched once per page, to name the
// content ids a report template lists (cards by number and name, map spaces by row and place).

/** @type {Map<string, Promise<Record<string, unknown>>>} */
const releases = new Map();

/** @param {string} url @returns {Promise<import("./params.js").Namer>} */
export async function contentNamer(url) {
  if (!releases.has(url)) {
    releases.set(url, fetch(url).then((r) => (r.ok ? r.json() : {})).catch(() => ({})));
  }
  const release = await /** @type {Promise<Record<string, unknown>>} */ (releases.get(url));
  const documents = [/** @type {any} */ (release).data, release].filter(Boolean);
  /** @type {Map<string, Map<string, string>>} */
  const names = new Map();
  return (kind, id) => {
    if (!names.has(kind)) names.set(kind, namesOf(documents.map((d) => d[kind]).find(Array.isArray) || []));
    return names.get(kind)?.get(id) ?? id;
  };
}

/** @param {any[]} items @returns {Map<string, string>} */
function namesOf(items) {
  const named = new Map();
  for (const item of items) {
    if (!item || typeof item !== "object") continue;
    const id = String(item.number ?? item.id ?? "");
    if (item.row !== undefined && item.pos !== undefined) named.set(id, `${item.row}-${item.pos}`);
    else named.set(id, item.name ? `${id} ${item.name}` : id);
  }
  return named;
}
