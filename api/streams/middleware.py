"""The stream process's security headers, set on the event loop."""

from __future__ import annotations

from django.http import HttpRequest
from django.http.response import HttpResponseBase
from django.middleware.security import SecurityMiddleware


class StreamSecurityMiddleware(SecurityMiddleware):
    """Django's ``SecurityMiddleware`` (its HTTPS redirect and headers, from the same settings)
    without its mixin's hops to a thread. Its checks are pure, yet the mixin runs each in a
    thread-sensitive ``sync_to_async``, and in Django's ASGI handler that starts a thread for
    each request, held until the request ends: one idle thread per subscriber."""

    async def __acall__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.process_request(request)
        if response is None:
            response = await self.get_response(request)  # type: ignore[misc]
        return self.process_response(request, response)
