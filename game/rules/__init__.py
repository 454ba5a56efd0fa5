"""The options a game is played under, checked once: which rule system
(RULES.md §2 classic, §3 virus and bases, §4 capture), board size, players,
sub-moves per turn, start cells, and each system's own options.

The rule systems are modules that follow one protocol (game/rules/system.py),
each the ``rules`` of a folder of game/systems/; SYSTEMS registers them, and
a Rules value names one.  Game plays it without
knowing which it is, and records, links and the page ask it, not its name.
"""

from game import systems
from game.core.board import MIN_SIZE, MAX_SIZE, geometry
from game.rules.system import DEFAULT_HOOKS, TooFewStarts

MIN_ACTIONS = 1
MAX_ACTIONS = 9
DEFAULT_SIZE = 10
DEFAULT_ACTIONS = 3

DEFAULT_GAME = "classic"   # the game a record or link without a Game tag plays
# name -> the module of a rule system (the protocol: game/rules/system.py)
SYSTEMS = {}
NAMES = []   # their names in the order registered, for words that list them (a dict keeps none on MicroPython)


def register(system):
    """Add a rule system to the registry (the three here, or one of a test's),
    with the protocol's default for each hook it leaves out."""
    for name, hook in DEFAULT_HOOKS.items():
        if getattr(system, name, None) is None:
            setattr(system, name, hook)
    SYSTEMS[system.NAME] = system
    if system.NAME not in NAMES:
        NAMES.append(system.NAME)


def unregister(name):
    del SYSTEMS[name]
    NAMES.remove(name)


def every_option():
    """Every option any registered system declares, each once: {name: option}."""
    found = {}
    for system in SYSTEMS.values():
        for option in system.OPTIONS:
            found.setdefault(option.name, option)
    return found


for _name in systems.names():
    register(systems.part(_name, "rules"))


def read_holes(width, height, holes):
    """(the off cells' names in a1, b1, ... order, their mask) from names; ValueError
    if one is not a cell of the rectangle."""
    if holes is None:
        return (), 0
    if isinstance(holes, str):
        raise ValueError("holes are a list of cell names, like ['e5', 'f5'], not one text")
    frame = geometry(width, height)
    mask = 0
    for name in holes:
        mask |= frame.parse(name)
    return tuple(frame.names(mask)), mask


class Rules:
    """A game's options.  ``game`` is "classic" (two players, the default),
    "bases" (``players`` from 2 to 30) or "capture" (two players, ``scoring``
    "marks", the default, or "territory").

    ``starts=None`` means the corners: X at a1, O at the top-right cell, then
    (bases) T bottom-right and S top-left; the capture game starts with two
    marks each, X's in a1 and the top-right corner.  Otherwise one cell name
    per player, X's first (the capture game: four, X's two first), or (bases)
    "edge": any edge cell.  ``holes`` names the cells of the rectangle that are
    off the board (RULES.md §1); no start may be one.  The options a system
    adds (the classic game's ``last_mover_wins``, the capture game's
    ``scoring``; its OPTIONS) are keywords too, and attributes: a game without
    one holds its absent value.  Bad options raise ValueError.
    """

    def __init__(self, width=DEFAULT_SIZE, height=DEFAULT_SIZE, actions=DEFAULT_ACTIONS,
                 starts=None, last_mover_wins=None, game=DEFAULT_GAME, players=None, scoring=None,
                 holes=None, **options):
        if game not in SYSTEMS:
            raise ValueError("game must be one of %s, not %r" % (", ".join(SYSTEMS), game))
        system = SYSTEMS[game]
        if players is None:
            players = system.MIN_PLAYERS
        for label, value, low, high in (("board width", width, MIN_SIZE, MAX_SIZE),
                                        ("board height", height, MIN_SIZE, MAX_SIZE),
                                        ("sub-moves per turn", actions, MIN_ACTIONS, MAX_ACTIONS),
                                        ("players", players, system.MIN_PLAYERS, system.MAX_PLAYERS)):
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                if low == high:
                    raise ValueError("%s must be %d in the %s game, not %r" % (label, low, game, value))
                raise ValueError("%s must be a whole number from %d to %d, not %r"
                                 % (label, low, high, value))
        options["last_mover_wins"] = last_mover_wins
        options["scoring"] = scoring
        known = every_option()
        for name in options:
            if name not in known:
                raise ValueError("no game has an option %r" % name)
        own = dict((option.name, option) for option in system.OPTIONS)
        values = {}
        for name, option in known.items():
            value = options.get(name)
            if name in own:
                values[name] = own[name].check(value, game)
            elif value is None or value == option.absent:
                values[name] = option.absent
            else:
                takers = [other for other in SYSTEMS if option in SYSTEMS[other].OPTIONS]
                raise ValueError("%s is for the %s game only" % (name.replace("_", "-"),
                                                                  " or ".join(takers)))
        self.game = game
        self.system = system
        self.width = width
        self.height = height
        self.actions = actions
        self.players = players
        for name, value in values.items():
            setattr(self, name, value)   # rules.scoring is None in a game with no count
        self.options = dict((name, values[name]) for name in own)
        self.holes, mask = read_holes(width, height, holes)
        self.geometry = geometry(width, height, mask)
        self.starts = system.read_starts(self.geometry, starts, players)
        self.start_masks = system.start_masks(self)
        off = 0
        for start in self.start_masks:
            off |= start & mask
        if off:
            cells = " ".join(self.geometry.names(off))
            if starts is None:
                raise ValueError("the start cells of the corners are off the board (%s): name "
                                 "start cells on it" % cells)
            raise ValueError("a start cell must be on the board, not %s" % cells)

    @property
    def sides(self):
        """The players' codes in turn order, e.g. ("X", "O", "T")."""
        return self.system.SIDES[:self.players]

    def default_starts(self):
        """The start cells the game takes when none are named (the corners, say),
        or None on a board that has none for every player, whose start cells
        are then always named (bases: five players on a board whose outline,
        followed from its lowest cell, has fewer cells than players, as where
        holes cut that cell off alone; start=edge or named cells play there).
        Found once: every record written asks, and spreading 30 round the edge
        walks the board's outline."""
        if not hasattr(self, "_default_starts"):
            try:
                self._default_starts = self.system.read_starts(self.geometry, None, self.players)
            except TooFewStarts:
                self._default_starts = None
        return self._default_starts

    def own_options(self):
        """(option, value) for each option of this game's system, in its order."""
        return [(option, self.options[option.name]) for option in self.system.OPTIONS]

    def tags(self):
        """The record header tags naming every option that differs from the default game."""
        tags = []
        if self.game != DEFAULT_GAME:
            tags.append(("Game", self.game))
        if self.system.MIN_PLAYERS != self.system.MAX_PLAYERS:
            tags.append(("Players", str(self.players)))
        own = [(option, value) for option, value in self.own_options()
               if value != option.default or option.always]
        tags.extend((option.tag, option.write(value)) for option, value in own if option.first)
        if (self.width, self.height) != (DEFAULT_SIZE, DEFAULT_SIZE):
            tags.append(("Size", "%dx%d" % (self.width, self.height)))
        if self.holes:
            tags.append(("Holes", " ".join(self.holes)))
        if self.actions != DEFAULT_ACTIONS:
            tags.append(("Actions", str(self.actions)))
        if self.starts != self.default_starts():
            tags.append(("Start", self.starts if isinstance(self.starts, str) else " ".join(self.starts)))
        tags.extend((option.tag, option.write(value)) for option, value in own if not option.first)
        return tags

    def _key(self):
        return (self.game, self.width, self.height, self.holes, self.actions, self.players,
                self.starts, tuple(value for option, value in self.own_options()))

    def __eq__(self, other):
        return isinstance(other, Rules) and self._key() == other._key()

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        words = ["game=%r" % self.game]
        if self.system.MIN_PLAYERS != self.system.MAX_PLAYERS:
            words.append("players=%d" % self.players)
        own = self.own_options()
        words.extend("%s=%r" % (option.name, value) for option, value in own if option.first)
        words.append("width=%d, height=%d, actions=%d, starts=%r"
                     % (self.width, self.height, self.actions, self.starts))
        if self.holes:
            words.append("holes=%r" % (self.holes,))
        words.extend("%s=%r" % (option.name, value) for option, value in own if not option.first)
        return "Rules(%s)" % ", ".join(words)
