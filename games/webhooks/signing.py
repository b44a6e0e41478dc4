"""Standard Webhooks signatures (https://www.standardwebhooks.com): pure functions, no Django.

``webhook-signature`` is ``v1,`` and the base64 of HMAC-SHA256 over ``{id}.{timestamp}.{body}``,
keyed with the bytes of the secret (``whsec_`` + base64).
"""

from __future__ import annotations

import base64
import hashlib
import hmac

SECRET_PREFIX = "whsec_"


def secret_bytes(secret: str) -> bytes:
    encoded = secret.removeprefix(SECRET_PREFIX)
    return base64.b64decode(encoded)


def signature(*, secret: str, msg_id: str, timestamp: int, body: bytes) -> str:
    signed = f"{msg_id}.{timestamp}.".encode() + body
    digest = hmac.new(secret_bytes(secret), signed, hashlib.sha256).digest()
    return "v1," + base64.b64encode(digest).decode()


def signed_headers(*, secret: str, msg_id: str, timestamp: int, body: bytes) -> dict[str, str]:
    return {
        "webhook-id": msg_id,
        "webhook-timestamp": str(timestamp),
        "webhook-signature": signature(
            secret=secret, msg_id=msg_id, timestamp=timestamp, body=body
        ),
    }
