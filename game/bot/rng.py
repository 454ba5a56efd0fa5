"""Seeded random numbers that are the same on CPython, Pyodide and MicroPython.

MicroPython has no ``random.Random``, and the bot must pick the very same
turn for the same seed on every interpreter the page runs, so it draws its
tie-breaks from this small linear congruential generator (the one of
java.util.Random: 48 bits of state, the top 31 used).
"""

import time

_MULTIPLIER = 0x5DEECE66D
_INCREMENT = 0xB
_MASK = (1 << 48) - 1


class Random:
    """``Random(seed).random()`` -> a float in [0, 1); ``randrange(n)`` -> 0..n-1."""

    def __init__(self, seed=None):
        if seed is None:
            seed = time.time_ns() if hasattr(time, "time_ns") else int(time.time() * 1e9)
        self.state = (int(seed) ^ _MULTIPLIER) & _MASK

    def _next(self):
        self.state = (self.state * _MULTIPLIER + _INCREMENT) & _MASK
        return self.state >> 17

    def random(self):
        return self._next() / 2147483648.0

    def randrange(self, n):
        if n <= 0:
            raise ValueError("randrange needs a positive bound, not %r" % n)
        return self._next() % n
