"""Random games of the capture game (game/rules/capture.py) printed step by step, with
their records read back; run under CPython, MicroPython and Pyodide, the outputs
must be identical (tests/test_portability.py).  Uses game.bot.rng so every
interpreter plays the very same games."""

from game import Game, IllegalMove, Rules
from game.bot.rng import Random


def play_game(number):
    rng = Random(number * 7919 + 5)
    scoring = ("marks", "territory")[number % 2]
    rules = Rules(3 + rng.randrange(10), 3 + rng.randrange(10), 1 + rng.randrange(4),
                  game="capture", scoring=scoring)
    print(rules)
    game = Game(rules)
    while game.result is None:
        moves = game.legal_moves()
        print(game.turn, game.actions_left, " ".join(moves), sorted(game.score().items()))
        roll = rng.randrange(100)
        if roll < 2:
            try:
                game.pass_turn()
            except IllegalMove as error:
                print("refused:", error.code)
        elif roll < 6 and game.history():
            game.undo()
        elif roll < 7:
            game.resign(("X", "O")[rng.randrange(2)])
        else:
            game.play(moves[rng.randrange(len(moves))])
    print("result", game.result, game.reason, game.describe_result())
    print("territory", sorted(game.territory().items()))
    print(game)
    record = game.record()
    print(record)
    again = Game.from_record(record)
    print("read back", again.position.state() == game.position.state(), again.record() == record)


for number in range(12):
    play_game(number)
print("done")
