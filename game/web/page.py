"""The web page: MicroPython on the main thread, drawing and taking input.

The entry file: it builds the page's parts, wires their events and the
reactions to the one PageState they share (game/web/play/state.py: the
Session shown, the words' language, what has been said), so that a part says
what it changed and the page draws, saves and lets the bot move.
Each part has one job, in the package of its feature (in each, x.py is pure
and x_view.py its part in the browser):

    board/     the canvas, what is pointed at, the hands on it
    panel/     the status, the end, the buttons, the move list, the table of sides
    dialogs/   New game (and Draw your own), Resign, Copy and Load record, Embed
    views/     looking back, a replay, a puzzle, the first-game guide, How to play, Analyse
    keeping/   the address, the device's games, Your games, an embed's post, other tabs
    bot/       the bot's turns at a pace to follow, which answer still fits, its workers
    export/    the board as a picture and a replay
    play/      what clicks mean, a new game's choices (pure)

and beside this file what the whole page uses: the DOM, the canvas,
localStorage, the language, the theme, the sounds, the garbage collector and
the offline note.

The Session (game/web/play/session.py) says what clicks and buttons mean; the page
never decides a rule itself, and every word it shows comes from
game/web/words/ (what it says of a session: the modules of game/web/panel/).
"""

import js

js.performance.mark("page imports")   # where a phone's start goes: game/tools/benches/page_trace.py
import asyncio

from pyscript import document

from game.web import language, sound as sounds
from game.web.keeping.keeper_view import Keeper, link_params
from game.web.storage import Storage

# The words the page starts in, if their archive is not here (a language but
# English), asked for first: they come while the rest is imported.
STORAGE = Storage()
WORDS_COMING = language.fetch_for_start(STORAGE, link_params())

from game.web.board.board_view import Board
from game.web.board.cursor import Pointer
from game.web.board.input_view import BoardInput
from game.web.bot.driver_view import BotDriver
from game.web.collector import Collector
from game.web.views.analysis_view import AnalysisView
from game.web.dialogs.record_view import RecordDialog
from game.web.dialogs.resign_view import ResignDialog
from game.web.dom import NEAREST, NO_SCROLL, Wiring, announce, element, focused_id
from game.web.keeping.games_view import GamesList
from game.web.later import Later
from game.web.panel.headline import headline
from game.web.panel.move_list_view import MoveList
from game.web.panel.panel_view import Panel
from game.web.panel.spoken import spoken_turns
from game.web.play.session import Session
from game.web.play.state import GUIDE, PageState
from game.web.sound import Sound
from game.web.theme import Theme
from game.web.views.aside_view import Aside
from game.web.views.guide_view import GuideView
from game.web.views.help_view import HelpPanel
from game.web.views.kinds import View
from game.web.views.lesson_view import LessonView
from game.web.views.puzzle_view import PuzzleView
from game.web.views.replay_view import ReplayView
from game.web.views.review_view import Review
from game.web.words import Strings

js.performance.mark("page imported")


class Page:
    def __init__(self, storage):
        self.collector = Collector()
        self.storage = storage
        self.state = state = PageState(Session(), Strings(language.starting(storage)), View())
        self.sound = Sound(sounds.chosen(self.storage))
        self.moves = MoveList(element("record"))
        self.pointer = Pointer()
        self.board = Board(element("board"))
        self.driver = BotDriver(state)
        self.help = HelpPanel(state)
        self.theme = Theme(state, self.help)
        self.keeper = Keeper(state, self.storage, self.theme, self.driver.jobs)
        self.aside = Aside(state, self.driver.jobs, self.pointer, self.keeper.tabs, self.board.canvas)
        self.guide_view = GuideView(state, self.storage, self.aside)
        self.lesson = LessonView(state, self.driver.bots, self.aside)
        self.analysis = AnalysisView(state, self.driver.bots, self.lesson)
        self.games = GamesList(state, self.keeper, self.storage, self.analysis)
        self.review = Review(state, self.moves)
        self.replay = ReplayView(state, self.review, self.keeper, self.board.canvas)
        self.puzzle = PuzzleView(state, self.driver.bots, self.keeper)
        self.panel = Panel(state, self.driver, (self.puzzle, self.replay), self.puzzle, self.keeper.slot,
                           self.moves, self.sound, self.storage)
        self.parts = (BoardInput(state, self.board, self.pointer, self.replay, self.act, self.on_undo,
                                 self.on_redo),
                      self.panel, self.help, self.keeper, self.driver, self.guide_view, self.theme, ResignDialog(state),
                      RecordDialog(state), self.review, self.replay, self.puzzle, self.games, self.analysis, self.lesson,
                      Later(state, self.later_parts))
        self.wiring = Wiring()
        state.on("leaving", self.guide_view.end)
        state.on("leaving", self.lesson.close)
        state.on("opened", self.open_views)
        state.on("game", self.note_change)
        state.on("game", self.analysis.on_game)
        state.on("played", self.record_change)
        state.on("kept", self.keeper.save)
        state.on("due", self.let_bot_move)
        state.on("words", self.games.render)
        state.on("board", self.draw_board)
        state.on("panel", self.render_panel)
        state.on(("opened", "games"), self.games.changed)   # the game shown marked in the list, or a list changed

    def start(self):
        js.performance.mark("page built")
        wiring = self.wiring
        for part in self.parts:
            part.wire(wiring)
        for name, handler in (("pass", lambda event: self.act(self.state.session.asked_pass)),
                              ("undo", self.on_undo), ("redo", self.on_redo), ("play-again", self.on_play_again),
                              ("sound", self.on_sound), ("ground", self.on_ground)):
            wiring.click(name, handler)
        wiring.on(element("language"), "change", self.on_language)
        wiring.on(js.window, "resize", lambda event: self.render())
        wiring.observe_size(element("board"), lambda: (self.board.measure(), self.render()))
        for gesture in ("pointerdown", "keydown"):   # the first gesture may start the sound
            wiring.on(js.window, gesture, lambda event: self.sound.wake())
        self.driver.start()
        self.keeper.start(link_params())
        self.guide_view.offer()
        language.apply(self.state.text)
        chosen = language.chosen(self.storage)
        if self.state.text.language != chosen and not self.keeper.launch.language:
            language.switch(self.state, chosen)   # its archive did not come: again, or said why
        self.render()
        root = document.documentElement.dataset
        js.performance.mark("board ready")
        root.readyMs = str(js.performance.now())   # for make bench-page
        root.ready = "true"

    def render(self):
        self.state.changed("board", "panel")

    def later_parts(self):
        """New game, Send your turn, Embed, Save image and Print: built at the first
        click on one, once game/web/later.py has unpacked their modules."""
        from game.web import later_parts
        return later_parts.parts(self.state, self.start_game, self.keeper, self.driver.bots, self.theme, self.board)

    def draw_board(self):
        state = self.state
        hint = self.guide_view.guide.cells() if state.aside == GUIDE else state.hint
        self.board.draw(state.session, self.pointer, hint)

    def render_panel(self):   # everything but the board
        self.puzzle.render()
        self.replay.render()
        self.panel.render()
        self.guide_view.render()
        self.lesson.render()
        self.help.render()
        self.collector.soon()   # what the change left behind, once its frame is drawn

    def act(self, action, *args):
        """A person's sub-move or pass (refused or not), and what follows it;
        whether it was played."""
        state = self.state
        aside = state.aside is not None   # the guide's game or a lesson's, not the person's
        if self.replay.active or not self.puzzle.may_act() or not self.lesson.may_act():   # a replay is watched; a puzzle's other side is the page's
            return self.render()   # not played
        made = state.session.game.history_length()
        if not aside:
            self.driver.jobs.person_acted()
        played = action(*args)
        if state.session.game.history_length() > made and not aside:
            state.played_here = True
        self.after_change()
        return played

    def after_change(self):
        """After every action: announce it, save the game, let the bot move, draw."""
        self.state.changed("game", "board", "panel")

    def note_change(self):
        """The game changed: announce it, save it, let the bot move (before the
        drawing, so the status shows at once that the bot thinks)."""
        self.state.hint = []
        self.pointer.refusal = None   # a refused click was about the position before
        self.record_change()
        self.let_bot_move()
        self.driver.want_full()

    def let_bot_move(self):
        if self.lesson.active:
            self.lesson.schedule()   # a try at a better turn is checked, not answered by the bot
        elif self.puzzle.active:
            self.puzzle.schedule()   # the puzzle's other side answers by search, not the bot
        elif not self.replay.active:   # a replay's last point is watched too, never played on
            self.driver.schedule()

    def record_change(self):
        """New actions in the history: say them, sound them, and if they ended
        the game, make the end an event (once: a game opened finished is not)."""
        state = self.state
        session = state.session
        length = session.game.history_length()
        if length > state.spoken:
            said = spoken_turns(state.said, state.spoken)
            for kind in session.kinds(state.spoken):
                if kind in ("place", "kill"):
                    self.sound.play(kind)
            if session.game.result is not None:
                said.append(state.text("say.end", headline=headline(state.said)))
                self.game_over()
            announce(said)
        state.spoken = length
        self.keeper.save()

    def game_over(self):
        """A move made here ended the game: count it, sound it, offer Play again (and the guide no more)."""
        self.panel.count_ended()
        outcome = self.state.session.outcome()
        self.sound.play(outcome if outcome in ("won", "lost") else "end")
        self.panel.focus_play_again = self.playing_by_keyboard()
        self.guide_view.hide_offer()

    def playing_by_keyboard(self):
        """Whether focus should move to Play again at the end: only from the board
        with its keyboard cursor, or from a button the end takes away (Pass, the
        resign dialog's return to Resign).  A mouse or a finger on the board keeps
        its place, and a page without the focus (an embed while its reader is
        elsewhere on the blog) never takes it."""
        focused = focused_id()
        if focused == "board":
            return self.pointer.cursor is not None
        return focused in ("pass", "resign", "hint", "redo")

    def start_game(self, settings=None, undoable=False):
        """A new game (of ``settings``, else the same again), with the board in
        view and focused, not the button that asked for it: on a phone that button is
        below the board, out of sight.  ``undoable``: Undo brings back the one replaced."""
        state = self.state
        (state.session.load_game if undoable else state.session.new_game)(settings)
        self.guide_view.hide_offer()
        state.paused = state.fast = False
        self.after_change()
        self.board.canvas.focus(NO_SCROLL)
        element("board-wrap").scrollIntoView(NEAREST)

    def open_views(self):
        """The address's game is shown: a replay or a puzzle starts from it."""
        self.replay.open()
        self.puzzle.open()

    # --- the buttons of their own ------------------------------------------------------

    def on_undo(self, event):
        state = self.state
        game = state.session.game
        state.session.undo()
        self.panel.uncount_undone()
        if state.session.game is not game:   # the game a load replaced is back: not news to announce
            state.spoken = state.session.game.history_length()
        self.after_change()

    def on_redo(self, event):
        """What Undo took back, played again: said, sounded and, if it ends the game, counted.
        Pressed by the keyboard, the last Redo leaves the focus on Undo, not lost with it."""
        session = self.state.session
        by_key = focused_id() == "redo"
        session.redo()
        self.after_change()
        if by_key and not session.can_redo() and session.game.result is None:
            element("undo").focus()

    def on_play_again(self, event):
        # Play again has gone with the result: the new game has the keys; an embed's Undo goes back to its post
        self.start_game(undoable=self.keeper.post.launch is not None)

    def on_ground(self, event):
        """Shade each side's secured ground on the board, or stop."""
        self.state.session.toggle_ground()
        self.render()

    def on_language(self, event):
        chosen = element("language").value
        language.switch(self.state, chosen)
        language.remember(self.storage, chosen)
        self.state.changed("words", "board", "panel")

    def on_sound(self, event):
        sound = self.sound
        sound.on = not sound.on
        sounds.remember(self.storage, sound.on)
        sound.wake()   # this click is the gesture that lets the page make sound
        self.render_panel()


async def start():
    """The page, once the words it starts in have come."""
    try:
        await WORDS_COMING
    except Exception:   # it starts in English, and says why (Page.start)
        pass
    Page(STORAGE).start()


if WORDS_COMING is None:
    Page(STORAGE).start()
else:
    asyncio.create_task(start())
