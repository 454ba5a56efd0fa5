"""The board's lines and labels: a thin line between two cells of the board,
the outline wherever the board ends (it follows a board's shape), the blank
of its off cells, and the columns' letters and rows' numbers round it (on
the box's edges, over the cells, where a zoomed board runs past them).  Ops
as game/web/board/scene.py makes them, each made once for a shape and layout (the
page draws again on every pointer move)."""

from game.core.board import COLUMN_LETTERS


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


_labels = [None, None]   # (the layout, its labels op) drawn last


def labels(layout):
    """The columns' letters under the board and the rows' numbers beside it
    (made once for each layout: the page draws again on every pointer move)."""
    key = (layout.cols, layout.rows, layout.x, layout.y, layout.cell, layout.label, layout.flipped)
    if _labels[0] != key:
        _labels[0] = key
        _labels[1] = _made_labels(layout)
    return _labels[1]


def pinned_labels(layout, width, height, paper):
    """A zoomed board's coordinates: the letters of the columns along the bottom
    of its ``width`` x ``height`` box and the numbers of the rows along its
    left, each on a band of ``paper`` over the cells, so that a player zoomed
    into the middle of a big board still reads where each cell is.  Nothing
    for a board that fits its box (its labels are round it: ``labels``)."""
    if layout.view is None:
        return []
    band = layout.label
    letters, numbers = layout.label_bands()
    letters_at, numbers_at = _beside(layout)
    if letters:
        letters_at = height - band / 2 - 1
    if numbers:
        numbers_at = band / 2 + 1
    bands = []   # the paper's own, whole: no mark shows through behind a label
    if letters:
        bands.append(("wash", paper, 1, 0, height - band, width, band))
    if numbers:
        bands.append(("wash", paper, 1, 0, 0, band, height))
    # only those in line with the cells in the open box: the corner stays clear
    return bands + [_labels_op(layout, letters_at, numbers_at, layout.open_box())]


def _made_labels(layout):
    return _labels_op(layout, *_beside(layout), layout.open_box())   # a fitted board's: the whole box


def _beside(layout):
    """Where the letters (their y) and the numbers (their x) go beside the grid."""
    return layout.y + layout.height + layout.label / 2 + 1, layout.x - layout.label / 2 - 1


def _labels_op(layout, letters_at, numbers_at, box):
    """The labels op: each column's letter at ``letters_at`` and each row's
    number at ``numbers_at``, those in line with a cell inside ``box``."""
    left, top, right, bottom = box
    texts = []
    for col in range(layout.cols):
        x = layout.origin(col, 0)[0] + layout.cell / 2
        if left <= x < right:
            texts.append((COLUMN_LETTERS[col], x, letters_at))
    for row in range(layout.rows):
        y = layout.origin(0, row)[1] + layout.cell / 2
        if top <= y < bottom:
            texts.append((str(row + 1), numbers_at, y))
    size = max(10, min(16, int(layout.label * 0.6), int(layout.cell * 0.5)))
    return ("labels", size, tuple(texts))
