"""A Celery worker whose automa turns never finish: it takes the task, says so, and hangs.

Run as ``python -m tests.faults.held_worker -A config worker ...`` with ``AUTOMA_HOLD_MARKER``
naming the file to write when it holds a turn (the task's id, then the process group of the
worker holding it); the test then kills it with -9 mid-task. With ``AUTOMA_HOLD_ONCE`` set,
only the first turn taken is held (the marker not yet written): workers started alike, the
one that takes the turn holds it and the other plays it once it is redelivered.
"""

import os
import sys
import time
from pathlib import Path

from celery.signals import task_prerun


@task_prerun.connect
def _hold_automa_turns(sender=None, task_id=None, args=None, **kwargs) -> None:
    if sender is None or sender.name != "automa.play":
        return
    marker = Path(os.environ["AUTOMA_HOLD_MARKER"])
    if os.environ.get("AUTOMA_HOLD_ONCE") and marker.exists():
        return
    marker.write_text(f"{task_id} {os.getpgrp()} {args}\n")
    time.sleep(3600)


if __name__ == "__main__":
    from celery.__main__ import main

    sys.exit(main())
