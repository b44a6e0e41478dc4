// The first screen: the games on offer, each a link to its set-up.
import { h, fill } from "./dom.js";
import { t } from "./i18n.js";
import { rulesetsList } from "./api.js";

/** @param {HTMLElement} main */
export async function homeScreen(main) {
  const rulesets = await rulesetsList();
  fill(
    main,
    h("h1", {}, t("home_title")),
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
