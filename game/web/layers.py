"""The board's cached layers, each a canvas of its own copied onto the board
(game/web/board.py): the paper and the lines and labels, drawn again only for
another board or size; the start cells and what the cells hold, and the
recent sub-moves' numbers, where a sub-move redraws only the cells whose ops
changed (a game of 30 on 25x25 holds some 2,000 strokes and numbers some 90
sub-moves; a sub-move changes a cell or a few).  Drawing a layer onto the
paper is drawing its ops there (source-over either way), so the board looks
as if drawn whole."""

from pyscript import document

from game.web.canvas import paint, run
from game.web.pencil import Calls, draw
from game.web.cell_ops import CellOps
from game.web.composition import MARGIN, rectangle   # a killed mark's ring reaches over its cell's edge

NUMBERS_MARGIN = 12  # CSS pixels round a changed number's cell redrawn too: a kill's paper ring reaches
                     # over its cell's corner, its soft edge further
MANY_CHANGED = 40   # more changed cells than this: the whole layer again


class Layer:
    def __init__(self, margin=MARGIN):
        self.canvas = document.createElement("canvas")
        self.margin = margin   # CSS pixels round a changed cell redrawn with it
        self.frame = None    # what it was drawn for: the board, its size and pixel ratio
        self.ops = []        # the ops drawn
        self.cells = CellOps()   # its cells' ops, as drawn

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
        if frame != self.frame or changed is None or len(changed) > MANY_CHANGED:
            paint(self._start(board, frame, ratio), ops)
            return None
        redrawn = []
        calls = Calls()
        size = self.cells.size
        for x, y in changed:
            left, top, width, height = box = rectangle(x, y, size, size, self.margin, ratio)
            redrawn.append(box)
            calls.save()
            calls.setTransform(1, 0, 0, 1, 0, 0)
            calls.beginPath()
            calls.rect(left, top, width, height)
            calls.clip()
            calls.clearRect(left, top, width, height)
            calls.setTransform(ratio, 0, 0, ratio, 0, 0)
            draw(calls, self.cells.near(x, y))
            calls.restore()
        run(self.canvas.getContext("2d"), calls)
        return redrawn
