"""Game content: the frozen releases games pin, and the editable entries of every game."""

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


class ContentEntry(models.Model):
    """One editable component of a game's content (a Wonder, a path card, the rules table).

    ``kind`` is one of the ruleset's ``content_kinds``; ``key`` identifies the item within it
    (empty for a kind that is one object). Saving an edit publishes a new release.
    """

    ruleset = models.CharField(max_length=32)
    kind = models.CharField(max_length=32)
    key = models.CharField(max_length=128, blank=True, default="")
    position = models.PositiveIntegerField(default=0, help_text="Order within its kind.")
    data = models.JSONField()
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["ruleset", "kind", "position", "id"]
        verbose_name_plural = "content entries"
        constraints = [
            models.UniqueConstraint(fields=["ruleset", "kind", "key"], name="content_entry_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.ruleset} {self.kind} {self.key}".rstrip()
