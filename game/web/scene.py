"""The scene the board draws: a list of drawing ops, plain data, made from a
position of any rule system and what the page marks over it (Overlay).

    ops = scene(game.position, layout, width, height, Overlay(reach=..., hover=(2, 3)))
    pencil.draw(ctx, ops)          # the page: canvas calls (game/web/pencil.py)

Each op is a tuple, its name first: ("mark", symbol, pencil, x, y, size, col,
row), ("wash", colour, alpha, x, y, w, h), ...; pencil.py draws each.  What a
cell holds comes from the position's content(bit) (its kind says how to draw
it), each side's mark from its rule system's SYMBOLS, where a side may start
from start_cells(player), pale bases from inactive(player): no game is named
here, and the scene is tested on CPython (tests/python/test_scene.py).
"""

from game.core.board import COLUMN_LETTERS
from game.rules.system import BASE, KILLED, occupied
from game.web.palette import INK, PREVIEW_ALPHA, TERRITORY_ALPHA, pencil_of

ROOM_FOR_START_MARK = 24   # CSS pixels a cell needs for a small mark in each of many start cells
TOP_LEFT = "top-left"
BOTTOM_RIGHT = "bottom-right"


class Overlay:
    """What the page marks over the position: ``reach`` the mask the person
    may act on (0 while a bot moves or someone looks back); ``recent``
    [(side, [(cell name, "place" or "kill")])] in playing order; ``hover``,
    ``cursor`` and ``preview`` (col, row), the preview a legal cell; ``hint``
    cell names in order; ``refusal`` (col, row, strength), strength 1 at first,
    less as it fades; ``ground`` None or {side: [cell names]} (Game.territory()),
    each side's ground to wash in its tint."""

    __slots__ = ("reach", "recent", "hover", "hint", "cursor", "preview", "refusal", "ground")

    def __init__(self, reach=0, recent=(), hover=None, hint=(), cursor=None, preview=None,
                 refusal=None, ground=None):
        self.reach = reach
        self.recent = recent
        self.hover = hover
        self.hint = hint
        self.cursor = cursor
        self.preview = preview
        self.refusal = refusal
        self.ground = ground


def scene(position, layout, width, height, overlay=None):
    """Everything, in drawing order: paper, highlights, ground, grid, labels,
    start cells, what the cells hold, what the side to move can do, the recent
    turns' order, a hint, a preview, a refusal and the keyboard's cursor."""
    overlay = overlay or Overlay()
    geo = position.geo
    size = layout.cell
    ops = [("clear", width, height), ("paper", width, height, layout.x, layout.y, size)]
    lines, blank = shape_ops(geo, layout)
    if blank:   # off cells: the page's own background, no squares (board_lines draws none there)
        ops.append(blank)
    numbers = turn_numbers(geo, overlay.recent)
    for spot, side, order, kind, corner in numbers:
        if corner == TOP_LEFT:   # the latest action on the cell: its highlighter
            x, y = layout.origin(spot[0], spot[1])
            ops.append(("wash", INK["highlighter"][kind], 1, x + 1, y + 1, size - 2, size - 2))
    if overlay.hover is not None and geo.bit(*overlay.hover) & geo.full:   # an off cell takes no wash
        x, y = layout.origin(*overlay.hover)
        ops.append(("wash", INK["hover"], 1, x, y, size, size))
    sides = position.rules.sides
    for side, cells in (overlay.ground or {}).items():
        for name in cells:
            x, y = layout.origin(*col_row(geo, geo.parse(name)))
            ops.append(("wash", pencil_of(sides.index(side)), TERRITORY_ALPHA, x, y, size, size))
    ops.append(lines)
    ops.append(labels(layout))
    ops.extend(_start_cells(position, layout))
    inactive = [position.inactive(player) for player in range(len(sides))]
    for bit, content in contents(position):
        col, row = col_row(geo, bit)
        x, y = layout.origin(col, row)
        ops.append(cell_op(position, content, x, y, size, col, row, bool(inactive[content[0]] & bit)))
    reach = overlay.reach
    if overlay.preview is not None:   # the preview takes the dot's place
        reach &= ~geo.bit(*overlay.preview)
    ops.extend(_reach(position, layout, reach, overlay.hint))
    for spot, side, order, kind, corner in numbers:
        x, y = layout.origin(spot[0], spot[1])
        ops.append(order_op(pencil_of(sides.index(side)), order, kind, x, y, size, corner))
    for order, name in enumerate(overlay.hint):
        x, y = layout.origin(*col_row(geo, geo.parse(name)))
        ops.append(("hint", order + 1, x, y, size))
    if overlay.preview is not None:
        ops.extend(_preview(position, layout, overlay.preview))
    if overlay.refusal is not None:
        col, row, strength = overlay.refusal
        x, y = layout.origin(col, row)
        ops.append(("refusal", strength, x, y, size))
    if overlay.cursor is not None:
        x, y = layout.origin(*overlay.cursor)
        ops.append(("cursor", x, y, size))
    return ops


# The ops of the position's own layer: the board's lines and labels, the start
# cells and what the cells hold, which change only with the position and the
# layout (not with a pointer's hover, the reach or the numbers).
LAYER_OPS = ("grid", "labels", "start", "mark", "killed", "base")


def layer_span(ops):
    """(start, end) of the position's own layer in a scene's ``ops``: the board
    draws it once into a canvas of its own and copies that while the position
    stands (a game of 30 has some 2,000 strokes in it), the rest each time."""
    start = [op[0] for op in ops].index("grid")
    end = start
    while end < len(ops) and ops[end][0] in LAYER_OPS:
        end += 1
    return start, end


# Where each of the layer's cell ops has its cell's top-left corner (x, y) and size.
CELL_BOX = {"mark": 3, "start": 3, "killed": 4, "base": 4}
LINES = ("grid", "labels")
PAPER_OPS = ("clear", "paper", "blank")   # the paper under everything, the same for a board and size


def cell_box(op):
    """(x, y, size) of the cell a start cell's or a cell's op draws in (CSS
    pixels): the board redraws a cell whose ops changed, and its neighbours'
    within it, not the whole layer."""
    at = CELL_BOX[op[0]]
    return op[at], op[at + 1], op[at + 2]


def cell_op(position, content, x, y, size, col, row, inactive=False):
    """The op that draws what a cell holds, (player, kind) as content(bit) says:
    a side's mark (a mark, a virus), a killed one (in the pencil of the side
    that killed it: in a game of two, the other), or a base."""
    player, kind = content
    symbol = position.rules.system.SYMBOLS[player]
    if kind == KILLED:
        killer = (player + 1) % position.rules.players
        return ("killed", symbol, pencil_of(player), pencil_of(killer), x, y, size, col, row)
    if kind == BASE:
        return ("base", symbol, pencil_of(player), not inactive, x, y, size, col, row)
    return ("mark", symbol, pencil_of(player), x, y, size, col, row)


_contents = [None, None]   # (the position's rules and key, what its cells hold) drawn last


def contents(position):
    """[(bit, (player, kind))] of every cell that holds something.  Asked of
    every cell once per position: the page draws again on every pointer move."""
    key = (position.rules, position.key())
    if _contents[0] != key:
        _contents[0] = key
        _contents[1] = occupied(position)
    return _contents[1]


def thumbnail(rules, cell):
    """A small picture of the board of ``rules``, cells ``cell`` CSS pixels wide
    and a pixel of margin round it (New game's choice of shape): its lines and
    outline, each side's start cells filled in its pencil, no coordinates.
    Its size is ((width * cell + 4), (height * cell + 4))."""
    geo = rules.geometry
    width, height = geo.width * cell + 4, geo.height * cell + 4
    on = [[bool(geo.full & geo.bit(col, geo.height - 1 - row)) for col in range(geo.width)]
          for row in range(geo.height)]
    ops = [("clear", width, height), board_lines(on, 2, 2, cell)]
    for player, mask in enumerate(rules.start_masks):
        for bit in geo.bits(mask):
            col, row = col_row(geo, bit)
            ops.append(("wash", pencil_of(player), 1, 2 + col * cell + 1,
                        2 + (geo.height - 1 - row) * cell + 1, cell - 1, cell - 1))
    return ops


_shapes = [None, None]   # (the geometry and layout, their lines and blank) drawn last


def shape_ops(geo, layout):
    """The board's lines and the ("blank", rectangles) op of its off cells (None
    on a full board), made once for each shape and layout: the page draws again
    on every pointer move."""
    key = (geo, layout.x, layout.y, layout.cell, layout.flipped)
    if _shapes[0] != key:
        on = screen_cells(geo, layout)
        blank = []
        for row, cells in enumerate(on):
            for start, end in _runs([not cell for cell in cells]):
                # one pixel more each way: the paper's lines on the cell's edges go too
                blank.append((layout.x + start * layout.cell, layout.y + row * layout.cell,
                              (end - start) * layout.cell + 1, layout.cell + 1))
        _shapes[0] = key
        _shapes[1] = (board_lines(on, layout.x, layout.y, layout.cell), ("blank", blank) if blank else None)
    return _shapes[1]


def screen_cells(geo, layout):
    """Whether each cell is on the board, as the screen shows them: on[row][col],
    the top row first (a flipped board's top row is its row 1)."""
    on = []
    for row in range(layout.rows):
        on.append([bool(geo.full & geo.bit(*layout.spot(col, row))) for col in range(layout.cols)])
    return on


def board_lines(on, x, y, size):
    """The ("grid", lines, outline) op of a board whose cells are ``on[row][col]``
    (True: a cell of the board; the screen's top row first), its top-left
    corner at (x, y): a thin line between two cells of the board, the outline
    wherever one meets an off cell or the rectangle's edge, nothing between two
    off cells, so the outline follows the shape.  Each is a segment (x0, y0,
    x1, y1), a line's neighbouring segments of one kind joined.  A thin line
    lies on the pixels between the cells (half-pixel centres); the outline, two
    pixels wide, lies outside the cells it bounds, its square ends meeting at
    every corner (a full board: the rectangle's outline, as strokeRect(x, y,
    w + 1, h + 1) draws it)."""
    rows, cols = len(on), len(on[0])

    def at(col, row):
        return 0 <= col < cols and 0 <= row < rows and on[row][col]

    lines = []
    outline = []
    for line in range(cols + 1):   # the lines down the board: cells to the left and right
        edge = x + line * size
        for kind, start, end, inward in _kinds([(at(line - 1, row), at(line, row)) for row in range(rows)]):
            y0, y1 = y + start * size, y + end * size
            if kind == (True, True):
                lines.append((edge + 0.5, y0, edge + 0.5, y1))
            else:   # the outline is drawn on the off side: left of a cell, or right of one
                centre = edge if kind[1] else edge + 1
                outline.append((centre, y0 + inward[0], centre, y1 + 1 - inward[1]))
    for line in range(rows + 1):   # the lines across: cells above and below
        edge = y + line * size
        for kind, start, end, inward in _kinds([(at(col, line - 1), at(col, line)) for col in range(cols)]):
            x0, x1 = x + start * size, x + end * size
            if kind == (True, True):
                lines.append((x0, edge + 0.5, x1, edge + 0.5))
            else:
                centre = edge if kind[1] else edge + 1
                outline.append((x0 + inward[0], centre, x1 + 1 - inward[1], centre))
    return ("grid", lines, outline)


def _kinds(pairs):
    """(kind, start, end, inward) of each run of one kind in ``pairs`` (whether
    the cells on either side of a line are on the board), but where neither is;
    ``inward`` says of each end whether the line goes on between cells of the
    board (an inner corner of the outline, which ends a pixel short there)."""
    runs = []
    for index, pair in enumerate(pairs):
        if not (pair[0] or pair[1]):
            continue
        if runs and runs[-1][0] == pair and runs[-1][2] == index:
            runs[-1][2] = index + 1
        else:
            runs.append([pair, index, index + 1])
    both = (True, True)
    return [(kind, start, end, (start > 0 and pairs[start - 1] == both, end < len(pairs) and pairs[end] == both))
            for kind, start, end in runs]


def _runs(flags):
    """(start, end) of each run of True in ``flags``."""
    runs = []
    for index, flag in enumerate(flags):
        if flag:
            if runs and runs[-1][1] == index:
                runs[-1][1] = index + 1
            else:
                runs.append([index, index + 1])
    return [tuple(run) for run in runs]


def _spot(name):
    """(col, row) of a cell name the engine wrote ("k10"): no bit on the way (a
    30-side game numbers some 90 sub-moves, each a big number to look up)."""
    return COLUMN_LETTERS.index(name[0]), int(name[1:]) - 1


def col_row(geo, bit):
    number = geo.bit_index[bit]
    return number % geo.width, number // geo.width


def labels(layout):
    """The columns' letters under the board and the rows' numbers beside it."""
    size = max(10, min(16, int(layout.label * 0.6), int(layout.cell * 0.5)))
    texts = []
    for col in range(layout.cols):
        x, y = layout.origin(col, 0 if not layout.flipped else layout.rows - 1)
        texts.append((COLUMN_LETTERS[col], x + layout.cell / 2, layout.y + layout.height + layout.label / 2 + 1))
    for row in range(layout.rows):
        x, y = layout.origin(0, row)
        texts.append((str(row + 1), layout.x - layout.label / 2 - 1, y + layout.cell / 2))
    return ("labels", size, texts)


def _start_cells(position, layout):
    """Before a side's first sub-move, where it may start: a dashed outline in
    its pencil, and its mark small in the corner (none on a board of small cells
    where it may start on many, whose marks would blur: the dashes' colour says
    whose).  Cells several sides may start on are outlined for the next of them."""
    if position.result is not None:
        return []
    geo = position.geo
    players = position.rules.players
    players_in = position.players_in()
    symbols = position.rules.system.SYMBOLS
    ops = []
    outlined = 0
    for step in range(players):
        player = (position.side + step) % players
        if player not in players_in:
            continue
        cells = position.start_cells(player) & ~outlined
        outlined |= cells
        bits = geo.bits(cells)
        marked = len(bits) == 1 or layout.cell >= ROOM_FOR_START_MARK
        for bit in bits:
            col, row = col_row(geo, bit)
            x, y = layout.origin(col, row)
            ops.append(("start", symbols[player], pencil_of(player), x, y, layout.cell, col, row, marked))
    return ops


def _reach(position, layout, reach, hint):
    """Where the side to move can act: a quiet dot on an empty cell, a target on
    a cell that holds something it can take (the hinted cells have their own marks)."""
    geo = position.geo
    for name in hint:
        reach &= ~geo.parse(name)
    size = layout.cell
    pencil = pencil_of(position.side)
    dots = []
    targets = []
    for bit in geo.bits(reach):
        corner = layout.origin(*col_row(geo, bit))
        (targets if position.content(bit) is not None else dots).append(corner)
    ops = [("reach", pencil, size, dots)] if dots else []
    return ops + [("target", pencil, x, y, size) for x, y in targets]


def _preview(position, layout, spot):
    """What a click on ``spot`` would leave there, in a light pencil: the cell
    as the engine has it after the sub-move (played on a copy)."""
    bit = position.geo.bit(spot[0], spot[1])
    after = position.copy()
    after.play(bit)
    content = after.content(bit)
    if content is None:   # a sub-move that leaves nothing on its cell: nothing to preview
        return []
    x, y = layout.origin(spot[0], spot[1])
    return [("alpha", PREVIEW_ALPHA), cell_op(after, content, x, y, layout.cell, spot[0], spot[1]),
            ("alpha", 1)]


def turn_numbers(geo, recent):
    """Every sub-move of the recent turns (as the Overlay has them) as
    ((col, row), side, order, kind, corner), in playing order: its number goes
    in the cell's top-left corner, or, where a later side acted on the same
    cell (killed that placement), in the bottom-right one, clear of the later
    number.  So no side's number covers another's, and each turn shows all
    its sub-moves."""
    numbers = []
    for side, actions in recent:
        for order, (name, kind) in enumerate(actions):
            numbers.append((_spot(name), side, order + 1, kind))
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


def order_op(pencil, number, kind, x, y, size, corner=TOP_LEFT):
    """A recent sub-move's number in its disc, in a corner of the cell at (x, y)."""
    font, radius, width, ring = disc(size)
    cx, cy = disc_centre(x, y, size, corner)
    return ("order", pencil, number, kind, cx, cy, font, radius, width, ring)
