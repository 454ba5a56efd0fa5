"""What the page's parts share, and the one event they react to.

Each part is given the PageState, reads and sets its values, and says what it
changed with ``state.changed(aspect, ...)``; the page registers what answers
each aspect (``state.on``).  So a part need not know which other part draws
the board or saves the game, only what it changed.

The aspects, in the order the page's reactions run:

    "leaving" another game is about to take the board (the first-game guide closes)
    "opened"  the address's game is shown, in the view it asks for (a replay's or a puzzle's start)
    "game"    the position or the game shown changed: say it, save it, let the bot move
    "played"  sub-moves were played (the game goes on): say them, sound them, save the game
    "kept"    the game changed in a way not yet to be said (a bot's turn half played): save it
    "due"     the bot may be due (or a puzzle's answer): let it move
    "words"   the language changed: what has words of its own writes them again
    "board"   the board needs drawing again
    "panel"   everything but the board (the status, the buttons, the move list, How to play)
    "games"   a game of the device's was saved (here or in another tab): Your games again

A reaction registered for several aspects runs once per ``changed`` call;
reactions run in the order they were registered (a list: MicroPython's dicts
keep no order).  A reaction that calls ``changed`` makes a new change, handled
once the current one's reactions have all run.
"""

from game.web.panel.names import Names

# What may hold the person's game aside (PageState.aside): the first-game guide, a lesson of a game read back.
GUIDE, LESSON = "guide", "lesson"

ASPECTS = ("leaving", "opened", "game", "played", "kept", "due", "words", "board", "panel", "games")


class PageState:
    def __init__(self, session, text, view):
        self.session = session    # the game shown: the person's, or the guide's or a lesson's while it is open
        self.text = text          # the Strings of the page's language
        self.view = view          # what the link asks to show of it: play, replay, puzzle
        self.spoken = 0           # history entries announced so far
        self.hint = []            # cells the hint shows, until the next change
        self.paused = False       # the bots' Pause (game/web/bot/driver_view.py)
        self.fast = False         # Finish fast
        self.played_here = False  # a person has made a sub-move on this page
        self.aside = None         # what holds the person's game aside, its session on the board: "guide", "lesson" (game/web/views/aside_view.py)
        self.reactions = []       # (aspects, reaction) in the order registered
        self.pending = None       # the aspects of the changes to come, while a change is handled

    @property
    def said(self):
        """The words of the session shown (the person's, or the guide's), in the page's language."""
        return Names(self.session, self.text)

    def on(self, aspects, reaction):
        """Call ``reaction()`` on a change of any of ``aspects`` (a name or a tuple of names)."""
        aspects = (aspects,) if isinstance(aspects, str) else tuple(aspects)
        for aspect in aspects:
            known(aspect)
        self.reactions.append((aspects, reaction))

    def changed(self, *aspects):
        """Run, once each, the reactions to any of ``aspects``."""
        for aspect in aspects:
            known(aspect)
        if self.pending is not None:   # inside a reaction: after the change being handled
            self.pending.append(aspects)
            return
        self.pending = [aspects]
        try:
            while self.pending:
                now = self.pending.pop(0)
                for wanted, reaction in self.reactions:
                    if any(aspect in now for aspect in wanted):
                        reaction()
        finally:
            self.pending = None


def known(aspect):
    if aspect not in ASPECTS:
        raise ValueError("no such aspect: " + repr(aspect))
