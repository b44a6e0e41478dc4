"""Admin: games read-only (staff act through logged actions), their board drawn, their moves
paged. Content drafts and releases: ``games.admin.content`` and ``games.admin.releases``."""

from __future__ import annotations

import json
from typing import Any

from django.contrib import admin, messages
from django.utils.html import format_html
from django.utils.timesince import timesince

from games.admin.board import game_board_page
from games.errors import ServiceError
from games.models import Game, OutboxItem, Seat, SeatKind
from games.selectors import game_to_act
from games.services import seat_hand_to_automa
from games.services.game_abandon import game_abandon


class OutboxInline(admin.TabularInline):
    """The work the game has handed on and that is not done yet (the outbox)."""

    model = OutboxItem
    fields = ("kind", "version", "due_at", "tries", "created_at")
    readonly_fields = fields
    extra = 0
    can_delete = False
    verbose_name_plural = "due work (outbox)"

    def has_add_permission(self, request: Any, obj: Any = None) -> bool:
        return False


class SeatInline(admin.TabularInline):
    model = Seat
    fields = ("index", "name", "kind", "automa_level", "timeouts_in_row", "takeover")
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request: Any, obj: Any = None) -> bool:
        return False


class ToActFilter(admin.SimpleListFilter):
    title = "to act"
    parameter_name = "to_act"

    def lookups(self, request: Any, model_admin: Any) -> list[tuple[str, str]]:
        return [("human", "A human seat"), ("automa", "An automa seat"), ("nobody", "Nobody")]

    def queryset(self, request: Any, queryset: Any) -> Any:
        if self.value() in (SeatKind.HUMAN, SeatKind.AUTOMA):
            return queryset.filter(seats__to_act=True, seats__kind=self.value()).distinct()
        if self.value() == "nobody":
            return queryset.exclude(seats__to_act=True)
        return queryset


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    """Games as the engine keeps them: nothing on the page is editable (the engine owns the
    state, version, status, follow-up, timers, hashes and result), a game with moves cannot
    be deleted, and staff act on a game only through the actions, which are logged."""

    list_display = ("short_id", "players", "ruleset", "status", "to_act", "age", "app")
    list_filter = ("ruleset", "status", ToActFilter, "app", "created_at")
    search_fields = ("=id", "seats__name", "app__name")
    list_select_related = ("app",)
    fields = (
        "id",
        "ruleset",
        "app",
        "status",
        "version",
        "options",
        "seat_options",
        "content_release",
        "turn_due_at",
        "state_shown",
        "result",
        "created_at",
        "updated_at",
        "finished_at",
    )
    # The seed stays out of the admin too: it would reveal every future shuffle.
    readonly_fields = fields
    inlines = [SeatInline, OutboxInline]
    actions = ["hand_seats_to_act_to_automa", "abandon"]
    # The board picture, the viewer select and the paged move log around the fields.
    change_form_template = "admin/games/game/change_form.html"

    def get_queryset(self, request: Any) -> Any:
        return super().get_queryset(request).prefetch_related("seats")

    def has_add_permission(self, request: Any) -> bool:
        return False

    def has_change_permission(self, request: Any, obj: Any = None) -> bool:
        # A page to read: the engine owns every column, staff change games by the actions.
        return False

    def has_delete_permission(self, request: Any, obj: Any = None) -> bool:
        # A game's log is the record of what people played: abandon it instead.
        return False

    @admin.display(description="game")
    def short_id(self, game: Game) -> str:
        return str(game.pk)[:8]

    @admin.display(description="players")
    def players(self, game: Game) -> str:
        return ", ".join(_seat_named(seat) for seat in game.seats.all())

    @admin.display(description="to act")
    def to_act(self, game: Game) -> str:
        return ", ".join(seat.name for seat in game.seats.all() if seat.to_act) or "—"

    @admin.display(description="age", ordering="created_at")
    def age(self, game: Game) -> str:
        return timesince(game.created_at)

    @admin.action(description="Hand the human seats to act to the automa")
    def hand_seats_to_act_to_automa(self, request: Any, queryset: Any) -> None:
        """For a game stuck on a player who left: the automa plays their seat from now on
        (a companion game ends, the automa winning)."""
        for game in queryset.prefetch_related("seats"):
            humans = {s.index for s in game.seats.all() if s.kind == SeatKind.HUMAN}
            for seat in [i for i in game_to_act(game=game) if i in humans]:
                if _hand_over(request, game.pk, seat):
                    self.log_change(request, game, f"Seat {seat} handed to the automa.")

    @admin.action(description="Abandon the selected games (play stops, nothing is scored)")
    def abandon(self, request: Any, queryset: Any) -> None:
        for game in queryset:
            if game_abandon(game_id=game.pk, by=f"staff {request.user.get_username()}"):
                self.log_change(request, game, "Abandoned.")
                messages.info(request, f"Game {game.pk}: abandoned.")
            else:
                messages.warning(request, f"Game {game.pk}: not active, left as it was.")

    def change_view(
        self, request: Any, object_id: str, form_url: str = "", extra_context: Any = None
    ) -> Any:
        game = self.get_object(request, object_id)
        if game is not None:
            page = game_board_page(
                game=game,
                viewer=request.GET.get("as", ""),
                moves_page=request.GET.get("moves", ""),
            )
            extra_context = {**(extra_context or {}), "board": page}
        return super().change_view(request, object_id, form_url, extra_context)

    @admin.display(description="state")
    def state_shown(self, game: Game) -> str:
        # Folded away: the whole state is long and rarely what staff came for.
        shown = json.dumps(_without_seed(game.state), sort_keys=True, separators=(",", ":"))
        return format_html(
            "<details><summary>state ({} characters of JSON)</summary>"
            '<pre style="white-space:pre-wrap;max-height:30em;overflow:auto">{}</pre></details>',
            len(shown),
            shown,
        )


def _seat_named(seat: Seat) -> str:
    return seat.name if seat.kind == SeatKind.HUMAN else f"{seat.name} (automa)"


def _without_seed(value: Any) -> Any:
    """The state minus any seed, which would let a reader predict every later shuffle."""
    if isinstance(value, dict):
        return {k: _without_seed(v) for k, v in value.items() if "seed" not in k}
    if isinstance(value, list):
        return [_without_seed(v) for v in value]
    return value


def _hand_over(request: Any, game_id: Any, seat: int) -> bool:
    try:
        move = seat_hand_to_automa(game_id=game_id, seat=seat)
    except ServiceError as exc:
        messages.error(request, f"Game {game_id} seat {seat}: not handed over ({exc.code}).")
        return False
    messages.info(
        request, f"Game {game_id} seat {seat}: handed to the automa (move {move.number})."
    )
    return True


@admin.register(Seat)
class SeatAdmin(admin.ModelAdmin):
    list_display = ("game", "index", "name", "kind", "automa_level", "takeover")
    list_filter = ("kind", "takeover")
    exclude = ("token_hash",)
    readonly_fields = ("game", "index", "kind", "automa_level", "timeouts_in_row", "takeover")
    actions = ["hand_to_automa"]

    def has_add_permission(self, request: Any) -> bool:
        return False

    def has_delete_permission(self, request: Any, obj: Any = None) -> bool:
        return False  # a game without one of its seats could not go on

    @admin.action(description="Hand the selected human seats to the automa")
    def hand_to_automa(self, request: Any, queryset: Any) -> None:
        for seat in queryset.filter(kind=SeatKind.HUMAN):
            _hand_over(request, seat.game_id, seat.index)


# Apps, keys and webhook deliveries; content drafts; releases and the content log.
import games.admin.app_keys  # noqa: E402, F401
import games.admin.content  # noqa: E402, F401
import games.admin.message_overrides  # noqa: E402, F401
import games.admin.releases  # noqa: E402, F401
