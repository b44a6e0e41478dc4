import os

from django.core.wsgi import get_wsgi_application

from config.transport import BodyFraming

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = BodyFraming(get_wsgi_application())
