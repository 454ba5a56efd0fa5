"""Pencil on the page's canvases: the canvas calls of a scene's ops
(game/web/board/pencil.py) kept as data, then made by JavaScript in one go, not
one call from MicroPython each."""

import js

from game.web.board.pencil import Calls, draw

# ["layer", i] copies layers[i], a canvas of the board's own (game/web/board/layers_view.py),
# in its own pixels; a canvas of no size is left out (drawImage refuses it:
# an iframe not laid out yet)
_run = js.Function.new("context", "calls", "layers", """
for (const [name, ...args] of JSON.parse(calls)) {
    if (name[0] === "=") {
        context[name.slice(1)] = args[0];
    } else if (name === "layer") {
        const layer = layers[args[0]];
        if (layer.width && layer.height) {
            context.save();
            context.setTransform(1, 0, 0, 1, 0, 0);
            context.drawImage(layer, 0, 0);
            context.restore();
        }
    } else {
        context[name](...args);
    }
}""")


def run(context, calls, layers=None):
    """The ``calls`` kept (a pencil.Calls) made on the 2D ``context``;
    ``layers`` a JavaScript array of the canvases they copy."""
    if calls.any():
        _run(context, calls.json(), layers)


def layers_of(*canvases):
    """The canvases, as ``layers`` for run()."""
    return js.Array.of(*canvases)


def paint(context, ops):
    """``ops`` drawn on the 2D ``context``, as pencil.draw draws them."""
    calls = Calls()
    draw(calls, ops)
    run(context, calls)
