"""A web process made ready before its first request: every game imported, every catalogue
parsed in every language, and each game's first screen listed, worded and drawn once, so that
the first moves a player makes are not the ones that pay for it.

Measured on the local server (a 4-seat Saboteur game in the page): without it the first two
moves took 120 and 240 ms (parsing catalogues, first formatting, first drawings) where the
rest take about 45.
"""

from __future__ import annotations

import gc
import logging
import time

from games.problem_texts import catalogues_known
from games.rules.catalogues import Catalogue
from games.rules.listing_words import entry_in, labelled_listing
from games.rules.registry import ruleset_get, rulesets_registered
from games.rules.said import catalogues_of_words

logger = logging.getLogger(__name__)


def process_warm(*, freeze: bool = True) -> float:
    """Warm the process; returns the milliseconds it took. With ``freeze``, what it made
    (modules, catalogues, caches, all kept for the process's life) leaves the garbage
    collector's generations, so that later collections do not walk it again."""
    started = time.perf_counter()
    rulesets = [ruleset_get(slug) for slug in rulesets_registered()]
    catalogues: list[Catalogue] = [*catalogues_of_words().values(), *catalogues_known().values()]
    for catalogue in catalogues:
        catalogue.warm()
    for rules in rulesets:
        seats = rules.min_seats
        names = [f"{index + 1}" for index in range(seats)]
        state = rules.setup({}, seats, 1)
        for seat in rules.to_act(state)[:1]:
            listing = labelled_listing(rules, state, seat, names)
            for language in catalogues_of_words()["words"].languages():
                for entry in listing:
                    entry_in(entry, language)
            rules.draw(rules.view(state, seat), names)
    if freeze:
        gc.collect()
        gc.freeze()
    spent = (time.perf_counter() - started) * 1000
    logger.info("process warmed in %.0f ms", spent)
    return spent
