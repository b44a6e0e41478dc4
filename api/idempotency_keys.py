"""The ``Idempotency-Key`` header: one reader and one schema parameter for each route that takes
one. Their bounds differ on purpose: a creation key stands for the seat tokens it derives
(games/services/idempotency.py), so it must be too long to guess; a move key only tells one
seat's retries apart."""

from __future__ import annotations

from dataclasses import dataclass

from drf_spectacular.utils import OpenApiParameter
from rest_framework.request import Request

from api.params import bounded_str
from games.errors import ProblemCode, ServiceError


@dataclass(frozen=True)
class IdempotencyKeyHeader:
    shortest: int
    longest: int
    # The problem text (games/problem_texts.py) a key of another length is refused with.
    message: str
    description: str

    def parameter(self) -> OpenApiParameter:
        return OpenApiParameter(
            "Idempotency-Key",
            bounded_str(self.shortest, self.longest),
            OpenApiParameter.HEADER,
            description=self.description,
        )

    def read(self, request: Request) -> str | None:
        """The request's key (None without one); a 400 problem for one of another length."""
        key = request.headers.get("Idempotency-Key")
        if key is not None and not self.shortest <= len(key) <= self.longest:
            raise ServiceError(
                ProblemCode.VALIDATION_ERROR,
                message=self.message,
                params={"min": self.shortest, "max": self.longest},
            )
        return key


MOVE_KEY = IdempotencyKeyHeader(
    1,
    128,
    "idempotency_key_length",
    "1 to 128 characters, per seat: retrying with the same key returns the first result "
    "(`Idempotent-Replayed: true`).",
)
CREATION_KEY = IdempotencyKeyHeader(
    16,
    128,
    "creation_key_length",
    "16 to 128 characters, secret and random (a UUID4): a retry with the same key and body "
    "returns the same game and tokens (`Idempotent-Replayed: true`); another body under the "
    "key is 422. A key is its caller's own: scoped to the app whose key sent it (without an "
    "app key, to the one scope all such callers share), so another app's use of it is never "
    "seen.",
)
