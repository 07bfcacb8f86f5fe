"""Prior-work rates quoted by muabg."""
