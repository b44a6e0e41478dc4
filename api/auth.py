"""Seat tokens arrive as ``Authorization: Bearer <token>``."""

from django.http import HttpRequest

from games.errors import ProblemCode, ServiceError


def bearer_token(request: HttpRequest) -> str | None:
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ServiceError(ProblemCode.UNAUTHENTICATED, message="bearer_malformed")
    return token.strip()
