import numpy as np
import pytest
from scipy.sparse import csr_matrix

from bounds import linear_program as lp


def _problem(rows: list[list[float]], upper: list[float]) -> lp.Problem:
    """min x + y subject to rows @ (x, y) <= upper, x, y >= 0."""
    return lp.Problem(
        cost=np.ones(2),
        rows=csr_matrix(np.array(rows, dtype=float)),
        row_lower=np.full(len(rows), -np.inf),
        row_upper=np.array(upper, dtype=float),
        col_lower=np.zeros(2),
        col_upper=np.full(2, np.inf),
    )


def test_an_optimum_is_returned():
    # x + 2y >= 2 and 3x + y >= 3 (as <= rows): the optimum of x + y is the vertex (4/5, 3/5)
    x = lp.minimize(_problem([[-1, -2], [-3, -1]], [-2, -3]))
    assert np.allclose(x, [0.8, 0.6])


def test_an_infeasible_program_answers_none_and_the_solver_is_reused_after_it():
    assert lp.minimize(_problem([[1, 1]], [-1])) is None  # x + y <= -1 with x, y >= 0
    assert np.allclose(lp.minimize(_problem([[-1, 0]], [-1])), [1, 0])


def test_an_unbounded_program_is_a_solver_failure_not_an_answer():
    problem = _problem([[-1, 0]], [-1])
    unbounded = lp.Problem(**{**problem.__dict__, "cost": np.array([-1.0, 0.0])})
    with pytest.raises(lp.SolverFailure, match="nbounded"):
        lp.minimize(unbounded)
