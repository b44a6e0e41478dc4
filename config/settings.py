"""Settings, driven by environment variables (django-environ); embedded defaults run anywhere."""

import importlib.util
from datetime import timedelta
from pathlib import Path

import environ
from django.core.exceptions import ImproperlyConfigured
from django.core.management.utils import get_random_secret_key

from config.security import CONTENT_SECURITY_POLICY as DEFAULT_CSP
from config.security import https_proxy_settings

BASE_DIR = Path(__file__).resolve().parent.parent

env = environ.Env(
    DEBUG=(bool, False),
    ALLOWED_HOSTS=(list, ["localhost", "127.0.0.1", "[::1]", "testserver"]),
    CELERY_BROKER_URL=(str, ""),
    LONG_POLL_MAX_SECONDS=(int, 30),
)
environ.Env.read_env(BASE_DIR / ".env", overwrite=False)

DEBUG = env("DEBUG")
# No fallback key: sessions and admin logins would be forgeable by anyone who read the source.
SECRET_KEY = env("SECRET_KEY", default="")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "Set SECRET_KEY (or DEBUG=true for a throwaway per-process key); "
            "scripts/serve keeps one in the untracked file .secret_key."
        )
    SECRET_KEY = get_random_secret_key()
ALLOWED_HOSTS = env("ALLOWED_HOSTS")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    # Before staticfiles: its ``runserver`` answers without Nagle's delay (config/local_server).
    "config.local_server",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "axes",
    "corsheaders",
    # The content forms drawn from each content kind's JSON Schema (its widget and assets).
    "django_jsonform",
    "games",
    "api",
    "worker",
    "table",
]
# The benchmarks (``manage.py bench``) where their package is present: not in the Docker image.
if importlib.util.find_spec("bench") is not None:
    INSTALLED_APPS.append("bench")

MIDDLEWARE = [
    "api.operator.middleware.RequestIdMiddleware",
    "api.operator.middleware.RequestMetricsMiddleware",
    # Answers CORS preflights before anything asks for credentials (api/cors.py).
    "corsheaders.middleware.CorsMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "config.security.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    # After Django's: an API answer's Content-Language is the language it was worded in.
    "api.middleware.ContentLanguageMiddleware",
    "api.middleware.MessageOverridesMiddleware",
    "api.middleware.SlashRedirectMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "api.middleware.ProblemFallbackMiddleware",
    # Last, as django-axes asks: it turns a locked-out login into its 429 answer.
    "axes.middleware.AxesMiddleware",
]

# Admin logins: after ADMIN_LOGIN_FAILURE_LIMIT wrong passwords for one user name, or from one
# client address (NUM_PROXIES applies, as for throttles), further tries are refused with 429
# for ADMIN_LOGIN_LOCKOUT_MINUTES, the right password included (django-axes; attempts and
# lockouts are logged and listed in the admin). A success resets that user's count.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = env.int("ADMIN_LOGIN_FAILURE_LIMIT", default=5)
AXES_COOLOFF_TIME = timedelta(minutes=env.float("ADMIN_LOGIN_LOCKOUT_MINUTES", default=15.0))
AXES_LOCKOUT_PARAMETERS = ["username", "ip_address"]
AXES_RESET_ON_SUCCESS = True
AXES_CLIENT_IP_CALLABLE = "games.admin.login.client_address"

# Served over HTTPS by a proxy in front (TLS ends there, X-Forwarded-Proto says https): HTTP is
# redirected to HTTPS, HSTS for SECURE_HSTS_SECONDS (a year; subdomains included, preload
# allowed unless SECURE_HSTS_PRELOAD=false), cookies Secure and HttpOnly (config/security.py).
# The proxy must set X-Forwarded-Proto itself, overwriting what the client sent.
BEHIND_HTTPS_PROXY = env.bool("BEHIND_HTTPS_PROXY", default=False)
if BEHIND_HTTPS_PROXY:
    globals().update(
        https_proxy_settings(
            hsts_seconds=env.int("SECURE_HSTS_SECONDS", default=365 * 24 * 3600),
            hsts_preload=env.bool("SECURE_HSTS_PRELOAD", default=True),
        )
    )
# Origins the admin's forms may be posted from, when the proxy's public address is not the
# Host the server sees (e.g. https://games.example.com).
CSRF_TRUSTED_ORIGINS = env.list("CSRF_TRUSTED_ORIGINS", default=[])
SECURE_REFERRER_POLICY = "same-origin"
# On every HTML page (admin, Swagger UI, Redoc); CONTENT_SECURITY_POLICY="" turns it off.
CONTENT_SECURITY_POLICY = env("CONTENT_SECURITY_POLICY", default=DEFAULT_CSP)

# CORS: only under /api/v1/, only for origins an enabled app lists (App.cors_origins, in the
# admin; api/cors.py). No cookies or HTTP authentication cross-origin: keys and seat tokens
# travel in the Authorization header, which the preflight allows.
CORS_URLS_REGEX = r"^/api/v1/"
CORS_ALLOWED_ORIGINS: list[str] = []
CORS_ALLOW_CREDENTIALS = False
CORS_ALLOW_HEADERS = [
    "accept",
    "accept-language",
    "authorization",
    "content-type",
    "idempotency-key",
    "if-match",
    "if-none-match",
    # A stream read with fetch resumes with it (api/streams).
    "last-event-id",
]
CORS_EXPOSE_HEADERS = ["ETag", "Location", "Idempotent-Replayed", "Retry-After"]
CORS_PREFLIGHT_MAX_AGE = 600

ROOT_URLCONF = "config.urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                # events_base_url: where the page reads the event streams (config/settings).
                "config.context_processors.events",
            ]
        },
    }
]
WSGI_APPLICATION = "config.wsgi.application"

DATABASES = {"default": env.db("DATABASE_URL", default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}")}
DATABASES["default"].setdefault("ATOMIC_REQUESTS", False)
# PostgreSQL connections are reused, and checked before reuse (a connection the database
# dropped is replaced instead of failing the request). By default from a pool per process
# (psycopg_pool): threads borrow a connection per request and give it back, so a burst of
# requests, or a thousand long polls waking at once, never holds more than DB_POOL_MAX_SIZE
# connections per process; the others wait their turn. A pooled connection is tested before a
# loan if untested for DB_POOL_CHECK_SECONDS (0: before every loan, a round trip per request;
# config/db_pool.py). DB_POOL_MAX_SIZE=0: one persistent connection per thread instead, kept
# CONN_MAX_AGE seconds and tested before reuse.
DB_POOL_MAX_SIZE = env.int("DB_POOL_MAX_SIZE", default=8)
DB_POOL_CHECK_SECONDS = env.float("DB_POOL_CHECK_SECONDS", default=1.0)
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # Django's backend, its pool testing connections every DB_POOL_CHECK_SECONDS at most.
    DATABASES["default"]["ENGINE"] = "config.postgresql"
    if DB_POOL_MAX_SIZE > 0:
        # Not Django's check (config.postgresql gives the pool its own).
        DATABASES["default"]["CONN_HEALTH_CHECKS"] = False
        DATABASES["default"]["CONN_MAX_AGE"] = 0
        DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
            "min_size": 1,
            "max_size": DB_POOL_MAX_SIZE,
            "max_idle": 60,
            "timeout": env.float("DB_POOL_TIMEOUT", default=10.0),
        }
    else:
        DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
        DATABASES["default"]["CONN_MAX_AGE"] = env.int("CONN_MAX_AGE", default=60)
if DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # Concurrent requests wait for the write lock instead of failing at once.
    # BEGIN IMMEDIATE serialises writers, standing in for PostgreSQL's row lock.
    # WAL with synchronous=NORMAL: a commit is not an fsync, and readers never block the writer.
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        timeout=20,
        transaction_mode="IMMEDIATE",
        init_command="PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    )
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

LANGUAGE_CODE = "en"
LANGUAGES = [("en", "English"), ("pt-br", "Português (Brasil)")]
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
# Set where `collectstatic` runs (the container image); unset, files come from the packages.
STATIC_ROOT = env("STATIC_ROOT", default=None)
# Swagger UI, Redoc and the admin are served from installed packages, no collectstatic needed.
WHITENOISE_USE_FINDERS = True
if STATIC_ROOT:
    # Where collectstatic ran: hashed names cached for a year, compressed copies beside.
    STORAGES = {
        "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
        "staticfiles": {"BACKEND": "config.static_storage.StaticFilesStorage"},
    }

# Bodies above this many bytes are refused with 413 (moves and new games are a few kilobytes).
DATA_UPLOAD_MAX_MEMORY_SIZE = env.int("DATA_UPLOAD_MAX_MEMORY_SIZE", default=1024 * 1024)
# Under gunicorn, what the app leaves unread of a body (a 413) is read and dropped before the
# answer, up to this many bytes, so the connection stays usable and the client, still sending,
# gets the 413; a longer body is answered with Connection: close (config/transport.py).
BODY_DRAIN_MAX_BYTES = env.int("BODY_DRAIN_MAX_BYTES", default=16 * 1024 * 1024)

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "DEFAULT_PERMISSION_CLASSES": [],
    "DEFAULT_RENDERER_CLASSES": ["api.renderers.FastJSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["api.parsers.BoundedJSONParser"],
    "DEFAULT_CONTENT_NEGOTIATION_CLASS": "api.negotiation.FirstRendererNegotiation",
    "EXCEPTION_HANDLER": "api.problems.problem_exception_handler",
    "UNAUTHENTICATED_USER": None,
    # Proxies in front of the server that append to X-Forwarded-For (0: use the peer address).
    "NUM_PROXIES": env.int("NUM_PROXIES", default=0),
}

# Request rates per client address and per seat token (DRF throttles on the default cache),
# "<count>/<second|minute|hour|day>"; over it: 429 with Retry-After.
# The defaults are also what the API reference states (api/schema_problems.py).
API_THROTTLE_DEFAULTS = {
    "game_create": "20/minute",
    "move_address": "600/minute",
    "move_seat": "120/minute",
    "read_address": "1200/minute",
    "read_seat": "600/minute",
    # Wrong seat tokens per address (guessing, or dodging read_address with made-up tokens).
    "bad_token": "30/minute",
    # With an app key, game creations and lists count per app instead of per address.
    "app_game_create": "600/minute",
    "app_read": "3000/minute",
}
# Each overridden by THROTTLE_<SCOPE> (THROTTLE_GAME_CREATE, ...).
API_THROTTLE_RATES = {
    scope: env(f"THROTTLE_{scope.upper()}", default=rate)
    for scope, rate in API_THROTTLE_DEFAULTS.items()
}

# A problem's `type` is this base + its code; the server answers /problems/<code> with a page
# explaining it, so set it to this server's public address + "/problems/".
PROBLEM_TYPE_BASE = env("PROBLEM_TYPE_BASE", default="https://automa-server.dev/problems/")

# On: creating and listing games takes an app key ('Authorization: ApiKey <key>'), and a list
# shows only the caller's games. Off (the embedded default): anyone may, as in README's curl.
REQUIRE_APP_KEY = env.bool("REQUIRE_APP_KEY", default=False)
# The key of the app the players' page (/play/) creates its games with when keys are required.
# The page shows it to every visitor, so it is a public key: make its app without seed
# permission; creations with it also count per client address (THROTTLE_GAME_CREATE).
TABLE_APP_KEY = env("TABLE_APP_KEY", default="")
# Webhooks: a failed delivery is retried after WEBHOOK_RETRY_BASE_SECONDS, doubling up to
# WEBHOOK_RETRY_MAX_SECONDS between attempts, for WEBHOOK_RETRY_FOR_SECONDS after the event.
WEBHOOK_TIMEOUT_SECONDS = env.float("WEBHOOK_TIMEOUT_SECONDS", default=10.0)
WEBHOOK_RETRY_BASE_SECONDS = env.float("WEBHOOK_RETRY_BASE_SECONDS", default=5.0)
WEBHOOK_RETRY_MAX_SECONDS = env.float("WEBHOOK_RETRY_MAX_SECONDS", default=6 * 3600.0)
WEBHOOK_RETRY_FOR_SECONDS = env.float("WEBHOOK_RETRY_FOR_SECONDS", default=24 * 3600.0)
# /metrics answers only 'Authorization: Bearer <METRICS_TOKEN>' (401 without a token, 403 for
# a wrong one). Unset: refused (403) unless DEBUG is on, so no deployment publishes it by mistake.
METRICS_TOKEN = env("METRICS_TOKEN", default="")
# Where a scrape reads the request counters of every web process: prometheus_client's
# multiprocess directory (PROMETHEUS_MULTIPROC_DIR, where the web processes write them). The
# metrics server (config/metrics_wsgi.py, on a bind of its own) reads the web's directory
# without writing to it: METRICS_MULTIPROC_DIR. Neither set: the counters of this process.
METRICS_MULTIPROC_DIR = env("METRICS_MULTIPROC_DIR", default="") or env(
    "PROMETHEUS_MULTIPROC_DIR", default=""
)
# The metrics server reads the game figures this often, in a thread, and serves the latest.
METRICS_FIGURES_SECONDS = env.float("METRICS_FIGURES_SECONDS", default=5.0)
# Webhooks go to public addresses only: a URL whose host is, or resolves to, a loopback,
# private, link-local, multicast, reserved or metadata address is refused when saved and when
# sent. Hosts listed here (names or literal addresses, comma-separated) skip that check.
WEBHOOK_ALLOWED_HOSTS = env.list("WEBHOOK_ALLOWED_HOSTS", default=[])
# Prefixed to the links in webhook payloads (e.g. https://games.example.com); empty: paths.
PUBLIC_BASE_URL = env("PUBLIC_BASE_URL", default="")

# Redis for the throttle cache and the long-poll notices; by default the broker's Redis.
_broker = env("CELERY_BROKER_URL")
REDIS_URL = env(
    "REDIS_URL", default=_broker if _broker.startswith(("redis://", "rediss://")) else ""
)
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "api.cache.ReusingRedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": env("CACHE_KEY_PREFIX", default="automa"),
        }
    }
else:  # the embedded default: one process, so an in-memory cache counts every request
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# Client-chosen seeds make every shuffle predictable: only staff (in the admin session), an app
# marked "may choose seeds" in the admin, or test settings (this switch) may send one.
GAMES_CLIENT_SEED_ALLOWED = env.bool("GAMES_CLIENT_SEED_ALLOWED", default=False)

# Celery and the outbox sweeper (due work, retries, redelivery): config/settings_celery.py;
# the OpenAPI schema (drf-spectacular): config/spectacular.py.
from config.settings_celery import *  # noqa: E402, F403
from config.spectacular import SPECTACULAR_SETTINGS  # noqa: E402, F401

# The shortest turn timer a game may ask for (option turn_seconds).
TURN_SECONDS_MIN = env.int("TURN_SECONDS_MIN", default=10)

# How long a searching automa may think per turn, by level, in milliseconds of CPU time: it
# stops its search when they are used (heuristic levels take a few milliseconds, no budget).
# AUTOMA_THINK_BUDGET_MS="strong=250" (several: "strong=250,expert=1000"; 0: no budget).
AUTOMA_THINK_BUDGET_MS = {
    "strong": 250.0,
    **{level: float(ms) for level, ms in env.dict("AUTOMA_THINK_BUDGET_MS", default={}).items()},
}

# How long, in milliseconds, one automa task may go on playing the heuristic automa turns
# that follow its own in the same transaction (the row lock held): a table of automa seats
# answers a move in one commit. 0: one turn per task.
AUTOMA_CHAIN_MS = env.float("AUTOMA_CHAIN_MS", default=50.0)

LONG_POLL_MAX_SECONDS = env("LONG_POLL_MAX_SECONDS")
# Open long polls per web process: each holds a thread, so keep this below gunicorn's --threads;
# beyond it a wait is refused with 503 and Retry-After.
LONG_POLL_MAX_WAITERS = env.int("LONG_POLL_MAX_WAITERS", default=64)
# The Redis channel on which committed changes are announced to waiting requests.
GAME_NOTICE_CHANNEL = env("GAME_NOTICE_CHANNEL", default="automa:games")

# Server-Sent Events (api/streams, served by the stream process: config/asgi_streams.py).
# Where pages and apps find the streams: empty for the same origin as the API (a proxy routes
# /api/v1/events/ and /api/v1/games/*/events/ to the stream process), else its origin, e.g.
# http://127.0.0.1:8001 (then list the page's origin in an app's CORS origins, or it is the
# table's own origin: EVENTS_CORS_ORIGINS).
EVENTS_BASE_URL = env("EVENTS_BASE_URL", default="").rstrip("/")
if EVENTS_BASE_URL and CONTENT_SECURITY_POLICY == DEFAULT_CSP:
    # The players' page reads the streams from the stream process's own origin.
    CONTENT_SECURITY_POLICY = DEFAULT_CSP.replace(
        "connect-src 'self'", f"connect-src 'self' {EVENTS_BASE_URL}"
    )
# A comment line this often keeps proxies from closing an idle stream.
STREAM_HEARTBEAT_SECONDS = env.float("STREAM_HEARTBEAT_SECONDS", default=15.0)
# The reconnection delay a stream advises its clients (its ``retry:`` line).
STREAM_RETRY_MS = env.int("STREAM_RETRY_MS", default=2000)
# Without Redis notices (the embedded default, or its listener down): how often the stream
# process reads the versions of the games it follows.
STREAM_POLL_SECONDS = env.float("STREAM_POLL_SECONDS", default=1.0)
# A resume further behind than this many versions is told to read the game again (reset).
STREAM_REPLAY_MAX = env.int("STREAM_REPLAY_MAX", default=500)
# Open streams per stream process; beyond it a new one is refused with 503 and Retry-After.
STREAM_MAX_SUBSCRIBERS = env.int("STREAM_MAX_SUBSCRIBERS", default=20000)
# The stream process's CPU priority below the web's (its ``nice`` increment, 0-19). 0 by default:
# on a quiet machine 5 doubled a delivery's wait (p50 375 against 176 ms) and bought the moves
# nothing (docs/measurements/streams.md); raise it where the web must win a crowded machine.
STREAM_NICENESS = env.int("STREAM_NICENESS", default=0)
# Origins (besides apps' CORS origins) that may read the streams from another origin: the
# table's own page when EVENTS_BASE_URL points elsewhere (comma-separated).
EVENTS_CORS_ORIGINS = env.list("EVENTS_CORS_ORIGINS", default=[])
# The stream process (config/asgi_streams.py) serves only the streams, through a short chain.
STREAMS_PROCESS = env.bool("AUTOMA_STREAMS_PROCESS", default=False)
if STREAMS_PROCESS:
    ROOT_URLCONF = "config.urls_streams"
    # Both run on the event loop: a request never hops to a thread on its way to the async
    # views (each hop would start a thread held for the stream's whole life).
    MIDDLEWARE = [
        "corsheaders.middleware.CorsMiddleware",
        "api.streams.middleware.StreamSecurityMiddleware",
    ]
    CORS_ALLOWED_ORIGINS = EVENTS_CORS_ORIGINS

# JSON lines with the request id (config/logs.py); LOG_FORMAT=text for a terminal.
LOG_FORMAT = env("LOG_FORMAT", default="json")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "json": {"()": "config.logs.JsonFormatter"},
        "text": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"},
    },
    "filters": {"expected_refusals": {"()": "config.logs.ExpectedRefusals"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": LOG_FORMAT}},
    "root": {"handlers": ["console"], "level": env("LOG_LEVEL", default="WARNING")},
    # One line per request and per task (automa.requests, automa.tasks).
    "loggers": {
        "automa": {"level": env("AUTOMA_LOG_LEVEL", default="INFO")},
        # Failed admin logins and lockouts (WARNING), successful ones (INFO).
        "axes": {"level": env("AXES_LOG_LEVEL", default="INFO")},
        # An unknown Host and a chosen 503: one WARNING line each, not an ERROR.
        "django.security.DisallowedHost": {"filters": ["expected_refusals"]},
        "django.request": {"filters": ["expected_refusals"]},
    },
}
