"""A side's mark where New game's seats and Resign's choices name it: drawn by
the board's own pencil (game/web/board/marks.py) in the side's pencil, with its
letter or number beside it in that pencil, so each seat looks like its marks."""

from js import window
from pyscript import document

from game.web.board.palette import pencil_of
from game.web.canvas import paint
from game.web.panel.names import short_name

MARK_SIZE = 24   # CSS pixels: the drawn mark's square


def seat_mark(system, side):
    """<span class="seat-mark" aria-hidden="true"><canvas></canvas>13</span>, in the side's pencil."""
    player = system.SIDES.index(side)
    mark = document.createElement("span")
    mark.className = "seat-mark"
    mark.setAttribute("aria-hidden", "true")
    mark.style.color = pencil_of(player)
    canvas = document.createElement("canvas")
    ratio = window.devicePixelRatio or 1
    canvas.width = canvas.height = int(MARK_SIZE * ratio + 0.5)
    context = canvas.getContext("2d")
    context.setTransform(ratio, 0, 0, ratio, 0, 0)
    # no paper under it: the highlighter of the side to move's row shows through
    paint(context, [("mark", system.SYMBOLS[player], pencil_of(player), 0, 0, MARK_SIZE, 0, 0)])
    mark.append(canvas)
    name = document.createElement("span")
    name.textContent = short_name(system, side)
    mark.append(name)
    return mark
