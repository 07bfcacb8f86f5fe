"""Explore a rate in a notebook: sliders over its parameters (ipywidgets, the optional extra ``ratekit[widgets]``)
that redraw the regime map, name the dominant term and compare with a prior-work rate; without ipywidgets, the
same view once, at the given point, as a static figure.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Mapping

import matplotlib.pyplot as plt
import numpy as np
import sympy as sp

from bounds.theorem import Theorem
from paper_figures.plotting import regime_map_figure


def widgets_available() -> bool:
    """Whether ipywidgets is installed."""
    return importlib.util.find_spec("ipywidgets") is not None


def view(
    theorem: Theorem,
    point: Mapping[sp.Symbol, float],
    axes: tuple[sp.Symbol, sp.Symbol],
    prior: Theorem | None = None,
) -> tuple[plt.Figure, str]:
    """The regime map of ``theorem``'s rate over ``axes`` (two decades either side of the point) and a line naming
    the dominant term at ``point`` and, with ``prior``, the ratio of the two rates there."""
    x, y = axes
    xs = np.geomspace(point[x] / 100, point[x] * 100, 60)
    ys = np.geomspace(point[y] / 100, point[y] * 100, 60)
    fig = regime_map_figure(theorem.rate, x, xs, y, ys, dict(point), f"{theorem.key}: dominant term")
    ax = fig.axes[0]
    ax.plot([point[x]], [point[y]], "k*", ms=10)
    term = theorem.rate.dominant(dict(point))
    line = f"at this point the dominant term of {theorem.key} is {term.label!r} ({term.monomial})"
    if prior is not None:
        ratio = theorem.rate.evaluate(dict(point)) / prior.rate.evaluate(dict(point))
        line += f"; {theorem.key} / {prior.key} = {ratio:.3g}"
    return fig, line


def explore(
    theorem: Theorem,
    point: Mapping[sp.Symbol, float],
    axes: tuple[sp.Symbol, sp.Symbol],
    prior: Theorem | None = None,
    interactive: bool | None = None,
):
    """Sliders (log scale, four decades) over every symbol of ``point`` that redraw :func:`view`, when ipywidgets is
    installed (or ``interactive`` is True); otherwise the static view at ``point``. Returns the widget, or the
    figure."""
    if interactive is None:
        interactive = widgets_available()
    if not interactive:
        fig, line = view(theorem, point, axes, prior)
        print(line)
        return fig
    import ipywidgets as w

    sliders = {
        sym.name: w.FloatLogSlider(
            value=value, base=10, min=np.log10(value) - 2, max=np.log10(value) + 2, step=0.1, description=sym.name
        )
        for sym, value in point.items()
    }
    by_name = {sym.name: sym for sym in point}

    def redraw(**values: float) -> None:
        _, line = view(theorem, {by_name[k]: v for k, v in values.items()}, axes, prior)
        print(line)
        plt.show()

    return w.interactive(redraw, **sliders)
