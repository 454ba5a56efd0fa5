"""A side's mark where New game's seats and Resign's choices name it: drawn by
the board's own pencil (game/web/marks.py) in the side's pencil, with its
letter or number beside it in that pencil, so each seat looks like its marks."""

from js import window
from pyscript import document

from game.web import pencil
from game.web.marks import drawn
from game.web.palette import pencil_of

MARK_SIZE = 24   # CSS pixels: the drawn mark's square


def short_name(system, side):
    """What is written beside the drawn mark: the side's number (13 of P13) or
    letter; nothing past the shapes, where the mark is its number already."""
    number = side[1:] if side[1:].isdigit() else ""
    if number and drawn(system.SYMBOLS[system.SIDES.index(side)]) == number:
        return ""
    return number or side


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
    pencil.draw(context, [("clear", MARK_SIZE, MARK_SIZE),
                          ("mark", system.SYMBOLS[player], pencil_of(player), 0, 0, MARK_SIZE, 0, 0)])
    mark.append(canvas)
    name = document.createElement("span")
    name.textContent = short_name(system, side)
    mark.append(name)
    return mark
