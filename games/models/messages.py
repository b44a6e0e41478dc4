"""Messages staff changed from the admin, laid over the shipped catalogues without a deploy."""

from django.db import models


class MessageOverride(models.Model):
    """One message of one catalogue in one language, as staff rewrote it: ``source`` is the
    message in Fluent syntax (``id = text``, with its attributes), checked when saved
    (``games.services.message_overrides``)."""

    catalogue = models.CharField(max_length=64, help_text="problems, reasons, <game>/reasons")
    language = models.CharField(max_length=16)
    message_id = models.CharField(max_length=100)
    source = models.TextField(help_text="The message in Fluent syntax: id = text")
    note = models.TextField(blank=True, default="", help_text="Why it was changed.")
    updated_at = models.DateTimeField(auto_now=True)
    updated_by = models.CharField(max_length=150, blank=True, default="")

    class Meta:
        ordering = ["catalogue", "message_id", "language"]
        constraints = [
            models.UniqueConstraint(
                fields=["catalogue", "language", "message_id"], name="message_override_unique"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.catalogue} {self.message_id} ({self.language})"
