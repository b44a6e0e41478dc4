"""Games, their seats and their append-only move log."""

import uuid

from django.db import models


class GameStatus(models.TextChoices):
    ACTIVE = "active", "Active"
    FINISHED = "finished", "Finished"
    ABANDONED = "abandoned", "Abandoned"


class SeatKind(models.TextChoices):
    HUMAN = "human", "Human"
    AUTOMA = "automa", "Automa"


class Followup(models.TextChoices):
    """The work a change hands on to a worker (DESIGN §4)."""

    NONE = "", "None"
    AUTOMA_TURN = "automa_turn", "Automa turn"
    SCORING = "scoring", "Scoring"


class Game(models.Model):
    """One game; ``state`` caches the replay of its moves from ``seed``."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    ruleset = models.CharField(max_length=32, db_index=True)
    options = models.JSONField(default=dict)
    status = models.CharField(
        max_length=16, choices=GameStatus.choices, default=GameStatus.ACTIVE, db_index=True
    )
    version = models.PositiveIntegerField(default=0)
    state = models.JSONField()
    seed = models.BigIntegerField(help_text="Secret: never leaves the server.")
    content_release = models.ForeignKey(
        "games.ContentRelease", on_delete=models.PROTECT, related_name="games"
    )
    result = models.JSONField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    # The outbox: written in the transaction of the change that hands work on, cleared by the
    # change that does it; the sweeper re-enqueues what is overdue (lost message, dead worker).
    followup = models.CharField(
        max_length=16, choices=Followup.choices, default=Followup.NONE, blank=True
    )
    followup_due_at = models.DateTimeField(null=True, blank=True)
    # SHA-256 of the Idempotency-Key it was created with, and of the creation request.
    idempotency_key_hash = models.CharField(max_length=64, null=True, blank=True, unique=True)
    request_hash = models.CharField(max_length=64, blank=True, default="")

    class Meta:
        ordering = ["-created_at", "id"]
        indexes = [
            models.Index(fields=["ruleset", "status", "-created_at"]),
            models.Index(
                fields=["followup_due_at"],
                condition=models.Q(followup_due_at__isnull=False),
                name="game_followup_due",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.ruleset} {self.id}"

    @property
    def etag(self) -> str:
        return f'"{self.version}"'


class Seat(models.Model):
    # No index of its own: the unique (game, index) index serves every lookup by game.
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats", db_index=False)
    index = models.PositiveSmallIntegerField()
    name = models.CharField(max_length=64)
    kind = models.CharField(max_length=8, choices=SeatKind.choices)
    automa_level = models.CharField(max_length=32, blank=True, default="")
    # SHA-256 of the seat token; the token itself is shown once, at creation.
    token_hash = models.CharField(max_length=64, blank=True, default="", db_index=True)

    class Meta:
        ordering = ["game", "index"]
        constraints = [
            models.UniqueConstraint(fields=["game", "index"], name="seat_unique_index"),
        ]

    def __str__(self) -> str:
        return f"{self.name} (seat {self.index})"


class Move(models.Model):
    """One accepted action. Append-only: ``number`` is the game version it produced."""

    # No index of its own: the unique (game, number) index serves every lookup by game.
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="moves", db_index=False)
    number = models.PositiveIntegerField()
    seat = models.PositiveSmallIntegerField()
    action = models.JSONField()
    events = models.JSONField(default=list)
    idempotency_key = models.CharField(max_length=128, null=True, blank=True)
    request_hash = models.CharField(max_length=64, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["game", "number"]
        constraints = [
            models.UniqueConstraint(fields=["game", "number"], name="move_unique_number"),
            models.UniqueConstraint(
                fields=["game", "seat", "idempotency_key"],
                condition=models.Q(idempotency_key__isnull=False),
                name="move_unique_idempotency_key",
            ),
        ]

    def __str__(self) -> str:
        return f"move {self.number} of {self.game_id}"
