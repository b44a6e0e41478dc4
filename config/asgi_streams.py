"""The stream process: Server-Sent Events under an ASGI server (uvicorn), beside the WSGI web.

    uvicorn config.asgi_streams:application --host 0.0.0.0 --port 8001 \
        --no-access-log --timeout-graceful-shutdown 5

Only the streams' routes are served here (``config.urls_streams``): each is opened by Django
in a worker thread and then served by a plain ASGI handler (``api.streams.asgi``), so an idle
subscriber is a coroutine, never a thread, and a delivery does not go through Django. Every
other request (the health check, a 404) is Django's ASGI application's.
"""

import os

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ["AUTOMA_STREAMS_PROCESS"] = "1"

from django.core.asgi import get_asgi_application  # noqa: E402 (after the process switch)

django_application = get_asgi_application()

# Django's ASGI handler (here: the health check, a 404) runs each request in a thread-sensitive
# context: the first synchronous call in it starts a thread of its own for that request, kept
# until the request ends, and the request_started receivers (both synchronous) make that call.
# They are not needed: the stream process's database work runs in the shared executor's
# threads, which close their old connections themselves, and never with DEBUG's query log.
from django.core.signals import request_started  # noqa: E402
from django.db import close_old_connections, reset_queries  # noqa: E402

request_started.disconnect(close_old_connections)
request_started.disconnect(reset_queries)

# Rulesets loaded and first renders warmed before the first subscriber (as the web's).
from games.services.warmup import process_warm  # noqa: E402 (needs the app loaded above)

process_warm()

# Collections far apart: the subscribers' objects (connections, coroutines) are many and
# long-lived, and with the default thresholds (700, 10, 10) the collector scanned them over
# and over: at 10,000 subscribers 30 % of the process's CPU (a full collection ~0.4 s, each
# a stall of every stream), the largest share of a delivery's cost. A delivery's own garbage
# is freed by reference counting; the collector is only for cycles, which are rare here.
import gc  # noqa: E402

gc.set_threshold(50_000, 20, 20)

from django.conf import settings  # noqa: E402

if settings.STREAM_NICENESS > 0:
    os.nice(min(19, settings.STREAM_NICENESS))

from api.streams.asgi import streams_router  # noqa: E402 (needs the app loaded above)

application = streams_router(django_application)
