"""The Embed dialog: what a blog author's embed shows (this position to play on,
the game move by move, a puzzle), its box, language and colours; a live
preview, and the iframe HTML and the plain link to copy (what they say:
game/web/dialogs/embed.py)."""

import asyncio

from js import window
from pyscript import document

from game.core.board import number_up_to
from game.web import language
from game.web.bot.workers_view import reason
from game.web.dialogs.embed import MAX_SIDE, MIN_SIDE, PLAY, PUZZLE, REPLAY, Embed, iframe, read_box, shown_theme, url
from game.web.dom import copy_box, element
from game.web.views.kinds import TASKS

# The preview is the embed itself, shrunk to fit the dialog: never wider than this (CSS pixels).
PREVIEW_WIDTH = 320
# The iframe's title, which a screen reader says for the embed in the post.
FRAME_TITLES = {PLAY: "embed.frame-play", REPLAY: "embed.frame-replay", PUZZLE: "embed.frame-puzzle"}


class EmbedDialog:
    def __init__(self, state, bots, theme):
        self.state = state
        self.bots = bots     # the puzzle's solutions are searched by the bot's workers
        self.theme = theme   # the device's paper, under the preview
        self.dialog = element("embed-dialog")
        self.form = element("embed-form")
        self.src = None   # the preview's link, loaded once per change
        self.puzzle = None   # (record, task) of the puzzle whose solutions were asked last
        self.words_lost = set()   # languages whose words could not come while the dialog is open

    def wire(self, wiring):
        wiring.click("embed", self.open)
        wiring.click("embed-close", lambda event: self.dialog.close())
        wiring.click("embed-copy", lambda event: asyncio.create_task(self.copy("embed-code")))
        wiring.click("embed-copy-link", lambda event: asyncio.create_task(self.copy("embed-link")))
        wiring.on(self.form, "change", self.update)
        wiring.on(self.dialog, "close", lambda event: self.unload())

    def field(self, name):
        return self.form.elements.namedItem(name)

    def open(self, event):
        session = self.state.session
        shown = session.game.history_length() if session.view is None else session.view
        move = self.field("move")
        move.max = str(session.game.history_length())
        move.value = str(shown)
        element("embed-said").textContent = ""
        self.words_lost.clear()   # the line may be back: asked for again
        self.update()
        self.dialog.showModal()

    def chosen(self):
        """The Embed the form says, or None (what is wrong said in the dialog)."""
        form = self.field
        box = read_box(form("width").value, form("height").value)
        error = element("embed-error")
        if box is None:
            error.textContent = self.state.text("embed.bad-box", low=MIN_SIDE, high=MAX_SIDE)
            return None
        error.textContent = ""
        view = document.querySelector('#embed-form input[name="view"]:checked').value
        total = self.state.session.game.history_length()
        move = number_up_to(form("move").value.strip(), total)
        return Embed(view, form("opponent").value, total if move is None else move, box[0], box[1],
                     form("language").value, form("theme").value, form("transparent").checked,
                     form("autoplay").checked, TASKS[form("task").value])

    def update(self, event=None):
        embed = self.chosen()
        self.form.dataset.view = document.querySelector('#embed-form input[name="view"]:checked').value
        if embed is None:
            return
        session = self.state.session
        location = window.location
        src = url(location.origin + location.pathname, session.settings, session.game, session.shown_game(), embed)
        words = self.title_words(embed.language)
        # no code in one language with a title in another: written once the title's words have come
        element("embed-code").value = "" if words is None else iframe(src, words(FRAME_TITLES[embed.view]), embed)
        element("embed-copy").disabled = words is None
        element("embed-link").value = src
        self.show_preview(src, embed)
        if embed.view == PUZZLE:
            asyncio.create_task(self.check_puzzle(session.shown_game(), embed.task))

    def title_words(self, code):
        """The words of the iframe's title, which the embed's reader hears: its
        language's, None while they come (update() again then), the page's if
        it has none or they cannot come."""
        if not code or code in self.words_lost:
            return self.state.text

        def lost(why):
            self.words_lost.add(code)
            self.update()

        return language.strings_or_later(code, self.update, lost)

    async def check_puzzle(self, position, task):
        """Say whether the position is a puzzle: how many winning turns the
        search finds for its side to move within ``task`` turns (one: a puzzle
        with one answer), or that there is none."""
        asked = (position.record(), task)
        if asked == self.puzzle:
            return
        self.puzzle = asked
        said = element("embed-puzzle")
        said.textContent = self.state.text("embed.puzzle-searching")
        bots = self.bots
        try:
            if await bots.answering() is None:   # asked as soon as the page opens: the worker boots
                raise RuntimeError(bots.error)
            answer = await bots.puzzle("solutions", asked[0], position.turn, task)
        except Exception as error:
            answer, failure = None, reason(error)
        if self.puzzle != asked:
            return   # another position or task was chosen meanwhile
        if answer is None:
            said.textContent = self.state.text("embed.puzzle-failed", error=failure)
        elif answer == "unknown":
            said.textContent = self.state.text("embed.puzzle-unknown")
        elif not answer:
            said.textContent = self.state.text("embed.puzzle-none")
        else:
            turns = answer.split(";")
            key = "embed.puzzle-one" if len(turns) == 1 else "embed.puzzle-many"
            said.textContent = self.state.text(key, count=len(turns))

    def show_preview(self, src, embed):
        scale = min(1.0, PREVIEW_WIDTH / embed.width)
        preview = element("embed-preview")
        preview.width = str(embed.width)
        preview.height = str(embed.height)
        preview.style.transform = "scale(%.4f)" % scale
        # what a blog of the embed's colours shows round it and, transparent, under it
        element("embed-frame").dataset.backdrop = shown_theme(embed, self.theme.device_theme())
        frame = element("embed-frame").style
        frame.width = "%dpx" % round(embed.width * scale)
        frame.height = "%dpx" % round(embed.height * scale)
        if src != self.src:
            self.src = src
            preview.src = src

    def unload(self):
        """A closed dialog runs no second game in its preview."""
        self.src = None
        self.puzzle = None
        element("embed-preview").src = "about:blank"

    async def copy(self, name):
        copied = await copy_box(element(name))
        element("embed-said").textContent = self.state.text("embed.copied" if copied else "embed.copy-refused")
