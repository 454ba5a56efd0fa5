"""The shape editor's preview board as a person uses it, without the page: a
tap, a drag or the keyboard over a ShapeEditor (game/web/dialogs/shape_editor.py),
the scene the preview draws, and what it says in words.  Plain Python (no js),
tested on CPython (tests/python/test_shape_drawing.py); the page's part is
game/web/dialogs/shape_editor_view.py.

    drawing = Drawing(ShapeEditor(10, 10))
    drawing.press((4, 4)); drawing.drag((5, 4)); drawing.release()   # a drag takes e5, f5 off
    drawing.press((0, 0)); drawing.press((0, 4))   # a tap on X's start picks it up, the next puts it on a5
    drawing.key("ArrowUp"); drawing.key(" ")       # the keyboard: the cursor up, then a tap there

A press on a start picks it up (a drag carries it, a tap leaves it picked up
until the next tap puts it down); a press on any other cell takes it off the
board or puts it back, and the cells a drag goes over go the same way.
"""

from game.core.board import geometry
from game.web.board.cursor import KEYS_TO_STEPS
from game.web.board.outline import labels, shape_ops
from game.web.board.palette import HIGHLIGHTER, pencil_of

TAP_KEYS = (" ", "Enter", "Spacebar")
DROP_KEY = "Escape"


class Drawing:
    """``editor`` being drawn; ``cursor`` the keyboard's (col, row) or None,
    ``picked`` the index of the start picked up or None, ``moved`` whether the
    press under way has left its first cell, ``paint`` whether the cells a drag
    goes over go off the board (True) or on (False), None when no cell is pressed."""

    def __init__(self, editor):
        self.editor = editor
        self.cursor = None
        self.picked = None
        self.pressed = None
        self.moved = False
        self.paint = None

    def start_at(self, spot):
        """The index of the start on ``spot`` (the last drawn, as it shows on top), or None."""
        found = None
        for index, start in enumerate(self.editor.starts):
            if start == spot:
                found = index
        return found

    def press(self, spot):
        """A finger, a mouse button or the keyboard down on ``spot``."""
        editor = self.editor
        self.pressed = spot
        self.moved = False
        if self.picked is not None:   # the tap after a start was picked up puts it there
            if spot != editor.starts[self.picked]:
                editor.move_start(self.picked, spot)
            self.picked = None
            return
        start = self.start_at(spot)
        if start is not None:
            self.picked = start
            return
        self.paint = spot not in editor.off
        editor.set_off(spot, self.paint)

    def drag(self, spot):
        """The pressed pointer over ``spot``: a start picked up goes along, cells go as the first went."""
        if self.pressed is None or spot == self.pressed:
            return
        self.pressed = spot
        self.moved = True
        if self.picked is not None:
            self.editor.move_start(self.picked, spot)
        elif self.paint is not None and (spot in self.editor.off) != self.paint:
            self.editor.set_off(spot, self.paint)

    def release(self):
        """The press over: a start dragged to a cell is put down there (a tap keeps it picked up)."""
        if self.picked is not None and self.moved:
            self.picked = None
        self.pressed = None
        self.paint = None

    def key(self, name):
        """A key on the focused preview; whether it was the editor's (the page then keeps it)."""
        editor = self.editor
        if name in KEYS_TO_STEPS:
            col, row = self.cursor or (0, 0)
            step = KEYS_TO_STEPS[name]
            if self.cursor is not None:
                col = max(0, min(editor.width - 1, col + step[0]))
                row = max(0, min(editor.height - 1, row + step[1]))
            self.cursor = (col, row)
            return True
        if name in TAP_KEYS:
            self.cursor = self.cursor or (0, 0)
            self.press(self.cursor)
            self.release()
            return True
        if name == DROP_KEY and self.picked is not None:
            self.picked = None
            return True
        return False

    def side_of(self, index):
        """The symbol of the side start ``index`` is for (X, O, △, □)."""
        return self.editor.system.SYMBOLS[self.editor.owners[index]]

    def said(self, text):
        """What a screen reader hears of the cursor's cell (or of the start picked up), in ``text``'s language."""
        editor = self.editor
        if self.picked is not None:
            return text("editor.picked", side=self.side_of(self.picked),
                        cell=editor.name(editor.starts[self.picked]))
        if self.cursor is None:
            return ""
        name = editor.name(self.cursor)
        start = self.start_at(self.cursor)
        if start is not None:
            return text("editor.cell-start", cell=name, side=self.side_of(start))
        return text("editor.cell-off" if self.cursor in editor.off else "editor.cell-on", cell=name)


def board_geometry(editor):
    """The Geometry of the shape drawn, playable or not."""
    holes = 0
    plain = geometry(editor.width, editor.height)
    for col, row in editor.off:
        holes |= plain.bit(col, row)
    return geometry(editor.width, editor.height, holes)


def drawing_scene(drawing, layout, width, height):
    """The preview's ops, as the board draws its own (game/web/board/scene.py): the
    paper, the off cells blank, the lines and labels, each start outlined in its
    side's pencil with its mark, the start picked up highlighted, the cursor."""
    editor = drawing.editor
    geo = board_geometry(editor)
    size = layout.cell
    ops = [("clear", width, height), ("paper", width, height, layout.x, layout.y, size)]
    lines, blank = shape_ops(geo, layout)
    if blank:
        ops.append(blank)
    if drawing.picked is not None:
        x, y = layout.origin(*editor.starts[drawing.picked])
        ops.append(("wash", HIGHLIGHTER["place"], 1, x + 1, y + 1, size - 2, size - 2))
    ops.append(lines)
    ops.append(labels(layout))
    for index, (col, row) in enumerate(editor.starts):
        x, y = layout.origin(col, row)
        player = editor.owners[index]
        ops.append(("start", editor.system.SYMBOLS[player], pencil_of(player), x, y, size, col, row, True))
    if drawing.cursor is not None:
        x, y = layout.origin(*drawing.cursor)
        ops.append(("cursor", x, y, size))
    return ops
