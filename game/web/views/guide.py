"""The first-game guide: five short steps on a 5x5 board that teach the rules
by playing them.  The page imports it only when the guide opens.

Each step is a position written as a record (played through the engine, like
any loaded game), the key of what to do in words (game/web/words/), the cells
to act on, and a goal the engine's position must reach.  The learner
plays X; every click is played, or refused, by the engine.
"""

from game.engine.game import Game
from game.web.play.session import Said, Session
from game.web.play.settings import Settings, TWO_PLAYERS

LEARNER = "X"
BOARD = '[Size "5x5"]\n'


class Step:
    """One lesson: ``record`` the position it starts from, ``words`` the key of
    what to do, ``cells`` the sub-moves that reach ``goal``: ("mark", cell, mark), the cell holds that
    mark ("X", or "o" for a killed nought); ("turn-over",), the learner's
    turn is played; or ("won",), the learner has won."""

    __slots__ = ("name", "words", "record", "cells", "goal")

    def __init__(self, name, words, record, cells, goal):
        self.name = name
        self.words = words
        self.record = BOARD + record
        self.cells = cells
        self.goal = goal

    def met(self, game):
        """Whether the engine's position has reached this step's goal."""
        kind = self.goal[0]
        if kind == "mark":
            return game.cell(self.goal[1]) == self.goal[2]
        if kind == "turn-over":
            return game.turn != LEARNER or game.result is not None
        return game.result == LEARNER


STEPS = (
    Step("start", "guide.step.start", "", ["a1"], ("mark", "a1", "X")),
    Step("reach", "guide.step.reach", "1. a1", ["b2", "c3"], ("turn-over",)),
    Step("kill", "guide.step.kill", "1. a1-b2-c3, e5-d4-c4", ["d4"], ("mark", "d4", "o")),
    Step("chain", "guide.step.chain", "1. a1-b2-c3, e5-d4-c4\n2. d4", ["e5"], ("mark", "e5", "o")),
    Step("win", "guide.step.win", "1. a1-b2-c3, e5-d4-c4\n2. d4-e5", ["c4"], ("won",)),
)


class Guide(Session):
    """A Session on the guide's board: the page shows it in place of the
    person's game, which it never touches."""

    def __init__(self):
        super().__init__()
        self.number = 0          # the step shown, from 0
        self.passed = False
        self.start(0)

    @property
    def step(self):
        return STEPS[self.number]

    @property
    def total(self):
        return len(STEPS)

    @property
    def last(self):
        return self.number == len(STEPS) - 1

    def start(self, number):
        """Step ``number``'s position, afresh."""
        self.number = number
        self.passed = False
        game = Game.from_record(self.step.record)
        self.new_game(Settings(TWO_PLAYERS, LEARNER, game.rules), game)

    def next(self):
        """On to the next step (passed or skipped); False after the last."""
        if self.last:
            return False
        self.start(self.number + 1)
        return True

    def cells(self):
        """The step's cells still to act on (the page marks them 1, 2, ...)."""
        if self.passed:
            return []
        # still empty, or still a living nought to kill
        return [cell for cell in self.step.cells if self.game.cell(cell) in (".", "O")]

    def click(self, cell):
        if self.passed:
            return self.refuse_passed()
        if not super().click(cell):
            return False   # refused by the engine, in its words
        self.check()
        return True

    def pass_turn(self):
        if self.passed:
            return self.refuse_passed()
        if not super().pass_turn():
            return False
        self.check()
        return True

    asked_pass = pass_turn   # a step about passing is no slip to ask about

    def refuse_passed(self):
        return self._refuse("guide.passed", button=Said("guide.finish" if self.last else "guide.next"))

    def undo(self):
        """Undo starts the step again: the position before it is not the learner's."""
        self.start(self.number)
        return True

    def check(self):
        """After a sub-move or a pass: the goal reached, or missed for good
        (the learner's turn is over), when the step starts again."""
        if self.step.met(self.game):
            self.passed = True
            self.say("guide.finished" if self.last else "guide.well-done")
        elif self.game.turn != LEARNER or self.game.result is not None:
            self.start(self.number)
            self.say("guide.again")
