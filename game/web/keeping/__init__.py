"""Where a game comes from and goes: the address and the save keys
(address.py), a game as link parameters (link.py, link_board.py), a saved
game (saves.py) and the device's list of games (games.py), all pure; in the
browser, which game is shown, opened from the address and named in it
(keeper_view.py), its place in localStorage (slot_view.py), its other tabs
followed (tabs_view.py), an embed's post (post_view.py), Your games
(games_view.py) and Web Locks (locks_view.py).

What a link or a save holds is decided in the pure modules, tested on
CPython (tests/python/test_link.py, test_games.py); the views only move it
between the browser and the session.
"""
