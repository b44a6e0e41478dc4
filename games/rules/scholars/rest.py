"""The AI's Rest (rules §8.6 with §3.8 step 1): it reveals the bottom scroll card like a player
would; the human reports what came out and where the neutral marker stopped (the map's black
circles are not public, §1.3), and the AI then resolves it, moves its dice sum by colour
majority, takes the extra for the size of its discard and shuffles the Scheme deck."""

from __future__ import annotations

from typing import Any

from games.rules.core import Instruction
from games.rules.scholars import ai_actions as act
from games.rules.scholars import readings, words
from games.rules.scholars.content import GUILDS
from games.rules.scholars.scheme import COLOUR_WORDS, discard, shuffle_deck
from games.rules.scholars.tracks import colour_majority, dice_sum_move

State = dict[str, Any]
# The discard sizes a Rest can come at (3 of a colour after 3, 4 or 5 draws), and the extra
# each gives; with 5 cards the AI retires the top of deck #7 (blue) or #8 (red), 0-based 6 / 7.
REST_THREE, REST_FOUR = 3, 4
RETIRE_DECK = {"blue": 6, "red": 7}
TOP_ROW = 0
PAPYRUS_REST = ("Papyrus's Rest, as a player's", "Descanso de Papyrus, como o de um jogador")
HUMAN_REST = ("Your Rest, step 1", "O seu Descanso, passo 1")


# Papyrus's Rest, how its bottom scroll card is revealed: in full, then briefly.
PAPYRUS_REST_FULL = (
    "Papyrus rests: reveal the bottom card of the scroll pile. A scroll: move the neutral "
    "marker clockwise as many black circles as the scroll's VP, then report the scroll's "
    "language and the map space the marker stopped next to (counted clockwise from "
    "where it was, 0 to 5). A Caliph card: report it.",
    "Papyrus descansa: revele a carta do fundo da pilha de pergaminhos. Um pergaminho: "
    "mova o marcador neutro no sentido horário tantos círculos pretos quanto os PV do "
    "pergaminho e informe o idioma e o espaço do mapa ao lado do qual o marcador parou "
    "(contado no sentido horário a partir de onde estava, de 0 a 5). Uma carta de "
    "Califa: informe-a.")  # fmt: skip
PAPYRUS_REST_BRIEF = (
    "Papyrus rests: reveal the bottom card of the scroll pile as before and report it (a "
    "scroll: its language and where the neutral marker stopped).",
    "Papyrus descansa: revele a carta do fundo da pilha de pergaminhos como da outra vez e "
    "informe-a (um pergaminho: o idioma e onde o marcador neutro parou).",
)
# Your Rest's steps 2-4 and the retirements after them, in full, then briefly.
HUMAN_REST_FULL = (
    "Your Rest goes on: (2) income: resolve every Rest icon on your board left to right; it "
    "always includes the blue track's income printed on the board: draw dice from the bag "
    "(if the bag runs out, put all your board dice back into it and keep drawing; if there "
    "are still none, stop). (3) Put your used dice back into the bag. (4) Return your used "
    "workers to the general supply and your action cards to your hand. Then any translator "
    "whose gold equals its room's number retires.",
    "O seu Descanso continua: (2) renda: resolva todos os ícones de descanso do seu "
    "tabuleiro da esquerda para a direita; sempre inclui a renda da trilha azul impressa no "
    "tabuleiro: pegue dados da bolsa (se a bolsa esvaziar, devolva todos os dados do seu "
    "tabuleiro para ela e continue pegando; se mesmo assim não houver, pare). (3) Devolva "
    "os dados usados para a bolsa. (4) Devolva os trabalhadores usados ao fornecimento "
    "geral e as cartas de ação à sua mão. Então todo tradutor com o ouro igual ao número "
    "da sala se aposenta.")  # fmt: skip
HUMAN_REST_BRIEF = (
    "Your Rest goes on as before: income, dice back into the bag, workers and action cards "
    "back; then any translator whose gold equals its room's number retires.",
    "O seu Descanso continua como da outra vez: renda, dados de volta à bolsa, trabalhadores e "
    "cartas de ação de volta; então se aposenta todo tradutor com o ouro igual ao número da "
    "sala.",
)


def rest_begin(state: State) -> list[Instruction]:
    """Ask the human to reveal the bottom scroll card; the Rest waits for the report."""
    state["resting"] = True
    return [
        words.instruction(
            "rest_reveal", {},
            words.once(state, "rest_reveal", PAPYRUS_REST_FULL, PAPYRUS_REST_BRIEF),
            ("Rest: 3 cards of one colour in the Scheme discard",
             "Descanso: 3 cartas de uma cor no descarte de Trama"),
        )
    ]  # fmt: skip


def rest_finish(
    state: State, content: dict[str, Any], reveal: dict[str, Any] | None
) -> list[Instruction]:
    """The rest of the Rest once the bottom card is known (``reveal`` is None for a Caliph
    card, whose phase the AI has just played)."""
    state["resting"] = False
    found = (
        reveal_resolve(state, reveal["position"], reveal["language"], PAPYRUS_REST)
        if reveal
        else []
    )
    cards = discard(state, content)
    majority = colour_majority(cards)
    size = len(cards)
    why = (f"Rest: {size} cards in the discard, {majority} majority",
           f"Descanso: {size} cartas no descarte, maioria {COLOUR_WORDS[majority][1]}")  # fmt: skip
    state["dice_sum"] = dice_sum_move(state["dice_sum"], 1 if majority == "blue" else -1)
    found.append(words.instruction(
        "rest", {"dice_sum": state["dice_sum"]},
        (f"Move Papyrus's dice-sum marker to {state['dice_sum']:+d}, then shuffle its six "
         "Scheme cards into a new deck.",
         f"Mova o marcador de soma dos dados de Papyrus para {state['dice_sum']:+d} e embaralhe "
         "as suas seis cartas de Trama num novo baralho."),
        why,
    ))  # fmt: skip
    if size == REST_THREE:
        found += act.influence_card(state, why) or []
        found += act.influence_guild(state, why)
    elif size == REST_FOUR:
        found += act.influence_card(state, why) or []
    else:
        found += act.retire_from_deck(state, why, RETIRE_DECK[majority])
    shuffle_deck(state, content)
    if not readings.recent_cards_across_rest(state):
        # "(ou uma)": the first card drawn from the new deck counts alone.
        state["recent_silver"] = []
    return found


def reveal_resolve(
    state: State, position: int, language: str, whose: tuple[str, str]
) -> list[Instruction]:
    """§3.8 step 1 after the marker moved: the map scroll it stopped next to goes to the top
    row of the leftmost guild with room (or the discard) unless it has influence; the revealed
    scroll takes its map space, or with influence there goes to the guilds itself. ``whose``
    names the Rest in the why ("Papyrus's Rest, as a player's" or "your Rest")."""
    state["map"] = state["map"][position:] + state["map"][:position]
    slot = state["map"][0]
    guild = next((g for g in GUILDS if state["house"][g][TOP_ROW] is None), None)
    l_en, l_pt = words.language(language)
    influenced = slot is not None and slot["influence"] is not None
    moved: dict[str, Any] | None
    if influenced:
        moved, stays = {"language": language, "influence": None}, slot
    else:
        moved = None if slot is None else {"language": slot["language"], "influence": None}
        stays = {"language": language, "influence": None}
    state["map"][0] = stays
    has = ("has", "tem") if influenced else ("has no", "não tem")
    why = (f"{whose[0]}: the scroll next to the neutral marker {has[0]} influence; the top row "
           "of the leftmost guild with room",
           f"{whose[1]}: o pergaminho ao lado do marcador neutro {has[1]} influência; a linha de "
           "cima da guilda livre mais à esquerda")  # fmt: skip
    data: dict[str, Any] = {"map_position": 0, "revealed": language, "to_guild": None,
                            "discarded": None}  # fmt: skip
    en = [
        f"The neutral marker is now next to map space {position}: from now on, that space "
        "is map space 0."
    ]
    pt = [f"O marcador neutro está agora ao lado do espaço {position} do mapa: de agora em "
          "diante, esse é o espaço 0."]  # fmt: skip
    if moved is not None:
        m_en, m_pt = words.language(moved["language"])
        which = ("the revealed", "revelado") if stays is slot else ("the map", "do mapa")
        if guild is not None:
            state["house"][guild][TOP_ROW] = moved
            data["to_guild"] = guild
            g_en, g_pt = words.guild(guild)
            en.append(f"Put {which[0]} {m_en} scroll in the top row of the {g_en} guild.")
            pt.append(f"Coloque o pergaminho {m_pt} {which[1]} na linha de cima da guilda {g_pt}.")
        else:
            data["discarded"] = moved["language"]
            en.append(f"Discard {which[0]} {m_en} scroll: the guilds' top row is full.")
            pt.append(f"Descarte o pergaminho {m_pt} {which[1]}: a linha de cima está cheia.")
    if stays is not slot:
        en.append(f"Put the revealed {l_en} scroll on that map space.")
        pt.append(f"Coloque o pergaminho {l_pt} revelado nesse espaço do mapa.")
    return [words.instruction("rest_scroll", data, (" ".join(en), " ".join(pt)), why)]


def human_rest(state: State, reveal: dict[str, Any]) -> list[Instruction]:
    """The human's own Rest (§3.8, the seed's DESCANSAR), told as instructions at the start of
    Papyrus's next turn: the bottom scroll resolved on the tracked table (nothing when it was a
    Caliph card, whose phase was reported and played before), then the income and clean-up the
    human does alone (their board's Rest icons are not tracked)."""
    found = []
    if reveal:
        found += reveal_resolve(state, reveal["position"], reveal["language"], HUMAN_REST)
    found.append(words.instruction(
        "human_rest", {"caliph": not reveal},
        words.once(state, "human_rest", HUMAN_REST_FULL, HUMAN_REST_BRIEF),
        ("Rest: only with at least one action card on your board; the bottom scroll card first",
         "Descanso: só com pelo menos uma carta de ação no tabuleiro; primeiro a carta de "
         "pergaminho do fundo"),
    ))  # fmt: skip
    return found
