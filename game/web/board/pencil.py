"""The board's drawing ops (game/web/board/scene.py) turned into canvas calls, like
pencil on squared paper: the paper, the board's lines and labels, where the
side to move can act, the last turns' numbers, the hint, a refusal and the
cursor here; the sides' marks in game/web/board/marks.py; every colour in
game/web/board/palette.py.

draw(ctx, ops) takes the 2D context of a canvas already scaled to CSS pixels
(or anything with its methods: tests/python/test_scene.py records the calls)
and knows nothing of games: an op names what to draw, where, in which pencil.
Calls is a context that keeps the calls as data, for the page to make them all
in one call into JavaScript (game/web/canvas.py): from MicroPython each call
into JavaScript costs tens of microseconds, and a sub-move of a game of 30
draws some 900.
"""

import json
import math

from game.web.board.marks import MARK_DRAWERS
from game.web.board.palette import FONT, INK, REACH_ALPHA


def draw(ctx, ops):
    """Every op of a scene, in order: (name, arguments...)."""
    for op in ops:
        DRAWERS[op[0]](ctx, *op[1:])


# --- the page around the marks ------------------------------------------------------------


def _clear(ctx, width, height):
    ctx.clearRect(0, 0, width, height)
    if not INK["clear"]:
        ctx.fillStyle = INK["paper"]
        ctx.fillRect(0, 0, width, height)


def _paper(ctx, width, height, x, y, step):
    """Squared paper beyond the board, in the board's own squares (lines through x, y)."""
    if INK["clear"]:   # no paper at all: the host page's colour round the board
        return
    ctx.strokeStyle = INK["paper_line"]
    ctx.lineWidth = 1
    ctx.beginPath()
    x %= step
    while x <= width:
        ctx.moveTo(x + 0.5, 0)
        ctx.lineTo(x + 0.5, height)
        x += step
    y %= step
    while y <= height:
        ctx.moveTo(0, y + 0.5)
        ctx.lineTo(width, y + 0.5)
        y += step
    ctx.stroke()


def _wash(ctx, colour, alpha, x, y, width, height):
    """A rectangle of ``colour`` at ``alpha``: a highlighter, a hover, a side's ground."""
    ctx.globalAlpha = alpha
    ctx.fillStyle = colour
    ctx.fillRect(x, y, width, height)
    ctx.globalAlpha = 1


def _grid(ctx, lines, outline):
    """The board's thin lines and its outline, each segment (x0, y0, x1, y1)
    (game/web/board/scene.py board_lines): square ends, so the outline's runs meet."""
    ctx.strokeStyle = INK["board_line"]
    ctx.lineWidth = 1
    _segments(ctx, lines)
    ctx.save()
    ctx.strokeStyle = INK["border"]
    ctx.lineWidth = 2
    ctx.lineCap = "square"
    _segments(ctx, outline)
    ctx.restore()


def _segments(ctx, segments):
    ctx.beginPath()
    for x0, y0, x1, y1 in segments:
        ctx.moveTo(x0, y0)
        ctx.lineTo(x1, y1)
    ctx.stroke()


def _blank(ctx, rectangles):
    """Cells off the board: no paper, the page's background (x, y, w, h each)."""
    ctx.fillStyle = INK["paper"]
    for x, y, width, height in rectangles:
        if INK["clear"]:
            ctx.clearRect(x, y, width, height)
        else:
            ctx.fillRect(x, y, width, height)


def _labels(ctx, size, labels):
    """The coordinates round the board: (text, x, y) each, centred there."""
    ctx.fillStyle = INK["label"]
    ctx.font = "%dpx %s" % (size, FONT)
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    for text, x, y in labels:
        ctx.fillText(text, x, y)


def _alpha(ctx, alpha):
    """What follows, to the next alpha op, in a lighter pencil (a preview)."""
    ctx.globalAlpha = alpha


# --- what the side to move can do, and the marks over it -------------------------------------


def _reach(ctx, colour, size, corners):
    """A quiet dot in the middle of each cell at (x, y): every dot in one path
    (a 25x25 board has hundreds; each call into the canvas costs)."""
    radius = max(2, size * 0.09)
    ctx.fillStyle = colour
    ctx.globalAlpha = REACH_ALPHA
    ctx.beginPath()
    for x, y in corners:
        ctx.moveTo(x + size / 2 + radius, y + size / 2)
        ctx.arc(x + size / 2, y + size / 2, radius, 0, 2 * math.pi)
    ctx.fill()
    ctx.globalAlpha = 1


def _target(ctx, colour, x, y, size):
    """A gunsight in the mover's pencil around an enemy mark: a dashed ring and
    four ticks, a shape no mark has (a killed cross has a whole ring, no ticks)."""
    cx = x + size / 2
    cy = y + size / 2
    r = size * 0.44
    ctx.strokeStyle = colour
    ctx.lineWidth = max(1.5, min(4, size * 0.06))
    ctx.lineCap = "butt"
    dashes = 12
    step = 2 * math.pi / dashes
    ctx.beginPath()
    for dash in range(dashes):
        start = dash * step + step * 0.2
        ctx.moveTo(cx + r * math.cos(start), cy + r * math.sin(start))
        ctx.arc(cx, cy, r, start, start + step * 0.55)
    for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
        ctx.moveTo(cx + dx * size * 0.33, cy + dy * size * 0.33)
        ctx.lineTo(cx + dx * size * 0.5, cy + dy * size * 0.5)
    ctx.stroke()


TOP_LEFT = "top-left"      # the corners of its cell a number goes in
BOTTOM_RIGHT = "bottom-right"
_discs = {}   # cell size -> its disc: a game of 30 numbers some 90 sub-moves a redraw
SMALL_CELL = 20   # CSS px: a cell narrower has its numbers small, each in a quarter of it


def _small_disc(size):
    """A small cell's disc: the whole of it, a kill's paper ring too, in a
    quarter of the cell, so the mark's middle is never covered; its number as
    big as that quarter lets (a phone's 25x25 has cells of some 15 px)."""
    width = max(0.6, size * 0.04)
    radius = max(0.5, size * 0.25 - 2 * width)   # never negative: arc() throws on it
    font = max(6, int(size * 0.42))
    return font, radius, width, radius + 2 * width


def disc(size):
    """(font size, radius, line width, reach) of a sub-move's number disc in a
    cell ``size`` CSS pixels wide; its reach is the paper ring round a kill's."""
    found = _discs.get(size)
    if found is None and size < SMALL_CELL:
        found = _discs[size] = _small_disc(size)
    elif found is None:
        font = max(9, min(18, int(size * 0.33)))
        radius = font * 0.68
        width = max(1, font * 0.1)
        found = _discs[size] = (font, radius, width, radius + 2 * width)
    return found


def disc_centre(x, y, size, corner=TOP_LEFT):
    """The centre of a number's disc in the ``corner`` of the cell at (x, y)."""
    radius = disc(size)[1]
    if size < SMALL_CELL:   # the middle of its quarter
        dx = dy = size * 0.25
        if corner == BOTTOM_RIGHT:
            return x + size - dx, y + size - dy
        return x + dx, y + dy
    dx = max(radius + 1, size * 0.17)
    dy = max(radius + 1, size * 0.19)
    if corner == BOTTOM_RIGHT:
        return x + size - dx, y + size - dy
    return x + dx, y + dy


def _order(ctx, colour, number, kind, x, y, size, corner):
    """A recent sub-move's number in a disc in the ``corner`` of the cell at
    (x, y), in its side's pencil: hollow for a placement, filled for a kill
    (shape, not only colour), which a paper ring sets apart from the base it made."""
    font, radius, width, ring = disc(size)
    cx, cy = disc_centre(x, y, size, corner)
    if kind == "kill":
        ctx.beginPath()
        ctx.arc(cx, cy, ring, 0, 2 * math.pi)
        ctx.fillStyle = INK["paper"]
        ctx.fill()
    ctx.beginPath()
    ctx.arc(cx, cy, radius, 0, 2 * math.pi)
    ctx.fillStyle = colour if kind == "kill" else INK["paper"]
    ctx.fill()
    ctx.strokeStyle = colour
    ctx.lineWidth = width
    ctx.stroke()
    ctx.font = "bold %dpx %s" % (font, FONT)
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillStyle = INK["paper"] if kind == "kill" else colour
    ctx.fillText(str(number), cx, cy + font * 0.06)


def _hint(ctx, number, x, y, size):
    """A green wash with the sub-move's number: a suggestion, not a mark."""
    ctx.fillStyle = INK["hint_wash"]
    ctx.fillRect(x + 2, y + 2, size - 4, size - 4)
    ctx.strokeStyle = INK["hint"]
    ctx.lineWidth = max(1.5, min(3, size * 0.04))
    ctx.strokeRect(x + 3, y + 3, size - 6, size - 6)
    ctx.fillStyle = INK["hint"]
    ctx.font = "bold %dpx %s" % (max(9, int(size * 0.42)), FONT)
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(str(number), x + size / 2, y + size / 2)


def _refusal(ctx, strength, x, y, size):
    """A refused click: the cell outlined and crossed out, at ``strength`` (1 at
    first, less as it fades)."""
    ctx.globalAlpha = strength
    ctx.strokeStyle = INK["refused"]
    ctx.lineWidth = max(2, min(4, size * 0.08))
    ctx.lineCap = "round"
    ctx.strokeRect(x + 2, y + 2, size - 4, size - 4)
    inset = size * 0.3
    ctx.beginPath()
    ctx.moveTo(x + inset, y + inset)
    ctx.lineTo(x + size - inset, y + size - inset)
    ctx.moveTo(x + size - inset, y + inset)
    ctx.lineTo(x + inset, y + size - inset)
    ctx.stroke()
    ctx.globalAlpha = 1


def _enclosure(ctx, colour, size, boxes, edges):
    """The winning enclosure's outline: a thick line in the winner's pencil
    round its cells, on a paper line that keeps it apart from the marks."""
    ctx.lineCap = "round"
    for stroke, width in ((INK["paper"], max(4, min(6, size * 0.16))), (colour, max(2, min(4, size * 0.09)))):
        ctx.beginPath()
        for x1, y1, x2, y2 in edges:
            ctx.moveTo(x1, y1)
            ctx.lineTo(x2, y2)
        ctx.strokeStyle = stroke
        ctx.lineWidth = width
        ctx.stroke()


def _cursor(ctx, x, y, size):
    ctx.strokeStyle = INK["cursor"]
    ctx.lineWidth = max(2, size // 12)
    ctx.strokeRect(x + 1.5, y + 1.5, size - 3, size - 3)


def _frame(ctx, x, y, size):
    """A legend sample's cell, outlined as the board's lines are."""
    ctx.strokeStyle = INK["board_line"]
    ctx.lineWidth = 1
    ctx.strokeRect(x + 0.5, y + 0.5, size - 1, size - 1)


DRAWERS = {
    "clear": _clear, "paper": _paper, "blank": _blank, "wash": _wash, "grid": _grid, "labels": _labels,
    "alpha": _alpha, "reach": _reach, "target": _target, "order": _order, "hint": _hint, "enclosure": _enclosure,
    "refusal": _refusal, "cursor": _cursor, "frame": _frame,
}
DRAWERS.update(MARK_DRAWERS)   # (MicroPython has no ** in a dict display)


# --- the calls as data ------------------------------------------------------------------------

# What draw() asks of a context (and a layer, game/web/board/layers_view.py): its methods, and
# the properties it sets (never reads).
METHODS = ("arc", "beginPath", "clearRect", "clip", "closePath", "ellipse", "fill", "fillRect", "fillText",
           "lineTo", "moveTo", "quadraticCurveTo", "rect", "setTransform", "stroke", "strokeRect")
PROPERTIES = ("fillStyle", "font", "globalAlpha", "lineCap", "lineJoin", "lineWidth", "strokeStyle",
              "textAlign", "textBaseline")


class Calls:
    """A stand-in 2D context that keeps the calls made on it, in order: a
    method's as [name, arguments...], a property set as ["=name", value]; a
    property set to the value it has already is left out (a game of 30's
    numbers set the same font and alignment some 90 times)."""

    def __init__(self):
        self.calls = []
        self.state = {}    # property -> the value it was set to
        self.saved = []    # the states save() kept, for restore()
        self.written = []  # the JSON texts of the calls before self.calls (drawn())

    def save(self):
        self.saved.append(dict(self.state))
        self.calls.append(("save",))

    def restore(self):
        self.state = self.saved.pop() if self.saved else {}
        self.calls.append(("restore",))

    def layer(self, index):
        """The page's cached layer ``index`` (game/web/board/layers_view.py) copied on, in its own pixels."""
        self.calls.append(("layer", index))

    def drawn(self, texts):
        """Calls written as JSON already (OpTexts), made here in turn; what
        they set on the context is not known after them."""
        if self.calls:
            self.written.append(json.dumps(self.calls)[1:-1])
            self.calls = []
        self.written += texts
        self.state = {}

    def any(self):
        return bool(self.calls or self.written)

    def json(self):
        if not self.written:
            return json.dumps(self.calls)
        pieces = self.written + ([json.dumps(self.calls)[1:-1]] if self.calls else [])
        return "[" + ",".join([piece for piece in pieces if piece]) + "]"


class OpTexts:
    """Each op's calls as JSON text, made once for a layer while its frame
    (board, size, theme) stands: a cached layer redraws the same ops again and
    again round its changed cells, and on MicroPython making a mark's some
    twenty calls and writing them as JSON took a third of a millisecond, a
    lookup a hundredth.  Each text sets every property its op draws with,
    whatever the context had."""

    def __init__(self):
        self.frame = None
        self.texts = {}   # op -> its calls' JSON, without the brackets

    def of(self, ops, frame):
        """The texts of ``ops``, in their order, for ``frame``."""
        if frame != self.frame:
            self.frame = frame
            self.texts = {}
        texts = self.texts
        found = []
        for op in ops:
            text = texts.get(op)
            if text is None:
                calls = Calls()
                DRAWERS[op[0]](calls, *op[1:])
                text = texts[op] = json.dumps(calls.calls)[1:-1]
            found.append(text)
        return found

    def keep(self, ops):
        """Only the texts of ``ops`` (the layer's now) kept, once those of ops
        gone from it are many: the memory stays bounded by the board."""
        if len(self.texts) > 2 * len(ops) + 200:
            texts = self.texts
            self.texts = dict((op, texts[op]) for op in ops if op in texts)


def _method(name):
    def call(self, *args):
        self.calls.append((name,) + args)
    return call


def _setter(name):
    key = "=" + name

    def put(self, value):
        if name not in self.state or self.state[name] != value:
            self.state[name] = value
            self.calls.append((key, value))
    return property(None, put)


for _name in METHODS:
    setattr(Calls, _name, _method(_name))
for _name in PROPERTIES:
    setattr(Calls, _name, _setter(_name))

