// Architects played on the board: each deck the listing lets the seat take from is a button
// on the drawing (`g.deck[data-deck]`), named by what it shows; a tap takes its top card.
// The same actions stay listed below, for whoever prefers a list.

/** @typedef {import("./api.js").LegalAction} LegalAction */

/**
 * Makes the decks of `listed` take_card actions tappable on the board in `figure` (and
 * the others not); answers how many are.
 * @param {HTMLElement} figure @param {LegalAction[]} listed @param {(action: object) => void} play
 */
export function decksTappable(figure, listed, play) {
  const svg = figure.querySelector("svg");
  if (!svg) return 0;
  const takes = new Map(listed.filter((l) => l.action.type === "take_card").map((l) => [String(/** @type {any} */ (l.action).deck), l]));
  let count = 0;
  for (const deck of svg.querySelectorAll("g.deck[data-deck]")) {
    const take = takes.get(deck.getAttribute("data-deck") || "");
    const fresh = /** @type {Element} */ (deck.cloneNode(true)); // no listeners of an older turn
    deck.replaceWith(fresh);
    if (!take) continue;
    count += 1;
    // Named by what it shows (deck, top card, size), as the player reads it on the board.
    for (const [name, value] of Object.entries({ role: "button", tabindex: "0", class: "deck tappable" })) {
      fresh.setAttribute(name, value);
    }
    fresh.querySelector("title")?.remove();
    fresh.addEventListener("click", () => play(take.action));
    fresh.addEventListener("keydown", (event) => {
      const key = /** @type {KeyboardEvent} */ (event).key;
      if (key === "Enter" || key === " ") { event.preventDefault(); play(take.action); }
    });
  }
  // Holding buttons, the drawing is a group, not a picture (a game without decks left alone).
  if (svg.querySelector("g.deck")) svg.setAttribute("role", count ? "group" : "img");
  return count;
}
