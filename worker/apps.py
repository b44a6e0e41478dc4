from django.apps import AppConfig


class WorkerConfig(AppConfig):
    name = "worker"

    def ready(self) -> None:
        from games.services.followups import followup_dispatcher_register
        from games.services.webhooks import webhook_dispatcher_register
        from worker.dispatch import followup_dispatch, webhook_dispatch

        followup_dispatcher_register(followup_dispatch)
        webhook_dispatcher_register(webhook_dispatch)
