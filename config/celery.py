"""The Celery application; configuration comes from Django settings (CELERY_ namespace)."""

import logging
import os
from contextvars import Token
from typing import Any

from celery import Celery
from celery.signals import (
    before_task_publish,
    setup_logging,
    task_postrun,
    task_prerun,
    worker_init,
)

from config.celery_leases import LeaseRenewal
from config.logs import TASK_HEADER, request_id

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("automa")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks(["worker"])
# Workers keep the leases of the tasks they hold fresh, so that a dead worker's are redelivered
# seconds later (CELERY_BROKER_TRANSPORT_OPTIONS' visibility_timeout; config/celery_leases.py).
app.steps["consumer"].add(LeaseRenewal)


@task_prerun.connect
@task_postrun.connect
def _database_connections_recycle(task: Any = None, **kwargs: Any) -> None:
    """Around each task, as around each request: give a pooled connection back, or drop one
    that failed or outlived CONN_MAX_AGE (the pool tests connections before it lends them)."""
    if task is not None and getattr(task.request, "is_eager", False):
        return  # eager tasks run inside a request (or a test) that owns the connection
    from django.db import close_old_connections

    close_old_connections()


@worker_init.connect
def _process_warm(**kwargs: Any) -> None:
    """The worker warms itself once, in the main process before its pool forks (as gunicorn's
    master does, config/gunicorn.py): every pool process starts warm, and none is killed for
    missing Celery's 4 s wait for a new process's UP message while warming under load (nor is a
    process the pool replaces, after a crash or its task limit). It opens no connection that a
    pool process would inherit (config/preload.py)."""
    import django

    from games.services.warmup import process_warm

    django.setup()  # idempotent; the Django fixup's own receiver may not have run yet
    process_warm()


logger = logging.getLogger("automa.tasks")
# The request id each running task set, to restore what was there when it ends.
_task_ids: dict[str, Token] = {}


@setup_logging.connect
def _logging_setup(loglevel: Any = None, **kwargs: Any) -> None:
    """Workers and beat log as the web processes do (Django's ``LOGGING``: JSON lines), at
    the level given on their command line."""
    import logging.config

    from django.conf import settings

    logging.config.dictConfig(settings.LOGGING)
    if loglevel:
        logging.getLogger().setLevel(loglevel)


@before_task_publish.connect
def _request_id_send(headers: dict | None = None, **kwargs: Any) -> None:
    """A task sent while serving a request (or running a task) carries that request's id."""
    current = request_id.get()
    if current and headers is not None:
        headers.setdefault(TASK_HEADER, current)


@task_prerun.connect
def _request_id_take(task_id: str = "", task: Any = None, **kwargs: Any) -> None:
    """While a task runs, its lines carry the id it was sent with (or its own task id: beat's
    sweeps start work of their own). Eager tasks run inside the request and keep its id."""
    if task is None:
        return
    if not getattr(task.request, "is_eager", False):
        _task_ids[task_id] = request_id.set(task.request.get(TASK_HEADER) or task_id)
    logger.info("task %s started", task.name, extra={"task": task.name, "task_id": task_id})


@task_postrun.connect
def _request_id_drop(
    task_id: str = "", task: Any = None, state: str | None = None, **kwargs: Any
) -> None:
    if task is None:
        return
    logger.info(
        "task %s ended: %s",
        task.name,
        state,
        extra={"task": task.name, "task_id": task_id, "state": state},
    )
    token = _task_ids.pop(task_id, None)
    if token is not None:
        request_id.reset(token)
