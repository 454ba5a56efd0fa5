"""The capture game «Вирусы» of seed 003 (RULES.md §4) on bitboards.

Two colonies grow side by side on squared paper.  Neighbours are the four
side cells only.  X starts with marks on a1 and the top-right corner, O on
the other two corners; each turn a player places K marks (3 by default)
one by one on empty cells side-adjacent to their colony.  An enemy mark
with the mover's marks on three of its sides is removed, and then every
enemy group no longer side-connected to one of its owner's start marks dies
at once.  A mark may not go where three sides are already enemy marks.  The
game ends when the player to move cannot place all K marks; then it is
counted: marks on the board, or marks plus the empty ground the enemy can no
longer reach, as chosen before the game.

This module is the rule system's core: ``Position`` (fast, on ints,
unchecked) and the hooks every rule system has (see game/rules/__init__.py, SYSTEMS).

How it plays what seed 003 leaves open (RULES.md §4, "Settled here"):

- **Edges and corners.** The board's edge is not an enemy: a mark is
  removed when three of its side neighbours are enemy marks, so a mark on
  the edge goes when all three of its neighbours are, and a corner mark (two
  neighbours) never does.  The start marks stand in the corners: they are
  never removed, and a colony always keeps them.
- **When removals happen.** After every mark placed: first the enemy marks
  that now have three of the mover's marks beside them, then every enemy
  group cut off from both of its owner's start marks.  Only the mover's
  placements remove marks; the mover never loses marks in their own turn.
- **A forbidden cell.** An empty cell with three enemy marks beside it is
  forbidden even if the mark placed there would remove one of them: on
  paper it would be taken at once.
- **No pass.** The seed has none: a player places their marks or resigns.
  What a player may place only grows during their turn (removals only free
  cells and remove enemy sides), so a turn that can begin can always be
  finished; the game ends before a turn that cannot.
- **The count.** Marks: each side's marks on the board.  Territory: marks
  plus every empty region (side-connected empty cells) that borders marks of
  that side only — the enemy can no longer grow into it.  A region bordering
  both sides, or none, counts for nobody.  More points win; equal points are
  a draw.  A resignation loses whatever the count.
"""

from game.core.board import COLUMN_LETTERS, popcount
from game.core.errors import IllegalMove
from game.core.diagram import diagram_cells
from game.rules.options import Choice
from game.rules.system import DRAW, RESIGNED, MARK

NAME = "capture"
X, O = 0, 1
SIDES = ("X", "O")
SYMBOLS = SIDES
MIN_PLAYERS = MAX_PLAYERS = 2
PASSING = False

MARKS = "marks"
TERRITORY = "territory"
SCORINGS = (MARKS, TERRITORY)
# Seed 003's two counts, chosen before the game.
SCORING = Choice("scoring", "Scoring", "scoring", SCORINGS, first=True, always=True)
OPTIONS = (SCORING,)

# Why the game ended (or RESIGNED).
COUNTED = "counted"      # the side to move could not place all its marks
REASONS = (COUNTED, RESIGNED)
REFUSALS = {"own-mark": ("cell",), "taken": ("cell",), "three-sides": ("cell",),
            "not-beside": ("cell", "side")}
KINDS = (MARK,)
NAMED_STARTS = ()
# What the page says of the game (game/web/words/; the protocol: game/rules/system.py).
WORDS = {
    "name": "game.capture",
    "help": ("help.capture.start", "help.capture.taken", "help.capture.count"),
    "legend": (("X", "legend.X"), ("O", "legend.O"), ("reach", "legend.reach"),
               ("territory", "legend.territory"), ("capture-turn", "legend.capture-turn")),
    "progress": "progress.marks",
    "actions": "new.marks",
    "cells": {MARK: "cell.mark"},
    "ends": {COUNTED: "result.capture.counted", RESIGNED: "result.capture.resigned"},
    "draws": {COUNTED: "result.capture.counted.draw"},
    "refusals": {"own-mark": "illegal.own-mark", "taken": "illegal.taken",
                 "three-sides": "illegal.three-sides", "not-beside": "illegal.not-beside"},
    "faults": {"scoring": "record.scoring"},
    "options": {"scoring": {MARKS: "count.marks", TERRITORY: "count.territory"}},
    "fields": {"scoring": ("new.scoring", {MARKS: "new.scoring-marks", TERRITORY: "new.scoring-territory"})},
    "count": "status.count",
    "mode": {None: "mode.game.capture"},
}


def sides_of(geo, mask):
    """The cells beside the cells of ``mask`` (4-neighbourhood), without ``mask``."""
    stride = geo.stride
    return ((mask << 1) | (mask >> 1) | (mask << stride) | (mask >> stride)) & geo.full & ~mask


def three_sides(geo, mask):
    """The cells with at least three side neighbours in ``mask``."""
    stride = geo.stride
    full = geo.full
    a, b = (mask << 1) & full, (mask >> 1) & full
    c, d = (mask << stride) & full, (mask >> stride) & full
    return (a & b & (c | d)) | (c & d & (a | b))


def flood4(geo, region, passable):
    """``region`` grown side by side through the cells of ``passable``."""
    frontier = region
    while frontier:
        frontier = sides_of(geo, frontier) & passable & ~region
        region |= frontier
    return region


class Position:
    """Marks, whose turn, marks left to place, and the result.  ``play`` trusts
    that the bit is legal; ``legal`` is always the mask the side to move may
    place on now (0 once the game is over)."""

    __slots__ = ("rules", "geo", "marks", "side", "left", "result", "reason", "resigned", "legal")

    def __init__(self, rules, state=None):
        self.rules = rules
        self.geo = rules.geometry
        if state is not None:
            self.set_state(state)
            return
        self.marks = [rules.start_masks[X], rules.start_masks[O]]
        self.side = X
        self.left = rules.actions
        self.result = None
        self.reason = None
        self.resigned = None
        self._start_turn()

    # --- state as a value ------------------------------------------------------

    def state(self):
        return (self.marks[X], self.marks[O], self.side, self.left, self.result, self.reason,
                self.resigned, self.legal)

    def set_state(self, state):
        x, o, self.side, self.left, self.result, self.reason, self.resigned, self.legal = state
        self.marks = [x, o]

    def copy(self):
        return Position(self.rules, self.state())

    def key(self):
        return self.state()[:-1]

    # --- what may be placed ------------------------------------------------------

    def targets(self, side):
        """Empty cells without three enemy marks beside them: where ``side`` may place
        if its colony reaches."""
        geo = self.geo
        empty = geo.full & ~(self.marks[X] | self.marks[O])
        return empty & ~three_sides(geo, self.marks[1 - side])

    def legal_for(self, side):
        """The cells ``side`` may place on: beside its colony, empty, not three-sided."""
        return sides_of(self.geo, self.marks[side]) & self.targets(side)

    def can_place(self, count):
        """Whether the side to move can place ``count`` marks now: what it may place
        only grows as it places, so any order that goes on while it can will do."""
        trial = self.copy()
        for _ in range(count):
            if not trial.legal:
                return False
            trial._place(trial.legal & -trial.legal)
            trial.legal = trial.legal_for(trial.side)
        return True

    def _start_turn(self):
        self.legal = self.legal_for(self.side)
        if not self.can_place(self.left):
            self._finish(self.count_winner(), COUNTED)

    def _finish(self, result, reason):
        self.result = result
        self.reason = reason
        self.legal = 0

    # --- moves -------------------------------------------------------------------

    def play(self, bit):
        """Place a mark on a legal cell, remove what it takes, and end the turn when
        all its marks are placed."""
        self._place(bit)
        self.left -= 1
        if self.left == 0:
            self.side = 1 - self.side
            self.left = self.rules.actions
            self._start_turn()
        else:
            self.legal = self.legal_for(self.side)

    def _place(self, bit):
        geo = self.geo
        side = self.side
        enemy = 1 - side
        self.marks[side] |= bit
        taken = three_sides(geo, self.marks[side]) & self.marks[enemy] & sides_of(geo, bit)
        if taken:
            left = self.marks[enemy] & ~taken
            # the groups still joined to a start mark live; the rest die at once
            self.marks[enemy] = flood4(geo, left & self.rules.start_masks[enemy], left)

    def resign(self, side):
        self.resigned = side
        self._finish(1 - side, RESIGNED)

    # --- reading -------------------------------------------------------------------

    def at_turn_start(self):
        return self.left == self.rules.actions

    @property
    def out(self):
        return ((self.resigned, RESIGNED),) if self.resigned is not None else ()

    def players_in(self):
        return [side for side in (X, O) if side != self.resigned]

    def content_masks(self):
        """[((side, MARK), mask)]: content() of every cell, from the masks."""
        return [((X, MARK), self.marks[X]), ((O, MARK), self.marks[O])]

    def content(self, bit):
        """(side, MARK), or None for an empty cell."""
        for side in (X, O):
            if self.marks[side] & bit:
                return side, MARK
        return None

    def mark(self, bit):
        """"." empty, "X" or "O"."""
        if self.marks[X] & bit:
            return "X"
        if self.marks[O] & bit:
            return "O"
        return "."

    def territory(self, side):
        """The empty cells that count for ``side``: regions bordering its marks only."""
        geo = self.geo
        empty = geo.full & ~(self.marks[X] | self.marks[O])
        owned = 0
        while empty:
            region = flood4(geo, empty & -empty, empty)
            empty &= ~region
            border = sides_of(geo, region)
            if border & self.marks[side] and not border & self.marks[1 - side]:
                owned |= region
        return owned

    def start_cells(self, side):
        return 0   # the game starts with marks on the board

    def inactive(self, side):
        return 0

    def score(self, side):
        """``side``'s points under the game's scoring."""
        points = popcount(self.marks[side])
        if self.rules.scoring == TERRITORY:
            points += popcount(self.territory(side))
        return points

    def count_winner(self):
        x, o = self.score(X), self.score(O)
        return X if x > o else O if o > x else DRAW


# --- the rule system's hooks (game/rules/__init__.py) -------------------------------------


def read_starts(geo, starts, players):
    """The start marks, X's two then O's two: the four corners (X a1 and the top
    right), or four cells agreed before the game (a shaped board's, say)."""
    if starts is None:
        right = COLUMN_LETTERS[geo.width - 1]
        top = str(geo.height)
        return ("a1", right + top, "a" + top, right + "1")
    if isinstance(starts, str) or len(starts) != 4:
        raise ValueError("starts must be four cells, X's two then O's two, like "
                         "('a1', 'h8', 'a8', 'h1')")
    names = tuple(geo.name(geo.parse(name)) for name in starts)
    for name in names:
        if names.count(name) > 1:
            raise ValueError("the start cells must differ, %s is given twice" % name)
        bit = geo.parse(name)
        if popcount(sides_of(geo, bit)) > 2:
            # so that no start mark is ever taken (three enemy sides), as in the corners
            raise ValueError("a start mark stands in a corner of the board, with two side "
                             "neighbours at most, not on %s" % name)
    return names


def start_masks(rules):
    parse = rules.geometry.parse
    starts = rules.starts
    return (parse(starts[0]) | parse(starts[1]), parse(starts[2]) | parse(starts[3]))


def ground_counts(rules):
    """Under territory scoring a side's ground is part of its points."""
    return rules.scoring == TERRITORY


def neighbourhood(geometry, mask):
    """A cell's 4 side neighbours: marks touching at a corner are apart (RULES.md §4)."""
    return (mask & geometry.full) | sides_of(geometry, mask)


def why_illegal(position, bit):
    """The IllegalMove for placing on ``bit``, which is not a legal sub-move."""
    side = SIDES[position.side]
    name = position.geo.name(bit)
    mark = position.mark(bit)
    if mark != ".":
        return IllegalMove("%s is taken: marks go on empty cells" % name,
                           "own-mark" if mark == side else "taken", cell=name)
    enemy = position.marks[1 - position.side]
    if three_sides(position.geo, enemy) & bit:
        return IllegalMove("%s has enemy marks on three sides: a mark there would be taken at once"
                           % name, "three-sides", cell=name)
    return IllegalMove("%s does not touch %s's colony side by side" % (name, side),
                       "not-beside", cell=name, side=side)


def describe_result(position):
    if position.result is None:
        return "the game goes on"
    if position.reason == RESIGNED:
        return "%s wins: %s resigned" % (SIDES[position.result], SIDES[1 - position.result])
    x, o = position.score(X), position.score(O)
    counted = "%s to move could not place %d marks; %s %d, %s %d" % (
        SIDES[position.side], position.rules.actions, SIDES[X], x, SIDES[O], o)
    if position.result == DRAW:
        return "a draw: " + counted
    return "%s wins: %s" % (SIDES[position.result], counted)


def position_from_diagram(rules, diagram, side="X"):
    """A Position set up from a drawing like game.engine.textboard.draw_board's, top
    row first, marks ". X O" (row numbers and the letter line optional); the
    side to move starts a fresh turn, and the game ends at once if it cannot
    place its marks.  For tests and puzzles."""
    cells = diagram_cells(rules.geometry, diagram)
    position = Position(rules)
    marks = [0, 0]
    for bit, token in cells:
        if token not in (".", "X", "O"):
            raise ValueError("%r is not a mark of the capture game (. X O)" % token)
        if token != ".":
            marks[SIDES.index(token)] |= bit
    position.marks = marks
    position.side = SIDES.index(side)
    position.left = rules.actions
    position.result = position.reason = position.resigned = None
    position._start_turn()
    return position
