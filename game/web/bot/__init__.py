"""The page's side of the bot (the bots themselves are game/bot/): which
answer still fits the position (driver.py, pure), playing its turns at a pace
a person can follow (driver_view.py), and its two workers, MicroPython at once
and Pyodide once loaded (workers_view.py).
"""
