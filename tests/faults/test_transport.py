"""Bodies and connections as gunicorn hands them to the app (config/transport.py): a chunked
body is read, a 413 leaves a connection that works when it says keep-alive, and one that
closes says so."""

from __future__ import annotations

import contextlib
import json
import socket

import pytest

from tests.faults.stack import API, gunicorn_start, stack_env

pytestmark = pytest.mark.django_db(transaction=True)

DRAIN_MAX = 4 * 1024 * 1024  # BODY_DRAIN_MAX_BYTES of this server
CREATE = {"ruleset": "architects", "seats": [{"name": "Ana", "kind": "human"}] * 2, "seed": 3}


@pytest.fixture(scope="module")
def server(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        web, base = gunicorn_start(stack_env(BODY_DRAIN_MAX_BYTES=str(DRAIN_MAX)), threads=4)
    try:
        host, port = base.removeprefix("http://").split(":")
        yield host, int(port)
    finally:
        web.stop()


def _head(method: str, path: str, headers: dict[str, str]) -> bytes:
    lines = [
        f"{method} {path} HTTP/1.1",
        "Host: 127.0.0.1",
        *(f"{k}: {v}" for k, v in headers.items()),
    ]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def _post(path: str, body: bytes) -> bytes:
    headers = {"Content-Type": "application/json", "Content-Length": str(len(body))}
    return _head("POST", path, headers) + body


def _chunked(path: str, body: bytes, size: int = 50) -> bytes:
    parts = [body[i : i + size] for i in range(0, len(body), size)]
    framed = b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in parts) + b"0\r\n\r\n"
    headers = {"Content-Type": "application/json", "Transfer-Encoding": "chunked"}
    return _head("POST", path, headers) + framed


def _answer(sock: socket.socket) -> tuple[int, dict[str, str], bytes]:
    """One response read off ``sock``: status, headers (lower-case names), body."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, f"connection closed before an answer: {data!r}"
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    status_line, *lines = head.decode("latin-1").split("\r\n")
    headers = {k.lower(): v.strip() for k, v in (line.split(":", 1) for line in lines)}
    while len(body) < int(headers.get("content-length", "0")):
        body += sock.recv(65536)
    return int(status_line.split()[1]), headers, body


def _closed(sock: socket.socket) -> bool:
    try:
        return sock.recv(1) == b""
    except ConnectionResetError:
        return True


def _connect(server) -> socket.socket:
    return socket.create_connection(server, timeout=30)


def test_a_chunked_create_is_read_and_created(server):
    # Given a valid create sent with Transfer-Encoding: chunked (no Content-Length),
    # when it is answered, then the game is created (it read as empty before: 400).
    with _connect(server) as sock:
        sock.sendall(_chunked(f"{API}/games/", json.dumps(CREATE).encode()))
        status, headers, body = _answer(sock)
        assert status == 201, body[:300]
        assert json.loads(body)["ruleset"] == "architects"
        assert headers["connection"] == "keep-alive"
        sock.sendall(_head("GET", f"{API}/rulesets/", {}))
        assert _answer(sock)[0] == 200


def test_a_chunked_body_over_the_limit_is_a_413_and_the_connection_still_works(server):
    with _connect(server) as sock:
        sock.sendall(_chunked(f"{API}/games/", b'"' + b"x" * (2 * 1024 * 1024) + b'"', 8192))
        status, headers, body = _answer(sock)
        assert (status, json.loads(body)["code"]) == (413, "payload_too_large")
        assert headers["connection"] == "keep-alive"
        sock.sendall(_head("GET", f"{API}/rulesets/", {}))
        assert _answer(sock)[0] == 200


@pytest.mark.parametrize("megabytes", [2, 3.9])
def test_a_413_that_says_keep_alive_keeps_the_connection(server, megabytes):
    # Given a body over the 1 MiB limit but within what the server drains, when it is
    # answered, then the answer is a 413 that says keep-alive, and the next request on the
    # same connection is answered (it met a closed connection before).
    body = b'{"a": "' + b"x" * int(megabytes * 1024 * 1024) + b'"}'
    with _connect(server) as sock:
        sock.sendall(_post(f"{API}/games/", body))  # all of it: no broken pipe
        status, headers, problem = _answer(sock)
        assert (status, json.loads(problem)["code"]) == (413, "payload_too_large")
        assert headers["connection"] == "keep-alive"
        sock.sendall(_head("GET", f"{API}/rulesets/", {}))
        assert _answer(sock)[0] == 200


def test_a_body_beyond_the_drain_is_a_413_that_says_close_and_closes(server):
    body = b'{"a": "' + b"x" * (DRAIN_MAX + 1024) + b'"}'
    with _connect(server) as sock:
        # The server may answer and close before taking it all in: as it says it will.
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            sock.sendall(_post(f"{API}/games/", body))
        status, headers, _ = _answer(sock)
        assert (status, headers["connection"]) == (413, "close")
        assert _closed(sock)


def test_a_post_without_the_slash_is_redirected_with_308(server):
    with _connect(server) as sock:
        sock.sendall(_post(f"{API}/games", json.dumps(CREATE).encode()))
        status, headers, _ = _answer(sock)
        assert (status, headers["location"]) == (308, f"{API}/games/")
        assert headers["connection"] == "keep-alive"
