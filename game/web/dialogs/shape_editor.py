"""Draw your own board: a W×H rectangle, cells taken off and put back, the start
cells shown and moved, and what keeps it from being played, in words keys.
Plain Python (no js), tested on CPython (tests/python/test_shape_editor.py).

    editor = ShapeEditor(10, 10, game="bases", players=4)
    editor.toggle((4, 4))          # e5 off, and its partner f6: a half turn keeps the shape fair
    editor.move_start(0, (0, 4))   # X starts on a5, O on k6, facing it
    editor.problems()              # [(words key, values)], errors first; none: editor.rules() plays

The symmetry is a half turn about the centre (RULES.md §1: the rivals start on
equal terms): a cell's partner is the cell opposite it, and each start's the
start facing it (X's and O's, △'s and □'s; in the capture game X's two marks
face each other, and O's two).  The Rules constructor and the rule systems
judge the start cells; the editor only asks them.
"""

from game.core.board import COLUMN_LETTERS
from game.engine.game import Game
from game.rules import Rules
from game.rules.shapes import BY_NAME

ASYMMETRIC = "editor.asymmetric"   # a warning: the board plays, but not on equal terms
OVER_AT_START = "new.over-at-start"   # New game refuses any board so, drawn or not


class ShapeEditor:
    """A board being drawn: ``off`` the set of its off cells (col, row), ``starts``
    the start cells (col, row) in the order Rules takes them (none where the
    game starts by a rule's name, ``named``: the bases game's "edge"),
    ``symmetric`` whether a change changes its partner too."""

    def __init__(self, width, height, game="classic", players=None, holes=(), starts=None, symmetric=True,
                 named=None, **options):
        self.width = width
        self.height = height
        self.game = game
        self.options = dict(options, game=game, players=players)
        plain = Rules(width, height, **self.options)
        self.players = plain.players
        self.system = plain.system
        geo = plain.geometry
        self.off = set(self.spot(geo.parse(name), geo) for name in holes)
        cells = () if named else starts if starts is not None else plain.default_starts()
        self.starts = [self.spot(geo.parse(name), geo) for name in cells]
        # the player each start is for (the capture game: X's two, then O's two)
        self.owners = [next(player for player, mask in enumerate(plain.start_masks) if mask & geo.parse(name))
                       for name in plain.default_starts()]
        self.symmetric = symmetric
        self.named = named

    @classmethod
    def preset(cls, name, game="classic", players=None, **options):
        """An editor that starts from a preset shape (game/rules/shapes.py)."""
        shape = BY_NAME[name]
        rules = Rules(shape.width, shape.height, game=game, players=players, **options)
        return cls(shape.width, shape.height, game, players, shape.holes,
                   shape.starts(game, rules.players), **options)

    @classmethod
    def drawn(cls, width, height, holes, starts, game="classic", players=None, symmetric=True, named=None,
              **options):
        """An editor of the cells named in ``holes`` and ``starts`` (texts, as the
        page keeps them): a hole beyond the rectangle is left out, and starts
        that do not fit it or the game are the corners again."""
        frame = Rules(width, height, game=game, players=players, **options)
        wanted = len(frame.starts)
        holes = [name for name in holes.split() if fits(frame.geometry, name)]
        starts = starts.split()
        if len(starts) != wanted or not all(fits(frame.geometry, name) for name in starts):
            starts = None
        return cls(width, height, game, players, holes, starts, symmetric, named, **options)

    @staticmethod
    def spot(bit, geo):
        number = geo.number(bit)
        return number % geo.width, number // geo.width

    def name(self, spot):
        return COLUMN_LETTERS[spot[0]] + str(spot[1] + 1)

    def partner(self, spot):
        """The cell a half turn about the centre takes ``spot`` to."""
        return self.width - 1 - spot[0], self.height - 1 - spot[1]

    def facing(self, index):
        """The start facing start ``index``: X's and O's, △'s and □'s (the capture
        game's four: X's two, then O's two)."""
        return index ^ 1 if index ^ 1 < len(self.starts) else None

    def toggle(self, spot):
        """Take the cell off the board, or put it back; a symmetric editor does the same to its partner."""
        self.set_off(spot, spot not in self.off)

    def set_off(self, spot, off):
        """The cell (and, symmetric, its partner) off the board, or on it (a drag paints so)."""
        for cell in self._with_partner(spot):
            if off:
                self.off.add(cell)
            else:
                self.off.discard(cell)

    def move_start(self, index, spot):
        """Start ``index`` to ``spot``; a symmetric editor moves the one facing it to its partner."""
        self.starts[index] = spot
        other = self.facing(index)
        if self.symmetric and other is not None:
            self.starts[other] = self.partner(spot)

    def _with_partner(self, spot):
        return {spot, self.partner(spot)} if self.symmetric else {spot}

    def holes(self):
        return [self.name(spot) for spot in sorted(self.off, key=lambda spot: (spot[1], spot[0]))]

    def start_names(self):
        return [self.name(spot) for spot in self.starts]

    def is_symmetric(self):
        off = all(self.partner(spot) in self.off for spot in self.off)
        starts = all(self.facing(index) is None or self.starts[self.facing(index)] == self.partner(spot)
                     for index, spot in enumerate(self.starts))
        return off and starts

    def rules(self):
        """The Rules of the board drawn; ValueError where it cannot be played."""
        return Rules(self.width, self.height, starts=self.named or self.start_names(), holes=self.holes(),
                     **self.options)

    def problems(self):
        """What keeps the board from being played, as [(words key, values)], the
        errors first, then the warning that it is not symmetric (ASYMMETRIC)."""
        found = []
        off = [self.name(spot) for spot in self.starts if spot in self.off]
        twice = sorted(set(name for name in self.start_names() if self.start_names().count(name) > 1))
        if off:
            found.append(_cells_problem("editor.start-off", "editor.starts-off", off))
        elif twice:
            found.append(_cells_problem("editor.start-twice", "editor.starts-twice", twice))
        elif len(self.off) == self.width * self.height:
            found.append(("editor.empty", {}))
        else:
            try:
                rules = self.rules()
            except ValueError:   # a start cell the rule system refuses (not at the edge, not in a corner)
                found.append(("editor.edge-room", {"players": self.players}) if self.named else
                             ("editor.start-refused", {"cells": self.start_names()}))
            else:
                found.extend(self._room(rules) or over_at_start(rules))
        if not self.is_symmetric():
            found.append((ASYMMETRIC, {}))
        return found

    def errors(self):
        return [problem for problem in self.problems() if problem[0] != ASYMMETRIC]

    def _room(self, rules):
        """A side boxed into its start cell, a side whose pieces of the board hold
        no other side's start (they never meet), and cells no start reaches: each
        as the game counts neighbours (the capture game: side by side only)."""
        if self.named:   # a side starts where it likes, by the rule's name
            return []
        geo = rules.geometry
        near = rules.system.neighbourhood
        bits = [geo.bit(*spot) for spot in self.starts]
        cramped = [self.name(spot) for spot, bit in zip(self.starts, bits) if not near(geo, bit) & ~bit]
        if cramped:   # cut off too, and that says less
            return [_cells_problem("editor.no-room", "editor.no-room-many", cramped)]
        pieces = [piece(near, geo, bit) for bit in bits]
        owners = self.owners
        apart = [self.name(spot) for index, spot in enumerate(self.starts)
                 if not any(pieces[index] & bit for other, bit in enumerate(bits) if owners[other] != owners[index])]
        if apart:
            return [("editor.split", {"cells": apart})]
        reached = 0
        for region in pieces:
            reached |= region
        lost = geo.full & ~reached
        if lost:
            return [_cells_problem("editor.cut-off", "editor.cut-off-many", geo.names(lost))]
        return []


def over_at_start(rules):
    """[(OVER_AT_START, values)] where the engine ends a game of ``rules`` before
    its first move (a capture board whose first side has no room for a whole
    turn, say), else []: the words name the side and the field of the turn's size."""
    game = Game(rules)
    if game.result is None:
        return []
    return [(OVER_AT_START, {"side": game.players[0], "field": rules.system.WORDS["actions"]})]


def _cells_problem(one, many, cells):
    """(the key for one cell or for several, {"cells": the list}): the words agree
    with how many there are, and say them as a list ("a1 and k10")."""
    return (one if len(cells) == 1 else many, {"cells": list(cells)})


def fits(geo, name):
    """Whether ``name`` is a cell of the rectangle of ``geo``."""
    try:
        geo.parse(name)
    except ValueError:
        return False
    return True


def piece(near, geo, bit):
    """The piece of the board ``bit`` lies in, grown neighbour by neighbour."""
    region = frontier = bit
    while frontier:
        frontier = near(geo, frontier) & ~region
        region |= frontier
    return region
