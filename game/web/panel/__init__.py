"""The panel beside the board: what it says (status.py: the status line),
which buttons work now (panel.py), the move list's text (move_list.py), the
record of results (tally.py); in the browser, the panel, the table of sides
and the move list kept in the DOM (panel_view.py, side_table_view.py,
move_list_view.py).

What a newcomer may change is in the pure modules, tested on CPython; a new
word is a key in game/web/words/, never a string here.
"""
