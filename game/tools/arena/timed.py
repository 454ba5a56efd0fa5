"""A level by the clock: "hard@15" is hard's search without its budget of
evaluations, stopped by 15 s of this process's processor time a turn.

    python -m game arena hard@5 mcts:50000 --games 40 --jobs 1

The arena's levels otherwise search by budget, so that their games are the
same on any machine; a time is what a person gives a bot to think longer
(as an expert level would), and what the page's levels have.  Games by
the clock differ from one machine, and one load, to the next: processor time
leaves out the waits for a core, and --jobs 1 keeps the arena's own games
from sharing one.
"""

import contextlib
import time

from game.bot.search import UNBOUNDED, Clock

SEPARATOR = "@"


def parse(name, search):
    """(level, seconds) of "LEVEL@SECONDS", a level of ``search`` (a bot's SEARCH);
    None for a name without "@"; ValueError naming what is wrong."""
    if SEPARATOR not in name:
        return None
    level, seconds = name.split(SEPARATOR, 1)
    if level not in search:
        raise ValueError("%s: a level that searches goes before %r (%s), not %r"
                         % (name, SEPARATOR, ", ".join(search), level))
    try:
        value = float(seconds)
    except ValueError:
        value = 0.0
    if not value > 0:
        raise ValueError("%s: seconds a turn after %r, a number above 0, not %r" % (name, SEPARATOR, seconds))
    return level, value


class ProcessClock(Clock):
    """The bot's clock (game/bot/search.py Clock) on this process's processor time: on a
    machine shared with other work, wall-clock limits would weaken the bots by
    the load of the moment."""

    def __init__(self, time_limit):
        Clock.__init__(self, time_limit)
        self.limit = time_limit
        self.start = time.process_time()

    def used_ms(self):
        return (time.process_time() - self.start) * 1000


@contextlib.contextmanager
def unbudgeted(search, level):
    """``level``'s search settings (its budget first, as every bot's SEARCH has
    it) with no budget, while one turn is chosen."""
    kept = search[level]
    search[level] = (UNBOUNDED,) + tuple(kept[1:])
    try:
        yield
    finally:
        search[level] = kept


def player(name, bot):
    """The turn function of "LEVEL@SECONDS" for ``bot`` (a game's bot module:
    its SEARCH and choose_turn); None for a name without "@"."""
    parsed = parse(name, bot.SEARCH)
    if parsed is None:
        return None
    level, seconds = parsed

    def play(game, rng):
        with unbudgeted(bot.SEARCH, level):
            return bot.choose_turn(game, level, seed=rng.randrange(2 ** 30), clock=ProcessClock(seconds))
    return play
