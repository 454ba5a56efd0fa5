"""The shown game's place in localStorage (its key: game/web/keeping/games.py):
what this tab last wrote or read there, so that a redraw of the game as saved
writes nothing and another tab's newer save stays; a save the browser
refuses (a full storage) said at once and tried again at the next change;
a save that cannot be read kept aside, never deleted, and not written over
while there is no room for the copy."""

from game.web.dom import embedded, now
from game.web.keeping import saves


class Slot:
    def __init__(self, state, storage):
        self.state = state
        self.storage = storage
        self.key = None           # where the shown game is kept; None while an embed waits for its place
        self.saved_data = None    # the game_data() this tab last saved or read under key
        self.broken_in_place = False   # a save that cannot be read is still under key
        self.unsaved = False      # the last save was refused

    def set_aside(self, key, why):
        """Keep a save that cannot be read, not delete it: a person or a later
        version may still read it.  Where there is no room for the copy it
        stays in its place, and write() does not write over it."""
        if not self.storage.keep_aside(key):
            self.broken_in_place = key == self.key
            return ("saved.broken-stays", {"error": why})
        self.storage.remove(key)
        return ("saved.broken", {"error": why})

    def write(self, kept, session):
        """``session``'s game kept under the key, as ``kept``: the device's game it is."""
        if self.broken_in_place and self.storage.keep_aside(self.key):
            self.broken_in_place = False   # there is room now
        kept.tallied = session.tallied
        data = saves.game_data(session.settings, session.game)
        # a redraw of the game as saved (a bot worker come up, a pause) writes
        # nothing: another tab's newer save, its storage event not yet here, stays
        if data == self.saved_data and not self.unsaved:
            return
        # a save refused (a full storage) leaves the last one in place, is said at
        # once and tried again at the next change
        kept.played = now()
        text = saves.save_text(kept, data, session.ahead())
        written = not self.broken_in_place and self.storage.put(self.key, text)
        self.unsaved = self.storage.available and not written
        if written:
            self.saved_data = data
            if not embedded():
                self.state.changed("games")
