"""Boards with a shape, ready to play (RULES.md §1, "Shapes").

Each is drawn as text, top row first ("." a cell of the board, "#" a cell off
it), with four start corners: X's and O's face each other across the centre,
and so do △'s and □'s, so that every side starts on equal terms (seed 003).
Every shape here is the same after a half turn about its centre.

    rules_for("ring", game="bases", players=4)   # the Rules of a shape for a game
"""

from game.core.board import COLUMN_LETTERS
from game.rules import Rules


class Shape:
    """A named board: its size, the cells off it and its four start corners (X, O, T, S)."""

    __slots__ = ("name", "width", "height", "holes", "corners", "games")

    def __init__(self, name, drawing, corners, games=None):
        rows = [line.split() for line in drawing.strip().split("\n")]
        self.name = name
        self.height = len(rows)
        self.width = len(rows[0])
        self.holes = tuple(COLUMN_LETTERS[col] + str(self.height - row)
                           for row in range(self.height - 1, -1, -1)
                           for col in range(self.width) if rows[row][col] == "#")
        self.corners = tuple(corners.split())
        self.games = games   # the games it is meant for (None: every game)

    def __repr__(self):
        return "<Shape %s %dx%d>" % (self.name, self.width, self.height)

    def starts(self, game, players):
        """The start cells of ``game`` for ``players`` on this shape, as Rules takes them."""
        x, o, t, s = self.corners
        if game == "capture":
            return (x, o, t, s)       # X's two marks face each other, O's two too
        if players > len(self.corners):
            return None               # the game's own default: spread round the shape's edge
        return (x, o, t, s)[:players]


SHAPES = [
    Shape("plus", """
        # # # . . . . . # # #
        # # # . . . . . # # #
        # # # . . . . . # # #
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        # # # . . . . . # # #
        # # # . . . . . # # #
        # # # . . . . . # # #
    """, "d1 h11 l4 a8"),
    Shape("diamond", """
        # # # # # . # # # # #
        # # # # . . . # # # #
        # # # . . . . . # # #
        # # . . . . . . . # #
        # . . . . . . . . . #
        . . . . . . . . . . .
        # . . . . . . . . . #
        # # . . . . . . . # #
        # # # . . . . . # # #
        # # # # . . . # # # #
        # # # # # . # # # # #
    """, "f1 f11 l6 a6"),
    Shape("ring", """
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        . . . # # # # . . .
        . . . # # # # . . .
        . . . # # # # . . .
        . . . # # # # . . .
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
    """, "a1 k10 k1 a10"),
    Shape("rooms", """
        . . . . . . # . . . . . .
        . . . . . . # . . . . . .
        . . . . . . # . . . . . .
        . . . . . . . . . . . . .
        . . . . . . # . . . . . .
        . . . . . . # . . . . . .
        . . . . . . # . . . . . .
    """, "a1 n7 n1 a7"),
    Shape("go", "\n".join([" ".join(["."] * 19)] * 19), "a1 t19 t1 a19", games=("capture",)),
    Shape("island", """
        # # # # . . . . # # # #
        # # . . . . . . . . # #
        # . . . . # # . . . . .
        . . . . . # . . . . . .
        . . . # . . . . . . . #
        # . . . . . . . # . . .
        . . . . . . # . . . . .
        . . . . . # # . . . . #
        # # . . . . . . . . # #
        # # # # . . . . # # # #
    """, "e1 h10 m5 a6"),
]

BY_NAME = dict((shape.name, shape) for shape in SHAPES)


def rules_for(name, **options):
    """Rules of the shape ``name`` (ValueError if there is none): its size, holes and
    start cells for the game and players in ``options``, the rest as given."""
    if name not in BY_NAME:
        raise ValueError("shape must be one of %s, not %r" % (", ".join(BY_NAME), name))
    shape = BY_NAME[name]
    game = options.get("game", "classic")
    players = options.get("players") or 2
    return Rules(shape.width, shape.height, starts=shape.starts(game, players), holes=shape.holes,
                 **options)
