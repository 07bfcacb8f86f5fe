"""Prior-work rates quoted by klt."""
