"""``runserver`` as Django's (static files included), on a socket without Nagle's delay."""

from django.contrib.staticfiles.management.commands.runserver import Command as StaticRunserver

from config.local_server.server import NoDelayWSGIServer


class Command(StaticRunserver):
    server_cls = NoDelayWSGIServer
