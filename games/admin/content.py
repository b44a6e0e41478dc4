"""Admin: every game's content draft, one form per entry drawn from its kind's JSON Schema
(django-jsonform), worded for players in the editor's language; errors shown at the field.
Saving changes the draft only and logs who, when and why (``games.admin.releases`` publishes)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.utils import timezone
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe
from django_jsonform.utils import join_coords
from django_jsonform.widgets import JSONFormWidget

from games.admin.words import game_title, staff_language, staff_lazy
from games.content.form_schema import form_schema, form_value_clean
from games.content.titles import document_path_words
from games.content.words import admin_said, choice_title, kind_title
from games.errors import ServiceError
from games.models import ContentEntry
from games.rules.core import ContentKind
from games.rules.input_words import input_problem, located
from games.rules.registry import SLUGS, ruleset_get
from games.rules.saboteur.drawing import card_svg
from games.rules.said import Listed, Said
from games.services.content import (
    content_entries_ensure,
    content_entry_checked,
    content_entry_save,
)

SABOTEUR_TILES = {"path_card": "path", "goal_card": "goal", "start_card": "start"}


def _kind_of(entry: ContentEntry) -> ContentKind | None:
    return next((k for k in ruleset_get(entry.ruleset).content_kinds if k.name == entry.kind), None)


class ContentEntryForm(forms.ModelForm):
    """One input per field of the entry; the edit is checked against its kind's JSON Schema
    (bounds, known codes) and the whole draft against the engine's ``validate_content``
    (references, totals) before it is saved, each problem shown at its field."""

    why = forms.CharField(widget=forms.TextInput(attrs={"size": 60}))

    class Meta:
        model = ContentEntry
        fields = ("position", "data")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        language = staff_language()
        self.fields["why"].label = admin_said("entry-why", language)
        self.fields["why"].help_text = admin_said("entry-why-help", language)
        self.fields["position"].label = admin_said("field-position", language)
        self.kind = _kind_of(self.instance) if self.instance.pk else None
        if self.kind is not None:
            self.fields["data"] = forms.JSONField(
                label=admin_said("entry-content", language),
                widget=JSONFormWidget(
                    schema=form_schema(
                        ruleset=self.instance.ruleset,
                        kind=self.kind.name,
                        title=kind_title(
                            self.instance.ruleset, self.kind.name, language, self.kind.title
                        ),
                        schema=self.kind.schema,
                        value=self.instance.data,
                        language=language,
                    )
                ),
            )

    def clean_data(self) -> Any:
        posted = self.cleaned_data["data"]
        if self.kind is None:
            return posted
        return form_value_clean(self.kind.schema, posted, self.instance.data)

    def clean(self) -> dict[str, Any]:
        super().clean()
        cleaned = self.cleaned_data
        if self.errors:
            return cleaned
        self.instance.data = cleaned["data"]
        self.instance.position = cleaned["position"]
        language = staff_language()
        try:
            found = content_entry_checked(entry=self.instance)
        except ServiceError as exc:
            raise forms.ValidationError(exc.detail_in(language)) from exc
        at_fields = {where: ps for where, ps in found.fields.items() if where}
        if at_fields:
            # django-jsonform shows each list of words beside the input at its path.
            self.fields["data"].widget.add_error(
                {
                    join_coords(*where): [self._at_field(where, p, language) for p in ps]
                    for where, ps in at_fields.items()
                }
            )
            count = sum(len(ps) for ps in at_fields.values())
            self.add_error("data", admin_said("entry-fields-marked", language, count=count))
        whole = [p.text(language) for p in found.fields.get((), [])]
        elsewhere = [self._elsewhere(p, language) for p in found.elsewhere]
        if whole or elsewhere:
            raise forms.ValidationError(whole + elsewhere)
        return cleaned

    def _at_field(self, where: tuple[str, ...], problem: Said, language: str) -> str:
        """A problem beside its input; a value outside a list of choices is answered with
        the choices in the editor's words, never their codes."""
        choices = _enum_at(self.kind.schema if self.kind else {}, where)
        if problem.id != "schema-enum" or not choices:
            return problem.text(language)
        allowed = Listed(tuple(choice_title(c, language) for c in choices if c is not None), "or")
        return input_problem("schema-enum", allowed=allowed, found=problem.args["found"]).text(
            language
        )

    def _elsewhere(self, problem: Said, language: str) -> str:
        """A problem said of another entry: where it is in the editor's words, then what."""
        place = located(problem)
        if place is None:
            return problem.text(language)
        where, inner = place
        return (
            f"{document_path_words(self.instance.ruleset, where, language)}: {inner.text(language)}"
        )


def component_words(entry: ContentEntry | None) -> str:
    """The component an entry holds as an editor knows it: its kind and its name (its id
    where it has no name)."""
    if entry is None:
        return ""
    language = staff_language()
    data = entry.data if isinstance(entry.data, dict) else {}
    name = data.get("name")
    if isinstance(name, dict):
        name = name.get(language) or name.get("en")
    kind = _kind_of(entry)
    title = kind_title(entry.ruleset, entry.kind, language, kind.title if kind else "")
    shown = name or entry.key
    return f"{title}: {shown}" if shown else title


class GameFilter(admin.SimpleListFilter):
    title = staff_lazy("column-game")
    parameter_name = "ruleset"

    def lookups(self, request: Any, model_admin: Any) -> list[tuple[str, str]]:
        return [(slug, game_title(slug)) for slug in SLUGS]

    def queryset(self, request: Any, queryset: Any) -> Any:
        return queryset.filter(ruleset=self.value()) if self.value() else queryset


class KindFilter(admin.SimpleListFilter):
    title = staff_lazy("column-kind")
    parameter_name = "kind"

    def lookups(self, request: Any, model_admin: Any) -> list[tuple[str, str]]:
        language = staff_language()
        games = [request.GET["ruleset"]] if request.GET.get("ruleset") in SLUGS else SLUGS
        kinds: dict[str, str] = {}
        for slug in games:
            for kind in ruleset_get(slug).content_kinds:
                kinds.setdefault(kind.name, kind_title(slug, kind.name, language, kind.title))
        return sorted(kinds.items(), key=lambda item: item[1])

    def queryset(self, request: Any, queryset: Any) -> Any:
        return queryset.filter(kind=self.value()) if self.value() else queryset


def _enum_at(schema: Any, where: tuple[str, ...]) -> list[Any]:
    """The choices the schema gives the member at ``where`` (empty when it gives none)."""
    node = schema
    for part in where:
        if not isinstance(node, dict):
            return []
        if part.isdigit() and isinstance(node.get("items"), dict):
            node = node["items"]
        elif part in (node.get("properties") or {}):
            node = node["properties"][part]
        elif isinstance(node.get("additionalProperties"), dict):
            node = node["additionalProperties"]
        else:
            return []
    return list(node.get("enum") or []) if isinstance(node, dict) else []


@admin.register(ContentEntry)
class ContentEntryAdmin(admin.ModelAdmin):
    """Every game's draft content, one entry per component; a saved edit stays in the draft
    until a release is published from it (Content releases › Publish)."""

    form = ContentEntryForm
    list_display = ("card", "game", "kind_words", "edited")
    list_display_links = ("card",)
    list_filter = (GameFilter, KindFilter)
    search_fields = ("key",)
    readonly_fields = ("game", "kind_words", "key_words", "edited")
    fields = ("game", "kind_words", "key_words", "position", "data", "why", "edited")
    change_form_template = "admin/games/contententry/change_form.html"

    def changelist_view(self, request: Any, extra_context: Any = None) -> Any:
        for slug in SLUGS:
            content_entries_ensure(ruleset=slug)
        return super().changelist_view(request, extra_context)

    def render_change_form(self, request: Any, context: Any, *args: Any, **kwargs: Any) -> Any:
        language = staff_language()
        words = {k: admin_said(k, language) for k in ADD_BUTTON_WORDS}
        entry = context.get("original")
        shown = {"editor_words": words, "subtitle": component_words(entry)}
        if entry is not None:
            shown["title"] = f"{game_title(entry.ruleset)} · {component_words(entry)}"
        return super().render_change_form(request, {**context, **shown}, *args, **kwargs)

    def has_add_permission(self, request: Any) -> bool:
        return False  # entries come from the kinds of a release; a new item is a new release

    def has_delete_permission(self, request: Any, obj: Any = None) -> bool:
        return False

    def save_model(self, request: Any, obj: Any, form: Any, change: bool) -> None:
        content_entry_save(entry=obj, by=request.user.get_username(), why=form.cleaned_data["why"])
        said = admin_said("entry-saved", staff_language(), game=game_title(obj.ruleset))
        messages.info(request, said)

    def message_user(self, request: Any, message: Any, *args: Any, **kwargs: Any) -> None:
        # Django's own "The content entry … was changed" names the model, not the component:
        # ``save_model`` has said what happened in the editor's words.
        if kwargs.get("level", args[0] if args else None) == messages.SUCCESS:
            return
        super().message_user(request, message, *args, **kwargs)

    @admin.display(description=staff_lazy("column-component"))
    def card(self, entry: ContentEntry) -> SafeString:
        """The component as a player knows it: its name, cost, and picture where drawn."""
        language = staff_language()
        data = entry.data if isinstance(entry.data, dict) else {}
        name = data.get("name")
        if isinstance(name, dict):
            name = name.get(language) or name.get("en")
        shown = name or entry.key or kind_title(entry.ruleset, entry.kind, language)
        parts = [format_html("<b>{}</b>", shown)]
        for field, message_id, param in (
            ("cost", "card-cost", "cost"),
            ("count", "card-copies", "count"),
            ("vp", "card-vp", "vp"),
        ):
            value = data.get(field)
            if isinstance(value, (int, str)) and not isinstance(value, bool):
                parts.append(
                    format_html(" · {}", admin_said(message_id, language, **{param: value}))
                )
        if entry.ruleset == "saboteur" and entry.kind in SABOTEUR_TILES:
            # Safe: the drawing escapes every text and attribute value it writes.
            picture = mark_safe(card_svg(data, SABOTEUR_TILES[entry.kind]))
            parts.insert(0, format_html('<span class="card-picture">{}</span> ', picture))
        return mark_safe("".join(parts))

    @admin.display(description=staff_lazy("column-game"), ordering="ruleset")
    def game(self, entry: ContentEntry) -> str:
        return game_title(entry.ruleset)

    @admin.display(description=staff_lazy("column-kind"), ordering="kind")
    def kind_words(self, entry: ContentEntry) -> str:
        kind = _kind_of(entry)
        fallback = kind.title if kind is not None else ""
        return kind_title(entry.ruleset, entry.kind, staff_language(), fallback)

    @admin.display(description=staff_lazy("field-key"))
    def key_words(self, entry: ContentEntry) -> str:
        return entry.key or "—"

    @admin.display(description=staff_lazy("column-edited"), ordering="updated_at")
    def edited(self, entry: ContentEntry) -> str:
        language = staff_language()
        if entry.updated_at is None:
            return admin_said("entry-as-released", language)
        when = f"{timezone.localtime(entry.updated_at):%Y-%m-%d %H:%M}"
        return admin_said("entry-edited-by", language, when=when, who=entry.updated_by)


# What django-jsonform's buttons say, worded here (its script writes them in English).
ADD_BUTTON_WORDS = (
    "add-item",
    "add-item-title",
    "add-key",
    "add-key-title",
    "button-remove",
    "button-move-up",
    "button-move-down",
)

ContentEntry._meta.verbose_name = staff_lazy("model-entry")
ContentEntry._meta.verbose_name_plural = staff_lazy("model-entries")
