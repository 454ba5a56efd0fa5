"""A cached layer's ops kept by the cell each draws in, and which cells a new
list of them changes: the board redraws only those (game/web/board/layers_view.py).

A game of 30 on 25x25 holds some 700 ops in its cells' layer and a sub-move
changes one to four cells.  The lists are compared as sets, which MicroPython
hashes and subtracts in C: the ops of unchanged cells are the same tuples
(the scene makes each once), so only the few that differ reach Python code."""

from game.web.board.scene import CELL_BOX, cell_box

# Cells round a change up to which their ops are put in the list's order by
# looking each up in it (0.2 ms a cell changed alone on MicroPython, in a game of 30);
# more, and a scan of the whole list does it (1-3 ms, whatever the change).
FEW_CELLS = 12


class CellOps:
    def __init__(self):
        self.ops = []          # the last list, in drawing order
        self.kept = set()      # ... as a set (None until an update compares again)
        self.by_cell = {}      # (x, y) of a cell -> its ops
        self.size = 0          # a cell's size, CSS pixels
        self.exact = True      # by_cell holds each op of the list once (no op was there twice)

    def update(self, ops, change=None):
        """Takes ``ops`` as the layer's and says which cells' ops changed:
        a set of their (x, y), or None when every cell is to be drawn (a list
        with an op twice, whose copies a set would not tell apart).  ``change``,
        where the caller knows it, is (the ops added, the ops removed) that
        take the last list to ``ops``: then nothing is compared."""
        ops = list(ops)
        changed = set()
        whole = False
        if change is not None and self.exact:
            added, removed = change
            kept = None   # made from the list when a later update compares
        else:
            kept = set(ops)
            whole = len(kept) != len(ops)
            if whole:
                self.by_cell = {}
                added, removed = ops, ()
            else:
                if self.kept is None:
                    self.kept = set(self.ops)
                added, removed = kept - self.kept, self.kept - kept
        for op in removed:
            x, y, size = cell_box(op)
            self.by_cell[(x, y)].remove(op)
            changed.add((x, y))
        for op in added:
            x, y, self.size = cell_box(op)
            self.by_cell.setdefault((x, y), []).append(op)
            changed.add((x, y))
        self.ops = ops
        self.kept = kept
        self.exact = not whole
        return None if whole else changed

    def near(self, cells):
        """The ops drawn in any of ``cells`` ((x, y) each) and their eight
        neighbours (whose strokes may reach into them), each once, in the
        list's order."""
        size = self.size
        around = set()
        for x, y in cells:
            for dx in (-size, 0, size):
                for dy in (-size, 0, size):
                    around.add((x + dx, y + dy))
        if len(around) > FEW_CELLS:   # ordered by a scan of the list, not a search of it per op
            boxes = CELL_BOX
            return [op for op in self.ops if (op[boxes[op[0]]], op[boxes[op[0]] + 1]) in around]
        found = []
        for cell in around:
            found += self.by_cell.get(cell, ())
        return sorted(found, key=self.ops.index)
