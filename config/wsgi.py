import os

from django.core.wsgi import get_wsgi_application

from config.transport import BodyFraming

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = BodyFraming(get_wsgi_application())

# Ready before the first request (gunicorn's workers, runserver): see games.services.warmup.
from games.services.warmup import process_warm  # noqa: E402 (needs the app loaded above)

process_warm()
