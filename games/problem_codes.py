"""Stable problem codes and their HTTP statuses (no imports of its own: both the errors and the
catalogue of problem texts build on it)."""

from __future__ import annotations

import enum


class ProblemCode(enum.StrEnum):
    """Stable machine-readable error codes (also the last segment of the problem ``type``)."""

    VALIDATION_ERROR = "validation_error"
    MALFORMED_REQUEST = "malformed_request"
    NOT_FOUND = "not_found"
    UNKNOWN_RULESET = "unknown_ruleset"
    INVALID_OPTIONS = "invalid_options"
    INVALID_SEATS = "invalid_seats"
    UNAUTHENTICATED = "unauthenticated"
    INVALID_TOKEN = "invalid_token"
    APP_KEY_REQUIRED = "app_key_required"
    INVALID_APP_KEY = "invalid_app_key"
    APP_DISABLED = "app_disabled"
    SPECTATOR_CANNOT_ACT = "spectator_cannot_act"
    PRECONDITION_REQUIRED = "precondition_required"
    PRECONDITION_FAILED = "precondition_failed"
    MALFORMED_PRECONDITION = "malformed_precondition"
    IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused"
    ILLEGAL_ACTION = "illegal_action"
    NOT_YOUR_TURN = "not_your_turn"
    GAME_NOT_ACTIVE = "game_not_active"
    GAME_NOT_FINISHED = "game_not_finished"
    METHOD_NOT_ALLOWED = "method_not_allowed"
    UNSUPPORTED_MEDIA_TYPE = "unsupported_media_type"
    NOT_ACCEPTABLE = "not_acceptable"
    CONFLICT = "conflict"
    SEED_NOT_ALLOWED = "seed_not_allowed"
    PAYLOAD_TOO_LARGE = "payload_too_large"
    THROTTLED = "throttled"
    BUSY = "busy"
    METRICS_TOKEN_REQUIRED = "metrics_token_required"
    METRICS_FORBIDDEN = "metrics_forbidden"
    INTERNAL_ERROR = "internal_error"


STATUS_BY_CODE: dict[ProblemCode, int] = {
    ProblemCode.VALIDATION_ERROR: 400,
    ProblemCode.MALFORMED_REQUEST: 400,
    ProblemCode.NOT_FOUND: 404,
    ProblemCode.UNKNOWN_RULESET: 400,
    ProblemCode.INVALID_OPTIONS: 400,
    ProblemCode.INVALID_SEATS: 400,
    ProblemCode.UNAUTHENTICATED: 401,
    ProblemCode.INVALID_TOKEN: 401,
    ProblemCode.APP_KEY_REQUIRED: 401,
    ProblemCode.INVALID_APP_KEY: 401,
    ProblemCode.APP_DISABLED: 403,
    ProblemCode.SPECTATOR_CANNOT_ACT: 403,
    ProblemCode.PRECONDITION_REQUIRED: 428,
    ProblemCode.PRECONDITION_FAILED: 412,
    ProblemCode.MALFORMED_PRECONDITION: 400,
    ProblemCode.IDEMPOTENCY_KEY_REUSED: 422,
    ProblemCode.ILLEGAL_ACTION: 422,
    ProblemCode.NOT_YOUR_TURN: 422,
    ProblemCode.GAME_NOT_ACTIVE: 409,
    ProblemCode.GAME_NOT_FINISHED: 409,
    ProblemCode.METHOD_NOT_ALLOWED: 405,
    ProblemCode.UNSUPPORTED_MEDIA_TYPE: 415,
    ProblemCode.NOT_ACCEPTABLE: 406,
    ProblemCode.CONFLICT: 409,
    ProblemCode.SEED_NOT_ALLOWED: 403,
    ProblemCode.PAYLOAD_TOO_LARGE: 413,
    ProblemCode.THROTTLED: 429,
    ProblemCode.BUSY: 503,
    ProblemCode.METRICS_TOKEN_REQUIRED: 401,
    ProblemCode.METRICS_FORBIDDEN: 403,
    ProblemCode.INTERNAL_ERROR: 500,
}

# The codes as a list of values (the schema's ProblemCodeEnum).
PROBLEM_CODES = [code.value for code in ProblemCode]
