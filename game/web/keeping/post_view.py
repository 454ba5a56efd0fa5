"""An embed's post: the position its author put in the blog, the floor of the
reader's play.  The reader plays on from it, and their game is kept for them
in the embed's place among the post's embeds on the page (the first place
free, held by a lock while the embed is open: two embeds of a post on one
page are two games); a reload shows that game only while it is the post's
position played on, never less.  Undo stops at the post (Session.floor), and
undoes Play again (page.py) back to the reader's game on the post."""

import js

from game.web.dom import now
from game.web.keeping import games, saves
from game.web.keeping.locks_view import Lock
from game.web.storage import TOO_LONG


class Post:
    def __init__(self, state, keeper, storage):
        self.state = state
        self.keeper = keeper     # the game shown, and its place in storage
        self.storage = storage
        self.launch = None     # the post as the embed's link gives it (link.Launch)
        self.source = ""       # the link's game parameters (games.source_text)
        self.slot = Lock()     # the embed's place

    def open(self, launch, pairs):
        """The post's Kept, shown at once; the reader's game in this embed's place
        follows once take_place finds the place (``keeper.slot.key`` None until then)."""
        self.launch = launch
        self.source = games.source_text(pairs)
        return saves.Kept("post", saves.EMBEDDED, self.source, now(), launch.game.history_length())

    def take_place(self, slot):
        name = games.embed_key(self.source, slot)

        def granted(held):
            if not held:
                return self.take_place(slot + 1)
            self.keeper.slot.key = name
            self.resume()
            js.document.documentElement.dataset.place = str(slot)   # for the tests: the place is known
        if not self.slot.hold(name, granted, if_available=True):
            granted(True)   # no locks: one place, the last embed's game kept in it

    def resume(self):
        """The reader's game in this place, if it is the post's position played on
        and the reader has not played here meanwhile."""
        state = self.state
        keeper = self.keeper
        session = state.session
        saved = self.storage.get(keeper.slot.key)
        if not saved or saved is TOO_LONG or keeper.addressed is not session.game \
                or session.game.history() != self.launch.game.history():
            return
        try:
            kept, launch = saves.read_save(saved)
        except saves.BrokenSave:
            return   # the post is shown, and kept here at the next change
        if not self.extended_by(launch.game):
            return
        session.new_game(launch.settings, launch.game, kept.tallied)
        session.restore_ahead(kept.ahead)
        keeper.slot.saved_data = saves.game_data(launch.settings, launch.game)
        keeper.show(self.kept_of(session))
        state.spoken = session.game.history_length()
        state.changed("game", "board", "panel")

    def kept_of(self, session):
        """The Kept of the game the embed shows now, its floor set: the post's
        where it plays on from the post (Session.floor, which Undo leaves)."""
        floor = self.launch.game.history_length() if self.extended_by(session.game) else 0
        session.floor = floor
        return saves.Kept("post", saves.EMBEDDED, self.source, now(), floor, session.tallied)

    def extended_by(self, game):
        """Whether ``game`` is the post's game, played on or not (never less)."""
        post = self.launch.game
        return game.rules == post.rules and game.history()[:post.history_length()] == post.history()
