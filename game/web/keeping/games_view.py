"""Your games (#games): the device's games on the full page, newest first, each
an li with its id (data-id), its record (data-record), its rules and who plays,
whose turn it is or the result, and a small picture of its board; Open plays
on it, Analyse opens it and reads it back (game/web/views/analysis_view.py),
Delete removes it (Undo brings it back until the next delete).

Drawn in a task of its own after a change, one game at a time, each read once
for what it was when last played (a game's record is replayed to draw it)."""

import asyncio

import js
from pyscript import document

from game.web.dom import element, embedded, next_task
from game.web.export import thumbnail
from game.web.keeping import games, saves
from game.web.panel.mode_line import mode_line
from game.web.panel.names import Names
from game.web.panel.title import state_text
from game.web.play.session import Session
from game.web.storage import TOO_LONG


# When a game was last played, as the reader's language writes a short date and time.
_when = js.Function.new("date", "language", "try { return date.toLocaleString(language, {dateStyle: 'medium', "
                        "timeStyle: 'short'}); } catch (e) { return date.toISOString(); }")


class GamesList:
    def __init__(self, state, keeper, storage, analysis):
        self.state = state
        self.keeper = keeper           # the games kept, the one shown, opening another
        self.storage = storage
        self.analysis = analysis       # reads a game back
        self.stale = True
        self.drawing = False
        self.drawn = {}      # id -> (played, the li's words and picture) as last drawn
        self.deleted = None  # (key, text) of the game deleted last, for Undo

    def wire(self, wiring):
        wiring.on(element("games"), "click", self.on_click)
        wiring.click("games-undelete", self.on_undelete)

    def changed(self):
        """A game of the device's changed (here or in another tab): draw the list again soon."""
        self.stale = True
        if not self.drawing and not embedded():
            self.drawing = True
            asyncio.create_task(self.draw())

    def render(self):
        """The page's words changed (a language): every game said again."""
        self.drawn = {}
        self.changed()

    async def draw(self):
        await next_task()   # after the change's own frame
        while self.stale:
            self.stale = False
            await self._draw_all()
        self.drawing = False

    async def _draw_all(self):
        kept = games.inbox_first(self.keeper.stored())
        shown = self.keeper.kept
        items = []
        for game in kept:
            live = shown is not None and game.id == shown.id and self.state.aside is None   # the guide's or a lesson's board is not the game
            words = self.words(game, self.state.session if live else None)
            if words is None:
                continue
            items.append((game, words, live))
            if not live:
                await next_task()   # one game read a task: a phone's page stays responsive
        ul = element("games")
        ul.replaceChildren()
        for game, (what, state, picture), live in items:
            ul.appendChild(self.item(game, what, state, picture, live))
        element("games-none").hidden = bool(items)
        element("games-count").textContent = str(len(items))

    def words(self, kept, live=None):
        """(rules and players, turn or result, SVG) of a game: the live session's
        for the one on the board, else as it was saved (read once a change)."""
        drawn = self.drawn.get(kept.id)
        if live is None and drawn is not None and drawn[0] == kept.played:
            return drawn[1]
        session = live
        if session is None:
            text = self.storage.get(games.key(kept.id))
            try:
                if not text or text is TOO_LONG:
                    return None
                found, launch = saves.read_save(text)
            except saves.BrokenSave:
                return None
            session = Session(launch.settings, launch.game)
        text = self.state.text
        rules = session.game.rules
        said = Names(session, text)
        what = text("games.what", game=text(rules.system.WORDS["name"]), width=rules.width,
                    height=rules.height, who=mode_line(said))
        words = (what, state_text(said), thumbnail.svg(session.game))
        self.drawn[kept.id] = (kept.played, words)
        return words

    def item(self, kept, what, state, picture, live):
        text = self.state.text
        li = document.createElement("li")
        li.dataset.id = kept.id
        li.dataset.record = kept.record
        li.dataset.state = "finished" if kept.finished() else "playing"
        if live:
            li.setAttribute("aria-current", "true")
        image = document.createElement("img")
        image.className = "games-picture"
        image.alt = ""
        image.src = "data:image/svg+xml," + js.encodeURIComponent(picture)
        li.appendChild(image)
        words = document.createElement("span")
        words.className = "games-words"
        for line, name in ((what, "games-what"), (state, "games-state")):
            part = document.createElement("span")
            part.className = name
            part.textContent = line
            words.appendChild(part)
        when = document.createElement("time")
        when.className = "games-when"
        played = js.Date.new(float(kept.played))   # a float: MicroPython passes a big int to JavaScript wrapped
        when.dateTime = played.toISOString()
        when.textContent = _when(played, text.language)
        words.appendChild(when)
        li.appendChild(words)
        actions = document.createElement("span")
        actions.className = "games-actions"
        for action, key in (("open", "games.open"), ("analyse", "games.analyse"), ("delete", "games.delete")):
            button = document.createElement("button")
            button.type = "button"
            button.dataset.action = action
            button.textContent = text(key)
            button.disabled = live and action != "analyse"   # the game on the board: open another to delete it
            actions.appendChild(button)
        li.appendChild(actions)
        return li

    def on_click(self, event):
        button = event.target.closest("button")
        if button is None:
            return
        game_id = button.closest("li").dataset.id
        if button.dataset.action == "open":
            self.keeper.open_id(game_id)
        elif button.dataset.action == "analyse":
            if button.closest("li").getAttribute("aria-current") != "true":
                self.keeper.open_id(game_id)
            self.analysis.start(event)
        elif button.dataset.action == "delete":
            self.delete(game_id)

    def delete(self, game_id):
        """Remove a game from the device (never the one on the board, which is
        saved again at its next change); Undo delete puts it back."""
        storage = self.storage
        key = games.key(game_id)
        text = storage.get(key)
        if not text or text is TOO_LONG:
            return
        storage.remove(key)
        self.deleted = (key, text)
        element("games-undelete").hidden = False
        self.changed()

    def on_undelete(self, event):
        if self.deleted is None:
            return
        key, text = self.deleted
        self.deleted = None
        element("games-undelete").hidden = True
        self.storage.put(key, text)
        self.changed()
