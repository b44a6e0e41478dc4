"""Errors the services raise; the API turns each into an RFC 9457 problem."""

from __future__ import annotations

from typing import Any

from games.problem_codes import STATUS_BY_CODE, ProblemCode
from games.problem_texts import problem_text
from games.rules.actions import IllegalAction

__all__ = ["STATUS_BY_CODE", "ProblemCode", "ServiceError", "illegal_problem"]


class ServiceError(Exception):
    """A refused request: nothing was changed. ``extensions`` go into the problem body.

    ``message`` keys the detail in the catalogue of problem texts (``games.problem_texts``;
    the code itself by default) and ``params`` fill it in; ``detail`` is the English text
    kept for logs and for messages the catalogue lacks.
    """

    def __init__(
        self,
        code: ProblemCode,
        detail: str = "",
        *,
        message: str = "",
        params: dict[str, Any] | None = None,
        **extensions: Any,
    ) -> None:
        self.code = code
        # A free English detail without a message key: the catalogue words only the code.
        self.worded = bool(message) or not detail
        self.message = message or code.value
        self.params = dict(params or {})
        self.detail = detail or problem_text(self.message, "en", self.params) or code.value
        super().__init__(self.detail)
        self.extensions = extensions

    def detail_in(self, language: str) -> str:
        """The detail in ``language`` from the catalogue; an explicit English detail the
        catalogue cannot word (a free text) falls back to the code's own sentence."""
        if language == "en" and not self.worded:
            return self.detail
        worded = problem_text(self.message, language, self.params)
        if worded is not None:
            return worded
        if language == "en":
            return self.detail
        return problem_text(self.code.value, language) or self.detail

    @property
    def status(self) -> int:
        return STATUS_BY_CODE[self.code]


def illegal_problem(exc: IllegalAction, code: ProblemCode, **extensions: Any) -> ServiceError:
    """The problem for an action an engine refused: a malformed one (``VALIDATION_ERROR``,
    400) or one the rules forbid now (``ILLEGAL_ACTION``, 422), worded by its reason."""
    return ServiceError(
        code,
        exc.detail,
        message=f"reason:{exc.code}",
        params=exc.params,
        reason=exc.code,
        **extensions,
    )
