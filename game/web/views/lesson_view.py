"""Learn from your mistakes: after Analyse, the person's mistakes and
blunders one by one, each the position before it on the board in place of
the game (which waits aside, game/web/views/aside_view.py): "find a better turn".
A whole turn played there is checked by the bot's search in its worker
(game/bot/worker.py's try_turn): within game/bot/read_back.py's MARGIN of
the best turn's chance it is accepted; else the next side's answer, its
refutation, is played on the board, as a puzzle answers a wrong try.  The
best turn stays hidden until asked for.

#lesson[data-state]: "open" (a turn to find), "checking", "solved",
"missed" or "failed"."""

import asyncio
import json

from game.bot.read_back import BLUNDER, LEVEL, MISTAKE
from game.web.bot.workers_view import reason
from game.web.dom import element, set_words
from game.web.play.session import Session
from game.web.play.settings import TWO_PLAYERS, Settings
from game.web.play.state import LESSON

OPEN, CHECKING, SOLVED, MISSED, FAILED = "open", "checking", "solved", "missed", "failed"
LEARNT = (MISTAKE, BLUNDER)   # the judgements a lesson goes through
SAID = {MISTAKE: "judgement.mistake", BLUNDER: "judgement.blunder"}


def percent(chance):
    return round(chance * 100)


class LessonView:
    def __init__(self, state, bots, aside):
        self.state = state
        self.bots = bots       # the search that checks a try and answers it
        self.aside = aside     # the person's game waits there
        self.record = None     # the record read back, as the worker knows it
        self.game = None       # its game
        self.steps = []        # the turns to learn from (game/bot/worker.py's review_turn answers)
        self.index = 0         # the step shown
        self.progress = ""     # #lesson[data-state]
        self.said = None       # (key, values) of the words under the title
        self.asked = 0         # checks asked: an answer to an earlier one is stale

    @property
    def active(self):
        return self.state.aside == LESSON

    def wire(self, wiring):
        wiring.click("lesson-solution", lambda event: self.show_solution())
        wiring.click("lesson-retry", lambda event: self.show(self.index))
        wiring.click("lesson-previous", lambda event: self.show(self.index - 1))
        wiring.click("lesson-next", lambda event: self.show(self.index + 1))
        wiring.click("lesson-close", lambda event: self.close())

    @staticmethod
    def mistakes(turns, sides):
        """The turns of ``sides`` judged a mistake or a blunder, in order."""
        return [turn for turn in turns if turn["judgement"] in LEARNT and turn["side"] in sides]

    def start(self, record, game, steps):
        """The first of ``steps`` (turns read back of ``game``, whose record is ``record``)."""
        self.record, self.game, self.steps = record, game, steps
        self.show(0)
        element("lesson-title").focus()

    def show(self, index):
        """Step ``index``: the position before its turn, a turn to find."""
        self.index = index = max(0, min(len(self.steps) - 1, index))
        step = self.steps[index]
        game = self.game.replayed(step["start"])
        session = Session(Settings(TWO_PLAYERS, rules=game.rules), game)
        self.asked += 1
        self.progress = OPEN
        self.said = ("lesson.task", {"turn": step["turn"], "side": step["side"], "played": step["played"],
                                     "judgement": SAID[step["judgement"]], "before": percent(step["before"]),
                                     "after": percent(step["after"])})
        self.aside.take(LESSON, session, game.history_length())

    def show_solution(self):
        """The position again, the best turn found numbered on it (and playable)."""
        step = self.steps[self.index]
        self.show(self.index)
        self.said = ("lesson.shown", {"best": step["best"], "before": percent(step["before"])})
        self.state.hint = [] if step["best"] == "pass" else step["best"].split("-")
        self.state.changed("board", "panel")

    def close(self):
        """Back to the game, as it was left (and the lesson put away)."""
        if not self.active:
            return
        self.asked += 1
        self.progress = ""
        element("lesson").hidden = True
        self.aside.give_back()

    def may_act(self):
        """Whether a person may play now: a turn to find, not one being checked."""
        if not self.active:
            return True
        if self.progress == OPEN:
            return True
        self.state.session.say("lesson.wait" if self.progress == CHECKING else "lesson.done")
        return False

    def schedule(self):
        """After a change: the mover's whole turn played is checked."""
        if not self.active or self.progress != OPEN:
            return
        step = self.steps[self.index]
        game = self.state.session.game
        if game.turn_count() < step["turn"] or (game.result is None and game.turn == step["side"]):
            return   # the turn to find is not whole yet
        cells = game.turns()[step["turn"] - 1][1]
        asyncio.create_task(self.check(step, "-".join(cells) or "pass"))

    async def check(self, step, tried):
        state = self.state
        self.asked += 1
        number = self.asked
        self.progress = CHECKING
        self.said = ("lesson.checking", {"tried": tried})
        state.changed("panel")
        try:
            if await self.bots.answering() is None:
                raise ValueError(self.bots.error)
            answer = json.loads(await self.bots.try_turn(self.record, step["turn"], tried, LEVEL))
        except Exception as error:
            if number == self.asked:
                self.progress = FAILED
                self.said = ("lesson.failed", {"error": reason(error)})
                state.changed("panel")
            return
        if number != self.asked or not self.active:
            return   # tried again, another step, or the lesson closed meanwhile
        values = {"tried": tried, "best": answer["best"], "after": percent(answer["after"]),
                  "before": percent(answer["before"])}
        if answer["accepted"]:
            self.progress = SOLVED
            self.said = ("lesson.best" if tried == answer["best"] else "lesson.solved", values)
        else:
            self.progress = MISSED
            reply = answer["reply"]
            if reply is None:
                self.said = ("lesson.missed-end", values)
            else:
                session = state.session
                side = session.game.turn
                session.play_bot_turn(reply)
                state.changed("played")
                values["side"] = side
                values["reply"] = state.text("puzzle.a-pass") if reply == "pass" else reply
                self.said = ("lesson.missed", values)
        state.changed("game", "board", "panel")

    def render(self):
        """The step's title, words and buttons, while a lesson is open."""
        if not self.active:
            return
        text = self.state.text
        said = self.state.said
        key, values = self.said
        values = dict(values)
        if "side" in values:
            values["side"] = said.side_name(values["side"])
        if "judgement" in values:
            values["judgement"] = text(values["judgement"])
        section = element("lesson")
        section.hidden = False
        section.dataset.state = self.progress
        set_words("lesson-title", text("lesson.title", number=self.index + 1, total=len(self.steps)))
        set_words("lesson-text", text(key, **values))
        element("lesson-previous").disabled = self.index == 0
        element("lesson-next").disabled = self.index == len(self.steps) - 1
        element("lesson-retry").disabled = self.progress == CHECKING
        element("lesson-solution").disabled = self.progress == CHECKING
