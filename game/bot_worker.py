"""The bot's side of the page: runs in a PyScript worker on Pyodide.

Strings in, strings out, so the page needs no cross-origin isolation: the
page sends the game record and gets back one turn in record notation.
"""

from game import Game, bot


def choose(record, level, seed, time_limit):
    """One turn for the side to move in ``record``: "a1-b2-c3", or "pass"."""
    game = Game.from_record(record)
    if game.result is not None:
        return ""
    cells = bot.choose_turn(game, level, seed=int(seed), time_limit=float(time_limit))
    return "-".join(cells) or "pass"


__export__ = ["choose"]
