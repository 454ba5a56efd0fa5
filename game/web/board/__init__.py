"""The board: the scene a position draws as plain data (scene.py, outline.py,
marks.py), the pencil that turns it into canvas calls (pencil.py), every
colour (palette.py), where the grid sits (layout.py, zoom.py), what is
pointed at (cursor.py), and which cells a redraw changes (cell_ops.py,
composition.py); in the browser, the canvas and its cached layers
(board_view.py, layers_view.py), the hands on it (input_view.py) and a side's
mark beside words (seat_marks_view.py).

A change to how the board looks starts in scene.py or pencil.py and is
tested on CPython (tests/python/test_scene.py); the views only paint it.
"""
