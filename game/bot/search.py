"""What every bot's search shares: a clock that only time-limited searches look
at, and a sort that every interpreter does the same way.  Portable to
MicroPython (no time.monotonic there, a wrapping tick counter instead)."""

import time

if hasattr(time, "ticks_ms"):    # MicroPython: no time.monotonic, a wrapping tick counter
    milliseconds = time.ticks_ms

    def elapsed_ms(start):
        return time.ticks_diff(time.ticks_ms(), start)
else:
    def milliseconds():
        return time.monotonic() * 1000

    def elapsed_ms(start):
        return milliseconds() - start


class Clock:
    """A deadline that only time-limited searches look at."""

    def __init__(self, time_limit):
        self.limit_ms = None if time_limit is None else time_limit * 1000
        self.start = milliseconds()

    def expired(self, share=1):
        """True once ``share`` of the time limit has gone; never without a limit."""
        return self.limit_ms is not None and elapsed_ms(self.start) > self.limit_ms * share


def best_first(ranked):
    """``ranked`` (score, ...) tuples sorted by score, best first, equal scores in
    the order given: MicroPython's sort is not stable, and every interpreter must
    pick the same turn."""
    keyed = [(-item[0], number, item) for number, item in enumerate(ranked)]
    keyed.sort()
    return [item for score, number, item in keyed]
