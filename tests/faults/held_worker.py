"""A Celery worker whose automa turns never finish: it takes the task, says so, and hangs.

Run as ``python -m tests.faults.held_worker -A config worker ...`` with ``AUTOMA_HOLD_MARKER``
naming the file to write when it holds a turn; the test then kills it with -9 mid-task.
"""

import os
import sys
import time
from pathlib import Path

from celery.signals import task_prerun


@task_prerun.connect
def _hold_automa_turns(sender=None, task_id=None, args=None, **kwargs) -> None:
    if sender is not None and sender.name == "automa.play":
        Path(os.environ["AUTOMA_HOLD_MARKER"]).write_text(f"{task_id} {args}\n")
        time.sleep(3600)


if __name__ == "__main__":
    from celery.__main__ import main

    sys.exit(main())
