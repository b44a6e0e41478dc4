// The first screen: the player's own games (kept in this browser, each with whose turn it
// is), and the games on offer, each a link to its set-up.
import { h, fill } from "./dom.js";
import { t } from "./i18n.js";
import { Problem, gameGet, rulesetsList } from "./api.js";
import { gameForget, gamesKept, seatHash } from "./links.js";

/** @param {HTMLElement} main */
export async function homeScreen(main) {
  const rulesets = await rulesetsList();
  const mine = h("ul", { class: "my-games" }, gamesKept().slice(0, 10).map(myGame));
  fill(
    main,
    h("h1", {}, t("home_title")),
    mine.children.length ? h("section", { "aria-labelledby": "my-games-title" }, h("h2", { id: "my-games-title" }, t("my_games")), mine) : null,
    h("h2", {}, t("new_game")),
    h("p", {}, t("home_intro")),
    h(
      "ul",
      { class: "cards" },
      rulesets.map((r) =>
        h(
          "li",
          {},
          h("a", { href: `#/new/${r.slug}`, class: "card" }, h("strong", {}, r.title), h("span", {}, t(`about_${r.slug}`)))
        )
      )
    ),
    h("p", {}, h("a", { href: "/api/docs/" }, t("api_docs")))
  );
}

/** A kept game: a link per seat of it, and whose turn it is (read in the background).
 * @param {import("./links.js").KeptGame} kept */
function myGame(kept) {
  const state = h("span", { class: "my-game-state" });
  const first = kept.links[0];
  gameGet(kept.id, first.token).then((game) => {
    const names = game.seats.map((s) => s.name);
    state.textContent = game.status !== "active" ? t("finished")
      : t("turn_of", { names: game.to_act.map((i) => names[i]).join(", ") });
  }, (error) => {
    if (error instanceof Problem && error.status === 404) { // gone from the server: forgotten
      gameForget(kept.id);
      item.remove();
    }
  });
  const item = h("li", {}, h("strong", {}, kept.title), " ",
    kept.links.map((l) => h("a", { href: seatHash(kept.id, l.seat, l.token), class: "seat-link" }, l.name)), " ", state);
  return item;
}
