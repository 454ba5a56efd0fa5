"""MicroPython's garbage collection, kept out of the tasks that draw.

MicroPython's WebAssembly port asks for a collection once 16 KB have been
allocated since the last, and runs it as the call from JavaScript that
allocated them returns: at the end of nearly every click and bot sub-move,
3-10 ms more in a game of 30 (the heap's live objects marked, all of the
heap swept; its 1 MB: gc.mem_free() there counts the 128 MB it may still
grow by too).  The page raises that threshold, so the port
collects on its own only after a great deal, and collects in a task of its
own after every few changes of the game, once the frame showing the last is
drawn."""

import gc

from pyscript.ffi import create_proxy

from game.web.dom import after_frame

# Bytes allocated between collections before the port collects on its own (the
# heap grows to hold them): a net for what allocates much outside a change of the
# game, such as a long record read.  A sub-move of 30 allocates well under it.
THRESHOLD = 8 * 1024 * 1024

# Changes drawn per collection: a collection marks every live object and sweeps the
# whole heap whatever the garbage (3 ms early in a game of 30, 9 ms late), and a
# sub-move of 30 leaves 0.2-0.5 MB: eight leave well under THRESHOLD.
CHANGES_PER_COLLECTION = 8



class Collector:
    def __init__(self):
        gc.threshold(THRESHOLD)
        self.asked = False
        self.changes = 0   # drawn since the last collection was asked for
        self._collect = create_proxy(self.collect)

    def soon(self):
        """Collect once the frame being made is drawn, after every few changes
        (once, however often asked meanwhile)."""
        self.changes += 1
        if not self.asked and self.changes >= CHANGES_PER_COLLECTION:
            self.changes = 0
            self.asked = True
            after_frame(self._collect)   # a task of its own: the collection runs as it returns

    def collect(self):
        self.asked = False
        gc.collect()   # the port collects when this call from JavaScript returns
