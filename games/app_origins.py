"""Browser origins an app lets call the API (CORS), one a line on the app in the admin."""

from __future__ import annotations

from urllib.parse import urlsplit

from django.core.exceptions import ValidationError


def origin_normal(origin: str) -> str | None:
    """``scheme://host[:port]`` in lower case, as browsers send it, or None if ``origin``
    is not of that form (a path, a query, a wildcard)."""
    parts = urlsplit(origin.strip())
    try:
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.hostname or "*" in origin:
        return None
    if parts.path not in ("", "/") or parts.query or parts.fragment or parts.username:
        return None
    host = parts.hostname if ":" not in parts.hostname else f"[{parts.hostname}]"
    return f"{parts.scheme}://{host}" + (f":{port}" if port is not None else "")


def cors_origins_parse(text: str) -> list[str]:
    """The origins listed in ``text`` (one a line, blank lines ignored), normalised."""
    found = (origin_normal(line) for line in text.splitlines() if line.strip())
    return [origin for origin in found if origin is not None]


def cors_origins_validate(text: str) -> None:
    wrong = [line.strip() for line in text.splitlines() if line.strip() and not origin_normal(line)]
    if wrong:
        raise ValidationError(
            "Not an origin (scheme://host[:port], no path, no wildcard): %(wrong)s",
            code="cors_origin_invalid",
            params={"wrong": ", ".join(wrong)},
        )
