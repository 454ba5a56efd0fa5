"""Does the bot keep its time limit?  Seconds per turn against the page's limits.

    .venv/bin/python -m game.tools.benches.limits [cpython|micropython|pyodide] [POSITIONS]

For every level and several board shapes (width x height x sub-moves) the bot
answers POSITIONS positions (default 10) with the page's time limit for that
level (game/bot/levels.py TIME_LIMITS): half openings (0 or 1 turn played), half
mid-games (turns played by the easy bot, so the marks form colonies as in a
real game).  Each answer is timed as the worker makes it: game/bot/worker.py
choose(record, ...), reading the record included.  The positions are made
here on CPython and the same ones are timed on every interpreter; micropython
and pyodide run in Node (game/tools/node/time_turns.mjs), each turn called from
JavaScript as the page's bot worker does.

Prints per level and shape the median and max seconds and max / limit.  The
goal is a max of at most 1.2 x the limit everywhere.  Timings, not a test:
on a busy machine the process waits for a core past the limit now and then,
so the load average is printed along (run it on an idle machine).
"""

import json
import os
import statistics
import subprocess
import sys
import time

from game import Game, Rules
from game.tools.build.serve import ROOT
from game.systems.classic import bot
from game.bot import worker as bot_worker
from game.bot.rng import Random
from game.bot.levels import TIME_LIMITS

SHAPES = [(10, 10, 3), (15, 15, 5), (25, 25, 9), (25, 3, 9), (3, 25, 1)]
GOAL = 1.2


def positions(count):
    """[(shape name, record, seed)]: count positions per shape, the game not over."""
    jobs = []
    for width, height, actions in SHAPES:
        shape = "%dx%dx%d" % (width, height, actions)
        made = 0
        number = 0
        while made < count:
            number += 1
            rng = Random(number * 1009 + width * 31 + height * 7 + actions)
            game = Game(Rules(width, height, actions))
            if made % 2 == 0:     # an opening
                turns, level = rng.randrange(2), None
            else:                 # a mid-game: easy plays both sides
                turns, level = 2 + rng.randrange(max(3, width * height // (3 * actions))), "easy"
            for turn in range(turns):
                if game.result is not None:
                    break
                if level is None:     # random sub-moves to the end of the turn
                    side = game.turn
                    while game.result is None and game.turn == side:
                        moves = game.legal_moves()
                        game.play(moves[rng.randrange(len(moves))])
                else:
                    for cell in bot.choose_turn(game, level, seed=number * 13 + turn):
                        game.play(cell)
            if game.result is None:
                jobs.append((shape, game.record(), number))
                made += 1
    return jobs


def run(runtime, jobs, limits):
    """["level shape seconds"] for every job and level."""
    if runtime != "cpython":
        output = subprocess.run(["node", os.path.join(ROOT, "game", "tools", "node", "time_turns.mjs"), runtime],
                                input=json.dumps({"limits": limits, "jobs": jobs}),
                                capture_output=True, text=True, check=True)
        return output.stdout.split("\n")
    lines = []
    for shape, record, seed in jobs:
        for level in ("easy", "medium", "hard"):
            start = time.perf_counter()
            bot_worker.choose(record, level, seed, limits[level])
            lines.append("%s %s %.4f" % (level, shape, time.perf_counter() - start))
    return lines


def main(runtime="cpython", count=10):
    if runtime not in ("cpython", "micropython", "pyodide"):
        sys.exit("usage: bench_limits.py [cpython|micropython|pyodide] [POSITIONS]")
    limits = TIME_LIMITS
    times = {}
    for line in run(runtime, positions(count), limits):
        if line.strip():
            level, shape, seconds = line.split()
            times.setdefault((level, shape), []).append(float(seconds))
    print("%s, %d positions per shape (half openings, half mid-games), load average %.1f"
          % (runtime, count, os.getloadavg()[0]))
    print("%-7s %-8s %6s %8s %8s %10s" % ("level", "shape", "limit", "median", "max", "max/limit"))
    worst = 0
    for level in ("easy", "medium", "hard"):
        for width, height, actions in SHAPES:
            shape = "%dx%dx%d" % (width, height, actions)
            seconds = times[(level, shape)]
            ratio = max(seconds) / limits[level]
            worst = max(worst, ratio)
            print("%-7s %-8s %6.2f %8.3f %8.3f %9.2f%s" % (
                level, shape, limits[level], statistics.median(seconds), max(seconds), ratio,
                "  over %.1fx" % GOAL if ratio > GOAL else ""))
    print("worst max/limit: %.2f (goal: at most %.1f)" % (worst, GOAL))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "cpython", int(sys.argv[2]) if len(sys.argv) > 2 else 10)
