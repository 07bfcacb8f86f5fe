"""klt: encoded results (filled in per paper)."""
