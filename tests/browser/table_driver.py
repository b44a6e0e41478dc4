"""Drives the players' page (/play/) in the browser as a player does, on a 360×800 phone: by
clicking and tapping.
Every screen it reaches is checked with axe-core (the vendored, pinned copy in ``vendor/``: no
violation at any impact), checked for console errors and, at 360×800, for a page wider than
the screen, board text under 12 px and internal codes in its words; and photographed at
360×800 and 1280×800 into ``SCREENS`` (``TABLE_SCREENSHOTS``, default
``build/table-screens/``)."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
AXE = Path(__file__).with_name("vendor") / "axe-core-4.14.1.min.js"
SCREENS = Path(os.environ.get("TABLE_SCREENSHOTS", ROOT / "build" / "table-screens"))
PHONE = (360, 800)
SIZES = (PHONE, (1280, 800))
# axe's run, answered to Selenium's callback: every violation, whatever its impact.
AXE_RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ["violations"]}).then(r => done(r.violations.map(
  v => ({id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map(n => n.html)}))),
  e => done([{id: "axe-error", impact: String(e)}]));
"""
# At 360 px: how wide the page is, and the rendered size of each text of the board (its
# font size times the drawing's scale on the screen).
PHONE_MEASURE = """
const sizes = [...document.querySelectorAll('#board svg text')].map(e => {
  const m = e.getScreenCTM();
  return (Number(e.getAttribute('font-size')) || 16) * (m ? Math.hypot(m.a, m.b) : 1);
});
return {width: document.documentElement.scrollWidth, sizes: sizes,
        text: document.body.innerText + ' ' + [...document.querySelectorAll('#board svg text,'
          + ' #board svg title, [aria-label]')].map(e => e.textContent + ' '
          + (e.getAttribute('aria-label') || '')).join(' ')};
"""
_NO_EVENT_STREAM = re.compile(r"/api/v1/games/[0-9a-f-]+/events/ - .* status of 404")
READABLE_PX = 12
READABLE_SHARE = 0.95
# What no player may read: card ids (B-CNW, GOAL-GOLD), constants (REPAIR_PICK), keys
# (green_digger, blue cards as blue_cards).
INTERNAL_CODE = re.compile(r"\b(?:[A-Z]{1,6}-[A-Z0-9+]{1,6}|[A-Z]+_[A-Z_]+|[a-z]+_[a-z_]+)\b")

EMPTY_NAMES = re.compile(
    r"(?:Waiting for|Aguardando|To play:|A jogar:|Winners?:|Vencedor(?:es)?:)\s*[.,(]"
)
WINNER = re.compile(r"\b(?:Winners?|Vencedor(?:es)?)\b")
TURN = re.compile(r"\b(?:your turn|sua vez)\b", re.IGNORECASE)


class Table:
    """One browser on the page, in one language."""

    def __init__(self, browser: Any, base: str, language: str) -> None:
        self.browser, self.base, self.language = browser, base, language
        self.photographed: set[str] = set()
        self.axe_source = AXE.read_text(encoding="utf-8")
        self.phone()

    def phone(self) -> None:
        """The page on a 360×800 phone (a mobile viewport), where every game is played."""
        metrics = {"width": PHONE[0], "height": PHONE[1], "deviceScaleFactor": 1, "mobile": True}
        self.browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)

    # --- navigation ------------------------------------------------------------------
    def open(self, fragment: str = "#/") -> None:
        self.browser.get(f"{self.base}/play/{fragment}")
        self.settle()

    def forget_games(self) -> None:
        """Empties the browser's list of games (each test's database is new: the games an
        earlier test kept are gone, and the first screen would ask for them)."""
        self.browser.get(f"{self.base}/play/#/dice")  # a screen that reads no game
        self.settle("dice")
        self.browser.execute_script("localStorage.clear()")
        self.browser.get_log("browser")

    def settle(self, screen: str = "", timeout: float = 30.0) -> None:
        """Waits until the screen (``screen``, or any) is drawn and nothing is under way."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ready = self.browser.execute_script(
                "const s = document.body.dataset.screen; return !!s && (!arguments[0] ||"
                " s === arguments[0]) && !document.querySelector('[aria-busy]')",
                screen,
            )
            if ready:
                return
            time.sleep(0.02)
        text = self.browser.find_element("css selector", "main").text[-500:]
        raise AssertionError(f"the page did not settle: {self.browser.current_url}\n{text}")

    def css(self, selector: str) -> Any:
        from selenium.webdriver.common.by import By

        return self.browser.find_element(By.CSS_SELECTOR, selector)

    def wait_css(self, selector: str, timeout: float = 30.0) -> Any:
        """The element, once the page has drawn it (answers arrive after the click)."""
        from selenium.webdriver.common.by import By
        from selenium.webdriver.support.ui import WebDriverWait

        return WebDriverWait(self.browser, timeout).until(
            lambda b: b.find_element(By.CSS_SELECTOR, selector)
        )

    def all(self, selector: str) -> list[Any]:
        from selenium.webdriver.common.by import By

        return self.browser.find_elements(By.CSS_SELECTOR, selector)

    def click(self, selector: str) -> None:
        element = self.css(selector)
        self.browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()

    def choose(self, selector: str, value: str) -> None:
        from selenium.webdriver.support.ui import Select

        Select(self.css(selector)).select_by_value(value)

    def language_choose(self) -> None:
        """Switches the page's language with its own control."""
        self.choose("#language", self.language)
        self.settle()
        assert self.browser.execute_script("return document.documentElement.lang") == self.language

    # --- checks --------------------------------------------------------------------
    def check(self, screen: str, shown: str = "") -> None:
        """No console error, no axe violation at any impact; photographed once (at each
        size with the element ``shown``, if any, scrolled to the middle of the screen)."""
        # Every screen is reached on the phone, played there, not only photographed there.
        assert self.browser.execute_script("return innerWidth") == PHONE[0], screen
        errors = [e for e in self.browser.get_log("browser") if e["level"] == "SEVERE"]
        # A server without the event stream answers its URL 404 (the browser logs it): the
        # page then follows the game by long polls, as it should.
        errors = [e for e in errors if not _NO_EVENT_STREAM.search(e["message"])]
        assert errors == [], errors
        if screen in self.photographed:
            return
        self.photographed.add(screen)
        self.browser.execute_script(self.axe_source)
        violations = self.browser.execute_async_script(AXE_RUN)
        assert violations == [], (screen, violations)
        SCREENS.mkdir(parents=True, exist_ok=True)
        for width, height in SIZES:
            metrics = {"width": width, "height": height, "deviceScaleFactor": 1}
            metrics["mobile"] = width < 600
            self.browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
            if width < 600:
                self.phone_check(screen, width)
            if shown:
                self.browser.execute_script(
                    "arguments[0].scrollIntoView({block: 'center'})", self.css(shown)
                )
            self.browser.save_screenshot(str(SCREENS / f"{self.language}-{screen}-{width}.png"))
        self.phone()  # back to the phone the game is played on

    def phone_check(self, screen: str, width: int) -> None:
        """No page wider than the phone, the board's text readable, no internal code shown."""
        measured = self.browser.execute_script(PHONE_MEASURE)
        assert measured["width"] <= width, (screen, measured["width"])
        sizes = measured["sizes"]
        if sizes:
            readable = sum(size >= READABLE_PX - 0.01 for size in sizes) / len(sizes)
            assert readable >= READABLE_SHARE, (screen, readable, sorted(sizes)[:5])
        codes = sorted(set(INTERNAL_CODE.findall(measured["text"])))
        assert codes == [], (screen, codes)
        # A list of names left empty ("Waiting for ." / "Aguardando ."), on any screen.
        empty = EMPTY_NAMES.search(measured["text"])
        assert empty is None, (screen, empty)
        if screen.endswith("-result"):  # the end names the winner and is nobody's turn
            assert WINNER.search(measured["text"]), (screen, measured["text"][:300])
            assert not TURN.search(measured["text"]), (screen, TURN.search(measured["text"]))

    # --- playing -------------------------------------------------------------------
    def turn_wait(self, timeout: float = 30.0) -> str:
        """Waits for this seat's turn or the end; answers the game's status.

        One script waits in the page for the change (a ``MutationObserver``) instead of the
        driver asking every few milliseconds: each question interrupts the page, and on a
        small machine the asking would be part of the round trips measured."""
        self.browser.set_script_timeout(timeout + 5)
        state = self.browser.execute_async_script(_TURN_WAIT, timeout * 1000)
        if not state:
            raise AssertionError("the seat's turn never came")
        return str(state)

    def play_first(self, avoid: tuple[str, ...] = ("resign", "undo")) -> str:
        """Plays the first listed action of the first kind not avoided; answers its kind."""
        for group in self.all("#actions fieldset.group"):
            kind = group.get_attribute("data-type")
            if kind in avoid:
                continue
            listed = bool(group.find_elements("css selector", "select"))
            button = group.find_elements("css selector", "button.action")[-1 if listed else 0]
            self.browser.execute_script("arguments[0].click()", button)
            return kind
        raise AssertionError("no action to play")

    def kinds(self) -> list[str]:
        """The kinds of action on offer, in the page's order (undo, shown at the top, last)."""
        groups = self.all("#actions fieldset.group") + self.all("#undo fieldset.group")
        return [g.get_attribute("data-type") for g in groups]

    def play_kind(self, kind: str, last: bool = False) -> None:
        """Plays an action of ``kind``: the first listed value (``last``: the last one), from
        buttons, a list to pick from, or a report template's form."""
        group = self.css(f'main fieldset.group[data-type="{kind}"]')
        forms = group.find_elements("css selector", "form.template")
        if forms:
            for field in forms[0].find_elements("css selector", "select, input[type=number]"):
                if last and field.tag_name == "select":
                    self.browser.execute_script(
                        "arguments[0].selectedIndex = arguments[0].options.length - 1", field
                    )
                elif last and field.get_attribute("max"):
                    self.browser.execute_script("arguments[0].value = arguments[0].max", field)
            forms[0].find_element("css selector", "button[type=submit]").click()
            return
        selects = group.find_elements("css selector", "select")
        buttons = group.find_elements("css selector", "button.action")
        if selects:
            self.browser.execute_script(
                "arguments[0].selectedIndex = arguments[1] ? arguments[0].options.length - 1 : 0",
                selects[0],
                last,
            )
            self.browser.execute_script("arguments[0].click()", buttons[-1])
        else:
            self.browser.execute_script("arguments[0].click()", buttons[-1 if last else 0])

    def sheet_fill(self) -> int:
        """Fills every line of the score sheet (a different value in each, within its
        bounds), reports it with one tap; answers how many lines it filled."""
        form = self.css("#actions form.sheet")
        fields = form.find_elements("css selector", "input[type=number]")
        for index, field in enumerate(fields):
            self.browser.execute_script(
                "const f = arguments[0]; f.value = Math.min(Number(f.max), 1 + arguments[1] % 4)",
                field,
                index,
            )
        form.find_element("css selector", "button[type=submit]").click()
        return len(fields)

    def undo_steps(self) -> int:
        """How many reports the undo button says can be undone now (0: no undo on offer)."""
        found = self.all('#undo fieldset.group[data-type="undo"] button[data-steps]')
        return int(found[0].get_attribute("data-steps")) if found else 0

    def undo_stacked(self) -> bool:
        """Whether the server keeps an undo stack (its view says how many steps: ``undo_steps``)."""
        return bool(self.all('#undo fieldset.group[data-type="undo"] button[data-stack]'))

    def instructions_read(self) -> int:
        """Reads the automa's instructions step by step, opening each reason; the steps."""
        steps = 0
        while self.all("#instructions .instruction"):
            steps += 1
            for why in self.all("#instructions details summary"):
                why.click()
            following = self.all("#instructions button.primary:not([disabled])")
            if not following:
                break
            following[0].click()
        return steps

    def tap_deck_or_play_first(self) -> str:
        """Architects on the board: taps the first deck lit as one to take from (a card taken
        by a tap on the drawing), else plays the first listed action."""
        if self.all("#board g.deck.tappable"):
            self.click("#board g.deck.tappable")
            return "take_card"
        return self.play_first()

    def tap_maze(self) -> str:
        """Saboteur on the board: picks the cards of the hand in turn until one lights places
        on the maze and taps the first place; else plays the chosen card's own action, else
        the first listed action. Answers the kind played."""
        for card in range(len(self.all("#maze button.hand-card"))):
            if card:
                self.browser.execute_script(
                    "arguments[0].click()", self.all("#maze button.hand-card")[card]
                )
            if self.all("#board .spot"):
                self.click("#board .spot")
                return "place_path"
        if self.all("#maze button.action"):
            self.browser.execute_script("arguments[0].click()", self.css("#maze button.action"))
            return "play_action"
        return self.play_first()

    # --- measurements (figures printed and written beside the screenshots, never asserted) --
    def first_visit(self) -> dict[str, float]:
        """A first visit with an empty cache: the bytes of everything the home screen loads
        (page, modules, style, icon, API answers), raw and gzip-compressed as a compressing
        server or proxy sends them, and the milliseconds until the screen is usable."""
        import gzip
        import urllib.request

        # A first visit keeps no games: an earlier test's (gone with its database) would be
        # asked for by the home screen, and the browser would log their 404s.
        self.forget_games()
        self.browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        self.browser.get("about:blank")  # a new document: not a fragment change of the last
        self.browser.get(f"{self.base}/play/#/")
        self.settle("home")
        urls = self.browser.execute_script(
            "return [location.href.split('#')[0],"
            " ...performance.getEntriesByType('resource').map(e => e.name)]"
        )
        ready = self.browser.execute_script("return window.tableReadyAt")
        self.browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": False})
        raw = packed = 0
        for url in urls:
            with urllib.request.urlopen(url) as answer:  # noqa: S310 (the local test server)
                body = answer.read()
            raw += len(body)
            packed += len(gzip.compress(body, compresslevel=6))
        return {
            "files": len(urls),
            "raw_kb": raw / 1024,
            "gzip_kb": packed / 1024,
            "ready_ms": ready,
        }

    def round_trips(self) -> list[float]:
        """Each move's round trip in the page since the last call (click to the seat's next
        actions, or the end, drawn), ms."""
        return list(self.browser.execute_script("return (window.tableTimings || []).splice(0)"))

    def round_trips_report(self, game: str) -> str:
        """Prints (``figures_report``) the moves' round trips since the last call."""
        trips = sorted(self.round_trips())
        assert trips, f"no round trip measured in {game}"
        figures = {"moves": len(trips), "p50_ms": trips[len(trips) // 2], "p95_ms": p95(trips)}
        return figures_report(f"table move round trip, {game} ({self.language})", figures)


# Resolves with the game's status once no answer is awaited and the seat is to act (or the
# game is over), or with "" after the time given.
_TURN_WAIT = """
const [ms, done] = arguments;
const status = () => {
  const d = document.body.dataset;
  if (document.querySelector('[aria-busy]')) return '';
  return d.status === 'active' && d.mine !== 'true' ? '' : d.status || '';
};
if (status()) return done(status());
const timer = setTimeout(() => { watch.disconnect(); done(''); }, ms);
const watch = new MutationObserver(() => {
  const found = status();
  if (found) { clearTimeout(timer); watch.disconnect(); done(found); }
});
watch.observe(document.body, { attributes: true, subtree: true, childList: true });
"""


def figures_report(name: str, figures: dict[str, float]) -> str:
    """Prints the figures and appends them to ``SCREENS/measurements.txt``."""
    line = f"{name}: " + ", ".join(f"{k} {v:.1f}" for k, v in figures.items())
    print(line)
    SCREENS.mkdir(parents=True, exist_ok=True)
    with (SCREENS / "measurements.txt").open("a", encoding="utf-8") as out:
        out.write(line + "\n")
    return line


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else 0.0
