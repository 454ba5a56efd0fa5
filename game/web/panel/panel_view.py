"""The panel beside the board: the status (clipped when long), the end of the
game with the record of results, the move list or the guide's step, and
which buttons can be used now."""

from js import window
from pyscript import document

from game.web.board.palette import pencil_of
from game.web.dom import Written, element, embedded, set_words
from game.web.panel import tally
from game.web.panel.headline import beside_reason, headline
from game.web.panel.mode_line import mode_line
from game.web.panel.panel import buttons, status_line
from game.web.panel.side_table_view import SideTable
from game.web.panel.title import tab_title
from game.web.play.state import GUIDE


class Panel:
    def __init__(self, state, driver, views, puzzle, slot, moves, sound, storage):
        self.state = state
        self.driver = driver     # whether the bot thinks, and its stage
        self.views = views       # the replay's and the puzzle's words come first, in their view
        self.puzzle = puzzle     # a puzzle not yet tried has nothing to try again
        self.slot = slot         # whether the game shown is saved
        self.moves = moves
        self.sound = sound
        self.storage = storage   # the records of results
        self.status = element("status")
        self.tallies = {}   # game -> its record of results (game/web/panel/tally.py), read when first shown
        self.focus_play_again = False   # the game just ended where the person played by keyboard
        self.sides = SideTable()
        self.written = Written()

    def wire(self, wiring):
        wiring.on(self.status, "click", self.on_status)
        wiring.on(self.status, "keydown", self.on_status)
        wiring.on(window, "storage", self.on_storage)

    def on_storage(self, event):
        if event.key and event.key.startswith(tally.KEY):
            self.tallies = {}   # another tab counted a game: read again when shown
            self.state.changed("panel")

    def render(self):
        state = self.state
        session = state.session
        text = state.text
        game = session.game
        thinking = self.driver.thinking
        bots = self.driver.bots
        unsaved = self.slot.unsaved
        status = self.status
        written = self.written
        edge = pencil_of(game.rules.sides.index(game.turn))
        if written.changed("--turn", edge):
            status.style.setProperty("--turn", edge)   # its edge in the pencil of the side to move
        for name, value in (("turn", game.turn), ("left", str(game.actions_left)), ("result", game.result or ""),
                            ("thinking", "true" if thinking else "false"),
                            ("view", "" if session.view is None else str(session.view)),
                            ("out", " ".join("%s:%s" % (side, why) for side, why in game.out))):
            if written.changed(name, value):
                setattr(status.dataset, name, value)
        said = state.said
        words = next((words for words in (view.words() for view in self.views) if words), None) \
            or status_line(said, text, thinking, bots, state.paused, unsaved, state.fast)
        self.show_result()   # first: its headline takes a line of the status measured below
        self.write_status(words)
        aloud = said.read_aloud()
        self.show_spoken(status_line(aloud, text, thinking, bots, state.paused, unsaved, state.fast)
                         if aloud else "")
        self.sides.show(said)
        listed = state.aside != GUIDE   # the guide's step shows in the list's place (game/web/views/guide_view.py)
        if listed:
            self.moves.show(game, session.generation, session.view)
        for name, usable in buttons(session, bots.stage is not None, untried=self.puzzle.untried(),
                                    fast=state.fast).items():
            if written.changed(name, usable):
                button = element(name)
                button.disabled, button.hidden = usable
        for name, value in (("ground", "true" if session.ground_shown() else "false"),
                            ("sound", "true" if self.sound.on else "false")):
            if written.changed(name + " pressed", value):
                element(name).setAttribute("aria-pressed", value)
        set_words("pause", text("button.resume" if state.paused else "button.pause"))
        set_words("mode", mode_line(said))
        title = tab_title(said)
        if written.changed("title", title):
            document.title = title
        # what reads the layout comes last, after every write: one layout, not one a read
        self.measure_status()
        if listed:
            self.moves.scroll()

    def show_result(self):
        """The end of the game, while the live game is shown: its headline above
        the reason in the status, the record of results and the next steps
        under it (style.css hides the buttons of a game in play)."""
        session = self.state.session
        over = session.game.result is not None and session.view is None
        said = self.state.said
        words = (beside_reason(said) if embedded() else headline(said)) if over else ""
        written = self.written
        if written.changed("headline", words):
            if words:
                element("status-text").dataset.headline = words
            else:
                element("status-text").removeAttribute("data-headline")
        tally_words = self.tally_line() if over else ""
        if written.changed("tally", tally_words):
            element("tally").textContent = tally_words
        if written.changed("result hidden", not over):
            element("result").hidden = not over
        if over and self.focus_play_again:
            element("play-again").focus()
        self.focus_play_again = False

    def results(self, game):
        """The record of results of ``game`` (read when first wanted)."""
        key = tally.key(game)
        if key not in self.tallies:
            self.tallies[key] = tally.read(self.storage.get(key))
        return self.tallies[key]

    def count(self, game, level, outcome, change=tally.add):
        """A game ended here (``change`` tally.add), or its end was undone
        (tally.remove): its record changed, read afresh (another tab may have
        counted one meanwhile)."""
        storage = self.storage
        key = tally.key(game)
        results = self.tallies[key] = tally.read(storage.get(key))
        change(results, level, outcome)
        storage.put(key, tally.write(results))

    def count_ended(self):
        """A move made here ended the game: its outcome in the record, once."""
        session = self.state.session
        counted = session.tally_outcome()
        if counted:
            self.count(session.game.rules.game, session.settings.level, counted)

    def uncount_undone(self):
        """An end undone is no game: out of the record (the game's next end counts)."""
        session = self.state.session
        undone = session.untally()
        if undone:
            self.count(session.game.rules.game, session.settings.level, undone, tally.remove)

    def tally_line(self):
        """The person's results in this game against this bot level, or "" for a
        game that does not count (see Session.counts_in_tally)."""
        session = self.state.session
        if not session.counts_in_tally():
            return ""
        return tally.tally_line(self.state.said, self.results(session.game.rules.game))

    def write_status(self, words):
        """The status's words (measure_status says whether they are clipped)."""
        if self.written.changed("status", words):
            element("status-text").textContent = words
            self.status.dataset.open = "false"   # a new message starts short again

    def measure_status(self):
        """The status is clipped to a few lines (style.css) when it is long: then
        it says so, and a click, a tap or Enter shows it all."""
        status = self.status
        shown = element("status-text")
        clipped = status.dataset.open == "true" or shown.scrollHeight > shown.clientHeight + 1
        words = self.written.last["status"]
        if self.written.changed("clipped", (clipped, words)):
            status.dataset.clipped = "true" if clipped else "false"
            status.title = words if clipped else ""
            status.tabIndex = 0 if clipped else -1

    def show_spoken(self, words):
        """The status as a screen reader hears it, where that differs from what
        is shown ("Player 13 to move", not the glyph of ◇ 13): the shown words
        then hidden from it."""
        if not self.written.changed("spoken", words):
            return
        shown = element("status-text")
        if words:
            shown.setAttribute("aria-hidden", "true")
        else:
            shown.removeAttribute("aria-hidden")
        set_words("status-spoken", words)

    def on_status(self, event):
        if self.status.dataset.clipped == "true" and (event.type == "click" or event.key in ("Enter", " ")):
            event.preventDefault()
            self.status.dataset.open = "false" if self.status.dataset.open == "true" else "true"
