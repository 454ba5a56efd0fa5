"""Do the bots keep the page's time limits on boards with a shape?  Seconds per turn.

    .venv/bin/python -m game.tools.benches.shapes [RANDOM_SHAPES] [POSITIONS] [--cpu]
    node game/tools/node/run_python.mjs micropython game/tools/benches/shapes.py

Every bot (classic, bases for 3, capture) at every level answers POSITIONS
positions (default 3: the first turn, then mid-games the easy bot played) on
each preset shape (game/rules/shapes.py) meant for its game and on
RANDOM_SHAPES random ones (default 20: up to a third of a 10x10 to 20x20
rectangle off the board, the same after a half turn, starts in opposite
corners of the shape), with the level's time limit.  Prints the worst seconds
and worst / limit per game and level, and the worst of all; the goal is at
most 1.05 x the limit.  Timings, not a test: the bots' clock is the wall
clock, as in the page, and on a busy machine a process waits for a core now
and then, past the limit.  With --cpu (CPython) the bots keep the limit in
this process's processor time instead, and the worst is in processor time:
what a quiet machine's wall clock would show, whatever the load.  The worst
processor seconds and the load average are printed either way.
"""

import sys
import time

try:
    import os
except ImportError:    # a MicroPython built without it
    os = None

from game import Game, Rules
from game.systems.bases import bot as bases_bot
from game.systems.capture import bot as capture_bot
from game.systems.classic import bot as classic_bot
from game.bot.levels import QUICK_LEVELS, TIME_LIMITS
from game.bot.rng import Random
from game.bot.search import Clock, elapsed_ms, milliseconds
from game.systems.capture.rules import sides_of
from game.rules.shapes import SHAPES, rules_for

GOAL = 1.05
GAMES = (("classic", 2, classic_bot), ("bases", 3, bases_bot), ("capture", 2, capture_bot))


def random_shape(rng, game, players):
    """Rules on a random shape, the same after a half turn, or None if its starts do not fit."""
    width, height = 10 + rng.randrange(11), 10 + rng.randrange(11)
    frame = Rules(width, height).geometry
    holes = []
    for _ in range(rng.randrange(width * height // 6)):
        col, row = rng.randrange(width), rng.randrange(height)
        for col, row in ((col, row), (width - 1 - col, height - 1 - row)):
            holes.append(frame.name(frame.bit(col, row)))
    board = frame.full
    for name in holes:
        board &= ~frame.parse(name)
    # the starts: the board's cells nearest the rectangle's corners, in pairs a half turn apart
    corners = []
    for col, row in ((0, 0), (width - 1, 0)):
        for distance in range(width + height):
            found = [(c, r) for c in range(width) for r in range(height)
                     if abs(c - col) + abs(r - row) == distance and board & frame.bit(c, r)
                     and (game != "capture" or
                          len(frame.bits(sides_of(frame, frame.bit(c, r)) & board)) <= 2)]
            if found:
                c, r = found[0]
                corners += [(c, r), (width - 1 - c, height - 1 - r)]
                break
    if len(corners) < 4 or len(set(corners)) < 4:
        return None
    x, o, t, s = [frame.name(frame.bit(c, r)) for c, r in corners]
    starts = (x, o, t, s) if game == "capture" else (x, o, t, s)[:players]
    try:
        return Rules(width, height, 3, starts, game=game, players=players, holes=holes)
    except ValueError:
        return None


def positions(rules, bot, count):
    games = []
    number = 0
    while len(games) < count and number < 4 * count:
        game = Game(rules)
        turns = number * (len(rules.geometry.cells) // (3 * rules.actions * rules.players) + 1)
        for turn in range(turns):
            if game.result is not None:
                break
            for cell in bot.choose_turn(game, "easy", seed=number * 13 + turn):
                game.play(cell)
        if game.result is None:
            games.append(game)
        number += 1
    return games


def _cpu():
    """This process's processor seconds, or None where there is no such clock (MicroPython)."""
    return time.process_time() if hasattr(time, "process_time") else None


class ProcessClock(Clock):
    """The bots' clock on this process's processor time (as game/tools/arena/pairing.py's, which
    is not portable): with --cpu the bots stop by it, as they would by the wall
    clock on a quiet machine."""

    def __init__(self, time_limit):
        Clock.__init__(self, time_limit)
        self.start = time.process_time()

    def used_ms(self):
        return (time.process_time() - self.start) * 1000


def main(random_shapes, count, cpu=False):
    print("%s, the presets and %d random shapes, %d positions each, the bots' clock: %s" % (
        sys.implementation.name, random_shapes, count, "processor time" if cpu else "wall clock"))
    print("%-8s %-7s %6s %10s %10s %11s" % ("game", "level", "limit", "worst wall", "worst CPU",
                                            "worst/limit"))
    rng = Random(2026)
    worst_of_all = 0
    for game, players, bot in GAMES:
        boards = [rules_for(shape.name, game=game, players=players) for shape in SHAPES
                  if shape.games is None or game in shape.games]
        while len(boards) < len(SHAPES) + random_shapes:
            rules = random_shape(rng, game, players)
            if rules is not None:
                boards.append(rules)
        games = [position for rules in boards for position in positions(rules, bot, count)]
        for level in QUICK_LEVELS:
            limit = TIME_LIMITS[level]
            worst = worst_cpu = 0
            for number, position in enumerate(games):
                start, start_cpu = milliseconds(), _cpu()
                bot.choose_turn(position, level, seed=number, time_limit=limit,
                                clock=ProcessClock(limit) if cpu else None)
                worst = max(worst, elapsed_ms(start) / 1000)
                if start_cpu is not None:
                    worst_cpu = max(worst_cpu, _cpu() - start_cpu)
            ratio = (worst_cpu if cpu else worst) / limit     # by the clock the bots kept
            worst_of_all = max(worst_of_all, ratio)
            print("%-8s %-7s %6.2f %10.3f %10s %11.2f%s" % (
                game, level, limit, worst, "%.3f" % worst_cpu if start_cpu is not None else "-",
                ratio, "  over %.2fx" % GOAL if ratio > GOAL else ""))
    print("worst / limit: %.2f (goal: at most %.2f)" % (worst_of_all, GOAL))
    if hasattr(os, "getloadavg"):    # not on MicroPython
        print("load average %.1f %.1f %.1f" % os.getloadavg())


if __name__ == "__main__":
    numbers = [int(arg) for arg in sys.argv[1:] if arg != "--cpu"]
    main(numbers[0] if numbers else 20, numbers[1] if len(numbers) > 1 else 3, "--cpu" in sys.argv)
