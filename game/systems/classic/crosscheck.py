"""Random games printed step by step; run under CPython and MicroPython, the
outputs must be identical (tests/interpreters/test_portability.py).  Uses its own random
numbers so both interpreters play the very same games."""

from game import Game, Rules, RecordError, IllegalMove
from game.bot.turns import full_turns
from game.tools.crosschecks.annotations import check_annotated, print_faults


class Lcg:
    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return (self.state >> 8) % n


def random_holes(rng, width, height):
    """Up to a quarter of the rectangle's cells off the board."""
    cells = Rules(width, height).geometry
    names = cells.names(cells.full)
    return [names[rng.below(len(names))] for _ in range(1 + rng.below(len(names) // 4))]


def play_game(number, shaped=False):
    rng = Lcg(number * 7919 + 1)
    width, height = 3 + rng.below(23), 3 + rng.below(23)
    holes = random_holes(rng, width, height) if shaped else None
    starts = None
    if shaped:   # two start cells on the board
        board = [name for name in Rules(width, height).geometry.names(Rules(width, height).geometry.full)
                 if name not in holes]
        starts = (board[rng.below(len(board))], board[-1 - rng.below(len(board) - 1)])
        if starts[0] == starts[1]:
            starts = (board[0], board[-1])
    rules = Rules(width, height, 1 + rng.below(9), starts, rng.below(2) == 1, holes=holes)
    print(rules)
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
    check_annotated(game, rng.below)


for number in range(12):
    play_game(number)
for number in range(12, 18):
    play_game(number, shaped=True)
for broken in ("1. a1-b2-c3, k10-z9", "[Size \"2\"]", "1. a1--b2", "1. pass, pass\n2. a1"):
    try:
        Game.from_record(broken)
    except RecordError as error:
        print("record error:", error)
print_faults()
print("done")
