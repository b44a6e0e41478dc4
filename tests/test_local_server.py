"""The local server (``manage.py runserver``, the browser tests' live server) sends its answers
without Nagle's delay, as gunicorn does (``config.local_server``)."""

from __future__ import annotations

import socket

from django.core.management import get_commands, load_command_class
from django.core.servers.basehttp import WSGIRequestHandler, WSGIServer

from config.local_server.server import NoDelayThreadedWSGIServer, NoDelayWSGIServer


def _accepted_nodelay(server_class: type[WSGIServer]) -> int:
    """TCP_NODELAY on the server's side of one accepted connection."""
    server = server_class(("127.0.0.1", 0), WSGIRequestHandler)
    try:
        with socket.create_connection(("127.0.0.1", server.server_port)):
            connection, _ = server.get_request()
            with connection:
                return connection.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)
    finally:
        server.server_close()


def test_runserver_is_the_local_servers_own_command():
    assert get_commands()["runserver"] == "config.local_server"
    command = load_command_class("config.local_server", "runserver")
    assert command.server_cls is NoDelayWSGIServer


def test_accepted_connections_have_nagle_turned_off():
    assert _accepted_nodelay(NoDelayWSGIServer) == 1
    assert _accepted_nodelay(NoDelayThreadedWSGIServer) == 1


def test_djangos_own_server_leaves_nagle_on():
    """What the local server changes: Django's server alone keeps Nagle's algorithm."""
    assert _accepted_nodelay(WSGIServer) == 0
