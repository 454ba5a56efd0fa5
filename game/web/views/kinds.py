"""Which view of a game a link asks for, without the page: play it (the
default), replay it move by move, or solve a puzzle in it.

    index.html?view=replay&record=...&move=12&autoplay=2
    index.html?view=puzzle                      the puzzle of the day
    index.html?view=puzzle&puzzle=7             the set's 7th
    index.html?view=puzzle&task=win2&record=... the link's position, its mover to win in two

``move=N`` shows the game after its first N sub-moves (passes and
resignations count, as #status[data-view] does); ``autoplay`` plays the
replay on by itself, one sub-move a second, or ``autoplay=2`` so many a
second.  The puzzle set is the project's own (game/tools/build/puzzles.py, built
by make into assets/bundle/puzzles.json).
"""

from game.bot.levels import DEFAULT_THINK
from game.bot.puzzles import WIN_IN_ONE, WIN_IN_TWO
from game.core.board import number_up_to
from game.engine.game import Game
from game.web.play.settings import PERSON, Settings

PLAY, REPLAY, PUZZLE = "play", "replay", "puzzle"
VIEWS = (PLAY, REPLAY, PUZZLE)
# The view's parameters, in the order a notice names their problems.
VIEW_OPTIONS = ("view", "move", "autoplay", "puzzle", "task")
TASKS = {"win1": WIN_IN_ONE, "win2": WIN_IN_TWO}
TASK_NAMES = {number: name for name, number in TASKS.items()}
# Sub-moves a second: the flag's, the slowest and the fastest a link may ask for.
SPEED, SLOWEST, FASTEST = 1.0, 0.25, 10.0
SPEEDS = (0.5, 1.0, 2.0, 4.0)   # the replay's speed menu; a link's own speed joins it
MOST_PUZZLES = 9999
# where each parameter applies
APPLIES = {"move": (PLAY, REPLAY), "autoplay": (REPLAY,), "puzzle": (PUZZLE,), "task": (PUZZLE,)}


class View:
    """What a link asks the page to show of its game."""

    __slots__ = ("kind", "move", "autoplay", "puzzle", "task")

    def __init__(self, kind=PLAY, move=None, autoplay=None, puzzle=None, task=WIN_IN_ONE):
        self.kind = kind
        self.move = move            # sub-moves shown first; None: the live game
        self.autoplay = autoplay    # sub-moves a second, or None: the replay waits
        self.puzzle = puzzle        # the set's puzzle number (from 1), or None
        self.task = task            # the link's position's task (WIN_IN_ONE, WIN_IN_TWO)

    def pairs(self):
        """The parameters that ask for this view again, as (name, text) pairs."""
        if self.kind == PLAY and self.move is None:
            return []
        pairs = [("view", self.kind)]
        if self.move is not None:
            pairs.append(("move", str(self.move)))
        if self.autoplay is not None:
            pairs.append(("autoplay", "" if self.autoplay == SPEED else speed_text(self.autoplay)))
        if self.puzzle is not None:
            pairs.append(("puzzle", str(self.puzzle)))
        elif self.kind == PUZZLE and self.task != WIN_IN_ONE:
            pairs.append(("task", TASK_NAMES[self.task]))
        return pairs


def speed_text(speed):
    """2.0 -> "2", 0.5 -> "0.5"."""
    return ("%g" % speed)


def read_speed(text):
    """autoplay's value: "" (the flag) or a number of sub-moves a second; None if bad."""
    text = text.strip()
    if not text:
        return SPEED
    whole, dot, part = text.partition(".")
    if not (whole or part) or (whole and not whole.isdigit()) or (part and not part.isdigit()) \
            or len(text) > 6:
        return None
    speed = float(text)
    return speed if SLOWEST <= speed <= FASTEST else None


def read(params, history, problem, problems):
    """The View that ``params`` (name -> text) ask for of a game of ``history``
    sub-moves; its problems join ``problems``, each made by ``problem(name,
    key, **values)`` (link.Problem): a bad one is named and its default used."""
    kind = PLAY
    text = params.get("view")
    if text:
        if text.lower() in VIEWS:
            kind = text.lower()
        else:
            problems.append(problem("view", "link.choose", choices=", ".join(VIEWS)))
    view = View(kind)
    for name, applies in APPLIES.items():
        if name in params and kind not in applies:
            problems.append(problem(name, "link.view-only", view=" | ".join("view=" + one for one in applies)))
    usable = {name: value for name, value in params.items() if kind in APPLIES.get(name, VIEWS)}
    if "move" in usable:
        move = number_up_to(usable["move"].strip(), history)
        if move is None:
            problems.append(problem("move", "link.range", low=0, high=history))
        view.move = move
    if kind == REPLAY and view.move is None:
        view.move = 0   # a replay starts from the start unless told
    if "autoplay" in usable:
        view.autoplay = read_speed(usable["autoplay"])
        if view.autoplay is None:
            problems.append(problem("autoplay", "link.autoplay", low=speed_text(SLOWEST),
                                    high=speed_text(FASTEST)))
            view.autoplay = SPEED
    if usable.get("puzzle"):
        view.puzzle = number_up_to(usable["puzzle"].strip(), MOST_PUZZLES)
        if not view.puzzle:
            problems.append(problem("puzzle", "link.range", low=1, high=MOST_PUZZLES))
            view.puzzle = None
        elif params.get("record"):
            problems.append(problem("puzzle", "link.puzzle-record"))
            view.puzzle = None
    if usable.get("task"):
        task = usable["task"].strip().lower()
        if task in TASKS:
            view.task = TASKS[task]
        else:
            problems.append(problem("task", "link.choose", choices=", ".join(TASKS)))
    return view


def puzzle_of_the_day(year, month, day, count):
    """The number (from 1) of the set's puzzle for a date: one a day in turn,
    the same for everyone that day, offline too."""
    return _days(year, month, day) % count + 1


def _days(year, month, day):
    """Days from 1 January 1970 to the date (the proleptic Gregorian calendar)."""
    year -= month <= 2
    era = year // 400
    of_era = year - era * 400
    of_year = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    of_era_days = of_era * 365 + of_era // 4 - of_era // 100 + of_year
    return era * 146097 + of_era_days - 719468


def continued(game, shown, level, think=DEFAULT_THINK):
    """Settings and the game to play on from the replay's point ``shown``
    (sub-moves): the person plays the side to move there, bots of ``level``
    every other side (an expert thinking ``think`` seconds a turn)."""
    played = Game(game.rules)
    for side, action in game.history()[:shown]:
        played.apply(side, action)
    rules = game.rules
    seats = [PERSON if side == played.turn else level for side in rules.sides]
    return Settings(rules=rules, seats=seats, think=think), played


def puzzle_game(entry):
    """The game of a puzzle of the set (an entry of puzzles.json)."""
    return Game.from_record(entry["record"])
