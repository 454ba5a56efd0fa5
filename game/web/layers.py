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
from game.web.scene import cell_box

MARGIN = 3          # CSS pixels round a changed cell redrawn too: a killed mark's ring reaches over its edge
NUMBERS_MARGIN = 12  # ... for the numbers: a kill's paper ring reaches over its cell's corner, its soft edge further
MANY_CHANGED = 40   # more changed cells than this: the whole layer again


class Layer:
    def __init__(self, margin=MARGIN):
        self.canvas = document.createElement("canvas")
        self.margin = margin   # CSS pixels round a changed cell redrawn with it
        self.frame = None    # what it was drawn for: the board, its size and pixel ratio
        self.ops = []        # the ops drawn
        self.cells = {}      # (x, y) of a cell -> its ops

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
        """Drawn whole, for another ``frame`` or other ops."""
        if frame == self.frame and ops == self.ops:
            return
        paint(self._start(board, frame, ratio), ops)
        self.ops = ops

    def cells_of(self, ops, board, frame, ratio):
        """The cells' ops: only the cells whose ops changed redrawn (with what
        their neighbours draw inside them), all of them for another frame."""
        cells = {}
        places = {}   # (x, y) -> the indices of its ops in ``ops``
        for index, op in enumerate(ops):
            x, y, size = cell_box(op)
            cells.setdefault((x, y), []).append(op)
            places.setdefault((x, y), []).append(index)
        old = self.cells
        changed = [spot for spot in set(cells) | set(old) if cells.get(spot) != old.get(spot)]
        self.cells = cells
        if frame != self.frame or len(changed) > MANY_CHANGED:
            paint(self._start(board, frame, ratio), ops)
            return
        if not changed:
            return
        calls = Calls()
        size = cell_box(ops[0])[2] if ops else 0
        for x, y in changed:
            # whole device pixels, so the clip has no soft edge to leave a seam
            left = int((x - self.margin) * ratio)
            top = int((y - self.margin) * ratio)
            side = int((size + 2 * self.margin) * ratio) + 2
            calls.save()
            calls.setTransform(1, 0, 0, 1, 0, 0)
            calls.beginPath()
            calls.rect(left, top, side, side)
            calls.clip()
            calls.clearRect(left, top, side, side)
            calls.setTransform(ratio, 0, 0, ratio, 0, 0)
            near = [index for dx in (-size, 0, size) for dy in (-size, 0, size)
                    for index in places.get((x + dx, y + dy), ())]
            near.sort()   # in the scene's order
            draw(calls, [ops[index] for index in near])
            calls.restore()
        run(self.canvas.getContext("2d"), calls)
