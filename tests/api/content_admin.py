"""Helpers of the content admin tests: an entry's form posted as the admin page posts it, and a
game's draft published with a note."""

from __future__ import annotations

import json
from typing import Any

from games.models import ContentEntry, ContentRelease


def entry_post(client: Any, entry: ContentEntry, data: dict, why: str = "the box says so") -> Any:
    return client.post(
        f"/admin/games/contententry/{entry.pk}/change/",
        {"position": entry.position, "data": json.dumps(data), "why": why},
    )


def draft_publish(client: Any, ruleset: str, note: str = "a test release") -> ContentRelease:
    """Publish the draft of ``ruleset`` through its admin page; the new release."""
    response = client.post(
        f"/admin/games/contentrelease/draft/{ruleset}/", {"do": "publish", "note": note}
    )
    assert response.status_code == 302, response.content.decode()[:3000]
    release = ContentRelease.objects.filter(ruleset=ruleset).order_by("-number").first()
    assert release is not None, "publishing made a release"
    return release
