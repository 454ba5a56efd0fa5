"""The bot's levels and the page's time limits for them.

Apart from game/systems/classic/bot.py so that the page, its links and its session know the
levels without loading the bot's search on the page's thread.
"""

LEVELS = ("easy", "medium", "hard")
# Seconds the bot may think per turn at each level in the page (it answers sooner when it can).
TIME_LIMITS = {"easy": 0.08, "medium": 0.25, "hard": 0.85}
