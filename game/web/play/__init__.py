"""The game being played, as the page means it, without the browser: what
clicks and buttons mean (session.py), a new game's choices (settings.py) and
what each action was (actions.py).  Every rule question goes to the engine;
every module here runs on MicroPython and on CPython.
"""
