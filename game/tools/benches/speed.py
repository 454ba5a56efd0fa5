"""Speed of random play: the fast path (Position, as the bot uses it) and the Game API.

``python -m game bench`` runs both here on CPython, then the same code under
Pyodide in Node (the interpreter of the page's bot worker) and prints the ratio.
"""

import random
import sys
import time

from game.core.board import popcount
from game.engine.game import Game
from game.tools.benches.in_pyodide import figures_in_pyodide
from game.systems.classic.rules import Position
from game.rules import Rules


def random_bit(mask, rng):
    """A uniformly chosen set bit of a non-zero mask."""
    for _ in range(rng.randrange(popcount(mask))):
        mask &= mask - 1
    return mask & -mask


def play_fast(rules, rng):
    """One random game on Position; returns the number of sub-moves made."""
    position = Position(rules)
    played = 0
    while position.result is None:
        position.play(random_bit(position.legal, rng))
        played += 1
    return played


def play_api(rules, rng):
    """One random game through the public Game API; returns the sub-moves made."""
    game = Game(rules)
    played = 0
    while game.result is None:
        game.play(rng.choice(game.legal_moves()))
        played += 1
    return played


def measure(player, seconds, seed=1, rules=None):
    """{"submoves_per_s", "games_per_s", "games"} of random games for about ``seconds``."""
    rules = rules or Rules()
    rng = random.Random(seed)
    games = submoves = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds:
        submoves += player(rules, rng)
        games += 1
        elapsed = time.perf_counter() - start
    return {"submoves_per_s": submoves / elapsed, "games_per_s": games / elapsed, "games": games}


def measure_both(seconds):
    return {"fast": measure(play_fast, seconds), "api": measure(play_api, seconds)}


PYODIDE_SNIPPET = """
import json
from game.tools.benches.speed import measure_both
print("BENCH " + json.dumps(measure_both(%r)))
"""


def measure_in_pyodide(seconds):
    """The same measurement under Pyodide in Node, or None with the reason printed."""
    return figures_in_pyodide(PYODIDE_SNIPPET % seconds)


def main(seconds=3.0):
    print("Random games on the classic 10x10 board, %.0f s per figure" % seconds)
    print("%-28s %14s %10s" % ("", "sub-moves/s", "games/s"))
    cpython = measure_both(seconds)
    _print_row("CPython %d.%d fast path" % sys.version_info[:2], cpython["fast"])
    _print_row("CPython public API", cpython["api"])
    pyodide = measure_in_pyodide(seconds)
    if pyodide is None:
        return 1
    _print_row("Pyodide (Node) fast path", pyodide["fast"])
    _print_row("Pyodide (Node) public API", pyodide["api"])
    for path in ("fast", "api"):
        ratio = cpython[path]["submoves_per_s"] / pyodide[path]["submoves_per_s"]
        print("Pyodide is %.2fx slower than CPython on the %s path" % (ratio, path))
    return 0


def _print_row(label, figures):
    print("%-28s %14.0f %10.1f" % (label, figures["submoves_per_s"], figures["games_per_s"]))
