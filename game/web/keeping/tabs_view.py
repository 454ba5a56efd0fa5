"""The other tabs of the shown game: when one of them saves it, this tab
follows (the last change wins), and one of them, the holder of the game's
Web Lock (game/web/keeping/locks_view.py says why locks), plays its bot's
turns; a hidden tab lets the next take the lock.  An embed follows nothing:
each is a game of its own."""

import js
from js import window

from game.web.dom import embedded
from game.web.keeping import games, saves
from game.web.keeping.locks_view import Lock
from game.web.storage import TOO_LONG
from game.web.views import kinds

BOT_LOCK = "virus-war.bot."   # + the game's id: the tab that plays its bot's turns


class Tabs:
    def __init__(self, state, keeper, storage, jobs):
        self.state = state
        self.keeper = keeper      # the game shown and its place in storage
        self.storage = storage
        self.jobs = jobs          # the bot's jobs: whether this tab plays its turns
        self.bot_lock = Lock()    # the shown game's bot: held by one of its tabs

    def wire(self, wiring):
        wiring.on(window, "storage", self.on_storage)
        wiring.on(js.document, "visibilitychange", self.on_visibility)

    def hold_bot(self):
        """Wait for the shown game's bot lock (let go of the one held before)."""
        kept = self.keeper.kept
        jobs = self.jobs
        self.bot_lock.release()
        jobs.owner = None
        if kept is None or embedded() or not self.storage.available:
            return
        jobs.owner = False
        held_id = kept.id

        def granted(held):
            kept = self.keeper.kept
            if kept is None or kept.id != held_id:
                return
            jobs.owner = True
            self.follow_saved(quietly=True)   # the tab that had it may have moved since the last event
            self.state.changed("game", "board", "panel")
        if not self.bot_lock.hold(BOT_LOCK + held_id, granted):
            jobs.owner = None   # no locks: the tab played in answers (BotJobs)

    def on_visibility(self, event):
        """A hidden tab lets another of its game play the bot (it waits its turn
        for the lock again); never in the middle of the bot's turn."""
        jobs = self.jobs
        if js.document.visibilityState == "hidden" and jobs.owner and jobs.asked is None:
            self.hold_bot()

    def on_storage(self, event):
        """Another tab saved this game: the last change wins, and this tab follows it
        (once the guide is closed, if it is open)."""
        if event.key and event.key.startswith(games.PREFIX):
            self.state.changed("games")
        if event.key == self.keeper.slot.key:
            self.follow_saved()

    def follow_saved(self, quietly=False):
        # what is saved now, not what the event brought: two tabs that save at
        # once both end with the one saved last
        state = self.state
        keeper = self.keeper
        slot = keeper.slot
        if slot.key is None or embedded() or state.aside or state.view.kind != kinds.PLAY:
            return   # the guide's or a lesson's game, a replay or a puzzle is shown: the person's is read when it is back
        saved = self.storage.get(slot.key)
        if not saved or saved is TOO_LONG:
            return
        try:
            kept, launch = saves.read_save(saved)
        except saves.BrokenSave:
            return   # not a game this version reads: ours goes on and is saved at the next change
        data = saves.game_data(launch.settings, launch.game)
        if data == slot.saved_data:
            return
        session = state.session
        session.new_game(launch.settings, launch.game, kept.tallied)
        session.restore_ahead(kept.ahead)
        keeper.kept.tallied = kept.tallied
        keeper.kept.played = kept.played
        keeper.addressed = session.game   # the same game of the device's, as another tab left it
        if not quietly:
            session.say("saved.other-tab")
        slot.saved_data = data
        slot.broken_in_place = slot.unsaved = False   # what is shown is what is saved
        state.spoken = session.game.history_length()
        self.jobs.follow(session)
        state.changed("game", "board", "panel")
