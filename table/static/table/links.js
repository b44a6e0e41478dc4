// Each human seat's own link (the token in the fragment), kept in this tab for sharing.

/** @typedef {{ seat: number, name: string, token: string }} SeatLink */

/** @param {string} id @param {number} seat @param {string} token */
export function seatHash(id, seat, token) {
  return `#/play/${id}/${seat}/${encodeURIComponent(token)}`;
}

/** @param {string} id @param {SeatLink[]} links */
export function linksKeep(id, links) {
  sessionStorage.setItem(`table.links.${id}`, JSON.stringify(links));
}

/** @param {string} id @returns {SeatLink[]} */
export function linksKept(id) {
  try {
    return JSON.parse(sessionStorage.getItem(`table.links.${id}`) || "[]");
  } catch {
    return [];
  }
}

/** @param {string} id @param {SeatLink} link */
export function linkUrl(id, link) {
  return `${location.origin}${location.pathname}${seatHash(id, link.seat, link.token)}`;
}
