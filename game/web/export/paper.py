"""A board as paper players draw it, in black on white, for Print: an SVG of
the board's grid with its coordinates, its start cells dashed, the cells off
the board hatched, and each cell as the seeds draw it — a side's mark (X,
O, or the bases game's shapes and numbers), a killed cross circled, a killed
nought filled, a base its side's mark on a shaded cell.  Pure: what each
cell holds is the engine's (Position.content); the sheets around the boards
are game/web/export/print_view.py's."""

from game.rules.system import BASE, KILLED

CELL = 10          # user units a cell: the sheet gives the picture its size in millimetres
MARGIN = 8         # room for the coordinates round the grid
INK = "#000"
SHADE = "#c8c8c8"  # a base's cell, and a cell off the board, in a grey any printer keeps


def svg(game, blank=False, start_cells=True):
    """The SVG text of ``game``'s board now (``blank``: with nothing on it but
    its start cells), a1 bottom left."""
    position = game.position
    geo = position.geo
    sides = game.rules.system.SYMBOLS
    width, height = geo.width * CELL, geo.height * CELL
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="paper-board" viewBox="%d %d %d %d">'
             % (-MARGIN, -MARGIN, width + 2 * MARGIN, height + 2 * MARGIN),
             '<defs><pattern id="off" width="3" height="3" patternUnits="userSpaceOnUse">'
             '<path d="M0,3 L3,0" stroke="%s" stroke-width="0.6"/></pattern></defs>' % INK]
    starts = 0
    if start_cells:
        for player in range(game.rules.players):
            starts |= game.rules.start_masks[player] if blank else position.start_cells(player)
    for row in range(geo.height):
        for col in range(geo.width):
            bit = geo.bit(col, row)
            x, y = col * CELL, (geo.height - 1 - row) * CELL
            if bit & geo.holes:
                parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="url(#off)"/>' % (x, y, CELL, CELL))
                continue
            found = None if blank else position.content(bit)
            if found is not None:
                parts.append(_unit(found, sides, x, y))
            if bit & starts:
                parts.append('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="none" stroke="%s" '
                             'stroke-width="0.6" stroke-dasharray="1.5 1"/>' % (x + 1, y + 1, CELL - 2, CELL - 2, INK))
    parts.append(_grid(geo))
    parts.append(_coordinates(geo))
    parts.append("</svg>")
    return "".join(parts)


def _unit(found, sides, x, y):
    """A cell's unit: its side's mark, killed or a base as the seeds draw them."""
    player, kind = found
    symbol = sides[player]
    middle_x, middle_y = x + CELL / 2, y + CELL / 2
    shade = '<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>' % (x, y, CELL, CELL, SHADE) \
        if kind == BASE else ""
    if symbol == "O" and kind == KILLED:   # a killed nought is filled
        return '<circle cx="%.1f" cy="%.1f" r="3.2" fill="%s"/>' % (middle_x, middle_y, INK)
    mark = _mark(symbol, middle_x, middle_y)
    if kind == KILLED:   # a killed cross (or any other killed mark) is circled
        mark += '<circle cx="%.1f" cy="%.1f" r="4.4" fill="none" stroke="%s" stroke-width="0.7"/>' \
            % (middle_x, middle_y, INK)
    return shade + mark


def _mark(symbol, x, y):
    line = 'stroke="%s" stroke-width="0.9" fill="none" stroke-linecap="round"' % INK
    if symbol == "X":
        return '<path d="M%.1f,%.1f L%.1f,%.1f M%.1f,%.1f L%.1f,%.1f" %s/>' % (
            x - 2.8, y - 2.8, x + 2.8, y + 2.8, x - 2.8, y + 2.8, x + 2.8, y - 2.8, line)
    if symbol == "O":
        return '<circle cx="%.1f" cy="%.1f" r="3" %s/>' % (x, y, line)
    size = 6 if len(symbol) == 1 else 3.6   # a shape alone, or a shape and its number ("◇ 13")
    return '<text x="%.1f" y="%.1f" font-size="%.1f" text-anchor="middle" dominant-baseline="central" ' \
           'font-family="sans-serif" fill="%s">%s</text>' % (x, y, size, INK, escaped(symbol))


def _grid(geo):
    """The squared paper's lines, and the board's edge drawn heavier."""
    width, height = geo.width * CELL, geo.height * CELL
    lines = ["M%d,0 V%d" % (col * CELL, height) for col in range(1, geo.width)]
    lines += ["M0,%d H%d" % (row * CELL, width) for row in range(1, geo.height)]
    return ('<path d="%s" stroke="%s" stroke-width="0.25"/>' % (" ".join(lines), INK)
            + '<rect width="%d" height="%d" fill="none" stroke="%s" stroke-width="0.8"/>' % (width, height, INK))


def _coordinates(geo):
    """The columns' letters under the board and the rows' numbers left of it, as the record names cells."""
    parts = []
    for col in range(geo.width):
        name = geo.name(geo.bit(col, 0)).rstrip("0123456789")
        parts.append('<text x="%.1f" y="%.1f" font-size="4" text-anchor="middle" font-family="sans-serif" '
                     'fill="%s">%s</text>' % (col * CELL + CELL / 2, geo.height * CELL + 5.5, INK, name))
    for row in range(geo.height):
        parts.append('<text x="-2" y="%.1f" font-size="4" text-anchor="end" dominant-baseline="central" '
                     'font-family="sans-serif" fill="%s">%d</text>' % ((geo.height - 1 - row) * CELL + CELL / 2,
                                                                        INK, row + 1))
    return "".join(parts)


def escaped(text):
    """``text`` safe as an SVG's or HTML's text."""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
