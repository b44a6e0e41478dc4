// Each human seat's own link (the token in the fragment), kept in this browser (local
// storage: it outlives the tab) with the game's title and when it was made, so that the
// first screen lists the player's games.

/** @typedef {{ seat: number, name: string, token: string }} SeatLink */
/** @typedef {{ id: string, title: string, created: number, links: SeatLink[] }} KeptGame */

const PREFIX = "table.game.";
/** The games kept at most (the oldest forgotten first). */
const KEPT_AT_MOST = 30;

/** @param {string} id @param {number} seat @param {string} token */
export function seatHash(id, seat, token) {
  return `#/play/${id}/${seat}/${encodeURIComponent(token)}`;
}

/** @param {string} id @param {string} title @param {SeatLink[]} links */
export function linksKeep(id, title, links) {
  /** @type {KeptGame} */
  const game = { id, title, created: Date.now(), links };
  try {
    localStorage.setItem(PREFIX + id, JSON.stringify(game));
    for (const old of gamesKept().slice(KEPT_AT_MOST)) localStorage.removeItem(PREFIX + old.id);
  } catch {
    // Storage full or refused (private mode): the links still work, they are only not listed.
  }
}

/** @param {string} id @returns {SeatLink[]} */
export function linksKept(id) {
  return gamesKept().find((g) => g.id === id)?.links || [];
}

/** The games this browser made, newest first. @returns {KeptGame[]} */
export function gamesKept() {
  /** @type {KeptGame[]} */
  const games = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i) || "";
    if (!key.startsWith(PREFIX)) continue;
    try {
      const game = JSON.parse(localStorage.getItem(key) || "");
      if (game && Array.isArray(game.links) && game.links.length) games.push(game);
    } catch {
      // Not ours, or damaged: left out.
    }
  }
  return games.sort((a, b) => b.created - a.created);
}

/** @param {string} id */
export function gameForget(id) {
  localStorage.removeItem(PREFIX + id);
}

/** @param {string} id @param {SeatLink} link */
export function linkUrl(id, link) {
  return `${location.origin}${location.pathname}${seatHash(id, link.seat, link.token)}`;
}
