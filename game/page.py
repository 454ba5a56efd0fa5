"""The web page: MicroPython on the main thread, drawing and taking input.

It holds a Session (what clicks and buttons mean), draws it with board_view
and asks the bot — a Pyodide worker started once the board is ready — for
the bot's turns, with the game record as a string.  The page never decides
a rule itself.
"""

import asyncio
import json

import js
from js import window   # the real window: pyscript's is the global proxy, whose methods lose `this`
from pyscript import config, create_named_worker, document
from pyscript.ffi import create_proxy

from game import board_view
from game.errors import RecordError
from game.layout import BoardLayout
from game.rules import Rules
from game.session import Session, Settings, VS_BOT, TWO_PLAYERS, DEMO

PYODIDE = "./assets/runtime/pyodide/pyodide.mjs"
BOT_WORKER = "./game/bot_worker.py"
BOT_STEP = 0.3     # seconds between the bot's sub-moves, so a person can follow them
DEMO_STEP = 0.7    # a slower pace for bot vs bot
# Seconds the bot may think per turn at each level (it answers sooner when it can).
TIME_LIMITS = {"easy": 0.08, "medium": 0.25, "hard": 0.85}
HINT_LEVEL = "hard"

MODE_TEXT = {VS_BOT: "You play %s against the %s bot.", TWO_PLAYERS: "Two players on this device.",
             DEMO: "Demo: the %s bot plays both sides."}


def element(name):
    return document.getElementById(name)


class Page:
    def __init__(self):
        self.session = Session()
        self.canvas = element("board")
        self.status = element("status")
        self.layout = None
        self.size = (0, 0, 0)     # CSS width, height and device pixel ratio drawn for
        self.hover = None
        self.paused = False
        self.bot = None           # the worker, once booted
        self.bot_error = None     # why the worker could not start
        self.bot_job = None       # (generation, history length) the bot is answering
        self.bot_failed_on = None
        self.hint = []            # cells the hint shows, until the next change
        self.think_times = js.Array.new()   # ms per bot answer, for make bench-bot
        window.virusWarBotTimes = self.think_times
        self._proxies = []

    # --- wiring ---------------------------------------------------------------------

    def on(self, target, event, handler):
        proxy = create_proxy(handler)
        self._proxies.append(proxy)   # keep the proxy alive as long as the page
        target.addEventListener(event, proxy)

    def start(self):
        self.on(self.canvas, "click", self.on_click)
        self.on(self.canvas, "pointermove", self.on_pointer_move)
        self.on(self.canvas, "pointerleave", self.on_pointer_leave)
        self.on(window, "resize", lambda event: self.render())
        observer = js.ResizeObserver.new(create_proxy(lambda entries, observer: self.render()))
        observer.observe(element("board-wrap"))
        self._proxies.append(observer)
        for name, handler in (("pass", self.on_pass), ("undo", self.on_undo), ("hint", self.on_hint),
                              ("resign", self.on_resign), ("new", self.on_new),
                              ("play-again", self.on_play_again), ("pause", self.on_pause),
                              ("copy", self.on_copy), ("load", self.on_load),
                              ("cancel-new-game", lambda e: element("new-game-dialog").close()),
                              ("cancel-load", lambda e: element("load-dialog").close())):
            self.on(element(name), "click", handler)
        self.on(element("new-game-form"), "submit", self.on_new_game_submit)
        self.on(element("load-form"), "submit", self.on_load_submit)
        self.render()
        root = document.documentElement.dataset
        root.readyMs = str(js.performance.now())   # for make bench-page
        root.ready = "true"
        asyncio.create_task(self.boot_bot())

    # --- drawing ----------------------------------------------------------------------

    def render(self):
        session = self.session
        game = session.game
        width = self.canvas.clientWidth
        height = self.canvas.clientHeight
        ratio = window.devicePixelRatio or 1
        if (width, height, ratio) != self.size:
            self.size = (width, height, ratio)
            self.canvas.width = int(width * ratio + 0.5)
            self.canvas.height = int(height * ratio + 0.5)
        flipped = session.settings.mode == VS_BOT and session.settings.human == "O"
        self.layout = BoardLayout(game.rules.width, game.rules.height, width, height, flipped)
        context = self.canvas.getContext("2d")
        context.setTransform(ratio, 0, 0, ratio, 0, 0)
        reach = 0 if session.bot_to_move() else game.position.legal
        board_view.draw(context, self.layout, width, height, game.position, reach,
                        session.recent_cells(), self.hover, self.hint)
        data = self.canvas.dataset
        data.cols = str(game.rules.width)
        data.rows = str(game.rules.height)
        data.grid = self.layout.grid()
        data.flipped = "true" if flipped else "false"
        self.render_panel()

    def render_panel(self):
        session = self.session
        game = session.game
        status = self.status
        status.dataset.turn = game.turn
        status.dataset.left = str(game.actions_left)
        status.dataset.result = game.result or ""
        status.dataset.thinking = "true" if self.thinking else "false"
        text = session.status(self.thinking)
        if self.bot_error and session.bot_to_move():
            text = self.bot_error
        elif session.bot_to_move() and self.bot is None and not session.notice:
            text = "The bot is waking up… (%s to move)" % game.turn
        if self.paused and session.settings.mode == DEMO and game.result is None:
            text = "Demo paused. " + text
        status.textContent = text
        element("record").textContent = game.record()
        human_turn = game.result is None and not session.bot_to_move()
        element("pass").disabled = not (human_turn and game.position.at_turn_start())
        element("hint").disabled = not (human_turn and self.bot is not None)
        element("undo").disabled = session.settings.mode == DEMO or not game.history()
        element("resign").disabled = game.result is not None or session.settings.mode == DEMO
        element("new").disabled = False
        element("copy").disabled = False
        element("load").disabled = False
        element("again-row").hidden = game.result is None
        pause = element("pause")
        pause.hidden = session.settings.mode != DEMO
        pause.textContent = "Resume" if self.paused else "Pause"
        settings = session.settings
        if settings.mode == VS_BOT:
            mode_text = MODE_TEXT[VS_BOT] % (settings.human, settings.level)
        elif settings.mode == DEMO:
            mode_text = MODE_TEXT[DEMO] % settings.level
        else:
            mode_text = MODE_TEXT[TWO_PLAYERS]
        element("mode").textContent = mode_text

    # --- people ---------------------------------------------------------------------------

    def cell_from_event(self, event):
        """(col, row) under the pointer, or None off the grid."""
        rect = self.canvas.getBoundingClientRect()
        return self.layout.cell_at(event.clientX - rect.left, event.clientY - rect.top)

    def on_click(self, event):
        spot = self.cell_from_event(event)
        if spot is None:
            return
        geo = self.session.game.rules.geometry
        self.session.click(geo.name(geo.bit(spot[0], spot[1])))
        self.after_change()

    def on_pointer_move(self, event):
        spot = self.cell_from_event(event)
        if spot != self.hover:
            self.hover = spot
            self.render()

    def on_pointer_leave(self, event):
        if self.hover is not None:
            self.hover = None
            self.render()

    def on_pass(self, event):
        self.session.pass_turn()
        self.after_change()

    def on_undo(self, event):
        self.session.undo()
        self.after_change()

    def on_resign(self, event):
        self.session.resign()
        self.after_change()

    def on_pause(self, event):
        self.paused = not self.paused
        self.after_change()

    def on_play_again(self, event):
        self.session.new_game()
        self.paused = False
        self.after_change()

    def on_new(self, event):
        form = element("new-game-form")
        settings = self.session.settings
        rules = settings.rules
        mode = "bot-" + settings.human if settings.mode == VS_BOT else settings.mode
        for radio in document.querySelectorAll('#new-game-form input[name="mode"]'):
            radio.checked = radio.value == mode
        form.elements.namedItem("width").value = str(rules.width)
        form.elements.namedItem("height").value = str(rules.height)
        form.elements.namedItem("actions").value = str(rules.actions)
        form.elements.namedItem("last-mover-wins").checked = rules.last_mover_wins
        form.elements.namedItem("level").value = settings.level
        element("new-game-error").textContent = ""
        element("new-game-dialog").showModal()

    def on_new_game_submit(self, event):
        event.preventDefault()
        form = element("new-game-form")
        fields = form.elements
        mode = document.querySelector('#new-game-form input[name="mode"]:checked').value
        try:
            rules = Rules(_whole_number(fields.namedItem("width").value, "Board width"),
                          _whole_number(fields.namedItem("height").value, "Board height"),
                          _whole_number(fields.namedItem("actions").value, "Sub-moves per turn"),
                          None, bool(fields.namedItem("last-mover-wins").checked))
        except ValueError as error:
            element("new-game-error").textContent = str(error)[0].upper() + str(error)[1:] + "."
            return
        level = fields.namedItem("level").value
        if mode.startswith("bot-"):
            settings = Settings(VS_BOT, mode[-1], rules, level)
        else:
            settings = Settings(mode, "X", rules, level)
        element("new-game-dialog").close()
        self.session.new_game(settings)
        self.paused = False
        self.after_change()

    def on_hint(self, event):
        asyncio.create_task(self.show_hint())

    async def show_hint(self):
        """Ask the bot which turn it would play for the person, and mark it."""
        session = self.session
        job = self.current_job()
        session.notice = "Looking for a good turn…"
        self.render_panel()
        try:
            answer = await self.bot.choose(session.game.record(), HINT_LEVEL,
                                           int(js.Math.random() * 1e9), TIME_LIMITS[HINT_LEVEL])
        except Exception as error:
            answer = None
            session.notice = "No hint: %s." % error
        if self.current_job() != job:
            return   # the person moved meanwhile: the hint is for another position
        if answer:
            self.hint = [] if answer == "pass" else answer.split("-")
            session.notice = ("Hint: pass." if answer == "pass" else
                              "Hint: %s (marked 1, 2, 3 on the board)." % answer)
        self.render()

    def on_copy(self, event):
        asyncio.create_task(self.copy_record())

    async def copy_record(self):
        text = self.session.game.record()
        try:
            await window.navigator.clipboard.writeText(text)
            self.session.notice = "The record is copied." if text else "No moves to copy yet."
        except Exception:
            selection = window.getSelection()
            selection.selectAllChildren(element("record"))
            self.session.notice = "Copying was refused here: the record is selected, copy it by hand."
        self.render_panel()

    def on_load(self, event):
        element("load-error").textContent = ""
        element("load-text").value = ""
        element("load-dialog").showModal()

    def on_load_submit(self, event):
        event.preventDefault()
        try:
            self.session.load_record(element("load-text").value)
        except RecordError as error:
            element("load-error").textContent = "This record cannot be read: %s" % error
            return
        element("load-dialog").close()
        self.after_change()

    def after_change(self):
        self.hint = []
        self.schedule_bot()   # first, so the status shows at once that the bot thinks
        self.render()

    # --- the bot --------------------------------------------------------------------------

    async def boot_bot(self):
        worker_config = dict(config)
        worker_config.pop("type", None)
        worker_config["interpreter"] = PYODIDE
        worker_config["sync_main_only"] = True
        worker_config.pop("plugins", None)
        try:
            self.bot = await create_named_worker(BOT_WORKER, "bot", json.dumps(worker_config), "py")
        except Exception as error:
            self.bot_error = "The bot could not start: %s" % error
        self.after_change()

    def current_job(self):
        return (self.session.generation, len(self.session.game.history()))

    @property
    def thinking(self):
        """The bot is working on the position on the board (not a stale one)."""
        return self.session.bot_to_move() and self.bot_job == self.current_job()

    def schedule_bot(self):
        session = self.session
        if not session.bot_to_move() or self.paused or self.bot is None:
            return
        job = self.current_job()
        if self.bot_job == job or self.bot_failed_on == job:
            return
        self.bot_job = job
        asyncio.create_task(self.bot_turn(job))

    async def bot_turn(self, job):
        session = self.session
        self.render_panel()
        level = session.settings.level
        started = js.performance.now()
        try:
            answer = await self.bot.choose(session.game.record(), level,
                                           int(js.Math.random() * 1e9), TIME_LIMITS[level])
            self.think_times.push(js.performance.now() - started)
        except Exception as error:
            answer = None
            self.bot_failed_on = job
            session.notice = "The bot failed: %s. Undo or start a new game." % error
        if self.current_job() != job:
            return   # the game moved on (undo, new game) while the bot thought
        step = DEMO_STEP if session.settings.mode == DEMO else BOT_STEP
        if answer == "pass":
            session.play_bot_turn(answer)
        elif answer:
            for cell in answer.split("-"):
                session.play_bot_cell(cell)
                job = self.bot_job = self.current_job()
                self.render()
                await asyncio.sleep(step)
                if self.current_job() != job:
                    return
        self.bot_job = None
        self.after_change()


def _whole_number(text, label):
    if not text or not text.strip().isdigit():
        raise ValueError("%s must be a whole number" % label.lower())
    return int(text)


Page().start()
