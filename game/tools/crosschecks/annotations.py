"""Annotations for the games' crosschecks (game/systems/<name>/crosscheck.py):
marks and comments put on a game's turns, its record read back, turns undone,
and records with annotations that are faults, printed alike under CPython,
MicroPython and Pyodide (tests/interpreters/test_portability.py)."""

from game import Game, RecordError
from game.engine.notation import MARKS

# comments of every kind of text a record can carry: letters of other alphabets
# count one column each, on every interpreter
COMMENTS = ("the sharp line", "win 64%", "Ход конём, ё", "  spaced, \"quoted\" [Size \"3\"]  ",
            "tab\there", "漢字 😀", "")
FAULTS = ("1. a1-b2-c3?!?", "1. a1-b2-c3 {Ход конём", "1. a1-b2-c3 {ход} }", "1. a1 {ё {ж}}",
          "{а}\n{б}", "1. a1-b2-c3, k10-i9-h8\n2. {почему} d4", "1. a1-b2-c3 !?",
          '[Game "bases"]\n[Players "3"]\n\n1. a1-b2-c3, k10-i9 {ё}, resign(T), h8')


def check_annotated(game, below):
    """Annotates about a third of ``game``'s turns and the game (``below(n)`` a
    random number under n), prints its record and whether it reads back the
    same, then takes turns back and prints the annotations left."""
    for turn in range(game.turn_count()):
        roll = below(6)
        if roll < 2:
            mark = MARKS[below(len(MARKS))] if below(3) else None
            game.annotate(turn, mark, COMMENTS[below(len(COMMENTS))] if roll else None)
    game.annotate(None, comment=COMMENTS[below(len(COMMENTS))])
    record = game.record()
    print(record)
    again = Game.from_record(record)
    print("annotated read back", again.annotations() == game.annotations(), again.record() == record)
    undone = game.copy()
    for _ in range(below(undone.history_length() + 1)):
        undone.undo()
    print("undone to", undone.turn_count(), "turns:", " ".join(
        "%d%s {%s}" % (turn, mark or "", comment or "") for turn, mark, comment in undone.annotations()),
        "{%s}" % undone.annotation(None)[1])   # words, not reprs: MicroPython's escape all but ASCII


def print_faults():
    for text in FAULTS:
        try:
            Game.from_record(text)
            print("read", text)
        except RecordError as error:
            print("record error:", error.code, error)
