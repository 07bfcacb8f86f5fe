"""The proof ledger as data: per statement its status, the reason, the chain with each link's status, and the
certificates behind its verdict, re-verified by :mod:`bounds.certificate_check`.

``ratekit bounds status --format json`` prints :func:`entries`; ``ratekit bounds certify`` runs :func:`certify`,
which re-checks every certificate of the selected statements and also that the certificates support the status
(a statement that does not follow has a verified witness; one derived up to constants has verified no-gap
certificates at every exponent assignment, for the polynomial and the log parts; one derived up to logs has both
kinds). Exact derivations (constants included) are re-checked by recomputing ``derived / stated`` with sympy.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import sympy as sp

from bounds import certificate_check
from bounds.gap_search import with_multipliers
from bounds.theorem import Theorem


@dataclass(frozen=True)
class Certification:
    """What :func:`certify` found for one statement: whether every certificate verified, what each establishes, and
    the certificates themselves (with their multipliers, each labelled with its question, tier and assignment)."""

    statement: str
    status: str
    verified: bool
    lines: tuple[str, ...]
    certificates: tuple[dict[str, Any], ...] = ()


def entry(theorem: Theorem) -> dict[str, Any]:
    """One statement of the ledger: status, reason, chain with each link's status, whether every certificate behind
    the status re-verifies (:func:`certify`), and the searches behind it."""
    status, reason = theorem.proof_status()
    result = theorem.derive()
    return {
        "statement": theorem.key,
        "paper": theorem.paper,
        "kind": theorem.kind,
        "status": status,
        "reason": reason,
        "unchecked steps": list(theorem.derivation.unchecked) if theorem.derivation else [],
        "chain": [
            {"statement": key, "status": link, "premise": premise} for key, link, premise in theorem.chain_statuses()
        ],
        "certified": certify(theorem).verified,
        "comparisons": [
            {
                "question": c.question,
                "tier": c.tier,
                "at": c.at,
                "verdict": c.certificate.get("verdict"),
                "relaxations": c.programs,
            }
            for c in result.comparisons
        ],
    }


def certify(theorem: Theorem) -> Certification:
    """Re-verify every certificate of ``theorem`` and that together they support its status."""
    status, _ = theorem.proof_status()
    result = theorem.derive()
    lines: list[str] = []
    ok = True
    if result.status == "no derivation":
        return Certification(theorem.key, status, True, ("no derivation encoded: nothing to certify",))
    if result.difference is not None and not result.comparisons:  # an exact comparison, constants included
        ratio = sp.simplify(result.derived / result.stated)
        ok = ratio == result.difference
        lines.append(f"derived / stated recomputed: {ratio}" + ("" if ok else f", recorded {result.difference}"))
        return Certification(theorem.key, status, ok, tuple(lines))
    verdicts: dict[tuple[str, str], list[str]] = {}
    filled = []
    for c in result.comparisons:
        certificate = with_multipliers(dict(c.certificate))
        filled.append(
            {"statement": theorem.key, "question": c.question, "tier": c.tier, "at": c.at, "certificate": certificate}
        )
        try:
            checked = certificate_check.check(certificate)
            lines.append(f"{c.question} ({c.tier}{', ' + c.at if c.at else ''}): {checked}")
            verdicts.setdefault((c.question, c.tier), []).append(c.certificate["verdict"])
        except certificate_check.CertificateError as exc:
            ok = False
            lines.append(f"{c.question} ({c.tier}): FAILS: {exc}")
    above = verdicts.get(("derived > stated", "polynomial"), [])
    above_logs = verdicts.get(("derived > stated", "logs"), [])
    assignments = max(1, len(theorem.exponent_assignments()))
    if result.status == "does not follow":
        supported = "gap" in above
    elif result.status == "logs differ":
        supported = len(above) == assignments and "gap" not in above and "gap" in above_logs
    else:
        supported = len(above) == assignments and "gap" not in above + above_logs
    if not supported:
        ok = False
        lines.append(f"the certificates do not support the derivation's verdict {result.status!r}")
    return Certification(theorem.key, status, ok, tuple(lines), tuple(filled))
