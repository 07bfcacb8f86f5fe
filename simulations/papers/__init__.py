"""One subpackage per paper: its instances, algorithms and rate checks."""
