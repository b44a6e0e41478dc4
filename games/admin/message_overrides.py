"""Admin: message overrides. Staff (the "Translators" group) read every catalogue's messages
side by side in each language (``messages/``), and rewrite one of any catalogue (a problem, a
refusal, a game's label, sentence or instruction) in one language; saved, it is said
everywhere within seconds, without a deploy. The form shows the shipped English and the
shipped text of that language, and refuses a message that is not Fluent, names another
message, or uses parameters the shipped one does not have."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django import forms
from django.contrib import admin
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html

from games.models import MessageOverride
from games.rules.catalogues import SOURCE_LANGUAGE
from games.services.message_overrides import (
    catalogues_editable,
    message_override_problems,
    overrides_changed,
)


def _languages() -> list[str]:
    found = {lang for c in catalogues_editable().values() for lang in c.languages()}
    return [SOURCE_LANGUAGE, *sorted(found - {SOURCE_LANGUAGE})]


class MessageOverrideForm(forms.ModelForm):
    class Meta:
        model = MessageOverride
        fields = ("catalogue", "language", "message_id", "source", "note")
        widgets = {"source": forms.Textarea(attrs={"rows": 6, "cols": 90})}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        names = sorted(catalogues_editable())
        self.fields["catalogue"] = forms.ChoiceField(choices=[(n, n) for n in names])
        self.fields["language"] = forms.ChoiceField(choices=[(lang, lang) for lang in _languages()])

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if not self.errors:
            problems = message_override_problems(
                catalogue=data["catalogue"],
                language=data["language"],
                message_id=data["message_id"],
                source=data["source"],
            )
            if problems:
                raise forms.ValidationError(problems)
        return data


@admin.register(MessageOverride)
class MessageOverrideAdmin(admin.ModelAdmin):
    form = MessageOverrideForm
    list_display = ("message_id", "catalogue", "language", "updated_at", "updated_by")
    list_filter = ("catalogue", "language")
    search_fields = ("message_id", "source", "note")
    readonly_fields = ("shipped", "updated_at", "updated_by")

    @admin.display(description="shipped wording")
    def shipped(self, obj: MessageOverride) -> str:
        catalogue = catalogues_editable().get(obj.catalogue)
        if catalogue is None:
            return "—"
        english = catalogue.source(obj.message_id, SOURCE_LANGUAGE) or "—"
        own = catalogue.source(obj.message_id, obj.language) or "—"
        return format_html(
            "<p>English:</p><pre>{}</pre><p>{}:</p><pre>{}</pre>", english, obj.language, own
        )

    def save_model(self, request: Any, obj: MessageOverride, form: Any, change: bool) -> None:
        obj.updated_by = request.user.get_username()
        super().save_model(request, obj, form, change)
        overrides_changed()

    def delete_model(self, request: Any, obj: MessageOverride) -> None:
        super().delete_model(request, obj)
        overrides_changed()

    def delete_queryset(self, request: Any, queryset: Any) -> None:
        super().delete_queryset(request, queryset)
        overrides_changed()

    def get_urls(self) -> list[Any]:
        own = [
            path(
                "messages/",
                self.admin_site.admin_view(self.messages_view),
                name="games_messageoverride_messages",
            )
        ]
        return own + super().get_urls()

    def messages_view(self, request: Any) -> TemplateResponse:
        """One catalogue's messages, each in every language, with a link that opens the
        override form filled with the shipped text; ``q`` keeps those whose id or text has it."""
        editable = catalogues_editable()
        names = sorted(editable)
        chosen = request.GET.get("catalogue")
        catalogue = editable.get(chosen or "") or editable[names[0]]
        languages = [SOURCE_LANGUAGE, *[lang for lang in _languages() if lang != SOURCE_LANGUAGE]]
        overridden = set(
            MessageOverride.objects.filter(catalogue=catalogue.name).values_list(
                "message_id", "language"
            )
        )
        query = request.GET.get("q", "").strip().lower()
        add = reverse("admin:games_messageoverride_add")
        rows = []
        for message_id in sorted(catalogue.ids()):
            cells = []
            for language in languages:
                source = catalogue.source(message_id, language) or ""
                fields = {"catalogue": catalogue.name, "language": language}
                fields |= {"message_id": message_id, "source": source.rstrip()}
                cells.append(
                    {
                        "language": language,
                        "source": source,
                        "overridden": (message_id, language) in overridden,
                        "override": f"{add}?{urlencode(fields)}",
                    }
                )
            texts = [message_id, *(str(c["source"]) for c in cells)]
            if query and not any(query in text.lower() for text in texts):
                continue
            rows.append({"id": message_id, "cells": cells})
        context = {
            **self.admin_site.each_context(request),
            "title": f"Messages of {catalogue.name}",
            "catalogues": names,
            "catalogue": catalogue.name,
            "languages": languages,
            "rows": rows,
            "q": request.GET.get("q", ""),
            "opts": self.model._meta,
        }
        return TemplateResponse(request, "admin/games/messageoverride/messages.html", context)
