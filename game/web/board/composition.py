"""Where a redraw changes the board's canvas (game/web/board/board_view.py): the cells its
layers redrew (game/web/board/layers_view.py), and the cells of the ops drawn over them
afresh each time (the highlighter washes, the reach, the preview, the hint,
the cursor) that differ from those of the last redraw.  The board composes
its layers and those ops again only there, clipped: a sub-move or a move of
the mouse changes a few cells, and copying every layer whole took more than
making the ops (four canvases of the board's size, each redraw; more on a
phone's screen of two or three device pixels a CSS pixel).

A region is a list of rectangles in device pixels, (left, top, width, height),
whole pixels so that a clip has no soft edge to leave a seam."""

from game.web.board.scene import CELL_BOX

MARGIN = 3          # CSS pixels round an op's cell: a stroke's width or a ring may reach over its edge
MANY_RECTANGLES = 150   # a region of more: the canvas composed whole (a new turn's reach)


def rectangle(x, y, width, height, margin, ratio):
    """The box at (x, y) of ``width`` by ``height`` CSS pixels and ``margin``
    round it, in whole device pixels at ``ratio``."""
    left = int((x - margin) * ratio)
    top = int((y - margin) * ratio)
    return (left, top, int((x + width + margin) * ratio) + 2 - left, int((y + height + margin) * ratio) + 2 - top)


def op_boxes(op):
    """The boxes (x, y, width, height) of the cells an op draws in, CSS pixels;
    None for an op of no known place (then the canvas is composed whole)."""
    name = op[0]
    if name == "wash":
        return [op[3:7]]
    if name == "reach":
        size = op[2]
        return [(x, y, size, size) for x, y in op[3]]
    if name == "alpha":
        return []   # the op after it is drawn lighter: that op's box is the one changed
    if name in ("target", "hint", "refusal"):
        return [(op[2], op[3], op[4], op[4])]
    if name == "cursor":
        return [(op[1], op[2], op[3], op[3])]
    if name == "enclosure":
        size = op[2]
        return [(x, y, size, size) for x, y in op[3]]
    if name in CELL_BOX:   # a preview's mark
        at = CELL_BOX[name]
        return [(op[at], op[at + 1], op[at + 2], op[at + 2])]
    return None


def every_box(ops):
    """The boxes of all the ops, or None where an op has no known place."""
    boxes = []
    for op in ops:
        found = op_boxes(op)
        if found is None:
            return None
        boxes += found
    return boxes


def changed_boxes(before, after):
    """The boxes of the ops in one list and not the other (ops of tuples
    alone), or None where an op has no known place."""
    return every_box(set(before).symmetric_difference(after))


def reach_boxes(before, after):
    """The boxes of the reach ops that changed: the dots compared one by one
    while the pencil and the cell size stay (a sub-move moves a few of a
    hundred), every dot of both for another side's reach."""
    if before and after and before[0][0] == after[0][0] == "reach" and before[0][:3] == after[0][:3]:
        found = changed_boxes(before[1:], after[1:])   # the targets
        size = after[0][2]
        dots = set(before[0][3]).symmetric_difference(after[0][3])
        return None if found is None else found + [(x, y, size, size) for x, y in dots]
    found, more = every_box(before), every_box(after)
    return None if found is None or more is None else found + more


class Composition:
    """The ops drawn over the layers at the last redraw, to find what the next changes."""

    def __init__(self):
        self.frame = None   # what the canvas was composed for: the board, its size, the theme
        self.drawn = None   # (washes, reach, over) as composed

    def region(self, frame, washes, reach, over, ratio, redrawn):
        """The rectangles to compose again (device pixels), or None for the
        whole canvas: ``redrawn`` the layers' redrawn rectangles (None where a
        layer was drawn whole), ``washes``, ``reach`` and ``over`` the ops
        drawn over the layers this time."""
        before = self.drawn
        self.drawn = (washes, reach, over)
        if frame != self.frame or before is None or redrawn is None:
            self.frame = frame
            return None
        region = list(redrawn)
        if washes != before[0]:
            region += self._rectangles(changed_boxes(before[0], washes), ratio)
        if reach != before[1]:
            region += self._rectangles(reach_boxes(before[1], reach), ratio)
        if over != before[2]:
            region += self._rectangles(changed_boxes(before[2], over), ratio)
        if None in region or len(region) > MANY_RECTANGLES:
            return None
        return region

    @staticmethod
    def _rectangles(boxes, ratio):
        if boxes is None:
            return [None]
        return [rectangle(x, y, width, height, MARGIN, ratio) for x, y, width, height in boxes]
