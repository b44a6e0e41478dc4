"""Celery and the outbox sweeper: how tasks are sent, leased, redelivered and swept.

Star-imported by config/settings.py; only the upper-case names are settings.
"""

import environ as _environ

_env = _environ.Env()

# Celery: without a broker, tasks run eagerly in-process (the embedded default).
CELERY_BROKER_URL = _env.str("CELERY_BROKER_URL", default="")
CELERY_TASK_ALWAYS_EAGER = not CELERY_BROKER_URL
CELERY_TASK_DEFAULT_QUEUE = _env("CELERY_TASK_DEFAULT_QUEUE", default="celery")
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_TIME_LIMIT = 120
CELERY_TASK_SOFT_TIME_LIMIT = 90
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_RESULT_BACKEND = None
CELERY_TASK_IGNORE_RESULT = True
# A dead broker must not hold a request: a couple of quick tries, then the sweeper's turn.
CELERY_TASK_PUBLISH_RETRY_POLICY = {
    "max_retries": 2,
    "interval_start": 0,
    "interval_step": 0.2,
    "interval_max": 0.5,
}
CELERY_BROKER_CONNECTION_TIMEOUT = 2
# Redelivery of the tasks a dead worker held (acks_late: a worker killed with -9 mid-task, a
# machine lost). Redis has no acknowledgements: kombu gives a taken, unacknowledged message back
# to the queue once it was taken TASK_VISIBILITY_SECONDS ago, looking every second; live
# workers renew the lease of every message they hold every TASK_LEASE_RENEW_SECONDS
# (config/celery_leases.py), so a task that runs or waits for its retry longer than that is not
# redelivered meanwhile. A worker's child process killed mid-task is requeued at once
# (CELERY_TASK_REJECT_ON_WORKER_LOST). The outbox sweeper remains the backstop.
TASK_VISIBILITY_SECONDS = _env.float("TASK_VISIBILITY_SECONDS", default=3.0)
TASK_LEASE_RENEW_SECONDS = TASK_VISIBILITY_SECONDS / 4
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "socket_connect_timeout": 2,
    "socket_timeout": 10,
    "visibility_timeout": TASK_VISIBILITY_SECONDS,
    "unacked_restore_interval": 1,
    "unacked_restore_throttle": 1,
}
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# Celery's Django fixup closes the database connection around every task unless told to reuse
# it: a new PostgreSQL connection per automa turn. Reuse it; config.celery closes it like a
# request does (unusable, or older than CONN_MAX_AGE).
CELERY_DB_REUSE_MAX = 1000

# Due work (the outbox: an automa's turn, a scoring, a turn timeout, a webhook delivery) is
# dispatched at once and due for the sweeper this many seconds later; the one sweeper hands on
# again whatever is due every FOLLOWUP_SWEEP_SECONDS.
FOLLOWUP_OVERDUE_SECONDS = _env.float("FOLLOWUP_OVERDUE_SECONDS", default=10.0)
FOLLOWUP_SWEEP_SECONDS = _env.float("FOLLOWUP_SWEEP_SECONDS", default=5.0)
# Work that stays undone is dispatched again after a wait that doubles, up to this.
FOLLOWUP_BACKOFF_MAX_SECONDS = _env.float("FOLLOWUP_BACKOFF_MAX_SECONDS", default=300.0)
CELERY_BEAT_SCHEDULER = "celery.beat:Scheduler"  # in memory: nothing to persist between runs
CELERY_BEAT_SCHEDULE = {
    "outbox-sweep": {
        "task": "outbox.sweep",
        "schedule": FOLLOWUP_SWEEP_SECONDS,
        "options": {"expires": FOLLOWUP_SWEEP_SECONDS},
    },
}
