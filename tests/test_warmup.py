"""A process warms itself before its first request (``games.services.warmup``): every
catalogue is parsed in every language, and each game's first screen is worded once, so that
the first player's listing formats nothing the warm-up did not."""

from __future__ import annotations

import gc

from games.problem_texts import catalogues_known
from games.rules import catalogues
from games.rules.listing_words import entry_in, labelled_listing
from games.rules.registry import ruleset_get, rulesets_registered
from games.rules.said import catalogues_of_words
from games.services.warmup import process_warm


def test_every_catalogue_is_parsed_in_every_language():
    catalogues.catalogues_reload()
    process_warm(freeze=False)
    made = catalogues._bundle.cache_info()
    for catalogue in [*catalogues_of_words().values(), *catalogues_known().values()]:
        catalogue.warm()  # each language's bundle, as a request would ask for it
    after = catalogues._bundle.cache_info()
    assert after.misses == made.misses  # nothing left to parse
    assert after.hits > made.hits


def test_each_games_first_screen_is_worded_before_the_first_request():
    catalogues.catalogues_reload()
    process_warm(freeze=False)
    formatted = len(catalogues._FORMATTED)
    assert formatted > 0
    for slug in rulesets_registered():
        rules = ruleset_get(slug)
        names = [str(i + 1) for i in range(rules.min_seats)]
        state = rules.setup({}, rules.min_seats, 1)
        seat = rules.to_act(state)[0]
        for entry in labelled_listing(rules, state, seat, names):
            entry_in(entry, "pt-BR")
    assert len(catalogues._FORMATTED) == formatted, "the first screen formatted new words"


def test_freezing_leaves_what_the_warm_up_made_out_of_collections():
    gc.unfreeze()
    process_warm(freeze=True)
    try:
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
