"""The move table (``games.rules.saboteur.moves``): each kind's check agrees with the legal
actions, and its words name seats only when the table is given their names."""

from __future__ import annotations

import random

from games.rules.saboteur import RULESET as R
from games.rules.saboteur.content import tables
from games.rules.saboteur.moves import MOVES, Words
from games.rules.saboteur.refusals import Play


def test_every_legal_action_passes_its_entry_s_check():
    # Given seeded random games at 3 and 6 seats
    checked = set()
    for seats in (3, 6):
        state = R.setup({}, seats, None, 11)
        rng = random.Random(seats)
        for _ in range(200):
            if R.is_over(state):
                break
            seat = R.to_act(state)[0]
            legal = R.legal_actions(state, seat)
            # When each legal action is checked, then none is refused
            for action in legal:
                MOVES.check(Play(state, tables(state), seat), action)
                checked.add(action["type"])
            state, _ = R.apply(state, seat, rng.choice(legal))
    assert {"place_path", "play_action", "pass", "discard_and_repair"} <= checked


def test_the_table_s_words_name_seats_only_when_given_their_names():
    steal = {"type": "steal", "target": 1}
    assert R.label(steal) == {
        "en": "Steal 1 gold piece from another player",
        "pt-BR": "Roubar 1 peça de ouro de outro jogador",
    }
    assert R.label(steal) == MOVES.label(R.move_words(), steal, None)
    named = R.label_named(steal, None, ["Ana", "Bia", "Caio"])
    assert named == {"en": "Steal 1 gold piece from Bia", "pt-BR": "Roubar 1 peça de ouro de Bia"}
    assert named == MOVES.label(Words(names=["Ana", "Bia", "Caio"]), steal, None)
