"""The stream process: Server-Sent Events under an ASGI server (uvicorn), beside the WSGI web.

    uvicorn config.asgi_streams:application --host 0.0.0.0 --port 8001 \
        --no-access-log --timeout-graceful-shutdown 5

Only the streams' routes are served here (``config.urls_streams``), through middleware that
runs on the event loop: an idle subscriber is a coroutine, never a thread.
"""

import os

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ["AUTOMA_STREAMS_PROCESS"] = "1"

from django.core.asgi import get_asgi_application  # noqa: E402 (after the process switch)

application = get_asgi_application()

# Rulesets loaded and first renders warmed before the first subscriber (as the web's).
from games.services.warmup import process_warm  # noqa: E402 (needs the app loaded above)

process_warm()
