"""Boards drawn as text, for tests and puzzles: the cells of a diagram."""

from game.core.board import COLUMN_LETTERS


OFF = "#"   # a cell off the board, as game.engine.textboard.draw_board draws it


def diagram_cells(geo, diagram):
    """(bit, token) for every cell on the board of a drawing like draw_board's, top
    row first, one token per cell separated by spaces ("." "X" "X+" ...; "#" where
    the board's shape leaves a cell out); row numbers and the letter line are
    optional.  ValueError if the board's shape is not drawn."""
    rows = []
    for line in diagram.strip("\n").split("\n"):
        tokens = line.split()
        if tokens and tokens[0].isdigit():
            tokens = tokens[1:]
        if tokens and not all(token in COLUMN_LETTERS for token in tokens):
            rows.append(tokens)
    if len(rows) != geo.height or any(len(row) != geo.width for row in rows):
        raise ValueError("the diagram must be %d rows of %d cells" % (geo.height, geo.width))
    cells = []
    for row_from_top, tokens in enumerate(rows):
        for col, token in enumerate(tokens):
            bit = geo.bit(col, geo.height - 1 - row_from_top)
            if (token == OFF) != bool(bit & geo.holes):
                raise ValueError("%s is %s the board, but the diagram has %r there" % (
                    geo.name(bit), "off" if bit & geo.holes else "on", token))
            if token != OFF:
                cells.append((bit, token))
    return cells
