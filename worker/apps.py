from django.apps import AppConfig


class WorkerConfig(AppConfig):
    name = "worker"

    def ready(self) -> None:
        from games.services.outbox import outbox_dispatcher_register
        from worker.dispatch import outbox_dispatch

        outbox_dispatcher_register(outbox_dispatch)
