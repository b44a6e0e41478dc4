"""Admin: content releases. A release page shows its diff against the one before it and the
games that play it, exports it as a JSON file and publishes it again as the newest; the draft
page of each game shows what publishing would change, publishes it with a note, and starts a
throwaway preview game on it; a JSON file can be imported as a release. The content log lists
every change: who, when, why."""

from __future__ import annotations

import json
from typing import Any

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils import timezone

from games.admin.board import game_board_page
from games.admin.content import GameFilter, component_words
from games.admin.words import game_title, staff_language, staff_lazy, staff_said, staff_worded
from games.content.titles import path_words
from games.content.words import choice_title, kind_title
from games.errors import ServiceError
from games.models import ContentChange, ContentRelease, Game
from games.rules.registry import SLUGS, ruleset_get
from games.services.content_diff import MISSING, DiffRow, content_diff
from games.services.content_preview import content_draft_preview, preview_focus
from games.services.content_releases import (
    content_draft_changes,
    content_draft_publish,
    content_release_export,
    content_release_import,
    content_release_republish,
    release_previous,
)

PUBLISH = "games.add_contentrelease"
EDIT = "games.change_contententry"
GAMES_SHOWN = 20


class NoteForm(forms.Form):
    note = forms.CharField(
        label=staff_lazy("field-release-note"),
        help_text=staff_lazy("release-note-help"),
        widget=forms.Textarea(attrs={"rows": 2, "cols": 70}),
    )


class ImportForm(NoteForm):
    ruleset = forms.ChoiceField(label=staff_lazy("import-game"))
    file = forms.FileField(
        label=staff_lazy("import-file"), help_text=staff_lazy("import-file-help")
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        games = self.fields["ruleset"]
        assert isinstance(games, forms.ChoiceField)
        games.choices = [(slug, game_title(slug)) for slug in SLUGS]


def _refusal(request: Any, exc: ServiceError, what: str) -> None:
    errors = "; ".join(staff_worded(exc.extensions.get("errors")))
    detail = exc.detail_in(staff_language())
    messages.error(request, f"{staff_said(what)}: {detail}" + (f" {errors}" if errors else ""))


def _kinds_worded(ruleset: str, language: str) -> dict[str, str]:
    """Each document member's kind as ``name|title``, the title in the editor's words."""
    return {
        k.key: f"{k.name}|{kind_title(ruleset, k.name, language, k.title)}"
        for k in ruleset_get(ruleset).content_kinds
    }


def value_words(value: Any, language: str) -> str:
    """A value of a diff as an editor reads it: a choice by its words, yes or no, a list
    joined, a missing value as a dash; never a Python repr."""
    if value is MISSING or value is None:
        return staff_said("value-none")
    if isinstance(value, bool):
        return staff_said("value-yes" if value else "value-no")
    if isinstance(value, str):
        return choice_title(value, language, plain=value)
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, list) and all(isinstance(v, (str, int)) for v in value):
        return ", ".join(value_words(v, language) for v in value) or staff_said("value-none")
    if isinstance(value, list):
        return staff_said("value-items", count=len(value))
    return json.dumps(value, ensure_ascii=False)


def _worded(ruleset: str, diff: list[DiffRow]) -> list[dict[str, Any]]:
    """The diff's rows with each path and value worded for the editor."""
    language = staff_language()
    kinds = _kinds_worded(ruleset, language)
    return [
        {
            "words": path_words(ruleset, kinds, row.where, language),
            "before": value_words(row.before, language),
            "after": value_words(row.after, language),
        }
        for row in diff
    ]


def _first_release(ruleset: str, data: Any) -> list[dict[str, Any]]:
    """What a game's first release holds, kind by kind (its diff against nothing would be
    every value of every component)."""
    language = staff_language()
    rows = []
    for kind in ruleset_get(ruleset).content_kinds:
        value = data.get(kind.key) if isinstance(data, dict) else None
        if value is None:
            continue
        count = len(value) if kind.is_list and isinstance(value, list) else 1
        title = kind_title(ruleset, kind.name, language, kind.title)
        rows.append({"words": staff_said("diff-first", kind=title, count=count)})
    return rows


@admin.register(ContentRelease)
class ContentReleaseAdmin(admin.ModelAdmin):
    list_display = ("release", "game", "number", "release_note", "publisher", "created", "games")
    list_filter = (GameFilter,)
    readonly_fields = ("game", "release", "number", "release_note", "publisher", "created")
    fields = readonly_fields
    change_form_template = "admin/games/contentrelease/change_form.html"
    change_list_template = "admin/games/contentrelease/change_list.html"

    def has_add_permission(self, request: Any) -> bool:
        return False  # releases are published from the draft, a file or an earlier release

    def has_change_permission(self, request: Any, obj: Any = None) -> bool:
        return False  # frozen: games pin them

    def has_delete_permission(self, request: Any, obj: Any = None) -> bool:
        return False

    @admin.display(description=staff_lazy("column-games"))
    def games(self, release: ContentRelease) -> int:
        return release.games.count()

    @admin.display(description=staff_lazy("column-game"), ordering="ruleset")
    def game(self, release: ContentRelease) -> str:
        return game_title(release.ruleset)

    @admin.display(description=staff_lazy("field-release-note"))
    def release_note(self, release: ContentRelease) -> str:
        return release.note

    @admin.display(description=staff_lazy("field-published-by"))
    def publisher(self, release: ContentRelease) -> str:
        return release.published_by or "—"

    @admin.display(description=staff_lazy("field-published-at"), ordering="created_at")
    def created(self, release: ContentRelease) -> str:
        return f"{timezone.localtime(release.created_at):%Y-%m-%d %H:%M}"

    def get_urls(self) -> list[Any]:
        own = [
            path(
                "draft/<str:ruleset>/",
                self.admin_site.admin_view(self.draft_view),
                name="games_content_draft",
            ),
            path(
                "import/", self.admin_site.admin_view(self.import_view), name="games_content_import"
            ),
            path(
                "<int:pk>/export/",
                self.admin_site.admin_view(self.export_view),
                name="games_content_export",
            ),
            path(
                "<int:pk>/republish/",
                self.admin_site.admin_view(self.republish_view),
                name="games_content_republish",
            ),
        ]
        return own + super().get_urls()

    def changelist_view(self, request: Any, extra_context: Any = None) -> Any:
        drafts = [
            (slug, game_title(slug), len(content_draft_changes(ruleset=slug))) for slug in SLUGS
        ]
        return super().changelist_view(request, {**(extra_context or {}), "drafts": drafts})

    def change_view(
        self, request: Any, object_id: str, form_url: str = "", extra_context: Any = None
    ) -> Any:
        release = get_object_or_404(ContentRelease, pk=object_id)
        previous = release_previous(release=release)
        if previous is None:
            diff, first = [], _first_release(release.ruleset, release.data)
        else:
            rows = content_diff(ruleset=release.ruleset, before=previous.data, after=release.data)
            diff, first = _worded(release.ruleset, rows), []
        games = release.games.order_by("-created_at")
        context = {
            "subtitle": f"{game_title(release.ruleset)} · {release.release}",
            "previous": previous,
            "diff": diff,
            "first": first,
            "games_count": games.count(),
            "games_shown": games.prefetch_related("seats")[:GAMES_SHOWN],
            "note_form": NoteForm(),
            "can_publish": request.user.has_perm(PUBLISH),
        }
        return super().change_view(
            request, object_id, form_url, {**(extra_context or {}), **context}
        )

    def export_view(self, request: Any, pk: int) -> HttpResponse:
        release = get_object_or_404(ContentRelease, pk=pk)
        response = HttpResponse(
            content_release_export(release=release), content_type="application/json"
        )
        response["Content-Disposition"] = (
            f'attachment; filename="{release.ruleset}-{release.release}.json"'
        )
        return response

    def republish_view(self, request: Any, pk: int) -> HttpResponse:
        if request.method != "POST" or not request.user.has_perm(PUBLISH):
            raise PermissionDenied
        release = get_object_or_404(ContentRelease, pk=pk)
        form = NoteForm(request.POST)
        if not form.is_valid():
            messages.error(request, staff_said("release-republish-note"))
            return HttpResponseRedirect(reverse("admin:games_contentrelease_change", args=[pk]))
        try:
            new = content_release_republish(
                release=release, by=request.user.get_username(), note=form.cleaned_data["note"]
            )
        except ServiceError as exc:
            _refusal(request, exc, "refused-publish")
            return HttpResponseRedirect(reverse("admin:games_contentrelease_change", args=[pk]))
        said = staff_said("release-republished", release=release.release, new=new.release)
        messages.info(request, said)
        return HttpResponseRedirect(reverse("admin:games_contentrelease_change", args=[new.pk]))

    def draft_view(self, request: Any, ruleset: str) -> HttpResponse:
        if ruleset not in SLUGS or not request.user.has_perm(EDIT):
            raise PermissionDenied
        form = NoteForm(request.POST if request.POST.get("do") == "publish" else None)
        preview = None
        if request.method == "POST" and request.POST.get("do") == "preview":
            preview = self._preview(request, ruleset)
        elif form.is_bound and form.is_valid():
            if not request.user.has_perm(PUBLISH):
                raise PermissionDenied
            try:
                new = content_draft_publish(
                    ruleset=ruleset, by=request.user.get_username(), note=form.cleaned_data["note"]
                )
            except ServiceError as exc:
                _refusal(request, exc, "refused-publish")
            else:
                said = staff_said(
                    "release-published", release=new.release, game=game_title(ruleset)
                )
                messages.info(request, said)
                return HttpResponseRedirect(
                    reverse("admin:games_contentrelease_change", args=[new.pk])
                )
        context = {
            **self.admin_site.each_context(request),
            "title": staff_said("draft-title", game=game_title(ruleset)),
            "ruleset": ruleset,
            "diff": _worded(ruleset, content_draft_changes(ruleset=ruleset)),
            "form": form,
            "preview": preview,
            "can_publish": request.user.has_perm(PUBLISH),
            "opts": self.model._meta,
        }
        return TemplateResponse(request, "admin/games/contentrelease/draft.html", context)

    def _preview(self, request: Any, ruleset: str) -> Any:
        focus = preview_focus(ruleset=ruleset)

        def look(game: Game) -> dict[str, Any]:
            page = game_board_page(game=game, viewer="spectator", moves_page="")
            seats = [s.name for s in game.seats.order_by("index")]
            return {"svg": page.svg, "seats": seats, "focus": component_words(focus)}

        names = [staff_said("preview-you")] + [
            staff_said("preview-automa", number=i) for i in range(1, 12)
        ]
        try:
            return content_draft_preview(ruleset=ruleset, look=look, focus=focus, names=names)
        except ServiceError as exc:
            _refusal(request, exc, "refused-preview")
            return None

    def import_view(self, request: Any) -> HttpResponse:
        if not request.user.has_perm(PUBLISH):
            raise PermissionDenied
        form = ImportForm(request.POST or None, request.FILES or None)
        if request.method == "POST" and form.is_valid():
            upload = form.cleaned_data["file"]
            try:
                new = content_release_import(
                    ruleset=form.cleaned_data["ruleset"],
                    file=upload.read(),
                    filename=upload.name,
                    by=request.user.get_username(),
                    note=form.cleaned_data["note"],
                )
            except ServiceError as exc:
                _refusal(request, exc, "refused-import")
            else:
                messages.info(request, staff_said("release-imported", release=new.release))
                return HttpResponseRedirect(
                    reverse("admin:games_contentrelease_change", args=[new.pk])
                )
        context = {
            **self.admin_site.each_context(request),
            "title": staff_said("import-title"),
            "form": form,
            "opts": self.model._meta,
        }
        return TemplateResponse(request, "admin/games/contentrelease/import.html", context)


@admin.register(ContentChange)
class ContentChangeAdmin(admin.ModelAdmin):
    """The content log: every draft edit, publication, re-publication and import."""

    list_display = ("when", "editor", "game", "action_words", "what", "why")
    list_filter = (GameFilter,)
    search_fields = ("why", "key", "by")
    readonly_fields = ("when", "editor", "game", "action_words", "what", "why", "before", "after")
    fields = readonly_fields
    change_form_template = "admin/games/contentchange/change_form.html"

    def has_add_permission(self, request: Any) -> bool:
        return False

    def has_change_permission(self, request: Any, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: Any, obj: Any = None) -> bool:
        return False

    @admin.display(description=staff_lazy("column-game"), ordering="ruleset")
    def game(self, change: ContentChange) -> str:
        return game_title(change.ruleset)

    def change_view(
        self, request: Any, object_id: str, form_url: str = "", extra_context: Any = None
    ) -> Any:
        change = get_object_or_404(ContentChange, pk=object_id)
        subtitle = f"{self.when(change)} · {self.action_words(change)}"
        return super().change_view(
            request, object_id, form_url, {**(extra_context or {}), "subtitle": subtitle}
        )

    @admin.display(description=staff_lazy("field-who"), ordering="by")
    def editor(self, change: ContentChange) -> str:
        return change.by

    @admin.display(description=staff_lazy("field-when"), ordering="at")
    def when(self, change: ContentChange) -> str:
        return f"{timezone.localtime(change.at):%Y-%m-%d %H:%M}"

    @admin.display(description=staff_lazy("column-action"), ordering="action")
    def action_words(self, change: ContentChange) -> str:
        return staff_said(f"action-{change.action}")

    @admin.display(description=staff_lazy("column-what"))
    def what(self, change: ContentChange) -> str:
        if change.release_id:
            return str(change.release)
        kind = kind_title(change.ruleset, change.kind, staff_language()) if change.kind else ""
        return f"{kind} {change.key}".strip()


ContentRelease._meta.verbose_name = staff_lazy("model-release")
ContentRelease._meta.verbose_name_plural = staff_lazy("model-releases")
ContentChange._meta.verbose_name = staff_lazy("model-change")
ContentChange._meta.verbose_name_plural = staff_lazy("model-changes")
