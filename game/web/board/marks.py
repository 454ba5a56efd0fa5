"""Each side's mark as pencil strokes: a cross, a nought, a triangle, a square,
and for a game of many ◇, ▽, ☆ and +, then a side's number written; a killed
mark (circled or filled in the killer's pencil), a base (its cell shaded in its
owner's pencil, pale and hatched while inactive) and a start cell's outline.
game/web/board/pencil.py draws the rest of the board and calls these by op name."""

import math

from game.web.board.palette import FONT, INACTIVE_ALPHA, INK, START_ALPHA, wobble

# --- marks --------------------------------------------------------------------------------

MARK_RADIUS = 0.32   # of its cell's width
WRITTEN_LOW = 30     # CSS px: a cell from which two written digits go under a sub-move's number


def _mark(ctx, shape, colour, x, y, size, col, row):
    """A side's mark (its symbol: X, O, △, □, or any other written out) in ``colour``."""
    cx = x + size / 2
    cy = y + size / 2
    r = size * MARK_RADIUS
    ctx.lineCap = "round"
    ctx.lineWidth = max(1.5, min(7, size * 0.085))   # a pencil, however big the cell
    _drawer(shape)(ctx, cx, cy, r, colour, col, row)


def _killed(ctx, shape, colour, killer, x, y, size, col, row):
    """A killed mark, as on paper: a cross circled in the killer's pencil, a
    nought filled in with it; another mark struck out by it."""
    cx = x + size / 2
    cy = y + size / 2
    r = size * MARK_RADIUS
    ctx.lineCap = "round"
    ctx.lineWidth = max(1.5, min(7, size * 0.085))
    if shape == "O":
        _circle(ctx, cx, cy, r, colour, col, row, 3)
        ctx.fillStyle = killer
        ctx.strokeStyle = killer
        ctx.fill()
        ctx.stroke()
        return
    _drawer(shape)(ctx, cx, cy, r, colour, col, row)
    ctx.lineWidth = max(1.2, min(5, size * 0.06))
    _circle(ctx, cx, cy, size * 0.45, killer, col, row, 7)
    ctx.stroke()


def _cross(ctx, cx, cy, r, colour, col, row):
    ctx.strokeStyle = colour
    ctx.beginPath()
    j = r * 0.12
    ctx.moveTo(cx - r + j * wobble(col, row, 1), cy - r + j * wobble(col, row, 2))
    ctx.quadraticCurveTo(cx + j * wobble(col, row, 3), cy + j * wobble(col, row, 4),
                         cx + r + j * wobble(col, row, 5), cy + r + j * wobble(col, row, 6))
    ctx.moveTo(cx + r + j * wobble(col, row, 7), cy - r + j * wobble(col, row, 8))
    ctx.quadraticCurveTo(cx + j * wobble(col, row, 9), cy + j * wobble(col, row, 10),
                         cx - r + j * wobble(col, row, 11), cy + r + j * wobble(col, row, 12))
    ctx.stroke()


def _nought(ctx, cx, cy, r, colour, col, row):
    _circle(ctx, cx, cy, r, colour, col, row, 3)
    ctx.stroke()


def _triangle(ctx, cx, cy, r, colour, col, row):
    """△, point up, a little larger than the ring so it weighs as much."""
    r *= 1.12
    cy += r * 0.12   # a triangle's middle sits low in its circle
    _polygon(ctx, cx, cy, r, colour, col, row, (-90, 30, 150))


def _square(ctx, cx, cy, r, colour, col, row):
    """□, well inside its cell: not to be taken for an outline of the cell."""
    _polygon(ctx, cx, cy, r * 1.15, colour, col, row, (-135, -45, 45, 135))


def _written(shape):
    """A mark with no pencil stroke of its own: its symbol, written in its pencil.
    Two digits are as wide as one shape; in a cell of WRITTEN_LOW px or more
    they go low and right of its middle, under the corner where a recent
    sub-move's number goes (pencil.py disc_centre): centred, the number's disc
    covered the top of the first digit, and "25" read "5".  In a smaller cell
    (a phone's, a legend's sample) a disc takes most of it, or a quarter."""
    def write(ctx, cx, cy, r, colour, col, row):
        ctx.fillStyle = colour
        size = r / MARK_RADIUS
        font = r * (2.2 if len(shape) == 1 else 1.75)
        if len(shape) > 1 and size >= WRITTEN_LOW:
            font = size * 0.44
            cx += size * 0.05
            cy += size * 0.2
        ctx.font = "bold %dpx %s" % (max(9, int(font)), FONT)
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillText(shape, cx, cy)
    return write


def _polygon(ctx, cx, cy, r, colour, col, row, angles, width=1, radii=None):
    """A closed figure through points at ``angles`` (degrees) on a circle of
    radius ``r`` (each point's share of it in ``radii``), its width ``width``
    of its height, each corner a little off, as a hand draws it."""
    ctx.strokeStyle = colour
    ctx.beginPath()
    j = r * 0.08
    for index, angle in enumerate(angles):
        radians = angle * math.pi / 180
        reach = r * (radii[index] if radii else 1)
        px = cx + reach * width * math.cos(radians) + j * wobble(col, row, 20 + 2 * index)
        py = cy + reach * math.sin(radians) + j * wobble(col, row, 21 + 2 * index)
        if index:
            ctx.lineTo(px, py)
        else:
            ctx.moveTo(px, py)
    ctx.closePath()
    ctx.lineJoin = "round"   # pencil corners; back to the canvas's default for the rest
    ctx.stroke()
    ctx.lineJoin = "miter"


def _diamond(ctx, cx, cy, r, colour, col, row):
    """◇, a square on its corner, taller than wide: never the upright □."""
    _polygon(ctx, cx, cy, r * 1.2, colour, col, row, (-90, 0, 90, 180), 0.8)


def _down(ctx, cx, cy, r, colour, col, row):
    """▽, point down: △ turned over."""
    r *= 1.12
    _polygon(ctx, cx, cy - r * 0.12, r, colour, col, row, (90, 210, 330))


def _star(ctx, cx, cy, r, colour, col, row):
    """☆, five points, its inner corners deep enough to read in a small cell."""
    r *= 1.18
    angles = []
    radii = []
    for point in range(10):
        angles.append(-90 + 36 * point)
        radii.append(1 if point % 2 == 0 else 0.45)
    _polygon(ctx, cx, cy + r * 0.05, r, colour, col, row, angles, 1, radii)


def _plus(ctx, cx, cy, r, colour, col, row):
    """+, upright: the cross X stood up, its arms as long."""
    ctx.strokeStyle = colour
    ctx.beginPath()
    j = r * 0.12
    r *= 1.15
    ctx.moveTo(cx + j * wobble(col, row, 13), cy - r)
    ctx.lineTo(cx + j * wobble(col, row, 14), cy + r)
    ctx.moveTo(cx - r, cy + j * wobble(col, row, 15))
    ctx.lineTo(cx + r, cy + j * wobble(col, row, 16))
    ctx.stroke()


# A side's mark by its symbol's shape: drawn in a colour, (ctx, cx, cy, r, colour, col, row).
SHAPES = {"X": _cross, "O": _nought, "△": _triangle, "□": _square, "◇": _diamond, "▽": _down,
          "☆": _star, "+": _plus}


def drawn(symbol):
    """What a side's mark draws of its symbol: the shape ("◇" of "◇ 13", whose
    number the side's name carries and its pencil tells apart on the board),
    or, for a side past the shapes, the whole symbol written (its number, "25")."""
    shape = symbol.split(" ")[0]
    return shape if shape in SHAPES else symbol


def _drawer(symbol):
    shape = drawn(symbol)
    return SHAPES.get(shape) or _written(shape)


def _circle(ctx, cx, cy, r, colour, col, row, salt):
    """A hand-drawn ring: slightly oval, tilted, its end overlapping its start."""
    ctx.strokeStyle = colour
    ctx.beginPath()
    start = wobble(col, row, salt) * math.pi
    squash = 1 + 0.08 * wobble(col, row, salt + 1)
    ctx.ellipse(cx, cy, r * squash, r / squash, start, 0, 2 * math.pi + 0.35)


def _base(ctx, shape, colour, active, x, y, size, col, row):
    """A base: its cell shaded in the owner's pencil with the owner's mark left
    in paper.  An inactive base is the same box outlined, pale and hatched
    inside, its mark in pencil: still the owner's, conducting nothing; the
    outline keeps it apart from a virus on a highlighter."""
    inset = max(1.5, size * 0.07)   # the cell's highlighter still shows around it
    inner = size - 2 * inset
    ctx.fillStyle = colour
    if active:
        ctx.fillRect(x + inset, y + inset, inner, inner)
        _mark(ctx, shape, INK["paper"], x, y, size, col, row)
        return
    ctx.globalAlpha = INACTIVE_ALPHA
    ctx.fillRect(x + inset, y + inset, inner, inner)
    ctx.globalAlpha = 1
    _hatch(ctx, x + inset, y + inset, inner, colour)
    ctx.strokeStyle = colour
    ctx.lineWidth = max(1, size * 0.03)
    ctx.strokeRect(x + inset, y + inset, inner, inner)
    _mark(ctx, shape, colour, x, y, size, col, row)


def _hatch(ctx, x, y, side, colour):
    """Pencil hatching across a square, lines running down to the right."""
    lines = 4 if side < 30 else 6   # fewer in a small cell, where they would run together
    step = 2 * side / lines
    ctx.save()
    ctx.beginPath()
    ctx.rect(x, y, side, side)
    ctx.clip()
    ctx.strokeStyle = colour
    ctx.globalAlpha = 0.5
    ctx.lineWidth = max(1, side * 0.035)
    ctx.beginPath()
    for line in range(lines):
        offset = (line + 0.5) * step - side
        ctx.moveTo(x + offset, y)
        ctx.lineTo(x + offset + side, y + side)
    ctx.stroke()
    ctx.restore()


def _start(ctx, shape, colour, x, y, size, col, row, marked):
    """A start cell: a dashed outline in its side's pencil, and (``marked``) its
    mark small in the corner, clear of the reach dot in the middle."""
    ctx.globalAlpha = START_ALPHA
    ctx.strokeStyle = colour
    ctx.lineWidth = max(1.2, min(2.5, size * 0.04))
    inset = max(2.5, size * 0.08)
    _dashed_square(ctx, x + inset, y + inset, size - 2 * inset)
    if marked:
        small = size * 0.3
        _mark(ctx, shape, colour, x + size - 1.6 * inset - small, y + 1.6 * inset, small, col, row)
    ctx.globalAlpha = 1


def _dashed_square(ctx, x, y, side):
    """A square of pencil dashes, a whole dash at each corner."""
    dashes = 4
    step = side / dashes
    ctx.beginPath()
    for x0, y0, dx, dy in ((x, y, 1, 0), (x + side, y, 0, 1), (x + side, y + side, -1, 0),
                           (x, y + side, 0, -1)):
        for dash in range(dashes):
            start = dash * step + step * 0.25
            ctx.moveTo(x0 + dx * start, y0 + dy * start)
            ctx.lineTo(x0 + dx * (start + step * 0.5), y0 + dy * (start + step * 0.5))
    ctx.stroke()


# The ops these draw (game/web/board/scene.py names them).
MARK_DRAWERS = {"mark": _mark, "killed": _killed, "base": _base, "start": _start}
