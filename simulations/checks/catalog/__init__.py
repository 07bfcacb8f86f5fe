"""The rate checks of each paper, as :class:`~simulations.checks.ratecheck.RateCheck` objects."""
