"""The outbox: every piece of due work a change hands on to the worker, one row each.

A row is written in the transaction of the change that hands the work on and deleted by the
change that does it (or makes it moot), so the table holds only what is still to do. Game
work (an automa's turn, a scoring, a turn timeout) names its game and the version it is for;
a webhook delivery names its ``WebhookDelivery``, which keeps the event, the payload and the
attempts (the delivery outlives its row: it is the record the admin shows and re-sends).
"""

from __future__ import annotations

from django.db import models


class OutboxKind(models.TextChoices):
    AUTOMA_TURN = "automa_turn", "Automa turn"
    SCORING = "scoring", "Scoring"
    TURN_TIMEOUT = "turn_timeout", "Turn timeout"
    WEBHOOK = "webhook", "Webhook delivery"


# The kinds that belong to a game at one version (the others carry their own detail row).
GAME_WORK = (OutboxKind.AUTOMA_TURN, OutboxKind.SCORING, OutboxKind.TURN_TIMEOUT)


class OutboxItem(models.Model):
    """One piece of due work: handed to the worker once committed, and again by the sweeper
    from ``due_at`` on (``tries`` times so far, backing off) until it is done."""

    kind = models.CharField(max_length=16, choices=OutboxKind.choices)
    game = models.ForeignKey(
        "games.Game", on_delete=models.CASCADE, null=True, blank=True, related_name="outbox"
    )
    version = models.PositiveIntegerField(null=True, blank=True)
    delivery = models.OneToOneField(
        "games.WebhookDelivery",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="outbox",
    )
    due_at = models.DateTimeField()
    tries = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["due_at", "id"]
        verbose_name = "outbox item"
        indexes = [
            models.Index(fields=["due_at"], name="outbox_due"),
            models.Index(fields=["game", "version"], name="outbox_game"),
        ]
        constraints = [
            # Game work names its game and version; a delivery names only its delivery.
            models.CheckConstraint(
                condition=models.Q(
                    kind="webhook", delivery__isnull=False, game__isnull=True, version__isnull=True
                )
                | models.Q(
                    kind__in=[kind.value for kind in GAME_WORK],
                    delivery__isnull=True,
                    game__isnull=False,
                    version__isnull=False,
                ),
                name="outbox_kind_detail",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.kind} due {self.due_at:%Y-%m-%d %H:%M:%S}"
