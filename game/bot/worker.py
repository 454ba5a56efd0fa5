"""The bot's side of the page: runs in its workers (assets/bot-worker.js), on
MicroPython first and on Pyodide once that has loaded (game/web/workers.py).

Strings in, strings out, so the page needs no cross-origin isolation: the
page sends the game record and gets back one turn in record notation.
"""

import sys

from game import Game
from game.bot import bases as bases_bot
from game.bot import classic as bot
from game.bot import capture as capture_bot
from game.bot import puzzles, search

# Each rule system's bot, by the system's name.
BOTS = {"classic": bot, "bases": bases_bot, "capture": capture_bot}

# Seconds of the time limit left for after the answer: MicroPython's
# WebAssembly port collects its garbage after every call from JavaScript, and
# sweeping the heap a turn has grown takes some 10 to 20 ms (measured in Node,
# game/tools/node/time_turns.mjs), which the page waits for too.
MICROPYTHON_AFTER_ANSWER = 0.015
AFTER_ANSWER = MICROPYTHON_AFTER_ANSWER if sys.implementation.name == "micropython" else 0.0

if sys.implementation.name == "micropython":
    for _module in BOTS.values():
        search.use_quick_stage(_module)


def choose(record, level, seed, time_limit):
    """One turn for the side to move in ``record``: "a1-b2-c3", or "pass".

    ``time_limit`` (seconds) counts from here: reading a long record takes
    milliseconds of it on MicroPython, so the bot gets what is left."""
    start = search.milliseconds()
    game = Game.from_record(record)
    if game.result is not None:
        return ""
    time_left = max(0.0, float(time_limit) - AFTER_ANSWER - search.elapsed_ms(start) / 1000)
    player = BOTS[game.rules.game]
    cells = player.choose_turn(game, level, seed=int(seed), time_limit=time_left)
    return "-".join(cells) or "pass"



def puzzle(question, record, side, task):
    """A puzzle's question about the position of ``record`` (game/web/puzzle_view.py):

    "solutions": the winning turns of the side to move within ``task`` turns,
    "a1-b2;c3" ("pass" for a pass, "" for none);
    "reply": after a turn of ``side`` with ``task`` turns of its own left, the
    answer that keeps it from winning ("refutes a1-b2"), else any answer
    ("reply a1-b2"), "" once the game is over.
    The search's budget spent: "unknown"."""
    game = Game.from_record(record)
    task = int(task)
    try:
        if question == "solutions":
            return ";".join("-".join(cells) or "pass" for cells in puzzles.solutions(game, task))
        if game.result is not None:
            return ""
        refuting = _refutation(game, side, task)
    except puzzles.OutOfReach:
        return "unknown"
    if refuting is not None:
        return "refutes " + ("-".join(refuting) or "pass")
    return "reply " + ("-".join(_any_turn(game)) or "pass")


def _refutation(game, side, left):
    """The answer that keeps ``side`` from winning within ``left`` turns of its
    own: a turn of sub-moves where one does (it shows more than a pass), else a
    pass; None if every answer loses."""
    search = puzzles.Search()
    position = game.position
    mover = game.rules.sides.index(side)
    found = None
    for bits, after in search.turn_ends(position):
        if not search.forced_win(after, mover, left):
            if bits:
                return puzzles.names(position, bits)
            found = []
    return found


def _any_turn(game):
    """A whole turn of the side to move (all of them lose): its first, a pass only if nothing else."""
    turn = []
    for bits, after in puzzles.Search().turn_ends(game.position):
        turn = puzzles.names(game.position, bits)
        if turn:
            break
    return turn
