"""A cap on glibc's malloc arenas in a gunicorn worker: the cause of its memory growth.

glibc gives each new thread its own malloc arena until there are 8 per core, and an arena
gives freed memory back to the system only from its top. A gthread worker's many threads
(config/gunicorn.py) spread the requests' C-level allocations (whatever pymalloc does not
serve: blocks over 512 bytes, the C libraries' buffers) over 16 arenas on 2 cores, each
fragmenting on its own: with 64 clients RSS grew 0.6-1.9 MiB a minute while the interpreter's
live blocks stayed level (README, "Memory of the web processes"). Two arenas shared by every
thread reuse each other's freed chunks and stay level.

Imported by ``config/gunicorn.py``'s ``post_fork`` hook, in each worker before Django loads.
"""

from __future__ import annotations

import ctypes
import os

M_ARENA_MAX = -8  # glibc's mallopt parameter (malloc.h)
DEFAULT_ARENAS = 2


def arenas_limit(count: int | None = None) -> bool:
    """Cap this process's malloc arenas at ``count`` (``MALLOC_ARENA_MAX`` or 2), before its
    threads start: glibc fixes the cap once a process has more than 8 arenas. False where the C
    library has no ``mallopt`` (not glibc) or the environment already set the cap for glibc."""
    if count is None:
        if os.environ.get("MALLOC_ARENA_MAX"):  # glibc read it when the process started
            return False
        count = DEFAULT_ARENAS
    mallopt = getattr(ctypes.CDLL(None), "mallopt", None)
    return bool(mallopt is not None and mallopt(M_ARENA_MAX, count) == 1)
