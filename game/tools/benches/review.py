"""How long the bot takes to read a game back (game/bot/review.py), on CPython
and on Pyodide in Node (the desktop page's interpreter), for a 40-turn
classic game, a 30-turn capture game and a game of six in the bases game,
each played by the medium bot against itself; and whether a game read twice
is judged the same.

    .venv/bin/python -m game.tools.benches.review [--levels medium,hard] [--no-pyodide]

Processor time, so a busy machine slows the figures less than the wall clock."""

import argparse
import os
import sys
import time

from game.bot import review
from game.bot.systems import BOTS
from game.engine.game import Game
from game.rules import Rules
from game.tools.benches.in_pyodide import figures_in_pyodide

# (name, rules, whole turns): the games read back
GAMES = (("classic 10x10, 40 turns", Rules(10, 10), 40),
         ("capture 10x10, 30 turns", Rules(10, 10, game="capture"), 30),
         ("bases 12x12, 6 players, 36 turns", Rules(12, 12, game="bases", players=6), 36))


def played(rules, turns):
    """A game of ``rules`` the medium bot plays against itself for ``turns`` whole turns (or to its end)."""
    game = Game(rules)
    bot = BOTS[rules.game]
    while game.result is None and game.turn_count() < turns:
        game.play_turn(bot.choose_turn(game, "medium", seed=game.turn_count() + 1))
    return game


def measure(levels):
    """{game: {level: (processor seconds, judgements)}}."""
    figures = {}
    for name, rules, turns in GAMES:
        game = played(rules, turns)
        figures[name] = {}
        for level in levels:
            start = time.process_time()
            judged = [turn.judgement for turn in review.review(game, level)]
            figures[name][level] = (time.process_time() - start, judged)
    return figures


PYODIDE_SNIPPET = """
import json
from game.tools.benches.review import measure
print("BENCH " + json.dumps(measure(%r)))
"""


def measure_in_pyodide(levels):
    """The same under Pyodide in Node, or None with the reason printed."""
    return figures_in_pyodide(PYODIDE_SNIPPET % (levels,), timeout=3600)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m game.tools.benches.review")
    parser.add_argument("--levels", default="medium,hard")
    parser.add_argument("--no-pyodide", action="store_true")
    args = parser.parse_args(argv)
    levels = args.levels.split(",")
    print("Reading a game back, processor seconds per game (load %.1f)" % os.getloadavg()[0])
    first = measure(levels)
    again = measure(levels)
    pyodide = None if args.no_pyodide else measure_in_pyodide(levels)
    print("%-34s %-7s %8s %8s  %s" % ("game", "level", "CPython", "Pyodide", "judged the same twice"))
    for name, _, _ in GAMES:
        for level in levels:
            seconds, judged = first[name][level]
            in_pyodide = "%8.1f" % pyodide[name][level][0] if pyodide else "%8s" % "-"
            same = judged == again[name][level][1] and (not pyodide or judged == pyodide[name][level][1])
            print("%-34s %-7s %8.1f %s  %s (%d turns)" % (name, level, seconds, in_pyodide,
                                                         "yes" if same else "NO", len(judged)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
