"""Drawing the board on a canvas like pencil on squared paper.

Crosses in blue pencil, noughts in red; a killed cross is circled and a
killed nought filled in, in the killer's colour, as on paper.  The strokes
wobble a little, the same way every time for the same cell.  Only reads the
position; takes the 2D context of a canvas already scaled to CSS pixels.
"""

import math

from game.board import COLUMN_LETTERS

PAPER = "#fbfaf3"
PAPER_LINE = "#c9dcee"
BOARD_LINE = "#8fb0d3"
BORDER = "#3d4f66"
LABEL = "#55657a"
PENCIL = {"X": "#1f4e9a", "O": "#b3261e"}
HIGHLIGHTER = "rgba(255, 221, 87, 0.55)"
HOVER = "rgba(61, 79, 102, 0.12)"
CURSOR = "#2c3440"                  # the keyboard cursor: ink, to stand out on the highlighter
HINT = "#1b8a4c"
HINT_WASH = "rgba(27, 138, 76, 0.16)"


def wobble(col, row, salt):
    """A small repeatable offset in [-1, 1) for a cell's pencil strokes."""
    seed = (col * 73856093 + row * 19349663 + salt * 83492791) & 0xFFFFF
    return ((seed * 2654435761) % 2000) / 1000.0 - 1.0


def draw(ctx, layout, width, height, position, reach=0, recent=(), hover=None, hint=(),
         cursor=None):
    """Everything: paper, highlights, grid, labels, marks, reach dots, a hint and
    the keyboard's cursor, (col, row) like ``hover``."""
    geo = position.geo
    ctx.clearRect(0, 0, width, height)
    _paper(ctx, layout, width, height)
    cell = layout.cell
    for name in recent:
        col, row = _col_row(geo, geo.parse(name))
        x, y = layout.origin(col, row)
        ctx.fillStyle = HIGHLIGHTER
        ctx.fillRect(x + 1, y + 1, cell - 2, cell - 2)
    if hover is not None:
        x, y = layout.origin(hover[0], hover[1])
        ctx.fillStyle = HOVER
        ctx.fillRect(x, y, cell, cell)
    _grid(ctx, layout)
    _labels(ctx, layout)
    mover = "XO"[position.side]
    for bit in geo.bits(position.alive[0] | position.alive[1] | position.dead[0] | position.dead[1]):
        col, row = _col_row(geo, bit)
        x, y = layout.origin(col, row)
        _mark(ctx, position.mark(bit), x, y, cell, col, row)
    hinted = 0
    for name in hint:
        hinted |= geo.parse(name)
    for bit in geo.bits(reach & ~hinted):
        col, row = _col_row(geo, bit)
        x, y = layout.origin(col, row)
        _reach_dot(ctx, x, y, cell, mover, position.mark(bit) != ".")
    for order, name in enumerate(hint):
        col, row = _col_row(geo, geo.parse(name))
        x, y = layout.origin(col, row)
        _hint(ctx, x, y, cell, order + 1)
    if cursor is not None:
        x, y = layout.origin(cursor[0], cursor[1])
        ctx.strokeStyle = CURSOR
        ctx.lineWidth = max(2, cell // 12)
        ctx.strokeRect(x + 1.5, y + 1.5, cell - 3, cell - 3)


def _col_row(geo, bit):
    number = geo.bit_index[bit]
    return number % geo.width, number // geo.width


def _paper(ctx, layout, width, height):
    ctx.fillStyle = PAPER
    ctx.fillRect(0, 0, width, height)
    # squared paper beyond the board, in the board's own squares
    step = layout.cell
    ctx.strokeStyle = PAPER_LINE
    ctx.lineWidth = 1
    ctx.beginPath()
    x = layout.x % step
    while x <= width:
        ctx.moveTo(x + 0.5, 0)
        ctx.lineTo(x + 0.5, height)
        x += step
    y = layout.y % step
    while y <= height:
        ctx.moveTo(0, y + 0.5)
        ctx.lineTo(width, y + 0.5)
        y += step
    ctx.stroke()


def _grid(ctx, layout):
    ctx.strokeStyle = BOARD_LINE
    ctx.lineWidth = 1
    ctx.beginPath()
    for col in range(1, layout.cols):
        x = layout.x + col * layout.cell + 0.5
        ctx.moveTo(x, layout.y)
        ctx.lineTo(x, layout.y + layout.height)
    for row in range(1, layout.rows):
        y = layout.y + row * layout.cell + 0.5
        ctx.moveTo(layout.x, y)
        ctx.lineTo(layout.x + layout.width, y)
    ctx.stroke()
    ctx.strokeStyle = BORDER
    ctx.lineWidth = 2
    ctx.strokeRect(layout.x, layout.y, layout.width + 1, layout.height + 1)


def _labels(ctx, layout):
    size = max(10, min(16, int(layout.label * 0.6), int(layout.cell * 0.5)))
    ctx.fillStyle = LABEL
    ctx.font = "%dpx system-ui, sans-serif" % size
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    for col in range(layout.cols):
        x, y = layout.origin(col, 0 if not layout.flipped else layout.rows - 1)
        ctx.fillText(COLUMN_LETTERS[col], x + layout.cell / 2,
                     layout.y + layout.height + layout.label / 2 + 1)
    for row in range(layout.rows):
        x, y = layout.origin(0, row)
        ctx.fillText(str(row + 1), layout.x - layout.label / 2 - 1, y + layout.cell / 2)


def _mark(ctx, mark, x, y, size, col, row):
    cx = x + size / 2
    cy = y + size / 2
    r = size * 0.32
    ctx.lineCap = "round"
    ctx.lineWidth = max(1.5, min(7, size * 0.085))   # a pencil, however big the cell
    if mark in "Xx":
        _cross(ctx, cx, cy, r, col, row)
        if mark == "x":   # circled by O
            ctx.lineWidth = max(1.2, min(5, size * 0.06))
            _circle(ctx, cx, cy, size * 0.45, PENCIL["O"], col, row, 7)
            ctx.stroke()
    else:
        _circle(ctx, cx, cy, r, PENCIL["O"], col, row, 3)
        if mark == "o":   # filled in by X
            ctx.fillStyle = PENCIL["X"]
            ctx.strokeStyle = PENCIL["X"]
            ctx.fill()
        ctx.stroke()


def _cross(ctx, cx, cy, r, col, row):
    ctx.strokeStyle = PENCIL["X"]
    ctx.beginPath()
    j = r * 0.12
    ctx.moveTo(cx - r + j * wobble(col, row, 1), cy - r + j * wobble(col, row, 2))
    ctx.quadraticCurveTo(cx + j * wobble(col, row, 3), cy + j * wobble(col, row, 4),
                         cx + r + j * wobble(col, row, 5), cy + r + j * wobble(col, row, 6))
    ctx.moveTo(cx + r + j * wobble(col, row, 7), cy - r + j * wobble(col, row, 8))
    ctx.quadraticCurveTo(cx + j * wobble(col, row, 9), cy + j * wobble(col, row, 10),
                         cx - r + j * wobble(col, row, 11), cy + r + j * wobble(col, row, 12))
    ctx.stroke()


def _circle(ctx, cx, cy, r, colour, col, row, salt):
    """A hand-drawn ring: slightly oval, tilted, its end overlapping its start."""
    ctx.strokeStyle = colour
    ctx.beginPath()
    start = wobble(col, row, salt) * math.pi
    squash = 1 + 0.08 * wobble(col, row, salt + 1)
    ctx.ellipse(cx, cy, r * squash, r / squash, start, 0, 2 * math.pi + 0.35)


def _reach_dot(ctx, x, y, size, mover, occupied):
    ctx.fillStyle = PENCIL[mover]
    ctx.globalAlpha = 0.45
    ctx.beginPath()
    if occupied:   # an enemy mark that can be killed: a small corner tick
        ctx.arc(x + size * 0.82, y + size * 0.18, max(2, size * 0.07), 0, 2 * math.pi)
    else:
        ctx.arc(x + size / 2, y + size / 2, max(2, size * 0.09), 0, 2 * math.pi)
    ctx.fill()
    ctx.globalAlpha = 1


def _hint(ctx, x, y, size, order):
    """A green wash with the sub-move's number: a suggestion, not a mark."""
    ctx.fillStyle = HINT_WASH
    ctx.fillRect(x + 2, y + 2, size - 4, size - 4)
    ctx.strokeStyle = HINT
    ctx.lineWidth = max(1.5, min(3, size * 0.04))
    ctx.strokeRect(x + 3, y + 3, size - 6, size - 6)
    ctx.fillStyle = HINT
    ctx.font = "bold %dpx system-ui, sans-serif" % max(9, int(size * 0.42))
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(str(order), x + size / 2, y + size / 2)
