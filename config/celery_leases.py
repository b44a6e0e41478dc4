"""Leases on the tasks a live worker holds, so that the Redis broker may redeliver quickly.

Redis has no acknowledgements of its own: kombu keeps each message a worker took in an
"unacked" set, stamped with the time it was taken, and gives back to the queue every message
stamped more than ``visibility_timeout`` ago. Any worker consuming the queue does so every
``unacked_restore_interval``. A message a worker killed with -9 held (acks_late) is therefore
redelivered ``visibility_timeout`` after it was taken, which is seconds, not the hour of
kombu's default, only if the stamp of a task still running or still waiting for its retry time
is kept fresh by its live worker: this consumer step re-stamps, every ``LEASE_RENEW_SECONDS``,
the messages its worker holds. A worker that dies stops renewing; another worker (or the same
one restarted) redelivers its messages once their stamps are older than the timeout.

If the renewals stall for longer than the timeout (a stopped or starved process), a task may
run twice at once: every task is idempotent by game version or attempt number, and the
sweepers are the backstop for anything lost.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

from celery import bootsteps

logger = logging.getLogger(__name__)


def held_tags(qos: Any) -> list[str]:
    """Delivery tags of the messages this consumer took and has not acknowledged yet."""
    delivered = getattr(qos, "_delivered", None)
    if not delivered:
        return []
    for _ in range(3):
        try:
            return list(delivered)
        except RuntimeError:  # changed by the consumer's thread while copied: copy again
            continue
    return []


def renew(channel: Any, tags: list[str], now: float | None = None) -> int:
    """Stamp ``tags`` as taken ``now`` in the broker's unacked index; only tags still there
    (a message acknowledged or given back meanwhile is not put back). Returns how many."""
    if not tags:
        return 0
    stamp = time.time() if now is None else now
    with channel.conn_or_acquire() as client:
        return int(
            client.zadd(channel.qos.unacked_index_key, dict.fromkeys(tags, stamp), xx=True, ch=True)
            or 0
        )


class LeaseRenewal(bootsteps.StartStopStep):
    """A thread of the worker's main process renewing the leases of the messages it holds.

    A thread, not a timer of the worker's event loop: under the solo pool a task runs in that
    loop and would hold its own renewals back until it ends.
    """

    requires = ("celery.worker.consumer.tasks:Tasks",)

    def __init__(self, parent: Any, **kwargs: Any) -> None:
        super().__init__(parent, **kwargs)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self, parent: Any) -> None:
        channel = getattr(getattr(parent, "task_consumer", None), "channel", None)
        if channel is None or not hasattr(getattr(channel, "qos", None), "unacked_index_key"):
            return  # not the Redis transport: the broker itself redelivers on a lost consumer
        from django.conf import settings

        every = float(getattr(settings, "TASK_LEASE_RENEW_SECONDS", 1.0))
        self._stop = threading.Event()
        self._thread = threading.Thread(
            target=self._run, args=(channel, every, self._stop), name="lease-renewal", daemon=True
        )
        self._thread.start()

    def _run(self, channel: Any, every: float, stop: threading.Event) -> None:
        while not stop.wait(every):
            try:
                renew(channel, held_tags(channel.qos))
            except Exception:  # the broker down for a while: the next round tries again
                logger.warning("task lease renewal failed", exc_info=True)

    def stop(self, parent: Any) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    shutdown = stop
