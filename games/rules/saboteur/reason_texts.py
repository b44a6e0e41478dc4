"""How Saboteur words its own refusals (``SaboteurReason``), in English and Portuguese."""

from __future__ import annotations

# reason -> (English, Portuguese); "{name}" is a parameter shown as JSON, "{n:one|other}"
# agrees with a number (games/problem_texts.py).
REASON_TEXTS: dict[str, tuple[str, str]] = {
    "wrong_phase": (
        "This action belongs to another phase of the round (playing or stealing).",
        "Esta ação pertence a outra fase da rodada (jogar ou roubar).",
    ),
    "card_not_in_hand": ("Your hand does not hold this card.", "Sua mão não tem esta carta."),
    "not_a_path_card": ("This is not a path card.", "Esta não é uma carta de caminho."),
    "not_an_action_card": ("This is not an action card.", "Esta não é uma carta de ação."),
    "bad_rotation": (
        "A card may only be turned 0 or 180 degrees.",
        "Uma carta só pode ser girada 0 ou 180 graus.",
    ),
    "tool_broken": (
        "A dwarf with a broken tool may not lay path cards.",
        "Um anão com uma ferramenta quebrada não pode colocar cartas de caminho.",
    ),
    "trapped": (
        "A trapped dwarf may not lay path cards.",
        "Um anão preso não pode colocar cartas de caminho.",
    ),
    "cell_occupied": ("A card already lies there.", "Já há uma carta neste lugar."),
    "ladder_next_to_goal": (
        "A ladder may not be laid next to a goal card.",
        "Uma escada não pode ficar ao lado de uma carta de objetivo.",
    ),
    "edges_do_not_fit": (
        "The card's tunnels do not match its neighbours'.",
        "Os túneis da carta não combinam com os das cartas vizinhas.",
    ),
    "not_adjacent_to_path": (
        "A path card must touch a card already in the maze.",
        "Uma carta de caminho deve encostar numa carta que já está na mina.",
    ),
    "not_connected_to_start": (
        "The card must join a tunnel that leads back to the start card.",
        "A carta deve se ligar a um túnel que leva de volta à Carta Inicial.",
    ),
    "invalid_target": (
        "This card cannot be played on that player.",
        "Esta carta não pode ser jogada nesse jogador.",
    ),
    "invalid_goal": (
        "Choose one of the three goal cards.",
        "Escolha uma das três cartas de objetivo.",
    ),
    "invalid_fields": (
        "This card cannot be played that way.",
        "Esta carta não pode ser jogada desse jeito.",
    ),
    "role_pool_empty": (
        "No dwarf card is left to swap hats with.",
        "Não resta carta de anão para trocar chapéus.",
    ),
    "already_in_front": (
        "That card already lies in front of that player.",
        "Essa carta já está na frente desse jogador.",
    ),
    "nothing_to_remove": (
        "There is no such card in front of that player to remove.",
        "Não há carta assim na frente desse jogador para tirar.",
    ),
    "cannot_remove_there": (
        "A Rockfall removes a path card from the maze, never the start card or a goal card.",
        "Um Desabamento tira uma carta de caminho da mina, nunca a Carta Inicial nem uma "
        "carta de objetivo.",
    ),
    "wrong_discard_count": (
        "Wrong number of cards: pass discards one to three, a repair exactly two.",
        "Número errado de cartas: passar descarta de uma a três, consertar exatamente duas.",
    ),
    "must_steal": (
        "In this game a thief must steal.",
        "Nesta partida um ladrão precisa roubar.",
    ),
}
