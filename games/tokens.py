"""Seat tokens: random bearer secrets of which only a hash is stored."""

import hashlib
import secrets


def token_new() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
