"""Game content: the frozen releases games pin, the editable draft of every game, and the log
of who changed what, when and why."""

from django.db import models


class ContentRelease(models.Model):
    """A frozen copy of one game's full content; a game keeps the release it started with.

    ``number`` counts a game's releases from 1 (the shipped one); releases published here are
    named ``<ruleset>-<number>`` (``games.services.content_releases``). Older names (``2021.1``,
    ``1``, ``…+edit1``) stay as they were: games pin a release by its row.
    """

    ruleset = models.CharField(max_length=32)
    release = models.CharField(max_length=64)
    number = models.PositiveIntegerField(default=1)
    data = models.JSONField()
    note = models.TextField(blank=True, default="", help_text="Why it was published.")
    published_by = models.CharField(max_length=150, blank=True, default="")
    # Where its content came from: the shipped file, the draft, an earlier release, a file.
    origin = models.CharField(max_length=200, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["ruleset", "-number", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["ruleset", "release"], name="content_release_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.ruleset} {self.release}"


class ContentEntry(models.Model):
    """One editable component of a game's draft content (a Wonder, a path card, the rules).

    ``kind`` is one of the ruleset's ``content_kinds``; ``key`` identifies the item within it
    (empty for a kind that is one object). Saving an edit changes the draft only; a release is
    published from the draft on purpose. ``updated_at`` is empty until someone edits it.
    """

    ruleset = models.CharField(max_length=32)
    kind = models.CharField(max_length=32)
    key = models.CharField(max_length=128, blank=True, default="")
    position = models.PositiveIntegerField(default=0, help_text="Order within its kind.")
    data = models.JSONField()
    updated_at = models.DateTimeField(null=True, blank=True)
    updated_by = models.CharField(max_length=150, blank=True, default="")

    class Meta:
        ordering = ["ruleset", "kind", "position", "id"]
        verbose_name_plural = "content entries"
        constraints = [
            models.UniqueConstraint(fields=["ruleset", "kind", "key"], name="content_entry_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.ruleset} {self.kind} {self.key}".rstrip()


class ContentChangeAction(models.TextChoices):
    EDIT = "edit", "Draft entry edited"
    PUBLISH = "publish", "Draft published"
    REPUBLISH = "republish", "Earlier release published again"
    IMPORT = "import", "Release imported from a file"


class ContentChange(models.Model):
    """One change to a game's content: who, when, why, and what it touched."""

    ruleset = models.CharField(max_length=32, db_index=True)
    action = models.CharField(max_length=16, choices=ContentChangeAction.choices)
    by = models.CharField(max_length=150)
    at = models.DateTimeField(auto_now_add=True)
    why = models.TextField()
    kind = models.CharField(max_length=32, blank=True, default="")
    key = models.CharField(max_length=128, blank=True, default="")
    release = models.ForeignKey(
        ContentRelease, null=True, blank=True, on_delete=models.PROTECT, related_name="changes"
    )
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)

    class Meta:
        ordering = ["-at", "-id"]

    def __str__(self) -> str:
        return f"{self.ruleset} {self.action} by {self.by}"
