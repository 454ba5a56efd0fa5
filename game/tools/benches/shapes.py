"""Do the bots keep the page's time limits on boards with a shape?  Seconds per turn.

    .venv/bin/python -m game.tools.benches.shapes [RANDOM_SHAPES] [POSITIONS]
    node tests/interpreters/node/run_python.mjs micropython game/tools/benches/shapes.py

Every bot (classic, bases for 3, capture) at every level answers POSITIONS
positions (default 3: the first turn, then mid-games the easy bot played) on
each preset shape (game/rules/shapes.py) meant for its game and on
RANDOM_SHAPES random ones (default 20: up to a third of a 10x10 to 20x20
rectangle off the board, the same after a half turn, starts in opposite
corners of the shape), with the level's time limit.  Prints the worst seconds
and worst / limit per game and level, and the worst of all; the goal is at
most 1.05 x the limit.  Timings, not a test: the bots' clock is the wall
clock, as in the page, and on a busy machine a process waits for a core now
and then, so the worst processor seconds of a turn (time.process_time, where
the interpreter has it) and the load average are printed along: the bot's
own overrun is in those.
"""

import sys
import time

try:
    import os
except ImportError:    # a MicroPython built without it
    os = None

from game import Game, Rules
from game.bot import bases as bases_bot
from game.bot import capture as capture_bot
from game.bot import classic as classic_bot
from game.bot.levels import LEVELS, TIME_LIMITS
from game.bot.rng import Random
from game.bot.search import elapsed_ms, milliseconds
from game.rules.capture import sides_of
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


def main(random_shapes, count):
    print("%s, the presets and %d random shapes, %d positions each" % (
        sys.implementation.name, random_shapes, count))
    print("%-8s %-7s %6s %8s %11s %10s" % ("game", "level", "limit", "worst", "worst/limit",
                                           "worst CPU"))
    rng = Random(2026)
    worst_of_all = worst_cpu_of_all = 0
    for game, players, bot in GAMES:
        boards = [rules_for(shape.name, game=game, players=players) for shape in SHAPES
                  if shape.games is None or game in shape.games]
        while len(boards) < len(SHAPES) + random_shapes:
            rules = random_shape(rng, game, players)
            if rules is not None:
                boards.append(rules)
        games = [position for rules in boards for position in positions(rules, bot, count)]
        for level in LEVELS:
            limit = TIME_LIMITS[level]
            worst = worst_cpu = 0
            for number, position in enumerate(games):
                start, start_cpu = milliseconds(), _cpu()
                bot.choose_turn(position, level, seed=number, time_limit=limit)
                worst = max(worst, elapsed_ms(start) / 1000)
                if start_cpu is not None:
                    worst_cpu = max(worst_cpu, _cpu() - start_cpu)
            ratio = worst / limit
            worst_of_all = max(worst_of_all, ratio)
            worst_cpu_of_all = max(worst_cpu_of_all, worst_cpu / limit)
            print("%-8s %-7s %6.2f %8.3f %11.2f %10s%s" % (
                game, level, limit, worst, ratio, "%.3f" % worst_cpu if worst_cpu else "-",
                "  over %.2fx" % GOAL if ratio > GOAL else ""))
    print("worst / limit: %.2f (goal: at most %.2f)" % (worst_of_all, GOAL))
    if worst_cpu_of_all:
        print("worst CPU / limit: %.2f" % worst_cpu_of_all)
    if hasattr(os, "getloadavg"):    # not on MicroPython
        print("load average %.1f %.1f %.1f" % os.getloadavg())


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20, int(sys.argv[2]) if len(sys.argv) > 2 else 3)
