"""Read by gunicorn from the working directory (the repository, the container's /app).

The hooks let the app end a connection it cannot reuse with ``Connection: close`` in the
answer itself (config/transport.py); everything else is on gunicorn's command line.
"""

from config.transport import gunicorn_post_request as post_request  # noqa: F401
from config.transport import gunicorn_pre_request as pre_request  # noqa: F401
