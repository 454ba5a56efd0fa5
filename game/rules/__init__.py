"""The options a game is played under, checked once: which rule system
(RULES.md §2 classic, §3 virus and bases, §4 capture), board size, players, sub-moves
per turn, start cells and the last-mover-wins variant.

The rule systems are modules with the same shape (see SYSTEMS); a Rules
value names one, and Game plays it without knowing which it is.
"""

from game.core.board import MIN_SIZE, MAX_SIZE, geometry
from game.rules import bases
from game.rules import capture
from game.rules import classic

MIN_ACTIONS = 1
MAX_ACTIONS = 9
DEFAULT_SIZE = 10
DEFAULT_ACTIONS = 3

CLASSIC = "classic"
BASES = "bases"
CAPTURE = "capture"
# name -> the module of a rule system.  Each has: NAME, SIDES (codes in turn
# order), SYMBOLS (as drawn), MIN_PLAYERS, MAX_PLAYERS, DRAW, PASSING (whether
# a turn may be passed), Position, read_starts(geometry, starts, players),
# start_masks(rules), why_illegal(position, bit) and describe_result(position).
SYSTEMS = {CLASSIC: classic, BASES: bases, CAPTURE: capture}


class Rules:
    """A game's options.  ``game`` is "classic" (two players, the default),
    "bases" (``players`` from 2 to 4) or "capture" (two players, ``scoring``
    "marks", the default, or "territory").

    ``starts=None`` means the corners: X at a1, O at the top-right cell, then
    (bases) T bottom-right and S top-left; the capture game always starts in
    the four corners.  Otherwise one cell name per player, X's first, or
    (bases) "edge": any edge cell.  Bad options raise ValueError.
    """

    __slots__ = ("game", "width", "height", "actions", "players", "starts", "last_mover_wins",
                 "scoring", "geometry", "system", "start_masks")

    def __init__(self, width=DEFAULT_SIZE, height=DEFAULT_SIZE, actions=DEFAULT_ACTIONS,
                 starts=None, last_mover_wins=False, game=CLASSIC, players=2, scoring=None):
        if game not in SYSTEMS:
            raise ValueError("game must be one of %s, not %r" % (", ".join(SYSTEMS), game))
        system = SYSTEMS[game]
        for label, value, low, high in (("board width", width, MIN_SIZE, MAX_SIZE),
                                        ("board height", height, MIN_SIZE, MAX_SIZE),
                                        ("sub-moves per turn", actions, MIN_ACTIONS, MAX_ACTIONS),
                                        ("players", players, system.MIN_PLAYERS, system.MAX_PLAYERS)):
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                if low == high:
                    raise ValueError("%s must be %d in the %s game, not %r" % (label, low, game, value))
                raise ValueError("%s must be a whole number from %d to %d, not %r"
                                 % (label, low, high, value))
        if last_mover_wins and game != CLASSIC:
            raise ValueError("the last-mover-wins variant is for the classic game only")
        if game == CAPTURE:
            scoring = capture.MARKS if scoring is None else scoring
            if scoring not in capture.SCORINGS:
                raise ValueError("scoring must be one of %s, not %r" % (", ".join(capture.SCORINGS), scoring))
        elif scoring is not None:
            raise ValueError("scoring is for the capture game only")
        self.scoring = scoring
        self.game = game
        self.system = system
        self.width = width
        self.height = height
        self.actions = actions
        self.players = players
        self.last_mover_wins = bool(last_mover_wins)
        self.geometry = geometry(width, height)
        self.starts = system.read_starts(self.geometry, starts, players)
        self.start_masks = system.start_masks(self)

    @property
    def sides(self):
        """The players' codes in turn order, e.g. ("X", "O", "T")."""
        return self.system.SIDES[:self.players]

    def corner_starts(self):
        return self.system.read_starts(self.geometry, None, self.players)

    def is_classic(self):
        return self == Rules()

    def tags(self):
        """The record header tags naming every option that differs from the classic game."""
        tags = []
        if self.game != CLASSIC:
            tags.append(("Game", self.game))
        if self.game == BASES:
            tags.append(("Players", str(self.players)))
        if self.scoring is not None:
            tags.append(("Scoring", self.scoring))
        if (self.width, self.height) != (DEFAULT_SIZE, DEFAULT_SIZE):
            tags.append(("Size", "%dx%d" % (self.width, self.height)))
        if self.actions != DEFAULT_ACTIONS:
            tags.append(("Actions", str(self.actions)))
        if self.starts != self.corner_starts():
            tags.append(("Start", self.starts if isinstance(self.starts, str) else " ".join(self.starts)))
        if self.last_mover_wins:
            tags.append(("Variant", "last-mover-wins"))
        return tags

    def _key(self):
        return (self.width, self.height, self.actions, self.starts, self.last_mover_wins,
                self.game, self.players, self.scoring)

    def __eq__(self, other):
        return isinstance(other, Rules) and self._key() == other._key()

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        if self.game == CLASSIC:
            return ("Rules(width=%d, height=%d, actions=%d, starts=%r, last_mover_wins=%r)"
                    % self._key()[:5])
        if self.game == CAPTURE:
            return ("Rules(game=%r, scoring=%r, width=%d, height=%d, actions=%d)"
                    % (self.game, self.scoring, self.width, self.height, self.actions))
        return ("Rules(game=%r, players=%d, width=%d, height=%d, actions=%d, starts=%r)"
                % (self.game, self.players, self.width, self.height, self.actions, self.starts))
