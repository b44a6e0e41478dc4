"""Admin: every game's content draft, one form per entry drawn from its kind's JSON Schema
(django-jsonform), worded for players in the editor's language; errors shown at the field.
Saving changes the draft only and logs who, when and why (``games.admin.releases`` publishes)."""

from __future__ import annotations

from typing import Any

import jsonschema
from django import forms
from django.contrib import admin, messages
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe
from django_jsonform.utils import join_coords
from django_jsonform.widgets import JSONFormWidget

from games.admin.words import staff_language, staff_worded
from games.content.form_schema import form_schema, form_value_clean
from games.errors import ServiceError
from games.models import ContentEntry
from games.rules.core import ContentKind
from games.rules.input_words import at, schema_problem
from games.rules.registry import SLUGS, ruleset_get
from games.rules.saboteur.drawing import card_svg
from games.services.content import (
    content_entries_ensure,
    content_entry_problems,
    content_entry_save,
)

SABOTEUR_TILES = {"path_card": "path", "goal_card": "goal", "start_card": "start"}


def _kind_of(entry: ContentEntry) -> ContentKind | None:
    return next((k for k in ruleset_get(entry.ruleset).content_kinds if k.name == entry.kind), None)


class ContentEntryForm(forms.ModelForm):
    """One input per field of the entry; the edit is checked against its kind's JSON Schema
    (each problem shown at its field) and the whole draft against the engine's
    ``validate_content`` before it is saved."""

    why = forms.CharField(
        label="Why this change",
        help_text="Kept in the content log with your name (e.g. 'the box says 6').",
        widget=forms.TextInput(attrs={"size": 60}),
    )

    class Meta:
        model = ContentEntry
        fields = ("position", "data")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.kind = _kind_of(self.instance) if self.instance.pk else None
        if self.kind is not None:
            self.fields["data"] = forms.JSONField(
                label="Content",
                widget=JSONFormWidget(
                    schema=form_schema(
                        ruleset=self.instance.ruleset,
                        kind=self.kind.name,
                        title=self.kind.title,
                        schema=self.kind.schema,
                        value=self.instance.data,
                        language=staff_language(),
                    )
                ),
            )

    def clean_data(self) -> Any:
        posted = self.cleaned_data["data"]
        if self.kind is None:
            return posted
        value = form_value_clean(self.kind.schema, posted, self.instance.data)
        errors = sorted(
            jsonschema.Draft202012Validator(self.kind.schema).iter_errors(value),
            key=lambda e: list(e.absolute_path),
        )
        if errors:
            language = staff_language()
            widget = self.fields["data"].widget
            error_map: dict[str, list[str]] = {}
            for error in errors:
                problem = schema_problem(error).text(language)
                error_map.setdefault(join_coords(*error.absolute_path), []).append(problem)
            widget.add_error(error_map)
            where = self.kind.name
            raise forms.ValidationError(
                staff_worded(at([where, *e.absolute_path], schema_problem(e)) for e in errors)
            )
        return value

    def clean(self) -> dict[str, Any]:
        super().clean()
        cleaned = self.cleaned_data
        if self.errors:
            return cleaned
        self.instance.data = cleaned["data"]
        self.instance.position = cleaned["position"]
        try:
            problems = staff_worded(content_entry_problems(entry=self.instance))
        except ServiceError as exc:
            problems = [exc.detail_in(staff_language())]
        if problems:
            raise forms.ValidationError(problems)
        return cleaned


@admin.register(ContentEntry)
class ContentEntryAdmin(admin.ModelAdmin):
    """Every game's draft content, one entry per component; a saved edit stays in the draft
    until a release is published from it (Content releases › Publish)."""

    form = ContentEntryForm
    list_display = ("card", "ruleset", "kind", "key", "edited")
    list_display_links = ("card",)
    list_filter = ("ruleset", "kind")
    search_fields = ("key",)
    readonly_fields = ("ruleset", "kind", "key", "updated_at", "updated_by")
    fields = ("ruleset", "kind", "key", "position", "data", "why", "updated_at", "updated_by")

    def changelist_view(self, request: Any, extra_context: Any = None) -> Any:
        for slug in SLUGS:
            content_entries_ensure(ruleset=slug)
        return super().changelist_view(request, extra_context)

    def has_add_permission(self, request: Any) -> bool:
        return False  # entries come from the kinds of a release; a new item is a new release

    def has_delete_permission(self, request: Any, obj: Any = None) -> bool:
        return False

    def save_model(self, request: Any, obj: Any, form: Any, change: bool) -> None:
        content_entry_save(entry=obj, by=request.user.get_username(), why=form.cleaned_data["why"])
        messages.info(
            request, f"Saved in the {obj.ruleset} draft: publish a release for games to use it."
        )

    @admin.display(description="entry")
    def card(self, entry: ContentEntry) -> SafeString:
        """The component as a player knows it: its name, cost, and picture where drawn."""
        data = entry.data if isinstance(entry.data, dict) else {}
        name = data.get("name")
        if isinstance(name, dict):
            name = name.get(staff_language()) or name.get("en")
        parts = [format_html("<b>{}</b>", name or entry.key or entry.kind)]
        for field, word in (("cost", "cost"), ("count", "×"), ("vp", "VP")):
            if isinstance(data.get(field), (int, str)) and not isinstance(data.get(field), bool):
                parts.append(format_html(" · {} {}", word, data[field]))
        if entry.ruleset == "saboteur" and entry.kind in SABOTEUR_TILES:
            # Safe: the drawing escapes every text and attribute value it writes.
            picture = mark_safe(card_svg(data, SABOTEUR_TILES[entry.kind]))
            parts.insert(0, format_html('<span class="card-picture">{}</span> ', picture))
        return mark_safe("".join(parts))

    @admin.display(description="edited", ordering="updated_at")
    def edited(self, entry: ContentEntry) -> str:
        if entry.updated_at is None:
            return "— (as released)"
        return f"{entry.updated_at:%Y-%m-%d %H:%M} by {entry.updated_by}"
