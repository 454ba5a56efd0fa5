"""A cached layer's ops kept by the cell each draws in, and which cells a new
list of them changes: the board redraws only those (game/web/layers.py).

A game of 30 on 25x25 holds some 700 ops in its cells' layer and a sub-move
changes one to four cells.  The lists are compared as sets, which MicroPython
hashes and subtracts in C: the ops of unchanged cells are the same tuples
(the scene makes each once), so only the few that differ reach Python code."""

from game.web.scene import cell_box


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

    def near(self, x, y):
        """The ops drawn in the cell at (x, y) and its eight neighbours (whose
        strokes may reach into it), in the list's order."""
        size = self.size
        found = []
        for dx in (-size, 0, size):
            for dy in (-size, 0, size):
                found += self.by_cell.get((x + dx, y + dy), ())
        return sorted(found, key=self.ops.index)
