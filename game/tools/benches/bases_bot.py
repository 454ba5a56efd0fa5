"""Does the virus-and-bases bot keep the page's time limits?  Seconds per turn.

    .venv/bin/python -m game.tools.benches.bases_bot [POSITIONS] [--many] [--cpu]
    node game/tools/node/run_python.mjs micropython game/tools/benches/bases_bot.py
    node game/tools/node/run_python.mjs pyodide game/tools/benches/bases_bot.py

For each level and board shape (width x height x players x sub-moves) the bot
(game/bot/bases.py) answers POSITIONS positions (default 4) with the level's time
limit (game/bot/levels.py TIME_LIMITS): the first turn, then mid-games the easy bot
played for every side without a time limit, so the same positions on every
interpreter.  Prints per level and shape the median and the worst seconds and
worst / limit; the goal is at most 1.2 x the limit.  Timings, not a test: on
a busy machine a process waits for a core now and then (compare the load).
``--many``: games of 5, 8, 16 and 30 players on 25x25 instead (issue 22: the
goal there is 1.05).  ``--cpu`` (CPython): the bots keep the limit in
processor time, as on a quiet machine (game/tools/benches/shapes.py).
"""

import sys
import time

from game.bot import bases as bases_bot
from game import Game, Rules
from game.bot.search import elapsed_ms, milliseconds
from game.bot.levels import LEVELS, TIME_LIMITS
from game.tools.benches.shapes import ProcessClock

SHAPES = [(10, 10, 3, 3), (10, 10, 2, 3), (15, 15, 4, 5), (25, 25, 4, 9), (25, 25, 2, 9)]
MANY = [(25, 25, 5, 3), (25, 25, 8, 3), (25, 25, 16, 3), (25, 25, 30, 3)]
GOAL = 1.2


def positions(width, height, players, actions, count):
    """``count`` games not over: the first turn, then the easy bot's mid-games."""
    games = []
    number = 0
    while len(games) < count:
        game = Game(Rules(width, height, actions, game="bases", players=players))
        turns = number * (width * height // (3 * actions * players) + 1)
        for turn in range(turns):
            if game.result is not None:
                break
            for cell in bases_bot.choose_turn(game, "easy", seed=number * 13 + turn):
                game.play(cell)
        if game.result is None:
            games.append(game)
        number += 1
    return games


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def main(count, shapes=SHAPES, cpu=False):
    print("%s, %d positions per shape, %s" % (sys.implementation.name, count,
                                              "processor time" if cpu else "wall clock"))
    print("%-7s %-10s %6s %8s %8s %10s" % ("level", "shape", "limit", "median", "worst", "worst/limit"))
    worst_ratio = 0
    for width, height, players, actions in shapes:
        shape = "%dx%dx%dx%d" % (width, height, players, actions)
        games = positions(width, height, players, actions, count)
        for level in LEVELS:
            limit = TIME_LIMITS[level]
            seconds = []
            for number, game in enumerate(games):
                start, start_cpu = milliseconds(), time.process_time() if cpu else 0
                bases_bot.choose_turn(game, level, seed=number, time_limit=limit,
                                      clock=ProcessClock(limit) if cpu else None)
                seconds.append(time.process_time() - start_cpu if cpu else elapsed_ms(start) / 1000)
            ratio = max(seconds) / limit
            worst_ratio = max(worst_ratio, ratio)
            print("%-7s %-10s %6.2f %8.3f %8.3f %10.2f%s" % (
                level, shape, limit, median(seconds), max(seconds), ratio,
                "  over %.1fx" % GOAL if ratio > GOAL else ""))
    print("worst / limit: %.2f (goal: at most %.1f)" % (worst_ratio, GOAL))


if __name__ == "__main__":
    numbers = [int(arg) for arg in sys.argv[1:] if not arg.startswith("--")]
    main(numbers[0] if numbers else 4, MANY if "--many" in sys.argv else SHAPES, "--cpu" in sys.argv)
