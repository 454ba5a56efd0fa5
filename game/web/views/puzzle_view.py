"""The puzzle view (view=puzzle): a position and a task for its side to move,
checked by the bot's search in its worker (game/bot/worker.py's puzzle),
never by a stored answer: any winning turn solves it, a turn that does not
win is answered by the reply that refutes it, and the solution is shown on
request.  Without a position in the link, a puzzle of the project's set
(assets/bundle/puzzles.json, cached offline): puzzle=N, else the day's.

#status[data-puzzle] says where the person is: "" outside a puzzle, then
"open", "missed" or "solved"; "over" for a game already over, which holds
no puzzle, and "no-win" for a link's position the search finds no such win
in (a link written by hand is searched as it opens; the set's puzzles were
searched when the set was made).  What is wrong with the link is said after
the puzzle's words, as the play view says it after whose move it is."""

import asyncio
import json

import js

from game.web.bot.workers_view import reason
from game.web.dom import element
from game.web.keeping.address import params_text
from game.web.keeping.link import PAGE_OPTIONS
from game.web.play.settings import TWO_PLAYERS, Settings
from game.web.views import kinds

PUZZLES = "./assets/bundle/puzzles.json"
OPEN, MISSED, SOLVED, OVER, NO_WIN = "open", "missed", "solved", "over", "no-win"
NO_PUZZLE = (OVER, NO_WIN)   # nothing to try, to try again nor to solve


async def fetch_set():
    response = await js.fetch(PUZZLES)
    if not response.ok:
        raise ValueError("%s: %s" % (PUZZLES, response.status))
    return json.loads(await response.text())["puzzles"]


def today():
    now = js.Date.new()
    return now.getFullYear(), now.getMonth() + 1, now.getDate()


class PuzzleView:
    def __init__(self, state, bots, keeper):
        self.state = state
        self.bots = bots         # the search that checks a try and answers it
        self.keeper = keeper     # the address: the puzzle it asks for, the link to the next one
        self.progress = ""       # #status[data-puzzle]
        self.start = None        # the puzzle's game as it was set
        self.side = None
        self.task = kinds.WIN_IN_ONE
        self.number = None       # the set's puzzle shown, or None (the link's position)
        self.count = 0           # puzzles in the set
        self.said = None         # [(key, values)] the status says of the puzzle
        self.asking = 0          # a question the worker is answering, by its number
        self.asked = 0
        self.puzzles = None      # the set, once loaded
        self.unchecked = False   # a link's puzzle not yet searched for its win

    @property
    def active(self):
        """The link's puzzle on the board (not a lesson of it set over it)."""
        return self.state.view.kind == kinds.PUZZLE and self.state.aside is None

    def wire(self, wiring):
        wiring.click("puzzle-retry", lambda event: self.retry())
        wiring.click("puzzle-solution", lambda event: asyncio.create_task(self.show_solution()))

    def open(self):
        """The address is shown: the puzzle it asks for, if it asks for one."""
        launch = self.keeper.launch
        self.progress = ""
        self.asked += 1   # an answer for the puzzle before is not for this one
        self.asking = 0
        element("puzzle-next").hidden = True   # until a puzzle of the set is shown
        if not self.active:
            return
        if launch.game.history():
            self.number = None
            self.set_up(launch.game, launch.view.task)
        else:
            self.said = [("puzzle.loading", {})]
            asyncio.create_task(self.from_set(launch.view.puzzle))

    async def from_set(self, number):
        try:
            if self.puzzles is None:
                self.puzzles = await fetch_set()
        except Exception as error:
            self.said = [("puzzle.no-set", {"error": reason(error)})]
            self.state.changed("board", "panel")
            return
        self.count = len(self.puzzles)
        notes = []
        if number is not None and number > self.count:
            notes.append(("puzzle.no-number", {"number": number, "count": self.count}))
            number = None
        daily = number is None
        if daily:
            number = kinds.puzzle_of_the_day(*today(), self.count)
        entry = self.puzzles[number - 1]
        self.number = number
        self.set_up(kinds.puzzle_game(entry), entry["task"], daily, notes)
        next_one = [("view", kinds.PUZZLE), ("puzzle", str(number % self.count + 1))]
        query = [(name, value) for name, value in self.keeper.address if name in PAGE_OPTIONS]
        link = element("puzzle-next")
        link.href = js.location.pathname + "?" + params_text(query + next_one)
        link.hidden = False
        self.state.changed("game", "board", "panel")

    def set_up(self, game, task, daily=False, notes=()):
        """The puzzle's position on the board, its side to move to win within ``task`` turns."""
        self.start = game
        self.side = game.turn
        self.task = task
        self.unchecked = self.number is None and game.result is None
        self.daily = daily
        self.notes = list(notes)
        self.begin([])

    def begin(self, said):
        """The puzzle from its start again."""
        state = self.state
        session = state.session
        self.asked += 1
        self.asking = 0
        self.progress = OPEN if self.start.result is None else OVER
        opening = session.notice if session.notice_lasts else None   # the link's problems, until a person acts
        session.new_game(Settings(TWO_PLAYERS, rules=self.start.rules), self.start.copy())
        session.tell(opening)
        state.spoken = self.start.history_length()
        task = self.task_words() if self.progress == OPEN else ("puzzle.over", {})
        self.said = self.notes + [task] + said
        self.notes = []

    def task_words(self):
        key = "puzzle.task-one" if self.task == kinds.WIN_IN_ONE else "puzzle.task-two"
        values = {"side": self.state.said.side_name(self.side)}
        if self.number is None:
            return (key, values)
        values = dict(values, task=self.state.text(key, **values), number=self.number, count=self.count)
        return ("puzzle.daily" if self.daily else "puzzle.numbered", values)

    # --- what the page asks of the view -----------------------------------------------

    def words(self):
        """The status in the puzzle view (after what was wrong with the link)."""
        if not self.active or self.said is None:
            return None
        session = self.state.session
        said = self.state.said.sentences(self.said)
        if not session.notice:
            return said
        notice = self.state.said.sentences(session.notice)
        # the link's problems follow the task; a refusal of a click leads
        return said + " " + notice if session.notice_lasts else notice + " " + said

    def may_act(self):
        """Whether a person may play now: their side's turn of a puzzle still open."""
        if not self.active:
            return True
        if self.progress in NO_PUZZLE:
            return False   # the status says why
        session = self.state.session
        if self.progress != OPEN or self.asking or session.game.turn != self.side:
            session.say("puzzle.wait" if self.progress == OPEN else "puzzle.done")
            return False
        return True

    def schedule(self):
        """After a change: a turn of the side done, the puzzle is solved, or the
        page answers for the other side (the search's reply)."""
        if not self.active or self.progress != OPEN or self.asking or self.start is None:
            return
        if self.unchecked and self.bots.stage is not None:
            self.unchecked = False
            asyncio.create_task(self.check(self.start))
        game = self.state.session.game
        if game.result is not None:
            self.finish(SOLVED if game.result == self.side else MISSED, [("puzzle.not-won", {})])
            return
        if game.turn == self.side or not game.position.at_turn_start():
            return   # the person's turn, or a turn of theirs still going on
        if self.bots.stage is None:
            return   # asked again once a worker is up (on_bots_change)
        played = len([1 for side, cells in game.turns()[len(self.start.turns()):] if side == self.side])
        asyncio.create_task(self.answer(self.task - played))

    async def answer(self, left):
        state = self.state
        session = state.session
        self.asked += 1
        number = self.asking = self.asked
        self.said = [("puzzle.thinking", {})]
        state.changed("panel")
        try:
            answer = await self.bots.puzzle("reply", session.game.record(), self.side, left)
        except Exception as error:
            answer = None
            self.said = [("puzzle.failed", {"error": reason(error)})]
        if number != self.asked:
            return   # tried again meanwhile
        self.asking = 0
        if answer == "unknown":
            self.said = [("puzzle.unknown", {})]
        elif answer:
            how, turn = answer.split(" ")
            session.play_bot_turn(turn)
            state.changed("played")
            side = state.said.side_name(session.game.turn if session.game.result is None else self.side)
            turn = state.text("puzzle.a-pass") if turn == "pass" else turn
            if how == "refutes" or left == 0:
                self.finish(MISSED, [("puzzle.refuted", {"turn": turn})])
            else:
                self.said = [("puzzle.answered", {"turn": turn, "side": side})]
        state.changed("game", "board", "panel")

    async def check(self, start):
        """Search the link's puzzle ``start`` for its win as it opens: one with none
        says so at once, not after a try or a Solution asked for.  A check that
        fails or cannot tell leaves the puzzle open, to be tried."""
        try:
            answer = await self.bots.puzzle("solutions", start.record(), self.side, self.task)
        except Exception:
            return
        if answer != "" or start is not self.start or not self.active:
            return
        self.asked += 1   # a try's answer on its way is for a puzzle that is not there
        self.asking = 0
        self.progress = NO_WIN
        self.said = [("puzzle.no-win", {})]
        self.state.changed("board", "panel")

    def finish(self, progress, said):
        self.progress = progress
        self.said = [("puzzle.solved", {})] if progress == SOLVED else said + [("puzzle.try", {})]

    def retry(self):
        self.begin([])
        self.state.changed("game", "board", "panel")

    async def show_solution(self):
        """The puzzle from its start, a winning turn marked on the board and said."""
        state = self.state
        self.asked += 1
        number = self.asking = self.asked
        self.said = [("puzzle.searching", {})]
        state.changed("panel")
        try:
            answer = await self.bots.puzzle("solutions", self.start.record(), self.side, self.task)
        except Exception as error:
            answer = "failed"
            self.said = [("puzzle.failed", {"error": reason(error)})]
        if number != self.asked:
            return
        self.asking = 0
        if answer == "failed":
            pass
        elif answer == "unknown":
            self.said = [("puzzle.unknown", {})]
        elif not answer:
            self.said = [("puzzle.no-solution", {})]
        else:
            turns = answer.split(";")
            self.begin([("puzzle.solution", {"turn": turns[0], "count": len(turns)})])
            self.said = self.said[1:]   # the task is known: the solution is the news
            state.hint = [] if turns[0] == "pass" else turns[0].split("-")
        state.changed("board", "panel")

    def untried(self):
        """Whether a puzzle is shown as it was set (or still coming): no sub-move
        of a try made, nothing to try again nor to pass."""
        return self.active and (self.start is None
                                or self.state.session.game.history_length() == self.start.history_length())

    def render(self):
        element("status").dataset.puzzle = self.progress if self.active else ""
        nothing = self.start is None or self.progress in NO_PUZZLE   # no puzzle to try or solve
        element("puzzle-solution").disabled = bool(self.asking) or nothing or self.bots.stage is None
        element("puzzle-retry").disabled = nothing or self.untried()
