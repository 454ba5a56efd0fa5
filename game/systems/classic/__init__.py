"""The classic game of seed 001 (RULES.md §2): two colonies of crosses and noughts."""

ORDER = 1
