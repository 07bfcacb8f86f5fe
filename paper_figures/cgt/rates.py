"""CGT rate figures: the measured slopes of the catalog (excess vs n, epsilon, d on LinearBall, Claim 4.2, the tree)
with 95% bands and the predicted slopes, the crossover between the private and non-private terms of CGT-Thm4.10
along n, and a table of CGT-Thm4.7's right-hand side against the excess of runs of Alg 1.

Crossover: the worst-case excess of Alg 1 on LinearBall over a wide range of n at fixed d and epsilon, private and
non-private (same batches), beside the two terms of CGT-Thm4.10-particular as ``bounds`` states them (constants 1,
polylog at T = sqrt(n)). The bound's crossover read without logs is n = d/epsilon^2 (``Rate.crossover``); the
measured one is where the noise's share of the excess (private minus non-private) equals the non-private excess.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np
import sympy as sp

from bounds import registry
from bounds import symbols as sym
from bounds.papers.cgt import symbols as cgt_sym
from paper_figures.plotting import lay_out, save, slope_figure
from simulations.checks import RateCheck, SampleCache, run_check
from simulations.checks.cache import config_key
from simulations.code_fingerprint import fingerprint
from simulations.papers.cgt import checks as cgt

#: theorems whose errata this figure bears on (Thm 4.7's right-hand side on runs of Alg 1; Thm 4.1's terms are a
#: factor T smaller than it)
BEARS_ON = ("CGT-Thm4.7", "CGT-Thm4.1")

CROSSOVER_NS = tuple(float(x) for x in np.geomspace(1e3, 1e7, 9))
CROSSOVER = {"d": 1e4, "epsilon": 1.0, "seeds": 16, "seed": 0}


def crossover_data(ns: Sequence[float], cache_dir: Path | str | None) -> dict[str, list[float]]:
    """Worst-case excess (mean and 95% band over seeds) private and non-private at each n (cached as JSON)."""
    config = {"ns": list(ns), **CROSSOVER, "gammas": cgt.GAMMAS, "code": fingerprint(cgt.__name__)}
    path = None if cache_dir is None else Path(cache_dir) / f"cgt_crossover_{config_key(config)}.json"
    if path is not None and path.is_file():
        return json.loads(path.read_text())
    out: dict[str, list[float]] = {"n": list(ns)}
    children = np.random.SeedSequence(CROSSOVER["seed"]).spawn(len(ns))
    for private in (1.0, 0.0):
        key = "private" if private else "nonprivate"
        for stat in ("mean", "low", "high"):
            out[f"{key}_{stat}"] = []
        for n, seq in zip(ns, children, strict=True):
            params = {
                **cgt.LINEAR_BASE,
                "n": n,
                "d": CROSSOVER["d"],
                "epsilon": CROSSOVER["epsilon"],
                "private": private,
            }
            excess = cgt.linear_ball_excess(params, seq, CROSSOVER["seeds"])
            worst = excess[int(np.argmax(excess.mean(axis=1)))]
            half = 1.96 * worst.std(ddof=1) / np.sqrt(worst.size)
            out[f"{key}_mean"].append(float(worst.mean()))
            out[f"{key}_low"].append(float(max(worst.mean() - half, worst.mean() * 1e-3)))
            out[f"{key}_high"].append(float(worst.mean() + half))
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(out))
    return out


def measured_crossover(data: dict[str, list[float]]) -> float | None:
    """The n where (private - non-private excess) equals the non-private excess, log-interpolated."""
    n = np.asarray(data["n"])
    ratio = (np.asarray(data["private_mean"]) - np.asarray(data["nonprivate_mean"])) / np.asarray(
        data["nonprivate_mean"]
    )
    for i in range(len(n) - 1):
        if ratio[i] >= 1 > ratio[i + 1] and ratio[i + 1] > 0:
            w = np.log(ratio[i]) / (np.log(ratio[i]) - np.log(ratio[i + 1]))
            return float(np.exp((1 - w) * np.log(n[i]) + w * np.log(n[i + 1])))
    return None


def crossover_figure(data: dict[str, list[float]]) -> plt.Figure:
    rate = registry.get(cgt.THEOREM).rate
    point = {
        sym.L: cgt.LINEAR_BASE["L"],
        cgt_sym.D_C: cgt.LINEAR_BASE["D_C"],
        sym.M: cgt.LINEAR_BASE["M"],
        sym.delta: cgt.LINEAR_BASE["delta"],
        sym.d: CROSSOVER["d"],
        sym.epsilon: CROSSOVER["epsilon"],
    }
    n = np.asarray(data["n"])
    fig, ax = plt.subplots(figsize=(6.4, 4.4))
    for key, color, label in (("private", "tab:blue", "Alg 1, private"), ("nonprivate", "tab:green", "no noise")):
        mean = np.asarray(data[f"{key}_mean"])
        ax.loglog(n, mean, "o-", color=color, label=f"measured worst-case excess, {label}")
        ax.fill_between(n, data[f"{key}_low"], data[f"{key}_high"], color=color, alpha=0.25, linewidth=0)
    grid = np.geomspace(n[0], n[-1], 100)
    for label, style in ((cgt.TERM_NONPRIVATE, "--"), (cgt.TERM_PRIVATE, ":")):
        values = sp.lambdify(sym.n, rate.term(label).expr().subs(point), "numpy")(grid)
        ax.loglog(
            grid,
            np.broadcast_to(values, grid.shape),
            style,
            color="black",
            linewidth=1,
            label=f"bound term: {label} (with polylog)",
        )
    logs_free = float(rate.crossover(cgt.TERM_NONPRIVATE, cgt.TERM_PRIVATE, sym.n).subs(point))
    ax.axvline(
        logs_free,
        color="gray",
        linestyle="-.",
        linewidth=1,
        label=f"bound's crossover without logs, n = d/eps^2 = {logs_free:.3g}",
    )
    found = measured_crossover(data)
    if found is not None:
        ax.axvline(found, color="tab:red", linewidth=1, label=f"measured crossover n = {found:.3g}")
    ax.set_xlabel("n")
    ax.set_ylabel("excess population loss")
    ax.set_title(
        f"CGT-Thm4.10 on LinearBall: private vs non-private term (d = {CROSSOVER['d']:g}, "
        f"eps = {CROSSOVER['epsilon']:g}, {CROSSOVER['seeds']} seeds)",
        fontsize=8,
    )
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=6)
    lay_out(fig)
    return fig


def thm47_markdown(results: Sequence[cgt.InequalityResult]) -> str:
    """CGT-Thm4.7 evaluated on runs of Alg 1: mean excess and its one-sided 95% upper bound against the bound."""
    lines = [
        "| instance | n | epsilon | runs | mean excess | 95% upper | Thm 4.7 RHS (mean) | clipped | holds |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        lines.append(
            f"| {r.instance} | {r.n} | {r.epsilon:g} | {r.reps} | {r.mean_excess:.3g} | {r.excess_upper:.3g} | "
            f"{r.mean_rhs:.3g} | {r.clipped_fraction:g} | {'yes' if r.holds else 'NO'} |"
        )
    return "\n".join(lines) + "\n"


def _catalog() -> list[RateCheck]:
    return cgt.checks() + cgt.negative_controls()


def reads(full: bool = False) -> list[str]:
    """The rate checks whose samples :func:`make` reads by default (``reproduce`` starts it once they are
    finished): the catalog's checks and negative controls."""
    return [c.id for c in _catalog()]


def make(
    out_dir: Path | str,
    cache_dir: Path | str | None = None,
    checks: Sequence[RateCheck] | None = None,
    crossover_ns: Sequence[float] = CROSSOVER_NS,
) -> list[Path]:
    """The slope panels of ``checks`` (default: the catalog's checks and negative controls) and the crossover."""
    cache = SampleCache(cache_dir) if cache_dir is not None else None
    chosen = list(checks) if checks is not None else _catalog()
    results = [run_check(c, cache) for c in chosen]
    paths = save(
        slope_figure(results, "CGT rate checks (LinearBall worst case, Claim 4.2, Lem 4.3)"), out_dir, "cgt_rate_checks"
    )
    paths += save(crossover_figure(crossover_data(crossover_ns, cache_dir)), out_dir, "cgt_crossover")
    table = Path(out_dir) / "cgt_thm47_inequalities.md"
    table.write_text(thm47_markdown(cgt.thm47_inequalities()))
    return [*paths, table]
