"""The staff groups the service sets up: who may do what in the admin.

"Content editors" edit the draft, preview and publish game content (entries, releases, the
content log) and nothing else: no games, apps, keys or webhook deliveries; "Translators"
rewrite problem and refusal messages (message overrides) and nothing else. Superusers and
other staff are unaffected. Kept in step after every ``migrate`` (the permissions themselves
are made then), so a new content model's permissions reach the group by a change here, not by
hand in the admin.
"""

from __future__ import annotations

from typing import Any

CONTENT_EDITORS = "Content editors"
# "Translators" rewrite problem and refusal messages (message overrides), nothing else.
TRANSLATORS = "Translators"
# (model, actions) of the games app the group may use.
CONTENT_EDITOR_PERMISSIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("contententry", ("view", "change")),
    # "add" is publishing: from the draft, again from an earlier release, or from a file.
    ("contentrelease", ("view", "add")),
    ("contentchange", ("view",)),
)
TRANSLATOR_PERMISSIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("messageoverride", ("view", "add", "change", "delete")),
)
GROUPS = {CONTENT_EDITORS: CONTENT_EDITOR_PERMISSIONS, TRANSLATORS: TRANSLATOR_PERMISSIONS}


def staff_groups_ensure(**_: Any) -> None:
    """Create the groups and set their permissions to exactly what is listed (a
    ``post_migrate`` receiver; safe to run again)."""
    from django.contrib.auth.models import Group, Permission

    for name, listed in GROUPS.items():
        codenames = [f"{action}_{model}" for model, actions in listed for action in actions]
        permissions = Permission.objects.filter(
            content_type__app_label="games", codename__in=codenames
        )
        group, _created = Group.objects.get_or_create(name=name)
        group.permissions.set(permissions)
