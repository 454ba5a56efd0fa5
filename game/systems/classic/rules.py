"""The classic game of RULES.md §2 on bitboards: the fast core the Game API and the bot share.

Sides are 0 (X) and 1 (O).  Cells are single-bit ints (see game.core.board).
Nothing here checks its input: ``play`` trusts that the bit is legal, which is
what a search wants.  Game wraps this with names, checks and undo.  The
module has the shape of every rule system (see game/rules/__init__.py, SYSTEMS).
"""

from game.core.board import COLUMN_LETTERS, popcount
from game.core.errors import IllegalMove
from game.rules.options import Choice
from game.rules.system import DRAW, NO_MOVES, RESIGNED, MARK, KILLED

NAME = "classic"
X, O = 0, 1
SIDE_NAMES = "XO"
SIDES = ("X", "O")
SYMBOLS = SIDES
MIN_PLAYERS = MAX_PLAYERS = 2
PASSING = True
LAST_MOVER_WINS = "last-mover-wins"
# Seed 001's variant: a double pass is won by the last side to make a sub-move.
VARIANT = Choice("last_mover_wins", "Variant", "variant", (False, True), ("classic", LAST_MOVER_WINS),
                 absent=False)
OPTIONS = (VARIANT,)

# Why a game ended (NO_MOVES: the side to move had no legal sub-move).
DOUBLE_PASS = "double-pass"    # both passed in a row (a draw, or last mover wins)
REASONS = (NO_MOVES, DOUBLE_PASS, RESIGNED)
REFUSALS = {"own-mark": ("cell",), "killed-mark": ("cell",), "first-move": ("side", "start"),
            "out-of-reach": ("cell", "side", "enemy")}
KINDS = (MARK, KILLED)
NAMED_STARTS = ()
# What the page says of the game (game/web/words/; the protocol: game/rules/system.py).
WORDS = {
    "name": "game.classic",
    "help": ("help.classic.start", "help.classic.sub-move", "help.classic.end"),
    "legend": (("X", "legend.X"), ("O", "legend.O"), ("x", "legend.x"), ("o", "legend.o"),
               ("start", "legend.start"), ("reach", "legend.reach"), ("target", "legend.target"),
               ("turn", "legend.turn")),
    "progress": "progress",
    "actions": "new.actions",
    "cells": {MARK: "cell.living", KILLED: "cell.killed"},
    "ends": {NO_MOVES: "result.no-moves", DOUBLE_PASS: "result.double-pass",
             RESIGNED: "result.resigned"},
    "draws": {DOUBLE_PASS: "result.draw"},
    "refusals": {"own-mark": "illegal.own-mark", "killed-mark": "illegal.killed-mark",
                 "first-move": "illegal.first-move", "out-of-reach": "illegal.out-of-reach"},
    "faults": {"variant": "record.variant"},
    "options": {},
    "fields": {"last_mover_wins": ("new.last-mover-wins", None)},
}


class Position:
    """A game state: marks, whose turn, sub-moves left, and the result.

    ``legal`` is always the mask of cells the side to move may act on now
    (0 once the game is over); it is kept up to date after every change.
    """

    __slots__ = ("rules", "geo", "alive", "dead", "moved", "side", "left", "passes",
                 "last_mover", "result", "reason", "legal", "_region", "_reach")

    def __init__(self, rules, state=None):
        self.rules = rules
        self.geo = rules.geometry
        if state is not None:
            self.set_state(state)
            return
        self.alive = [0, 0]       # living marks of X, of O
        self.dead = [0, 0]        # killed marks of X, of O
        self.moved = [False, False]
        self.side = X
        self.left = rules.actions
        self.passes = 0           # consecutive passes just made
        self.last_mover = None    # side that made the latest sub-move
        self.result = None
        self.reason = None
        self._start_turn()

    # --- state as a value (undo, transposition keys, copies) ----------------

    def state(self):
        return (self.alive[0], self.alive[1], self.dead[0], self.dead[1],
                self.moved[0], self.moved[1], self.side, self.left, self.passes,
                self.last_mover, self.result, self.reason,
                self.legal, self._region, self._reach)

    def set_state(self, state):
        (a0, a1, d0, d1, m0, m1, self.side, self.left, self.passes,
         self.last_mover, self.result, self.reason,
         self.legal, self._region, self._reach) = state
        self.alive = [a0, a1]
        self.dead = [d0, d1]
        self.moved = [m0, m1]

    def copy(self):
        return Position(self.rules, self.state())

    def key(self):
        """What decides the future of the game: equal keys, equal games from here."""
        return (self.alive[0], self.alive[1], self.dead[0], self.dead[1],
                self.moved[0], self.moved[1], self.side, self.left, self.passes,
                self.last_mover, self.result)

    # --- reach ----------------------------------------------------------------

    def region(self, side):
        """Living marks of ``side`` flooded through killed enemy marks touching them."""
        return self.geo.flood(self.alive[side], self.dead[1 - side])

    def targets(self, side):
        """Cells ``side`` could act on if it could reach them: empty or a living enemy."""
        return self.geo.full & ~(self.alive[side] | self.dead[0] | self.dead[1])

    def legal_for(self, side):
        """Legal cells for ``side`` were it to move now (the start-cell rule included)."""
        if not self.moved[side]:
            return self.rules.start_masks[side] & self.targets(side)
        return self.geo.dilate(self.region(side)) & self.targets(side)

    def _start_turn(self):
        """Recompute reach for the side to move; it loses when it has no sub-move."""
        side = self.side
        if self.moved[side]:
            self._region = self.region(side)
            self._reach = self.geo.dilate(self._region)
        else:
            self._region = 0
            self._reach = self.rules.start_masks[side]
        self.legal = self._reach & self.targets(side)
        if not self.legal:
            self._finish(1 - side, NO_MOVES)

    def _finish(self, result, reason):
        self.result = result
        self.reason = reason
        self.legal = 0

    # --- moves ----------------------------------------------------------------

    def play(self, bit):
        """One sub-move on a legal cell: place on empty, kill a living enemy."""
        side = self.side
        enemy = 1 - side
        alive = self.alive
        placed = not (alive[enemy] & bit)
        if placed:
            alive[side] |= bit
        else:
            alive[enemy] ^= bit
            self.dead[enemy] |= bit
        self.moved[side] = True
        self.last_mover = side
        self.passes = 0
        self.left -= 1
        # Reach only grows during one's own turn: add the new cell and the
        # killed enemies it chains to.  A kill conducts only when the region
        # already holds a living mark (not for a first sub-move that kills).
        if placed or self._region:
            geo = self.geo
            region = geo.flood(self._region | bit, self.dead[enemy], bit)
            self._reach |= geo.dilate(region ^ self._region)
            self._region = region
        else:
            self._reach = 0  # the start rule is spent and nothing of ours lives
        self.legal = self._reach & self.targets(side)
        if self.left == 0 or not self.legal:
            self._next_turn()

    def pass_turn(self):
        """Give up the whole turn (the caller checks it is the start of a turn)."""
        self.passes += 1
        if self.passes >= 2:
            if self.rules.last_mover_wins and self.last_mover is not None:
                self._finish(self.last_mover, DOUBLE_PASS)
            else:
                self._finish(DRAW, DOUBLE_PASS)
            return
        self._next_turn()

    def resign(self, side):
        self._finish(1 - side, RESIGNED)

    def _next_turn(self):
        self.side = 1 - self.side
        self.left = self.rules.actions
        self._start_turn()

    # --- reading ----------------------------------------------------------------

    def at_turn_start(self):
        return self.left == self.rules.actions

    @property
    def out(self):
        """((player, reason),) of the loser once the game is decided by "no-moves"
        or "resigned" (the other ends leave nobody out)."""
        if self.result in (X, O) and self.reason in (NO_MOVES, RESIGNED):
            return ((1 - self.result, self.reason),)
        return ()

    def players_in(self):
        gone = [player for player, reason in self.out]
        return [player for player in (X, O) if player not in gone]

    def score(self, side):
        """(bases, viruses) of ``side`` in the terms of the bases game: the enemy
        marks it killed and its living marks."""
        return popcount(self.dead[1 - side]), popcount(self.alive[side])

    def territory(self, side):
        return 0   # the classic game counts no ground

    def start_cells(self, side):
        return 0 if self.moved[side] else self.rules.start_masks[side]

    def inactive(self, side):
        return 0

    def content_masks(self):
        """[((side, MARK or KILLED), mask)]: content() of every cell, from the masks."""
        return [((X, MARK), self.alive[X]), ((O, MARK), self.alive[O]),
                ((X, KILLED), self.dead[X]), ((O, KILLED), self.dead[O])]

    def content(self, bit):
        """(side, MARK) for a living mark, (side, KILLED) for a killed one, None if empty."""
        for side in (X, O):
            if self.alive[side] & bit:
                return side, MARK
            if self.dead[side] & bit:
                return side, KILLED
        return None

    def mark(self, bit):
        """What a cell holds: "." empty, "X"/"O" living, "x"/"o" killed."""
        if self.alive[X] & bit:
            return "X"
        if self.alive[O] & bit:
            return "O"
        if self.dead[X] & bit:
            return "x"
        if self.dead[O] & bit:
            return "o"
        return "."


# --- the rule system's hooks (game/rules/__init__.py) -------------------------------------


def read_starts(geo, starts, players):
    """The two start cells as names, X's first; None means opposite corners."""
    if starts is None:
        return ("a1", COLUMN_LETTERS[geo.width - 1] + str(geo.height))
    if isinstance(starts, str) or len(starts) != 2:
        raise ValueError("starts must be two cell names, X's first, like ('c3', 'h8')")
    names = (geo.name(geo.parse(starts[0])), geo.name(geo.parse(starts[1])))
    if names[0] == names[1]:
        raise ValueError("the two start cells must differ, both are %s" % names[0])
    return names


def why_illegal(position, bit):
    """The IllegalMove for acting on ``bit``, which is not a legal sub-move."""
    side = position.side
    mover = SIDE_NAMES[side]
    name = position.geo.name(bit)
    mark = position.mark(bit)
    if mark == mover:
        return IllegalMove("%s already holds your mark" % name, "own-mark", cell=name)
    if mark in "xo":
        return IllegalMove("%s holds a killed mark, and killed marks never change" % name,
                           "killed-mark", cell=name)
    if not position.moved[side]:
        start = position.rules.starts[side]
        return IllegalMove("%s has not moved yet: the first sub-move must be on the start "
                           "cell %s" % (mover, start), "first-move", side=mover, start=start)
    enemy = SIDE_NAMES[1 - side]
    return IllegalMove("%s is out of %s's reach: a cell must touch a living %s, directly or "
                       "through a chain of killed %s marks" % (name, mover, mover, enemy),
                       "out-of-reach", cell=name, side=mover, enemy=enemy)


def describe_result(position):
    """The end of the game in words, e.g. "X wins: O has no legal sub-move"."""
    if position.result is None:
        return "the game goes on"
    if position.result == DRAW:
        return "a draw: both sides passed"
    winner = SIDE_NAMES[position.result]
    loser = SIDE_NAMES[1 - position.result]
    if position.reason == NO_MOVES:
        return "%s wins: %s has no legal sub-move" % (winner, loser)
    if position.reason == DOUBLE_PASS:
        return "%s wins: both passed and %s made the last sub-move" % (winner, winner)
    return "%s wins: %s resigned" % (winner, loser)


def position_from_diagram(rules, diagram, side="X", moved=None):
    """A Position set up from a drawing like game.engine.textboard.draw_board's (row numbers and the
    letter line optional), top row first, marks ". X O x o" (``*`` reads as empty,
    ``#`` is a cell off the board, where the rules' shape has one).

    ``moved`` says which sides have made a sub-move (default: those with marks
    on the board), for the start-cell rule.  For tests and puzzles.
    """
    rows = []
    for line in diagram.strip("\n").split("\n"):
        marks = [char for char in line if char in ".XOxo*#"]
        if marks:
            rows.append(marks)
    geo = rules.geometry
    if len(rows) != geo.height or any(len(row) != geo.width for row in rows):
        raise ValueError("the diagram must be %d rows of %d cells" % (geo.height, geo.width))
    position = Position(rules)
    alive = [0, 0]
    dead = [0, 0]
    for row_from_top, marks in enumerate(rows):
        for col, mark in enumerate(marks):
            bit = geo.bit(col, geo.height - 1 - row_from_top)
            if (mark == "#") != bool(bit & geo.holes):
                raise ValueError("%s is %s the board, but the diagram has %r there"
                                 % (geo.name(bit), "off" if bit & geo.holes else "on", mark))
            if mark in "XO":
                alive["XO".index(mark)] |= bit
            elif mark in "xo":
                dead["xo".index(mark)] |= bit
    if moved is None:
        moved = [bool(alive[s] | dead[s]) for s in (X, O)]
    position.alive = alive
    position.dead = dead
    position.moved = list(moved)
    position.side = "XO".index(side)
    position.left = rules.actions
    position.result = position.reason = None
    position._start_turn()
    return position
