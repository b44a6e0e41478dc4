from django.apps import AppConfig


class TableConfig(AppConfig):
    """The page the players use: static ES modules and one template; a client of the public
    HTTP API only (it imports nothing from the games or the API)."""

    name = "table"
    verbose_name = "The table"
