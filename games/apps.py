from django.apps import AppConfig
from django.db.models.signals import post_migrate


class GamesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "games"
    verbose_name = "Games"

    def ready(self) -> None:
        from games.staff_groups import staff_groups_ensure

        # After the permissions exist: Django makes them in its own post_migrate receiver.
        post_migrate.connect(staff_groups_ensure, sender=self, dispatch_uid="games-staff-groups")
