"""The development server's socket set as gunicorn sets its own: ``TCP_NODELAY``.

Python's WSGI server writes an answer's status and headers, then its body, in two sends.
With Nagle's algorithm on, the body waits until the client acknowledges the headers, and a
client on a kept-alive connection delays that acknowledgement (40 ms on Linux): a small JSON
answer then takes some 45 ms instead of a few. gunicorn turns Nagle off on every socket it
accepts; the local server (``scripts/serve``, the browser tests' live server) does the same
here.
"""

from __future__ import annotations

import socket
from typing import Any

from django.core.servers.basehttp import ThreadedWSGIServer, WSGIServer


class NoDelayMixin:
    """Accepted connections send each write at once (no Nagle)."""

    def get_request(self) -> tuple[socket.socket, Any]:
        connection, address = super().get_request()  # type: ignore[misc]
        connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return connection, address


class NoDelayWSGIServer(NoDelayMixin, WSGIServer):
    """``runserver``'s server (it adds threads itself)."""


class NoDelayThreadedWSGIServer(NoDelayMixin, ThreadedWSGIServer):
    """The test live server's."""
