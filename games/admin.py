"""Admin: games read-only with their moves; 7 Wonders Architects content editable, validated."""

from __future__ import annotations

import json
from typing import Any

from django import forms
from django.contrib import admin, messages

from games.errors import ServiceError
from games.models import (
    ArchitectsCardGroup,
    ArchitectsProgressToken,
    ArchitectsWonder,
    ContentRelease,
    Game,
    Move,
    Seat,
)
from games.services import content_architects_assemble, content_release_publish
from games.services.content import content_validate


class SeatInline(admin.TabularInline):
    model = Seat
    fields = ("index", "name", "kind", "automa_level")
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request: Any, obj: Any = None) -> bool:
        return False


class MoveInline(admin.TabularInline):
    model = Move
    fields = ("number", "seat", "action", "events", "created_at")
    readonly_fields = fields
    extra = 0
    can_delete = False
    ordering = ("number",)

    def has_add_permission(self, request: Any, obj: Any = None) -> bool:
        return False


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ("id", "ruleset", "status", "version", "content_release", "created_at")
    list_filter = ("ruleset", "status")
    search_fields = ("id",)
    readonly_fields = (
        "id",
        "ruleset",
        "options",
        "version",
        "state_shown",
        "content_release",
        "result",
        "created_at",
        "updated_at",
        "finished_at",
    )
    # The seed stays out of the admin too: it would reveal every future shuffle.
    exclude = ("seed", "state")
    inlines = [SeatInline, MoveInline]

    def has_add_permission(self, request: Any) -> bool:
        return False

    @admin.display(description="state")
    def state_shown(self, game: Game) -> str:
        return json.dumps(_without_seed(game.state), indent=1, sort_keys=True)


def _without_seed(value: Any) -> Any:
    """The state minus any seed, which would let a reader predict every later shuffle."""
    if isinstance(value, dict):
        return {k: _without_seed(v) for k, v in value.items() if "seed" not in k}
    if isinstance(value, list):
        return [_without_seed(v) for v in value]
    return value


@admin.register(Seat)
class SeatAdmin(admin.ModelAdmin):
    list_display = ("game", "index", "name", "kind", "automa_level")
    list_filter = ("kind",)
    exclude = ("token_hash",)
    readonly_fields = ("game", "index", "kind", "automa_level")


@admin.register(ContentRelease)
class ContentReleaseAdmin(admin.ModelAdmin):
    list_display = ("ruleset", "release", "created_at")
    list_filter = ("ruleset",)
    readonly_fields = ("ruleset", "release", "data", "created_at")

    def has_add_permission(self, request: Any) -> bool:
        return False


class _ArchitectsContentForm(forms.ModelForm):
    """Validates the whole content document with this row's edit before saving."""

    row_argument = ""

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        if self.errors:
            return cleaned
        row = self.instance
        for name, value in cleaned.items():
            setattr(row, name, value)
        if not isinstance(row.data, dict):
            raise forms.ValidationError("data must be a JSON object.")
        content = content_architects_assemble(**{self.row_argument: row})
        errors = content_validate(ruleset="architects", data=content)
        if errors:
            raise forms.ValidationError(errors)
        self.content = content
        return cleaned


class _ArchitectsContentAdmin(admin.ModelAdmin):
    """Each saved edit publishes a new release; games in progress keep theirs."""

    def save_model(self, request: Any, obj: Any, form: Any, change: bool) -> None:
        super().save_model(request, obj, form, change)
        try:
            release = content_release_publish(
                ruleset="architects", data=content_architects_assemble()
            )
        except ServiceError as exc:
            messages.error(request, f"Not published: {exc.detail}")
            return
        messages.info(request, f"Published content release {release.release}.")

    def has_delete_permission(self, request: Any, obj: Any = None) -> bool:
        return False


class WonderForm(_ArchitectsContentForm):
    row_argument = "wonder"

    class Meta:
        model = ArchitectsWonder
        fields = ("slug", "data")


class CardGroupForm(_ArchitectsContentForm):
    row_argument = "card_group"

    class Meta:
        model = ArchitectsCardGroup
        fields = ("position", "deck", "data")


class ProgressTokenForm(_ArchitectsContentForm):
    row_argument = "token"

    class Meta:
        model = ArchitectsProgressToken
        fields = ("slug", "data")


@admin.register(ArchitectsWonder)
class ArchitectsWonderAdmin(_ArchitectsContentAdmin):
    form = WonderForm
    list_display = ("slug",)


@admin.register(ArchitectsCardGroup)
class ArchitectsCardGroupAdmin(_ArchitectsContentAdmin):
    form = CardGroupForm
    list_display = ("position", "deck", "__str__")
    list_filter = ("deck",)


@admin.register(ArchitectsProgressToken)
class ArchitectsProgressTokenAdmin(_ArchitectsContentAdmin):
    form = ProgressTokenForm
    list_display = ("slug",)
