"""Prior-work rates quoted by lt."""
