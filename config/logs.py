"""JSON log lines carrying the request id of the work they belong to.

A request's id (``X-Request-ID``, accepted from the caller when well-formed, else made here)
lives in a context variable for the request; tasks the request sends carry it in their
message headers and the worker sets it again while the task runs, so a move and the automa
turn it hands on log under one id.
"""

from __future__ import annotations

import json
import logging
import re
import uuid
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any

import orjson

REQUEST_ID_HEADER = "X-Request-ID"
# The task message header the id travels in.
TASK_HEADER = "request_id"
# What a caller's id may look like: short, printable, nothing that could forge a log line.
_ACCEPTED = re.compile(r"[A-Za-z0-9._:@/+=-]{1,128}")

request_id: ContextVar[str | None] = ContextVar("request_id", default=None)

# Attributes every LogRecord has; anything else on a record came from ``extra=``.
_STANDARD = set(vars(logging.makeLogRecord({}))) | {"message", "asctime", "taskName"}


def request_id_accept(given: str | None) -> str:
    """The caller's id if it is well-formed, else a new one."""
    if given and _ACCEPTED.fullmatch(given):
        return given
    return uuid.uuid4().hex


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time (UTC), level, logger, message, request id, the
    record's ``extra`` fields and, for an exception, its traceback."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        current = getattr(record, "request_id", None) or request_id.get()
        if current:
            line["request_id"] = current
        for name, value in vars(record).items():
            if name not in _STANDARD and name not in line:
                line[name] = value
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        try:  # orjson: a line per request, written at a third of json's cost
            return orjson.dumps(line, default=str).decode()
        except (orjson.JSONEncodeError, TypeError):  # integers beyond 64 bits, say
            return json.dumps(line, default=str, ensure_ascii=False)


class ExpectedRefusals(logging.Filter):
    """Refusals the server answers as it means to, logged as one WARNING line: a request for
    a host outside ALLOWED_HOSTS (Django logs it at ERROR with a traceback, on every request
    a scanner sends) and a 503 the server chose (a lost database connection, answered with
    Retry-After; Django logs every 5xx at ERROR). An ERROR then means a fault."""

    def filter(self, record: logging.LogRecord) -> bool:
        host_refused = record.name == "django.security.DisallowedHost"
        if host_refused or getattr(record, "status_code", None) == 503:
            record.levelno, record.levelname = logging.WARNING, "WARNING"
            record.exc_info, record.exc_text = None, None
            return logging.getLogger(record.name).isEnabledFor(logging.WARNING)
        return True
