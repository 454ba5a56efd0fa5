"""Virus and bases, seed 004 (RULES.md §3): 2 to 30 players, bases instead of killed marks."""

ORDER = 2
