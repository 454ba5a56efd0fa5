"""What every bot's search shares: a clock that only time-limited searches look
at, a sort that every interpreter does the same way, the beam that proposes a
turn's candidates, the search for a turn that wins at once, the
alpha-beta over whole turns and the answer to a pass.  Each bot brings its
own judgement (what a position is worth, which cells a turn should try, what
counts as a kill, when the sides are walled apart).
Portable to MicroPython (no time.monotonic there, a wrapping tick counter
instead).

Answering a pass (turn_or_pass, for every level of the bots of the games
with passes): when everyone else has just passed, a pass of the bot's own
ends the game.  The bot passes then only when that wins (seed 001's
variant: the last to make a sub-move wins a double pass); or when no turn
wins at once and either the sides are walled apart (no sub-move of anyone
can ever touch a cell another could get to: nobody can be made to lose
while they may pass, so playing on can only end in a draw) or it stands
clearly worse: its best turn is worth less than the draw by more than the
bot's margin.  Otherwise it plays its best turn: a pass offers a draw, and
a turn a little worse than an even game is no reason to take one.
"""

import time

from game.core.board import popcount, table_key
from game.bot.levels import EXPERT, LEVELS
from game.bot.rng import Random
from game.bot.turns import extensions

WIN = 1000000
UNBOUNDED = 10 ** 12   # evaluations: a budget the clock ends first

if hasattr(time, "ticks_ms"):    # MicroPython: no time.monotonic, a wrapping tick counter
    milliseconds = time.ticks_ms

    def elapsed_ms(start):
        return time.ticks_diff(time.ticks_ms(), start)
else:
    def milliseconds():
        return time.monotonic() * 1000

    def elapsed_ms(start):
        return milliseconds() - start


class Clock:
    """A deadline that only time-limited searches look at.

    It sees one step ahead: a step the bot times (``timed``: an evaluation)
    may be long (one of 30 players on 25x25 takes some 18 ms on MicroPython,
    easy's limit is 80), and ``no_room`` says when what is left of the limit
    is shorter than the longest one so far, so the bot does not start one it
    cannot finish.  A subclass counts other time by ``used_ms``."""

    def __init__(self, time_limit):
        self.limit_ms = None if time_limit is None else time_limit * 1000
        self.start = milliseconds()
        self.step_ms = 0     # the longest timed step so far

    def used_ms(self):
        """Milliseconds gone since the start, by this clock's count."""
        return elapsed_ms(self.start)

    def expired(self, share=1):
        """True once ``share`` of the time limit has gone; never without a limit."""
        return self.limit_ms is not None and self.used_ms() > self.limit_ms * share

    def no_room(self):
        """True once the time left is shorter than the longest timed step so far
        (or has gone)."""
        return self.expired() or (self.limit_ms is not None
                                  and self.used_ms() + self.step_ms > self.limit_ms)

    def timed(self, step, *args):
        """``step(*args)``, its time kept for no_room."""
        if self.limit_ms is None:
            return step(*args)
        before = self.used_ms()
        value = step(*args)
        self.step_ms = max(self.step_ms, self.used_ms() - before)
        return value


def level_search(table, level, clock):
    """``level``'s settings in a bot's SEARCH ``table`` (its budget of work
    first): the expert's with no budget when it has a time limit, since it
    thinks as long as the player gave it; by budget otherwise, so that its
    turn is the same on any machine."""
    settings = table[level]
    if level == EXPERT and clock.limit_ms is not None:
        return (UNBOUNDED,) + tuple(settings[1:])
    return settings


def chosen_cells(game, players, level, seed, clock):
    """The names of the cells ``players[level](position, rng, clock)`` chooses for
    the side to move of ``game`` (a copy of its position, so ``game`` is not
    changed), in playing order; [] once the game is over."""
    if level not in players:
        raise ValueError("level must be one of %s, not %r" % (", ".join(LEVELS), level))
    position = game.position
    if position.result is not None:
        return []
    bits = players[level](position.copy(), Random(seed), clock)
    return [position.geo.name(bit) for bit in bits]


def use_quick_stage(module):
    """Sets a bot's module to the quick stage's settings, ``module.QUICK_STAGE``
    ({name: value}): the page's worker on MicroPython, which thinks many times
    slower than Pyodide in the same time limits (game/bot/worker.py), and the
    arena's phone model (game/tools/arena/phone.py).  The settings it replaces
    are kept as ``module.FULL_STAGE``."""
    quick = getattr(module, "QUICK_STAGE", {})
    if not hasattr(module, "FULL_STAGE"):
        module.FULL_STAGE = {name: getattr(module, name) for name in quick}
    use_settings(module, quick)


def use_settings(module, settings):
    """Sets each of ``settings`` ({name: value}) on a bot's module."""
    for name, value in settings.items():
        setattr(module, name, value)


def best_first(ranked):
    """``ranked`` (score, ...) tuples sorted by score, best first, equal scores in
    the order given: MicroPython's sort is not stable, and every interpreter must
    pick the same turn."""
    keyed = [(-item[0], number, item) for number, item in enumerate(ranked)]
    keyed.sort()
    return [item for score, number, item in keyed]


# --- a turn's candidates -------------------------------------------------------------------


def beam_turns(position, width, keep, guide, judge, rng, clock, finish, judged_turns=None,
               narrow=None, cells=None):
    """Up to ``keep`` whole turns of the side to move, best first by ``judge(after)``,
    as (score, bits, position after).

    A beam of ``width`` partial turns walks sub-moves, guided by the cheap
    ``guide(after)``; each set of cells is met once; ``cells(position)``, if
    given, lists the cells to try on a partial turn (else every legal one).
    The best whole turns by the guide (``judged_turns`` of them, else twice
    ``keep``) are judged.  A turn is always found, in time: once the share
    ``narrow`` (if given) of the clock's time has gone the beam keeps one
    partial turn, so that it ends with turns the guide chose; once all of it
    has gone the beam stops where it is and returns one turn, scored by the
    guide only (see _out_of_time: ``finish(position)`` is the mask of cells
    it goes on with, each bot's choice: kills, or one cell its guide picked),
    and judging stops too.  The clock is looked at
    after every sub-move tried: on a 25x25 board one step of a wide beam can
    take longer than a whole time limit."""
    beam = [([], 0, position)]
    whole = []
    seen = set()
    while beam:
        partial = []
        for bits, mask, current in beam:
            tried = None if cells is None else cells(current)
            for played, chosen, after, over in extensions(current, bits, mask, seen, tried):
                value = guide(after) + rng.random() * 0.01   # seeded tie-break
                if over:
                    whole.append((value, played, after))
                else:
                    partial.append((value, played, chosen, after))
                if clock.expired():
                    return [_out_of_time(whole, partial, finish, rng)]
        partial = best_first(partial)
        if narrow is not None and clock.expired(narrow):
            width = keep = 1
        beam = [(bits, chosen, after) for value, bits, chosen, after in partial[:width]]
    whole = best_first(whole)
    turns = [(bits, after) for value, bits, after in whole[:judged_turns or 2 * keep]]
    return best_first(judged(turns, judge, rng, clock))[:keep]


def judged(turns, judge, rng, clock):
    """[(judge(after), bits, after)] for the (bits, after) of ``turns`` in order,
    while the clock has room for another (one at least): an evaluation on a
    big board is slow enough that judging them all could overrun the limit
    by itself, and one started late would end after it."""
    found = []
    for bits, after in turns:
        if found and clock.no_room():
            break
        value = clock.timed(judge, after)
        found.append((value + rng.random() * 0.01, bits, after))   # seeded tie-break
    return found


def _out_of_time(whole, partial, finish, rng):
    """The turn a beam stopped by the clock plays, as (guide's score, bits, after):
    the best whole turn it has met, else its best partial turn finished on the
    cells ``finish`` gives, else on any legal cell (drawn, so as not to crowd
    one side of the board).  ``finish`` must be quick."""
    if whole:
        return best_first(whole)[0]
    value, bits, chosen, after = best_first(partial)[0]
    side = after.side
    while after.side == side and after.result is None:
        choices = after.geo.bits(finish(after) or after.legal)
        bit = choices[rng.randrange(len(choices))]
        after.play(bit)
        bits = bits + [bit]
    return value, bits, after


def few_turns(position, limit, reach=None):
    """True when listing every distinct turn is cheap: C(cells, sub-moves) is at most
    ``limit``, counting the cells ``reach`` the turn could reach as it grows (by
    default through the 8 cells around each, as in the classic and bases games)."""
    if reach is None:
        reach = turn_reach(position)
    count = popcount(reach)
    total = 1
    for step in range(min(position.left, count)):
        total = total * (count - step) // (step + 1)
        if total > limit:
            return False
    return True


def turn_reach(position):
    """The cells the side to move could reach within its turn, growing through
    the 8 cells around each to the cells it targets."""
    geo = position.geo
    targets = position.targets(position.side)
    reach = position.legal
    for _ in range(position.left - 1):
        reach |= geo.dilate(reach) & targets
    return reach


def winning_turn(position, focus, clock, nodes, share=1):
    """Bits of a turn after which the side to move has won, or None if none is found.

    The search tries the cells ``focus(position)`` gives (legal ones) at every
    sub-move, each set of cells once, and gives up after ``nodes`` sub-moves
    tried or the share ``share`` of the clock's time: its thousands of nodes
    can take seconds on a big board."""
    side = position.side
    geo = position.geo
    budget = [nodes]
    seen = set()

    def search(current, bits, mask):
        for bit in geo.bits(focus(current)):
            if budget[0] <= 0 or clock.expired(share):
                budget[0] = 0      # out of nodes or time: no more nodes anywhere
                return None
            cells = mask | bit
            key = table_key(cells)    # a mask's own hash on MicroPython is its lowest word
            if key in seen:
                continue
            seen.add(key)
            budget[0] -= 1
            after = current.copy()
            after.play(bit)
            if after.result == side:
                return bits + [bit]
            if after.side == side and after.result is None:
                found = search(after, bits + [bit], cells)
                if found:
                    return found
        return None

    return search(position, [], 0)


# --- alpha-beta over whole turns -----------------------------------------------------------


class OutOfBudget(Exception):
    pass


class TurnSearch:
    """Alpha-beta over whole turns for the side to move at the root, ``me``, by
    iterative deepening while a budget of work lasts (a fixed budget keeps the
    result deterministic; the clock may cut it sooner).

    Values are ``me``'s: ``me`` maximises, every other player minimises, as if
    all played together against ``me`` (paranoid search, Sturtevant and Korf
    2000); for two players this is plain alpha-beta.  A bot's subclass says
    what a position is worth to ``me`` (``evaluate``), which turns a node
    weighs (``turns``: [(value for me, bits, after)], best for the mover
    first) and whether the side to move wins at once (``wins_now``), and
    spends its work with ``charge``.  Class settings:
    ``JUDGE_LEAVES``: the leaves are evaluated as nodes of their own, not
    taken from the judged turns of their parent (the classic bot's budget
    was set so); ``USE_UNFINISHED``: a deepening cut short still counts if
    it searched the previous best turn first and found a better one."""

    MAX_DEPTH = 8
    JUDGE_LEAVES = False
    USE_UNFINISHED = False

    def __init__(self, rng, clock, budget):
        self.rng = rng
        self.clock = clock
        self.budget = budget
        self.me = None
        self.spent = 0
        self.at_root = False

    def charge(self, work):
        """Count ``work`` spent; below the root, stop once the budget or the time is gone."""
        self.spent += work
        if not self.at_root and (self.spent > self.budget or self.clock.expired()):
            raise OutOfBudget()

    def evaluate(self, position):
        raise NotImplementedError

    def turns(self, position):
        raise NotImplementedError

    def root_turns(self, position):
        """The turns weighed at the root; a subclass may weigh more there."""
        return self.turns(position)

    def wins_now(self, position):
        raise NotImplementedError

    def searched(self, position, results):
        """What the search found at a node: [(value for the mover, turn)] for the
        turns it searched, in order (the ones after a cut-off are not there).
        A subclass that keeps the turns of a node may reorder them for the next depth."""

    def deepened(self, root, scored):
        """The root's turns for the next depth: those just searched, best first
        (``scored``), then any the search did not reach."""
        return scored + root[len(scored):]

    def value(self, position, depth, alpha, beta):
        """The value for ``me`` of ``position`` searched ``depth`` turns on."""
        if self.clock.expired():    # below the root every step may stop: the root has a turn
            raise OutOfBudget()
        if position.result is not None or depth == 0:
            return self.evaluate(position)
        mine = position.side == self.me
        if self.wins_now(position):
            return WIN if mine else -WIN
        best = None
        results = []
        for turn in self.turns(position):
            value, bits, after = turn
            if depth > 1 or self.JUDGE_LEAVES:
                value = self.value(after, depth - 1, alpha, beta)
            results.append((value if mine else -value, turn))
            if mine:
                best = value if best is None else max(best, value)
                alpha = max(alpha, best)
            else:
                best = value if best is None else min(best, value)
                beta = min(beta, best)
            if alpha >= beta:
                break
        self.searched(position, results)
        return best

    def best_turn(self, position):
        """(value, bits, after) of the best turn of the deepest search finished
        within the budget (see USE_UNFINISHED)."""
        self.me = position.side
        self.at_root = True      # the root's own turns are always judged
        root = self.root_turns(position)
        self.at_root = False
        self.budget += self.spent
        best = root[0]
        if len(root) == 1:       # nothing to compare (or the clock has run out already)
            return best
        for depth in range(2, self.MAX_DEPTH + 1):
            scored = []
            try:
                alpha = -2 * WIN
                for value, bits, after in root:
                    value = self.value(after, depth - 1, alpha, 2 * WIN)
                    scored.append((value, bits, after))
                    alpha = max(alpha, value)
            except OutOfBudget:
                if self.USE_UNFINISHED and len(scored) > 1 and scored[0][1] == best[1]:
                    best = best_first(scored)[0]
                break
            root = self.deepened(root, best_first(scored))
            best = root[0]
            if abs(best[0]) >= WIN:
                break
        return best


# --- answering a pass ----------------------------------------------------------------------


def turn_or_pass(position, winning_turn, best_turn, evaluate, margin, walled_apart):
    """The bits the side to move plays ([] is a pass), by the rule of answering a
    pass (see the module's doc string).

    ``winning_turn()`` gives the bits of a turn that wins at once, or None;
    ``best_turn()`` (value, bits) of the bot's best turn, the value for the
    side to move; each is asked only when needed (a pass that wins needs no
    search).  ``evaluate(after, side)`` is the bot's evaluation (it reads a
    finished game's result), ``margin`` how much worse than a draw the bot
    must stand to take one, ``walled_apart(position)`` the bot's judgement of
    a dead position.  Walled apart, the bot's search is no judge: it has the
    enemy play a turn at every node, never pass, so it sees the side with
    less ground fill it and lose, which a player who may pass never does."""
    after = pass_ending_the_game(position)
    if after is None:
        return winning_turn() or best_turn()[1]
    pass_value = evaluate(after, position.side)
    if pass_value >= WIN:
        return []
    win = winning_turn()
    if win:
        return win
    if pass_value > -WIN and walled_apart(position):
        return []
    value, bits = best_turn()
    return [] if value < pass_value - margin else bits


def pass_ending_the_game(position):
    """The position after the side to move passes, when that pass ends the game
    (everyone else still in has just passed: the engine says so), else None."""
    if not position.at_turn_start():
        return None
    after = position.copy()
    after.pass_turn()
    return after if after.result is not None else None
