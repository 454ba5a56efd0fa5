"""The arena's sparring partner, playouts a second (game/tools/arena/mcts.py):
its native search and its Python fallback side by side, one whole turn of
mcts:N from each game's 10x10 start (bases for two), where a random playout
is longest (some 200 sub-moves in the classic game).

    python -m game.tools.benches.mcts [--native N] [--python N]

N: playouts a sub-move for each search (the Python's fewer: it is slow)."""

import argparse
import time

from game.engine.game import Game
from game.rules import Rules
from game.tools.arena import mcts, native
from game.tools.arena.splitmix import SplitMix

GAMES = (("classic", {}), ("capture", {}), ("bases", {"players": 2}))
SEED = 1


def rate(search, position, playouts):
    """Playouts a second of one whole turn by ``search`` (position, playouts, seed) -> bits."""
    start = time.process_time()
    bits = search(position, playouts, SEED)
    return playouts * len(bits) / (time.process_time() - start)


def python_search(position, playouts, seed):
    return mcts.turn(position.copy(), playouts, SplitMix(seed))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--native", type=int, default=20000, help="the native search's playouts a sub-move")
    parser.add_argument("--python", type=int, default=1000, help="the Python search's playouts a sub-move")
    args = parser.parse_args(argv)
    print(native.which())
    print("%-8s %14s %14s %8s" % ("game", "native /s", "Python /s", "ratio"))
    for name, options in GAMES:
        position = Game(Rules(game=name, **options)).position
        fast = rate(native.turn, position, args.native) if native.library() else float("nan")
        slow = rate(python_search, position, args.python)
        print("%-8s %14.0f %14.0f %7.0fx" % (name, fast, slow, fast / slow))


if __name__ == "__main__":
    main()
