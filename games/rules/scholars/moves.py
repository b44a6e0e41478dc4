"""The Scholars move table: each report's spec, application, label and template together.

Both modes' kinds: the solo game's reports and Papyrus's turn (``play_turn``), and the scoring
mode's figures (a solo game's final facts report them too, into ``Context.facts``). No entry
has a check: a report is refused by the companion protocol when it is not on the legal list.
Reports are public and worded by the companion protocol's sentence (``describe_move``), so no
entry redacts or has a sentence of its own. Labels are worded from the static ``words``
module: the table's ``Words`` is unused.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.rules.core import Labels, Listed
from games.rules.moves import Move, MoveTable
from games.rules.said import Said
from games.rules.scholars import labels, papyrus_turn, scoring_mode
from games.rules.scholars import report_effects as fx
from games.rules.scholars import template_labels as tl
from games.rules.scholars.context import Context
from games.rules.scholars.reports import REPORT_SPECS
from games.rules.scholars.score_sheet import SHEET_SPEC, score_sheet
from games.rules.scholars.solo_final import AUTOMA_RETIRED_SPEC

State = dict[str, Any]
Action = dict[str, Any]
_SPECS = {spec.type: spec for spec in (*REPORT_SPECS, *scoring_mode.SCORING_SPECS,
                                       AUTOMA_RETIRED_SPEC, SHEET_SPEC)}  # fmt: skip


@dataclass(frozen=True)
class Report(Move[Context, object]):
    """A Scholars entry, with its ``template``: the label of the kind when it is listed with
    open parameters (``template_label``)."""

    template: tl.Template | None = None


def _entry(
    kind: str,
    apply: Callable[[Context, Action], None],
    label: labels.Label,
    template: tl.Template | None = None,
) -> Report:
    return Report(_SPECS[kind], apply, lambda words, action, view: label(action),
                  template=template)  # fmt: skip


def _on_state(apply: Callable[[State, Action], None]) -> Callable[[Context, Action], None]:
    """An application that changes the state only."""
    return lambda ctx, action: apply(ctx.state, action)


def _play_turn(ctx: Context, action: Action) -> None:
    ctx.instructions += papyrus_turn.play_turn(ctx.state, ctx.content)


def _report(
    kind: str,
    apply: Callable[[State, Action], None],
    label: labels.Label,
    template: tl.Template | None = None,
) -> Report:
    """A solo report, which changes the state only (``report_effects``)."""
    return _entry(kind, _on_state(apply), label, template)


def _score_scroll_label(words: Any, action: Action, view: Any) -> Said:
    """A scroll card is named from the content it is of (the ruleset's catalog)."""
    return labels.score_scroll(action, words.catalog)


ENTRIES: tuple[Report, ...] = (
    _report("reveal_map_scroll", fx.reveal_map_scroll, labels.reveal_map_scroll,
            tl.fixed("template-reveal-map-scroll")),
    _report("house_add", fx.house_add, labels.house_add, tl.house_add),
    _report("starting_translator", fx.starting_translator, labels.starting_translator),
    _report("translator_language", fx.translator_language, labels.translator_language,
            tl.translator_language),
    _report("setup_done", fx.setup_done,
            labels.fixed("label-setup-done")),
    _report("turn_over", fx.turn_over, labels.fixed("label-turn-over")),
    _report("caliph_revealed", fx.caliph_revealed,
            labels.fixed("label-caliph-revealed")),
    _report("deliver_scroll", fx.deliver_scroll, labels.deliver_scroll,
            tl.fixed("template-deliver-scroll")),
    _report("translate_scroll", fx.translate_scroll, labels.translate_scroll),
    _report("influence_house_scroll", fx.influence_house_scroll, labels.influence_house_scroll),
    _report("influence_map_scroll", fx.influence_map_scroll, labels.influence_map_scroll),
    _report("guild_influence", fx.guild_influence, labels.guild_influence),
    _report("employ_translator", fx.employ_translator, labels.employ_translator,
            tl.employ_translator),
    _report("neutral_translator", fx.neutral_translator, labels.neutral_translator,
            tl.neutral_translator),
    _report("place_gold", fx.place_gold, labels.place_gold,
            tl.fixed("template-place-gold")),
    _report("retire_translator", fx.retire_translator, labels.retire_translator,
            tl.fixed("template-retire-translator")),
    _report("neutral_marker", fx.neutral_marker, labels.neutral_marker),
    _report("map_clear", fx.map_clear, labels.map_clear),
    _report("rest_reveal", fx.rest_reveal, labels.rest_reveal, tl.fixed("template-rest-reveal")),
    _report("rest", fx.rest, labels.rest, tl.fixed("template-rest")),
    _report("rest_after_caliph", fx.rest_after_caliph,
            labels.fixed("label-rest-after-caliph")),
    _report("caliph_row", fx.caliph_answered, labels.caliph_row),
    _report("caliph_move", fx.caliph_answered, labels.caliph_move),
    _report("let_automa_take", fx.let_automa_take,
            labels.fixed("label-let-automa-take")),
    _report("push_automa_on", fx.push_automa_on,
            labels.fixed("label-push-automa-on")),
    _report("final_score", fx.final_score, labels.final_score, tl.final_score),
    _entry("play_turn", _play_turn, labels.fixed("label-play-turn")),
    # The scoring mode's reports, and a solo game's final facts.
    _entry("score_figure", scoring_mode.score_figure, labels.score_figure, tl.score_figure),
    Report(_SPECS["score_scroll"], scoring_mode.score_scroll, _score_scroll_label,
           template=tl.changed("template-score-scroll")),
    _entry("score_retired", scoring_mode.score_retired, labels.score_retired,
           tl.changed("template-score-retired")),
    _entry("score_control", scoring_mode.score_control, labels.score_control),
    _entry("score_done", scoring_mode.score_done,
           labels.fixed("label-score-done")),
    _entry("score_automa_retired", scoring_mode.score_automa_retired,
           labels.score_automa_retired,
           tl.changed("template-score-automa-retired")),
    _entry("score_sheet", score_sheet, labels.fixed("label-score-sheet"),
           tl.fixed("template-score-sheet")),
)  # fmt: skip
MOVES: MoveTable[Context, object] = MoveTable(ENTRIES)
_TEMPLATES = {entry.type: entry.template for entry in ENTRIES if entry.template is not None}


def template_label(listed: Listed) -> Labels:
    """A listed report's label without its open values (only kinds with open parameters are
    listed so)."""
    return _TEMPLATES[listed.action["type"]](listed)
