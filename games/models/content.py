"""Game content: editable component rows and the frozen releases games pin."""

from django.db import models


class ContentRelease(models.Model):
    """A frozen copy of one game's full content; a game keeps the release it started with."""

    ruleset = models.CharField(max_length=32)
    release = models.CharField(max_length=64)
    data = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["ruleset", "-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["ruleset", "release"], name="content_release_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.ruleset} {self.release}"


class ArchitectsWonder(models.Model):
    """One Wonder: its stages, costs, VP and effects as the engine's content object."""

    slug = models.SlugField(max_length=32, unique=True)
    data = models.JSONField()

    class Meta:
        ordering = ["slug"]
        verbose_name = "7 Wonders Architects Wonder"

    def __str__(self) -> str:
        return self.slug


class ArchitectsCardGroup(models.Model):
    """A group of identical cards in one deck (a Wonder's or the central one)."""

    position = models.PositiveIntegerField(help_text="Order of the group in the content.")
    deck = models.CharField(max_length=32, db_index=True)
    data = models.JSONField()

    class Meta:
        ordering = ["position"]
        verbose_name = "7 Wonders Architects card group"

    def __str__(self) -> str:
        kind = self.data.get("kind", "?") if isinstance(self.data, dict) else "?"
        count = self.data.get("count", "?") if isinstance(self.data, dict) else "?"
        return f"{self.deck}: {count} x {kind}"


class ArchitectsProgressToken(models.Model):
    slug = models.SlugField(max_length=32, unique=True)
    data = models.JSONField()

    class Meta:
        ordering = ["slug"]
        verbose_name = "7 Wonders Architects progress token"

    def __str__(self) -> str:
        return self.slug
