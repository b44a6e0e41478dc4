from django.contrib import admin
from django.urls import include, path
from django.views.generic import RedirectView
from drf_spectacular.views import SpectacularRedocView, SpectacularSwaggerSplitView

from api.operator.views import healthz, metrics, readyz
from api.problem_pages import problem_page
from api.views.schema import SchemaView

urlpatterns = [
    # The front door is the players' page; the API's docs are linked from it.
    path("", RedirectView.as_view(url="/play/", permanent=False)),
    path("play/", include("table.urls")),
    path("admin/", admin.site.urls),
    path("healthz", healthz, name="healthz"),
    path("readyz", readyz, name="readyz"),
    path("metrics", metrics, name="metrics"),
    path("api/v1/", include("api.urls")),
    # What each problem `type` URI names (api/problems.py: PROBLEM_TYPE_BASE).
    path("problems/<str:code>", problem_page, name="problem-page"),
    path("api/schema/", SchemaView.as_view(), name="schema"),
    # The split view serves Swagger UI's start-up script as a file: no inline script, as the
    # Content-Security-Policy requires (config/security.py).
    path("api/docs/", SpectacularSwaggerSplitView.as_view(url_name="schema"), name="swagger-ui"),
    path(
        "api/redoc/",
        SpectacularRedocView.as_view(url_name="schema", template_name="api/redoc.html"),
        name="redoc",
    ),
]

# Under /api/, errors raised before any view are problem documents too.
handler400 = "api.middleware.bad_request"
handler500 = "api.middleware.server_error"
