"""Admin: content releases. A release page shows its diff against the one before it and the
games that play it, exports it as a JSON file and publishes it again as the newest; the draft
page of each game shows what publishing would change, publishes it with a note, and starts a
throwaway preview game on it; a JSON file can be imported as a release. The content log lists
every change: who, when, why."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import path, reverse

from games.admin.board import game_board_page
from games.admin.words import staff_language, staff_worded
from games.content.titles import path_words
from games.errors import ServiceError
from games.models import ContentChange, ContentRelease, Game
from games.rules.registry import SLUGS, ruleset_get
from games.services.content_diff import DiffRow, content_diff
from games.services.content_preview import content_draft_preview
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
        label="Release note",
        help_text="Why this release: kept with it and in the content log.",
        widget=forms.Textarea(attrs={"rows": 2, "cols": 70}),
    )


class ImportForm(NoteForm):
    ruleset = forms.ChoiceField(choices=[(s, s) for s in SLUGS])
    file = forms.FileField(help_text="A release exported here, or a shipped content.json.")


def _refusal(request: Any, exc: ServiceError, what: str) -> None:
    errors = "; ".join(staff_worded(exc.extensions.get("errors")))
    detail = exc.detail_in(staff_language())
    messages.error(request, f"{what}: {detail}" + (f" {errors}" if errors else ""))


def _worded(ruleset: str, diff: list[DiffRow]) -> list[dict[str, Any]]:
    """The diff's rows with each path worded for the editor, the raw path kept beside it."""
    kinds = {k.key: f"{k.name}|{k.title}" for k in ruleset_get(ruleset).content_kinds}
    language = staff_language()
    return [
        {
            "words": path_words(ruleset, kinds, row.where, language),
            "label": row.label,
            "before": row.before,
            "after": row.after,
        }
        for row in diff
    ]


@admin.register(ContentRelease)
class ContentReleaseAdmin(admin.ModelAdmin):
    list_display = ("release", "ruleset", "number", "note", "published_by", "created_at", "games")
    list_filter = ("ruleset",)
    readonly_fields = (
        "ruleset",
        "release",
        "number",
        "note",
        "published_by",
        "origin",
        "created_at",
    )
    fields = readonly_fields
    change_form_template = "admin/games/contentrelease/change_form.html"
    change_list_template = "admin/games/contentrelease/change_list.html"

    def has_add_permission(self, request: Any) -> bool:
        return False  # releases are published from the draft, a file or an earlier release

    def has_change_permission(self, request: Any, obj: Any = None) -> bool:
        return False  # frozen: games pin them

    def has_delete_permission(self, request: Any, obj: Any = None) -> bool:
        return False

    @admin.display(description="games")
    def games(self, release: ContentRelease) -> int:
        return release.games.count()

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
        drafts = [(slug, len(content_draft_changes(ruleset=slug))) for slug in SLUGS]
        return super().changelist_view(request, {**(extra_context or {}), "drafts": drafts})

    def change_view(
        self, request: Any, object_id: str, form_url: str = "", extra_context: Any = None
    ) -> Any:
        release = get_object_or_404(ContentRelease, pk=object_id)
        previous = release_previous(release=release)
        rows = content_diff(
            ruleset=release.ruleset, before=previous.data if previous else {}, after=release.data
        )
        diff = _worded(release.ruleset, rows)
        games = release.games.order_by("-created_at")
        context = {
            "previous": previous,
            "diff": diff,
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
            messages.error(request, "Publishing again needs a note saying why.")
            return HttpResponseRedirect(reverse("admin:games_contentrelease_change", args=[pk]))
        try:
            new = content_release_republish(
                release=release, by=request.user.get_username(), note=form.cleaned_data["note"]
            )
        except ServiceError as exc:
            _refusal(request, exc, "Not published")
            return HttpResponseRedirect(reverse("admin:games_contentrelease_change", args=[pk]))
        messages.info(
            request,
            f"Published {release.release} again as {new.release}; the draft now follows it.",
        )
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
                _refusal(request, exc, "Not published")
            else:
                messages.info(request, f"Published {new.release}: new {ruleset} games play it.")
                return HttpResponseRedirect(
                    reverse("admin:games_contentrelease_change", args=[new.pk])
                )
        context = {
            **self.admin_site.each_context(request),
            "title": f"Draft of {ruleset}",
            "ruleset": ruleset,
            "diff": _worded(ruleset, content_draft_changes(ruleset=ruleset)),
            "form": form,
            "preview": preview,
            "can_publish": request.user.has_perm(PUBLISH),
            "opts": self.model._meta,
        }
        return TemplateResponse(request, "admin/games/contentrelease/draft.html", context)

    def _preview(self, request: Any, ruleset: str) -> Any:
        def look(game: Game) -> dict[str, Any]:
            page = game_board_page(game=game, viewer="spectator", moves_page="")
            return {"svg": page.svg, "seats": [s.name for s in game.seats.order_by("index")]}

        try:
            return content_draft_preview(ruleset=ruleset, look=look)
        except ServiceError as exc:
            _refusal(request, exc, "No preview")
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
                _refusal(request, exc, "Not imported")
            else:
                messages.info(request, f"Imported as {new.release}; the draft now follows it.")
                return HttpResponseRedirect(
                    reverse("admin:games_contentrelease_change", args=[new.pk])
                )
        context = {
            **self.admin_site.each_context(request),
            "title": "Import a content release",
            "form": form,
            "opts": self.model._meta,
        }
        return TemplateResponse(request, "admin/games/contentrelease/import.html", context)


@admin.register(ContentChange)
class ContentChangeAdmin(admin.ModelAdmin):
    """The content log: every draft edit, publication, re-publication and import."""

    list_display = ("at", "by", "ruleset", "action", "what", "why")
    list_filter = ("ruleset", "action", "by")
    search_fields = ("why", "key", "by")
    readonly_fields = (
        "ruleset",
        "action",
        "by",
        "at",
        "why",
        "kind",
        "key",
        "release",
        "before",
        "after",
    )

    def has_add_permission(self, request: Any) -> bool:
        return False

    def has_change_permission(self, request: Any, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: Any, obj: Any = None) -> bool:
        return False

    @admin.display(description="what")
    def what(self, change: ContentChange) -> str:
        if change.release_id:
            return str(change.release)
        return f"{change.kind} {change.key}".strip()
