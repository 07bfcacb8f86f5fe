"""Prior-work rates quoted by cgt."""
