"""Apps: the third-party programs that create games, with their API keys and webhook."""

from __future__ import annotations

from django.db import models

from games.app_origins import cors_origins_parse, cors_origins_validate
from games.webhooks.targets import webhook_url_validate


class App(models.Model):
    """An app calling the API. Its keys authenticate game creation and listing; its webhook
    hears about the games it created."""

    name = models.CharField(max_length=100, unique=True)
    enabled = models.BooleanField(
        default=True, help_text="Off: its keys are refused (403) and no webhook is sent."
    )
    webhook_url = models.URLField(
        max_length=500,
        blank=True,
        default="",
        validators=[webhook_url_validate],
        help_text="Public addresses only (not loopback, private, link-local or the metadata "
        "address) unless the host is in WEBHOOK_ALLOWED_HOSTS.",
    )
    webhook_secret = models.CharField(
        max_length=100,
        blank=True,
        default="",
        help_text="whsec_ + base64 of the signing key (Standard Webhooks); made when blank.",
    )
    webhook_enabled = models.BooleanField(
        default=True, help_text="Turned off when the receiver answers 410 Gone."
    )
    webhook_disabled_reason = models.CharField(max_length=200, blank=True, default="")
    may_choose_seeds = models.BooleanField(
        default=False,
        help_text="Its keys may create games with a chosen seed (to reproduce a reported game). "
        "A seed makes every shuffle predictable: give it to support tools only.",
    )
    cors_origins = models.TextField(
        blank=True,
        default="",
        help_text="Browser origins that may call the API (one a line, e.g. "
        "https://play.example.com): scheme, host and port, no path.",
        validators=[cors_origins_validate],
    )
    # Counted as they happen, so /metrics reads a few app rows instead of every attempt.
    webhook_failures = models.BigIntegerField(
        default=0, editable=False, help_text="Webhook attempts that failed (no answer, or not 2xx)."
    )
    webhook_given_up = models.BigIntegerField(
        default=0, editable=False, help_text="Webhook deliveries given up after their retries."
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    @property
    def cors_origin_list(self) -> list[str]:
        return cors_origins_parse(self.cors_origins)

    @property
    def hook_active(self) -> bool:
        return bool(self.enabled and self.webhook_enabled and self.webhook_url)


class AppKey(models.Model):
    """One API key of an app, stored as its SHA-256; several at once, so keys can rotate."""

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="keys")
    # The key's first characters, to tell keys apart in the admin and in logs.
    prefix = models.CharField(max_length=16)
    key_hash = models.CharField(max_length=64, unique=True)
    label = models.CharField(max_length=100, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["app", "-created_at"]

    def __str__(self) -> str:
        return f"{self.prefix}… ({self.app})"
