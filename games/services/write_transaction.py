"""The one way a service writes: a transaction that either commits or raises.

Django's ``atomic`` rolls back *without raising* when something inside it marked the transaction
for rollback (an exception caught around a nested block, a connection that died and was
closed): the caller then answers as if its write had landed. A write here cannot end that way:
a transaction that can no longer commit raises ``WriteNotCommitted`` (an ``OperationalError``,
which the API answers with 503 and ``Retry-After``), and a failed commit raises as Django raises it.
So a service that returns has committed, and its caller may answer 2xx.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from django.db import OperationalError, transaction


class WriteNotCommitted(OperationalError):
    """The transaction was marked for rollback or lost its connection: nothing was stored."""


@contextmanager
def write_transaction() -> Iterator[None]:
    """``transaction.atomic()`` that refuses to end in a silent rollback."""
    with transaction.atomic():
        yield
        connection = transaction.get_connection()
        if connection.closed_in_transaction:
            raise WriteNotCommitted("the database connection was lost inside the transaction")
        if connection.needs_rollback:
            raise WriteNotCommitted("the transaction was marked for rollback")
