"""Shared figure pieces: rate-check slope panels, regime maps, and saving as PDF and PNG.

Every figure module draws through these functions so that all rate-check figures look alike: measured means
with a 95% band over seeds on log-log axes, the fitted slope, and the theorem's line anchored at the geometric
middle of the sweep.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.axis as maxis
import matplotlib.pyplot as plt
import numpy as np
import sympy as sp
from matplotlib import ticker

from bounds.rate import Rate
from simulations.checks.fit import SlopeFit
from simulations.checks.ratecheck import CheckResult

#: what ``reproduce`` draws its figures under (:func:`drawing_style`): titles at the top of their axes, since no figure
#: here puts ticks or labels above an axes; an automatic title position has matplotlib measure every sibling's top
#: tick labels at each draw (a sixth of a check figure's time). The figures are the same with or without it.
DRAWING_STYLE = {"axes.titley": 1.0}


def drawing_style() -> contextlib.AbstractContextManager:
    """A context in which figures are drawn as :data:`DRAWING_STYLE` says (matplotlib's settings are restored after)."""
    return plt.rc_context(DRAWING_STYLE)


def save(fig: plt.Figure, out_dir: Path | str, name: str) -> list[Path]:
    """Write ``name.pdf`` and ``name.png`` into ``out_dir`` (created if needed) and close the figure."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    paths = [out / f"{name}.pdf", out / f"{name}.png"]
    _freeze_ticks(fig)
    # the tight box is laid out once for both files (each bbox_inches="tight" would draw the figure an extra time)
    box = fig.get_tightbbox(fig.canvas.get_renderer()).padded(0.1)
    # laid out already: with the place-holder engine that ``tight_layout`` leaves, each file would draw the figure
    # once more, invisibly, before drawing it (a third of the time saving took with it)
    fig.set_layout_engine(None)
    fig.savefig(paths[0], bbox_inches=box, metadata={"CreationDate": None})  # the same bytes from every run
    fig.savefig(paths[1], bbox_inches=box, dpi=130)
    plt.close(fig)
    return paths


def lay_out(fig: plt.Figure) -> None:
    """``fig.tight_layout()`` for a finished figure, measuring only the ticks in view: its ticks are fixed for the
    layout (:func:`_freeze_ticks`; log locators return about twice as many as are drawn, and each tick artist is a
    millisecond to build), then given back their locators and formatters, which :func:`save` runs again at the
    laid-out size (the number of ticks depends on an axis's length). The layout measures what matplotlib's own
    measures, the ticks of the size before it. Log axes still on matplotlib's default labels are given
    :class:`PlainLogFormatter`'s first: the same ticks and text, without the mathtext that every file's renderer
    parses anew."""
    for ax in fig.axes:
        for axis in (ax.xaxis, ax.yaxis):
            if axis.isDefault_majfmt and axis.isDefault_minfmt:
                _plain_log_labels(axis, default=True)
    tickers = [(axis, _ticking(axis)) for ax in fig.axes for axis in (ax.xaxis, ax.yaxis)]
    _freeze_ticks(fig)
    fig.tight_layout()
    # in reverse: axes shared with an earlier one share its locators and formatters, which were fixed through it
    for axis, ticking in reversed(tickers):
        _restore(axis, ticking)


_TICKING = ("isDefault_majloc", "isDefault_minloc", "isDefault_majfmt", "isDefault_minfmt")


def _ticking(axis: maxis.Axis) -> tuple:
    """An axis's locators and formatters, and its flags of which are matplotlib's defaults."""
    parts = (axis.major.locator, axis.major.formatter, axis.minor.locator, axis.minor.formatter)
    return parts, tuple(getattr(axis, flag) for flag in _TICKING)


def _restore(axis: maxis.Axis, ticking: tuple) -> None:
    """Put back what :func:`_ticking` read (the objects themselves, untouched by fixing the ticks)."""
    (axis.major.locator, axis.major.formatter, axis.minor.locator, axis.minor.formatter), flags = ticking
    for flag, value in zip(_TICKING, flags, strict=True):
        setattr(axis, flag, value)
    axis.stale = True


def _freeze_ticks(fig: plt.Figure) -> None:
    """Fix every axis's tick positions and labels at those of its current limits and size, keeping the ticks in
    view: the same ticks drawn, but the box and the two files no longer run the locators and formatters again (on
    log axes, with minor labels, a fifth of the drawing). Labels are formatted with every position the locator
    gave, as matplotlib formats them (a linear axis's offset and precision depend on them)."""
    for ax in fig.axes:
        for axis in (ax.xaxis, ax.yaxis):
            major, minor = axis.get_majorticklocs(), axis.get_minorticklocs()
            shown_major, shown_minor = _in_view(axis, major), _in_view(axis, minor)
            major_labels = _fixed_labels(axis.get_major_formatter(), major, shown_major)
            minor_labels = _fixed_labels(axis.get_minor_formatter(), minor, shown_minor)
            axis.set_major_locator(ticker.FixedLocator(major[shown_major]))
            axis.set_minor_locator(ticker.FixedLocator(minor[shown_minor]))
            axis.set_major_formatter(major_labels)
            axis.set_minor_formatter(minor_labels)


def _in_view(axis: maxis.Axis, locs: np.ndarray) -> np.ndarray:
    """Which of ``locs`` lie in the axis's view, in its scale's coordinates, with a margin of a millionth of the view
    (matplotlib draws a tick within a ten-billionth of the view's ends: every tick it draws is kept)."""
    transform = axis.get_transform()
    low, high = sorted(transform.transform(np.asarray(axis.get_view_interval(), dtype=float)))
    where = transform.transform(np.asarray(locs, dtype=float))
    slack = 1e-6 * (high - low)
    return (where >= low - slack) & (where <= high + slack)


def _fixed_labels(formatter: ticker.Formatter, locs: np.ndarray, shown: np.ndarray) -> ticker.FixedFormatter:
    """The labels ``formatter`` gives the positions of ``locs`` that ``shown`` keeps, formatted with all of them, and
    its offset (a linear axis's "1e6" in its corner)."""
    labels = formatter.format_ticks(locs)
    fixed = ticker.FixedFormatter([label for label, keep in zip(labels, shown, strict=True) if keep])
    fixed.set_offset_string(formatter.get_offset())
    return fixed


_SUPERSCRIPT = str.maketrans("-0123456789", "\u207b\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079")


class PlainLogFormatter(ticker.LogFormatter):
    """Log-axis labels ``2×10⁻¹`` in plain Unicode text: the same ticks as matplotlib's default log labels, without
    its mathtext, whose parsing took a third of the time of drawing a slope figure."""

    def _num_to_string(self, x: float, vmin: float, vmax: float) -> str:
        exponent = int(np.floor(np.log10(x) + 1e-9))
        coeff = round(x / 10.0**exponent, 6)
        power = f"10{str(exponent).translate(_SUPERSCRIPT)}"
        return power if coeff == 1 else f"{coeff:g}×{power}"


def log_labels(ax: plt.Axes) -> None:
    """Label the log axes of ``ax`` with :class:`PlainLogFormatter` (major and minor ticks)."""
    for axis in (ax.xaxis, ax.yaxis):
        _plain_log_labels(axis)


def _plain_log_labels(axis: maxis.Axis, default: bool = False) -> None:
    """Give a log axis :class:`PlainLogFormatter`'s labels, with matplotlib's default thresholds for minor labels;
    with ``default`` they stay marked as the axis's defaults, which a later change of scale replaces."""
    if axis.get_scale() != "log":
        return
    axis.set_major_formatter(PlainLogFormatter())
    axis.set_minor_formatter(PlainLogFormatter(labelOnlyBase=False, minor_thresholds=(1, 0.4)))
    if default:
        axis.isDefault_majfmt = axis.isDefault_minfmt = True


def power_line(ax: plt.Axes, x: np.ndarray, y: np.ndarray, slope: float, style: str = "-", **kw) -> None:
    """The line of log-log ``slope`` through the geometric mean of the points (x, y)."""
    mid, anchor = np.exp(np.log(x).mean()), np.exp(np.log(y).mean())
    ax.loglog(x, anchor * (x / mid) ** slope, style, **kw)


def mean_band(
    ax: plt.Axes, x: np.ndarray, samples: np.ndarray, label: str, color: str | None = None
) -> tuple[np.ndarray, str]:
    """Mean over seeds (the columns of ``samples``) with a 95% band of the mean; returns the mean and its colour."""
    mean = samples.mean(axis=1)
    half = 1.96 * samples.std(axis=1, ddof=1) / np.sqrt(samples.shape[1])
    line = ax.loglog(x, mean, "o", color=color, label=label)[0]
    ax.fill_between(x, np.maximum(mean - half, mean * 1e-3), mean + half, color=line.get_color(), alpha=0.25, lw=0)
    return mean, line.get_color()


def fit_label(fit: SlopeFit) -> str:
    return f"fit {fit.slope:+.2f} [{fit.ci_low:+.2f}, {fit.ci_high:+.2f}]"


def slope_panel(ax: plt.Axes, result: CheckResult, label: str | None = None, color: str | None = None) -> None:
    """Measured mean +- a 95% band of the mean over seeds, the fitted line and the predicted line."""
    x = np.asarray(result.values, dtype=float)
    mean, used = mean_band(ax, x, np.asarray(result.samples, dtype=float), label or "measured", color)
    power_line(ax, x, mean, result.fit.slope, color=used, label=fit_label(result.fit))
    power_line(
        ax,
        x,
        mean,
        result.reference_slope,
        "--",
        color="black",
        linewidth=1,
        label=f"theorem {result.reference_slope:+.2f}",
    )
    ax.set_xlabel(result.swept)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=7)
    log_labels(ax)


def slope_figure(results: Sequence[CheckResult], title: str, ncols: int = 3) -> plt.Figure:
    """One slope panel per check result."""
    if not results:
        raise ValueError("slope_figure needs at least one result")
    ncols = min(ncols, len(results))
    nrows = -(-len(results) // ncols)
    fig, axes = plt.subplots(nrows, ncols, figsize=(4.2 * ncols, 3.4 * nrows), squeeze=False)
    for ax, result in zip(axes.flat, results, strict=False):
        slope_panel(ax, result)
        ax.set_title(f"{result.name}\n{result.verdict}", fontsize=8)
    for ax in list(axes.flat)[len(results) :]:
        ax.set_visible(False)
    fig.suptitle(title, fontsize=10)
    lay_out(fig)
    return fig


def regime_map_figure(
    rate: Rate,
    x_var: sp.Symbol,
    x_values: Sequence[float],
    y_var: sp.Symbol,
    y_values: Sequence[float],
    point: dict[sp.Symbol, float],
    title: str,
) -> plt.Figure:
    """Which term of ``rate`` dominates over a log-spaced grid of two variables."""
    grid = rate.regime_map(x_var, x_values, y_var, y_values, point)
    labels = [t.label for t in rate.terms]
    index = np.array([[labels.index(c) for c in row] for row in grid])
    fig, ax = plt.subplots(figsize=(5.2, 4.0))
    cmap = plt.get_cmap("tab10", len(labels))
    # rasterized: thousands of cells as one image in the PDF, not one path each
    ax.pcolormesh(
        x_values, y_values, index, cmap=cmap, vmin=-0.5, vmax=len(labels) - 0.5, shading="nearest", rasterized=True
    )
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel(str(x_var))
    ax.set_ylabel(str(y_var))
    handles = [plt.Rectangle((0, 0), 1, 1, color=cmap(i)) for i in range(len(labels))]
    # where "best" ends on a map that fills the axes, without its search over every cell at every draw
    ax.legend(handles, labels, fontsize=7, loc="upper right")
    ax.set_title(title, fontsize=9)
    lay_out(fig)
    return fig
