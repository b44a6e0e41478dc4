"""The text/event-stream wire format (WHATWG HTML, "Server-sent events")."""

from __future__ import annotations

# A comment line: ignored by clients, it keeps proxies and load balancers from timing out.
KEEP_ALIVE = b": keep-alive\n\n"


def event(name: str, data: bytes, event_id: int | str) -> bytes:
    """One event; ``data`` is one line of JSON (JSON never needs a raw line break)."""
    return b"id: %s\nevent: %s\ndata: %s\n\n" % (str(event_id).encode(), name.encode(), data)


def retry(milliseconds: int) -> bytes:
    """How long a client waits before reconnecting (EventSource reads it; the SDKs too)."""
    return b"retry: %d\n\n" % milliseconds
