"""Labels of every Scholars action in English and Brazilian Portuguese."""

from __future__ import annotations

from typing import Any

from games.rules.scholars import words


def _g(action: dict[str, Any]) -> tuple[str, str]:
    return words.guild(action["guild"])


def _row(action: dict[str, Any]) -> tuple[str, str]:
    return words.ROW_NAMES[action["row"]]


def label(action: dict[str, Any]) -> dict[str, str]:
    kind = action["type"]
    if kind in ("reveal_map_scroll", "house_add"):
        l_en, l_pt = words.language(action["language"])
        if kind == "house_add":
            g_en, g_pt = _g(action)
            return {"en": f"A {l_en} scroll went to the {g_en} guild",
                    "pt-BR": f"Um pergaminho {l_pt} foi para a guilda {g_pt}"}  # fmt: skip
        p = action["position"]
        return {"en": f"A {l_en} scroll was revealed on map space {p}",
                "pt-BR": f"Um pergaminho {l_pt} foi revelado no espaço {p} do mapa"}  # fmt: skip
    if kind == "deliver_scroll":
        g_en, g_pt = _g(action)
        p = action["position"]
        return {"en": f"I delivered the map scroll at space {p} to the {g_en} guild",
                "pt-BR": f"Entreguei o pergaminho do espaço {p} à guilda {g_pt}"}  # fmt: skip
    if kind in ("translate_scroll", "influence_house_scroll"):
        g_en, g_pt = _g(action)
        r_en, r_pt = _row(action)
        verb = ("I translated", "Traduzi") if kind == "translate_scroll" else (
            "I put influence on", "Coloquei influência")  # fmt: skip
        # "em" + "o" contracts to "no" in Portuguese.
        o = "o" if kind == "translate_scroll" else "no"
        return {"en": f"{verb[0]} the scroll in the {r_en} row of the {g_en} guild",
                "pt-BR": f"{verb[1]} {o} pergaminho da linha {r_pt} da guilda {g_pt}"}  # fmt: skip
    if kind == "guild_influence":
        g_en, g_pt = _g(action)
        if action["change"] == "add":
            return {"en": f"I put 1 influence in the {g_en} guild",
                    "pt-BR": f"Coloquei 1 influência na guilda {g_pt}"}  # fmt: skip
        return {"en": f"I took 1 influence out of the {g_en} guild",
                "pt-BR": f"Tirei 1 influência da guilda {g_pt}"}  # fmt: skip
    if kind == "employ_translator":
        d_en, d_pt = words.deck(action["deck"] - 1)
        n = action["room"]
        return {"en": f"I employed a translator from {d_en} into room {n}",
                "pt-BR": f"Empreguei um tradutor {words.contract('de', d_pt)} "
                         f"na sala {n}"}  # fmt: skip
    if kind == "translator_language":
        l_en, l_pt = words.language(action["language"])
        n = action["room"]
        return {"en": f"The translator in room {n} also translates {l_en}",
                "pt-BR": f"O tradutor da sala {n} também traduz {l_pt}"}  # fmt: skip
    if kind == "neutral_translator":
        d_en, d_pt = words.deck(action["deck"] - 1)
        n = action["room"]
        return {
            "en": f"A Caliph space put a neutral translator from {d_en} into room {n}",
            "pt-BR": f"Um espaço de Califa pôs um tradutor neutro {words.contract('de', d_pt)} "
            f"na sala {n}",
        }
    if kind == "starting_translator":
        n = action["room"]
        owner = ("mine", "meu") if action["owner"] == "human" else ("neutral", "neutro")
        return {"en": f"The starting translator in room {n} is {owner[0]}",
                "pt-BR": f"O tradutor inicial da sala {n} é {owner[1]}"}  # fmt: skip
    if kind in ("place_gold", "retire_translator"):
        n = action["room"]
        if kind == "place_gold":
            return {"en": f"I put 1 gold on the translator in room {n}",
                    "pt-BR": f"Coloquei 1 ouro no tradutor da sala {n}"}  # fmt: skip
        return {"en": f"The translator in room {n} retired",
                "pt-BR": f"O tradutor da sala {n} se aposentou"}  # fmt: skip
    if kind in ("neutral_marker", "map_clear", "influence_map_scroll"):
        p = action["position"]
        return {
            "neutral_marker": {"en": f"The neutral marker moved next to map space {p}",
                               "pt-BR": f"O marcador neutro foi para o espaço {p} do mapa"},
            "map_clear": {"en": f"The scroll on map space {p} left the map",
                          "pt-BR": f"O pergaminho do espaço {p} saiu do mapa"},
            "influence_map_scroll": {"en": f"I put influence on the scroll on map space {p}",
                                     "pt-BR": f"Coloquei influência no pergaminho do espaço {p}"},
        }[kind]  # fmt: skip
    if kind in ("rest", "rest_reveal"):
        l_en, l_pt = words.language(action["language"])
        p = action["position"]
        # Not "Papyrus descansa": the log goes on in lower case after "relatou:".
        who = ("In my Rest", "No meu Descanso") if kind == "rest" else (
            "In Papyrus's Rest", "No Descanso de Papyrus")  # fmt: skip
        return {"en": f"{who[0]}, the bottom scroll is {l_en}; the neutral marker stopped next "
                      f"to map space {p}",
                "pt-BR": f"{who[1]}, o pergaminho do fundo é {l_pt}; o marcador neutro parou ao "
                         f"lado do espaço {p} do mapa"}  # fmt: skip
    if kind in ("caliph_row", "caliph_move"):
        r_en, r_pt = {"top": ("top", "de cima"), "middle": ("middle", "do meio"),
                      "bottom": ("bottom", "de baixo")}[action["row"]]  # fmt: skip
        if kind == "caliph_row":
            return {"en": f"Papyrus's influence took the {r_en} row of the Caliph card",
                    "pt-BR": f"A influência de Papyrus ocupou a linha {r_pt} da carta de "
                             "Califa"}  # fmt: skip
        return {"en": f"My Caliph move: 1 influence onto the {r_en} row",
                "pt-BR": f"Meu movimento de Califa: 1 influência na linha {r_pt}"}  # fmt: skip
    if kind.startswith("score_"):
        return _scoring_label(action)
    if kind == "final_score":
        c_en, c_pt = words.FINAL_CATEGORY_NAMES[action["category"]]
        v = action["value"]
        return {"en": f"Final score: my {c_en} is {v}",
                "pt-BR": f"Pontuação final: {c_pt} = {v}"}  # fmt: skip
    fixed = {
        "setup_done": ("The table is set up", "A mesa está preparada"),
        "turn_over": ("My turn is over", "Meu turno acabou"),
        "caliph_revealed": ("A Caliph card was revealed", "Uma carta de Califa foi revelada"),
        "rest_after_caliph": ("In my Rest, the bottom card was a Caliph card",
                              "No meu Descanso, a carta do fundo era uma carta de Califa"),
        "let_automa_take": ("I let Papyrus take my scroll (I take 1 silver)",
                            "Deixei Papyrus pegar o meu pergaminho (pego 1 prata)"),
        "push_automa_on": ("I paid 1 silver: Papyrus takes the next scroll",
                           "Paguei 1 prata: Papyrus pega o próximo pergaminho"),
        "play_turn": ("Papyrus plays its turn", "Papyrus joga o seu turno"),
        "undo": ("Undo your last report", "Desfazer o seu último relato"),
        "acknowledge": ("Done: Papyrus's instructions are carried out",
                        "Feito: as instruções de Papyrus foram cumpridas"),
    }  # fmt: skip
    en, pt = fixed.get(kind, (kind, kind))
    return {"en": en, "pt-BR": pt}


def _scoring_label(action: dict[str, Any]) -> dict[str, str]:
    """Labels of the scoring mode's reports."""
    kind = action["type"]
    if kind == "score_figure":
        f_en, f_pt = words.figure(action["figure"])
        v = action["value"]
        return {"en": f"My {f_en}: {v}", "pt-BR": f"Meu valor de {f_pt}: {v}"}
    if kind == "score_done":
        return {"en": "All my figures are in", "pt-BR": "Todos os meus valores foram informados"}
    if kind == "score_control":
        g_en, g_pt = _g(action)
        return {"en": f"I hold the {g_en} guild's control marker",
                "pt-BR": f"Tenho o marcador de controle da guilda {g_pt}"}  # fmt: skip
    add = action["change"] == "add"
    if kind == "score_automa_retired":
        vp = action["vp"]
        return ({"en": f"Papyrus's pile holds a translator worth {vp} VP",
                 "pt-BR": f"A pilha de Papyrus tem um tradutor de {vp} PV"} if add
                else {"en": f"Take back a translator worth {vp} VP from Papyrus's pile",
                      "pt-BR": f"Retirar um tradutor de {vp} PV da pilha de Papyrus"})  # fmt: skip
    if kind == "score_scroll":
        c = action["card"]
        return (
            {"en": f"I translated scroll {c}", "pt-BR": f"Traduzi o pergaminho {c}"}
            if add
            else {"en": f"Scroll {c} is not mine", "pt-BR": f"O pergaminho {c} não é meu"}
        )
    vp = action["vp"]
    return ({"en": f"I retired a translator worth {vp} VP",
             "pt-BR": f"Aposentei um tradutor de {vp} PV"} if add
            else {"en": f"Take back a retired translator worth {vp} VP",
                  "pt-BR": f"Retirar um tradutor aposentado de {vp} PV"})  # fmt: skip
