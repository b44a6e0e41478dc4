"""``{% said "message-id" name=value %}``: a message of the content editor's catalogue in the
staff user's language, for the content admin's templates."""

from __future__ import annotations

from typing import Any

from django import template

from games.admin.words import staff_language
from games.content.words import admin_said

register = template.Library()


@register.simple_tag
def said(message_id: str, **args: Any) -> str:
    return admin_said(message_id, staff_language(), **args)
