"""Does the capture game's bot keep its time limit on the biggest board?

    .venv/bin/python -m game.tools.benches.capture_bot [POSITIONS] [--actions K ...]

For every level the bot (game/systems/capture/bot.py) answers POSITIONS positions
(default 10) of 25x25 capture games with the page's time limit for that
level (game/bot/levels.py TIME_LIMITS), under both scorings: half openings (no
turn or one turn played), half mid-games (turns played by the easy bot).
Prints per level the median and worst seconds per turn against the limit,
the worst CPU seconds this process spent on a turn, and the load average:
on a busy machine the process waits for a core, past the limit now and
then, and its clock runs while it waits.  Timings, not a test: CPython here; the page's
interpreters run the same code two to four times slower, and the clock is
looked at in every loop, so they stop at the limit too.
"""

import argparse
import os
import statistics
import time

from game import Game, Rules
from game.systems.capture import bot as capture_bot
from game.bot.levels import QUICK_LEVELS, TIME_LIMITS
from game.bot.rng import Random


def positions(count, actions, size=25):
    """[(game, seed)]: ``count`` positions not yet over, both scorings in turn."""
    found = []
    number = 0
    while len(found) < count:
        number += 1
        rng = Random(number * 1009 + actions)
        scoring = ("marks", "territory")[number % 2]
        game = Game(Rules(size, size, actions, game="capture", scoring=scoring))
        turns = rng.randrange(2) if len(found) % 2 == 0 else 4 + rng.randrange(size * size // (4 * actions))
        for turn in range(turns):
            if game.result is not None:
                break
            for cell in capture_bot.choose_turn(game, "easy", seed=number * 13 + turn):
                game.play(cell)
        if game.result is None:
            found.append((game, number))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("positions", type=int, nargs="?", default=10)
    parser.add_argument("--actions", type=int, nargs="+", default=[3, 9])
    options = parser.parse_args()
    print("%-7s %-9s %8s %9s %8s %12s %9s" % ("level", "board", "limit s", "median s", "worst s",
                                              "worst/limit", "worst CPU"))
    for actions in options.actions:
        jobs = positions(options.positions, actions)
        for level in QUICK_LEVELS:
            limit = TIME_LIMITS[level]
            times = []
            cpu = []
            for game, seed in jobs:
                start, start_cpu = time.perf_counter(), time.process_time()
                capture_bot.choose_turn(game, level, seed=seed, time_limit=limit)
                times.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
            print("%-7s %-9s %8.2f %9.3f %8.3f %11.2fx %9.3f" % (
                level, "25x25x%d" % actions, limit, statistics.median(times), max(times),
                max(times) / limit, max(cpu)))
    print("load average %.1f %.1f %.1f" % os.getloadavg())


if __name__ == "__main__":
    main()
