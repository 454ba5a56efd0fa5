"""The bot's levels and the page's time limits for them.

Apart from game/systems/classic/bot.py so that the page, its links and its session know the
levels without loading the bot's search on the page's thread.
"""

EXPERT = "expert"   # thinks as long as the player chose (THINK_TIMES), not a fixed time
LEVELS = ("easy", "medium", "hard", EXPERT)
# Seconds the bot may think per turn at each level in the page (it answers sooner when it can).
TIME_LIMITS = {"easy": 0.08, "medium": 0.25, "hard": 0.85}
QUICK_LEVELS = ("easy", "medium", "hard")   # the levels of TIME_LIMITS, in order
# The expert's seconds a turn a player may choose (New game, a link's think=).
THINK_TIMES = (5, 15, 60)
DEFAULT_THINK = 15


def time_limit(level, think=DEFAULT_THINK):
    """Seconds ``level`` may think a turn in the page: the expert ``think``."""
    return think if level == EXPERT else TIME_LIMITS[level]
