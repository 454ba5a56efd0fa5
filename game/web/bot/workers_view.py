"""Where the page's bot thinks: two workers, so that it answers at once anywhere.

The quick stage is MicroPython: it boots in a tenth of a second, so the bot
answers from the very first turn.  The full stage is Pyodide, two to four
times faster on the same search but some 13 MB to download and seconds to
boot; it loads in the background once the page asks for it (after a person's
first sub-move, see page.py), never when the browser asks to save data, and
takes over as soon as it is ready.  Each question goes to the best worker
ready when it is asked and is answered there, so a switch never loses,
repeats or reorders a turn.  If the full stage cannot load, the quick one
simply goes on.

Each worker is assets/bot-worker.js running game/bot/worker.py from its own
archive (game/tools/build/bundle.py: the modules the bot imports, precompiled for
MicroPython): strings in and out, so no cross-origin isolation is needed.
"""

import asyncio

import js
from pyscript.ffi import create_proxy, to_js

WORKER = "./assets/bot-worker.js"
QUICK, FULL = "quick", "full"
# The bot's Python for each stage (the names of game/tools/build/bundle.py's BUNDLES).
BUNDLES = {QUICK: "./assets/bundle/bot-quick.tar.gz", FULL: "./assets/bundle/bot-full.tar.gz"}

# True where the browser asks pages to spare the network (Chrome's Data Saver, Android's Lite mode).
_saves_data = js.Function.new("return !!(navigator.connection && navigator.connection.saveData);")


def reason(error):
    """The words of a failure: MicroPython gives a JavaScript error as (object, name, message)."""
    args = error.args
    return str(args[-1]) if len(args) == 3 else str(error)


class _Worker:
    """One interpreter in a worker: boot() once, then choose() as often as needed."""

    def __init__(self, stage):
        self.stage = stage
        self.waiting = {}     # question number -> (resolve, reject) of its promise
        self.asked = 0
        self.worker = js.Worker.new(WORKER, to_js({"type": "module"}))
        self._proxies = [create_proxy(self.on_message), create_proxy(self.on_error)]
        self.worker.addEventListener("message", self._proxies[0])
        self.worker.addEventListener("error", self._proxies[1])

    def boot(self):
        self.worker.postMessage(to_js({"id": 0, "boot": self.stage, "bundle": BUNDLES[self.stage]}))
        return self._promise(0)

    def choose(self, record, level, seed, time_limit):
        self.asked += 1
        self.worker.postMessage(to_js({"id": self.asked, "record": record, "level": level,
                                       "seed": seed, "timeLimit": time_limit}))
        return self._promise(self.asked)

    def ask_puzzle(self, question, record, side, task):
        self.asked += 1
        self.worker.postMessage(to_js({"id": self.asked, "puzzle": question, "record": record,
                                       "side": side, "task": task}))
        return self._promise(self.asked)

    def ask_review(self, record, number, level):
        self.asked += 1
        self.worker.postMessage(to_js({"id": self.asked, "review": number, "record": record, "level": level}))
        return self._promise(self.asked)

    def ask_try(self, record, number, tried, level):
        self.asked += 1
        self.worker.postMessage(to_js({"id": self.asked, "attempt": number, "record": record, "tried": tried,
                                       "level": level}))
        return self._promise(self.asked)

    def _promise(self, number):
        def wait(resolve, reject):
            self.waiting[number] = (resolve, reject)
        return js.Promise.new(create_proxy(wait))

    def on_message(self, event):
        data = event.data
        self._settle(data.id, data.answer, data.failed)

    def on_error(self, event):
        """The worker's own script could not load or run: every question fails."""
        event.preventDefault()
        for number in list(self.waiting):
            self._settle(number, None, getattr(event, "message", None) or "its worker did not load")

    def _settle(self, number, value, failure):
        if number not in self.waiting:
            return
        resolve, reject = self.waiting.pop(number)
        if failure is None:
            resolve(value)
        else:
            reject(js.Error.new(failure))


class BotWorkers:
    """The quick and the full worker; ``on_change()`` is called when either comes up or fails."""

    def __init__(self, on_change):
        self.on_change = on_change
        self.ready = {}          # stage -> worker, once booted
        self.failed = {}         # stage -> why it could not start
        self.loading = set()
        self.ready_ms = {}       # stage -> performance.now() when it came up (make bench-page)
        self.settled = asyncio.Event()   # set once a stage has come up or failed

    @property
    def stage(self):
        """The stage that answers the next question: full once ready, else quick, else None."""
        for stage in (FULL, QUICK):
            if stage in self.ready:
                return stage
        return None

    @property
    def error(self):
        """Why no bot can answer, once every stage that was tried has failed."""
        if self.stage is None and not self.loading and QUICK in self.failed:
            return self.failed[QUICK]
        return None

    async def start_quick(self):
        await self._start(QUICK)

    def want_full(self):
        """Load the full stage in the background, once, unless the browser saves data."""
        if FULL in self.ready or FULL in self.loading or FULL in self.failed or _saves_data():
            return
        self.loading.add(FULL)
        asyncio.create_task(self._start(FULL))

    def retry(self):
        """The stages that could not start, started again: the browser is online
        again, and what it could not fetch may come now."""
        for stage in list(self.failed):
            del self.failed[stage]
            self.loading.add(stage)   # no bot error said meanwhile (error)
            asyncio.create_task(self._start(stage))

    async def _start(self, stage):
        self.loading.add(stage)
        worker = _Worker(stage)
        try:
            await worker.boot()
        except Exception as error:
            self.failed[stage] = reason(error)
            worker.worker.terminate()
            js.console.warn("The bot's %s stage could not start: %s" % (stage, self.failed[stage]))
        else:
            self.ready[stage] = worker
            self.ready_ms[stage] = js.performance.now()
        self.loading.discard(stage)
        self.settled.set()
        self.on_change()

    async def answering(self):
        """The stage that answers, once one has come up; None if none could."""
        await self.settled.wait()
        return self.stage

    async def choose(self, record, level, seed, time_limit):
        """One turn ("a1-b2-c3", "pass", or "" once the game is over) from the best
        worker ready now; it is answered there even if the other takes over meanwhile."""
        return await self.ready[self.stage].choose(record, level, seed, time_limit)

    async def review(self, record, number, level):
        """Turn ``number`` of ``record`` read back (game/bot/worker.py's review_turn) by the best worker ready now."""
        return await self.ready[self.stage].ask_review(record, number, level)

    async def try_turn(self, record, number, tried, level):
        """A try at a better turn than turn ``number`` of ``record`` (game/bot/worker.py's try_turn)."""
        return await self.ready[self.stage].ask_try(record, number, tried, level)

    async def puzzle(self, question, record, side, task):
        """A puzzle's question (game/bot/worker.py's puzzle) to the best worker ready now."""
        return await self.ready[self.stage].ask_puzzle(question, record, side, task)
