"""Drawing the board on a canvas like pencil on squared paper.

Crosses in blue pencil, noughts in red; a killed cross is circled and a
killed nought filled in, in the killer's colour, as on paper.  In the bases
game triangles (T, △) come in an amber pencil and squares (S, □) in
graphite, four colours apart for colour-blind eyes too, though the shape
says whose mark it is; a base is its cell shaded in its owner's pencil, the
mark left in paper, and outlined, pale and hatched while it is inactive.
The capture game has the classic marks only, and may wash each side's
ground in a tint of its pencil.  The strokes wobble a little, the same way
every time for the same cell.  Only reads the position; takes the 2D
context of a canvas already scaled to CSS pixels.
"""

import math

from game.core.board import COLUMN_LETTERS
from game.rules import BASES, CAPTURE, CLASSIC
from game.rules.bases import EDGE

PAPER = "#fbfaf3"
PAPER_LINE = "#c9dcee"
BOARD_LINE = "#8fb0d3"
BORDER = "#3d4f66"
LABEL = "#55657a"
PENCIL = {"X": "#1f4e9a", "O": "#b3261e", "T": "#d48a00", "S": "#3a3a3a"}
KILLED = {"X": "o", "O": "x"}      # the mark a side's kill leaves: the enemy's, killed
HIGHLIGHTER = {"place": "rgba(255, 221, 87, 0.55)", "kill": "rgba(255, 128, 92, 0.42)"}
HOVER = "rgba(61, 79, 102, 0.12)"
CURSOR = "#2c3440"                  # the keyboard cursor: ink, to stand out on the highlighter
HINT = "#1b8a4c"
HINT_WASH = "rgba(27, 138, 76, 0.16)"
REFUSED = "#d6336c"                 # neither pencil's colour: a refusal is no mark
PREVIEW_ALPHA = 0.35                # a light pencil: the mark a click would make
INACTIVE_ALPHA = 0.22               # an inactive base: its owner's shade, pale
TERRITORY_ALPHA = 0.22              # a side's secured ground: a tint the paper shows through
ROOM_FOR_START_MARK = 24            # CSS pixels a cell needs for an edge start cell's small mark


def wobble(col, row, salt):
    """A small repeatable offset in [-1, 1) for a cell's pencil strokes."""
    seed = (col * 73856093 + row * 19349663 + salt * 83492791) & 0xFFFFF
    return ((seed * 2654435761) % 2000) / 1000.0 - 1.0


def draw(ctx, layout, width, height, position, reach=0, recent=(), hover=None, hint=(),
         cursor=None, preview=None, refusal=None, territory=None):
    """Everything: paper, highlights, grid, labels, start cells, marks, what the
    side to move can do (``reach``), the recent turns' order, a hint, a preview,
    a refusal and the keyboard's cursor, for a position of any rule system.

    ``recent`` is [(side, [(cell name, "place" or "kill")])] in playing order;
    ``hover``, ``cursor`` and ``preview`` are (col, row), the preview a legal
    cell; ``refusal`` is (col, row, strength), strength 1 at first, less as it
    fades; ``territory`` is None or {side: [cell names]} (Game.territory()),
    each side's ground to wash in its tint.
    """
    geo = position.geo
    cell = layout.cell
    ctx.clearRect(0, 0, width, height)
    _paper(ctx, layout, width, height)
    numbers = turn_numbers(geo, recent)
    for spot, side, order, kind, corner in numbers:
        if corner == TOP_LEFT:   # the latest action on the cell: its highlighter
            x, y = layout.origin(spot[0], spot[1])
            ctx.fillStyle = HIGHLIGHTER[kind]
            ctx.fillRect(x + 1, y + 1, cell - 2, cell - 2)
    if hover is not None:
        x, y = layout.origin(hover[0], hover[1])
        ctx.fillStyle = HOVER
        ctx.fillRect(x, y, cell, cell)
    if territory:
        _territory(ctx, layout, geo, territory)
    _grid(ctx, layout)
    _labels(ctx, layout)
    _start_cells(ctx, layout, position)
    _units(ctx, layout, position)
    if preview is not None:   # the preview takes the dot's place
        reach &= ~geo.bit(preview[0], preview[1])
    _reach(ctx, layout, position, reach, hint)
    for spot, side, order, kind, corner in numbers:
        x, y = layout.origin(spot[0], spot[1])
        _order(ctx, x, y, cell, side, order, kind, corner)
    for order, name in enumerate(hint):
        col, row = _col_row(geo, geo.parse(name))
        x, y = layout.origin(col, row)
        _hint(ctx, x, y, cell, order + 1)
    if preview is not None:
        _preview(ctx, layout, position, preview)
    if refusal is not None:
        _refusal(ctx, layout, refusal)
    if cursor is not None:
        x, y = layout.origin(cursor[0], cursor[1])
        ctx.strokeStyle = CURSOR
        ctx.lineWidth = max(2, cell // 12)
        ctx.strokeRect(x + 1.5, y + 1.5, cell - 3, cell - 3)


# --- what the position holds, in each rule system ----------------------------------------


def _mover(position):
    """The side to move, by its code ("X", ..., "S")."""
    return position.rules.sides[position.side]


def _occupied(position):
    """The cells holding a mark (classic, capture) or a unit (bases)."""
    game = position.rules.game
    if game == BASES:
        return position.geo.full & ~position.empty
    if game == CAPTURE:
        return position.marks[0] | position.marks[1]
    return position.alive[0] | position.alive[1] | position.dead[0] | position.dead[1]


def _units(ctx, layout, position):
    """Every mark on the board; in the bases game each side's viruses and its
    bases, active or not."""
    geo = position.geo
    size = layout.cell
    if position.rules.game != BASES:
        for bit in geo.bits(_occupied(position)):
            col, row = _col_row(geo, bit)
            x, y = layout.origin(col, row)
            _mark(ctx, position.mark(bit), x, y, size, col, row)
        return
    for player, side in enumerate(position.rules.sides):
        active = position.active_bases(player)
        for bit in geo.bits(position.virus[player] | position.base[player]):
            col, row = _col_row(geo, bit)
            x, y = layout.origin(col, row)
            if position.base[player] & bit:
                _base(ctx, side, bool(active & bit), x, y, size, col, row)
            else:
                _mark(ctx, side, x, y, size, col, row)


TOP_LEFT = "top-left"
BOTTOM_RIGHT = "bottom-right"


def turn_numbers(geo, recent):
    """Every sub-move of the recent turns (as draw() takes them) as
    ((col, row), side, order, kind, corner), in playing order: its number goes
    in the cell's top-left corner, or, where a later side acted on the same
    cell (killed that placement), in the bottom-right one, clear of the later
    number.  So no side's number covers another's, and each turn shows all
    its sub-moves."""
    numbers = []
    for side, actions in recent:
        for order, (name, kind) in enumerate(actions):
            numbers.append((_col_row(geo, geo.parse(name)), side, order + 1, kind))
    latest = dict((number[0], index) for index, number in enumerate(numbers))
    return [number + (TOP_LEFT if latest[number[0]] == index else BOTTOM_RIGHT,)
            for index, number in enumerate(numbers)]


def disc(size):
    """(font size, radius, line width, reach) of a sub-move's number disc in a
    cell ``size`` CSS pixels wide; its reach is the paper ring round a kill's."""
    font = max(9, min(18, int(size * 0.33)))
    radius = font * 0.68
    width = max(1, font * 0.1)
    return font, radius, width, radius + 2 * width


def disc_centre(x, y, size, corner=TOP_LEFT):
    """The centre of a number's disc in the ``corner`` of the cell at (x, y)."""
    radius = disc(size)[1]
    dx = max(radius + 1, size * 0.17)
    dy = max(radius + 1, size * 0.19)
    if corner == BOTTOM_RIGHT:
        return x + size - dx, y + size - dy
    return x + dx, y + dy


def _start_cells(ctx, layout, position):
    """Before a side's first unit, where it may start: a dashed outline in its
    pencil, and its mark small in the corner.  An edge start outlines the
    empty edge cells for the next side to start (every side shares them)."""
    geo = position.geo
    rules = position.rules
    if position.result is not None or rules.game == CAPTURE:   # capture starts on the board
        return
    players = len(rules.sides)
    players_in = position.players_in()
    outlined = 0
    for step in range(players):
        player = (position.side + step) % players
        if position.moved[player] or player not in players_in:
            continue
        cells = rules.start_masks[player] & ~outlined
        if rules.starts == EDGE:
            cells &= position.empty
        outlined |= cells
        # a whole band of small cells, each with a mark, blurs: the dashes' colour says whose
        marked = rules.starts != EDGE or layout.cell >= ROOM_FOR_START_MARK
        for bit in geo.bits(cells):
            col, row = _col_row(geo, bit)
            x, y = layout.origin(col, row)
            _start_cell(ctx, x, y, layout.cell, rules.sides[player], col, row, marked)


def _start_cell(ctx, x, y, size, side, col, row, marked=True):
    ctx.globalAlpha = 0.75
    ctx.strokeStyle = PENCIL[side]
    ctx.lineWidth = max(1.2, min(2.5, size * 0.04))
    inset = max(2.5, size * 0.08)
    _dashed_square(ctx, x + inset, y + inset, size - 2 * inset)
    if marked:
        small = size * 0.3   # inside the dashes, clear of the reach dot in the middle
        _mark(ctx, side, x + size - 1.6 * inset - small, y + 1.6 * inset, small, col, row)
    ctx.globalAlpha = 1


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


def _mark(ctx, mark, x, y, size, col, row, colour=None):
    """A side's mark (X, O, T, S) in its pencil, or in ``colour``; or a classic
    killed mark: "x" a cross circled by O, "o" a nought filled in by X."""
    cx = x + size / 2
    cy = y + size / 2
    r = size * 0.32
    ctx.lineCap = "round"
    ctx.lineWidth = max(1.5, min(7, size * 0.085))   # a pencil, however big the cell
    if mark == "x":
        _cross(ctx, cx, cy, r, PENCIL["X"], col, row)
        ctx.lineWidth = max(1.2, min(5, size * 0.06))
        _circle(ctx, cx, cy, size * 0.45, PENCIL["O"], col, row, 7)
        ctx.stroke()
    elif mark == "o":
        _circle(ctx, cx, cy, r, PENCIL["O"], col, row, 3)
        ctx.fillStyle = PENCIL["X"]
        ctx.strokeStyle = PENCIL["X"]
        ctx.fill()
        ctx.stroke()
    else:
        SHAPES[mark](ctx, cx, cy, r, colour or PENCIL[mark], col, row)


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


def _polygon(ctx, cx, cy, r, colour, col, row, angles):
    """A closed figure through points at ``angles`` (degrees) on a circle of
    radius ``r``, each corner a little off, as a hand draws it."""
    ctx.strokeStyle = colour
    ctx.beginPath()
    j = r * 0.08
    for index, angle in enumerate(angles):
        radians = angle * math.pi / 180
        px = cx + r * math.cos(radians) + j * wobble(col, row, 20 + 2 * index)
        py = cy + r * math.sin(radians) + j * wobble(col, row, 21 + 2 * index)
        if index:
            ctx.lineTo(px, py)
        else:
            ctx.moveTo(px, py)
    ctx.closePath()
    ctx.lineJoin = "round"   # pencil corners; back to the canvas's default for the rest
    ctx.stroke()
    ctx.lineJoin = "miter"


# A side's mark: its shape drawn in a colour, (ctx, cx, cy, r, colour, col, row).
SHAPES = {"X": _cross, "O": _nought, "T": _triangle, "S": _square}


def _circle(ctx, cx, cy, r, colour, col, row, salt):
    """A hand-drawn ring: slightly oval, tilted, its end overlapping its start."""
    ctx.strokeStyle = colour
    ctx.beginPath()
    start = wobble(col, row, salt) * math.pi
    squash = 1 + 0.08 * wobble(col, row, salt + 1)
    ctx.ellipse(cx, cy, r * squash, r / squash, start, 0, 2 * math.pi + 0.35)


def _base(ctx, side, active, x, y, size, col, row):
    """A base of ``side`` (bases game): its cell shaded in the owner's pencil
    with the owner's mark left in paper.  An inactive base is the same box
    outlined, pale and hatched inside, its mark in pencil: still the owner's,
    conducting nothing; the outline keeps it apart from a virus on a highlighter."""
    inset = max(1.5, size * 0.07)   # the cell's highlighter still shows around it
    inner = size - 2 * inset
    ctx.fillStyle = PENCIL[side]
    if active:
        ctx.fillRect(x + inset, y + inset, inner, inner)
        _mark(ctx, side, x, y, size, col, row, PAPER)
        return
    ctx.globalAlpha = INACTIVE_ALPHA
    ctx.fillRect(x + inset, y + inset, inner, inner)
    ctx.globalAlpha = 1
    _hatch(ctx, x + inset, y + inset, inner, PENCIL[side])
    ctx.strokeStyle = PENCIL[side]
    ctx.lineWidth = max(1, size * 0.03)
    ctx.strokeRect(x + inset, y + inset, inner, inner)
    _mark(ctx, side, x, y, size, col, row)


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


def _territory(ctx, layout, geo, territory):
    """Each side's secured ground washed in a tint of its pencil."""
    size = layout.cell
    ctx.globalAlpha = TERRITORY_ALPHA
    for side in territory:
        ctx.fillStyle = PENCIL[side]
        for name in territory[side]:
            x, y = layout.origin(*_col_row(geo, geo.parse(name)))
            ctx.fillRect(x, y, size, size)
    ctx.globalAlpha = 1


def _reach(ctx, layout, position, reach, hint):
    """Where the side to move can act: a quiet dot on an empty cell, a target
    on an enemy mark it can kill (the hinted cells have their own marks)."""
    geo = position.geo
    mover = _mover(position)
    hinted = 0
    for name in hint:
        hinted |= geo.parse(name)
    reach &= ~hinted
    targets = reach & _occupied(position)   # a legal cell that holds something: an enemy to take
    size = layout.cell
    # every dot in one path: a 25x25 board has hundreds, each call into the canvas costs
    ctx.fillStyle = PENCIL[mover]
    ctx.globalAlpha = 0.45
    ctx.beginPath()
    for bit in geo.bits(reach & ~targets):
        x, y = layout.origin(*_col_row(geo, bit))
        _reach_dot(ctx, x, y, size)
    ctx.fill()
    ctx.globalAlpha = 1
    for bit in geo.bits(targets):
        x, y = layout.origin(*_col_row(geo, bit))
        _kill_target(ctx, x, y, size, mover)


def _reach_dot(ctx, x, y, size):
    """A dot in the middle of a cell, added to the current path."""
    radius = max(2, size * 0.09)
    ctx.moveTo(x + size / 2 + radius, y + size / 2)
    ctx.arc(x + size / 2, y + size / 2, radius, 0, 2 * math.pi)


def _kill_target(ctx, x, y, size, mover):
    """A gunsight in the mover's pencil around an enemy mark: a dashed ring and
    four ticks, a shape no mark has (a killed cross has a whole ring, no ticks)."""
    cx = x + size / 2
    cy = y + size / 2
    r = size * 0.44
    ctx.strokeStyle = PENCIL[mover]
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


def _order(ctx, x, y, size, side, order, kind, corner=TOP_LEFT):
    """A recent sub-move's number in a disc in a corner, in its side's pencil:
    a hollow disc for a placement, a filled one for a kill (shape, not only colour)."""
    font, radius, width, reach = disc(size)
    cx, cy = disc_centre(x, y, size, corner)
    if kind == "kill":
        # a paper ring sets the disc apart from the base a kill made, shaded in the same pencil
        ctx.beginPath()
        ctx.arc(cx, cy, reach, 0, 2 * math.pi)
        ctx.fillStyle = PAPER
        ctx.fill()
    ctx.beginPath()
    ctx.arc(cx, cy, radius, 0, 2 * math.pi)
    ctx.fillStyle = PENCIL[side] if kind == "kill" else PAPER
    ctx.fill()
    ctx.strokeStyle = PENCIL[side]
    ctx.lineWidth = width
    ctx.stroke()
    ctx.font = "bold %dpx system-ui, sans-serif" % font
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillStyle = PAPER if kind == "kill" else PENCIL[side]
    ctx.fillText(str(order), cx, cy + font * 0.06)


def _preview(ctx, layout, position, spot):
    """The mark a click on ``spot`` would leave, in a light pencil."""
    bit = position.geo.bit(spot[0], spot[1])
    mover = _mover(position)
    x, y = layout.origin(spot[0], spot[1])
    ctx.globalAlpha = PREVIEW_ALPHA
    if position.mark(bit) == ".":
        _mark(ctx, mover, x, y, layout.cell, spot[0], spot[1])
    elif position.rules.game == BASES:
        _base(ctx, mover, True, x, y, layout.cell, spot[0], spot[1])
    else:
        _mark(ctx, KILLED[mover], x, y, layout.cell, spot[0], spot[1])
    ctx.globalAlpha = 1


def _refusal(ctx, layout, refusal):
    """A refused click: the cell outlined and crossed out in the refusal's colour,
    at ``strength`` (1 at first, less as it fades)."""
    col, row, strength = refusal
    x, y = layout.origin(col, row)
    size = layout.cell
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


# --- the legend ---------------------------------------------------------------------

# The legend's samples for each game, in the order they are listed; their words
# are "legend." + the sample in game/web/strings.py.
LEGENDS = {
    CLASSIC: ("X", "O", "x", "o", "start", "reach", "target", "turn"),
    BASES: ("viruses", "bases", "inactive", "start", "reach", "take", "bases-turn"),
    CAPTURE: ("X", "O", "reach", "territory", "capture-turn"),
}
ROWS = ("viruses", "bases", "inactive")   # one cell for each side of the game
TURNS = {   # a turn of O's, as (kind, what it left) for each sub-move
    "turn": (("place", "O"), ("kill", "x"), ("place", "O")),
    "bases-turn": (("place", "O"), ("kill", "O+"), ("place", "O")),
    "capture-turn": (("place", "O"), ("place", "O"), ("place", "O")),
}


def sample_cells(sample, sides):
    """How many cells wide ``sample`` is, in a game of ``sides``."""
    if sample in ROWS:
        return len(sides)
    if sample in TURNS:
        return 3
    return 2 if sample == "territory" else 1


def draw_sample(ctx, sample, size, sides=("X", "O")):
    """One sample of the legend, drawn as the board draws it: a row of
    sample_cells() cells ``size`` CSS pixels square.  A mark ("X", "x", ...);
    "viruses", "bases" and "inactive" for each of ``sides``; "start", "reach",
    "target" (of a nought) and "take" (of a nought virus) for X; "territory",
    a cross and a cell of its ground; a turn of O's that placed, killed (or
    took a virus for a base) and placed."""
    cells = sample_cells(sample, sides)
    ctx.clearRect(0, 0, cells * size, size)
    ctx.fillStyle = PAPER
    ctx.fillRect(0, 0, cells * size, size)
    if sample in TURNS:
        for index, (kind, mark) in enumerate(TURNS[sample]):
            x = index * size
            ctx.fillStyle = HIGHLIGHTER[kind]
            ctx.fillRect(x + 1, 1, size - 2, size - 2)
            if mark == "O+":
                _base(ctx, "O", True, x, 0, size, index, 0)
            else:
                _mark(ctx, mark, x, 0, size, index, 0)
            _order(ctx, x, 0, size, "O", index + 1, kind)
    elif sample in ROWS:
        for index, side in enumerate(sides):
            if sample == "viruses":
                _mark(ctx, side, index * size, 0, size, index, 0)
            else:
                _base(ctx, side, sample == "bases", index * size, 0, size, index, 0)
    elif sample == "reach":
        ctx.fillStyle = PENCIL["X"]
        ctx.globalAlpha = 0.45
        ctx.beginPath()
        _reach_dot(ctx, 0, 0, size)
        ctx.fill()
        ctx.globalAlpha = 1
    elif sample in ("target", "take"):
        _mark(ctx, "O", 0, 0, size, 0, 0)
        _kill_target(ctx, 0, 0, size, "X")
    elif sample == "start":
        _start_cell(ctx, 0, 0, size, "X", 0, 0)
    elif sample == "territory":
        ctx.fillStyle = PENCIL["X"]
        ctx.globalAlpha = TERRITORY_ALPHA
        ctx.fillRect(size, 0, size, size)
        ctx.globalAlpha = 1
        _mark(ctx, "X", 0, 0, size, 0, 0)
    else:
        _mark(ctx, sample, 0, 0, size, 0, 0)
    ctx.strokeStyle = BOARD_LINE
    ctx.lineWidth = 1
    for index in range(cells):
        ctx.strokeRect(index * size + 0.5, 0.5, size - 1, size - 1)
