"""The table of who is in, beside the status, for a game of three or more:
each side's mark drawn in its pencil, its bases and viruses, whose turn it is
(highlighted), who is out and who won; a sentence of each for a screen reader
(game/web/panel/side_table.py decides the rows).  Made again only for
another game; a row's words changed only where they changed, so a sub-move of
a game of 30 touches a row or two."""

from pyscript import document

from game.web.board.palette import INK
from game.web.board.seat_marks_view import seat_mark
from game.web.dom import Written, element
from game.web.panel.names import points
from game.web.panel.side_table import points_title, side_rows, side_words


class SideTable:
    def __init__(self):
        self.section = element("sides")
        self.list = element("sides-list")
        self.made_for = None   # (system name, sides) the rows were made for
        self.rows = []         # the rows shown: side_rows()'s
        self.items = []        # their <li>s
        self.points_chars = 0  # the longest count shown since they were made, in characters
        self.written = Written()

    def show(self, said):
        rows = side_rows(said)
        if self.written.changed("hidden", not rows):
            self.section.hidden = not rows
        if not rows:
            return
        game = said.session.game
        made_for = (game.rules.game, tuple(game.players), said.strings.language, INK["paper"])   # a theme
        if made_for != self.made_for:
            self.make(said, game.rules.system, rows)
            self.made_for = made_for
        for index, row in enumerate(rows):
            if row != self.rows[index]:
                self.fill(self.items[index], row, said)
        self.rows = rows
        title = points_title(said)
        if self.written.changed("title", title):
            element("sides-title").textContent = title

    def make(self, said, system, rows):
        self.list.textContent = ""
        self.items = []
        for row in rows:
            side = row[0]
            item = document.createElement("li")
            item.dataset.side = side
            shown = seat_mark(system, side)
            count = document.createElement("span")
            count.className = "side-points"
            count.setAttribute("aria-hidden", "true")
            spoken = document.createElement("span")
            spoken.className = "visually-hidden"
            item.append(shown, count, spoken)
            self.list.append(item)
            self.items.append(item)
        self.rows = [None] * len(rows)
        self.points_chars = 0

    def fill(self, item, row, said):
        state = row[3]
        item.dataset.state = state
        if state == "turn":
            item.setAttribute("aria-current", "true")
        else:
            item.removeAttribute("aria-current")
        children = item.children
        shown = points(row[2])
        children[1].textContent = shown
        children[2].textContent = side_words(said, row)
        self.widen(len(shown))

    def widen(self, chars):
        """The list's columns as wide as its longest count (style.css --points-chars),
        so no count runs into the mark beside it; only ever wider while a game
        lasts, so stepping back and forth does not move the rows about."""
        if chars > self.points_chars:
            self.points_chars = chars
            self.list.style.setProperty("--points-chars", str(chars))
