"""A worked ratekit paper plugin, installable on its own: private empirical risk minimization by noisy gradient
descent (Bassily, Smith, Thakurta 2014, :mod:`ratekit_erm.bst14`) and its population counterpart (Bassily,
Feldman, Talwar, Thakurta 2019, :mod:`ratekit_erm.bftt19`).

Each paper is one folder: ``__init__.py`` declares the :class:`~bounds.paper.Paper`, ``statements.py`` encodes the
statements with their settings, derivations and privacy claims, ``checks.py`` the rate checks and their negative
controls, ``figures.py`` a figure. ``symbols.py`` declares the symbols that ratekit's shared vocabulary lacks.
"""
