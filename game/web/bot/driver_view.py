"""The bot on the page: when it is asked for a turn or a hint, playing its
answer sub-move by sub-move at a pace a person can follow (held by Pause, at
once by Finish fast: game/web/panel/panel.py decides), dropping an
answer that no longer fits (game/web/bot/driver.py decides which), and the
workers' stages (game/web/bot/workers_view.py) as they come up."""

import asyncio

import js
from js import window
from pyscript import document
from pyscript.ffi import to_js

from game.bot.levels import TIME_LIMITS
from game.web import offline
from game.web.bot.driver import BotJobs, job_of
from game.web.bot.workers_view import BotWorkers, FULL, QUICK, reason
from game.web.dom import element, next_task
from game.web.panel.panel import bot_may_play, bot_step, may_pause, people_out

BOT_STEP = 0.3     # seconds between the bot's sub-moves, so a person can follow them
DEMO_STEP = 0.7    # a slower pace for bot vs bot
HINT_LEVEL = "hard"


def _seed():
    return int(js.Math.random() * 1e9)


class BotDriver:
    def __init__(self, state):
        self.state = state
        self.bots = BotWorkers(self.on_bots_change)
        self.jobs = BotJobs()
        self.offline_cache = False   # asked for, or installed
        self.full_stage_cached = False
        # [stage, ms] of every bot answer, for make bench-bot and the tests
        self.answers = js.Array.new()
        window.virusWarBotAnswers = self.answers

    def wire(self, wiring):
        wiring.click("hint", lambda event: asyncio.create_task(self.show_hint()))
        wiring.click("pause", self.on_pause)
        wiring.click("finish", self.on_finish)
        # a stage that could not start (the line dropped on a first visit) is asked again
        wiring.on(window, "online", lambda event: self.bots.retry())

    def on_pause(self, event):
        self.state.paused = not self.state.paused
        self.state.changed("game", "board", "panel")

    def on_finish(self, event):
        """Every person is out: the bots play on to the end with no wait (from a pause too)."""
        self.state.paused = False
        self.state.fast = True
        self.state.changed("game", "board", "panel")

    def start(self):
        asyncio.create_task(self.bots.start_quick())   # boots beside the board's first drawing

    def on_bots_change(self):
        """A bot worker came up or failed: show it and let the bot move.  Once
        the first has settled, cache the game for offline play (whether or not
        a bot could start: two people can still play)."""
        stages = self.bots
        root = document.documentElement.dataset
        root.botStage = stages.stage or ""
        root.botFailed = " ".join(stages.failed)
        for stage, ready_ms in stages.ready_ms.items():   # for make bench-page
            root[stage + "BotMs"] = str(ready_ms)
        self.state.changed("game", "board", "panel")
        if not self.offline_cache:
            self.offline_cache = True
            asyncio.create_task(self.cache_for_offline())
        if FULL in stages.ready and not self.full_stage_cached:
            # once; it is not cached before a person wants it
            self.full_stage_cached = True
            offline.cache_full_stage()

    async def cache_for_offline(self):
        """The offline cache installed; where it could not be (the line cut as
        the first stage settled), asked again at the bots' next change (a stage
        started again once the browser is online)."""
        self.offline_cache = await offline.install(element("updated"))

    def want_full(self):
        """The full-strength bot loads once a person has played here and a turn is
        over with nothing for the bot to do: not before the first answer, which
        it would slow down on a slow link — unless the quick bot failed, or an
        expert plays, whose person chose to wait for its strength."""
        session = self.state.session
        game = session.game
        idle = game.position.at_turn_start() and not session.bot_to_move()
        wanted = (self.state.played_here and (idle or QUICK in self.bots.failed)) or session.settings.has_expert()
        if game.result is None and wanted:
            self.bots.want_full()
            # for the tests, once it is wanted: "full" while it loads, else "" (loaded, or the browser saves data)
            document.documentElement.dataset.botLoading = " ".join(sorted(self.bots.loading))

    @property
    def thinking(self):
        """The bot is working on the position on the board (not a stale one); a
        paused demo's bot is not: its answer is set aside, Resume asks again."""
        session = self.state.session
        return session.bot_to_move() and self.jobs.thinking(session) and not self.state.paused

    def schedule(self):
        """The bot's turn, if it is due (the page asks in the play view only)."""
        state = self.state
        session = state.session
        state.paused = state.paused and may_pause(session)   # a person back in (an undo of their resign) is never held
        state.fast = state.fast and people_out(session)
        if not bot_may_play(session, state.paused) or self.bots.stage is None:
            return
        job = self.jobs.due(session)
        if job is not None:
            asyncio.create_task(self.bot_turn(job))

    async def bot_turn(self, job):
        state = self.state
        session = state.session
        jobs = self.jobs
        level = session.settings.bot_level(session.game.turn)
        started = js.performance.now()
        stage = self.bots.stage
        try:
            answer = await self.bots.choose(session.game.record(), level, _seed(), session.settings.time_limit(level))
            self.answers.push(to_js([stage, js.performance.now() - started]))
        except Exception as error:
            answer = None
            jobs.failed(job)
            session.say("status.bot-failed", error=reason(error))
        if not jobs.current(state.session, job):
            return   # the game moved on (undo, new game) while the bot thought
        step = bot_step(session, state.fast, BOT_STEP, DEMO_STEP)
        if state.paused:
            answer = None   # the board stands still from the pause on: Resume asks the bot again
        if answer == "pass":
            session.play_bot_turn(answer)
        elif answer:
            cells = answer.split("-")
            for index, cell in enumerate(cells):
                session.play_bot_cell(cell)
                job = jobs.moved(session)
                if not step and index + 1 < len(cells):
                    continue   # finishing fast: each turn drawn once, whole
                # the board first, the words and the save in a task of their own: in a
                # game of 30 the two together held the page up for longer than a frame
                state.changed("board")
                await next_task()
                if not jobs.current(state.session, job):
                    return   # what changed the game meanwhile saved and drew it
                # the turn is said in words once it is all on the board
                state.changed("kept" if index + 1 < len(cells) else "played")
                state.changed("panel")
                await asyncio.sleep(step)
                if not jobs.current(state.session, job):
                    return
                if state.paused:
                    break   # the rest of the turn too, once Resume asks for it
        jobs.done()
        state.changed("game", "board", "panel")

    async def show_hint(self):
        """Ask the bot which turn it would play for the person, and mark it."""
        state = self.state
        session = state.session
        job = job_of(session)
        session.say("hint.looking")
        state.changed("panel")
        try:
            answer = await self.bots.choose(session.game.record(), HINT_LEVEL, _seed(), TIME_LIMITS[HINT_LEVEL])
        except Exception as error:
            answer = None
            session.say("hint.none", error=reason(error))
        if job_of(state.session) != job:
            return   # the person moved meanwhile: the hint is for another position
        if answer == "pass":
            state.hint = []
            session.say("hint.pass")
        elif answer:
            # the rest of the turn only, mid-turn: the words name the numbers the board draws
            state.hint = answer.split("-")
            numbers = ", ".join(str(order) for order in range(1, len(state.hint) + 1))
            session.say("hint.turn", turn=answer, numbers=numbers)
        state.changed("board", "panel")
