"""Apps and their API keys: issue (shown once), authenticate, revoke; webhook secrets."""

from __future__ import annotations

import base64
import hashlib
import secrets
from dataclasses import dataclass
from datetime import timedelta

from django.db import connection
from django.utils import timezone

from games.app_origins import cors_origins_parse
from games.errors import ProblemCode, ServiceError
from games.models import App, AppKey
from games.services.write_transaction import write_transaction

KEY_PREFIX = "ak_"
# last_used_at is written at most this often per key: not a write on every request.
LAST_USED_RESOLUTION = timedelta(minutes=1)


@dataclass(frozen=True)
class IssuedKey:
    key: AppKey
    plaintext: str


def _key_hash(plaintext: str) -> str:
    return hashlib.sha256(plaintext.encode()).hexdigest()


def app_key_issue(*, app: App, label: str = "") -> IssuedKey:
    """A new key for ``app``; the plaintext is returned this once and stored only hashed."""
    plaintext = KEY_PREFIX + secrets.token_urlsafe(32)
    key = AppKey.objects.create(
        app=app, prefix=plaintext[:10], key_hash=_key_hash(plaintext), label=label
    )
    return IssuedKey(key=key, plaintext=plaintext)


def app_key_revoke(*, key: AppKey) -> None:
    if key.revoked_at is None:
        key.revoked_at = timezone.now()
        key.save(update_fields=["revoked_at"])


def app_authenticate(*, plaintext: str) -> App:
    """The app ``plaintext`` belongs to: 401 for an unknown or revoked key, 403 for a
    disabled app. Every app request makes this lookup, so it is one fixed statement
    on the unique hash, without the ORM's per-call compilation (about 1.5 ms of CPU)."""
    with connection.cursor() as cursor:
        cursor.execute(_KEY_SQL, [_key_hash(plaintext.strip())])
        row = cursor.fetchone()
    if row is None:
        raise ServiceError(ProblemCode.INVALID_APP_KEY)
    key_id, last_used_at, *fields = row
    app = App.from_db(connection.alias, _APP_FIELDS, fields)
    if not app.enabled:
        raise ServiceError(ProblemCode.APP_DISABLED)
    now = timezone.now()
    if last_used_at is None or now - last_used_at > LAST_USED_RESOLUTION:
        AppKey.objects.filter(pk=key_id).update(last_used_at=now)
    return app


_APP_FIELDS = [f.attname for f in App._meta.concrete_fields]
_KEY_SQL = (
    "SELECT k.id, k.last_used_at, "
    + ", ".join(f'a."{f.column}"' for f in App._meta.concrete_fields)
    + f' FROM "{AppKey._meta.db_table}" k JOIN "{App._meta.db_table}" a ON a.id = k.app_id'
    " WHERE k.key_hash = %s AND k.revoked_at IS NULL"
)


def app_key_origins(*, plaintext: str) -> list[str] | None:
    """The CORS origins of the app ``plaintext`` is a live key of; None for no such key."""
    found = (
        AppKey.objects.filter(key_hash=_key_hash(plaintext.strip()), revoked_at__isnull=True)
        .values_list("app__cors_origins", flat=True)
        .first()
    )
    return None if found is None else cors_origins_parse(found)


def webhook_secret_new() -> str:
    """A Standard Webhooks secret: ``whsec_`` and the base64 of 32 random bytes."""
    return "whsec_" + base64.b64encode(secrets.token_bytes(32)).decode()


def app_create(
    *, name: str, webhook_url: str = "", may_choose_seeds: bool = False, cors_origins: str = ""
) -> tuple[App, IssuedKey]:
    """A new app with a webhook secret and its first key (returned in plaintext, once).
    The fields are validated as the admin form does (ValidationError: a webhook URL to a
    refused address, a malformed origin)."""
    app = App(
        name=name,
        webhook_url=webhook_url,
        webhook_secret=webhook_secret_new(),
        may_choose_seeds=may_choose_seeds,
        cors_origins=cors_origins,
    )
    app.full_clean()
    with write_transaction():
        app.save()
        issued = app_key_issue(app=app, label="first key")
    return app, issued
