"""Print: the game back onto paper, in black and white, on A4 or Letter — a
blank board of the game's size and shape to play on with a pencil, the
position shown with its record beside it, or a sheet of the project's
puzzles with their answers on the last page.

Through the browser's own print, from a sheet of pages the page writes
(#print-sheet, shown by the print stylesheet alone, everything else hidden):
the boards are SVG (game/web/export/paper.py), sharp at any printer's
resolution, and every browser's print dialog saves a PDF too, so the page
carries no PDF writer."""

import asyncio

from js import window
from pyscript import document

from game.web.bot.workers_view import reason
from game.web.dom import element, set_words
from game.web.export import paper
from game.web.export.paper import escaped
from game.web.panel.names import side_name
from game.web.views import kinds
from game.web.views.puzzle_view import fetch_set

BLANK, POSITION, PUZZLES = "blank", "position", "puzzles"
PAPERS = {"a4": "A4", "letter": "letter"}
PUZZLES_A_PAGE = 6


class PrintDialog:
    def __init__(self, state):
        self.state = state
        self.dialog = element("print-dialog")
        self.puzzles = None   # the project's set, once fetched

    def wire(self, wiring):
        wiring.click("print", lambda event: self.open())
        wiring.click("print-go", lambda event: asyncio.create_task(self.print_sheet()))
        wiring.on(window, "afterprint", lambda event: self.done())

    def open(self):
        set_words("print-error", "")
        self.dialog.showModal()

    def chosen(self, name):
        return element("print-form").elements.namedItem(name).value

    async def print_sheet(self):
        """The sheet chosen written out, then the browser's print."""
        what, paper_size = self.chosen("what"), PAPERS[self.chosen("paper")]
        try:
            pages = await self.pages(what, int(self.chosen("count")))
        except Exception as error:
            set_words("print-error", self.state.text("print.failed", error=reason(error)))
            return
        sheet = element("print-sheet")
        sheet.innerHTML = "".join('<section class="print-page">%s</section>' % page for page in pages)
        element("print-page-size").textContent = "@page { size: %s; margin: 12mm; }" % paper_size
        document.documentElement.dataset.printing = what
        self.dialog.close()
        window.print()

    def done(self):
        """The browser's print dialog closed: the page prints as itself again (Ctrl+P)."""
        document.documentElement.removeAttribute("data-printing")
        element("print-sheet").replaceChildren()

    async def pages(self, what, count):
        """[HTML of each page] of the sheet ``what``."""
        state = self.state
        text = state.text
        game = state.session.shown_game()
        title = text("print.game", game=text(game.rules.system.WORDS["name"]), width=game.rules.width,
                     height=game.rules.height)
        if what == BLANK:
            return ['<h1>%s</h1><p>%s</p>%s' % (escaped(title), escaped(text("print.blank")),
                                                paper.svg(game, blank=True))]
        if what == POSITION:
            turns = game.turn_count()
            after = text("print.turns-one" if turns == 1 else "print.turns", turns=turns)
            return ['<h1>%s</h1><p>%s</p><div class="print-position">%s<pre class="print-record">%s</pre></div>'
                    % (escaped(title), escaped(after), paper.svg(game), escaped(game.record()))]
        if self.puzzles is None:
            self.puzzles = await fetch_set()
        played = game.rules.game   # the game on the board's puzzles first
        chosen = ([entry for entry in self.puzzles if entry["game"] == played]
                  + [entry for entry in self.puzzles if entry["game"] != played])[:count]
        pages = []
        for first in range(0, len(chosen), PUZZLES_A_PAGE):
            figures = "".join(self.puzzle_figure(first + index + 1, entry)
                              for index, entry in enumerate(chosen[first:first + PUZZLES_A_PAGE]))
            pages.append('<h1>%s</h1><div class="print-puzzles">%s</div>' % (escaped(text("print.puzzles-title")),
                                                                            figures))
        answers = "".join("<li>%s</li>" % escaped(text("print.answer", turn=entry["solution"]))
                          for entry in chosen)
        pages.append('<h1>%s</h1><ol class="print-answers">%s</ol>' % (escaped(text("print.answers-title")), answers))
        return pages

    def puzzle_figure(self, number, entry):
        text = self.state.text
        game = kinds.puzzle_game(entry)
        key = "puzzle.task-one" if entry["task"] == kinds.WIN_IN_ONE else "puzzle.task-two"
        task = text(key, side=side_name(game.rules.system, entry["side"], text))
        return '<figure>%s<figcaption>%d. %s</figcaption></figure>' % (paper.svg(game, start_cells=False), number,
                                                                      escaped(task))

