"""A small picture of a game's board for the games list: an SVG of one square a
cell, each side's mark in its pencil, a killed mark pale in its own, a base
whole, and the board's off cells in the paper's lines.  Pure: what each cell holds is the
engine's (Position.mark); the colours are palette.py's."""

from game.web.board import palette

CELL = 4   # user units a cell: the list scales the picture to its box


def _fill(mark, sides):
    """(player, opacity) of a cell's mark, or None for an empty or off cell."""
    if mark in (".", "#"):
        return None
    code = mark[:-1] if mark.endswith("+") else mark
    if code in sides:
        return sides[code], 1.0 if mark.endswith("+") else 0.8
    if code.upper() in sides:   # a killed mark: its side's, pale
        return sides[code.upper()], 0.3
    return None


def svg(game):
    """The SVG text of ``game``'s board as it is now, a1 bottom left."""
    position = game.position
    geo = position.geo
    sides = dict((side, player) for player, side in enumerate(game.players))
    width, height = geo.width * CELL, geo.height * CELL
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d">' % (width, height),
             '<rect width="%d" height="%d" fill="%s"/>' % (width, height, palette.INK["paper"])]
    for row in range(geo.height):
        for col in range(geo.width):
            bit = geo.bit(col, row)
            if bit & geo.holes:
                parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>'
                             % (col * CELL, (geo.height - 1 - row) * CELL, CELL, CELL, palette.INK["paper_line"]))
                continue
            drawn = _fill(position.mark(bit), sides)
            if drawn is not None:
                player, opacity = drawn
                parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="%s" fill-opacity="%s"/>'
                             % (col * CELL, (geo.height - 1 - row) * CELL, CELL, CELL,
                                palette.INK["pencils"][player], opacity))
    parts.append("</svg>")
    return "".join(parts)
