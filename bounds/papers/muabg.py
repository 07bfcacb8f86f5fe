"""muabg: encoded results (filled in per paper)."""
