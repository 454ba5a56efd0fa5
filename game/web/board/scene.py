"""The scene the board draws: a list of drawing ops, plain data, made from a
position of any rule system and what the page marks over it (Overlay).

    ops = scene(game.position, layout, width, height, Overlay(reach=..., hover=(2, 3)))
    pencil.draw(ctx, ops)          # the page: canvas calls (game/web/board/pencil.py)

Each op is a tuple, its name first: ("mark", symbol, pencil, x, y, size, col,
row), ("wash", colour, alpha, x, y, w, h), ...; pencil.py draws each.  What a
cell holds comes from the position's content(bit) (its kind says how to draw
it), each side's mark from its rule system's SYMBOLS, where a side may start
from start_cells(player), pale bases from inactive(player): no game is named
here, and the scene is tested on CPython (tests/python/test_scene.py).
"""

from game.core.board import COLUMN_LETTERS
from game.web.board.outline import board_lines, labels, pinned_labels, shape_ops
from game.rules.system import BASE, KILLED, content_masks
from game.web.board.palette import INK, PREVIEW_ALPHA, TERRITORY_ALPHA, pencil_of
from game.web.board.pencil import BOTTOM_RIGHT, SMALL_CELL, TOP_LEFT

ROOM_FOR_START_MARK = 24   # CSS pixels a cell needs for a small mark in each of many start cells


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


class Scene:
    """The scene in the parts the board keeps apart (game/web/board/board_view.py caches
    the paper, the lines, the cells and the numbers each in a layer of its
    own), each a list of ops; ops() is all of them in drawing order."""

    __slots__ = ("paper", "washes", "lines", "cells", "reach", "numbers", "over", "starts", "held")

    def ops(self):
        return self.paper + self.washes + self.lines + self.cells + self.reach + self.numbers + self.over

    def cells_change(self, before):
        """(added, removed): the ops that take the cells of the scene ``before``
        (None: none) to these, where the scene knows them (it made these cells
        from those); else None, and the ops are to be compared."""
        if before is None or self.starts is not before.starts:
            return None
        if self.held is before.held:
            return [], []
        change = _CellsDrawn.change
        if change is None or change[0] is not before.held or change[1] is not self.held:
            return None
        return change[2], change[3]


def scene(position, layout, width, height, overlay=None):
    """Everything, in drawing order: paper, highlights, ground, grid, labels,
    start cells, what the cells hold, what the side to move can do, the recent
    turns' order, a hint, a preview, a refusal and the keyboard's cursor."""
    return scene_parts(position, layout, width, height, overlay).ops()


def scene_parts(position, layout, width, height, overlay=None):
    """scene() as a Scene: its parts apart."""
    overlay = overlay or Overlay()
    geo = position.geo
    size = layout.cell
    parts = Scene()
    parts.paper = [("clear", width, height), ("paper", width, height, layout.x, layout.y, size)]
    lines, blank = shape_ops(geo, layout)
    if blank:   # off cells: the page's own background, no squares (board_lines draws none there)
        parts.paper.append(blank)
    sides = position.rules.sides
    numbers = turn_numbers(geo, _recent_shown(overlay.recent, size))
    if overlay.hint:   # a hinted cell has the hint's number and wash: the last turn's would cover it
        hinted = set(_spot(name) for name in overlay.hint)
        numbers = [number for number in numbers if number[0] not in hinted]
    washes, parts.numbers = _number_ops(numbers, layout, sides)
    if overlay.hover is not None and geo.bit(*overlay.hover) & geo.full:   # an off cell takes no wash
        x, y = layout.origin(*overlay.hover)
        washes.append(("wash", INK["hover"], 1, x, y, size, size))
    for side, cells in (overlay.ground or {}).items():
        for name in cells:
            x, y = layout.origin(*col_row(geo, geo.parse(name)))
            washes.append(("wash", pencil_of(sides.index(side)), TERRITORY_ALPHA, x, y, size, size))
    parts.washes = washes
    parts.lines = [lines] if layout.view is not None else [lines, labels(layout)]
    parts.starts = _start_cells(position, layout)
    parts.held = _cells(position, layout)   # what the cells hold
    parts.cells = parts.starts + parts.held
    reach = overlay.reach
    if overlay.preview is not None:   # the preview takes the dot's place
        reach &= ~geo.bit(*overlay.preview)
    parts.reach = _reach(position, layout, reach, overlay.hint)
    over = parts.over = []
    for order, name in enumerate(overlay.hint):
        x, y = layout.origin(*col_row(geo, geo.parse(name)))
        over.append(("hint", order + 1, x, y, size))
    if overlay.preview is not None:
        over.extend(_preview(position, layout, overlay.preview))
    if overlay.refusal is not None:
        col, row, strength = overlay.refusal
        x, y = layout.origin(col, row)
        over.append(("refusal", strength, x, y, size))
    if overlay.cursor is not None:
        x, y = layout.origin(*overlay.cursor)
        over.append(("cursor", x, y, size))
    over.extend(_enclosure(position, layout))
    over.extend(pinned_labels(layout, width, height, INK["paper"]))   # zoomed: over all, on the box's edges
    return parts


def _enclosure(position, layout):
    """The enclosure that won the game, outlined in the winner's pencil: the
    walled-in virus and its bases as the engine finds them (a rule system
    without enclosures has no ``enclosure``)."""
    found = getattr(position, "enclosure", None)
    cells = found() if found is not None else 0
    if not cells:
        return []
    geo = position.geo
    size = layout.cell
    boxes = tuple(layout.origin(*col_row(geo, bit)) for bit in geo.bits(cells))
    return [("enclosure", pencil_of(position.result), size, boxes, outline_edges(boxes, size))]


def outline_edges(boxes, size):
    """The edges (x1, y1, x2, y2) round the cells whose top-left corners are
    ``boxes``: each side of a cell that no other of them shares."""
    inside = set((round(x / size), round(y / size)) for x, y in boxes)
    edges = []
    for x, y in boxes:
        col, row = round(x / size), round(y / size)
        if (col, row - 1) not in inside:
            edges.append((x, y, x + size, y))
        if (col, row + 1) not in inside:
            edges.append((x, y + size, x + size, y + size))
        if (col - 1, row) not in inside:
            edges.append((x, y, x, y + size))
        if (col + 1, row) not in inside:
            edges.append((x + size, y, x + size, y + size))
    return tuple(edges)


# Where each of the layers' cell ops has its cell's top-left corner (x, y) and size.
CELL_BOX = {"mark": 3, "start": 3, "killed": 4, "base": 4, "order": 4}


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


class _CellsDrawn:
    """What the cells' ops were last made for and from: the next position's
    are made only for the cells whose content changed."""
    frame = None     # the rules, the layout and the theme
    key = None       # the position's key
    contents = {}    # content (player, kind) -> the mask of its cells
    pale = []        # by player, its cells drawn pale (inactive())
    by_number = {}   # cell number -> its op, in the order made
    ops = []
    change = None    # (the ops before, the ops, the ops added, the ops removed) of the last new position


def _cells(position, layout):
    """The ops of what the cells hold, made again only for another position,
    and then only for the cells whose content changed, found by comparing the
    masks of each content: a sub-move of a game of 30 changes a few of some
    600 cells (the page draws again on every pointer move, and on MicroPython
    each op made and each cell looked at costs)."""
    drawn = _CellsDrawn
    frame = (position.rules, layout.x, layout.y, layout.cell, layout.flipped, INK["paper"])   # a theme
    key = position.key()
    if drawn.frame == frame and drawn.key == key:
        return drawn.ops
    before = drawn.ops
    if drawn.frame != frame:
        drawn.frame, drawn.contents, drawn.pale, drawn.by_number, before = frame, {}, [], {}, None
    contents = dict(content_masks(position))
    changed = 0
    moved = set()   # the players whose cells changed
    for content in set(contents) | set(drawn.contents):
        difference = contents.get(content, 0) ^ drawn.contents.get(content, 0)
        if difference:
            changed |= difference
            moved.add(content[0])
    # inactive() reads the player's own cells (the protocol): asked again only of those that moved
    players = position.rules.players
    earlier = drawn.pale or [None] * players
    pale = [position.inactive(player) if player in moved or earlier[player] is None else earlier[player]
            for player in range(players)]
    for now, was in zip(pale, earlier):
        changed |= now ^ (was or 0)
    geo = position.geo
    by_number = drawn.by_number
    removed, added = [], []
    for bit in geo.bits(changed):
        op = by_number.pop(geo.number(bit), None)
        if op is not None:
            removed.append(op)
    for content, mask in contents.items():
        for bit in geo.bits(mask & changed):
            number = geo.number(bit)
            col, row = number % geo.width, number // geo.width
            x, y = layout.origin(col, row)
            op = by_number[number] = cell_op(position, content, x, y, layout.cell, col, row,
                                             bool(pale[content[0]] & bit))
            added.append(op)
    drawn.key, drawn.contents, drawn.pale = key, contents, pale
    drawn.ops = list(by_number.values())
    drawn.change = None if before is None else (before, drawn.ops, added, removed)
    return drawn.ops


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


_spots = {}   # cell name -> (col, row), as _spot reads it


def _spot(name):
    """(col, row) of a cell name the engine wrote ("k10"): no bit on the way (a
    30-side game numbers some 90 sub-moves a redraw, each a big number to look up)."""
    found = _spots.get(name)
    if found is None:
        found = _spots[name] = (COLUMN_LETTERS.index(name[0]), int(name[1:]) - 1)
    return found


def col_row(geo, bit):
    number = geo.number(bit)
    return number % geo.width, number // geo.width


def _start_cells(position, layout):
    """Before a side's first sub-move, where it may start: a dashed outline in
    its pencil, and its mark small in the corner (none on a board of small cells
    where it may start on many, whose marks would blur: the dashes' colour says
    whose).  Cells several sides may start on are outlined for the next of them."""
    if position.result is not None:
        return []
    players = position.rules.players
    players_in = position.players_in()
    starts = [position.start_cells(player) for player in range(players)]
    key = (position.rules, layout.x, layout.y, layout.cell, layout.flipped, INK["paper"], position.side,
           tuple(starts), tuple(players_in))
    if _starts[0] != key:   # most sub-moves change no side's start cells
        _starts[0] = key
        made = _made_starts(position, layout, starts, players_in)
        if made != _starts[1]:   # the same ops kept as the same list: Scene.cells_change
            _starts[1] = made
    return _starts[1]


_starts = [None, None]   # (what the start cells' ops were made for, the ops)


def _made_starts(position, layout, starts, players_in):
    geo = position.geo
    players = position.rules.players
    symbols = position.rules.system.SYMBOLS
    ops = []
    outlined = 0
    for step in range(players):
        player = (position.side + step) % players
        if player not in players_in:
            continue
        cells = starts[player] & ~outlined
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


_numbers = [None, {}]   # (the layout and theme, {number: (its wash or None, its op)}) last drawn


def _number_ops(numbers, layout, sides):
    """([the highlighter under each cell's latest action], [each number's op])
    of turn_numbers(): each made once while it is shown (a game of 30 numbers
    some 90 sub-moves, one more each sub-move).  Only the numbers shown are
    kept: MicroPython hashes a tuple as the sum of its items' hashes, so a
    table of a whole game's numbers found each in a long run of alike hashes
    (1.6 ms a redraw late in a game of 30, 0.3 early)."""
    frame = (layout.x, layout.y, layout.cell, layout.flipped, INK["paper"], sides)
    made = _numbers[1] if _numbers[0] == frame else {}
    shown = {}
    size = layout.cell
    washes = []
    numbered = []
    for number in numbers:
        found = made.get(number)
        if found is None:
            spot, side, order, kind, corner = number
            x, y = layout.origin(spot[0], spot[1])
            wash = ("wash", INK["highlighter"][kind], 1, x + 1, y + 1, size - 2, size - 2) \
                if corner == TOP_LEFT else None   # the latest action on the cell: its highlighter
            found = (wash, order_op(pencil_of(sides.index(side)), order, kind, x, y, size, corner))
        shown[number] = found
        if found[0] is not None:
            washes.append(found[0])
        numbered.append(found[1])
    _numbers[0], _numbers[1] = frame, shown
    return washes, numbered


def _recent_shown(recent, size):
    """The recent turns numbered in cells ``size`` px wide: in a small cell
    only the last turn's, so that the few numbers there are stay readable and
    the marks round them stay in sight."""
    return recent[-1:] if size < SMALL_CELL else recent


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


def order_op(pencil, number, kind, x, y, size, corner=TOP_LEFT):
    """A recent sub-move's number in its disc, in a corner of the cell at (x, y)
    (the board keeps the numbers in a layer of their own, redrawn by cell)."""
    return ("order", pencil, number, kind, x, y, size, corner)
