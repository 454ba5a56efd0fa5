"""Analyse: the bot reads the game on the board back, a whole turn at a time
in its worker (game/bot/worker.py's review_turn at the full stage's
settings, on the full stage once it is up), each turn shown as its answer
comes: the chance over the game (#analysis-graph: a click, or a drag along
it, goes to the turn under the pointer), each side's accuracy and counts, and
the list of turns (li[data-turn][data-judgement]; a click shows the board
before the turn, the best turn found numbered on it).  Then Learn from your
mistakes (game/web/views/lesson_view.py).  #analysis[data-state]: "running", then "done",
"stopped" or "failed".  Play goes on meanwhile: the bot's own turn waits for
one turn's reading at the most."""

import asyncio
import json

from pyscript import document

from game.bot.read_back import BEST, JUDGEMENTS, LEVEL, note, points, turn_accuracy
from game.web.board.palette import pencil_of
from game.web.bot.workers_view import reason
from game.engine.game import Game
from game.web.dom import element, set_words

SVG = "http://www.w3.org/2000/svg"
# each judgement's words, by its name (game/bot/read_back.py)
SAID = {"best": "judgement.best", "good": "judgement.good", "inaccuracy": "judgement.inaccuracy",
        "mistake": "judgement.mistake", "blunder": "judgement.blunder"}


class AnalysisView:
    def __init__(self, state, bots, lesson):
        self.state = state
        self.bots = bots
        self.lesson = lesson   # Learn from your mistakes, once the game is read
        self.section = element("analysis")
        self.game = None       # the game being read, and its record and length then
        self.record = None
        self.length = 0
        self.turns = []        # the answers so far (dicts: game/bot/worker.py's review_turn)
        self.total = None      # whole turns in the record, once the first answer says
        self.asked = 0         # readings started: a later one makes an earlier one's answers stale

    def wire(self, wiring):
        wiring.click("analyse", self.start)
        wiring.click("analysis-stop", self.stop)
        wiring.click("analysis-write", self.write)
        wiring.click("analysis-learn", self.learn)
        wiring.on(element("analysis-list"), "click", self.on_list_click)
        graph = element("analysis-graph")
        wiring.on(graph, "pointerdown", self.on_graph_press)
        wiring.on(graph, "pointermove", self.on_graph_drag)

    def start(self, event):
        """Read the live game back from its first turn: the section says so at
        once, each answer shows as it comes."""
        self.asked += 1
        self.game = game = self.state.session.game
        self.record, self.length = game.record(), game.history_length()
        self.turns, self.total = [], None
        element("analysis-list").replaceChildren()
        element("analysis-sides").replaceChildren()
        element("analysis-graph").replaceChildren()
        self.section.hidden = False
        self.set_state("running", "analysis.running", turn=1, total="…")
        self.section.scrollIntoView()
        self.bots.want_full()
        asyncio.create_task(self.read(self.asked))

    async def read(self, reading):
        if await self.bots.answering() is None:
            self.set_state("failed", "analysis.failed", error=self.bots.error)
            return
        counted = await self.ask(reading, 0)   # turn 0: how many whole turns there are
        if counted is None:
            return
        self.total = counted["whole"]
        if not self.total:
            self.set_state("done", "analysis.none")
            return
        for number in range(1, self.total + 1):
            answer = await self.ask(reading, number)
            if answer is None:
                return
            self.turns.append(answer)
            self.show_turn(answer)
            self.show_graph()
            self.show_sides()
            if number < self.total:
                self.set_state("running", "analysis.running", turn=number + 1, total=self.total)
        self.set_state("done", "analysis.done", total=self.total)

    async def ask(self, reading, number):
        """The worker's answer for turn ``number``; None once this reading is
        over (stopped, read again from the start, or failed: then it says so)."""
        try:
            answer = json.loads(await self.bots.review(self.record, number, LEVEL))
        except Exception as error:
            if self.asked == reading:
                self.set_state("failed", "analysis.failed", error=reason(error))
            return None
        return answer if self.asked == reading else None

    def stop(self, event):
        if self.section.dataset.state == "running":
            self.asked += 1
            self.set_state("stopped", "analysis.stopped", turn=len(self.turns), total=self.total or "…")

    def write(self, event):
        """Each turn's judgement into the game's record (its marks and comments),
        which Copy record, a save and a link then carry."""
        session = self.state.session
        if session.game is not self.game:
            return
        for turn in self.turns:
            session.game.annotate(turn["turn"] - 1, *note(turn["judgement"], turn["after"], turn["best"],
                                                          turn["before"]))
        session.say("analysis.written")
        self.state.changed("kept", "panel")

    def learnt(self):
        """The turns a lesson goes through: the mistakes and blunders of the
        sides people played (of every side where none did: a bots' game)."""
        session = self.state.session
        sides = session.settings.people() or list(self.game.players)
        return self.lesson.mistakes(self.turns, sides)

    def learn(self, event):
        """Learn from your mistakes: the first of them on the board, a better turn to find."""
        steps = self.learnt()
        if steps and self.state.session.game is self.game:
            self.lesson.start(self.record, Game.from_record(self.record), steps)

    def set_state(self, state, key, **values):
        self.section.dataset.state = state
        element("analysis-status").textContent = self.state.text(key, **values)
        element("analysis-stop").hidden = state != "running"
        element("analysis-write").hidden = state != "done" or not self.turns
        learnt = len(self.learnt()) if state == "done" else 0
        element("analysis-learn").hidden = not learnt
        if learnt:
            set_words("analysis-learn", self.state.text("analysis.learn", count=learnt))

    def show_turn(self, answer):
        text = self.state.text
        said = self.state.said
        li = document.createElement("li")
        li.dataset.turn = str(answer["turn"])
        li.dataset.judgement = answer["judgement"]
        li.tabIndex = 0
        words = text("analysis.turn", turn=answer["turn"], side=said.side_name(answer["side"]),
                     played=answer["played"], judgement=text(SAID[answer["judgement"]]),
                     before=round(answer["before"] * 100), after=round(answer["after"] * 100))
        if answer["judgement"] != BEST:
            words += "; " + text("analysis.best", best=answer["best"])
        li.textContent = words
        element("analysis-list").appendChild(li)

    def show_graph(self):
        """A line a side of its chance after each turn, in its pencil, over the
        turns read so far (the whole game's width once the total is known)."""
        svg = element("analysis-graph")
        svg.replaceChildren()
        graph = points([(turn["chances"], turn["chances_after"]) for turn in self.turns])
        width = max(self.total or 1, 1)
        half = document.createElementNS(SVG, "line")
        for name, value in (("x1", "0"), ("x2", "100"), ("y1", "50"), ("y2", "50"), ("class", "analysis-even")):
            half.setAttribute(name, value)
        svg.appendChild(half)
        for player in range(len(graph[0]) if graph else 0):
            line = document.createElementNS(SVG, "polyline")
            line.setAttribute("points", " ".join(
                "%.2f,%.2f" % (100.0 * (index + 1) / width, 100.0 * (1 - point[player]))
                for index, point in enumerate(graph)))
            line.setAttribute("stroke", pencil_of(player))
            line.setAttribute("class", "analysis-line")
            svg.appendChild(line)

    def show_sides(self):
        """Each side's accuracy and its count of each judgement, over the turns read so far."""
        text = self.state.text
        said = self.state.said
        by_side = {}
        for turn in self.turns:
            by_side.setdefault(turn["side"], []).append(turn)
        items = []
        for side in self.state.session.game.players:
            turns = by_side.get(side)
            if not turns:
                continue
            accuracy = sum(turn_accuracy(max(0.0, turn["before"] - turn["after"])) for turn in turns) / len(turns)
            counts = ", ".join(text("analysis.count", count=sum(1 for turn in turns if turn["judgement"] == judgement),
                                    judgement=text(SAID[judgement])) for judgement in JUDGEMENTS)
            li = document.createElement("li")
            li.dataset.side = side
            li.textContent = text("analysis.side", side=said.side_name(side), accuracy=round(accuracy), counts=counts)
            items.append(li)
        element("analysis-sides").replaceChildren(*items)

    def on_game(self):
        """Another game on the board: the reading of the one before is put away."""
        if self.state.aside:
            return   # a lesson (or the guide) on the board: the game read waits aside
        if self.game is not None and self.state.session.game is not self.game:
            self.asked += 1
            self.game = None
            self.section.hidden = True

    def on_list_click(self, event):
        item = event.target.closest("li[data-turn]")
        if item is not None:
            self.show_turn_at(int(item.dataset.turn))

    def on_graph_press(self, event):
        """The turn under the pointer, and the next ones as it is dragged along
        (captured: the drag goes on past the graph's edge)."""
        element("analysis-graph").setPointerCapture(event.pointerId)
        self.show_turn_under(event)

    def on_graph_drag(self, event):
        if event.buttons:
            self.show_turn_under(event)

    def show_turn_under(self, event):
        """The turn after the point under ``event``: the graph's width is the game's turns."""
        if not self.turns:
            return
        box = element("analysis-graph").getBoundingClientRect()
        share = (event.clientX - box.left) / max(1.0, box.width)
        number = max(1, min(len(self.turns), 1 + int(share * (self.total or len(self.turns)))))
        item = element("analysis-list").querySelector("[aria-current]")
        if item is None or item.dataset.turn != str(number):
            self.show_turn_at(number)

    def show_turn_at(self, number):
        """The board before turn ``number`` of the game read, its best turn
        numbered on it as a hint is (the live game's, while it goes on from the
        one read), the turn marked in the list."""
        session = self.state.session
        turn = next((turn for turn in self.turns if turn["turn"] == number), None)
        if session.game is not self.game or turn is None:
            return
        session.show_at(turn["start"])
        for item in element("analysis-list").children:
            if item.dataset.turn == str(number):
                item.setAttribute("aria-current", "step")
            else:
                item.removeAttribute("aria-current")
        self.state.hint = [] if turn["best"] == "pass" else turn["best"].split("-")
        self.state.changed("due", "board", "panel")
