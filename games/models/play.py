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


class SeatTakeover(models.TextChoices):
    """Why a seat that was human is now played by the automa (empty: it never was)."""

    NONE = "", "None"
    TIMEOUT = "timeout", "Timed out too often"
    RESIGN = "resign", "Resigned"
    STAFF = "staff", "Handed over by staff"


class MoveBy(models.TextChoices):
    """Who really made a move: the seat's own player (its human, or the automa of an automa
    seat), the automa standing in for a human whose time ran out, or staff."""

    SEAT = "seat", "The seat"
    TIMER = "timer", "The automa, the turn timer having run out"
    STAFF = "staff", "Staff"


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
    # Turn timer (DESIGN §5): the deadline clients are shown for the human seat to act (null
    # when the game has no timer or no human is to act). The work it starts is the game's
    # ``turn_timeout`` row in the outbox (``games.models.outbox``), which the sweeper reads.
    turn_due_at = models.DateTimeField(null=True, blank=True)
    # Seat options the service keeps (not the engine's): turn_seconds, timeouts_to_automa,
    # takeover_level (``games.services.turns``).
    seat_options = models.JSONField(default=dict, blank=True)
    # SHA-256 of the Idempotency-Key it was created with, and of the creation request. The key
    # is unique within its caller's scope: ``app:<id>``, or "" for callers without an app key
    # (``games.services.idempotency``); kept as written so that deleting the app changes nothing.
    idempotency_key_hash = models.CharField(max_length=64, null=True, blank=True)
    idempotency_scope = models.CharField(max_length=32, blank=True, default="")
    request_hash = models.CharField(max_length=64, blank=True, default="")
    # The app whose key created it (none on a server that does not require app keys).
    app = models.ForeignKey(
        "games.App", on_delete=models.SET_NULL, null=True, blank=True, related_name="games"
    )

    class Meta:
        ordering = ["-created_at", "id"]
        indexes = [
            models.Index(fields=["ruleset", "status", "-created_at"]),
            models.Index(fields=["app", "-created_at"], name="game_app_recent"),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["idempotency_scope", "idempotency_key_hash"],
                condition=models.Q(idempotency_key_hash__isnull=False),
                name="game_unique_idempotency_key",
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
    # Turns in a row the automa played for this human seat because its time ran out.
    timeouts_in_row = models.PositiveSmallIntegerField(default=0)
    # Set when a human seat became an automa seat (``kind`` is then automa); its token still
    # opens the seat's view.
    takeover = models.CharField(
        max_length=8, choices=SeatTakeover.choices, default=SeatTakeover.NONE, blank=True
    )
    # Whether the seat is to act now, kept with every change so lists can filter on it.
    to_act = models.BooleanField(default=False)
    # The app's player in this seat (null: a guest, or a player since erased).
    player = models.ForeignKey(
        "games.Player", on_delete=models.SET_NULL, null=True, blank=True, related_name="seats"
    )

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
    by = models.CharField(max_length=8, choices=MoveBy.choices, default=MoveBy.SEAT)
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
