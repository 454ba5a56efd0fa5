"""The bot for virus and bases (seed 004, game/systems/bases/rules.py), 2 to 4 players, at four levels.

    from game.bot import bases as bases_bot
    bases_bot.choose_turn(game, level="hard", seed=1, time_limit=None)  # -> ["d4", "e5", "f6"]

What the game rewards, and so what the evaluation counts for each player:
bases (permanent walls, and what a full board is decided by), living viruses
(a player with none goes out), reach (cells the player can act on, enemy
viruses in it counted apart: each is a base to take), viruses in an
enemy's reach (each can become that enemy's base), the danger of going out
(every virus within one enemy turn of being eaten) and enclosures: a virus
or an empty cell walled all round by one's bases and enemy viruses is a win
as soon as the player can act on what is left of the ring in one turn.
A position is judged for one player as their strength less the strongest
opponent's.

Turns are searched as whole turns, each set of cells once (game/bot/turns.py:
the state after a set of cells does not depend on their order; a turn whose
prefix already ends the game — an enclosure, a full board — is a shorter set
of its own).  A beam over sub-moves, guided by a cheap score, proposes the
candidate turns; the evaluation judges them.
- easy looks one turn ahead: the best whole turn by the evaluation, with
  some noise, never asking what the others will answer;
- medium and hard search whole turns with paranoid alpha-beta (Sturtevant
  and Korf 2000): the players move in their order, the bot maximising its
  evaluation and every opponent minimising it, as if all played together
  against the bot; deepening one turn at a time while the budget of work
  (sub-moves tried, evaluations) lasts.  For two players it is plain
  alpha-beta.  Three turns deep (one round of three players) it sees the
  whole round of attacks before its next turn, which is how a player is
  wiped out; best-reply search (Schadd and Winands 2011: one opponent
  answers, the others pass) missed that and won 58% against two easy bots
  where paranoid search won 77% (game/bot/README.md, "The virus-and-bases bot").
  Hard has several times medium's budget and wider beams, and while two
  players are in it weighs a pass as one of its turns (Search._weighs_a_pass).
- expert is hard's search thinking as long as the player chose (the page's
  5, 15 or 60 s), by twice hard's budget where no time is given.
When everyone else has just passed, every level passes back, ending the
game in a draw, only by the rule the bots share (game/bot/search.py,
turn_or_pass): when no turn wins at once and either the players are walled
apart (walled_apart) or its best turn is worth less than a draw by more than
HOPELESS.
All levels take a winning turn when one is found (an enclosure, found
exactly by bitboards; wiping out the last opponent or filling the board
with the most bases, by a small search over kills) and every node of the
search knows when the side to move can enclose at once, so an opponent's
enclosure is blocked when a turn does it.

It never changes the game it is given; with no time limit it is
deterministic for a seed.  With one, every loop looks at the clock (each
sub-move tried, each evaluation, each node), and no evaluation is started
when the longest so far would not fit in the time left (search.Clock.no_room:
one of 30 players takes some 18 ms on MicroPython), so the answer comes a
sub-move after the limit at most, with the best turn found so far (a turn's
first evaluation, with nothing to go by, may still end one late).
"""

from game.systems.bases.rules import DRAW
from game.core.board import popcount, table_key
from game.bot import search
from game.bot.search import WIN, Clock, best_first
from game.bot.turns import full_turns

# Evaluation weights, per player (see _strength).
WEIGHTS = {
    "base": 3,          # a base: a permanent wall that counts at a full board
    "virus": 1,         # a living virus
    "safe": 3,          # ... that no other player can act on now
    "reach": 1,         # an empty cell the player can act on
    "kill": 2,          # an enemy virus the player can turn into a base
    "exposed": 2,       # an own virus another player can turn into its base
    "unsafe": 30,       # no virus out of the others' reach
    "danger": 150,      # ... and few enough to be eaten in one turn: out of the game
    "threat": 60,       # an enclosure the player can complete in one turn
    "near": 8,          # ... or in one turn and one sub-move
    "space": 1,         # an empty cell the player gets to before anyone else
    "life": 0,          # each of the first "life_cap" safe viruses
    "life_cap": 4,
    "danger_all": 0,    # 1: danger counts every opponent's turn before the player's
}
# Hard in games of more than MANY_PLAYERS: there it lost mostly walled in, its
# viruses dwindling to a few within its neighbours' reach while theirs grew out
# of anyone's; the first safe viruses are what keeps a player in the game
# (game/bot/README.md, "The virus-and-bases bot").
MANY_WEIGHTS = dict(WEIGHTS, life=5)
# Hard's and the expert's weights in games of two: the chance that the mover wins, fitted on
# the terms above at every turn start of 400 two-player games of mcts:2000
# against itself, in points of CHANCE's scale, rounded (python -m
# game.tools.arena.bases_weights; game/bot/README.md, "The expert against the
# partner"): held-out log loss 0.591 against 0.618 for WEIGHTS.  A living virus
# counts most, then a base; space and near, fitted a little below zero, are 0
# (space is then not worked out at all).  Hard with them won 8 of 20 against
# mcts:10000 where it won 3 with WEIGHTS, and scored 82.5% of 20 against hard
# with WEIGHTS.
FITTED_WEIGHTS = dict(WEIGHTS, base=9, virus=11, safe=1, reach=2, kill=1, exposed=1, space=0,
                      unsafe=38, danger=70, threat=54, near=0)
# Levels with their own weights in games of two players (the fit's games).
TWO_PLAYER_WEIGHTS = {"hard": FITTED_WEIGHTS, "expert": FITTED_WEIGHTS}

# Search per level: work allowed, beam width over sub-moves, turns kept at
# the root, turns kept at inner nodes.  Work counts a sub-move tried in a beam
# as 1 and an evaluation as EVALUATION_WORK (about their times on CPython);
# the budgets are a little more than the page's time limits allow on CPython
# for a 10x10 board, so with a time limit the time is what ends the search.
# The last: whether a pass is one of the root's turns (hard only: see _weighs_a_pass).
SEARCH = {"medium": (12000, 5, 6, 4, False), "hard": (40000, 6, 8, 5, True), "expert": (80000, 6, 8, 5, True)}
EVALUATION_WORK = 4
NODE_WORK = 20         # the rest of a node's work: the others' reach, threats, copies
KNOWN_WORK = 2         # a node met before: its turns are kept
EASY_BEAM = 5          # partial turns kept at each sub-move
EASY_CHOICES = 12      # whole turns judged by the evaluation
EASY_NOISE = 3.0       # evaluation points of noise: easy misjudges close turns
WIN_SEARCH_NODES = 600  # at the root: wiping out, filling the board
# With a time limit: the share of it after which the winning search gives up
# (a turn must still be found), and after which the root's beam keeps one turn.
WIN_SHARE = 0.3
ROOT_NARROW = 0.5
PROMISING = 10         # cells tried on each partial turn of a beam
FINISHING_CELLS = 3    # cells weighed at each sub-move of a turn finished out of time
NEW_KILL = 3           # ... where a placement bringing an enemy virus into reach counts so many cells
FEW_TURNS = 60         # at most this many distinct turns: list them all
FEW_TURNS_KEPT = 12    # turns kept at a node where every turn is listed
MAX_DEPTH = 9          # whole turns searched at most
# How much worse than a draw the bot must stand to answer a pass with a pass
# (search.turn_or_pass): twice the danger of going out in one turn.  In 46
# games of medium against itself (two players, 10x10, random openings) 99.0% of
# the 104 turns whose best value was below -300 were the eventual loser's
# (92.9% below -200, 78.4% below 0), and no turn of the first six of a game was
# below -270: an even opening stays above it.
HOPELESS = 300

# The win chance its evaluation gives (game/bot/chance.py): (points per e-fold of
# the odds, the side to move's edge), fitted on 60 two-player games of medium
# against itself by `python -m game.tools.arena.chance bases --games 60`
# (game/bot/README.md).
CHANCE = (0.010877, 0.6767)
# Games of more than this many players: an opponent whose turn cannot meet the
# bot's viruses or reach plays one turn, the guide's, in the search (Search._far).
MANY_PLAYERS = 4


# --- reading a position ----------------------------------------------------------------


def _neighbours(geo, mask):
    """Cells next to a cell of ``mask`` (8-neighbourhood), the cells themselves excluded
    unless next to another cell of it."""
    sideways = (mask << 1) | (mask >> 1)
    row = mask | sideways
    stride = geo.stride
    return (sideways | (row << stride) | (row >> stride)) & geo.full


def _all_viruses(position):
    viruses = 0
    for mask in position.virus:
        viruses |= mask
    return viruses


def enclosures(position, player, reach, most):
    """[(cost, cell, ring)] for every enclosure ``player`` could complete in ``most``
    sub-moves with nobody else moving: ``cell``, an own virus or an empty cell, has
    only own bases and enemy viruses around it; ``ring`` is the enemy viruses there,
    each a sub-move to turn into a base, and an empty cell takes one more (the
    virus placed last).  An empty cell counts only if it or its ring is in
    ``reach`` now: acting on one part brings the rest into reach."""
    geo = position.geo
    own = position.virus[player]
    bases = position.base[player]
    enemy = _all_viruses(position) & ~own
    blocking = geo.full & ~(bases | enemy)
    found = []
    for cell in geo.bits(blocking & ~_neighbours(geo, blocking) & (own | position.empty)):
        ring = geo.dilate(cell) & enemy
        cost = popcount(ring)
        if not own & cell:
            if not (ring | cell) & reach:
                continue
            cost += 1
        if cost <= most:
            found.append((cost, cell, ring))
    return found


def enclosing_turn(position):
    """Bits of sub-moves after which the side to move has won by an enclosure, or None.

    The enemy viruses of the ring first, the empty cell last: filling the last
    empty cell before the ring is closed would end the game by a full board."""
    side = position.side
    for cost, cell, ring in enclosures(position, side, position.legal, position.left):
        after = position.copy()
        bits = []
        todo = ring | (cell & after.empty)
        while todo and after.result is None and after.side == side:
            playable = todo & after.legal
            if not playable:
                break
            rings = playable & ~cell
            bit = (rings or playable) & -(rings or playable)
            after.play(bit)
            bits.append(bit)
            todo &= ~bit
        if after.result == side:
            return bits
    return None


def eaten_out(position):
    """The players (a mask of their numbers) whose every virus the side to move
    can eat this turn by kills alone, each opening the way to the next: they
    will have nothing to act on at their turn, and are out.  Kills only widen
    the mover's reach, so taking any virus of theirs in reach, one after
    another, finds it whenever it can be done; a turn that must place a virus
    first to get at one is not looked for."""
    side = position.side
    eaten = 0
    for player in position.players_in():
        own = position.virus[player]
        if player == side or not position.moved[player] or not own & position.legal \
                or popcount(own) > position.left:
            continue
        after = position.copy()
        while after.virus[player] and after.side == side and after.result is None:
            playable = after.virus[player] & after.legal
            if not playable:
                break
            after.play(playable & -playable)
        if not after.virus[player]:
            eaten |= 1 << player
    return eaten


def wins_at_once(position):
    """Whether the side to move wins this turn: an enclosure, or every other
    player still in eaten out (eaten_out)."""
    if enclosing_turn(position):
        return True
    others = position.inside & ~(1 << position.side)
    return bool(others) and eaten_out(position) & others == others


def winning_turn(position, clock, nodes=WIN_SEARCH_NODES):
    """Bits of a turn after which the side to move has won, or None if none is found:
    an enclosure (exactly), else a small search over kills and the cells next to
    enemy viruses (the last opponent wiped out), and over every empty cell when
    the turn can fill the board (most bases)."""
    found = enclosing_turn(position)
    if found:
        return found
    geo = position.geo

    def focus(current):
        enemy = _all_viruses(current) & ~current.virus[current.side]
        cells = enemy | geo.dilate(enemy)
        if popcount(current.empty) <= current.left:
            cells |= current.empty
        return current.legal & cells
    return search.winning_turn(position, focus, clock, nodes, WIN_SHARE)


# --- evaluation --------------------------------------------------------------------------


def ever_reach(position, player):
    """The cells ``player`` could ever get to: its active units (its start cells
    before its first sub-move) flooded through empty cells, viruses and its own
    bases; another player's base never changes, a wall for good."""
    seed = position.region(player) if position.moved[player] else position.rules.start_masks[player]
    passable = position.empty | _all_viruses(position) | position.base[player]
    return position.geo.flood(seed, passable)


def walled_apart(position):
    """True when no sub-move of any player still in can ever touch a cell another
    could get to (their ever_reach overlap nowhere): each plays on in its own
    ground, nobody can put another out, and nobody need fill the board while
    they may pass.  Only an enclosure within one's own ground can still win,
    and the bot takes one that a turn makes at once (search.turn_or_pass)."""
    return not _overlap([ever_reach(position, player) for player in position.players_in()])[1]


def _reaches(position, viruses):
    """The cells each player still in could act on were it their turn (0 for the
    others); ``viruses``: everyone's (Position.legal_for, without working it out
    again for each player)."""
    reaches = [0] * position.n
    geo = position.geo
    starts = position.rules.start_masks
    for player in position.players_in():
        targets = position.empty | (viruses & ~position.virus[player])
        if player == position.side and position.result is None:
            reaches[player] = position.legal
        elif position.moved[player]:
            reaches[player] = geo.dilate(position.region(player)) & targets
        else:
            reaches[player] = starts[player] & targets
    return reaches


def _overlap(masks):
    """(cells in any of ``masks``, cells in two or more): a cell of one mask is in
    no other unless it is in the second; linear in the number of players, where
    the union of the others for each would be quadratic."""
    once = twice = 0
    for mask in masks:
        twice |= once & mask
        once |= mask
    return once, twice


def _spaces(position, reaches, viruses):
    """Empty cells each player gets to strictly first, spreading one ring a turn
    from what it can act on now through the cells it could act on (a Voronoi
    split of the board by 8-neighbour steps); a cell two reach at once is no one's."""
    geo = position.geo
    n = position.n
    empty = position.empty
    claimed, shared = _overlap(reaches)
    spaces = [reach & ~shared & empty for reach in reaches]
    fronts = list(reaches)
    growing = [player for player in range(n) if fronts[player]]
    while growing:
        steps = [0] * n
        for player in growing:
            passable = empty | (viruses & ~position.virus[player])
            steps[player] = geo.dilate(fronts[player]) & passable & ~claimed
        grown, shared = _overlap(steps)
        if not grown:
            break
        for player in growing:
            fronts[player] = steps[player] & ~shared
            spaces[player] |= fronts[player] & empty
        growing = [player for player in growing if fronts[player]]
        claimed |= grown
    return [popcount(space) for space in spaces]


def _strength(position, player, reaches, reached, viruses, weights, space):
    """How well ``player`` (still in) stands, in evaluation points; ``reached``: the
    cells any player can act on (a player's own viruses are never in their own
    reach, so those of them in it are the ones the others can take)."""
    actions = position.rules.actions
    reach = reaches[player]
    own = position.virus[player]
    kills = reach & viruses & ~own
    exposed = own & reached
    safe = popcount(own & ~exposed)
    score = (weights["base"] * popcount(position.base[player])
             + weights["virus"] * popcount(own)
             + weights["safe"] * safe
             + weights["reach"] * popcount(reach & ~kills)
             + weights["kill"] * popcount(kills)
             - weights["exposed"] * popcount(exposed)
             + weights["space"] * space
             + weights["life"] * min(safe, weights["life_cap"]))
    if not safe and position.moved[player]:
        score -= weights["unsafe"]
        eaters = len(position.players_in()) - 1 if weights["danger_all"] else 1
        if popcount(own) <= actions * eaters:
            score -= weights["danger"]
    if player != position.side and position.moved[player]:
        costs = [cost for cost, cell, ring in enclosures(position, player, reach, actions + 1)]
        if costs:
            score += weights["threat"] if min(costs) <= actions else weights["near"]
    return score


def evaluate(position, player, weights=None):
    """How good ``position`` is for ``player``: higher is better, WIN for a won game.

    A player who is out, or will be at their turn (nothing to act on, or every
    virus eaten by the side to move this turn: eaten_out), has lost; the side
    to move with an enclosure in reach, or eating every other player out, has won."""
    result = position.result
    if result is not None:
        if result == player:
            return WIN
        return 0 if result == DRAW else -WIN
    if not position.inside >> player & 1:
        return -WIN
    if enclosing_turn(position):
        return WIN if position.side == player else -WIN
    eaten = eaten_out(position)
    if eaten >> player & 1:
        return -WIN
    if position.side == player and eaten and eaten == position.inside & ~(1 << player):
        return WIN
    if weights is None:
        weights = WEIGHTS
    viruses = _all_viruses(position)
    reaches = _reaches(position, viruses)
    if not reaches[player]:
        return -WIN // 2
    reached = _overlap(reaches)[0]
    spaces = _spaces(position, reaches, viruses) if weights["space"] else [0] * position.n
    mine = _strength(position, player, reaches, reached, viruses, weights, spaces[player])
    best_other = None
    for other in position.players_in():
        if other != player and reaches[other]:
            strength = _strength(position, other, reaches, reached, viruses, weights,
                                 spaces[other])
            if best_other is None or strength > best_other:
                best_other = strength
    if best_other is None:      # everyone else goes out at their turn
        return WIN // 2
    return mine - best_other


class TurnContext:
    """What the beam over one turn's sub-moves measures against, worked out once at
    the start of the turn: the other players' reach (where a new virus can be
    eaten) and the urgent cells, those that break an enclosure another player
    could complete in their next turn (their virus to take, the empty cell of
    the ring to fill)."""

    def __init__(self, position):
        self.side = side = position.side
        self.others_reach = 0
        self.urgent = 0
        actions = position.rules.actions
        reaches = _reaches(position, _all_viruses(position))
        for player in position.players_in():
            if player != side:
                reach = reaches[player]
                self.others_reach |= reach
                for cost, cell, ring in enclosures(position, player, reach, actions):
                    self.urgent |= cell


def guide(position, context):
    """The cheap score of a partial turn in the beam: bases, viruses, reach and kills
    in reach (more for those the turn can still make), less own viruses in the
    others' reach and the others' viruses; much more for each urgent cell taken.
    A turn that leaves the side nothing to act on (a kill as its first unit)
    puts it out: lost."""
    side = context.side
    if position.result is not None:
        return evaluate(position, side)
    moving = position.side == side
    reach = position.legal if moving else position.legal_for(side)
    if not reach:
        return -WIN // 2
    own = position.virus[side]
    others = _all_viruses(position) & ~own
    kills = popcount(reach & others)
    return (4 * popcount(position.base[side]) + popcount(own) + popcount(reach)
            + 2 * kills + 3 * (min(kills, position.left) if moving else 0)
            - 2 * popcount(others)
            - popcount(own & context.others_reach)
            + 30 * popcount(context.urgent & (own | position.base[side])))


# --- whole turns -------------------------------------------------------------------------


def candidate_turns(position, width, keep, judge, rng, clock, judged_turns=None, narrow=None,
                    charge=None):
    """Up to ``keep`` whole turns of the side to move, best first by ``judge(after)``,
    as (score, bits, position after): the shared beam (game/bot/search.py) over
    the PROMISING cells of each partial turn, guided by ``guide``; ``charge``,
    if given, is told of every sub-move tried.  A turn cut short by the clock
    is finished by the guide (see _finishing)."""
    context = TurnContext(position)

    def cheap(after):
        if charge is not None:
            charge(1)
        return guide(after, context)

    def cells(current):
        return _promising(current, context, PROMISING)

    def finishing(current):
        return _finishing(current, context)
    return search.beam_turns(position, width, keep, cheap, judge, rng, clock, finishing,
                             judged_turns, narrow, cells)


def _finishing(position, context):
    """The cell (a one-cell mask) a turn cut short by the clock goes on with, not
    blind: the best by the guide of the FINISHING_CELLS most promising ones (no kill as the first
    unit among them while a placement is legal: the side would go out)."""
    best = None
    for bit in _promising(position, context, FINISHING_CELLS):
        after = position.copy()
        after.play(bit)
        value = guide(after, context)
        if best is None or value > best[0]:
            best = (value, bit)
    return best[1]


def _promising(position, context, most):
    """The ``most`` legal cells that look best for the side to move at a glance,
    before any is played: urgent cells, kills (more for one that threatens own
    viruses), then placements by the reach they add, each enemy virus brought
    into reach counting as NEW_KILL cells: a turn that steps next to enemy
    viruses and then takes them is often the best one.  The guide, not this
    ranking, weighs the danger of a virus others can eat.  No kill as the
    first unit when a placement is legal: it leaves no virus, and the side
    goes out at its next turn."""
    geo = position.geo
    side = position.side
    own = position.virus[side]
    legal = position.legal
    if not own and legal & position.empty:
        legal &= position.empty
    cells = geo.bits(legal)
    if len(cells) <= most:
        return cells
    targets = position.targets(side)
    enemy = targets & ~position.empty
    fresh = targets & ~position.legal
    fresh_kills = fresh & enemy
    ranked = []
    for bit in cells:
        around = geo.dilate(bit)
        if bit & context.urgent:
            value = 30
        elif bit & enemy:
            value = 8 + popcount(around & own)
        else:
            value = popcount(around & fresh) + NEW_KILL * popcount(around & fresh_kills)
        ranked.append((value, bit))
    return [bit for value, bit in best_first(ranked)[:most]]


# --- search over whole turns --------------------------------------------------------------


class Search(search.TurnSearch):
    """Paranoid alpha-beta over whole turns (game/bot/search.py) for the side to move.

    ``budget`` counts work (see SEARCH): a fixed budget keeps the result
    deterministic; the clock may cut it sooner."""

    MAX_DEPTH = MAX_DEPTH
    USE_UNFINISHED = True

    def __init__(self, rng, clock, budget, width, keep_root, keep, passes=False, weights=WEIGHTS):
        search.TurnSearch.__init__(self, rng, clock, budget)
        self.weights = weights
        self.width = width
        self.keep_root = keep_root
        self.keep = keep
        self.passes = passes
        # table_key of a position's key -> its turns, best for the mover first
        self.known = {}

    def evaluate(self, position):
        self.charge(EVALUATION_WORK)
        if not self.at_root and self.clock.no_room():   # one started now would end late
            raise search.OutOfBudget()
        return evaluate(position, self.me, self.weights)

    def wins_now(self, position):
        return wins_at_once(position)

    def turns(self, position, keep=None):
        """[(score for me, bits, after)] for the side to move, best for the mover
        first (lowest score first when an opponent moves).  A node met again (at
        the next depth) has them already, in the order the last search found."""
        key = table_key(position.key())
        if key in self.known:
            self.charge(KNOWN_WORK)
            return self.known[key]
        self.charge(NODE_WORK)
        if position.side == self.me:
            judge = self.evaluate
        else:
            def judge(after):
                return -self.evaluate(after)
        if self._far(position):
            ranked = candidate_turns(position, 1, 1, judge, self.rng, self.clock, 1,
                                     charge=self.charge)
        elif not self.clock.expired() and search.few_turns(position, FEW_TURNS):
            turns = full_turns(position, stop=self.clock.expired)
            self.charge(sum(len(bits) for bits, after in turns))
            ranked = search.judged(turns, judge, self.rng, self.clock)
            ranked = best_first(ranked)[:max(keep or self.keep, FEW_TURNS_KEPT)]
        else:   # (with the time gone a listing would stop at its first turn, blind: the guide finishes one)
            ranked = candidate_turns(position, self.width, keep or self.keep, judge, self.rng,
                                     self.clock, narrow=ROOT_NARROW if self.at_root else None,
                                     charge=self.charge)
        if self._weighs_a_pass(position):
            ranked = best_first(ranked + [self._pass(position)])
        if position.side != self.me:
            ranked = [(-value, bits, after) for value, bits, after in ranked]
        self.known[key] = ranked
        return ranked

    def _far(self, position):
        """Whether the opponent to move, in a game of more than MANY_PLAYERS, is too
        far from the bot for its turn to matter to it: nothing it could reach in
        its turn is next to the bot's viruses or reach.  Such a turn is not
        searched: the opponent plays the guide's turn, so that a round of many
        players, most of them far, costs the search about what its neighbours'
        turns cost, and the search sees the bot's next turn."""
        me = self.me
        if position.n <= MANY_PLAYERS or position.side == me or not position.at_turn_start():
            return False
        mine = position.virus[me] | position.legal_for(me)
        return not position.geo.dilate(search.turn_reach(position)) & mine

    def _weighs_a_pass(self, position):
        """A pass is one of the turns when it ends the game (everyone else has passed:
        a draw, whoever moves) below the root, an opponent's answer to the bot's
        pass; the bot's own such pass, at the root, is not searched but weighed
        against its best turn by the rule of answering a pass
        (search.turn_or_pass).  And at the root when the search ``passes`` and
        two players are in: late in a game the player who runs out of sub-moves
        first is out, and a pass keeps the cells a turn would fill (each a virus
        the other can eat, or a sub-move fewer for later) while the other uses
        theirs up.  A pass is worth no more than a draw then, as the other may
        pass too.  With more players in, a pass lets two others grow while
        standing still (in a first try hard passed in its eighth turn)."""
        if not position.at_turn_start():
            return False
        others = position.inside & ~(1 << position.side)
        if position.passed & others == others:
            return not self.at_root
        return self.passes and self.at_root and len(position.players_in()) == 2

    def _pass(self, position):
        """(score for the mover, [], position after) of a pass."""
        after = position.copy()
        after.pass_turn()
        value = self.evaluate(after)
        return (value if position.side == self.me else -value), [], after

    def searched(self, position, results):
        key = table_key(position.key())
        ranked = self.known[key]
        self.known[key] = [turn for value, turn in best_first(results)] + ranked[len(results):]

    def root_turns(self, position):
        return self.turns(position, self.keep_root)


# --- the levels --------------------------------------------------------------------------


def _easy(position, rng, clock):
    """The best whole turn by the evaluation, with noise: no thought of the replies."""
    side = position.side

    def judge(after):
        return evaluate(after, side) + rng.random() * EASY_NOISE

    def best_turn():
        return candidate_turns(position, EASY_BEAM, 1, judge, rng, clock, EASY_CHOICES,
                               ROOT_NARROW)[0][:2]
    return _turn_or_pass(position, clock, best_turn)


def _searcher(level):
    def play(position, rng, clock):
        def best_turn():
            return Search(rng, clock, *search.level_search(SEARCH, level, clock),
                          weights=level_weights(level, position.n)).best_turn(position)[:2]
        return _turn_or_pass(position, clock, best_turn)
    return play


def level_weights(level, players):
    """The evaluation's weights ``level``'s search uses in a game of ``players``."""
    if level in ("hard", "expert") and players > MANY_PLAYERS:
        return MANY_WEIGHTS
    if players == 2:
        return TWO_PLAYER_WEIGHTS.get(level, WEIGHTS)
    return WEIGHTS


def _turn_or_pass(position, clock, best_turn):
    """A winning turn if one is found, else ``best_turn()``'s bits, or a pass where
    the shared rule of answering one says so."""
    def winning():
        return winning_turn(position, clock)
    return search.turn_or_pass(position, winning, best_turn, evaluate, HOPELESS, walled_apart)


PLAYERS = {"easy": _easy, "medium": _searcher("medium"), "hard": _searcher("hard"), "expert": _searcher("expert")}


def choose_turn(game, level="medium", seed=None, time_limit=None, clock=None):
    """The cells of one whole turn (or the rest of one) for the side to move, in
    playing order; [] is a pass.  ``game`` is a Game of virus and bases of any player count
    and is not changed; ``time_limit`` (seconds) makes the search stop early.
    ``clock``, an object with ``expired(share=1)``, may stand for the time
    limit's clock (the arena counts processor time on a busy machine)."""
    return search.chosen_cells(game, PLAYERS, level, seed, clock or Clock(time_limit))
