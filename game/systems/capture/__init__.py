"""The capture game «Вирусы», seed 003 (RULES.md §4): marks taken by surrounding them."""

ORDER = 3
