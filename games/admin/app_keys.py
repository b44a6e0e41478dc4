"""Admin for apps: keys (shown once, revocable), webhook settings, deliveries and attempts."""

from __future__ import annotations

from typing import Any

from django.contrib import admin, messages
from django.db import models
from django.db.models import QuerySet
from django.http import HttpRequest

from games.models import App, AppKey, WebhookAttempt, WebhookDelivery
from games.services.apps import app_key_issue, app_key_revoke, webhook_secret_new
from games.services.webhooks import webhook_resend


class AppKeyInline(admin.TabularInline):
    model = AppKey
    fields = ("prefix", "label", "created_at", "last_used_at", "revoked_at")
    readonly_fields = fields
    extra = 0
    can_delete = False
    show_change_link = True

    def has_add_permission(self, request: Any, obj: Any = None) -> bool:
        return False  # keys are issued by the "Issue a new API key" action, shown once


def _key_shown_once(request: HttpRequest, app: App) -> None:
    issued = app_key_issue(app=app)
    messages.warning(
        request,
        f"New API key for {app.name} (shown this once, stored only hashed): {issued.plaintext}",
    )


@admin.register(App)
class AppAdmin(admin.ModelAdmin):
    list_display = (
        "name",
        "enabled",
        "webhook_url",
        "webhook_enabled",
        "may_choose_seeds",
        "created_at",
    )
    list_filter = ("enabled", "webhook_enabled", "may_choose_seeds")
    search_fields = ("name",)
    fields = (
        "name",
        "enabled",
        "webhook_url",
        "webhook_enabled",
        "webhook_disabled_reason",
        "webhook_secret",
        "may_choose_seeds",
        "cors_origins",
        "webhook_failures",
        "webhook_given_up",
        "created_at",
    )
    readonly_fields = (
        "webhook_secret",
        "webhook_disabled_reason",
        "webhook_failures",
        "webhook_given_up",
        "created_at",
    )
    inlines = [AppKeyInline]
    formfield_overrides = {models.URLField: {"assume_scheme": "https"}}
    actions = ["issue_key", "rotate_webhook_secret"]

    def save_model(self, request: HttpRequest, obj: App, form: Any, change: bool) -> None:
        if not obj.webhook_secret:
            obj.webhook_secret = webhook_secret_new()
        if change and "webhook_enabled" in form.changed_data and obj.webhook_enabled:
            obj.webhook_disabled_reason = ""
        super().save_model(request, obj, form, change)
        if not change:
            _key_shown_once(request, obj)

    @admin.action(description="Issue a new API key (shown once)")
    def issue_key(self, request: HttpRequest, queryset: QuerySet[App]) -> None:
        for app in queryset:
            _key_shown_once(request, app)

    @admin.action(description="Make a new webhook secret (receivers must switch to it)")
    def rotate_webhook_secret(self, request: HttpRequest, queryset: QuerySet[App]) -> None:
        for app in queryset:
            app.webhook_secret = webhook_secret_new()
            app.save(update_fields=["webhook_secret"])
        messages.success(request, f"{queryset.count()} webhook secret(s) replaced.")


@admin.register(AppKey)
class AppKeyAdmin(admin.ModelAdmin):
    list_display = ("prefix", "app", "label", "created_at", "last_used_at", "revoked_at")
    list_filter = ("app",)
    fields = ("app", "prefix", "label", "created_at", "last_used_at", "revoked_at")
    readonly_fields = ("app", "prefix", "created_at", "last_used_at", "revoked_at")
    actions = ["revoke"]

    def has_add_permission(self, request: Any) -> bool:
        return False

    @admin.action(description="Revoke the selected keys")
    def revoke(self, request: HttpRequest, queryset: QuerySet[AppKey]) -> None:
        for key in queryset:
            app_key_revoke(key=key)
        messages.success(request, f"{queryset.count()} key(s) revoked.")


class WebhookAttemptInline(admin.TabularInline):
    model = WebhookAttempt
    fields = ("number", "started_at", "ok", "response_code", "duration_ms", "error")
    readonly_fields = fields
    extra = 0
    can_delete = False
    ordering = ("number",)

    def has_add_permission(self, request: Any, obj: Any = None) -> bool:
        return False


@admin.register(WebhookDelivery)
class WebhookDeliveryAdmin(admin.ModelAdmin):
    list_display = ("id", "event", "app", "status", "attempts", "next_attempt_at", "created_at")
    list_select_related = ("app", "outbox")
    list_filter = ("status", "event", "app")
    search_fields = ("id", "game__id")
    fields = (
        "id",
        "app",
        "game",
        "event",
        "status",
        "attempts",
        "next_attempt_at",
        "created_at",
        "delivered_at",
        "payload",
    )
    readonly_fields = fields
    inlines = [WebhookAttemptInline]
    actions = ["resend"]

    @admin.display(description="next attempt at")
    def next_attempt_at(self, delivery: WebhookDelivery) -> Any:
        """When the outbox hands the delivery on next (none once it is no longer pending)."""
        row = getattr(delivery, "outbox", None)
        return row.due_at if row is not None else None

    def has_add_permission(self, request: Any) -> bool:
        return False

    @admin.action(description="Re-send the selected deliveries")
    def resend(self, request: HttpRequest, queryset: QuerySet[WebhookDelivery]) -> None:
        for delivery in queryset:
            webhook_resend(delivery=delivery)
        messages.success(request, f"{queryset.count()} deliveries queued to be sent again.")
