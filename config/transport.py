"""Request bodies as the WSGI server hands them over, framed for Django, and read to their end.

Django reads ``CONTENT_LENGTH`` bytes and nothing else: a body sent with
``Transfer-Encoding: chunked`` (which gunicorn de-chunks, saying so with
``wsgi.input_terminated``) would read as empty. And a body the app stops reading (a 413)
leaves bytes on the connection: gunicorn drains at most 64 KiB of them after answering
``Connection: keep-alive``, then closes, so the client's next request, or the rest of a large
upload, meets a closed socket. Here a chunked body is read into memory (at most one byte
beyond ``DATA_UPLOAD_MAX_MEMORY_SIZE``: the app then answers 413 itself), and whatever the app
left unread is read and dropped before the answer goes out, up to ``BODY_DRAIN_MAX_BYTES``;
a body longer than that closes the connection, and the answer says ``Connection: close``.

Imported by ``config/gunicorn.py`` in the master process: no Django at import time.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Callable, Iterable
from typing import Any

_READ_SIZE = 64 * 1024
# The gunicorn request each worker thread is serving (see ``gunicorn_pre_request``).
_serving = threading.local()


def gunicorn_pre_request(worker: Any, req: Any) -> None:
    """gunicorn's ``pre_request`` hook: remember the request this thread serves, so that the
    app can make the answer say ``Connection: close`` (``must_close``) when it will close."""
    _serving.request = req


def gunicorn_post_request(worker: Any, req: Any, environ: Any, resp: Any) -> None:
    _serving.request = None


class BodyFraming:
    """``app`` with request bodies framed for Django and read to their end (module doc)."""

    def __init__(self, app: Callable[..., Iterable[bytes]]) -> None:
        self.app = app

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        if not environ.get("wsgi.input_terminated"):  # a server that frames bodies itself
            return self.app(environ, start_response)
        from django.conf import settings

        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        drain_max = settings.BODY_DRAIN_MAX_BYTES
        raw = environ["wsgi.input"]
        declared = _declared_length(environ)
        if declared is None and _is_chunked(environ):
            body = raw.read(limit + 1)  # one byte too many is all the 413 needs to see
            environ["wsgi.input"] = io.BytesIO(body)
            environ["CONTENT_LENGTH"] = str(len(body))
        result = self.app(environ, start_response)
        # The answer is made but not sent: the connection can still be told to close.
        too_long = declared is not None and declared > drain_max
        if too_long or not _drained(raw, drain_max):
            _close_after_answer()
        return result


def _declared_length(environ: dict[str, Any]) -> int | None:
    try:
        return int(environ.get("CONTENT_LENGTH") or "")
    except ValueError:
        return None


def _is_chunked(environ: dict[str, Any]) -> bool:
    return "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()


def _drained(stream: Any, most: int) -> bool:
    """Read ``stream`` to its end, dropping at most ``most`` bytes: whether it ended."""
    dropped = 0
    while dropped <= most:
        chunk = stream.read(min(_READ_SIZE, most + 1 - dropped))
        if not chunk:
            return True
        dropped += len(chunk)
    return False


def _close_after_answer() -> None:
    request = getattr(_serving, "request", None)
    if request is not None:
        request.must_close = True
