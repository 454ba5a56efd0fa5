"""The virus-and-bases game of seed 004 (RULES.md §3): 2 to 30 players on bitboards.

Players, in turn order, are X, O, △ and □, then P5 to P30; the engine and
records name them by the ASCII codes ``X O T S P5 … P30`` (``SIDES``), the
page draws ``SYMBOLS``.
A cell is empty, a player's *virus* or a player's *base*.  On a legal cell a
sub-move puts a virus on an empty cell or turns another player's virus into
one's own base.  The classic game of §2 is the same mechanics for two (a
killed O is X's base); what this game adds is N players, the edge start and
two more ways to win.

This module is the rule system's core: ``Position`` (the fast core on ints,
unchecked, with ``copy``/``state`` for a bot) and the hooks every rule system
has (see game/rules/__init__.py, SYSTEMS).  ``Rules(game="bases", players=N)`` chooses
it, and Game plays it with cell names, checks, history and undo.

How it plays what seed 004 leaves open (RULES.md §3, "Settled here"):

- **Sides and order.** 2 to 30 players, turns going X, O, T (△), S (□), P5 … P30, each
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
  unit" may be a base).  The default start for up to four: the corners, X a1,
  O the opposite corner, T the bottom-right, S the top-left corner; for five
  or more, cells spread evenly round the board's outer edge, counter-clockwise
  from a1 in turn order (``spread_round_edge``).  Start "edge": any edge cell.
  Or agreed start cells, one edge cell per player.  The board must have room
  for a start cell per player.
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

from game.core.board import COLUMN_LETTERS, popcount
from game.core.errors import IllegalMove
from game.core.diagram import diagram_cells
from game.rules.system import DRAW, NO_MOVES, RESIGNED, VIRUS, BASE, TooFewStarts

NAME = "bases"
MIN_PLAYERS = 2
MAX_PLAYERS = 30                   # «на большом поле можно человек 30 набрать» (seed 004)
# Codes in turn order, for the API and records: the paper game's four, then P5 … P30
# ("player 5"): a capital and a number, never a cell's name (a small letter and a number).
SIDES = ("X", "O", "T", "S") + tuple("P%d" % number for number in range(5, MAX_PLAYERS + 1))
# The same players as the page draws and names them: the four marks of paper, then
# four more shapes; past eight, the eight shapes again (another pencil tells them
# apart, game/web/board/pencil.py) with the side's number, and past 24, the number alone.
SHAPES = ("X", "O", "△", "□", "◇", "▽", "☆", "+")
SHAPED_PLAYERS = 3 * len(SHAPES)   # each shape in three pencils apart for colour-blind eyes too
SYMBOLS = SHAPES[:4] + tuple(
    ("%s %d" % (SHAPES[index % len(SHAPES)], index + 1)) if index < SHAPED_PLAYERS else str(index + 1)
    for index in range(4, MAX_PLAYERS))
CORNER_PLAYERS = 4                 # the corners start up to four; more spread round the edge
PASSING = True
OPTIONS = ()

EDGE = "edge"                      # the start rule: any edge cell

# Why a game ended (and why a player went out: NO_MOVES or RESIGNED).
ENCLOSED = "enclosed"
FULL_BOARD = "full-board"
ALL_PASSED = "all-passed"
REASONS = (NO_MOVES, RESIGNED, ENCLOSED, FULL_BOARD, ALL_PASSED)
REFUSALS = {"own-virus": ("cell",), "own-base": ("cell",), "enemy-base": ("cell", "owner"),
            "first-move-edge": ("side",), "first-move": ("side", "start"),
            "out-of-virus-reach": ("cell", "side")}
KINDS = (VIRUS, BASE)
NAMED_STARTS = (EDGE,)
# What the page says of the game (game/web/words/; the protocol: game/rules/system.py).
WORDS = {
    "name": "game.bases",
    "help": ("help.bases.start", "help.bases.sub-move", "help.bases.end"),
    "legend": (("viruses", "legend.viruses"), ("bases", "legend.bases"),
               ("inactive", "legend.inactive"), ("start", "legend.start"), ("reach", "legend.reach"),
               ("take", "legend.take"), ("bases-turn", "legend.bases-turn")),
    "progress": "progress",
    "actions": "new.actions",
    "cells": {VIRUS: "cell.virus", BASE: "cell.base"},
    "ends": {NO_MOVES: "result.bases.no-moves", RESIGNED: "result.bases.resigned",
             ENCLOSED: "result.bases.enclosed", FULL_BOARD: "result.bases.full-board"},
    "draws": {FULL_BOARD: "result.bases.full-board.draw", ALL_PASSED: "result.bases.all-passed.draw"},
    "last-in": "result.bases.last-in",
    "refusals": {"own-virus": "illegal.own-virus", "own-base": "illegal.own-base",
                 "enemy-base": "illegal.enemy-base", "first-move-edge": "illegal.first-move-edge",
                 "first-move": "illegal.first-move", "out-of-virus-reach": "illegal.out-of-virus-reach"},
    "faults": {},
    "options": {},
    "fields": {},
    "mode": {None: "mode.game.bases", EDGE: "mode.game.bases-edge"},
    "starts": {EDGE: "new.start-edge"},
    "points": ("points.bases", "points.viruses"),   # score()'s parts: the table of a game of many
}


def edge_mask(geo):
    """The cells at the board's edge: those with a side neighbour off the board or
    outside the rectangle (RULES.md §1: a shape's holes make edges too)."""
    full = geo.full
    stride = geo.stride
    inner = full & (full >> 1) & (full << 1) & (full >> stride) & (full << stride)
    return full & ~inner


class Position:
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
        return Position(self.rules, self.state())

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
            if self._walled(virus, bases):
                return True
        return False

    def _walled(self, virus, bases):
        """Whether every neighbour of the cell ``virus`` on the board is in ``bases``."""
        return not (self.geo.dilate(virus) ^ virus) & ~bases

    def enclosure(self):
        """The cells of the enclosure that won the game (each walled-in virus of
        the winner and the bases round it), 0 when the game did not end so."""
        if self.reason != ENCLOSED:
            return 0
        bases = self.base[self.result]
        enclosed = 0
        for virus in self.geo.bits(self.virus[self.result]):
            if self._walled(virus, bases):
                enclosed |= virus
        return enclosed | (self.geo.dilate(enclosed) & bases)

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

    def content_masks(self):
        """[((player, VIRUS or BASE), mask)] of the sides' units: content() of
        every cell, read from the sides' masks (asking each of 625 cells of 30
        sides is what made a redraw slow)."""
        found = []
        for player in range(self.n):
            found.append(((player, VIRUS), self.virus[player]))
            found.append(((player, BASE), self.base[player]))
        return found

    def content(self, bit):
        """(player, VIRUS) or (player, BASE); None for an empty cell."""
        found = self.owner(bit)
        if found is None:
            return None
        return found[0], BASE if found[1] else VIRUS

    def territory(self, player):
        return 0   # the full board counts units, not ground

    def start_cells(self, player):
        if self.moved[player]:
            return 0
        start = self.rules.start_masks[player]
        return start & self.empty if self.rules.starts == EDGE else start

    def inactive(self, player):
        """The player's bases cut off from its viruses: they carry nothing."""
        base = self.base[player]
        return base & ~self.region(player) if base else 0   # no flood for a player with none

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
        base, virus = self.base[player], self.virus[player]
        known = _scores.get(player)
        if known is not None and known[0] is base and known[1] is virus:
            return known[2]   # the same masks (a sub-move leaves 29 sides of 30 as they were)
        score = popcount(base), popcount(virus)
        _scores[player] = (base, virus, score)
        return score


# player -> (its bases' mask, its viruses', their score), for the masks themselves (is, not ==):
# the page's table asks every side's score each redraw, and counting 60 masks of 625 bits costs there
_scores = {}


# --- the rule system's hooks (game/rules/__init__.py) -------------------------------------


def read_starts(geo, starts, players):
    """None: the corners for up to four (X a1, O the opposite one, T bottom-right,
    S top-left), cells spread round the edge for more; "edge": any edge cell; else
    one edge cell name per player, X's first.  TooFewStarts if the board has no
    room for a start cell per player, ValueError for start cells it refuses."""
    if starts is None:
        if players > CORNER_PLAYERS:
            return spread_round_edge(geo, players)
        right = COLUMN_LETTERS[geo.width - 1]
        top = str(geo.height)
        return ("a1", right + top, right + "1", "a" + top)[:players]
    if starts == EDGE:
        cells = popcount(edge_mask(geo))
        if cells < players:
            raise TooFewStarts("the board's edge has %d cells, too few to start %d players" % (cells, players),
                               cells, players)
        return EDGE
    if isinstance(starts, str) or not isinstance(starts, (tuple, list)) or len(starts) != players:
        raise ValueError("starts must be %r or %d edge cells, one per player" % (EDGE, players))
    edge = edge_mask(geo)
    names = tuple(geo.name(geo.parse(name)) for name in starts)
    for name in names:
        if not geo.parse(name) & edge:
            raise ValueError("a start cell must be on the edge of the board, not %s" % name)
        if names.count(name) > 1:
            raise ValueError("the start cells must differ, %s is given twice" % name)
    return names


# The eight neighbours' directions, counter-clockwise from the east (col, row steps).
AROUND = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))
SOUTH = 6


def outer_edge(geo):
    """The edge cells of the board's outer rim in order, counter-clockwise from the
    lowest row's leftmost cell (a1 on a full board): the board's outline followed
    with the board on the left (Moore's neighbour tracing), keeping the cells with a
    side neighbour off the board or outside it."""
    def on_board(col, row):
        return 0 <= col < geo.width and 0 <= row < geo.height and geo.bit(col, row) & geo.full

    cells = [(row, col) for row in range(geo.height) for col in range(geo.width) if on_board(col, row)]
    if not cells:
        return []
    row, col = min(cells)
    back = SOUTH                      # where the outline came from: below the lowest row
    edge = edge_mask(geo)
    found, seen = [], set()
    while (col, row, back) not in seen:
        seen.add((col, row, back))
        bit = geo.bit(col, row)
        if bit & edge and bit not in found:
            found.append(bit)
        for turn in range(1, 9):      # the next cell of the board counter-clockwise from ``back``
            direction = (back + turn) % 8
            step_col, step_row = AROUND[direction]
            if on_board(col + step_col, row + step_row):
                break
        else:
            return found              # a board of one cell
        before_col, before_row = AROUND[(direction - 1) % 8]   # the last cell off the board looked at
        col, row = col + step_col, row + step_row
        back = AROUND.index((before_col - step_col, before_row - step_row))
    return found


def spread_round_edge(geo, players):
    """Start cells for ``players`` as evenly apart as the outer edge allows, X's
    at its first cell (a1 on a full board), the others after it in turn order."""
    edge = outer_edge(geo)
    if len(edge) < players:
        raise TooFewStarts("the board's edge has room for %d start cells, too few for %d players"
                           % (len(edge), players), len(edge), players)
    # the nearest whole step to player * len(edge) / players: never twice the same cell
    return tuple(geo.name(edge[(2 * player * len(edge) + players) // (2 * players)])
                 for player in range(players))


def start_masks(rules):
    if rules.starts == EDGE:
        return (edge_mask(rules.geometry),) * rules.players
    return tuple(rules.geometry.parse(name) for name in rules.starts)


def why_illegal(position, bit):
    """The IllegalMove for acting on ``bit``, which is not a legal sub-move."""
    side = SIDES[position.side]
    name = position.geo.name(bit)
    found = position.owner(bit)
    if found is not None and found[0] == position.side:
        unit = "base" if found[1] else "virus"
        return IllegalMove("%s already holds your %s" % (name, unit),
                           "own-base" if found[1] else "own-virus", cell=name)
    if found is not None and found[1]:
        owner = SIDES[found[0]]
        return IllegalMove("%s is a base of %s, and bases never change" % (name, owner),
                           "enemy-base", cell=name, owner=owner)
    if not position.moved[position.side]:
        starts = position.rules.starts
        if starts == EDGE:
            return IllegalMove("%s has not moved yet: the first unit must stand on an edge "
                               "cell" % side, "first-move-edge", side=side)
        start = starts[position.side]
        return IllegalMove("%s has not moved yet: the first sub-move must be on the start "
                           "cell %s" % (side, start), "first-move", side=side, start=start)
    return IllegalMove("%s is out of %s's reach: a cell must touch a virus of %s or an "
                       "active base (one chained by %s's bases to a virus of %s)"
                       % (name, side, side, side, side), "out-of-virus-reach", cell=name, side=side)


def describe_result(position):
    """The end of the game in words, e.g. "X wins: a virus of X is enclosed by its own bases"."""
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


def position_from_diagram(rules, diagram, side="X", moved=None):
    """A Position set up from a drawing like game.engine.textboard.draw_board's, top row first:
    tokens "." empty, "X" a virus, "X+" a base (O, T, S alike); row numbers and
    the letter line are optional.

    ``moved`` lists the sides that have made a sub-move (default: those with
    units on the board).  The side to move starts a fresh turn; a diagram
    should not hold an enclosed virus or a full board (the game would be over).
    For tests and puzzles.
    """
    geo = rules.geometry
    cells = diagram_cells(geo, diagram)
    position = Position(rules)
    n = rules.players
    virus = [0] * n
    base = [0] * n
    for bit, token in cells:
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
