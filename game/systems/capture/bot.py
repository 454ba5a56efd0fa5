"""The bot for the capture game «Вирусы» (seed 003, game/systems/capture/rules.py), at four levels.

    from game.bot import capture as capture_bot
    capture_bot.choose_turn(game, level="hard", seed=1, time_limit=None)  # -> ["d4", "e5", "f6"]

What the game rewards, and so what the evaluation counts.  A mark with two
of its own marks beside it can never be taken (it would need three enemy
sides), so only the tips of a colony can be lost, and a colony never falls
apart; what decides the game is room.  The game ends, and is counted, when
the side to move cannot place all its marks: a colony walled into less
ground than the enemy's runs out first.  So the evaluation counts
- marks (and, under territory scoring, the ground each side has secured),
- space: empty cells a colony gets to before the enemy (a race of both
  colonies outwards, side by side, through the cells each may place on),
- private ground: empty cells only one side can still ever reach,
- mobility: the cells each side may place on now,
- takes: enemy marks a turn could take (the sides the taker lacks around
  them all free to it), worth most to the side to move.
Once the colonies share no cell they could grow to, the count to come is
known (each fills its own room a turn's marks at a time), but for marks
taken at their border: a won count is then worth more than any open
position, a lost one less.

A drawn count is worth a little less than an even position to X, who moves
first and so wins more of them, and as much more to O.

Turns are searched as whole turns, each set of cells once, with the search
every bot shares (game/bot/search.py): a beam walking the sub-moves guided by
a cheap score that knows the ground each cell is (the evaluation's space,
private ground and territory, worked out once per turn):
- easy looks one turn ahead: the best whole turn by the evaluation, with
  some noise, never asking what you will answer;
- medium and hard search whole turns with alpha-beta, a beam over
  sub-moves proposing the candidate turns at each node (every turn when few
  are left), deepening while their budget of evaluations lasts; hard has a
  larger budget and wider nodes, and medium's evaluations carry some noise.  Both first look for a turn that ends the
  game won: the enemy cannot place its marks and the count is ours;
- expert is hard's search thinking as long as the player chose (the page's
  5, 15 or 60 s), by twice hard's budget where no time is given.

It never changes the Game it is given; with no time limit it is
deterministic for a given seed.  With one, every loop looks at the clock
(each sub-move tried, each evaluation, each node), so the answer comes an
evaluation after the limit at most, with the best turn found so far.
"""

from game.core.board import popcount, table_key
from game.bot import search
from game.bot.search import WIN, Clock, best_first
from game.systems.capture.rules import flood4, sides_of
from game.bot.turns import full_turns

# A count that the colonies' room has settled, won or lost: more than any open position is worth.
SETTLED = 1000

# Weights under each scoring.  Marks count as captures (see marks_balance);
# under territory scoring the ground a colony will own counts as much as marks.
WEIGHTS = {
    "marks": {
        "marks": 12,         # marks taken, on balance
        "territory": 0,      # secured empty ground
        "space": 1,          # empty cells a colony gets to first
        "private": 1,        # empty cells only it can still reach
        "mobility": 1,       # cells it may place on now
        "pressure": 2,       # own marks beside enemy marks that can be taken
        "takes_mover": 8,    # enemy marks the side to move can take this turn
        "takes_waiting": 3,  # the same for the side waiting: the mover may save them
        "first_move": 18,    # what moving first is worth to X in an even open position
    },
    "territory": {
        "marks": 6,
        "territory": 6,
        "space": 3,
        "private": 3,
        "mobility": 1,
        "pressure": 1,
        "takes_mover": 5,
        "takes_waiting": 2,
        "first_move": 18,
    },
}

# Search per level: evaluations allowed, beam width over sub-moves, whole
# turns kept at each node, points of noise on each evaluation under each
# scoring (medium misses things now and then: without it, searching deeper
# than medium bought hard little).
SEARCH = {"medium": (30, 4, 3, {"marks": 12, "territory": 24}),
          "hard": (1500, 6, 6, {"marks": 0, "territory": 0}),
          "expert": (3000, 6, 6, {"marks": 0, "territory": 0})}
EASY_BEAM = 3          # partial turns kept at each sub-move
EASY_CHOICES = 8       # whole turns judged by the full evaluation
EASY_NOISE = 96        # points of noise on easy's judgement: it misses things
ROOT_CHOICES = 24      # whole turns judged at the root of the search (its keep are searched)
WIN_SEARCH_NODES = 600
FEW_TURNS = 60         # a node lists every turn when there are no more than this many
# the boards the project's puzzles are found on (game/tools/build/puzzles.py:
# width, height, sub-moves per turn)
PUZZLE_BOARDS = [(6, 6, 2), (7, 7, 2), (8, 8, 3)]

# The win chance its evaluation gives (game/bot/chance.py): (points per e-fold of
# the odds, the side to move's edge), fitted on 80 games of medium against itself
# by `python -m game.tools.arena.chance capture --games 80` (game/bot/README.md).
CHANCE = (0.0661104, 0.2081)

# With a time limit, the share of it the search for a winning turn may take.
ROOT_WIN_SHARE = 0.3
# The quick stage (MicroPython in the page's worker, game/bot/worker.py), on a
# phone above all: a third of the time for the win search leaves hard too
# little to weigh the replies of six turns; a tenth, and four turns a node
# (measured with the arena's phone model, game/bot/README.md "The bots on a phone").
QUICK_STAGE = {"ROOT_WIN_SHARE": 0.1,
               "SEARCH": {"medium": SEARCH["medium"], "hard": (1500, 4, 4, SEARCH["hard"][3]),
                          "expert": (3000, 4, 4, SEARCH["expert"][3])}}


# --- bitboard helpers ---------------------------------------------------------------------


def beside(geo, mask):
    """The cells with a side neighbour in ``mask`` (a cell of ``mask`` too, if it has one)."""
    stride = geo.stride
    return ((mask << 1) | (mask >> 1) | (mask << stride) | (mask >> stride)) & geo.full


_SAFE_SPOTS = {}


def _edges_and_corners(geo):
    """(edge cells that are not corners, corners), worked out once per board size."""
    found = _SAFE_SPOTS.get(geo)
    if found is None:
        edge = corners = 0
        for bit in geo.cells:
            sides = popcount(beside(geo, bit))
            if sides == 3:
                edge |= bit
            elif sides < 3:
                corners |= bit
        found = _SAFE_SPOTS[geo] = (edge, corners)
    return found


def _neighbourhood(geo, mask):
    """(cells with one side in ``mask``, with two, with three): one set of shifts."""
    stride = geo.stride
    full = geo.full
    a, b = (mask << 1) & full, (mask >> 1) & full
    c, d = (mask << stride) & full, (mask >> stride) & full
    across, along = a | b, c | d
    return across | along, (a & b) | (across & along) | (c & d), (a & b & along) | (c & d & across)


class View:
    """What the evaluation reads of a position for both sides, worked out once.

    Per side ``s``: ``open[s]``, the empty cells it may ever place on as
    things stand (not three enemy sides); ``legal[s]``, those beside its
    colony now; ``takeable[s]``, its marks that three enemy sides would take
    (inside the board those with at most one side of their own, on an edge
    those with none; a corner never goes); ``beside[s]`` and ``two[s]``, the
    cells with one and with two of its marks beside them.
    """

    __slots__ = ("geo", "marks", "open", "legal", "takeable", "beside", "two")

    def __init__(self, position):
        geo = self.geo = position.geo
        marks = self.marks = position.marks
        edge, corners = _edges_and_corners(geo)
        inside = ~(edge | corners)
        empty = geo.full & ~(marks[0] | marks[1])
        beside0, two0, three0 = _neighbourhood(geo, marks[0])
        beside1, two1, three1 = _neighbourhood(geo, marks[1])
        self.beside = (beside0, beside1)
        self.two = (two0, two1)
        self.open = (empty & ~three1, empty & ~three0)
        self.legal = (beside0 & self.open[0], beside1 & self.open[1])
        self.takeable = (marks[0] & (inside & ~two0 | edge & ~beside0),
                         marks[1] & (inside & ~two1 | edge & ~beside1))

    def takes(self, side, marks):
        """Enemy marks ``side`` could take with at most ``marks`` marks of its
        own: the sides it lacks around them all free to it now."""
        need_one, need_two, need_three = _neighbourhood(self.geo, self.legal[side])
        targets = self.takeable[1 - side]
        ready = targets & self.two[side] & need_one
        if marks >= 2:
            ready |= targets & self.beside[side] & need_two
        if marks >= 3:
            ready |= targets & need_three
        return popcount(ready)

    def pressure(self, side):
        """``side``'s marks beside enemy marks that can be taken, counted once per
        enemy mark and side up to two (the third takes it)."""
        targets = self.takeable[1 - side]
        return popcount(targets & self.beside[side]) + popcount(targets & self.two[side])

    def race(self, first):
        """(cells X gets to first, cells O gets to first): both colonies grow a
        step at a time through the cells each may place on; a cell both reach
        at the same step is nobody's and blocks both.  ``first`` (the side to
        move) takes its first step alone: it is a turn ahead."""
        geo = self.geo
        won = [self.legal[0], self.legal[1]]
        other = 1 - first
        won[other] &= ~won[first]
        fronts = [won[0], won[1]]
        claimed = won[0] | won[1]
        while fronts[0] or fronts[1]:
            step0 = beside(geo, fronts[0]) & self.open[0] & ~claimed
            step1 = beside(geo, fronts[1]) & self.open[1] & ~claimed
            claimed |= step0 | step1
            fronts = [step0 & ~step1, step1 & ~step0]
            won[0] |= fronts[0]
            won[1] |= fronts[1]
        return won

    def reach(self, side):
        """Every empty cell ``side`` could still grow to."""
        return flood4(self.geo, self.legal[side], self.open[side])


# --- evaluation ---------------------------------------------------------------------------


def evaluate(position, side, weights=WEIGHTS):
    """How good ``position`` is for ``side``: higher is better, WIN for a won game.

    Once the colonies no longer share a cell they could grow to, the count
    to come is known but for marks taken at their border: a won count is
    worth more than any open position, a lost one less."""
    result = position.result
    weights = weights[position.rules.scoring]
    if result is not None:
        if result == side:
            return WIN
        return -WIN if result == 1 - side else drawn(side, weights)
    foe = 1 - side
    view = View(position)
    score = takes_balance(position, view, side, weights)
    mine, theirs = view.reach(side), view.reach(foe)
    if not mine & theirs:
        margin = settled_margin(position, side, popcount(mine), popcount(theirs))
        if not margin:
            return score + drawn(side, weights)
        return score + weights["marks"] * margin + (SETTLED if margin > 0 else -SETTLED)
    score += weights["marks"] * marks_balance(position, side)
    if weights["territory"]:
        score += weights["territory"] * (popcount(position.territory(side))
                                         - popcount(position.territory(foe)))
    won = view.race(position.side)
    score += weights["space"] * (popcount(won[side]) - popcount(won[foe]))
    score += weights["private"] * (popcount(mine & ~theirs) - popcount(theirs & ~mine))
    score += weights["mobility"] * (popcount(view.legal[side]) - popcount(view.legal[foe]))
    return score + weights["pressure"] * (view.pressure(side) - view.pressure(foe))


def drawn(side, weights):
    """What a drawn count is worth to ``side``: less than an even open position
    to X, who moves first and so wins more of them, more to O."""
    return -weights["first_move"] if side == 0 else weights["first_move"]


def takes_balance(position, view, side, weights):
    """The marks each side could take in a turn, worth most to the side to move."""
    foe = 1 - side
    mover, waiting = (side, foe) if position.side == side else (foe, side)
    takes = (weights["takes_mover"] * view.takes(mover, position.left)
             - weights["takes_waiting"] * view.takes(waiting, position.rules.actions))
    return takes if mover == side else -takes


def settled_margin(position, side, mine, theirs):
    """``side``'s points less the enemy's when the game is counted, once the
    colonies no longer share a cell they could grow to and have ``mine`` and
    ``theirs`` cells of room, no mark being taken any more.

    Under territory scoring every cell of a room ends as its owner's mark or
    ground.  Under marks scoring the room decides who is first unable to
    place a turn's marks, and so how many turns each side places: the side
    to move finishes its turn, then the other moves; a side with room for
    fewer whole turns than the other is stuck first."""
    foe = 1 - side
    margin = popcount(position.marks[side]) - popcount(position.marks[foe])
    if position.rules.scoring == "territory":
        return margin + mine - theirs
    actions = position.rules.actions
    mover = position.side
    left = position.left
    rooms = [0, 0]
    rooms[side], rooms[foe] = mine, theirs
    mover_turns = (rooms[mover] - left) // actions      # turns after the one under way
    other_turns = rooms[1 - mover] // actions
    placed = [0, 0]
    placed[mover] = left + actions * min(mover_turns, other_turns)
    placed[1 - mover] = actions * min(other_turns, mover_turns + 1)
    return margin + placed[side] - placed[foe]


def marks_balance(position, side):
    """``side``'s marks less the enemy's, less the marks X has placed ahead of O
    when O is to move: every turn places the same number of marks, so what is
    left is what each side has taken from the other, the same at every depth
    of the search."""
    balance = popcount(position.marks[side]) - popcount(position.marks[1 - side])
    if position.side == 1:     # O to move: X has a turn's marks more on the board
        balance += -position.rules.actions if side == 0 else position.rules.actions
    return balance


def quick_score(position, side):
    """Marks, mobility and captures only: the cheap guide of the beam inside a turn."""
    if position.result is not None:
        return evaluate(position, side)
    foe = 1 - side
    view = View(position)
    marks = position.marks
    return (8 * (popcount(marks[side]) - popcount(marks[foe]))
            + (popcount(view.legal[side]) - popcount(view.legal[foe]))
            + 2 * (view.pressure(side) - view.pressure(foe))
            + 3 * (view.takes(side, position.left if position.side == side else 1)
                   - view.takes(foe, position.rules.actions)))


# --- whole turns ---------------------------------------------------------------------------


def beam_turns(position, width, keep, judge, rng, clock, judged_turns=None):
    """Up to ``keep`` whole turns, best first, as (``judge(after)``, bits, position after):
    the shared beam (game/bot/search.py) guided by quick_score and the ground
    each mark of the turn is placed on (see ground_values)."""
    side = position.side
    ground = ground_values(position, side)
    before = position.marks[side]

    def guide(after):
        placed = after.marks[side] & ~before     # the mover's marks are not taken in its turn
        return quick_score(after, side) + sum(value * popcount(cells & placed)
                                              for cells, value in ground)
    return search.beam_turns(position, width, keep, guide, judge, rng, clock, _no_kills,
                             judged_turns)


def _no_kills(position):
    """No cell is worth finishing a turn cut short by the clock more than another."""
    return 0


def ground_values(position, side):
    """[(cells, value)]: what a mark of ``side`` placed on one of those cells
    does to the evaluation's ground terms (territory, private ground,
    space), worked out once for a whole turn: a mark on ground already its
    own loses it as ground, one on the enemy's takes it from them.  The guide
    inside a turn knows no ground of its own, and without this it walls in
    less than the evaluation would."""
    weights = WEIGHTS[position.rules.scoring]
    foe = 1 - side
    view = View(position)
    won = view.race(position.side)
    mine, theirs = view.reach(side), view.reach(foe)
    values = [(mine & ~theirs, -weights["private"]), (won[side], -weights["space"]),
              (theirs & ~mine, weights["private"]), (won[foe], weights["space"])]
    if weights["territory"]:
        values.append((position.territory(side), -weights["territory"]))
    return [(cells, value) for cells, value in values if cells and value]


def winning_turn(position, clock, nodes=WIN_SEARCH_NODES, share=1):
    """Bits of a turn after which the side to move has won, or None if none is found.

    The game ends when the enemy cannot place its marks, so the search tries
    the cells that take room from the enemy: those it could grow to within
    its next turn and the cells beside them.
    """
    foe = 1 - position.side
    geo = position.geo
    actions = position.rules.actions

    def focus(current):
        view = View(current)
        near = view.legal[foe]
        for _ in range(actions - 1):
            near |= sides_of(geo, near) & view.open[foe]
        return current.legal & (near | sides_of(geo, near))
    return search.winning_turn(position, focus, clock, nodes, share)


def few_turns(position):
    """True when listing every distinct turn is cheap (search.few_turns), the turn
    growing side by side through the cells the mover may place on."""
    geo = position.geo
    open_cells = View(position).open[position.side]
    reach = position.legal
    for _ in range(position.left - 1):
        reach |= sides_of(geo, reach) & open_cells
    return search.few_turns(position, FEW_TURNS, reach)


# --- search over whole turns ---------------------------------------------------------------


class Search(search.TurnSearch):
    """Alpha-beta over whole turns (game/bot/search.py) for two sides.

    At each node the moves are the best whole turns a beam finds, or every
    distinct turn when there are few (the endgame).  ``budget`` counts
    evaluations; each carries up to ``noise`` points of noise (seeded).  A
    node's turns are found once per search and kept: each deepening meets
    again the nodes of the one before, and tries first the turn that was best
    there."""

    USE_UNFINISHED = True

    def __init__(self, rng, clock, budget, width, keep, noise):
        search.TurnSearch.__init__(self, rng, clock, budget)
        self.width = width
        self.keep = keep
        self.noise = noise
        self.known = {}     # table_key of a position's key -> its turns, best for the mover first

    def score(self, position, side):
        self.charge(1)
        if self.noise:
            return evaluate(position, side) + self.rng.random() * self.noise
        return evaluate(position, side)

    def evaluate(self, position):
        return self.score(position, self.me)

    def wins_now(self, position):
        return False    # the judged turns say it: a won game is worth WIN

    def turns(self, position):
        """[(score for me, bits, after)], best for the mover first."""
        key = table_key(position.key())
        ranked = self.known.get(key)
        if ranked is None:
            ranked = self.known[key] = self.find_turns(position)
        return ranked

    def find_turns(self, position):
        side = position.side

        def judge(after):
            return self.score(after, side)
        if few_turns(position):
            turns = full_turns(position, stop=self.clock.expired)
            ranked = best_first(search.judged(turns, judge, self.rng, self.clock))
        else:
            judged_turns = ROOT_CHOICES if self.at_root else None
            ranked = beam_turns(position, self.width, self.keep, judge, self.rng, self.clock,
                                judged_turns)
        if side != self.me:
            ranked = [(-value, bits, after) for value, bits, after in ranked]
        return ranked

    def searched(self, position, results):
        """The turn found best here goes first, for the next deepening."""
        best = 0
        for number, (value, turn) in enumerate(results):
            if value > results[best][0]:
                best = number
        ranked = self.known[table_key(position.key())]
        ranked.insert(0, ranked.pop(best))


# --- the levels ----------------------------------------------------------------------------


def _easy(position, rng, clock):
    """The best whole turn by the evaluation with some noise: no thought of the reply."""
    win = winning_turn(position, clock, share=ROOT_WIN_SHARE)
    if win:
        return win
    side = position.side

    def judge(after):
        return evaluate(after, side) + rng.random() * EASY_NOISE

    return beam_turns(position, EASY_BEAM, 1, judge, rng, clock, EASY_CHOICES)[0][1]


def _searcher(level):
    def play(position, rng, clock):
        win = winning_turn(position, clock, share=ROOT_WIN_SHARE)
        if win:
            return win
        # read at each turn: the arena's --phone
        budget, width, keep, noises = search.level_search(SEARCH, level, clock)
        noise = noises[position.rules.scoring]
        return Search(rng, clock, budget, width, keep, noise).best_turn(position)[1]
    return play


PLAYERS = {"easy": _easy, "medium": _searcher("medium"), "hard": _searcher("hard"), "expert": _searcher("expert")}


def choose_turn(game, level="medium", seed=None, time_limit=None, clock=None):
    """The cells of one whole turn for the side to move, in playing order
    (``game.actions_left`` of them); [] once the game is over.

    ``level`` is "easy", "medium", "hard" or "expert"; ``time_limit`` (seconds)
    makes the search stop early with the best it has (the expert's, thinking
    until then: it has no budget of its own with one).  ``clock``, an object with
    ``expired(share=1)``, may stand for the time limit's clock (the arena
    counts processor time on a busy machine).  ``game`` is not changed.
    """
    return search.chosen_cells(game, PLAYERS, level, seed, clock or Clock(time_limit))
