"""Which edition of the rules a MarsBot game plays by (``games.rules.revision``).

Revision 2 (issue 25) corrects the final award criteria, Corporate Competition's helper track
under the seed's award values, and your draws off the server's deck; a game stored before it
(no ``rules_revision``) keeps revision 1, so its moves replay exactly.
"""

from __future__ import annotations

from typing import Any

from games.rules.revision import rules_revision

ISSUE_25 = 2


def corrected(s: dict[str, Any]) -> bool:
    """Whether ``s`` plays with issue 25's corrections."""
    return rules_revision(s) >= ISSUE_25
