"""lt: encoded results (filled in per paper)."""
