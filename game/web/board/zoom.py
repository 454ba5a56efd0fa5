"""The board's view on a touch screen: how far a pinch zoomed it
in and where a finger panned it, and which touches were a tap, a pan or a
pinch.  Plain arithmetic in CSS pixels, so it is tested on CPython; the
layout (game/web/board/layout.py) applies the view, and both the drawing and the
cell under a finger go through that layout."""

ZOOMABLE_BELOW = 24   # CSS px: a board of smaller cells may be zoomed (a fingertip is wider)
MOST_CELL = 48        # CSS px: zoomed in no further than cells this wide
TAP_SLOP = 8          # CSS px a finger may wander and still tap


class View:
    """``scale``: the cells' size over the fitted one (1: the board fits its
    box); ``x``, ``y``: where it puts the grid's top-left corner, CSS px."""

    __slots__ = ("scale", "x", "y")

    def __init__(self, scale, x, y):
        self.scale = scale
        self.x = x
        self.y = y


def moved(layout, scale, anchor, to):
    """The View at ``scale`` (within the board's bounds) that shows the point
    of the board under ``anchor`` in ``layout`` at ``to``: a pinch about its
    centre, and at the same scale a pan."""
    scale = max(1, min(scale, layout.most_scale))
    cell = layout.cell_of(scale)
    return View(scale, to[0] - (anchor[0] - layout.x) / layout.cell * cell,
                to[1] - (anchor[1] - layout.y) / layout.cell * cell)


def showing(layout, spot):
    """The View panned just so far that the cell ``spot`` (col, row) is whole
    in the box, clear of the labels' bands (the keyboard's cursor), or None
    where it is already."""
    if layout.view is None:
        return None
    x, y = layout.origin(*spot)
    left, top, right, bottom = layout.open_box()
    shift = [0, 0]
    for axis, start, low, high in ((0, x, left, right), (1, y, top, bottom)):
        if start < low:
            shift[axis] = low - start
        elif start + layout.cell > high:
            shift[axis] = high - start - layout.cell
    if shift == [0, 0]:
        return None
    return View(layout.scale, layout.x + shift[0], layout.y + shift[1])


def _shape(points):
    """The centre of the fingers and how far apart they are."""
    xs = [x for x, y in points]
    ys = [y for x, y in points]
    middle = (sum(xs) / len(xs), sum(ys) / len(ys))
    spread = ((max(xs) - min(xs)) ** 2 + (max(ys) - min(ys)) ** 2) ** 0.5
    return middle, spread


class Touches:
    """The fingers on the board from the first down to the last up: one that
    wanders past TAP_SLOP pans, two pinch, and only a touch that did neither
    is a tap (a tap never pans, a pan or a pinch never plays a cell)."""

    def __init__(self):
        self.down = {}      # pointer id -> where it is, CSS px in the canvas
        self.start = None   # (layout, centre, spread) where the gesture began or a finger came or went
        self.moved = False  # it panned or pinched: no tap at its end

    def press(self, pointer, point, layout):
        self.down[pointer] = point
        if len(self.down) > 1:
            self.moved = True   # a second finger: a pinch, never a tap
        self._begin(layout)

    def move(self, pointer, point, layout):
        """The View the gesture asks for now, or None for no change."""
        if pointer not in self.down:
            return None
        self.down[pointer] = point
        began, centre, spread = self.start
        now, now_spread = _shape(self.down.values())
        if not self.moved and abs(now[0] - centre[0]) + abs(now[1] - centre[1]) < TAP_SLOP:
            return None
        self.moved = True
        scale = began.scale * (now_spread / spread if spread and len(self.down) > 1 else 1)
        return moved(began, scale, centre, now)

    def lift(self, pointer, layout=None):
        """A finger up; whether the touch was a tap.  The fingers left go on from
        ``layout``, the board as it is now."""
        self.down.pop(pointer, None)
        tapped = not self.moved and not self.down
        if self.down:
            self._begin(layout)
        else:
            self.cancel()
        return tapped

    def cancel(self):
        self.down = {}
        self.start = None
        self.moved = False

    def _begin(self, layout):
        self.start = (layout,) + _shape(self.down.values())
