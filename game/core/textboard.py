"""The board as text, a1 bottom left, with coordinates (for str(Game) and the CLI)."""

from game.core.board import COLUMN_LETTERS


def draw_board(position, highlight=0, highlight_char="*"):
    """Rows from the top; empty cells in ``highlight`` (a mask) drawn as ``highlight_char``."""
    geo = position.geo
    width = len(str(geo.height))
    lines = []
    for row in range(geo.height - 1, -1, -1):
        marks = []
        for col in range(geo.width):
            bit = geo.bit(col, row)
            mark = position.mark(bit)
            if highlight & bit:
                mark = highlight_char if mark == "." else mark + highlight_char
            marks.append("%-2s" % mark)
        lines.append("%*d %s" % (width, row + 1, "".join(marks).rstrip()))
    lines.append("%s %s" % (" " * width, " ".join(COLUMN_LETTERS[:geo.width])))
    return "\n".join(lines)


def diagram_cells(geo, diagram):
    """(bit, token) for every cell of a drawing like draw_board's, top row first,
    one token per cell separated by spaces ("." "X" "X+" ...); row numbers and
    the letter line are optional.  ValueError if the board's size is not drawn."""
    rows = []
    for line in diagram.strip("\n").split("\n"):
        tokens = line.split()
        if tokens and tokens[0].isdigit():
            tokens = tokens[1:]
        if tokens and not all(token in COLUMN_LETTERS for token in tokens):
            rows.append(tokens)
    if len(rows) != geo.height or any(len(row) != geo.width for row in rows):
        raise ValueError("the diagram must be %d rows of %d cells" % (geo.height, geo.width))
    return [(geo.bit(col, geo.height - 1 - row_from_top), token)
            for row_from_top, tokens in enumerate(rows) for col, token in enumerate(tokens)]


def position_from_diagram(rules, diagram, side="X", moved=None):
    """A Position set up from a drawing like draw_board's (row numbers and the
    letter line optional), top row first, marks ". X O x o" (``*`` reads as empty).

    ``moved`` says which sides have made a sub-move (default: those with marks
    on the board), for the start-cell rule.  For tests and puzzles.
    """
    from game.rules.classic import Position, X, O   # Position needs nothing from here
    rows = []
    for line in diagram.strip("\n").split("\n"):
        marks = [char for char in line if char in ".XOxo*"]
        if marks:
            rows.append(marks)
    geo = rules.geometry
    if len(rows) != geo.height or any(len(row) != geo.width for row in rows):
        raise ValueError("the diagram must be %d rows of %d cells" % (geo.height, geo.width))
    position = Position(rules)
    alive = [0, 0]
    dead = [0, 0]
    for row_from_top, marks in enumerate(rows):
        for col, mark in enumerate(marks):
            bit = geo.bit(col, geo.height - 1 - row_from_top)
            if mark in "XO":
                alive["XO".index(mark)] |= bit
            elif mark in "xo":
                dead["xo".index(mark)] |= bit
    if moved is None:
        moved = [bool(alive[s] | dead[s]) for s in (X, O)]
    position.alive = alive
    position.dead = dead
    position.moved = list(moved)
    position.side = "XO".index(side)
    position.left = rules.actions
    position.result = position.reason = None
    position._start_turn()
    return position
