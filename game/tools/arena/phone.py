"""The phone in the arena (``--phone``): the bots' work counted as a phone's quick stage would do it."""

import functools

from game.systems.capture import bot as capture_bot
from game.systems.classic import bot
from game.bot.levels import DEFAULT_THINK, TIME_LIMITS, time_limit
from game.bot.search import Clock, use_quick_stage
from game.bot.systems import BOTS
from game.systems.capture import rules as capture_rules
from game.systems.classic import rules as classic_rules

#
# Chromium cannot slow a page's workers, so what the bot does on a phone is
# modelled instead.  For the classic and capture games the model is the
# quick stage's own clock: every step of the bot's work (a sub-move played,
# a position copied, a guide's score, an evaluation, ...) costs what it costs
# the quick stage (MicroPython in Node, measured by `python -m
# game.tools.benches.phone_bot costs`: PHONE_COSTS, in the Node thread's
# processor ms), and each level plays under the page's time limit, less what
# reading the record and the garbage after the answer take, shortened
# PHONE_SLOWDOWN times for a phone's slower processor.  So the win search,
# the beam and the judging stop where they would on the phone, and the
# games are still the same on any machine.  The bases bot's work is counted
# by its own budget, which the bench measured at a quarter of the time
# (PHONE_BUDGETS).  Only in the arena's processes; the page's play is
# untouched.

PHONE_SLOWDOWN = 4      # Lighthouse's mobile profile: a processor four times slower
# From phone_bot costs (4 games x 3 positions, 12 sub-moves each):
# ms per step; parse: ms per cell of the record (game/bot/worker.py reads it first).
PHONE_COSTS = {
    "classic": {"parse": 0.19, "play": 0.054, "copy": 0.014, "guide": 0.121, "evaluate": 0.418},
    "capture": {"parse": 0.18, "play": 0.069, "copy": 0.004, "guide": 0.108, "evaluate": 0.205,
                "view": 0.058, "ground": 0.046},
}
# The steps of the bot's work the phone model counts, as (owner, attribute):
# each costs what the phone_bot bench measured, nested steps included (a step
# inside another is not counted again).
PHONE_STEPS = {
    "classic": {"play": (classic_rules.Position, "play"), "copy": (classic_rules.Position, "copy"),
                "guide": (bot, "quick_score"), "evaluate": (bot, "evaluate")},
    "capture": {"play": (capture_rules.Position, "play"), "copy": (capture_rules.Position, "copy"),
                "guide": (capture_bot, "quick_score"), "evaluate": (capture_bot, "evaluate"),
                "view": (capture_bot, "View"), "ground": (capture_bot, "ground_values")},
}
# From the phone_bot bench (4 games x 3 positions per game, 2 repeats):
# a quarter of the median work in the limit, below the root as SEARCH counts it;
# the expert's is hard's for the expert's default time (not measured).
PHONE_BUDGETS = {"bases": {"easy": 3, "medium": 400, "hard": 1470,
                           "expert": round(1470 * DEFAULT_THINK / TIME_LIMITS["hard"])}}

_phone = {"game": None, "slowdown": PHONE_SLOWDOWN}
_work = [0.0, 0]      # ms the model has counted, steps under way


def _counted(call, cost):
    def step(*args, **options):
        if _work[1]:            # inside another counted step: its cost includes this
            return call(*args, **options)
        _work[0] += cost
        _work[1] = 1
        try:
            return call(*args, **options)
        finally:
            _work[1] = 0
    return step


class PhoneClock(Clock):
    """The bot's clock on the model's count of work: ``time_limit`` seconds of the
    quick stage's processor time."""

    def __init__(self, time_limit):
        Clock.__init__(self, time_limit)
        self.start = _work[0]

    def used_ms(self):
        return _work[0] - self.start


def phone_clock(game, level):
    """The clock of ``level``'s turn in ``game`` (a Game) under the phone model, or
    None without it: the page's time limit less the garbage collection after
    the answer, the phone's share of it, less reading the record."""
    name = _phone["game"]
    if name not in PHONE_COSTS:
        return None
    from game.bot import worker
    seconds = (time_limit(level) - worker.MICROPYTHON_AFTER_ANSWER) / _phone["slowdown"]
    seconds -= PHONE_COSTS[name]["parse"] * len(game.history()) / 1000
    return PhoneClock(max(0.0, seconds))


def phone_model(game, slowdown=PHONE_SLOWDOWN):
    """Plays ``game``'s bot as the phone's quick stage does, in this process."""
    _phone.update(game=game, slowdown=slowdown)
    if game in PHONE_BUDGETS:
        module = BOTS[game]
        figures = PHONE_BUDGETS[game]
        for level, settings in module.SEARCH.items():
            module.SEARCH[level] = (min(settings[0], figures[level]),) + tuple(settings[1:])
        module.EASY_CHOICES = min(module.EASY_CHOICES, figures["easy"])
        return
    use_quick_stage(BOTS[game])
    for step, (owner, name) in PHONE_STEPS[game].items():
        setattr(owner, name, _counted(getattr(owner, name), PHONE_COSTS[game][step]))


def phone_setup(game, phone):
    """The ``setup`` of played() for an arena with or without --phone (the slowdown,
    or None)."""
    return functools.partial(phone_model, game, phone) if phone else None


def phone_words(game, phone):
    """How a report names the phone it models."""
    if game in PHONE_BUDGETS:
        return "the phone's budgets (game/tools/arena/phone.py PHONE_BUDGETS, no time limits)"
    return ("the quick stage on a processor %s times slower (game/tools/arena/phone.py PHONE_COSTS)"
            % phone)
