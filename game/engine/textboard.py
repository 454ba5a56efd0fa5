"""The board as text, a1 bottom left, with coordinates (for str(Game) and the CLI)."""

from game.core.board import COLUMN_LETTERS


def draw_board(position, highlight=0, highlight_char="*"):
    """Rows from the top, "#" off the board; empty cells in ``highlight`` (a mask)
    drawn as ``highlight_char``."""
    geo = position.geo
    width = len(str(geo.height))
    rows = []
    for row in range(geo.height - 1, -1, -1):
        marks = []
        for col in range(geo.width):
            bit = geo.bit(col, row)
            mark = "#" if bit & geo.holes else position.mark(bit)
            if highlight & bit:
                mark = highlight_char if mark == "." else mark + highlight_char
            marks.append(mark)
        rows.append((row + 1, marks))
    # a column as wide as its widest mark and a space ("X+" of a base, "P12" of many players)
    column = 1 + max(len(mark) for number, marks in rows for mark in marks)
    lines = ["%*d %s" % (width, number, "".join("%-*s" % (column, mark) for mark in marks).rstrip())
             for number, marks in rows]
    letters = "".join("%-*s" % (column, letter) for letter in COLUMN_LETTERS[:geo.width])
    lines.append("%s %s" % (" " * width, letters.rstrip()))
    return "\n".join(lines)
