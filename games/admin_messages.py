"""Admin: message overrides. Staff (the "Translators" group) rewrite a problem or refusal
message in one language; saved, it is said everywhere within seconds, without a deploy. The
form shows the shipped English and the shipped text of that language, and refuses a message
that is not Fluent, names another message, or uses parameters the shipped one does not have."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin
from django.utils.html import format_html

from games.models import MessageOverride
from games.problem_texts import catalogues_known
from games.rules.catalogues import SOURCE_LANGUAGE
from games.services.message_overrides import message_override_problems, overrides_changed


def _languages() -> list[str]:
    found = {lang for c in catalogues_known().values() for lang in c.languages()}
    return [SOURCE_LANGUAGE, *sorted(found - {SOURCE_LANGUAGE})]


class MessageOverrideForm(forms.ModelForm):
    class Meta:
        model = MessageOverride
        fields = ("catalogue", "language", "message_id", "source", "note")
        widgets = {"source": forms.Textarea(attrs={"rows": 6, "cols": 90})}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["catalogue"] = forms.ChoiceField(choices=[(n, n) for n in catalogues_known()])
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
        catalogue = catalogues_known().get(obj.catalogue)
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
