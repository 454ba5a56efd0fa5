"""Where the game shown comes from and goes: the address that names it, and
the save under that address's key (localStorage), followed from other tabs.

The game opens from this link's save, else from the link; it is saved after
every sub-move; a save that cannot be read is kept aside, never deleted; the
address always names the game shown (follow_game)."""

import asyncio

import js
from js import window

from game.web import address, link, saves, tally, views
from game.web.address import address_text, params_text, save_key
from game.web.dom import element, embedded
from game.web.storage import TOO_LONG

def document_view(kind):
    """html[data-view]: style.css shows each view's own controls."""
    js.document.documentElement.dataset.view = kind


_entries = js.Function.new("text", "return Array.from(new URLSearchParams(text));")


def _pairs(source):
    """The (name, value) pairs of a URL-encoded text, as the browser decodes them."""
    found = _entries(source)
    return [(found[index][0], found[index][1]) for index in range(found.length)]


def link_params():
    """The query's and the hash's parameters as one dict (the hash wins)."""
    return address.params(_pairs(window.location.search), _pairs(window.location.hash[1:]))


class Keeper:
    def __init__(self, page):
        self.page = page
        self.storage = page.storage
        self.address = None       # the parameters of the address, sorted: it names the game shown
        self.opened = None        # (parameters, "?query#hash") of the address the tab opened a game from
        self.addressed = None     # the game the address was last found to name
        self.save_key = address.SAVE_KEY
        self.saved_text = None    # what this tab last saved or read under save_key
        self.broken_in_place = False   # a save that cannot be read is still under save_key
        self.unsaved = False      # the last save was refused

    def wire(self, wiring):
        # a link opened in this tab, Back or Forward (hashchange alone misses a
        # step back from a hash to none)
        wiring.on(window, "hashchange", self.on_address_change)
        wiring.on(window, "popstate", self.on_address_change)
        wiring.on(window, "storage", self.on_storage)
        wiring.click("share", lambda event: asyncio.create_task(self.share()))

    def open_game(self, params):
        """Start from the saved game of this link, else from the link itself."""
        page = self.page
        self.address = sorted(params.items())
        self.opened = (self.address, window.location.search + window.location.hash)
        launch = link.read(params)
        page.view = launch.view
        document_view(launch.view.kind)
        playing = launch.view.kind == views.PLAY   # a replay or a puzzle is the link's alone, never saved
        page.theme.choose(launch.theme, launch.background)
        if launch.language and launch.language != page.text.language:
            page.set_language(launch.language, remember=False)
        self.save_key = save_key(params.items())
        self.saved_text = None
        self.broken_in_place = False
        notices = link.notice(launch.problems)
        saved = self.storage.get(self.save_key) if playing else None
        if saved:
            try:
                if saved is TOO_LONG:
                    raise saves.too_long_save()
                launch = saves.read_save(saved)   # what is wrong with the link is still said
                self.saved_text = saved
            except saves.BrokenSave as error:
                notices = [self.set_aside(page.text(error.key, **error.values))]
        elif not self.storage.available and not embedded() and playing:
            # said on the full page; a blog's reader could not change it, and the embed's
            # two lines are the game's (its ↗ opens the full page, which may save)
            notices.append(("saved.unavailable", {}))
        session = page.session
        session.new_game(launch.settings, launch.game, launch.tallied)
        self.addressed = session.game
        if launch.view.move is not None:
            session.show_at(launch.view.move)
        session.tell(notices)
        page.spoken = session.game.history_length()
        page.paused = False
        page.hint = []
        page.replay.open()
        page.puzzle.open(launch)
        self.save()

    def play_from(self, settings, game):
        """Leave the view for play: ``game`` under ``settings`` at an address of its own."""
        query = [(name, value) for name, value in self.address if name in link.PAGE_OPTIONS]
        self.go_to(window.location.pathname + address_text(query, link.write(settings, game)))
        self.open_game(link_params())
        self.page.after_change()

    def set_aside(self, why):
        """Keep a save that cannot be read, not delete it: a person or a later
        version may still read it.  Where there is no room for the copy it
        stays in its place, and save() does not write over it."""
        self.broken_in_place = not self.storage.keep_aside(self.save_key)
        if self.broken_in_place:
            return ("saved.broken-stays", {"error": why})
        self.storage.remove(self.save_key)
        return ("saved.broken", {"error": why})

    def on_storage(self, event):
        """Another tab saved this game: the last change wins, and this tab follows it
        (once the guide is closed, if it is open)."""
        page = self.page
        if event.key and event.key.startswith(tally.KEY):
            page.panel.tallies = {}   # another tab counted a game: read again when shown
            page.render_panel()
        if event.key == self.save_key and page.guide_view.guide is None and page.view.kind == views.PLAY:
            self.follow_saved()

    def follow_saved(self):
        # what is saved now, not what the event brought: two tabs that save at
        # once both end with the one saved last
        page = self.page
        saved = self.storage.get(self.save_key)
        if not saved or saved is TOO_LONG or saved == self.saved_text:
            return
        try:
            launch = saves.read_save(saved)
        except saves.BrokenSave:
            return   # not a game this version reads: ours goes on and is saved at the next change
        session = page.session
        session.new_game(launch.settings, launch.game, launch.tallied)
        self.addressed = session.game   # saved under this address: it names it
        session.say("saved.other-tab")
        self.saved_text = saved
        self.broken_in_place = self.unsaved = False   # what is shown is what is saved
        page.spoken = session.game.history_length()
        page.driver.jobs.follow(session)
        page.after_change()

    def on_address_change(self, event):
        """The address names another game: show it (the one shown is saved)."""
        self.page.guide_view.end()
        params = link_params()
        if sorted(params.items()) != self.address:
            self.open_game(params)
            self.page.after_change()

    def follow_game(self):
        """Another game in place of the one the address named (New game, Play again,
        Load record, Undo of a load): the address names it still (the plain page,
        a link's game played again), else names the link the tab was opened with
        if that names it (the game a load replaced, back), else the game's own
        address.  So the address always names the game shown, and a link's save
        is never written over by a game the link does not name."""
        session = self.page.session
        self.addressed = session.game
        if link.names(self.address, session.settings, session.game):
            return
        opened, url = self.opened
        if not link.names(opened, session.settings, session.game):
            url = address_text(*link.address(self.address, session.settings, session.game))
        self.go_to(window.location.pathname + url)

    def go_to(self, url):
        """This tab's address becomes ``url`` (no new history entry), its saved
        game the one under that address."""
        window.history.replaceState(None, "", url)
        self.address = sorted(link_params().items())
        self.save_key = save_key(self.address)
        self.saved_text = None
        self.broken_in_place = False

    def save(self):
        """Keep the game, and let the embed's ↗ link open it on the full page
        (never the guide's game)."""
        if self.page.guide_view.guide is not None:
            return
        if self.page.view.kind != views.PLAY:
            # the same view on the full page
            pairs = [(name, value) for name, value in self.address if name != "embed"]
            element("full-page").href = "./?" + params_text(pairs)
            return
        session = self.page.session
        if session.game is not self.addressed:
            self.follow_game()
        if self.broken_in_place and self.storage.keep_aside(self.save_key):
            self.broken_in_place = False   # there is room now
        # a save refused (a full storage) leaves the last one in place, is said at
        # once and tried again at the next change
        text = saves.save_text(session.settings, session.game, session.tallied)
        # a redraw of the game as saved (a bot worker come up, a pause) writes
        # nothing: another tab's newer save, its storage event not yet here, stays
        if text != self.saved_text or self.unsaved:
            written = not self.broken_in_place and self.storage.put(self.save_key, text)
            self.unsaved = self.storage.available and not written
            if written:
                self.saved_text = text
        if embedded():   # the ↗ link shows only there (a long game's address is written again each sub-move)
            element("full-page").href = "./" + address_text(*link.full_page(self.address, session.settings,
                                                                            session.game))

    async def share(self):
        session = self.page.session
        pairs = link.write(session.settings, session.game)
        # the link is the game alone: the hash, without the query this page was opened with;
        # now this page's own, its saved game follows it
        self.go_to(window.location.pathname + "#" + params_text(pairs))
        self.save()
        try:
            await window.navigator.clipboard.writeText(window.location.href)
            session.say("share.done")
        except Exception:
            session.say("share.shown")
        self.page.render_panel()
