"""Game: the public, checked API over any rule system's Position (game/rules/__init__.py),
with cell names, history and undo."""

from game.core.errors import IllegalMove
from game.engine.notation import MARKS, write_record, read_record
from game.rules import Rules
from game.rules.system import DRAW
from game.engine.textboard import draw_board

PASS = "pass"
RESIGN = "resign"
OFF_BOARD = "#"    # what Game.cell says of a cell the board's shape leaves out


def _one_line_unbraced(text):
    return "{" not in text and "}" not in text and "\n" not in text


def common_start(old, new):
    """How many entries two histories (Game.history()) share from their start."""
    limit = min(len(old), len(new))
    if old[:limit] == new[:limit]:   # the usual: one went on from the other (compared in C: fast on MicroPython)
        return limit
    shared = 0
    while shared < limit and old[shared] == new[shared]:
        shared += 1
    return shared


def still_shared(game, kept):
    """common_start(kept, game.history()), without copying a long history
    where it went on from ``kept`` (a history read of it before, or of the
    game it was copied from): its entry at kept's end is then the very tuple
    kept there (play appends a new one, undo drops them, copy() shares them),
    so none before it changed either."""
    length = len(kept)
    if length and game.history_length() >= length and game.history(length - 1)[0] is kept[-1]:
        return length
    return common_start(kept, game.history())


class Game:
    """A game of Virus War from the first sub-move on, under any rule system
    (``Rules(game=...)``); see game/engine/README.md for a tour.

    Sides are named by their codes: "X" and "O", then "T" (△) and "S" (□) in
    the bases game for 3 or 4 players.  Every change goes through ``play``,
    ``pass_turn``, ``resign`` or ``undo``; an illegal one raises IllegalMove
    with the reason and changes nothing.
    """

    __slots__ = ("rules", "position", "_sides", "_history", "_snapshots", "_turn_starts", "_notes",
                 "written")

    def __init__(self, rules=None):
        self.rules = rules if rules is not None else Rules()
        self.position = self.rules.system.Position(self.rules)
        self._sides = self.rules.sides
        self._history = []     # (side, action) with action a cell name, PASS or RESIGN: history() copies it
        self._snapshots = []   # position state before each history entry
        self._turn_starts = []   # the history index each turn begins at: turns() without a walk
        self._notes = {}       # {turn index, or None for the game: (mark, comment)}
        self.written = None    # the record's ended rounds, as notation.py wrote them:
                               # (lines, next entry, turns before it)

    # --- reading ----------------------------------------------------------------

    @property
    def players(self):
        """Every side in turn order: ["X", "O"], or up to ["X", "O", "T", "S"]."""
        return list(self._sides)

    @property
    def turn(self):
        """The side to move (once the game is over, the one that was to move when it ended)."""
        return self._sides[self.position.side]

    @property
    def actions_left(self):
        return self.position.left

    @property
    def out(self):
        """[(side, "no-moves" or "resigned")]: who is out of the game, in the order they went."""
        return [(self._sides[player], reason) for player, reason in self.position.out]

    @property
    def inside(self):
        """The sides still in the game, in turn order."""
        return [self._sides[player] for player in self.position.players_in()]

    @property
    def result(self):
        """None while playing, then the winner's side or "draw"."""
        result = self.position.result
        if result is None:
            return None
        return "draw" if result == DRAW else self._sides[result]

    @property
    def reason(self):
        """Why the game ended, or None: "no-moves" (the last side left to move
        could not), "resigned", "double-pass" (classic), "all-passed",
        "enclosed" or "full-board" (bases), "counted" (capture)."""
        return self.position.reason

    def score(self):
        """{side: what a count decides by}: in the capture game each side's points
        under its scoring, at any moment; in the bases game (bases, viruses), as
        a full board is decided (in the classic one, the enemy marks a side
        killed and its living ones)."""
        return dict((side, self.position.score(player)) for player, side in enumerate(self._sides))

    def territory(self):
        """{side: [cells]}: the empty cells that count for each side (the capture
        game's territory scoring; empty lists in the other games)."""
        names = self.rules.geometry.names
        return dict((side, names(self.position.territory(player)))
                    for player, side in enumerate(self._sides))

    def legal_moves(self):
        """Cell names the side to move may act on now, a1 side first; [] once over."""
        return self.rules.geometry.names(self.position.legal)

    def cell(self, name):
        """What a cell holds.  Classic: "." empty, "X" or "O" living, "x" or "o"
        killed (an "x" is a cross O killed, a wall of O's).  Bases: "." empty,
        "X" an X virus, "X+" an X base (and so for O, T, S).  Capture: ".",
        "X" or "O".  In every game "#" is a cell off the board."""
        bit = self._parse(name)
        if bit & self.rules.geometry.holes:
            return OFF_BOARD
        return self.position.mark(bit)

    def history(self, start=0):
        """Every action so far as (side, cell name or "pass" or "resign"), or
        those from entry ``start`` on."""
        return self._history[start:]

    def history_length(self):
        """How many entries history() has, without its copy."""
        return len(self._history)

    def turns(self):
        """The turns so far as (side, [cells]); a pass is an empty list.

        The current, unfinished turn is included; a resignation is not a turn.
        """
        history = self._history
        ends = self._turn_starts[1:] + [len(history)]
        return [(history[start][0],
                 [action for side, action in history[start:end] if action not in (PASS, RESIGN)])
                for start, end in zip(self._turn_starts, ends)]

    def turn_starts(self):
        """The index in history() of each turn's first action."""
        return list(self._turn_starts)

    def turn_count(self):
        """len(turns()), without making them."""
        return len(self._turn_starts)

    # --- annotations --------------------------------------------------------------

    def annotate(self, turn, mark=None, comment=None):
        """Judge turn number ``turn`` (its index in turns(), the current one
        too) with a ``mark`` ("!", "?", "!!", "??", "!?" or "?!") and/or a
        ``comment`` (one line of text without braces); neither clears it.
        ``turn`` None is the whole game, which takes a comment only.  A turn
        that changes (a sub-move played onto it or taken back) loses its
        annotation: it is no longer the turn judged.  ValueError if any is
        not so."""
        if turn is not None and not (isinstance(turn, int) and 0 <= turn < len(self._turn_starts)):
            raise ValueError("no turn %r to annotate: the game has %d" % (turn, len(self._turn_starts)))
        if mark is not None and turn is None:
            raise ValueError("the game takes a comment, not a mark")
        if mark is not None and mark not in MARKS:
            raise ValueError("a turn's mark is one of %s, not %r" % (" ".join(MARKS), mark))
        if comment is not None and not (isinstance(comment, str) and _one_line_unbraced(comment)):
            raise ValueError("a comment is one line of text without braces, not %r" % (comment,))
        if mark is None and not comment:
            self._notes.pop(turn, None)
        else:
            self._notes[turn] = (mark, comment or None)
        self.written = None   # its round's line may be among those kept

    def annotation(self, turn):
        """(mark, comment) of turn number ``turn``, or of the game for None; each None if not set."""
        return self._notes.get(turn, (None, None))

    def annotations(self):
        """[(turn, mark, comment)] of the annotated turns, in turn order (not the game's comment)."""
        turns = sorted(turn for turn in self._notes if turn is not None)
        return [(turn,) + self._notes[turn] for turn in turns]

    # --- acting ---------------------------------------------------------------

    def play(self, cell):
        """One sub-move on ``cell``: place on an empty cell, kill a living enemy."""
        self._check_playing()
        bit = self._parse(cell)
        if not self.position.legal & bit:
            if bit & self.rules.geometry.holes:
                name = self.rules.geometry.name(bit)
                raise IllegalMove("%s is off the board: the board's shape leaves it out" % name,
                                  "off-board", cell=name)
            raise self.rules.system.why_illegal(self.position, bit)
        if self._notes and self._continues_turn(self.turn):
            self._notes.pop(len(self._turn_starts) - 1, None)   # the turn judged is no more
        self._remember(self.position.side, self.rules.geometry.name(bit))
        self.position.play(bit)

    def play_turn(self, cells):
        """A whole answer as the bots give it: its cells in playing order, [] a pass."""
        if not cells:
            self.pass_turn()
        for cell in cells:
            self.play(cell)

    def pass_turn(self):
        """Give up the whole turn; only before its first sub-move."""
        self._check_playing()
        if not self.rules.system.PASSING:
            raise IllegalMove("there is no pass in the %s game" % self.rules.game, "no-pass",
                              game=self.rules.game)
        if not self.position.at_turn_start():
            done = self.rules.actions - self.actions_left
            raise IllegalMove("a pass is only allowed at the start of a turn; %s has made %d "
                              "of %d sub-moves" % (self.turn, done, self.rules.actions),
                              "pass-mid-turn", side=self.turn, done=done, total=self.rules.actions)
        self._remember(self.position.side, PASS)
        self.position.pass_turn()

    def resign(self, side=None):
        """The side to move (or ``side``, any side still in, at any time) leaves
        the game; the last side in wins."""
        self._check_playing()
        player = self.position.side if side is None else self._player(side)
        if player not in self.position.players_in():
            raise IllegalMove("%s is already out of the game" % self._sides[player], "side-out",
                              side=self._sides[player])
        self._remember(player, RESIGN)
        self.position.resign(player)

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
        side, action = self._history.pop()
        if action != RESIGN:   # a resignation is no turn's: the turns stay as they were
            self._notes.pop(len(self._turn_starts) - 1, None)   # the turn judged is no more
            if self._turn_starts[-1] == len(self._history):
                self._turn_starts.pop()
        self.position.set_state(self._snapshots.pop())
        self.written = None   # the round it ended may go on otherwise

    def copy(self):
        """An independent game with the same history (for a bot, say)."""
        game = Game(self.rules)
        game.position = self.position.copy()
        game._history = list(self._history)
        game._snapshots = list(self._snapshots)
        game._turn_starts = list(self._turn_starts)
        game._notes = dict(self._notes)
        return game

    def replayed(self, length):
        """A new game of the same rules with the first ``length`` entries of
        the history played again (the game as it was then)."""
        game = Game(self.rules)
        for side, action in self._history[:length]:
            game.apply(side, action)
        return game

    def _remember(self, player, action):
        side = self._sides[player]
        if action != RESIGN and not self._continues_turn(side):
            self._turn_starts.append(len(self._history))
        self._snapshots.append(self.position.state())
        self._history.append((side, action))

    def _continues_turn(self, side):
        """Whether an action of ``side`` goes on with the last turn: no side moves
        twice in a row (the others would all be out, the game over), and a
        resignation, no turn's, leaves the turn it interrupts going on."""
        starts = self._turn_starts
        return bool(starts) and self._history[starts[-1]][0] == side

    def _parse(self, name):
        try:
            return self.rules.geometry.parse(name)
        except ValueError as error:
            raise IllegalMove(str(error), "bad-cell", cell=name,
                              size="%dx%d" % (self.rules.width, self.rules.height))

    def _player(self, side):
        """The index of a side named by its code or its symbol ("T" or "△")."""
        system = self.rules.system
        for names in (system.SIDES, system.SYMBOLS):
            if isinstance(side, str) and side in names[:self.rules.players]:
                return names.index(side)
        sides = self._sides
        listed = ", ".join(sides[:-1]) + " or " + sides[-1]
        raise IllegalMove("only %s can resign, not %r" % (listed, side), "bad-side", side=side)

    def _check_playing(self):
        if self.position.result is not None:
            raise IllegalMove("the game is over: %s" % self.describe_result(), "game-over")

    def describe_result(self):
        """The end of the game in words, e.g. "X wins: O has no legal sub-move"."""
        return self.rules.system.describe_result(self.position)

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
