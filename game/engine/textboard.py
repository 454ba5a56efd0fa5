"""The board as text, a1 bottom left, with coordinates (for str(Game) and the CLI)."""

from game.core.board import COLUMN_LETTERS


def draw_board(position, highlight=0, highlight_char="*"):
    """Rows from the top, "#" off the board; empty cells in ``highlight`` (a mask)
    drawn as ``highlight_char``."""
    geo = position.geo
    width = len(str(geo.height))
    lines = []
    for row in range(geo.height - 1, -1, -1):
        marks = []
        for col in range(geo.width):
            bit = geo.bit(col, row)
            mark = "#" if bit & geo.holes else position.mark(bit)
            if highlight & bit:
                mark = highlight_char if mark == "." else mark + highlight_char
            marks.append("%-2s" % mark)
        lines.append("%*d %s" % (width, row + 1, "".join(marks).rstrip()))
    lines.append("%s %s" % (" " * width, " ".join(COLUMN_LETTERS[:geo.width])))
    return "\n".join(lines)
