"""What the page shows besides the game going on, or of it: which view a link
asks for (kinds.py: play, replay, puzzle), the replay and the puzzle views,
looking back through the moves (review_view.py), the first-game guide
(guide.py: its steps, pure; guide_view.py) and How to play (legend.py: its
samples, pure; help_view.py).

A new view is a kind in kinds.py (what the link says) and a _view here.
"""
