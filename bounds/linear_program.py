"""Small linear programs solved with HiGHS through its own Python bindings (``highspy``).

The gap search (:mod:`bounds.gap_search`) solves thousands of relaxations of a few dozen rows each; through
``scipy.optimize.linprog`` each one cost about 1.5 ms, most of it in validating and converting the arguments,
against about 0.3 ms here. Nothing a certificate rests on comes from here: every answer is rounded to rationals
and verified exactly (:mod:`bounds.certificate_check`), so the solver only steers the search.
"""

from __future__ import annotations

from dataclasses import dataclass

import highspy
import numpy as np
from highspy._core import _Highs  # the solver without the callbacks of highspy.Highs, which print a banner
from scipy.sparse import csr_matrix


class SolverFailure(RuntimeError):
    """HiGHS ended with neither an optimum nor a proof of infeasibility."""


@dataclass(frozen=True)
class Problem:
    """``min cost . x`` subject to ``row_lower <= rows @ x <= row_upper`` and ``col_lower <= x <= col_upper``
    (infinite entries are absent bounds)."""

    cost: np.ndarray
    rows: csr_matrix
    row_lower: np.ndarray
    row_upper: np.ndarray
    col_lower: np.ndarray
    col_upper: np.ndarray


_SOLVER: _Highs | None = None


def _solver() -> _Highs:
    """One silent HiGHS instance per process, reused (making one costs more than solving a small program)."""
    global _SOLVER
    if _SOLVER is None:
        _SOLVER = _Highs()
        _SOLVER.setOptionValue("output_flag", False)
        # presolve may answer only "infeasible or unbounded"; the search needs to know which (and these are tiny)
        _SOLVER.setOptionValue("presolve", "off")
    return _SOLVER


def minimize(problem: Problem) -> np.ndarray | None:
    """An optimal point of ``problem``, or ``None`` when it is infeasible; :class:`SolverFailure` otherwise."""
    lp = highspy.HighsLp()
    lp.num_row_, lp.num_col_ = problem.rows.shape
    lp.col_cost_ = problem.cost
    lp.col_lower_, lp.col_upper_ = problem.col_lower, problem.col_upper
    lp.row_lower_, lp.row_upper_ = problem.row_lower, problem.row_upper
    lp.a_matrix_.format_ = highspy.MatrixFormat.kRowwise
    lp.a_matrix_.start_ = problem.rows.indptr
    lp.a_matrix_.index_ = problem.rows.indices
    lp.a_matrix_.value_ = problem.rows.data
    solver = _solver()
    solver.clearSolver()
    solver.passModel(lp)
    solver.run()
    status = solver.getModelStatus()
    if status == highspy.HighsModelStatus.kInfeasible:
        return None
    if status != highspy.HighsModelStatus.kOptimal:
        raise SolverFailure(f"HiGHS ended with {solver.modelStatusToString(status)}")
    return np.array(solver.getSolution().col_value)
