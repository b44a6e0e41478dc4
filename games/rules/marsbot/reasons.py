"""MarsBot's own refusal reasons (the shared ones are in ``core.Reason``)."""

from __future__ import annotations

from enum import StrEnum


class MarsBotReason(StrEnum):
    SPACE_NOT_LEGAL = "space_not_legal"
    PARAMETER_MAXED = "parameter_maxed"
    MILESTONE_UNAVAILABLE = "milestone_unavailable"
    AWARD_UNAVAILABLE = "award_unavailable"
    NOT_ENOUGH_MC = "not_enough_mc"
    TRACK_AT_ZERO = "track_at_zero"
    CARD_NOT_AVAILABLE = "card_not_available"
    TOO_MANY_REPORTS = "too_many_reports"
