"""The built-in opponent, at four levels.

    from game.bot import classic as bot
    bot.choose_turn(game, level="hard", seed=1, time_limit=None)  # -> ["d4", "e5", "f6"], [] = pass

What the game rewards, and so what the evaluation counts: reach (cells a side
can act on, kills counted apart), living marks, space (empty cells a colony
gets to first, a Voronoi split by bitboard dilation), ground only one side can
ever reach, tempo (the kills the side to move can chain right now) and above
all fortresses: a living mark walled in by killed enemy marks can never be
reached, since killed marks never conduct for their owner (seed 001).
Corners need only three walls.

Turns are searched as whole turns, each set of cells once (see beam_turns):
- easy looks one turn ahead: the best whole turn by the evaluation, never
  asking what you will answer — its marks hang where a beginner can take them;
- medium and hard search whole turns with alpha-beta (negamax), a beam
  proposing the candidate turns at each node (every turn in the endgame,
  where few are left), deepening while their budget of evaluations lasts;
  hard has ten times medium's budget and its own weights (FITTED_WEIGHTS,
  fitted on self-play of the arena's MCTS).  Both take a winning turn when a
  quick search over kills finds one, and look for the enemy's at every node;
- expert is hard's search thinking as long as the player chose (the page's
  5, 15 or 60 s), by twice hard's budget where no time is given.

After the enemy's pass every level passes back, ending the game, only by
the rule the bots share (game/bot/search.py, turn_or_pass): when that wins
(the last mover wins), or when no turn wins at once and either the two
sides are walled apart (walled_apart) or its best turn is worth less than a
draw by more than HOPELESS.

It never changes the Game it is given; with no time limit it is deterministic
for a given seed.  With one, every loop of the search looks at the clock
(each sub-move tried, win-search node, evaluation), so the answer comes a
sub-move or an evaluation after the limit at most, with the best found so far
(game/tools/benches/limits.py measures it).
"""

from game.core.board import popcount
from game.bot import search
from game.bot.search import WIN, Clock, best_first
from game.bot.turns import full_turns

# Search per level: evaluations allowed, beam width over sub-moves, whole
# turns kept at each node.  The expert's budget counts only without a time
# limit (the page gives it the player's time: search.level_search).
SEARCH = {"medium": (150, 6, 4), "hard": (1500, 6, 6), "expert": (3000, 6, 6)}
WIN_SEARCH_NODES = 4000        # at the root
FEW_TURNS = 80                 # at most this many distinct turns: list them all
INNER_WIN_SEARCH_NODES = 150   # at every node of the search: a quick look for a won turn
QUICK_ENCLOSED = 4     # weight, inside a turn, of enemy marks with no empty neighbour
EASY_BEAM = 6          # partial turns kept at each sub-move
EASY_CHOICES = 60      # whole turns judged by the full evaluation
# With a time limit, the shares of it that the turn to play may take: the
# winning search at the root gives up at half (it can take seconds on a big
# board, and a turn must still be found), and the beam proposing the root's
# turns narrows to one partial turn at half, so that it ends with turns the
# guide chose, not blind ones (see beam_turns).
ROOT_WIN_SHARE = 0.5
ROOT_NARROW = 0.5
# How much worse than a draw the bot must stand to answer a pass with a pass
# (search.turn_or_pass): the "fortress" weight, what a colony the enemy can
# never destroy is worth.  In 30 games of medium against itself (10x10, random
# openings) 99.3% of the 143 turns whose best value was below -100 were the
# eventual loser's (91.7% below -50, 89.3% below 0), and no turn of the
# first six of a game was below -101: an even opening stays well above it.
HOPELESS = 100

# The win chance its evaluation gives (game/bot/chance.py): (points per e-fold of
# the odds, the side to move's edge), fitted on 480 games of medium against itself
# by `python -m game.tools.arena.chance classic --games 480 --curve` (game/bot/README.md).
CHANCE = (0.0123644, -0.5795)
# That logistic curve is not the odds' shape here (a lead of -100 to +60 says
# little, the next hundred points much), so a game of two reads the chance off
# the curve the same games measured: (the mover's lead, its chance).
CHANCE_CURVE = ((-694, 0.010), (-206, 0.046), (-174, 0.059), (-142, 0.151), (-90, 0.235), (-38, 0.245),
                (16, 0.318), (68, 0.381), (92, 0.551), (118, 0.730), (142, 0.818), (164, 0.889), (194, 0.945),
                (262, 0.962), (822, 0.990))

# The quick stage (MicroPython in the page's worker, game/bot/worker.py) does
# a few dozen evaluations in hard's time, and a phone a quarter of that: a
# tenth of the time for the root's win search (its 4,000 nodes would take
# half and leave the beam one turn), a quick look for the enemy's win that
# fits (150 nodes cost more than a reply's beam), and narrower beams, so
# that hard still weighs the replies (measured with the arena's phone
# model, game/bot/README.md "The bots on a phone").
QUICK_STAGE = {"ROOT_WIN_SHARE": 0.1, "INNER_WIN_SEARCH_NODES": 20,
               "SEARCH": {"medium": (150, 2, 3), "hard": (1500, 3, 4), "expert": (3000, 3, 4)}}


# --- evaluation --------------------------------------------------------------------------


WEIGHTS = {
    "empty_reach": 1,      # empty cells a side can act on
    "kill_reach": 3,       # enemy marks it can kill
    "alive": 2,            # living marks
    "space": 1,            # empty cells it gets to first
    "private": 4,          # empty cells only it can ever reach
    "safe": 10,            # living marks the enemy can never reach
    "fortress": 100,       # having at least one such mark
    "tempo_kills": 20,     # kills the side to move can make right away (up to its sub-moves)
}

# Hard's weights: the chance that the mover wins, fitted on the terms above at every
# turn start of 400 games of mcts:2000 against itself, in points of CHANCE's scale,
# rounded (python -m game.tools.arena.weights; game/bot/README.md, "Strength against
# the sparring partner").  A cell only one side can ever reach counts most after a
# fortress: the game is lost by the side that runs out of sub-moves first.
FITTED_WEIGHTS = dict(WEIGHTS, empty_reach=3, kill_reach=1, space=0, private=85, safe=16, fortress=167,
                      tempo_kills=4)
LEVEL_WEIGHTS = {"hard": FITTED_WEIGHTS, "expert": FITTED_WEIGHTS}


def evaluate(position, side, weights=WEIGHTS):
    """How good ``position`` is for ``side``: higher is better, WIN for a won game."""
    result = position.result
    if result is not None:
        if result == side:
            return WIN
        return -WIN if result == 1 - side else 0
    foe = 1 - side
    geo = position.geo
    alive, dead = position.alive, position.dead
    my_reach = reach(position, side)
    foe_reach = reach(position, foe)
    score = weights["empty_reach"] * (popcount(my_reach & ~alive[foe])
                                      - popcount(foe_reach & ~alive[side]))
    score += weights["kill_reach"] * (popcount(my_reach & alive[foe])
                                      - popcount(foe_reach & alive[side]))
    score += weights["alive"] * (popcount(alive[side]) - popcount(alive[foe]))
    if weights["tempo_kills"]:
        kills = kill_run(position)
        score += weights["tempo_kills"] * (kills if position.side == side else -kills)
    if weights["space"]:
        score += weights["space"] * space(position, side)
    mine = ever_reach(position, side)
    theirs = ever_reach(position, foe)
    empty = geo.full & ~(alive[0] | alive[1] | dead[0] | dead[1])
    # ground only one side can ever use: moves the other cannot take away
    score += weights["private"] * (popcount(empty & mine & ~theirs)
                                   - popcount(empty & theirs & ~mine))
    # living marks the enemy can never reach: a colony that cannot be destroyed
    my_safe = popcount(alive[side] & ~theirs)
    their_safe = popcount(alive[foe] & ~mine)
    # the side to move may seal a mark of its own this very turn
    if position.side == side:
        my_safe = my_safe or fortress_within_reach(position)
    else:
        their_safe = their_safe or fortress_within_reach(position)
    score += weights["safe"] * (my_safe - their_safe)
    score += weights["fortress"] * ((my_safe > 0) - (their_safe > 0))
    return score


def ever_reach(position, side):
    """The cells ``side`` could ever get to: its colony flooded through everything
    but its own killed marks, which never conduct for it and never change."""
    geo = position.geo
    return geo.flood(_seed(position, side), geo.full & ~position.dead[side])


def walled_apart(position):
    """True when no sub-move of either side can ever touch a cell the other could
    get to (their ever_reach meet nowhere): each plays on in its own ground,
    and the game can end only in a draw or by a side's own mistake."""
    return not ever_reach(position, 0) & ever_reach(position, 1)


def fortress_within_reach(position):
    """1 if the side to move can wall in one of its living marks this turn, else 0.

    A mark with no empty neighbour is sealed once the enemy marks next to it
    are killed and the enemy can no longer get to it otherwise: killed marks
    never conduct for their owner.  Corners need only three such walls.
    """
    side = position.side
    foe = 1 - side
    if not position.moved[foe]:
        return 0
    geo = position.geo
    alive, dead = position.alive, position.dead
    empty = geo.full & ~(alive[0] | alive[1] | dead[0] | dead[1])
    enclosed = alive[side] & ~geo.dilate(empty)
    foe_region = None
    for mark in geo.bits(enclosed):
        around = geo.dilate(mark)
        attackers = around & alive[foe]
        if attackers & ~position.legal or popcount(attackers) > position.left:
            continue
        if foe_region is None:
            foe_region = position.region(foe)
        walls = dead[foe] | attackers
        if not geo.flood(foe_region & ~attackers, geo.full & ~walls) & around & ~walls:
            return 1
    return 0


def kill_run(position):
    """How many kills the side to move can chain in its sub-moves left, greedily:
    each kill may open the way to the next (the killed mark conducts)."""
    side = position.side
    kills = position.legal & position.alive[1 - side]
    if not kills:
        return 0
    if position.left == 1 or not position.moved[side]:
        return 1
    current = position.copy()
    made = 0
    while kills and current.side == side and current.result is None:
        current.play(kills & -kills)
        made += 1
        if current.side != side:
            break
        kills = current.legal & current.alive[1 - side]
    return made


def space(position, side):
    """Empty cells ``side`` reaches strictly before the enemy, minus the reverse."""
    geo = position.geo
    dilate = geo.dilate
    foe = 1 - side
    alive, dead = position.alive, position.dead
    empty = geo.full & ~(alive[0] | alive[1] | dead[0] | dead[1])
    mine = position.region(side) if position.moved[side] else 0
    theirs = position.region(foe) if position.moved[foe] else 0
    my_ground = empty | dead[foe] | alive[foe]
    their_ground = empty | dead[side] | alive[side]
    my_space = their_space = 0
    while True:
        my_step = dilate(mine) & my_ground & ~mine & ~theirs
        their_step = dilate(theirs) & their_ground & ~theirs & ~mine
        if not (my_step or their_step):
            break
        my_space |= my_step & ~their_step
        their_space |= their_step & ~my_step
        mine |= my_step
        theirs |= their_step
    return popcount(my_space & empty) - popcount(their_space & empty)


def quick_score(position, side):
    """Reach and marks only: the cheap guide of the beam inside a turn."""
    if position.result is not None:
        return evaluate(position, side)
    foe = 1 - side
    alive, dead = position.alive, position.dead
    score = (3 * (popcount(reach(position, side)) - popcount(reach(position, foe)))
             + 2 * (popcount(alive[side]) - popcount(alive[foe])))
    geo = position.geo
    open_cells = geo.dilate(geo.full & ~(alive[0] | alive[1] | dead[0] | dead[1]))
    # enemy marks with no empty cell around are the ones that can become fortresses
    score -= QUICK_ENCLOSED * popcount(alive[foe] & ~open_cells)
    return score


def reach(position, side):
    """The cells ``side`` could act on now: for the side to move the position
    keeps them already (no flood needed), for the other they are worked out."""
    if position.side == side and position.result is None:
        return position.legal
    return position.legal_for(side)


def _seed(position, side):
    if position.moved[side]:
        return position.region(side)
    return position.geo.parse(position.rules.starts[side])


# --- whole turns -------------------------------------------------------------------------


def beam_turns(position, width, keep, judge, rng, clock, judged_turns=None, narrow=None):
    """Up to ``keep`` whole turns, best first, as (``judge(after)``, bits, position after):
    the shared beam (game/bot/search.py) guided by quick_score, a turn cut
    short by the clock finished with kills."""
    side = position.side

    def guide(after):
        return quick_score(after, side)
    return search.beam_turns(position, width, keep, guide, judge, rng, clock, _kills,
                             judged_turns, narrow)


def _kills(position):
    return position.legal & position.alive[1 - position.side]


def winning_turn(position, clock, nodes=None, share=1):
    """Bits of a turn after which the side to move has won, or None if none is found.

    Only a kill shrinks the enemy's reach, so the search tries kills and the
    placements that bring enemy marks into reach: cells on or next to them.
    """
    geo = position.geo
    foe = 1 - position.side

    def focus(current):
        marks = current.alive[foe]
        return current.legal & (marks | geo.dilate(marks))
    return search.winning_turn(position, focus, clock, nodes or WIN_SEARCH_NODES, share)


# --- search over whole turns --------------------------------------------------------------


class Search(search.TurnSearch):
    """Alpha-beta over whole turns (game/bot/search.py) for two sides.

    At each node the moves are the best whole turns a beam finds, or every
    distinct turn when there are few (the endgame), so the search goes deep
    exactly where the board has little left.  The budget counts evaluations.
    """

    JUDGE_LEAVES = True

    def __init__(self, rng, clock, budget, width, keep, weights=None):
        search.TurnSearch.__init__(self, rng, clock, budget)
        self.width = width
        self.keep = keep
        self.weights = weights or WEIGHTS

    def score(self, position, side):
        self.charge(1)
        return evaluate(position, side, self.weights)

    def evaluate(self, position):
        value = self.score(position, position.side)
        return value if position.side == self.me else -value

    def wins_now(self, position):
        return winning_turn(position, self.clock, INNER_WIN_SEARCH_NODES) is not None

    def turns(self, position):
        """The candidate turns, best for the mover first.  At the root, where a turn
        must come out, the beam narrows at half the time (see beam_turns)."""
        side = position.side

        def judge(after):
            return self.score(after, side)
        if search.few_turns(position, FEW_TURNS):
            ranked = best_first(search.judged(full_turns(position, stop=self.clock.expired),
                                              judge, self.rng, self.clock))
        else:
            ranked = beam_turns(position, self.width, self.keep, judge, self.rng, self.clock,
                                narrow=ROOT_NARROW if self.at_root else None)
        if side != self.me:
            ranked = [(-value, bits, after) for value, bits, after in ranked]
        return ranked

    def deepened(self, root, scored):
        # Every turn of the root comes again after the ones just searched (no
        # turn is equal to one rescored), so a deeper search weighs each turn
        # twice; the level's figures (game/bot/README.md) are of this search.
        return scored + [move for move in root if move not in scored]


# --- the levels --------------------------------------------------------------------------


def _easy(position, rng, clock):
    """The best whole turn by the evaluation alone: no thought of the reply."""
    side = position.side

    def judge(after):
        return evaluate(after, side)

    def best_turn():
        return beam_turns(position, EASY_BEAM, 1, judge, rng, clock, EASY_CHOICES,
                          ROOT_NARROW)[0][:2]
    return _turn_or_pass(position, clock, best_turn)


def _searcher(level):
    def play(position, rng, clock):
        def best_turn():
            # SEARCH is read at each turn: the arena's --phone caps it
            return Search(rng, clock, *search.level_search(SEARCH, level, clock),
                          weights=LEVEL_WEIGHTS.get(level)).best_turn(position)[:2]
        return _turn_or_pass(position, clock, best_turn)
    return play


def _turn_or_pass(position, clock, best_turn):
    """A winning turn if one is found, else ``best_turn()``'s bits, or a pass where
    the shared rule of answering one says so."""
    def winning():
        return winning_turn(position, clock, share=ROOT_WIN_SHARE)
    return search.turn_or_pass(position, winning, best_turn, evaluate, HOPELESS, walled_apart)


PLAYERS = {"easy": _easy, "medium": _searcher("medium"), "hard": _searcher("hard"), "expert": _searcher("expert")}


def choose_turn(game, level="medium", seed=None, time_limit=None, clock=None):
    """The cells of one whole turn for the side to move, in playing order; [] is a pass.

    ``level`` is "easy", "medium", "hard" or "expert"; ``time_limit`` (seconds)
    makes the search stop early with the best it has (the expert's, thinking
    until then: it has no budget of its own with one).  ``clock``, an object with
    ``expired(share=1)``, may stand for the time limit's clock (a bench counts
    processor time on a busy machine).  ``game`` is not changed.
    """
    return search.chosen_cells(game, PLAYERS, level, seed, clock or Clock(time_limit))
