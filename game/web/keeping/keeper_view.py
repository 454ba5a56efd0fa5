"""Where the game shown comes from and goes: each game one of the device's
games (game/web/keeping/games.py), kept under its own id after every sub-move
(in its place in localStorage, game/web/keeping/slot_view.py); the address
names it (id= in the hash, with its rules and record as they were when it was
opened).  Its other tabs follow it (game/web/keeping/tabs_view.py); an
embed's game is its post's (game/web/keeping/post_view.py).  The keeper holds
both, and says what it showed in the page's state: "leaving" before another
game takes the board (the guide closes), "opened" once it has (the replay and
the puzzle start from it).

The full page opens the game its address names, else the newest game of the
link it was opened with, else (the plain page) the newest game of all.  An
embed opens the post's position, or the game its reader played on from it in
this place of the blog's page; its reader's Undo stops at the post.  A save
that cannot be read is kept aside, never deleted."""

import asyncio

import js
from js import window

from game.web import language
from game.web.dom import element, embedded, now
from game.web.keeping import address, by_link, games, link, saves
from game.web.keeping.address import address_text, params_text
from game.web.keeping.post_view import Post
from game.web.keeping.slot_view import Slot
from game.web.keeping.tabs_view import Tabs
from game.web.play.settings import FRIEND
from game.web.storage import TOO_LONG
from game.web.views import kinds


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
    def __init__(self, state, storage, theme, jobs):
        self.state = state
        self.storage = storage
        self.theme = theme        # a link may ask for its own
        self.address = None       # the parameters of the address, sorted: it names the game shown
        self.launch = None        # the address as read (link.Launch): what a replay or a puzzle opens
        self.kept = None          # the shown game's identity (saves.Kept); None in a replay or a puzzle
        self.addressed = None     # the Game the kept identity is of
        self.before = None        # (Game, Kept) the shown game replaced: Undo of a load brings it back
        self.slot = Slot(state, storage)    # where it is kept
        self.post = Post(state, self, storage)          # an embed's game
        self.tabs = Tabs(state, self, storage, jobs)    # the shown game's other tabs
        self.unkept_told = False   # an embed's reader told how to keep a game its browser will not

    def wire(self, wiring):
        # a link opened in this tab, Back or Forward (hashchange alone misses a
        # step back from a hash to none)
        wiring.on(window, "hashchange", self.on_address_change)
        wiring.on(window, "popstate", self.on_address_change)
        wiring.click("share", lambda event: asyncio.create_task(self.share()))
        wiring.click("unkept-close", self.close_unkept)
        self.tabs.wire(wiring)

    # --- opening -------------------------------------------------------------------------

    def start(self, params):
        self.open_game(params, [] if embedded() else self.migrate())

    def migrate(self):
        """The saves of one game per address, from before games had ids, as games
        of their own (each written before its old key goes: nothing is lost);
        the notices of those that cannot be read, each kept aside."""
        storage = self.storage
        notices = []
        started = now()
        for order, old_key in enumerate(games.old_keys(storage.keys(address.SAVE_KEY))):
            text = storage.get(old_key)
            try:
                if text is TOO_LONG:
                    raise saves.too_long_save()
                kept, launch = saves.read_save(text)
            except saves.BrokenSave as error:
                notices.append(self.slot.set_aside(old_key, self.state.text(error.key, **error.values)))
                continue
            kept = games.migrated(old_key, kept)
            kept.played = started - order   # the plain page's first, then the links' in their keys' order
            if storage.put(games.key(kept.id), saves.save_text(kept, saves.game_data(launch.settings, launch.game))):
                storage.remove(old_key)
        return notices

    def stored(self):
        """The Kept of every game of the device's list (those that can be read)."""
        found = []
        for name in self.storage.keys(games.PREFIX):
            if games.id_of(name) is None:
                continue
            text = self.storage.get(name)
            try:
                found.append(saves.peek(text if text is not TOO_LONG else "{"))
            except saves.BrokenSave:
                pass
        return [kept for kept in found if kept.id]

    def open_game(self, params, said=()):
        """Show the game ``params`` (the address's) name; ``said``: notices of the saves read before."""
        state = self.state
        self.address = sorted(params.items())
        self.launch = launch = link.read(params)
        state.view = launch.view
        document_view(launch.view.kind)
        playing = launch.view.kind == kinds.PLAY   # a replay or a puzzle is the link's alone, never saved
        self.theme.choose(launch.theme, launch.background)
        if launch.language and launch.language != state.text.language:
            language.switch(state, launch.language)   # for this link: not remembered
        self.slot.saved_data = None
        self.slot.broken_in_place = False
        self.before = None
        notices = list(said) + link.notice(launch.problems)
        kept = None
        if playing and embedded():
            self.slot.key = None   # nothing is kept before the embed's place is known
            kept = self.post.open(launch, self.address)
        elif playing:
            launch, kept, notices = self.open_kept(launch, params, notices)
        if playing and not self.storage.available:
            if embedded():
                self.tell_unkept()
            else:
                notices.append(("saved.unavailable", {}))
        session = state.session
        session.new_game(launch.settings, launch.game, kept.tallied if kept else None)
        session.restore_ahead(kept.ahead if kept else None)   # Redo, as the game was left
        session.floor = kept.post if kept else 0
        self.show(kept)
        if launch.view.move is not None:
            session.show_at(launch.view.move)
        session.tell(notices)
        state.spoken = session.game.history_length()
        state.paused = state.fast = False
        state.hint = []
        state.changed("opened")
        if kept is not None and not embedded() and self.launch.game_id != kept.id:   # the address names another
            self.go_to(window.location.pathname + self.url_of(kept))
        self.save()
        if playing and embedded():
            self.post.take_place(0)

    def tell_unkept(self):
        """An embed whose browser keeps nothing (its storage blocked, as a site's
        inside another's may be): its reader told once, above the status (whose two
        lines are the game's), that a reload loses the game and that a new tab, the
        full page, can keep it."""
        if not self.unkept_told:
            self.unkept_told = True
            element("unkept").hidden = False

    def close_unkept(self, event):
        element("unkept").hidden = True

    def open_kept(self, launch, params, notices):
        """(Launch, Kept, notices) of the full page's game: the one the address
        names by its id, else the newest of the link, else the newest of all;
        where none is kept, the link's game as a new one."""
        source = games.source_text(params.items())
        game_id = launch.game_id or games.to_open(self.stored(), source)
        if game_id:
            self.slot.key = games.key(game_id)
            saved = self.storage.get(self.slot.key)
            if saved:
                try:
                    if saved is TOO_LONG:
                        raise saves.too_long_save()
                    kept, found = saves.read_save(saved)
                    self.slot.saved_data = saves.game_data(found.settings, found.game)
                    if launch.settings.mode == FRIEND and launch.game_id == kept.id:
                        return self.take_turn(launch, kept, found, source, notices)
                    return found, kept, notices   # what is wrong with the link is still said
                except saves.BrokenSave as error:
                    notices = [self.slot.set_aside(self.slot.key, self.state.text(error.key, **error.values))]
        kept = saves.Kept(launch.game_id or games.new_id(js.Math.random),
                          saves.LINKED if source else saves.NEW, source, now())
        self.slot.key = games.key(kept.id)
        return launch, kept, notices

    def take_turn(self, launch, kept, found, source, notices):
        """A friend's link of a game kept here (game/web/keeping/by_link.py):
        (Launch, Kept, notices) of the game to show."""
        outcome = by_link.compare(found.game, launch.game)
        notices = notices + [by_link.notice(outcome, found.game, launch.game)]
        if outcome in (by_link.SAME, by_link.OLDER):
            return found, kept, notices
        if found.game.rules == launch.game.rules:   # the person here plays the side they played
            launch.settings = found.settings
        if outcome == by_link.NEWER:
            return launch, kept, notices
        forked = saves.Kept(games.new_id(js.Math.random), saves.LINKED, source, now())
        self.slot.key = games.key(forked.id)   # the link's way is a game of its own; the one kept stays
        self.slot.saved_data = None
        return launch, forked, notices

    def show(self, kept):
        """``kept`` is the game shown: its bot is played by the tab holding its
        lock (an embed is the only page of its game)."""
        self.kept = kept
        self.addressed = self.state.session.game
        self.tabs.hold_bot()

    def url_of(self, kept):
        """"?query#hash" naming the shown game: its id, and its rules and record
        now (for a device that does not have it); the query keeps the page's
        options (the embed reads its flag there before Python starts)."""
        session = self.state.session
        query = [(name, value) for name, value in self.address if name in link.PAGE_OPTIONS]
        return address_text(query, [(link.GAME_ID, kept.id)] + link.write(session.settings, session.game))

    def play_from(self, settings, game):
        """Leave the view for play: ``game`` under ``settings``, a new game of the device's."""
        query = [(name, value) for name, value in self.address if name in link.PAGE_OPTIONS]
        pairs = [(link.GAME_ID, games.new_id(js.Math.random))] + link.write(settings, game)
        self.go_to(window.location.pathname + address_text(query, pairs))
        self.open_game(link_params())
        self.state.changed("game", "board", "panel")

    # --- the address -----------------------------------------------------------------------

    def on_address_change(self, event):
        """The address names another game: show it (the one shown is saved)."""
        self.state.changed("leaving")
        params = link_params()
        if sorted(params.items()) != self.address:
            self.open_game(params)
            self.state.changed("game", "board", "panel")

    def open_id(self, game_id):
        """Open one of the device's games (the games list's Open)."""
        self.state.changed("leaving")
        query = [(name, value) for name, value in self.address if name in link.PAGE_OPTIONS]
        self.go_to(window.location.pathname + address_text(query, [(link.GAME_ID, game_id)]))
        self.open_game(link_params())
        self.state.changed("game", "board", "panel")

    def follow_game(self):
        """Another game in place of the one kept (New game, Play again, Load record,
        Undo of a load): a new game of the device's, the one it replaced kept as
        it was (and said to be, if it was going on); Undo of a load brings back
        the replaced one itself.  In an embed the game stays in the embed's place."""
        session = self.state.session
        replaced, kept = self.addressed, self.kept
        if embedded():
            self.kept = self.post.kept_of(session)
            self.addressed = session.game
            return
        if self.before is not None and session.game is self.before[0]:
            kept = self.before[1]
            self.before = None
        else:
            self.before = (replaced, kept)
            if replaced is not None and replaced.result is None and replaced.history_length() \
                    and not session.loaded():   # a load says Undo brings it back
                session.tell([("games.kept", {})])
            kept = saves.Kept(games.new_id(js.Math.random), saves.LOADED if session.loaded() else saves.NEW,
                              "", now())
        self.show(kept)
        self.go_to(window.location.pathname + self.url_of(kept))
        self.trim()

    def go_to(self, url):
        """This tab's address becomes ``url`` (no new history entry), its saved
        game the one it names."""
        window.history.replaceState(None, "", url)
        self.address = sorted(link_params().items())
        key = games.key(self.kept.id) if self.kept is not None and not embedded() else self.slot.key
        if key != self.slot.key:
            self.slot.key = key
            self.slot.saved_data = None   # another game's place: what this tab read there is not this one
            self.slot.broken_in_place = False

    # --- saving ----------------------------------------------------------------------------

    def save(self):
        """Keep the game, and let the embed's ↗ link open it on the full page
        (never the guide's game)."""
        if self.state.aside:
            return
        if self.state.view.kind != kinds.PLAY:
            # the same view on the full page
            pairs = [(name, value) for name, value in self.address if name != "embed"]
            element("full-page").href = "./?" + params_text(pairs)
            return
        session = self.state.session
        if session.game is not self.addressed:
            self.follow_game()
        if self.slot.key is not None:
            self.slot.write(self.kept, session)
        if embedded():   # the ↗ links show only there (a long game's address is written again each sub-move)
            element("full-page").href = element("unkept-open").href = "./" + address_text(
                *link.full_page(self.address, session.settings, session.game))

    def trim(self):
        """No more games than the list keeps: the oldest finished go (games.to_trim)."""
        for game_id in games.to_trim(self.stored(), spare=(self.kept.id,)):
            self.storage.remove(games.key(game_id))

    async def share(self):
        """The address becomes the link to the game, copied: its id, its rules and
        its record, in the hash (without the query this page was opened with)."""
        session = self.state.session
        pairs = [(link.GAME_ID, self.kept.id)] + link.write(session.settings, session.game)
        self.go_to(window.location.pathname + "#" + params_text(pairs))
        self.save()
        try:
            await window.navigator.clipboard.writeText(window.location.href)
            session.say("share.done")
        except Exception:
            session.say("share.shown")
        self.state.changed("panel")
