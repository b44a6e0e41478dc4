"""The stream process's routes: the event streams and its own health check, nothing else."""

from django.http import HttpRequest, HttpResponse
from django.urls import include, path

from api.problems import problem_json_response
from games.errors import ProblemCode


async def healthz(request: HttpRequest) -> HttpResponse:
    return HttpResponse("ok", content_type="text/plain")


def not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    return problem_json_response(request, ProblemCode.NOT_FOUND, message="no_such_resource")


urlpatterns = [
    path("healthz", healthz, name="streams-healthz"),
    path("api/v1/", include("api.streams.urls")),
]

handler400 = "api.middleware.bad_request"
handler404 = "config.urls_streams.not_found"
handler500 = "api.middleware.server_error"
