"""Another game on the board for a while — the first-game guide's, a lesson
of a game read back — while the person's waits untouched and unsaved over,
then comes back exactly as it was left (as another tab may have left it)."""

from pyscript import document

from game.web.dom import NO_SCROLL


class Aside:
    def __init__(self, state, jobs, pointer, tabs, canvas):
        self.state = state
        self.jobs = jobs         # the bot's, following the person's game set aside
        self.pointer = pointer   # what was pointed at is the other game's
        self.tabs = tabs         # the person's game back as another tab may have left it
        self.canvas = canvas     # the board, focused when the person's game is back
        self.home = None         # (the person's session, state.spoken) while another is shown

    def take(self, name, session, spoken):
        """``session`` on the board in place of the person's; ``name`` says whose
        (state.aside: "guide", "lesson"; html's class "aside-<name>" while it lasts);
        ``spoken``: how much of its history is not news."""
        state = self.state
        if self.home is None:
            home = state.session
            followed = self.jobs.following(home)
            home.set_aside()   # the bot's answer on its way, if any, is asked again after
            if followed:
                self.jobs.follow(home)
            self.home = (home, state.spoken)
        elif state.aside != name:
            document.documentElement.classList.remove("aside-" + state.aside)
        state.session = session
        state.spoken = spoken   # of its history, what has been said
        state.aside = name
        state.hint = []
        self.pointer.forget()
        document.documentElement.classList.add("aside-" + name)
        state.changed("game", "board", "panel")

    def give_back(self):
        """The person's game back, exactly as it was left; False if it was not aside."""
        if self.home is None:
            return False
        state = self.state
        document.documentElement.classList.remove("aside-" + state.aside)
        state.session, state.spoken = self.home
        state.aside = None
        state.hint = []
        self.home = None
        self.pointer.forget()
        self.tabs.follow_saved()   # another tab may have changed it meanwhile
        state.changed("game", "board", "panel")
        self.canvas.focus(NO_SCROLL)
        return True
