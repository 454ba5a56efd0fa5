"""Bot turns printed for a few positions at every level, by search budget (no
clock); run under CPython, MicroPython and Pyodide, the outputs must be
identical (tests/interpreters/test_portability.py)."""

from game import Game, Rules
from game.systems.classic import bot
from game.bot.levels import LEVELS
from game.bot.rng import Random

# The expert's budget cut down (its turn in the page is by the clock), so that
# the interpreters in Node finish quickly: the code paths are the same.
bot.SEARCH["expert"] = (300, 6, 6)

# (width, height, sub-moves, random sub-moves played first, levels)
POSITIONS = [
    (10, 10, 3, 0, LEVELS),
    (10, 10, 3, 14, LEVELS),
    (8, 8, 3, 30, LEVELS),
    (7, 5, 2, 12, ("easy", "medium")),
    (12, 9, 4, 40, ("easy", "medium")),
    (5, 5, 3, 24, LEVELS),
]


def position(number, width, height, actions, steps):
    rng = Random(number)
    game = Game(Rules(width, height, actions))
    for _ in range(steps):
        if game.result is not None:
            break
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])
    return game


for number, (width, height, actions, steps, levels) in enumerate(POSITIONS):
    game = position(number, width, height, actions, steps)
    print(game.record().replace("\n", " / "))
    for level in levels:
        print(level, "-".join(bot.choose_turn(game, level, seed=number * 31 + 7)) or "pass")
print("done")
