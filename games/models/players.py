"""Players of the apps and their ratings per ruleset, with the history of each change."""

from __future__ import annotations

from django.db import models


class Player(models.Model):
    """One of an app's users, named by the app's own id; another app never sees it."""

    # No index of its own: the unique (app, external_id) index serves every lookup by app.
    app = models.ForeignKey(
        "games.App", on_delete=models.CASCADE, related_name="players", db_index=False
    )
    # The app's id for its user (any string it chooses), unique within the app.
    external_id = models.CharField(max_length=128)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["app", "external_id"], name="player_unique_in_app"),
        ]

    def __str__(self) -> str:
        return f"{self.external_id} ({self.app_id})"


class Rating(models.Model):
    """A player's rating in one ruleset (openskill Plackett–Luce, ``games.ratings.scale``)."""

    player = models.ForeignKey(
        Player, on_delete=models.CASCADE, related_name="ratings", db_index=False
    )
    # The player's app, copied here so that an app's leaderboard is one index range.
    app = models.ForeignKey("games.App", on_delete=models.CASCADE, related_name="+", db_index=False)
    ruleset = models.CharField(max_length=32)
    mu = models.FloatField()
    sigma = models.FloatField()
    # mu − 3σ, stored so that the leaderboard reads it from an index.
    displayed = models.FloatField()
    games = models.PositiveIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["player", "ruleset"], name="rating_unique_ruleset"),
        ]
        indexes = [
            # The leaderboard: top N by one descending scan, and the neighbours of a rating
            # by a row comparison on (displayed, player) either way; the rows shown are in
            # the index (INCLUDE), so each read is an index-only scan.
            models.Index(
                fields=["app", "ruleset", "displayed", "player"],
                name="rating_board",
                include=["mu", "sigma", "games"],
            ),
        ]


class RatingChange(models.Model):
    """One game's change to one player's rating: the history a player page shows."""

    player = models.ForeignKey(
        Player, on_delete=models.CASCADE, related_name="rating_changes", db_index=False
    )
    game = models.ForeignKey(
        "games.Game", on_delete=models.CASCADE, related_name="rating_changes", db_index=False
    )
    ruleset = models.CharField(max_length=32)
    place = models.PositiveSmallIntegerField(help_text="Finishing place the rating counted.")
    mu_before = models.FloatField()
    sigma_before = models.FloatField()
    mu_after = models.FloatField()
    sigma_after = models.FloatField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            # A game moves a player's rating once, however often its end is delivered.
            models.UniqueConstraint(fields=["game", "player"], name="rating_change_once"),
        ]
        indexes = [
            # A player's page: the latest changes of each ruleset, newest first, by an
            # index-only range (what the page shows is in the index).
            models.Index(
                fields=["player", "ruleset", "-created_at", "-id"],
                name="rating_change_recent",
                include=["game", "place", "mu_before", "sigma_before", "mu_after", "sigma_after"],
            ),
        ]


class GamesPlayed(models.Model):
    """How many games a player sat in, per ruleset (any status), counted as each game is
    made: a player's page and their games' count read it, never a count of their seats."""

    player = models.ForeignKey(
        Player, on_delete=models.CASCADE, related_name="games_played", db_index=False
    )
    ruleset = models.CharField(max_length=32)
    games = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["player", "ruleset"], name="games_played_unique"),
        ]


class RatingBucket(models.Model):
    """How many ratings of an app's leaderboard have their displayed value's floor at
    ``floor``: a rank is the sum of the buckets above plus a few rows, not a count of every
    rating above."""

    app = models.ForeignKey("games.App", on_delete=models.CASCADE, related_name="+", db_index=False)
    ruleset = models.CharField(max_length=32)
    floor = models.IntegerField()
    players = models.IntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["app", "ruleset", "floor"], name="rating_bucket_unique"
            ),
        ]


class RatedGame(models.Model):
    """A finished game the ratings have read (rated or not): read once, whatever the
    deliveries of its end."""

    game = models.OneToOneField(
        "games.Game", on_delete=models.CASCADE, primary_key=True, related_name="rated"
    )
    # Players whose ratings it moved (0: nobody's: no named player, or not counted).
    players = models.PositiveSmallIntegerField(default=0)
    note = models.CharField(max_length=32, blank=True, default="")
    rated_at = models.DateTimeField(auto_now_add=True)


class LevelRating(models.Model):
    """A companion game's automa level, rated from the solo results players report (starting
    from ``ladder.json``'s prior); ladder-measured levels are fixed and have no row."""

    ruleset = models.CharField(max_length=32)
    level = models.CharField(max_length=32)
    mu = models.FloatField()
    sigma = models.FloatField()
    games = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["ruleset", "level"], name="level_rating_unique"),
        ]
