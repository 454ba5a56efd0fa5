"""Random games printed step by step; run under CPython and MicroPython, the
outputs must be identical (tests/test_portability.py).  Uses its own random
numbers so both interpreters play the very same games."""

from game import Game, Rules, RecordError, IllegalMove
from game.bot.turns import full_turns


class Lcg:
    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return (self.state >> 8) % n


def play_game(number):
    rng = Lcg(number * 7919 + 1)
    rules = Rules(3 + rng.below(23), 3 + rng.below(23), 1 + rng.below(9), None, rng.below(2) == 1)
    game = Game(rules)
    steps = 0
    while game.result is None and steps < 400:
        moves = game.legal_moves()
        print(game.turn, game.actions_left, " ".join(moves))
        if steps == 9 and rules.actions <= 3:   # the count explodes with long turns
            print("whole turns", len(full_turns(game.position, include_pass=True)))
        roll = rng.below(100)
        if roll < 2 and game.position.at_turn_start():
            game.pass_turn()
        elif roll < 4 and not game.position.at_turn_start():
            try:
                game.pass_turn()
            except IllegalMove as error:
                print("refused:", error)
            game.play(moves[rng.below(len(moves))])
        elif roll < 6 and steps:
            game.undo()
        else:
            game.play(moves[rng.below(len(moves))])
        steps += 1
    if game.result is None:
        game.resign()
    print("result", game.result, game.describe_result())
    print(game.record())
    print(game)
    assert Game.from_record(game.record()).record() == game.record()


for number in range(12):
    play_game(number)
for broken in ("1. a1-b2-c3, k10-z9", "[Size \"2\"]", "1. a1--b2", "1. pass, pass\n2. a1"):
    try:
        Game.from_record(broken)
    except RecordError as error:
        print("record error:", error)
print("done")
