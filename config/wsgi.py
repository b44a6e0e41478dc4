import os

from django.core.wsgi import get_wsgi_application

from config.transport import BodyFraming

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = BodyFraming(get_wsgi_application())

# Ready before the first request (gunicorn's master, which preloads the app and forks warm
# workers; runserver): the URLconf imported and resolved (half a second of a first request,
# every view module imported), what Django leaves to a first request (config/preload.py),
# then games.services.warmup (last: it freezes what was made for the garbage collector).
from django.urls import get_resolver  # noqa: E402 (needs the app loaded above)

from config.preload import framework_warm  # noqa: E402
from games.services.warmup import process_warm  # noqa: E402

get_resolver().reverse_dict  # noqa: B018 (imports the URLconf and fills the resolver)
framework_warm()
process_warm()
