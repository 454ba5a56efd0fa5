"""Capture-game bot turns printed for a few positions at every level, by search
budget (no clock); run under CPython, MicroPython and Pyodide, the outputs must
be identical (tests/interpreters/test_portability.py).  The search budgets are cut down so
that the interpreters in Node finish quickly: the code paths are the same."""

from game import Game, Rules
from game.systems.capture import bot as capture_bot
from game.bot.levels import LEVELS
from game.bot.rng import Random

capture_bot.SEARCH["medium"] = (40, 4, 3, capture_bot.SEARCH["medium"][3])
capture_bot.SEARCH["hard"] = (80, 4, 4, capture_bot.SEARCH["hard"][3])
capture_bot.SEARCH["expert"] = (120, 4, 4, capture_bot.SEARCH["expert"][3])
for _level in ("medium", "hard", "expert"):
    capture_bot.PLAYERS[_level] = capture_bot._searcher(_level)

# (width, height, marks per turn, scoring, random marks played first, levels)
POSITIONS = [
    (10, 10, 3, "marks", 0, LEVELS),
    (10, 10, 3, "territory", 30, LEVELS),
    (8, 8, 3, "marks", 45, LEVELS),
    (7, 5, 2, "territory", 12, ("easy", "medium")),
    (12, 9, 4, "marks", 40, ("easy", "medium")),
    (6, 6, 3, "marks", 22, LEVELS),
]


def position(number, width, height, actions, scoring, steps):
    rng = Random(number)
    game = Game(Rules(width, height, actions, game="capture", scoring=scoring))
    for _ in range(steps):
        if game.result is not None:
            break
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])
    return game


for number, (width, height, actions, scoring, steps, levels) in enumerate(POSITIONS):
    game = position(number, width, height, actions, scoring, steps)
    print(game.record().replace("\n", " / "))
    for level in levels:
        print(level, "-".join(capture_bot.choose_turn(game, level, seed=number * 31 + 7)) or "over")
print("done")
