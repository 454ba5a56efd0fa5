"""The page's dialogs: New game (new_game.py: its fields and the Settings they
ask for; new_game_view.py: the dialog), its Draw your own editor
(shape_editor.py: the shape and what keeps it from being played;
shape_drawing.py: taps, drags and keys on its preview; shape_editor_view.py),
Embed (embed.py: the link and the iframe it writes; embed_view.py), Resign
(resign_view.py) and Copy/Load record (record_view.py).

A dialog's decisions are its pure module, tested on CPython; its _view only
reads the form and shows the answer.
"""
