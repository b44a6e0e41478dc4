from django.apps import AppConfig


class WorkerConfig(AppConfig):
    name = "worker"

    def ready(self) -> None:
        from games.services.followups import followup_dispatcher_register
        from worker.dispatch import followup_dispatch

        followup_dispatcher_register(followup_dispatch)
