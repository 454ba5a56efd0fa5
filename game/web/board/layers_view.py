"""The board's cached layers, each a canvas of its own copied onto the board
(game/web/board/board_view.py): the paper and the lines and labels, drawn again only for
another board or size; the start cells and what the cells hold, and the
recent sub-moves' numbers, where a sub-move redraws only the cells whose ops
changed (a game of 30 on 25x25 holds some 2,000 strokes and numbers some 90
sub-moves; a sub-move changes a cell or a few, and one that cuts bases off
a dozen or more: they are redrawn in one clip, each op round them once, from
its calls written once, pencil.OpTexts).  Drawing a layer onto the paper is
drawing its ops there (source-over either way), so the board looks as if
drawn whole."""

from pyscript import document

from game.web.board.cell_ops import CellOps
from game.web.board.composition import MARGIN, rectangle   # a killed mark's ring reaches over its cell's edge
from game.web.board.pencil import Calls, OpTexts
from game.web.canvas import paint, run

NUMBERS_MARGIN = 12  # CSS pixels round a changed number's cell redrawn too: a kill's paper ring reaches
                     # over its cell's corner, its soft edge further


class Layer:
    def __init__(self, margin=MARGIN):
        self.canvas = document.createElement("canvas")
        self.margin = margin   # CSS pixels round a changed cell redrawn with it
        self.frame = None    # what it was drawn for: the board, its size and pixel ratio
        self.ops = []        # the ops drawn
        self.cells = CellOps()   # its cells' ops, as drawn
        self.texts = OpTexts()   # ... as canvas calls

    def _start(self, board, frame, ratio):
        """Sized as the board's canvas (which clears it), scaled to CSS pixels."""
        canvas = self.canvas
        canvas.width = board.width
        canvas.height = board.height
        context = canvas.getContext("2d")
        context.setTransform(ratio, 0, 0, ratio, 0, 0)
        self.frame = frame
        return context

    def whole(self, ops, board, frame, ratio):
        """Drawn whole, for another ``frame`` or other ops; whether it was drawn."""
        if frame == self.frame and ops == self.ops:
            return False
        paint(self._start(board, frame, ratio), ops)
        self.ops = ops
        return True

    def cells_of(self, ops, board, frame, ratio, change=None):
        """The cells' ops: only the cells whose ops changed redrawn (with what
        their neighbours draw inside them), all of them for another frame;
        ``change`` (added, removed) where the scene knows it (CellOps.update).
        The rectangles redrawn, in device pixels, or None if drawn whole."""
        changed = self.cells.update(ops, change)
        self.texts.keep(ops)
        if frame == self.frame and changed is not None:
            if not changed:
                return []
            near = self.cells.near(changed)
            if 2 * len(near) <= len(ops):   # else most of the layer: all of it, unclipped
                return self._redraw(changed, near, board, ratio)
        calls = Calls()
        context = self._start(board, frame, ratio)
        calls.drawn(self.texts.of(ops, frame))
        run(context, calls)
        return None

    def _redraw(self, changed, near, board, ratio):
        """The ``changed`` cells drawn again, with the ops ``near`` them: one
        clip round them all, so that each op is drawn once."""
        redrawn = []
        size = self.cells.size
        calls = Calls()
        calls.save()
        calls.setTransform(1, 0, 0, 1, 0, 0)
        calls.beginPath()
        for x, y in changed:
            box = rectangle(x, y, size, size, self.margin, ratio)
            redrawn.append(box)
            calls.rect(*box)
        calls.clip()
        calls.clearRect(0, 0, board.width, board.height)   # inside the clip
        calls.setTransform(ratio, 0, 0, ratio, 0, 0)
        calls.drawn(self.texts.of(near, self.frame))
        calls.restore()
        run(self.canvas.getContext("2d"), calls)
        return redrawn
