"""Game: the public, checked API over Position, with cell names, history and undo."""

from game.errors import IllegalMove
from game.notation import write_record, read_record
from game.position import Position, SIDE_NAMES, DRAW, NO_MOVES, DOUBLE_PASS, RESIGNED
from game.rules import Rules
from game.textboard import draw_board

PASS = "pass"
RESIGN = "resign"

RESULT_NAMES = ("X", "O", "draw")


class Game:
    """A game of Virus War from the first sub-move on; see README for a tour.

    Every change goes through ``play``, ``pass_turn``, ``resign`` or ``undo``;
    an illegal one raises IllegalMove with the reason and changes nothing.
    """

    __slots__ = ("rules", "position", "_history", "_snapshots")

    def __init__(self, rules=None):
        self.rules = rules if rules is not None else Rules()
        self.position = Position(self.rules)
        self._history = []     # (side, action) with action a cell name, PASS or RESIGN
        self._snapshots = []   # position state before each history entry

    # --- reading ----------------------------------------------------------------

    @property
    def turn(self):
        """"X" or "O": the side to move (still the loser's side once the game is over)."""
        return SIDE_NAMES[self.position.side]

    @property
    def actions_left(self):
        return self.position.left

    @property
    def result(self):
        """None while playing, then "X", "O" or "draw"."""
        result = self.position.result
        return None if result is None else RESULT_NAMES[result]

    @property
    def reason(self):
        """Why the game ended: "no-moves", "double-pass", "resigned", or None."""
        return self.position.reason

    def legal_moves(self):
        """Cell names the side to move may act on now, a1 side first; [] once over."""
        return self.rules.geometry.names(self.position.legal)

    def cell(self, name):
        """"." empty, "X" or "O" living, "x" or "o" killed."""
        try:
            bit = self.rules.geometry.parse(name)
        except ValueError as error:
            raise IllegalMove(str(error), "bad-cell", cell=name, size=self._size())
        return self.position.mark(bit)

    def history(self):
        """Every action so far as (side, cell name or "pass" or "resign")."""
        return [(SIDE_NAMES[side], action) for side, action in self._history]

    def turns(self):
        """The turns so far as (side, [cells]); a pass is an empty list.

        The current, unfinished turn is included; a resignation is not a turn.
        """
        turns = []
        for side, action in self._history:
            if action == RESIGN:
                continue
            if not turns or turns[-1][0] != side:
                turns.append((side, []))
            if action != PASS:
                turns[-1][1].append(action)
        return [(SIDE_NAMES[side], cells) for side, cells in turns]

    # --- acting ---------------------------------------------------------------

    def play(self, cell):
        """One sub-move on ``cell``: place on an empty cell, kill a living enemy."""
        self._check_playing()
        position = self.position
        try:
            bit = self.rules.geometry.parse(cell)
        except ValueError as error:
            raise IllegalMove(str(error), "bad-cell", cell=cell, size=self._size())
        if not position.legal & bit:
            raise self._why_illegal(bit)
        self._remember(self.rules.geometry.name(bit))
        position.play(bit)

    def pass_turn(self):
        """Give up the whole turn; only before its first sub-move."""
        self._check_playing()
        if not self.position.at_turn_start():
            done = self.rules.actions - self.actions_left
            raise IllegalMove("a pass is only allowed at the start of a turn; %s has made %d "
                              "of %d sub-moves" % (self.turn, done, self.rules.actions),
                              "pass-mid-turn", side=self.turn, done=done, total=self.rules.actions)
        self._remember(PASS)
        self.position.pass_turn()

    def resign(self, side=None):
        """The side to move (or ``side``, "X" or "O") resigns; the other wins."""
        self._check_playing()
        if side is None:
            side = self.turn
        if side not in SIDE_NAMES or len(side) != 1:
            raise IllegalMove("only X or O can resign, not %r" % (side,), "bad-side")
        self._snapshots.append(self.position.state())
        self._history.append((SIDE_NAMES.index(side), RESIGN))
        self.position.resign(SIDE_NAMES.index(side))

    def apply(self, side, action):
        """One entry of a history (see history()) again: a cell, PASS, or RESIGN by ``side``."""
        if action == PASS:
            self.pass_turn()
        elif action == RESIGN:
            self.resign(side)
        else:
            self.play(action)

    def undo(self):
        """Take back the last sub-move, pass or resignation."""
        if not self._history:
            raise IllegalMove("nothing to undo: no move has been made", "nothing-to-undo")
        self._history.pop()
        self.position.set_state(self._snapshots.pop())

    def _remember(self, action):
        self._snapshots.append(self.position.state())
        self._history.append((self.position.side, action))

    def _size(self):
        return "%dx%d" % (self.rules.width, self.rules.height)

    def _check_playing(self):
        if self.position.result is not None:
            raise IllegalMove("the game is over: %s" % self.describe_result(), "game-over")

    def _why_illegal(self, bit):
        """The IllegalMove for acting on ``bit``, which is not a legal sub-move."""
        position = self.position
        side = position.side
        name = self.rules.geometry.name(bit)
        mark = position.mark(bit)
        if mark == self.turn:
            return IllegalMove("%s already holds your mark" % name, "own-mark", cell=name)
        if mark in "xo":
            return IllegalMove("%s holds a killed mark, and killed marks never change" % name,
                               "killed-mark", cell=name)
        if not position.moved[side]:
            start = self.rules.starts[side]
            return IllegalMove("%s has not moved yet: the first sub-move must be on the start "
                               "cell %s" % (self.turn, start), "first-move", side=self.turn,
                               start=start)
        enemy = SIDE_NAMES[1 - side]
        return IllegalMove("%s is out of %s's reach: a cell must touch a living %s, directly or "
                           "through a chain of killed %s marks" % (name, self.turn, self.turn, enemy),
                           "out-of-reach", cell=name, side=self.turn, enemy=enemy)

    def describe_result(self):
        """The end of the game in words, e.g. "X wins: O has no legal sub-move"."""
        position = self.position
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
        if position.reason == RESIGNED:
            return "%s wins: %s resigned" % (winner, loser)
        return "%s wins" % winner

    # --- text -------------------------------------------------------------------

    def record(self):
        """The game in the notation of RULES.md."""
        return write_record(self)

    @classmethod
    def from_record(cls, text):
        """The game a record describes; RecordError names the line, column and fault."""
        return read_record(text, cls)

    def __str__(self):
        return draw_board(self.position)

    def __repr__(self):
        return "<Game %s, %s to move, %d left, result %s>" % (
            self.rules, self.turn, self.actions_left, self.result)
