"""The panel beside the board and what the page says of a session, a job a
module: the sides' names every other builds on (names.py), the status line
(status.py), the headline at the end (headline.py), the tab's title
(title.py), who plays (mode_line.py), what a screen reader hears (spoken.py),
the table of sides (side_table.py), the record of results (tally.py), which
buttons work now (panel.py) and the move list's HTML (move_list.py); in the
browser, the panel, the table of sides and the move list kept in the DOM
(panel_view.py, side_table_view.py, move_list_view.py).

Each pure module takes a Names (``said``) and is tested on CPython; a new
word is a key in game/web/words/, never a string here.
"""
