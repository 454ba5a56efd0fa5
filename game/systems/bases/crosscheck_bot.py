"""Turns of the virus-and-bases bot (game/systems/bases/bot.py) printed for a few positions of
2, 3 and 4 players at every level, by search budget (no clock); run under CPython,
MicroPython and Pyodide, the outputs must be identical (tests/interpreters/test_portability.py)."""

from game.systems.bases import bot as bases_bot
from game.bot.levels import LEVELS
from game import Game, Rules
from game.bot.rng import Random

# The expert's budget cut down (its turn in the page is by the clock), so that
# the interpreters in Node finish quickly: the code paths are the same.
bases_bot.SEARCH["expert"] = (10000,) + bases_bot.SEARCH["expert"][1:]

# (width, height, players, sub-moves, start, random sub-moves played first, levels)
POSITIONS = [
    (10, 10, 2, 3, "corners", 0, ("easy", "medium")),
    (10, 10, 3, 3, "corners", 24, LEVELS),
    (8, 8, 4, 3, "corners", 40, ("easy", "medium")),
    (7, 5, 2, 2, "edge", 14, ("easy", "medium")),
    (9, 9, 3, 4, "edge", 30, ("easy",)),
    (6, 6, 4, 2, "corners", 30, ("easy", "medium")),
]


def position(number, width, height, players, actions, start, steps):
    rng = Random(number)
    game = Game(Rules(width, height, actions, None if start == "corners" else start, game="bases", players=players))
    for _ in range(steps):
        if game.result is not None:
            break
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])
    return game


for number, (width, height, players, actions, start, steps, levels) in enumerate(POSITIONS):
    game = position(number, width, height, players, actions, start, steps)
    print(" ".join("%s:%s" % (side, action) for side, action in game.history()) or "start")
    for level in levels:
        print(level, "-".join(bases_bot.choose_turn(game, level, seed=number * 31 + 7)) or "pass")
print("done")
