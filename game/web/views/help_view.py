"""How to play: the rules of the game played in words, and the legend of its
marks, each a sample drawn by the board's own code (game/web/views/legend.py)."""

import js
from js import window
from pyscript import document

from game.web.canvas import paint
from game.web.dom import element, new_words
from game.web.views import legend
from game.web.views.guide_view import TAUGHT


class HelpPanel:
    def __init__(self, state):
        self.state = state
        self.made_for = None      # legend.shown_for(rules) How to play was last made for
        self.drawn_for = None     # made_for and the pixel ratio its samples were last drawn for

    def wire(self, wiring):
        wiring.on(document.querySelector("#help summary"), "click", self.on_summary_click)
        wiring.on(element("help"), "toggle", self.on_toggle)

    def on_summary_click(self, event):
        """A click (or Enter) on How to play's summary, before it opens: the samples drawn first."""
        if not element("help").open:
            self.draw_legend()

    def on_toggle(self, event):
        if element("help").open:
            self.draw_legend()   # opened another way (a search in the page)

    def render(self):
        """Made again for another game, and its samples drawn while it is open
        (another game, or another pixel ratio)."""
        if self.made_for != legend.shown_for(self.state.session.game.rules):
            self.show()
        if element("help").open:
            self.draw_legend()

    def show(self):
        """How to play the game played: its rules in words, and the legend of
        its marks.  Made as soon as another game is played, open or not
        (index.html holds the classic game's until then), so that the panel
        never opens on another game's words; its samples are drawn as it opens
        (draw_legend), not at the page's start."""
        text = self.state.text
        rules = self.state.session.game.rules
        self.made_for = legend.shown_for(rules)
        element("help-rules").replaceChildren(*[new_words(text, "p", key) for key in legend.help_keys(rules)])
        # the guide teaches one game: said so beside another game's rules
        guide = element("guide-start")
        guide.dataset.text = "guide.start" if rules.game == TAUGHT else "guide.start-classic"
        guide.textContent = text(guide.dataset.text)
        document.querySelector(".legend").replaceChildren(
            *[self.legend_item(sample, key, rules.sides) for sample, key in legend.entries(rules)])
        self.drawn_for = None

    def draw_legend(self):
        """The legend's samples, drawn by the board's own code so they always
        match it, at the screen's pixel ratio (once for each game and ratio)."""
        rules = self.state.session.game.rules
        ratio = window.devicePixelRatio or 1
        if self.drawn_for == self.made_for + (ratio,):
            return
        self.drawn_for = self.made_for + (ratio,)
        for canvas in document.querySelectorAll(".legend canvas[data-sample]"):
            # style.css's size, known before the panel is open (its content may have no layout yet)
            style = window.getComputedStyle(canvas)
            size = js.parseFloat(style.height)
            canvas.width = int(js.parseFloat(style.width) * ratio + 0.5)
            canvas.height = int(size * ratio + 0.5)
            context = canvas.getContext("2d")
            context.setTransform(ratio, 0, 0, ratio, 0, 0)
            paint(context, legend.sample(canvas.dataset.sample, size, rules))

    def legend_item(self, sample, key, sides):
        """<li><canvas data-sample data-cells></canvas><span data-text>words</span></li>"""
        canvas = document.createElement("canvas")
        canvas.dataset.sample = sample
        canvas.dataset.cells = str(legend.sample_cells(sample, sides))   # its width (style.css)
        canvas.setAttribute("aria-hidden", "true")
        item = document.createElement("li")
        item.append(canvas, new_words(self.state.text, "span", key))
        return item
