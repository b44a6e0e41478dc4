"""Webhook deliveries: an outbox row per event for an app, and every attempt to send it."""

from __future__ import annotations

import uuid

from django.db import models


class WebhookEvent(models.TextChoices):
    GAME_TURN = "game.turn", "A human seat is to act"
    GAME_FINISHED = "game.finished", "The game is finished"
    AUTOMA_INSTRUCTION = "automa.instruction", "The automa gives instructions"


class DeliveryStatus(models.TextChoices):
    PENDING = "pending", "Pending"
    DELIVERED = "delivered", "Delivered"
    FAILED = "failed", "Failed (gave up)"
    CANCELLED = "cancelled", "Cancelled (hook disabled)"


class WebhookDelivery(models.Model):
    """One event for one app. Written in the transaction of the change it reports, with its
    outbox row (``outbox``, due again until delivered or given up); sent by the worker."""

    # The ``webhook-id`` header: the same on every attempt, so receivers can deduplicate.
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    app = models.ForeignKey("games.App", on_delete=models.CASCADE, related_name="deliveries")
    game = models.ForeignKey(
        "games.Game", on_delete=models.SET_NULL, null=True, blank=True, related_name="deliveries"
    )
    event = models.CharField(max_length=32, choices=WebhookEvent.choices)
    payload = models.JSONField()
    status = models.CharField(
        max_length=16, choices=DeliveryStatus.choices, default=DeliveryStatus.PENDING
    )
    attempts = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    delivered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name_plural = "webhook deliveries"

    def __str__(self) -> str:
        return f"{self.event} {self.id}"


class WebhookAttempt(models.Model):
    """One HTTP attempt: what came back (or why nothing did) and how long it took."""

    delivery = models.ForeignKey(WebhookDelivery, on_delete=models.CASCADE, related_name="tries")
    number = models.PositiveIntegerField()
    started_at = models.DateTimeField()
    duration_ms = models.PositiveIntegerField()
    ok = models.BooleanField()
    response_code = models.PositiveSmallIntegerField(null=True, blank=True)
    error = models.CharField(max_length=500, blank=True, default="")

    class Meta:
        ordering = ["delivery", "number"]

    def __str__(self) -> str:
        return f"attempt {self.number} of {self.delivery_id}"
