"""Gaussian-mechanism calibration and conversions between (epsilon, delta)-DP, zCDP and Gaussian DP.

Conventions: add/remove-one neighbouring, l2 sensitivity ``sensitivity`` and noise N(0, sigma^2 I), so the
noise multiplier is ``sigma / sensitivity`` and the mechanism is mu-GDP with ``mu = sensitivity / sigma``.
Exact numbers come from ``dp_accounting`` (analytic Gaussian of Balle and Wang 2018, PLD, RDP); the closed
forms that the papers use are kept beside them, and each docstring names the paper that uses it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import dp_accounting
import numpy as np
from dp_accounting import pld, rdp
from scipy import optimize, stats

from bounds.privacy_claim import composed_gaussian_epsilon
from simulations.privacy import _checks

Accountant = Literal["analytic", "pld", "rdp"]
Conversion = Literal["closed_form", "rdp"]

_ACCOUNTANTS = ("analytic", "pld", "rdp")
_CONVERSIONS = ("closed_form", "rdp")

#: RDP orders for the zCDP -> (epsilon, delta) route: the optimal order 1 + sqrt(log(1/delta) / rho) is
#: covered for rho down to about 1e-9 at delta = 1e-10.
RDP_ORDERS: tuple[float, ...] = tuple(float(a) for a in 1.0 + np.geomspace(1e-2, 1e6, 1601))


def _accountant_name(accountant: str) -> str:
    if accountant not in _ACCOUNTANTS:
        raise ValueError(f"accountant must be one of {_ACCOUNTANTS}, got accountant={accountant!r}")
    return accountant


def _fresh_accountant(accountant: str) -> dp_accounting.PrivacyAccountant:
    if accountant == "pld":
        return pld.PLDAccountant()
    return rdp.RdpAccountant(orders=RDP_ORDERS)


def gaussian_sigma(
    epsilon: float, delta: float, sensitivity: float = 1.0, accountant: Accountant = "analytic"
) -> float:
    """Smallest noise standard deviation that makes one Gaussian release (epsilon, delta)-DP.

    ``accountant="analytic"`` is exact (Balle and Wang 2018, arXiv 1805.06530, Thm 8, through
    ``dp_accounting.get_sigma_gaussian``); ``"pld"`` and ``"rdp"`` calibrate a ``GaussianDpEvent`` with
    ``dp_accounting.calibrate_dp_mechanism`` (PLD is exact up to discretisation, RDP is an upper bound and so
    returns a larger sigma).
    """
    epsilon = _checks.positive("epsilon", epsilon)
    delta = _checks.open_unit("delta", delta)
    sensitivity = _checks.positive("sensitivity", sensitivity)
    accountant = _accountant_name(accountant)
    exact = dp_accounting.get_sigma_gaussian(epsilon, delta)
    if accountant == "analytic":
        return exact * sensitivity
    multiplier = dp_accounting.calibrate_dp_mechanism(
        lambda: _fresh_accountant(accountant),
        dp_accounting.GaussianDpEvent,
        epsilon,
        delta,
        bracket_interval=dp_accounting.LowerEndpointAndGuess(0.5 * exact, exact),
        tol=1e-7 * exact,
    )
    return float(multiplier) * sensitivity


def gaussian_epsilon(
    sigma: float, delta: float, sensitivity: float = 1.0, accountant: Accountant = "analytic"
) -> float:
    """The epsilon at ``delta`` of one Gaussian release with noise ``sigma`` and l2 sensitivity ``sensitivity``.

    The inverse of :func:`gaussian_sigma`, with the same three accountants.
    """
    sigma = _checks.positive("sigma", sigma)
    delta = _checks.open_unit("delta", delta)
    sensitivity = _checks.positive("sensitivity", sensitivity)
    return _composed_epsilon([sigma / sensitivity], delta, _accountant_name(accountant))


def gaussian_zcdp_rho(sigma: float, sensitivity: float = 1.0) -> float:
    """zCDP parameter ``sensitivity^2 / (2 sigma^2)`` of one Gaussian release.

    Bun and Steinke 2016 (arXiv 1605.02065), Prop 1.6; MUABG charges its queries with it (MUABG-Lem8, Thm3), and
    CGT-Fact5 (Sec 5) uses noise N(0, 1/(2 rho)) for unit
    sensitivity.
    """
    sigma = _checks.positive("sigma", sigma)
    sensitivity = _checks.positive("sensitivity", sensitivity)
    return sensitivity**2 / (2.0 * sigma**2)


def zcdp_to_dp_closed_form(rho: float, delta: float) -> float:
    """epsilon = rho + 2 sqrt(rho log(1/delta)): rho-zCDP implies (epsilon, delta)-DP.

    Bun and Steinke 2016, Prop 1.3. CGT-Fact5 (Sec 5) quotes it to set the noise of DP-MEMF and DP-SRG-MEMF;
    MUABG states its rho-zCDP results in (epsilon, delta) through it. Looser than
    :func:`zcdp_to_dp_rdp`.
    """
    rho = _checks.positive("rho", rho)
    delta = _checks.open_unit("delta", delta)
    return rho + 2.0 * math.sqrt(rho * math.log(1.0 / delta))


def zcdp_to_dp_rdp(rho: float, delta: float) -> float:
    """epsilon at ``delta`` of rho-zCDP through its RDP curve ``alpha * rho`` (all orders alpha > 1).

    ``dp_accounting.RdpAccountant`` composed with ``ZCDpEvent(rho)`` on the grid :data:`RDP_ORDERS`; the
    accountant applies the RDP-to-DP conversion of Canonne, Kamath and Steinke 2020 (arXiv 2004.00010,
    Prop 12), which is tighter than :func:`zcdp_to_dp_closed_form`.
    """
    rho = _checks.positive("rho", rho)
    delta = _checks.open_unit("delta", delta)
    accountant = rdp.RdpAccountant(orders=RDP_ORDERS)
    accountant.compose(dp_accounting.ZCDpEvent(rho))
    return float(accountant.get_epsilon(delta))


def zcdp_rho_for_dp(epsilon: float, delta: float, conversion: Conversion = "closed_form") -> float:
    """Largest rho whose rho-zCDP guarantee converts to (epsilon, delta)-DP.

    ``conversion="closed_form"`` inverts Bun and Steinke Prop 1.3 exactly,
    ``rho = (sqrt(log(1/delta) + epsilon) - sqrt(log(1/delta)))^2``: this is how CGT Sec 5 sets rho (CGT-Fact5,
    quoting Choquette-Choo et al. 2023). ``conversion="rdp"`` inverts :func:`zcdp_to_dp_rdp` by root finding.
    """
    epsilon = _checks.positive("epsilon", epsilon)
    delta = _checks.open_unit("delta", delta)
    if conversion not in _CONVERSIONS:
        raise ValueError(f"conversion must be one of {_CONVERSIONS}, got conversion={conversion!r}")
    log_term = math.log(1.0 / delta)
    closed = (math.sqrt(log_term + epsilon) - math.sqrt(log_term)) ** 2
    if conversion == "closed_form":
        return closed
    # The RDP conversion is tighter, so its rho lies above the closed-form one; epsilon(rho) is increasing.
    upper = 2.0 * closed
    while zcdp_to_dp_rdp(upper, delta) < epsilon:
        upper *= 2.0
    return float(optimize.brentq(lambda r: zcdp_to_dp_rdp(r, delta) - epsilon, closed, upper, xtol=1e-14))


def _sigmas_and_sensitivities(
    sigmas: Sequence[float], sensitivities: Sequence[float] | None
) -> tuple[np.ndarray, np.ndarray]:
    sigma = np.asarray(sigmas, dtype=float)
    sens = np.ones_like(sigma) if sensitivities is None else np.asarray(sensitivities, dtype=float)
    if sigma.ndim != 1 or sigma.size == 0:
        raise ValueError(f"sigmas must be a non-empty 1-D sequence, got shape {sigma.shape}")
    if sens.shape != sigma.shape:
        raise ValueError(f"sensitivities must have the shape of sigmas {sigma.shape}, got shape {sens.shape}")
    for name, values in (("sigmas", sigma), ("sensitivities", sens)):
        if not np.all(np.isfinite(values) & (values > 0)):
            raise ValueError(f"{name} must all be finite and > 0, got {name}={values.tolist()}")
    return sigma, sens


def compose_gaussian_zcdp(sigmas: Sequence[float], sensitivities: Sequence[float] | None = None) -> float:
    """zCDP parameter of adaptively composed Gaussian releases: the sum of ``sensitivity_i^2 / (2 sigma_i^2)``.

    Bun and Steinke 2016, Lem 1.7 (composition); the accounting of MUABG Lem8 and Thm3 (fully adaptive
    composition, Whitehouse et al. 2022, Thm 1, for the adaptively chosen sigmas of Alg 3).
    """
    sigma, sens = _sigmas_and_sensitivities(sigmas, sensitivities)
    return float(np.sum(sens**2 / (2.0 * sigma**2)))


def _composed_epsilon(multipliers: Sequence[float], delta: float, accountant: str) -> float:
    if accountant == "analytic":
        return composed_gaussian_epsilon(multipliers, [1] * len(multipliers), delta)
    ledger = _fresh_accountant(accountant)
    ledger.compose(dp_accounting.ComposedDpEvent([dp_accounting.GaussianDpEvent(z) for z in multipliers]))
    return float(ledger.get_epsilon(delta))


def compose_gaussian_epsilon(
    sigmas: Sequence[float],
    delta: float,
    sensitivities: Sequence[float] | None = None,
    accountant: Accountant = "pld",
) -> float:
    """epsilon at ``delta`` of heterogeneous composed Gaussian releases.

    ``"pld"`` and ``"rdp"`` compose ``GaussianDpEvent(sigma_i / sensitivity_i)`` in a ``ComposedDpEvent``;
    ``"analytic"`` uses that the composition is exactly one Gaussian with noise multiplier
    ``(sum_i (sensitivity_i / sigma_i)^2)^(-1/2)`` (Dong, Roth and Su 2019, Cor 3.3).
    """
    sigma, sens = _sigmas_and_sensitivities(sigmas, sensitivities)
    delta = _checks.open_unit("delta", delta)
    return _composed_epsilon((sigma / sens).tolist(), delta, _accountant_name(accountant))


def classical_gaussian_sigma(epsilon: float, delta: float, sensitivity: float = 1.0) -> float:
    """The classical calibration ``sigma = sqrt(2 ln(1.25/delta)) sensitivity / epsilon``.

    Dwork and Roth 2014, Thm A.1 (proved for epsilon < 1). CGT-Cor4.5 uses it as
    ``mu = epsilon / sqrt(2 ln(2.5/delta))``-GDP => (epsilon, delta/2)-DP, i.e. this function at delta/2; that
    implication fails for large epsilon (see :func:`classical_calibration_report`).
    """
    epsilon = _checks.positive("epsilon", epsilon)
    delta = _checks.open_unit("delta", delta)
    sensitivity = _checks.positive("sensitivity", sensitivity)
    return math.sqrt(2.0 * math.log(1.25 / delta)) * sensitivity / epsilon


def gdp_delta(mu: float, epsilon: float) -> float:
    """Exact delta(epsilon) of mu-GDP: Phi(-epsilon/mu + mu/2) - e^epsilon Phi(-epsilon/mu - mu/2).

    Dong, Roth and Su 2019 (arXiv 1905.02383), Cor 2.13; Balle and Wang 2018, Thm 8. Evaluated in log space,
    so it stays accurate for large epsilon.
    """
    mu = _checks.positive("mu", mu)
    epsilon = _checks.non_negative("epsilon", epsilon)
    log_first = stats.norm.logcdf(-epsilon / mu + mu / 2.0)
    log_second = epsilon + stats.norm.logcdf(-epsilon / mu - mu / 2.0)
    if log_second >= log_first:
        return 0.0
    return float(math.exp(log_first) * -math.expm1(log_second - log_first))


def gdp_epsilon(mu: float, delta: float) -> float:
    """Exact epsilon at ``delta`` of mu-GDP, the inverse of :func:`gdp_delta` (``dp_accounting``'s analytic
    Gaussian with noise multiplier 1/mu)."""
    mu = _checks.positive("mu", mu)
    delta = _checks.open_unit("delta", delta)
    return float(dp_accounting.get_epsilon_gaussian(1.0 / mu, delta))


@dataclass(frozen=True)
class ClassicalCalibrationReport:
    """What the classical calibration claims for a target (epsilon, delta) and what it achieves.

    ``mu`` is the GDP parameter of the calibrated mechanism; ``true_delta`` is the exact delta at the target
    epsilon, ``true_epsilon`` the exact epsilon at the target delta; ``holds`` says whether the claim is true.
    """

    target_epsilon: float
    target_delta: float
    mu: float
    true_delta: float
    true_epsilon: float
    holds: bool


def classical_calibration_report(epsilon: float, delta: float) -> ClassicalCalibrationReport:
    """Check the claim "sigma = sqrt(2 ln(1.25/delta))/epsilon per unit sensitivity gives (epsilon, delta)-DP".

    CGT-Cor4.5 (arXiv 2406.02716 v1) applies it as mu = epsilon/sqrt(2 ln(2.5/delta)) => (epsilon, delta/2)-DP;
    call this with ``(epsilon, delta / 2)`` to check that use. The exact GDP conversion shows the claim fails for
    large epsilon (an erratum: at epsilon = 16 and target delta 5e-6 the true delta is about 1.7e-4).
    """
    mu = 1.0 / classical_gaussian_sigma(epsilon, delta)
    true_delta = gdp_delta(mu, epsilon)
    return ClassicalCalibrationReport(
        target_epsilon=float(epsilon),
        target_delta=float(delta),
        mu=mu,
        true_delta=true_delta,
        true_epsilon=gdp_epsilon(mu, delta),
        holds=true_delta <= delta,
    )
