from django.apps import AppConfig


class LocalServerConfig(AppConfig):
    """``manage.py runserver`` (``scripts/serve``) answering without Nagle's delay; listed
    before ``django.contrib.staticfiles`` so that its command is the one run."""

    name = "config.local_server"
    label = "local_server"
    verbose_name = "Local server"
