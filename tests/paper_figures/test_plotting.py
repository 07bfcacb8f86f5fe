"""Saving a figure: the same bytes from every run, and the same ticks and labels as matplotlib's own."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

from paper_figures.plotting import lay_out, log_labels, save


def _figure() -> plt.Figure:
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.loglog(np.geomspace(1, 1e3, 5), np.geomspace(1, 1e-2, 5), "o-")
    ax.grid(True, which="both")
    log_labels(ax)
    ax.set_title("a title")
    fig.tight_layout()
    return fig


def test_a_saved_figure_is_the_same_bytes_every_time(tmp_path):
    first = save(_figure(), tmp_path / "a", "f")
    second = save(_figure(), tmp_path / "b", "f")
    for one, other in zip(first, second, strict=True):
        assert one.read_bytes() == other.read_bytes(), one.name


def test_fixing_the_ticks_draws_what_matplotlib_draws(tmp_path):
    """save() fixes each axis's ticks and labels before drawing the box and the files; the PNG must be the one
    matplotlib draws with its own locators and formatters."""
    fixed = save(_figure(), tmp_path, "fixed")[1]
    fig = _figure()
    box = fig.get_tightbbox(fig.canvas.get_renderer()).padded(0.1)
    fig.savefig(tmp_path / "own.png", bbox_inches=box, dpi=130)
    plt.close(fig)
    assert fixed.read_bytes() == (tmp_path / "own.png").read_bytes()


def test_saving_draws_the_figure_once_per_file(tmp_path, monkeypatch):
    """A figure laid out by tight_layout keeps a place-holder layout engine, with which matplotlib draws the figure
    once more, invisibly, before each file; save() draws it exactly once per file (PDF and PNG)."""
    draws = []
    original = plt.Figure.draw
    monkeypatch.setattr(plt.Figure, "draw", lambda fig, renderer: draws.append(1) or original(fig, renderer))
    save(_figure(), tmp_path, "once")
    assert len(draws) == 2
    # the control: matplotlib's own saving of the same figure draws it twice per file
    draws.clear()
    fig = _figure()
    fig.savefig(tmp_path / "own.png", bbox_inches=fig.get_tightbbox(fig.canvas.get_renderer()).padded(0.1))
    plt.close(fig)
    assert len(draws) == 2


def _panels(layout) -> plt.Figure:
    """Three panels sharing x, linear and log, whose automatic ticks depend on each axis's length."""
    fig, axes = plt.subplots(3, 1, figsize=(8.0, 8.4), sharex=True)
    steps = np.arange(600)
    axes[0].plot(steps, np.sin(steps / 40.0))
    axes[1].semilogy(steps, np.exp(-steps / 90.0) + 1e-9)
    axes[2].plot(steps, 600.0 * steps + 50.0 * np.sin(steps))
    axes[2].set_ylabel("samples used")
    log_labels(axes[1])
    layout(fig)
    return fig


def test_laying_out_draws_what_tight_layout_draws_with_fewer_tick_artists(tmp_path):
    """lay_out() measures the ticks in view only, then gives the axes back their locators: the files are those of
    matplotlib's tight_layout (whose ticks depend on the laid-out axes' lengths), with fewer tick artists built."""
    ours, theirs = _panels(lay_out), _panels(plt.Figure.tight_layout)
    built = [len(fig.axes[1].yaxis.minorTicks) for fig in (ours, theirs)]  # the log axis's tick artists
    ours_files, theirs_files = save(ours, tmp_path / "ours", "f"), save(theirs, tmp_path / "theirs", "f")
    for one, other in zip(ours_files, theirs_files, strict=True):
        assert one.read_bytes() == other.read_bytes(), one.name
    assert built[0] < built[1]


def test_laying_out_gives_default_log_labels_the_plain_text_of_slope_panels(tmp_path):
    """A log axis left on matplotlib's labels gets PlainLogFormatter's from lay_out(): the same ticks, no mathtext,
    the files those of log_labels() called by hand; the labels stay defaults, so a linear scale set afterwards gets
    matplotlib's own again. An axis given its own labels keeps them."""

    def plain(fig: plt.Figure) -> plt.Figure:
        log_labels(fig.axes[0])
        lay_out(fig)
        return fig

    def figure(layout) -> plt.Figure:
        fig, ax = plt.subplots(figsize=(4, 3))
        ax.loglog(np.geomspace(1, 1e3, 5), np.geomspace(2, 1e-2, 5), "o-")
        layout(fig)
        return fig

    ours, by_hand = figure(lay_out), figure(plain)
    labels = [t.get_text() for t in ours.axes[0].yaxis.get_ticklabels(which="both")]
    assert labels and not any("$" in label for label in labels) and "10⁻²" in labels
    for one, other in zip(save(ours, tmp_path / "a", "f"), save(by_hand, tmp_path / "b", "f"), strict=True):
        assert one.read_bytes() == other.read_bytes(), one.name
    fig = figure(lay_out)
    fig.axes[0].set_xscale("linear")
    assert type(fig.axes[0].xaxis.get_major_formatter()) is matplotlib.ticker.ScalarFormatter
    plt.close(fig)
    fig, ax = plt.subplots()
    ax.loglog([1, 10, 100], [1, 10, 100])
    own = matplotlib.ticker.LogFormatterSciNotation()
    ax.yaxis.set_major_formatter(own)
    lay_out(fig)
    assert ax.yaxis.get_major_formatter() is own
    plt.close(fig)
