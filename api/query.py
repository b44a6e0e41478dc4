"""API views take only the query parameters their schema declares."""

from __future__ import annotations

from typing import Any, ClassVar

from rest_framework.request import Request
from rest_framework.views import APIView

from games.errors import ProblemCode, ServiceError


class DeclaredQueryView(APIView):
    """An API view that takes only the query parameters its schema declares (per method in
    ``query_params``); another one is a 400 naming it, not silently ignored (a typo'd filter
    would list everything)."""

    query_params: ClassVar[dict[str, tuple[str, ...]]] = {}

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        super().initial(request, *args, **kwargs)
        method = (request.method or "GET").lower()
        if method not in self.http_method_names or not hasattr(self, method):
            return  # a method the view does not take: its 405 says so, whatever the query
        allowed = self.query_params.get(method, ())
        unknown = sorted(set(request.query_params) - set(allowed))
        if unknown:
            raise ServiceError(
                ProblemCode.VALIDATION_ERROR,
                message="unknown_query_param",
                params={"name": unknown[0], "allowed": list(allowed)},
            )
