"""The bot's side of the page: runs in its workers (assets/bot-worker.js), on
MicroPython first and on Pyodide once that has loaded (game/web/bot/workers_view.py).

Strings in, strings out, so the page needs no cross-origin isolation: the
page sends the game record and gets back one turn in record notation.
"""

import sys

from game import Game, RecordError
from game.engine.notation import MAX_RECORD_LENGTH, read_more, read_record_on
import json

from game.bot import puzzles, review, search
from game.bot.systems import BOTS


# Seconds of the time limit left for after the answer: MicroPython's
# WebAssembly port collects its garbage after every call from JavaScript, and
# sweeping the heap a turn has grown takes some 10 to 20 ms (measured in Node,
# game/tools/node/time_turns.mjs), which the page waits for too.  The least:
# the sweep grows with what the turn allocated (tens of MB for hard with 30
# players on 25x25: 30 to 60 ms), so the worker (assets/bot-worker.js) says
# what the level's last one took (``after_answer``).
MICROPYTHON_AFTER_ANSWER = 0.015
AFTER_ANSWER = MICROPYTHON_AFTER_ANSWER if sys.implementation.name == "micropython" else 0.0
# The collection varies from one call to the next with the same heap (8 to 31 ms
# in a game of 30 on MicroPython): the longest of the level's last few is left out.
COLLECTIONS_KEPT = 3
_collections = {}  # level -> the last COLLECTIONS_KEPT after_answer it was told

_thought = [0.0]   # seconds the last choose() took, from its call to its answer
_read = [None]     # (the record read last, its game, where its reader stopped)
_turns = [None]    # (the record read back last, its review.whole_turns): read a turn at a time

if sys.implementation.name == "micropython":
    for _module in BOTS.values():
        search.use_quick_stage(_module)


def choose(record, level, seed, time_limit, after_answer=None, clock=None):
    """One turn for the side to move in ``record``: "a1-b2-c3", or "pass".

    ``time_limit`` (seconds) counts from here: reading a long record takes
    milliseconds of it on MicroPython, so the bot gets what is left after
    that and after the answer: AFTER_ANSWER, or when more the longest of the
    level's last few ``after_answer`` (seconds the interpreter took after its
    last answer).  ``clock(seconds)``,
    if given, makes the bot's clock for what is left (a bench's
    processor-time clock)."""
    start = search.milliseconds()
    game = _game(record)
    if game.result is not None:
        _thought[0] = search.elapsed_ms(start) / 1000
        return ""
    after = _after(level, after_answer)
    time_left = max(0.0, float(time_limit) - after - search.elapsed_ms(start) / 1000)
    player = BOTS[game.rules.game]
    cells = player.choose_turn(game, level, seed=int(seed), time_limit=time_left,
                               clock=clock and clock(time_left))
    _thought[0] = search.elapsed_ms(start) / 1000
    return "-".join(cells) or "pass"


def _after(level, after_answer):
    """Seconds left out of ``level``'s turn for after its answer (see COLLECTIONS_KEPT)."""
    kept = _collections.setdefault(level, [])
    if after_answer:
        kept.append(float(after_answer))
        del kept[:-COLLECTIONS_KEPT]
    return max([AFTER_ANSWER] + kept)


def thought():
    """Seconds the last choose() took: the worker counts the rest of the call,
    the garbage collected after it, for the next one's ``after_answer``."""
    return _thought[0]


def _game(record):
    """The game of ``record`` (RecordError as Game.from_record raises it).  The page
    sends the whole game every turn: a record that goes on from the last one
    read is read on from that one's game (read_more), not replayed from the
    start (150 ms for the 600 sub-moves of a game of 30 on MicroPython)."""
    last, _read[0] = _read[0], None
    if last is not None and len(record) <= MAX_RECORD_LENGTH and record.startswith(last[0]):
        text, game, where = last
        try:
            if len(record) > len(text):
                read_more(game, where, record[len(text):])
            _read[0] = record, game, where
            return game
        except (RecordError, ValueError):
            pass      # not more of the same game after all: read it afresh
    game, where = read_record_on(record, Game)
    _read[0] = record, game, where
    return game


def review_turn(record, number, level):
    """Turn ``number`` (from 1) of ``record`` read back (game/bot/review.py), as
    JSON: as_dict()'s keys, every side's chance before the turn (``chances``)
    and after it (``chances_after``), the history index the turn starts at
    (``start``); turn 0 only how many whole turns the game has (``whole``)."""
    game, turns = _read_back(record)
    if not int(number):
        return json.dumps({"whole": len(turns[0])})
    with _full_stage(game):
        turn = review.turn_review(game, int(number), level, turns=turns)
    found = turn.as_dict()
    found["start"] = game.turn_starts()[turn.turn - 1]
    found["chances"] = [round(chance, 4) for chance in turn.chances]
    found["chances_after"] = [round(chance, 4) for chance in turn.chances_after]
    return json.dumps(found)


def try_turn(record, number, tried, level):
    """A try at a better turn than turn ``number`` of ``record`` ("a1-b2",
    "pass"; game/bot/review.py's try_turn), as JSON: turn, tried, best,
    before, after, accepted, reply."""
    game, turns = _read_back(record)
    cells = [] if tried == "pass" else tried.split("-")
    with _full_stage(game):
        return json.dumps(review.try_turn(game, int(number), cells, level, turns=turns).as_dict())


def _read_back(record):
    """(the game of ``record``, its review.whole_turns), kept for its next turn."""
    game = _game(record)
    if _turns[0] is None or _turns[0][0] != record:
        _turns[0] = record, review.whole_turns(game)
    return game, _turns[0][1]


class _full_stage:
    """A game read back at the full stage's settings on either stage: the same
    game is judged the same whichever answers (the quick stage only the slower)."""

    def __init__(self, game):
        self.bot = BOTS[game.rules.game]
        self.full = getattr(self.bot, "FULL_STAGE", None)

    def __enter__(self):
        if self.full:
            search.use_settings(self.bot, self.full)

    def __exit__(self, *failure):
        if self.full:
            search.use_settings(self.bot, self.bot.QUICK_STAGE)
        return False


def puzzle(question, record, side, task):
    """A puzzle's question about the position of ``record`` (game/web/views/puzzle_view.py):

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
