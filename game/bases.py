"""The virus-and-bases game of seed 004 (RULES.md §2): 2 to 4 players on bitboards.

Players, in turn order, are X, O, △ and □; the engine and records name them
by the ASCII codes ``X O T S`` (``SIDES``), the page draws ``SYMBOLS``.
A cell is empty, a player's *virus* or a player's *base*.  On a legal cell a
sub-move puts a virus on an empty cell or turns another player's virus into
one's own base.  The classic game of §1 is the same mechanics for two (a
killed O is X's base); what this game adds is N players, the edge start and
two more ways to win.

Three layers, as for the classic game (game/position.py, game/engine.py):
``BasesRules`` (the options, checked once), ``BasesPosition`` (the fast core
on ints, unchecked, with ``copy``/``state`` for a bot) and ``BasesGame`` (the
checked API with cell names, history and undo).

Rules settled here (where seed 004 and RULES.md §2 are silent):

- **Sides and order.** 2 to 4 players, turns going X, O, T (△), S (□), each
  turn K sub-moves (1..9, default 3), a turn cut short only when no legal
  sub-move remains.  Players who are out are skipped.
- **Reach.** A cell is in a player's reach when it touches (8-neighbourhood)
  one of their viruses or *active* bases; a base is active while a chain of
  that player's bases links it to one of their viruses.  Reach is recomputed
  after every sub-move.  Only empty cells and other players' viruses can be
  acted on; one's own units and every base never change.
- **Start.** A player who has made no sub-move yet (a pass does not count)
  may act only on a start cell, by the ordinary rule: an empty one gets a
  virus, another player's virus there becomes a base (which leaves the player
  with no virus, so they go out when their next turn comes; the seed's "first
  unit" may be a base).  Start "corners" (the default): X a1, O the opposite
  corner, T the bottom-right, S the top-left corner.  Start "edge": any edge
  cell.  Or agreed start cells, one edge cell per player.
- **Pass.** Allowed only at the start of a turn, as in the classic game.
  When every player still in has passed since the last sub-move, the game is
  a draw ("all-passed"): nobody wants to change the board.
- **Out.** A player whose turn comes with no legal sub-move is out; so is a
  player who resigns (anyone still in, at any time, even mid-turn: the turn
  passes on if it was theirs).  Their units stay on the board: their viruses
  can still be turned into bases, their bases stay walls.  The last player in
  wins ("no-moves" or "resigned", after whatever put the last other one out).
- **Enclosed virus.** A sub-move after which the mover has a virus whose
  every neighbour on the board is the mover's base wins at once ("enclosed"):
  nobody can ever reach that virus.  Only the mover can make one: other
  players' bases never change and their viruses only disappear.
- **Full board.** The board is full when no empty cell is left; the game ends
  at once after the sub-move that fills the last one ("full-board"): among
  the players still in, most bases wins, then most viruses; a tie for the
  lead is a draw.  An enclosure made by the same sub-move wins first.
  A board on which empty cells remain that nobody can reach is not full: it
  ends as players go out or all pass.
"""

from game.board import COLUMN_LETTERS, MIN_SIZE, MAX_SIZE, geometry, popcount
from game.errors import IllegalMove
from game.rules import MIN_ACTIONS, MAX_ACTIONS, DEFAULT_SIZE, DEFAULT_ACTIONS

SIDES = ("X", "O", "T", "S")      # codes in turn order: the API and records
SYMBOLS = ("X", "O", "△", "□")    # the same players as drawn on the page
MIN_PLAYERS = 2
MAX_PLAYERS = 4
DRAW = -1                          # a result: a player's index or DRAW

CORNERS = "corners"
EDGE = "edge"

# Why a game ended (and why a player went out: NO_MOVES or RESIGNED).
NO_MOVES = "no-moves"
RESIGNED = "resigned"
ENCLOSED = "enclosed"
FULL_BOARD = "full-board"
ALL_PASSED = "all-passed"

PASS = "pass"
RESIGN = "resign"


class BasesRules:
    """Board size, number of players, sub-moves per turn and the start rule.

    ``start`` is "corners", "edge", or a sequence of one edge cell name per
    player (agreed starts, X's first).  Bad options raise ValueError.
    """

    __slots__ = ("width", "height", "players", "actions", "start", "geometry", "start_masks")

    def __init__(self, width=DEFAULT_SIZE, height=DEFAULT_SIZE, players=2,
                 actions=DEFAULT_ACTIONS, start=CORNERS):
        for label, value, low, high in (("width", width, MIN_SIZE, MAX_SIZE),
                                        ("height", height, MIN_SIZE, MAX_SIZE),
                                        ("players", players, MIN_PLAYERS, MAX_PLAYERS),
                                        ("sub-moves per turn", actions, MIN_ACTIONS, MAX_ACTIONS)):
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise ValueError("%s must be a whole number from %d to %d, not %r"
                                 % (label, low, high, value))
        self.width = width
        self.height = height
        self.players = players
        self.actions = actions
        geo = self.geometry = geometry(width, height)
        edge = edge_mask(geo)
        if start == CORNERS or start == EDGE:
            self.start = start
        elif isinstance(start, str) or not isinstance(start, (tuple, list)) \
                or len(start) != players:
            raise ValueError("start must be %r, %r or %d edge cells, one per player"
                             % (CORNERS, EDGE, players))
        else:
            names = tuple(geo.name(geo.parse(name)) for name in start)
            for name in names:
                if not geo.parse(name) & edge:
                    raise ValueError("a start cell must be on the edge of the board, not %s" % name)
                if names.count(name) > 1:
                    raise ValueError("the start cells must differ, %s is given twice" % name)
            self.start = names
        if self.start == EDGE:
            self.start_masks = (edge,) * players
        else:
            self.start_masks = tuple(geo.parse(name) for name in self.start_cells())

    def start_cells(self):
        """The start cell of each player in turn order, or None with the edge start."""
        if self.start == EDGE:
            return None
        if self.start == CORNERS:
            right = COLUMN_LETTERS[self.width - 1]
            top = str(self.height)
            return ("a1", right + top, right + "1", "a" + top)[:self.players]
        return self.start

    def _key(self):
        return (self.width, self.height, self.players, self.actions, self.start)

    def __eq__(self, other):
        return isinstance(other, BasesRules) and self._key() == other._key()

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        return "BasesRules(width=%d, height=%d, players=%d, actions=%d, start=%r)" % self._key()


def edge_mask(geo):
    """The cells on the border of the board."""
    inner = 0
    for row in range(1, geo.height - 1):
        for col in range(1, geo.width - 1):
            inner |= geo.bit(col, row)
    return geo.full & ~inner


class BasesPosition:
    """A game state: units, whose turn, sub-moves left, who is out, the result.

    Players are indices 0..players-1, cells single-bit ints.  ``play`` trusts
    that the bit is legal, as a search wants; ``legal`` is always the mask of
    cells the side to move may act on now (0 once the game is over).
    """

    __slots__ = ("rules", "geo", "n", "virus", "base", "moved", "empty", "side", "left",
                 "passed", "inside", "out", "result", "reason", "legal", "_region", "_reach")

    def __init__(self, rules, state=None):
        self.rules = rules
        self.geo = rules.geometry
        self.n = rules.players
        if state is not None:
            self.set_state(state)
            return
        n = self.n
        self.virus = [0] * n
        self.base = [0] * n
        self.moved = [False] * n
        self.empty = self.geo.full
        self.side = 0
        self.left = rules.actions
        self.passed = 0                  # bit p: player p passed since the last sub-move
        self.inside = (1 << n) - 1       # bit p: player p is still in
        self.out = ()                    # (player, reason) in the order they went out
        self.result = None
        self.reason = None
        self._start_turn()

    # --- state as a value (undo, transposition keys, copies) ----------------

    def state(self):
        return (tuple(self.virus) + tuple(self.base) + tuple(self.moved)
                + (self.empty, self.side, self.left, self.passed, self.inside, self.out,
                   self.result, self.reason, self.legal, self._region, self._reach))

    def set_state(self, state):
        n = self.n
        self.virus = list(state[:n])
        self.base = list(state[n:2 * n])
        self.moved = list(state[2 * n:3 * n])
        (self.empty, self.side, self.left, self.passed, self.inside, self.out,
         self.result, self.reason, self.legal, self._region, self._reach) = state[3 * n:]

    def copy(self):
        return BasesPosition(self.rules, self.state())

    def key(self):
        """What decides the future of the game: equal keys, equal games from here."""
        return self.state()[:-3]

    # --- reach ----------------------------------------------------------------

    def region(self, player):
        """The active units of ``player``: viruses and the bases chained to them."""
        return self.geo.flood(self.virus[player], self.base[player])

    def targets(self, player):
        """Cells ``player`` could act on if in reach: empty, or another player's virus."""
        viruses = 0
        for mask in self.virus:
            viruses |= mask
        return self.empty | (viruses & ~self.virus[player])

    def legal_for(self, player):
        """Legal cells for ``player`` were it to move now (the start rule included)."""
        if not self.moved[player]:
            return self.rules.start_masks[player] & self.targets(player)
        return self.geo.dilate(self.region(player)) & self.targets(player)

    def _start_turn(self):
        """Reach for the side to move; a player with no sub-move goes out and the next moves."""
        while self.result is None:
            side = self.side
            if self.moved[side]:
                self._region = self.region(side)
                self._reach = self.geo.dilate(self._region)
            else:
                self._region = 0
                self._reach = self.rules.start_masks[side]
            self.legal = self._reach & self.targets(side)
            if self.legal:
                return
            self._go_out(side, NO_MOVES)
            if self.result is None:
                self._advance()

    def _go_out(self, player, reason):
        self.inside &= ~(1 << player)
        self.out += ((player, reason),)
        inside = self.inside
        if not inside & (inside - 1):            # one player left: the last one in
            self._finish(self.players_in()[0], reason)
        elif self.passed & inside == inside:     # the ones left have all passed
            self._finish(DRAW, ALL_PASSED)

    def _advance(self):
        """The turn to the next player still in."""
        for step in range(1, self.n + 1):
            player = (self.side + step) % self.n
            if self.inside >> player & 1:
                self.side = player
                break
        self.left = self.rules.actions

    def _next_turn(self):
        self._advance()
        self._start_turn()

    def _finish(self, result, reason):
        self.result = result
        self.reason = reason
        self.legal = 0

    # --- moves ----------------------------------------------------------------

    def play(self, bit):
        """One sub-move on a legal cell: a virus on empty, a base on another's virus."""
        side = self.side
        placed = self.empty & bit
        if placed:
            self.empty ^= bit
            self.virus[side] |= bit
        else:
            for owner in range(self.n):
                if self.virus[owner] & bit:
                    self.virus[owner] ^= bit
                    break
            self.base[side] |= bit
        first = not self.moved[side]
        self.moved[side] = True
        self.passed = 0
        self.left -= 1
        if self._encloses(side, bit):
            self._finish(side, ENCLOSED)
            return
        if not self.empty:
            self._finish(self._count(), FULL_BOARD)
            return
        if first:
            self._region = self._reach = 0   # the start rule is spent
        # Reach only grows during one's own turn: add the new cell and the bases
        # it activates.  A base made with no active unit (a first sub-move on
        # another's virus) conducts nothing.
        if placed or self._region:
            geo = self.geo
            region = geo.flood(self._region | bit, self.base[side], bit)
            self._reach |= geo.dilate(region ^ self._region)
            self._region = region
        self.legal = self._reach & self.targets(side)
        if self.left == 0 or not self.legal:
            self._next_turn()

    def _encloses(self, player, bit):
        """Whether acting on ``bit`` left a virus of ``player`` with only own bases around."""
        geo = self.geo
        bases = self.base[player]
        for virus in geo.bits(self.virus[player] & geo.dilate(bit)):
            if not (geo.dilate(virus) ^ virus) & ~bases:
                return True
        return False

    def _count(self):
        """The full-board winner among the players in: most bases, then viruses; or DRAW."""
        best = DRAW
        best_score = None
        for player in self.players_in():
            score = (popcount(self.base[player]), popcount(self.virus[player]))
            if best_score is None or score > best_score:
                best, best_score = player, score
            elif score == best_score:
                best = DRAW
        return best

    def pass_turn(self):
        """Give up the whole turn (the caller checks it is the start of a turn)."""
        self.passed |= 1 << self.side
        if self.passed & self.inside == self.inside:
            self._finish(DRAW, ALL_PASSED)
            return
        self._next_turn()

    def resign(self, player):
        """``player`` (still in) leaves the game; if it was their turn it passes on."""
        self._go_out(player, RESIGNED)
        if self.result is None and player == self.side:
            self._next_turn()

    # --- reading ----------------------------------------------------------------

    def at_turn_start(self):
        return self.left == self.rules.actions

    def players_in(self):
        return [player for player in range(self.n) if self.inside >> player & 1]

    def owner(self, bit):
        """(player, is_base) for an occupied cell, None for an empty one."""
        for player in range(self.n):
            if self.virus[player] & bit:
                return player, False
            if self.base[player] & bit:
                return player, True
        return None

    def mark(self, bit):
        """"." empty, a side's code ("X") for its virus, code and "+" ("X+") for its base."""
        found = self.owner(bit)
        if found is None:
            return "."
        return SIDES[found[0]] + ("+" if found[1] else "")

    def active_bases(self, player):
        return self.region(player) & self.base[player]

    def score(self, player):
        """(bases, viruses) of ``player``: what the full board is decided by."""
        return popcount(self.base[player]), popcount(self.virus[player])


class BasesGame:
    """A game of seed 004 from the first sub-move on: the checked API over BasesPosition.

    Every change goes through ``play``, ``pass_turn``, ``resign`` or ``undo``;
    an illegal one raises IllegalMove with the reason and changes nothing.
    Sides are the codes "X", "O", "T", "S" ("△" and "□" are accepted too).
    """

    __slots__ = ("rules", "position", "_history", "_snapshots")

    def __init__(self, rules=None):
        self.rules = rules if rules is not None else BasesRules()
        self.position = BasesPosition(self.rules)
        self._history = []     # (player, action) with action a cell name, PASS or RESIGN
        self._snapshots = []   # position state before each history entry

    # --- reading ----------------------------------------------------------------

    @property
    def players(self):
        """Every side in turn order, e.g. ["X", "O", "T"]."""
        return list(SIDES[:self.rules.players])

    @property
    def turn(self):
        """The side to move; once the game is over, the one that was to move when it ended."""
        return SIDES[self.position.side]

    @property
    def actions_left(self):
        return self.position.left

    @property
    def inside(self):
        """The sides still in, in turn order."""
        return [SIDES[player] for player in self.position.players_in()]

    @property
    def out(self):
        """[(side, "no-moves" or "resigned")] in the order they went out."""
        return [(SIDES[player], reason) for player, reason in self.position.out]

    @property
    def result(self):
        """None while playing, then the winner's side or "draw"."""
        result = self.position.result
        if result is None:
            return None
        return "draw" if result == DRAW else SIDES[result]

    @property
    def reason(self):
        """Why the game ended: "no-moves", "resigned", "enclosed", "full-board",
        "all-passed", or None."""
        return self.position.reason

    def scores(self):
        """{side: (bases, viruses)} for every side."""
        return dict((SIDES[player], self.position.score(player)) for player in range(self.rules.players))

    def legal_moves(self):
        """Cell names the side to move may act on now, a1 side first; [] once over."""
        return self.rules.geometry.names(self.position.legal)

    def cell(self, name):
        """"." empty, "X" an X virus, "X+" an X base (and so for O, T, S)."""
        return self.position.mark(self._parse(name))

    def history(self):
        """Every action so far as (side, cell name or "pass" or "resign")."""
        return [(SIDES[player], action) for player, action in self._history]

    def turns(self):
        """The turns so far as (side, [cells]); a pass is an empty list.

        The current, unfinished turn is included; resignations are not turns.
        """
        turns = []
        for player, action in self._history:
            if action == RESIGN:
                continue
            # No side moves twice in a row: the others would all be out, the game over.
            if not turns or turns[-1][0] != SIDES[player]:
                turns.append((SIDES[player], []))
            if action != PASS:
                turns[-1][1].append(action)
        return turns

    # --- acting ---------------------------------------------------------------

    def play(self, cell):
        """One sub-move on ``cell``: a virus on an empty cell, a base on another's virus."""
        self._check_playing()
        bit = self._parse(cell)
        if not self.position.legal & bit:
            raise self._why_illegal(bit)
        self._remember(self.position.side, self.rules.geometry.name(bit))
        self.position.play(bit)

    def pass_turn(self):
        """Give up the whole turn; only before its first sub-move."""
        self._check_playing()
        if not self.position.at_turn_start():
            done = self.rules.actions - self.actions_left
            raise IllegalMove("a pass is only allowed at the start of a turn; %s has made %d "
                              "of %d sub-moves" % (self.turn, done, self.rules.actions),
                              "pass-mid-turn", side=self.turn, done=done, total=self.rules.actions)
        self._remember(self.position.side, PASS)
        self.position.pass_turn()

    def resign(self, side=None):
        """The side to move (or ``side``, any side still in) leaves the game."""
        self._check_playing()
        player = self.position.side if side is None else self._player(side)
        if not self.position.inside >> player & 1:
            raise IllegalMove("%s is already out of the game" % SIDES[player], "side-out",
                              side=SIDES[player])
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
        self._history.pop()
        self.position.set_state(self._snapshots.pop())

    def copy(self):
        game = BasesGame(self.rules)
        game.position = self.position.copy()
        game._history = list(self._history)
        game._snapshots = list(self._snapshots)
        return game

    def _remember(self, player, action):
        self._snapshots.append(self.position.state())
        self._history.append((player, action))

    def _parse(self, name):
        try:
            return self.rules.geometry.parse(name)
        except ValueError as error:
            raise IllegalMove(str(error), "bad-cell", cell=name,
                              size="%dx%d" % (self.rules.width, self.rules.height))

    def _player(self, side):
        """The index of a side named by its code or symbol."""
        for names in (SIDES, SYMBOLS):
            if isinstance(side, str) and side in names[:self.rules.players]:
                return names.index(side)
        raise IllegalMove("only %s can resign, not %r" % (" ".join(self.players), side),
                          "bad-side", side=side)

    def _check_playing(self):
        if self.position.result is not None:
            raise IllegalMove("the game is over: %s" % self.describe_result(), "game-over")

    def _why_illegal(self, bit):
        """The IllegalMove for acting on ``bit``, which is not a legal sub-move."""
        position = self.position
        side = self.turn
        name = self.rules.geometry.name(bit)
        found = position.owner(bit)
        if found is not None and found[0] == position.side:
            unit = "base" if found[1] else "virus"
            return IllegalMove("%s already holds your %s" % (name, unit), "own-unit",
                               cell=name, unit=unit)
        if found is not None and found[1]:
            owner = SIDES[found[0]]
            return IllegalMove("%s is a base of %s, and bases never change" % (name, owner),
                               "enemy-base", cell=name, owner=owner)
        if not position.moved[position.side]:
            starts = self.rules.start_cells()
            if starts is None:
                return IllegalMove("%s has not moved yet: the first unit must stand on an edge "
                                   "cell" % side, "first-move-edge", side=side)
            start = starts[position.side]
            return IllegalMove("%s has not moved yet: the first sub-move must be on the start "
                               "cell %s" % (side, start), "first-move", side=side, start=start)
        return IllegalMove("%s is out of %s's reach: a cell must touch a virus of %s or an "
                           "active base (one chained by %s's bases to a virus of %s)"
                           % (name, side, side, side, side), "out-of-reach", cell=name, side=side)

    def describe_result(self):
        """The end of the game in words, e.g. "X wins: X's virus at c3 is enclosed"."""
        position = self.position
        reason = position.reason
        if position.result is None:
            return "the game goes on"
        if reason == ALL_PASSED:
            return "a draw: every player still in passed"
        if position.result == DRAW:
            return "a draw: the board is full and the leaders have as many bases and viruses"
        winner = SIDES[position.result]
        if reason == ENCLOSED:
            return "%s wins: a virus of %s is enclosed by its own bases" % (winner, winner)
        if reason == FULL_BOARD:
            return "%s wins: the board is full and %s has the most bases, then viruses" % (
                winner, winner)
        last = SIDES[position.out[-1][0]]
        if reason == RESIGNED:
            return "%s wins: the last one in, after %s resigned" % (winner, last)
        return "%s wins: the last one in, after %s had no legal sub-move" % (winner, last)

    # --- text -------------------------------------------------------------------

    def __str__(self):
        return draw_board(self.position)

    def __repr__(self):
        return "<BasesGame %r, %s to move, %d left, result %s>" % (
            self.rules, self.turn, self.actions_left, self.result)


def draw_board(position):
    """Rows from the top, one token per cell (". X O+ ..."), with coordinates."""
    geo = position.geo
    width = len(str(geo.height))
    lines = []
    for row in range(geo.height - 1, -1, -1):
        marks = " ".join("%-2s" % position.mark(geo.bit(col, row)) for col in range(geo.width))
        lines.append("%*d %s" % (width, row + 1, marks.rstrip()))
    lines.append("%s %s" % (" " * width, "  ".join(COLUMN_LETTERS[:geo.width])))
    return "\n".join(lines)


def position_from_diagram(rules, diagram, side="X", moved=None):
    """A BasesPosition set up from a drawing like draw_board's, top row first:
    tokens "." empty, "X" a virus, "X+" a base (O, T, S alike); row numbers and
    the letter line are optional.

    ``moved`` lists the sides that have made a sub-move (default: those with
    units on the board).  The side to move starts a fresh turn; a diagram
    should not hold an enclosed virus or a full board (the game would be over).
    For tests and puzzles.
    """
    geo = rules.geometry
    rows = []
    for line in diagram.strip("\n").split("\n"):
        tokens = line.split()
        if tokens and tokens[0].isdigit():
            tokens = tokens[1:]
        if tokens and not all(token in COLUMN_LETTERS for token in tokens):
            rows.append(tokens)
    if len(rows) != geo.height or any(len(row) != geo.width for row in rows):
        raise ValueError("the diagram must be %d rows of %d cells" % (geo.height, geo.width))
    position = BasesPosition(rules)
    n = rules.players
    virus = [0] * n
    base = [0] * n
    for row_from_top, tokens in enumerate(rows):
        for col, token in enumerate(tokens):
            bit = geo.bit(col, geo.height - 1 - row_from_top)
            if token == ".":
                continue
            if token.rstrip("+") not in SIDES[:n] or token.count("+") > 1:
                raise ValueError("%r is not a unit of %d players (like X or X+)" % (token, n))
            player = SIDES.index(token.rstrip("+"))
            if token.endswith("+"):
                base[player] |= bit
            else:
                virus[player] |= bit
    if moved is None:
        moved = [SIDES[player] for player in range(n) if virus[player] | base[player]]
    position.virus = virus
    position.base = base
    position.moved = [SIDES[player] in moved for player in range(n)]
    position.empty = geo.full
    for player in range(n):
        position.empty &= ~(virus[player] | base[player])
    position.side = SIDES.index(side)
    position.left = rules.actions
    position._start_turn()
    return position
