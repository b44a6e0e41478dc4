from django.apps import AppConfig


class WorkerConfig(AppConfig):
    name = "worker"
