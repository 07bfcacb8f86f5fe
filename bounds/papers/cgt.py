"""cgt: encoded results (filled in per paper)."""
