"""Prior-work rates quoted in the papers' comparisons, one module per quoting paper."""

from bounds.prior_work import cgt, erm, klt, lt, muabg

__all__ = ["cgt", "erm", "klt", "lt", "muabg"]
