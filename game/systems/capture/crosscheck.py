"""Random games of the capture game (game/systems/capture/rules.py) printed step by step, with
their records read back; run under CPython, MicroPython and Pyodide, the outputs
must be identical (tests/interpreters/test_portability.py).  Uses game.bot.rng so every
interpreter plays the very same games."""

from game import Game, IllegalMove, Rules
from game.bot.rng import Random
from game.tools.crosschecks.annotations import check_annotated
from game.systems.capture.rules import sides_of


def shaped_rules(rng, width, height, actions, scoring):
    """Cells off the board (a few of the rectangle's inner ones and maybe a1), the
    start marks on four corners of the shape."""
    frame = Rules(width, height, game="capture").geometry
    holes = [frame.name(frame.bit(1 + rng.randrange(width - 2), 1 + rng.randrange(height - 2)))
             for _ in range(1 + rng.randrange(3))] + ["a1"] * rng.randrange(2)
    board = [name for name in frame.names(frame.full) if name not in holes]
    corners = [name for name in board
               if sum(side in board for side in frame.names(sides_of(frame, frame.parse(name)))) <= 2]
    starts = []
    while len(starts) < 4:
        cell = corners[rng.randrange(len(corners))]
        if cell not in starts:
            starts.append(cell)
    return Rules(width, height, actions, starts, game="capture", scoring=scoring, holes=holes)


def play_game(number, shaped=False):
    rng = Random(number * 7919 + 5)
    scoring = ("marks", "territory")[number % 2]
    width, height, actions = 3 + rng.randrange(10), 3 + rng.randrange(10), 1 + rng.randrange(4)
    if shaped:
        rules = shaped_rules(rng, width, height, actions, scoring)
    else:
        rules = Rules(width, height, actions, game="capture", scoring=scoring)
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
    check_annotated(game, rng.randrange)


for number in range(12):
    play_game(number)
for number in range(12, 18):
    play_game(number, shaped=True)
print("done")
