"""A puzzle's questions as the page's worker answers them (game/bot/worker.py's
puzzle): the solutions of a win in one and in two of each game, and the reply
to a turn that wins and to one that does not; run under CPython, MicroPython
and Pyodide, the outputs must be identical (tests/interpreters/test_portability.py)."""

from game import Game
from game.bot import puzzles, worker

# found by game/tools/build/puzzles.py: (task, the position, its side to move)
POSITIONS = [
    (1, '[Size "7x7"]\n\n1. a1-a2-b3, g7-f7-e6\n2. c4-d5-e6, f6-e5-d5\n3. d4-e5-f6, e7-d6-d4\n'
        '4. c5-d6-f4, d7-c6-e3\n5. e3-c6-f2, c7-b6-c5\n6. b6-d2-c7, g6-f5-f4'),
    (2, '[Size "6x6"]\n[Actions "2"]\n\n1. a1-b2, f6-e5\n2. a2-c2, d4-e3\n3. c3-d4, d2-c3\n'
        '4. d2-e3, d5-c4\n5. c4-e5, c5-b4\n6. b4-c5, e4-d3\n7. d3-d5, f3-e2\n8. e2-f3, e6-d6'),
    (1, '[Game "bases"]\n[Players "2"]\n[Size "6x6"]\n[Actions "2"]\n\n1. a1-a2, f6-e6\n2. b3-a4, d5-c4\n'
        '3. c4-d5, f5-f4\n4. e6-f5, e3-d2\n5. f4-e3, c2-b3\n6. b5-d2, a4-b5\n7. b2-c2, e5-d4'),
    (1, '[Game "capture"]\n[Scoring "marks"]\n[Size "6x6"]\n[Actions "2"]\n\n1. f5-f4, e1-a5\n2. e5-a2, b5-d1\n'
        '3. d5-c5, b4-d2\n4. c4-d4, b3-e2\n5. f3-f2, b6-c6\n6. a3-c3, b2-c1\n7. d3-e4, d6-c2'),
]


def turn(text):
    return [] if text == "pass" else text.split("-")


for task, record in POSITIONS:
    game = Game.from_record(record)
    side = game.turn
    found = worker.puzzle("solutions", record, side, task)
    print(task, side, found)
    right = game.copy()
    right.play_turn(turn(found.split(";")[0]))
    print("right", worker.puzzle("reply", right.record(), side, task - 1))
    wrong = game.copy()
    for bits, after in puzzles.Search().turn_ends(game.position):
        cells = "-".join(puzzles.names(game.position, bits)) or "pass"
        if bits and cells not in found.split(";"):
            wrong.play_turn(turn(cells))
            break
    print("wrong", cells, worker.puzzle("reply", wrong.record(), side, task - 1))
print("done")
