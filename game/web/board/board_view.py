"""The board's canvas: sized to its box at the screen's pixel ratio, drawn as
the scene of the game shown (game/web/board/scene.py, pencil.py), and described in
data attributes for the tests and make bench-page."""

from js import window

from game.web.board.composition import Composition
from game.web.board.cursor import cell_name, reach
from game.web.board.layers_view import NUMBERS_MARGIN, Layer
from game.web.board.layout import BoardLayout, too_small
from game.web.board.palette import INK
from game.web.board.pencil import Calls, draw
from game.web.board.scene import Overlay, scene_parts
from game.web.canvas import layers_of, run
from game.web.dom import Written, element


PAPER, LINES_LAYER, CELLS, NUMBERS = 0, 1, 2, 3   # the layers' places in Board.layers


class Board:
    def __init__(self, canvas):
        self.canvas = canvas
        self.layout = None
        self.size = (0, 0, 0)     # CSS width, height and device pixel ratio drawn for
        self.box = None           # the canvas's CSS width and height (measure())
        self.pixels = (0, 0)      # ... its width and height in device pixels
        self.paper = Layer()      # the squared paper round the board, the off cells blank
        self.lines = Layer()      # the board's lines and labels
        self.cells = Layer()      # its start cells and what its cells hold
        self.numbers = Layer(NUMBERS_MARGIN)   # the recent sub-moves' numbers
        self.layers = layers_of(self.paper.canvas, self.lines.canvas, self.cells.canvas,
                                self.numbers.canvas)   # PAPER, LINES_LAYER, CELLS, NUMBERS
        self.written = Written()  # its data attributes, its pointer
        self.drawn = None         # what the canvas shows: the game, its position, the layout, the overlay
        self.recent_named = (None, "")   # (the recent turns, as its data-recent names them)
        self.parts = None         # the scene the layers were last drawn from
        self.composition = Composition()   # where a redraw changes the canvas
        self.view = None          # a pinch's zoom and a finger's pan (game/web/board/zoom.py); None: it fits
        self.viewed = None        # the board's columns and rows the view is of
        self.gliding = None       # mid-gesture, the layout the canvas is moved to by CSS (glide())

    def measure(self):
        """The canvas's CSS width and height, read again: the page asks as the
        canvas changes size (read on every draw, it laid the page out first)."""
        self.box = (self.canvas.clientWidth, self.canvas.clientHeight)
        return self.box

    def point_of(self, event):
        """Where a pointer event is, CSS px in the canvas's box (its wrap's, which it
        fills: a gesture's transform moves the canvas itself)."""
        rect = self.canvas.parentElement.getBoundingClientRect()
        return event.clientX - rect.left, event.clientY - rect.top

    @property
    def seen(self):
        """The layout on the screen: a gesture's while it glides, else the one drawn."""
        return self.gliding or self.layout

    def glide(self, view):
        """Mid-gesture, the canvas as last drawn moved and scaled by CSS to where
        ``view`` puts the grid: a whole redraw of a game of 30 took some 200 ms a
        move.  The next draw() draws it there crisp (the fingers up, or the game on)."""
        drawn = self.layout
        layout = self.gliding = BoardLayout(drawn.cols, drawn.rows, *drawn.room, drawn.flipped, view)
        scale = layout.cell / drawn.cell
        self.canvas.style.transform = "translate(%.2fpx, %.2fpx) scale(%.4f)" % (
            layout.x - drawn.x * scale, layout.y - drawn.y * scale, scale)
        self.canvas.parentElement.dataset.gliding = "true"   # clipped to its box meanwhile (style.css)
        self.view = layout.view

    def cell_at(self, event):
        """(col, row) under a pointer event, or None off the grid."""
        return self.layout.cell_at(*self.point_of(event))

    def draw(self, session, pointer, hint):
        """The game ``session`` shows, with what ``pointer`` points at and the
        ``hint``'s cells."""
        canvas = self.canvas
        if self.gliding is not None:   # drawn where the gesture left it, crisp
            self.gliding = None
            canvas.style.transform = ""
            canvas.parentElement.removeAttribute("data-gliding")
        shown = session.shown_game()
        width, height = self.box or self.measure()
        ratio = window.devicePixelRatio or 1
        if (width, height, ratio) != self.size:
            self.size = (width, height, ratio)
            self.pixels = (int(width * ratio + 0.5), int(height * ratio + 0.5))
            canvas.width, canvas.height = self.pixels
        flipped = session.settings.people() == ["O"]   # the one person plays O: their corner below
        if self.viewed != (shown.rules.width, shown.rules.height):
            self.viewed = (shown.rules.width, shown.rules.height)
            self.view = None   # another board is seen whole first
        layout = self.layout = BoardLayout(shown.rules.width, shown.rules.height, width, height, flipped, self.view)
        self.view = layout.view   # within the bounds of the box as it is now
        small = too_small(layout.cell_of(1), shown.rules.players)   # fitted: the note stays put under a pinch
        if self.written.changed("too small", small):
            element("board-note").hidden = not small
        rules = session.game.rules
        mask = reach(session)
        recent = session.recent_turns(shown)
        preview = pointer.preview(mask, rules)
        refusal = None if pointer.refusal is None else pointer.refusal[0] + (pointer.refusal[1],)
        ground = session.ground()
        # once it is over no cell is to act on: the mouse's would read as something on the board
        hover = pointer.hover if shown.result is None else None
        placed = (layout.cell, layout.x, layout.y)   # zoomed and panned, or fitted
        drawn = (shown, shown.position.key(), self.size, placed, flipped, INK["paper"], INK["clear"], mask, recent,
                 pointer.hover, hint, pointer.cursor, preview, refusal, ground)
        if drawn == self.drawn:
            return   # the canvas still shows it (a redraw for the status only: the bot thinking, a pause)
        self.drawn = drawn
        overlay = Overlay(mask, recent, hover, hint, pointer.cursor, preview, refusal, ground)
        parts = scene_parts(shown.position, self.layout, width, height, overlay)
        # another board, size or theme (palette.use): every layer again
        frame = (shown.rules, self.size, placed, flipped, INK["paper"], INK["clear"])
        drawn_whole = self.paper.whole(parts.paper, canvas, frame, ratio)   # a layer too: its lines are many
        drawn_whole |= self.lines.whole(parts.lines, canvas, frame, ratio)
        cells = self.cells.cells_of(parts.cells, canvas, frame, ratio, parts.cells_change(self.parts))
        self.parts = parts
        numbers = self.numbers.cells_of(parts.numbers, canvas, frame, ratio)
        redrawn = None if drawn_whole or cells is None or numbers is None else cells + numbers
        region = self.composition.region(frame, parts.washes, parts.reach, parts.over, ratio, redrawn)
        if region == []:
            return self.describe(session, shown, pointer, recent, preview, ground, hint)   # no pixel changed
        calls = Calls()   # the board drawn in one call into JavaScript (game/web/canvas.py)
        calls.save()
        calls.setTransform(1, 0, 0, 1, 0, 0)   # the region is in device pixels
        if region is not None:   # only where something changed: the rest of the canvas stands
            calls.beginPath()
            for rectangle in region:
                calls.rect(*rectangle)
            calls.clip()
        calls.clearRect(0, 0, *self.pixels)   # a transparent paper shows what is under the canvas
        calls.setTransform(ratio, 0, 0, ratio, 0, 0)
        calls.layer(PAPER)
        draw(calls, parts.washes)   # under the lines
        calls.layer(LINES_LAYER)
        calls.layer(CELLS)
        draw(calls, parts.reach)    # where the side to move can act, under the numbers
        calls.layer(NUMBERS)
        draw(calls, parts.over)
        calls.restore()
        run(canvas.getContext("2d"), calls, self.layers)
        self.describe(session, shown, pointer, recent, preview, ground, hint)

    def describe(self, session, shown, pointer, recent, preview, ground, hint):
        """The board's data attributes (the page contract) and its pointer."""
        canvas = self.canvas
        rules = session.game.rules
        flipped = self.layout.flipped
        if recent != self.recent_named[0]:   # some 90 numbers in a game of 30: named once
            self.recent_named = (recent, " ".join("%s:%d:%s" % (cell, order + 1, kind) for side, actions in recent
                                                  for order, (cell, kind) in enumerate(actions)))
        recent_named = self.recent_named[1]
        ground_named = "" if ground is None else " ".join("%s:%s" % (side, cell) for side in shown.players
                                                          for cell in ground[side])
        # the mouse says at once whether a click on its cell would be played (none, once it is over)
        refused = pointer.hover is not None and preview is None
        data = None
        for name, value in (("cols", str(shown.rules.width)), ("rows", str(shown.rules.height)),
                            ("grid", self.layout.grid()), ("flipped", "true" if flipped else "false"),
                            ("cursor", "" if pointer.cursor is None else cell_name(rules, pointer.cursor)),
                            ("preview", "" if preview is None else cell_name(rules, preview)),
                            ("refused", "" if pointer.refusal is None else cell_name(rules, pointer.refusal[0])),
                            ("recent", recent_named), ("ground", ground_named),
                            ("hint", " ".join("%s:%d" % (cell, order + 1) for order, cell in enumerate(hint)))):
            if self.written.changed(name, value):
                if data is None:
                    data = canvas.dataset
                setattr(data, name, value)
        self.describe_view()
        pointer_style = "default" if shown.result is not None else "not-allowed" if refused else ""
        if self.written.changed("pointer", pointer_style):
            canvas.style.cursor = pointer_style

    def describe_view(self):
        """The zoom in data-zoom; Fit shown while zoomed.  A board that may be zoomed
        takes a pinch from the browser (the page's own zoom), and once zoomed a
        finger's drag too, which pans it; elsewhere the page scrolls as any page does."""
        layout = self.layout
        zoom = "1" if layout.view is None else "%.2f" % layout.scale
        if self.written.changed("zoom", zoom):
            self.canvas.dataset.zoom = zoom
            element("fit").hidden = layout.view is None
        touch = "none" if layout.view is not None else "pan-x pan-y" if layout.zoomable else ""
        if self.written.changed("touch", touch):
            self.canvas.style.touchAction = touch
