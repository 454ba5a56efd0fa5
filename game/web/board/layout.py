"""Where the board sits on the canvas: the grid rectangle, cells from pointer
positions and back, fitted to its box or zoomed and panned by a View
(game/web/board/zoom.py).  Plain arithmetic in CSS pixels, so it is tested on CPython."""

from game.web.board.zoom import MOST_CELL, ZOOMABLE_BELOW, View


class BoardLayout:
    """The grid of ``cols`` x ``rows`` cells centred in a ``width`` x ``height`` box,
    with a band for the coordinates around it.  ``flipped`` turns the board
    half round (a1 top right), for a player of O.  ``view`` zooms it in and
    pans it, within bounds: the board always fills the box it overflows."""

    __slots__ = ("cols", "rows", "flipped", "cell", "x", "y", "label", "fit", "scale", "room")

    def __init__(self, cols, rows, width, height, flipped=False, view=None):
        self.cols = cols
        self.rows = rows
        self.flipped = flipped
        self.room = (width, height)
        short_side = min(width, height)
        self.label = max(12, min(26, int(short_side * 0.05)))
        self.fit = min((width - 2 * self.label) / cols, (height - 2 * self.label) / rows)
        self.scale = 1 if view is None else max(1, min(view.scale, self.most_scale))
        self.cell = self.cell_of(self.scale)
        self.x = self._placed(None if view is None else view.x, width, cols)
        self.y = self._placed(None if view is None else view.y, height, rows)

    def cell_of(self, scale):
        """The cells' size at ``scale``: whole pixels keep the grid lines crisp."""
        return max(4, int(self.fit * scale))

    @property
    def most_scale(self):
        return max(1, MOST_CELL / self.fit) if self.fit > 0 else 1

    @property
    def zoomable(self):
        """Cells too small for a fingertip: a pinch may zoom the board in."""
        return self.most_scale > 1 and self.fit < ZOOMABLE_BELOW

    @property
    def view(self):
        """The View this layout shows (None where the board fits its box)."""
        return None if self.scale == 1 else View(self.scale, self.x, self.y)

    def _placed(self, start, room, count):
        """Where a grid of ``count`` cells starts in ``room``: centred where it fits,
        else at ``start`` but never so far that the box shows more beyond it
        than the fitted board's margin (its labels' band)."""
        extent = self.cell * count
        if start is None or extent + 2 * self.label <= room:
            return int((room - extent) / 2)
        margin = max(self.label, int((room - self.cell_of(1) * count) / 2))
        return int(max(room - margin - extent, min(margin, start)))

    @property
    def width(self):
        return self.cell * self.cols

    @property
    def height(self):
        return self.cell * self.rows

    def grid(self):
        """"x y w h" of the grid in CSS pixels, for the page contract (data-grid)."""
        return "%d %d %d %d" % (self.x, self.y, self.width, self.height)

    def origin(self, col, row):
        """Top-left corner of a cell (col 0 = a, row 0 = 1) in CSS pixels."""
        if self.flipped:
            col = self.cols - 1 - col
            row = self.rows - 1 - row
        return self.x + col * self.cell, self.y + (self.rows - 1 - row) * self.cell

    def spot(self, col, row):
        """(col, row) of the cell the screen shows ``col`` cells from the left and
        ``row`` from the top of the grid."""
        if self.flipped:
            return self.cols - 1 - col, row
        return col, self.rows - 1 - row

    def label_bands(self):
        """(letters, numbers): whether a zoomed board's column letters lie on a
        band along the box's bottom and its row numbers on one along its left,
        over the cells, for the grid runs on past that edge (outline.py
        pinned_labels draws them)."""
        if self.view is None:
            return False, False
        return self.y + self.height + self.label + 2 > self.room[1], self.x - self.label - 2 < 0

    def open_box(self):
        """(left, top, right, bottom) of the box where no band of labels covers the cells."""
        letters, numbers = self.label_bands()
        return self.label if numbers else 0, 0, self.room[0], self.room[1] - (self.label if letters else 0)

    def cell_at(self, px, py):
        """(col, row) under a point, or None off the grid or under a band of labels
        (a cell the player cannot see is never played)."""
        if not (self.x <= px < self.x + self.width and self.y <= py < self.y + self.height):
            return None
        left, top, right, bottom = self.open_box()
        if not (left <= px < right and top <= py < bottom):
            return None
        return self.spot(int((px - self.x) // self.cell), int((py - self.y) // self.cell))


# The smallest cell, in CSS pixels, whose mark can be read: four sides' X, O, △
# and □ in four pencils stay apart down to 12 (a 25x25 board across a phone); the
# eight shapes and two-digit numbers of a game of many need 18, where a mark is
# 11-12 px across in its 1.5 px pencil (game/web/board/pencil.py) and a number's bold
# 9-12 px digits still fit: below that a star, a diamond and a square blur alike.
READABLE_CELL = 12
READABLE_CELL_MANY = 18
FEW_SIDES = 4


def too_small(cell, players):
    """Whether a board of ``cell`` CSS pixel cells is too small for the marks
    of ``players`` sides to be told apart: the page says so under it."""
    return cell < (READABLE_CELL if players <= FEW_SIDES else READABLE_CELL_MANY)
