"""The board's drawing ops (game/web/scene.py) turned into canvas calls, like
pencil on squared paper.

Crosses in blue pencil, noughts in red; a killed cross is circled and a
killed nought filled in, in the killer's colour, as on paper.  Triangles
(△) come in an amber pencil and squares (□) in graphite; a game of many
draws ◇, ▽, ☆ and + too, then each shape again in other pencils, then the
side's number written in its pencil (PENCILS, game/rules/bases.py SYMBOLS).
A base is its cell shaded in its owner's pencil, the mark left in paper,
and outlined, pale and hatched while it is inactive.  The strokes wobble a little, the same way
every time for the same cell.

draw(ctx, ops) takes the 2D context of a canvas already scaled to CSS pixels
(or anything with its methods: tests/python/test_scene.py records the calls)
and knows nothing of games: an op names what to draw, where, in which pencil.
"""

import math

PAPER = "#fbfaf3"
PAPER_LINE = "#c9dcee"
BOARD_LINE = "#8fb0d3"
BORDER = "#3d4f66"
LABEL = "#55657a"
# Each side's pencil, in turn order: X blue, O red, the third amber, the fourth
# graphite, as ever; then ◇ green, ▽ maroon, ☆ navy, + violet.  Sides 9-24 draw
# the eight shapes again in other pencils, 25-30 their number (bases.SYMBOLS).
# Every two sides of one shape stay at least 25 CIEDE2000 apart in normal vision
# and in simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009):
# tests/python/test_palette.py checks it, and the table of all 30 is in README.md.
PENCILS = (
    "#1f4e9a", "#b3261e", "#d48a00", "#3a3a3a", "#1d5e2e", "#6e1a2e", "#1b2a5e", "#5b3fd0",   # 1-8
    "#d48a00", "#0a8fa0", "#7a4a1e", "#b08a00", "#5a2a78", "#e0641a", "#2f8fd0", "#6e1a2e",   # 9-16
    "#7a4a1e", "#1b2a5e", "#1f4e9a", "#0a8fa0", "#d48a00", "#2f8fd0", "#b3261e", "#e0641a",   # 17-24
    "#1f4e9a", "#b3261e", "#1d5e2e", "#5b3fd0", "#7a4a1e", "#0a8fa0",                         # 25-30
)


def pencil_of(player):
    """The pencil of ``player`` (0 for X)."""
    return PENCILS[player]


HIGHLIGHTER = {"place": "rgba(255, 221, 87, 0.55)", "kill": "rgba(255, 128, 92, 0.42)"}
HOVER = "rgba(61, 79, 102, 0.12)"
CURSOR = "#2c3440"                  # the keyboard cursor: ink, to stand out on the highlighter
HINT = "#1b8a4c"
HINT_WASH = "rgba(27, 138, 76, 0.16)"
REFUSED = "#d6336c"                 # no pencil's colour: a refusal is no mark
REACH_ALPHA = 0.45
START_ALPHA = 0.75
PREVIEW_ALPHA = 0.35                # a light pencil: the mark a click would make
INACTIVE_ALPHA = 0.22               # an inactive base: its owner's shade, pale
TERRITORY_ALPHA = 0.22              # a side's secured ground: a tint the paper shows through
FONT = "system-ui, sans-serif"


def wobble(col, row, salt):
    """A small repeatable offset in [-1, 1) for a cell's pencil strokes."""
    seed = (col * 73856093 + row * 19349663 + salt * 83492791) & 0xFFFFF
    return ((seed * 2654435761) % 2000) / 1000.0 - 1.0


def draw(ctx, ops):
    """Every op of a scene, in order: (name, arguments...)."""
    for op in ops:
        DRAWERS[op[0]](ctx, *op[1:])


# --- the page around the marks ------------------------------------------------------------


def _clear(ctx, width, height):
    ctx.clearRect(0, 0, width, height)
    ctx.fillStyle = PAPER
    ctx.fillRect(0, 0, width, height)


def _paper(ctx, width, height, x, y, step):
    """Squared paper beyond the board, in the board's own squares (lines through x, y)."""
    ctx.strokeStyle = PAPER_LINE
    ctx.lineWidth = 1
    ctx.beginPath()
    x %= step
    while x <= width:
        ctx.moveTo(x + 0.5, 0)
        ctx.lineTo(x + 0.5, height)
        x += step
    y %= step
    while y <= height:
        ctx.moveTo(0, y + 0.5)
        ctx.lineTo(width, y + 0.5)
        y += step
    ctx.stroke()


def _wash(ctx, colour, alpha, x, y, width, height):
    """A rectangle of ``colour`` at ``alpha``: a highlighter, a hover, a side's ground."""
    ctx.globalAlpha = alpha
    ctx.fillStyle = colour
    ctx.fillRect(x, y, width, height)
    ctx.globalAlpha = 1


def _grid(ctx, lines, outline):
    """The board's thin lines and its outline, each segment (x0, y0, x1, y1)
    (game/web/scene.py board_lines): square ends, so the outline's runs meet."""
    ctx.strokeStyle = BOARD_LINE
    ctx.lineWidth = 1
    _segments(ctx, lines)
    ctx.save()
    ctx.strokeStyle = BORDER
    ctx.lineWidth = 2
    ctx.lineCap = "square"
    _segments(ctx, outline)
    ctx.restore()


def _segments(ctx, segments):
    ctx.beginPath()
    for x0, y0, x1, y1 in segments:
        ctx.moveTo(x0, y0)
        ctx.lineTo(x1, y1)
    ctx.stroke()


def _blank(ctx, rectangles):
    """Cells off the board: no paper, the page's background (x, y, w, h each)."""
    ctx.fillStyle = PAPER
    for x, y, width, height in rectangles:
        ctx.fillRect(x, y, width, height)


def _labels(ctx, size, labels):
    """The coordinates round the board: (text, x, y) each, centred there."""
    ctx.fillStyle = LABEL
    ctx.font = "%dpx %s" % (size, FONT)
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    for text, x, y in labels:
        ctx.fillText(text, x, y)


def _alpha(ctx, alpha):
    """What follows, to the next alpha op, in a lighter pencil (a preview)."""
    ctx.globalAlpha = alpha


# --- marks --------------------------------------------------------------------------------


def _mark(ctx, shape, colour, x, y, size, col, row):
    """A side's mark (its symbol: X, O, △, □, or any other written out) in ``colour``."""
    cx = x + size / 2
    cy = y + size / 2
    r = size * 0.32
    ctx.lineCap = "round"
    ctx.lineWidth = max(1.5, min(7, size * 0.085))   # a pencil, however big the cell
    _drawer(shape)(ctx, cx, cy, r, colour, col, row)


def _killed(ctx, shape, colour, killer, x, y, size, col, row):
    """A killed mark, as on paper: a cross circled in the killer's pencil, a
    nought filled in with it; another mark struck out by it."""
    cx = x + size / 2
    cy = y + size / 2
    r = size * 0.32
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
    """A mark with no pencil stroke of its own: its symbol, written in its pencil."""
    def write(ctx, cx, cy, r, colour, col, row):
        ctx.fillStyle = colour
        # two digits as wide as one shape
        ctx.font = "bold %dpx %s" % (max(9, int(r * (2.2 if len(shape) == 1 else 1.75))), FONT)
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
        _mark(ctx, shape, PAPER, x, y, size, col, row)
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


# --- what the side to move can do, and the marks over it -------------------------------------


def _reach(ctx, colour, size, corners):
    """A quiet dot in the middle of each cell at (x, y): every dot in one path
    (a 25x25 board has hundreds; each call into the canvas costs)."""
    radius = max(2, size * 0.09)
    ctx.fillStyle = colour
    ctx.globalAlpha = REACH_ALPHA
    ctx.beginPath()
    for x, y in corners:
        ctx.moveTo(x + size / 2 + radius, y + size / 2)
        ctx.arc(x + size / 2, y + size / 2, radius, 0, 2 * math.pi)
    ctx.fill()
    ctx.globalAlpha = 1


def _target(ctx, colour, x, y, size):
    """A gunsight in the mover's pencil around an enemy mark: a dashed ring and
    four ticks, a shape no mark has (a killed cross has a whole ring, no ticks)."""
    cx = x + size / 2
    cy = y + size / 2
    r = size * 0.44
    ctx.strokeStyle = colour
    ctx.lineWidth = max(1.5, min(4, size * 0.06))
    ctx.lineCap = "butt"
    dashes = 12
    step = 2 * math.pi / dashes
    ctx.beginPath()
    for dash in range(dashes):
        start = dash * step + step * 0.2
        ctx.moveTo(cx + r * math.cos(start), cy + r * math.sin(start))
        ctx.arc(cx, cy, r, start, start + step * 0.55)
    for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
        ctx.moveTo(cx + dx * size * 0.33, cy + dy * size * 0.33)
        ctx.lineTo(cx + dx * size * 0.5, cy + dy * size * 0.5)
    ctx.stroke()


def _order(ctx, colour, number, kind, cx, cy, font, radius, width, ring):
    """A recent sub-move's number in a disc centred at (cx, cy), in its side's
    pencil: hollow for a placement, filled for a kill (shape, not only colour),
    which a paper ring (radius ``ring``) sets apart from the base it made."""
    if kind == "kill":
        ctx.beginPath()
        ctx.arc(cx, cy, ring, 0, 2 * math.pi)
        ctx.fillStyle = PAPER
        ctx.fill()
    ctx.beginPath()
    ctx.arc(cx, cy, radius, 0, 2 * math.pi)
    ctx.fillStyle = colour if kind == "kill" else PAPER
    ctx.fill()
    ctx.strokeStyle = colour
    ctx.lineWidth = width
    ctx.stroke()
    ctx.font = "bold %dpx %s" % (font, FONT)
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillStyle = PAPER if kind == "kill" else colour
    ctx.fillText(str(number), cx, cy + font * 0.06)


def _hint(ctx, number, x, y, size):
    """A green wash with the sub-move's number: a suggestion, not a mark."""
    ctx.fillStyle = HINT_WASH
    ctx.fillRect(x + 2, y + 2, size - 4, size - 4)
    ctx.strokeStyle = HINT
    ctx.lineWidth = max(1.5, min(3, size * 0.04))
    ctx.strokeRect(x + 3, y + 3, size - 6, size - 6)
    ctx.fillStyle = HINT
    ctx.font = "bold %dpx %s" % (max(9, int(size * 0.42)), FONT)
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(str(number), x + size / 2, y + size / 2)


def _refusal(ctx, strength, x, y, size):
    """A refused click: the cell outlined and crossed out, at ``strength`` (1 at
    first, less as it fades)."""
    ctx.globalAlpha = strength
    ctx.strokeStyle = REFUSED
    ctx.lineWidth = max(2, min(4, size * 0.08))
    ctx.lineCap = "round"
    ctx.strokeRect(x + 2, y + 2, size - 4, size - 4)
    inset = size * 0.3
    ctx.beginPath()
    ctx.moveTo(x + inset, y + inset)
    ctx.lineTo(x + size - inset, y + size - inset)
    ctx.moveTo(x + size - inset, y + inset)
    ctx.lineTo(x + inset, y + size - inset)
    ctx.stroke()
    ctx.globalAlpha = 1


def _cursor(ctx, x, y, size):
    ctx.strokeStyle = CURSOR
    ctx.lineWidth = max(2, size // 12)
    ctx.strokeRect(x + 1.5, y + 1.5, size - 3, size - 3)


def _frame(ctx, x, y, size):
    """A legend sample's cell, outlined as the board's lines are."""
    ctx.strokeStyle = BOARD_LINE
    ctx.lineWidth = 1
    ctx.strokeRect(x + 0.5, y + 0.5, size - 1, size - 1)


DRAWERS = {
    "clear": _clear, "paper": _paper, "blank": _blank, "wash": _wash, "grid": _grid, "labels": _labels,
    "alpha": _alpha, "mark": _mark, "killed": _killed, "base": _base, "start": _start,
    "reach": _reach, "target": _target, "order": _order, "hint": _hint, "refusal": _refusal,
    "cursor": _cursor, "frame": _frame,
}
