"""The Celery application; configuration comes from Django settings (CELERY_ namespace)."""

import os
from typing import Any

from celery import Celery
from celery.signals import task_postrun, task_prerun

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("automa")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks(["worker"])


@task_prerun.connect
@task_postrun.connect
def _database_connections_recycle(task: Any = None, **kwargs: Any) -> None:
    """Around each task, as around each request: drop a connection that failed or outlived
    CONN_MAX_AGE (CONN_HEALTH_CHECKS tests the others before reuse)."""
    if task is not None and getattr(task.request, "is_eager", False):
        return  # eager tasks run inside a request (or a test) that owns the connection
    from django.db import close_old_connections

    close_old_connections()
