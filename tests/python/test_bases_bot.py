"""The bot for virus and bases (game/systems/bases/bot.py): legal whole turns for every player
count and level, wins taken, enclosures blocked, deterministic, the game untouched;
whole turns decided by their set of cells; the arena's seats."""

import itertools
import random

import pytest

from game.systems.bases import bot as bases_bot
from game.tools.arena.seats import bases_opening, play_bases, seatings
from game import Game, Rules
from game.systems.bases.rules import position_from_diagram
from helpers import assert_bot_answers, assert_whole_legal_turn, bases_rules, random_shape
from game.rules.shapes import SHAPES, rules_for
from game.bot.levels import LEVELS, QUICK_LEVELS, TIME_LIMITS
from game.bot.turns import full_turns
from game.bot.rng import Random
from game.bot.search import WIN, Clock
from game.core.board import popcount


def from_diagram(rules, diagram, side="X", moved=None):
    game = Game(rules)
    game.position = position_from_diagram(rules, diagram, side, moved)
    return game


def random_game(rng, players, steps, rules=None):
    if rules is None:
        rules = bases_rules(rng.randint(3, 12), rng.randint(3, 12), players, rng.randint(1, 6),
                           rng.choice(["corners", "edge"]))
    game = Game(rules)
    for _ in range(steps):
        if game.result is not None:
            break
        if rng.random() < 0.03 and game.position.at_turn_start():
            game.pass_turn()
        else:
            game.play(rng.choice(game.legal_moves()))
    return game



@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level, time_limit", [("easy", None), ("medium", 0.05), ("hard", 0.05)])
def test_legal_whole_turns_for_every_player_count_and_level(players, level, time_limit):
    rng = random.Random("%s %d" % (level, players))
    for number in range(40):
        game = random_game(rng, players, rng.randrange(0, 150))
        assert_bot_answers(bases_bot.choose_turn, game, level, number, time_limit)


@pytest.mark.parametrize("level, time_limit", [("easy", None), ("medium", 0.05), ("hard", 0.05)])
def test_legal_whole_turns_on_random_shapes(level, time_limit):
    rng = random.Random("shapes " + level)
    for number in range(60):
        players = rng.randint(2, 4)
        rules = random_shape(rng, "bases", players, actions=rng.randint(1, 6))
        game = random_game(rng, players, rng.randrange(0, 50), rules)
        assert_bot_answers(bases_bot.choose_turn, game, level, number, time_limit)


@pytest.mark.parametrize("level", LEVELS)
def test_legal_whole_turns_on_the_preset_shapes(level):
    rng = random.Random("presets " + level)
    for shape in SHAPES:
        if shape.games is None or "bases" in shape.games:
            for players, steps in ((2, 0), (3, 30), (4, 60)):
                game = random_game(rng, players, steps, rules_for(shape.name, game="bases",
                                                                  players=players))
                if game.result is None:
                    assert_whole_legal_turn(game, bases_bot.choose_turn(game, level, seed=steps,
                                                                        time_limit=0.1))


def test_a_game_in_the_middle_of_a_turn_gets_the_rest_of_it():
    game = Game(bases_rules(8, 8, 3, 4))
    for cell in ("a1", "b2", "c3", "d4", "h8", "g7"):
        game.play(cell)
    assert game.turn == "O" and game.actions_left == 2
    for level in LEVELS:
        cells = bases_bot.choose_turn(game, level, seed=3)
        assert len(cells) == 2
        assert_whole_legal_turn(game, cells)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="easy, medium, hard, expert"):
        bases_bot.choose_turn(Game(bases_rules()), "grandmaster")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_turn_without_a_time_limit(players, level):
    game = random_game(random.Random(players), players, 30, bases_rules(10, 10, players, 3))
    assert game.result is None
    turns = {tuple(bases_bot.choose_turn(game, level, seed=11)) for _ in range(3)}
    assert len(turns) == 1


# --- wins and threats -------------------------------------------------------------------


ENCLOSURES = [
    # X's virus a1 has two of its bases around it and O's virus b2: taking b2 wins.
    ("""
        . . . . . O
        . . . . . .
        . . . . . .
        X . . . T .
        X+ O . . . .
        X X+ . . . T
    """, ["b2"]),
    # The empty b2 is ringed by X's bases and O's and T's viruses: take both, then b2.
    ("""
        . . . . . O
        . . . . . .
        X . . . . .
        X+ T X+ . . .
        X+ . X+ . . .
        X+ O X+ . . T
    """, ["b1", "b3", "b2"]),
]


@pytest.mark.parametrize("diagram, wins", ENCLOSURES)
@pytest.mark.parametrize("level", LEVELS)
def test_takes_a_winning_enclosure(level, diagram, wins):
    game = from_diagram(bases_rules(6, 6, 3, 3), diagram)
    cells = bases_bot.choose_turn(game, level, seed=1)
    assert sorted(cells) == sorted(wins)
    for cell in cells:
        game.play(cell)
    assert (game.result, game.reason) == ("X", "enclosed")


def test_the_enclosures_the_evaluation_sees_respect_the_shape():
    # A cell is enclosed by a player when each of its neighbours on the board is
    # the player's base or another's virus: no more, since off cells are none.
    rng = random.Random(5)
    for _ in range(60):
        players = rng.randint(2, 4)
        game = random_game(rng, players, rng.randrange(0, 80), random_shape(rng, "bases", players))
        position = game.position
        geo = position.geo
        for player in range(players):
            own = position.virus[player]
            enemy = bases_bot._all_viruses(position) & ~own
            expected = []
            for cell in geo.bits(own | position.empty):
                around = geo.dilate(cell) & ~cell
                if not around & ~(position.base[player] | enemy):
                    expected.append((popcount(around & enemy) + (not cell & own), cell))
            found = bases_bot.enclosures(position, player, geo.full, 100)
            assert sorted((cost, cell) for cost, cell, ring in found) == sorted(expected), \
                game.record()


@pytest.mark.parametrize("level", LEVELS)
def test_takes_a_winning_enclosure_at_a_tip_of_the_shape(level):
    # X's a3 has two neighbours on the board: its own base a2 and O's virus b2.
    # Taking b2 encloses it; on the full rectangle a4, b4 and b3 would be open.
    rules = Rules(6, 6, 3, game="bases", players=2, holes=["b3", "a4", "b4"])
    game = from_diagram(rules, """
        . . . . . O
        . . . . . .
        # # . . . .
        X # . . . .
        X+ O . . . .
        X . . . . .
    """)
    cells = bases_bot.choose_turn(game, level, seed=1)
    assert cells == ["b2"]
    game.play("b2")
    assert (game.result, game.reason) == ("X", "enclosed")


@pytest.mark.parametrize("level", LEVELS)
def test_wipes_out_the_last_opponent(level):
    # O's last virus e5 and its neighbour e4 are in X's reach, and
    # its base d5 hangs on them: taking both leaves O nothing to act on.
    game = from_diagram(bases_rules(5, 5, 2, 2), """
        . . . O+ O
        . . . X O
        . . . . .
        . . . . .
        X . . . .
    """)
    cells = bases_bot.choose_turn(game, level, seed=2)
    for cell in cells:
        game.play(cell)
    assert (game.result, game.reason) == ("X", "no-moves")


def turns_after_which_the_next_player_wins_at_once(position):
    """Sets of cells of the mover's whole turns, split into those after which the
    next player has a turn that wins at once and the others (by brute force)."""
    losing, holding = [], []
    for bits, after in full_turns(position):
        lost = after.result is None and any(
            reply.result == after.side for _, reply in full_turns(after))
        (losing if lost else holding).append(sorted(bits))
    return losing, holding


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_blocks_the_next_players_enclosure(level):
    # O's virus e5 has O's bases d5 and e4 around it and X's virus d4: O takes
    # d4 and wins, unless X takes e5 first.
    game = from_diagram(bases_rules(5, 5, 2, 2), """
        O . . O+ O
        . . . X O+
        . . . . .
        . . . . .
        X . . . .
    """)
    losing, holding = turns_after_which_the_next_player_wins_at_once(game.position)
    assert losing and holding, "the position must offer both"
    for seed in range(3):
        cells = bases_bot.choose_turn(game, level, seed=seed)
        bits = sorted(game.rules.geometry.parse(cell) for cell in cells)
        assert bits in holding, cells


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_blocks_an_enclosure_of_the_player_after_next(level):
    # T, who moves after O, would take X's d2 and enclose its e1; O can do
    # nothing about it, X can take e1 now.
    game = from_diagram(bases_rules(5, 5, 3, 2), """
        . . . . O
        . . . . .
        . . . . .
        . . . X T+
        X . . T+ T
    """)
    for seed in range(3):
        assert "e1" in bases_bot.choose_turn(game, level, seed=seed)


# --- whole turns are sets of cells ------------------------------------------------------


def orders(position, played=()):
    """Every legal order of sub-moves to the end of the turn: (cells, position after)."""
    side = position.side
    for bit in position.geo.bits(position.legal):
        after = position.copy()
        after.play(bit)
        if after.side != side or after.result is not None:
            yield played + (bit,), after
        else:
            for found in orders(after, played + (bit,)):
                yield found


def test_the_state_after_a_turn_depends_only_on_its_set_of_cells():
    # What game/bot/turns.py relies on: acting on the same cells in any legal order
    # leaves the same position (a turn ended early by a win is a shorter set).
    rng = random.Random(4)
    checked = 0
    for number in range(60):
        players = 2 + number % 3
        game = Game(bases_rules(rng.randint(4, 7), rng.randint(4, 7), players,
                                    rng.randint(2, 3)))
        for _ in range(rng.randrange(4, 60)):
            if game.result is not None:
                break
            game.play(rng.choice(game.legal_moves()))
        if game.result is not None:
            continue
        by_set = {}
        for cells, after in itertools.islice(orders(game.position), 3000):
            by_set.setdefault(frozenset(cells), set()).add(after.key())
        assert all(len(keys) == 1 for keys in by_set.values())
        checked += sum(1 for keys in by_set.values())
    assert checked > 1000


# --- the arena ------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("other", ["easy", "hard"])
def test_seatings_give_the_tested_bot_every_seat_equally(players, other):
    # Against itself too (hard against hard): the seats' own shares.
    tasks = seatings("hard", other, 10, players)
    rounds = -(-10 // players)
    assert len(tasks) == rounds * players
    for seat in range(players):
        assert sum(1 for number, tested, names in tasks if tested == seat) == rounds
    for number, tested, names in tasks:
        assert names[tested] == "hard"
        assert names.count(other) == (players if other == "hard" else players - 1)
    for opening in range(rounds):
        seats = [tested for number, tested, names in tasks if number == opening]
        assert sorted(seats) == list(range(players)), "each opening once from every seat"


def test_an_arena_game_stops_once_the_tested_bot_is_out():
    # Once out, the tested bot has lost whatever the others do: the arena stops there.
    stopped = 0
    for number in range(12):
        seat = number % 4
        names = ["random"] * 4
        names[seat] = "greedy"
        opening = bases_opening(bases_rules(6, 6, 4, 2), number)
        outcome, reason, thinking, turns, record = play_bases(
            (opening, names, seat, number, False))
        game = Game.from_record(record)
        side = game.players[seat]
        if side in game.inside:
            assert game.result is not None
            assert outcome == ("draw" if game.result == "draw" else
                               "won" if game.result == side else "lost")
        else:
            assert (outcome, reason) == ("lost", "out " + dict(game.out)[side])
            stopped += game.result is None
    assert stopped, "some game went on without the tested bot"


# --- the search -------------------------------------------------------------------------


def test_the_beam_finds_a_turn_that_steps_next_to_enemy_viruses_and_takes_them():
    # O's viruses g6 and h7 are out of X's reach; f5, next to e5, brings g6 in,
    # and g6 brings h7: by far X's best turn, which no single sub-move shows.
    game = from_diagram(bases_rules(10, 10, 2, 3), """
        . . . . . . . . . O
        . . . . . . . . O .
        . . . . . . . . O .
        . . . . . . . O . .
        . . . . . O+ O . . .
        . . . . X . . . . .
        . . . X . . . . . .
        . . X . . . . . . .
        . X . . . . . . . .
        X . . . . . . . . .
    """)
    position = game.position

    def judge(after):
        return bases_bot.evaluate(after, position.side)
    best = max(judge(after) for bits, after in full_turns(position))
    found = bases_bot.candidate_turns(position, 5, 1, judge, Random(1), Clock(None))
    assert round(found[0][0]) == best
    assert sorted(game.rules.geometry.name(bit) for bit in found[0][1]) == ["f5", "g6", "h7"]


def test_the_search_works_out_a_nodes_turns_once_for_every_depth(monkeypatch):
    # Iterative deepening meets the nodes of one depth again at the next: their
    # turns are kept (and reordered by what the last depth found), not searched for again.
    game = random_game(random.Random(3), 3, 30, bases_rules(10, 10, 3, 3))
    expanded = []
    beam = bases_bot.candidate_turns

    def counted(position, *args, **options):
        expanded.append(position.key())
        return beam(position, *args, **options)
    monkeypatch.setattr(bases_bot, "candidate_turns", counted)
    search = bases_bot.Search(Random(1), Clock(None), 12000, 5, 6, 4)
    search.best_turn(game.position.copy())
    assert len(expanded) > 20, "the search went a few turns deep"
    assert len(set(expanded)) == len(expanded)


# --- out of time -------------------------------------------------------------------------


def _keeps_in(game, cells):
    """True when ``cells``, a whole turn of the side to move, leave it something to act on."""
    copy = game.copy()
    side = copy.turn
    for cell in cells:
        copy.play(cell)
    player = copy.players.index(side)
    return copy.result == side or bool(copy.position.legal_for(player))


# Out of time, the first unit of a side with no virus yet was a kill (a base and
# no virus: out at its next turn): (the game, who moves, the kill it made).
# Edge start, X's first viruses on O's start cells: the turn was finished blind,
# a kill first.  Few turns: they are all listed, and a listing with the time
# gone stopped at its first, in the order of the cells.
FIRST_UNIT_KILLS = [('[Size "6x6"]\n[Start "edge"]\n\n1. c1-c2-c3', "O", "c1"),
                    ('[Size "4x6"]\n[Actions "1"]\n[Start "edge"]\n\n1. b6, a1', "T", "a1")]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("record, side, kill", FIRST_UNIT_KILLS, ids=["blind finish", "first listed"])
def test_out_of_time_the_first_unit_is_not_a_kill_that_leaves_no_virus(level, record, side, kill):
    game = Game.from_record('[Game "bases"]\n[Players "3"]\n' + record)
    assert game.turn == side
    for seed in range(3):
        cells = bases_bot.choose_turn(game, level, seed=seed, time_limit=0)
        assert_whole_legal_turn(game, cells)
        assert cells[0] != kill
        assert _keeps_in(game, cells), cells


@pytest.mark.parametrize("level", LEVELS)
def test_out_of_time_a_turn_never_puts_its_side_out_when_another_keeps_it_in(level):
    rng = random.Random("out of time " + level)
    for number in range(40):
        players = rng.randint(2, 4)
        rules = bases_rules(rng.randint(3, 7), rng.randint(3, 7), players, rng.randint(1, 3), "edge")
        game = random_game(rng, players, rng.randrange(0, 3 * players), rules)
        if game.result is not None:
            continue
        cells = bases_bot.choose_turn(game, level, seed=number, time_limit=0)
        assert_whole_legal_turn(game, cells)
        if any(_keeps_in(game, [game.position.geo.name(bit) for bit in bits])
               for bits, after in full_turns(game.position)):
            assert _keeps_in(game, cells), game.record()


def test_hard_weighs_a_pass_at_most_as_a_draw_since_the_other_may_pass_too():
    # A pass keeps the cells a turn would fill; in a game of two the other
    # player may answer it with a pass, which ends the game in a draw.
    game = from_diagram(bases_rules(6, 6, 2, 3), """
        . . . . . O
        . . . . O .
        . . . . . .
        . X X . . .
        . X X . . .
        X X . . . .
    """)
    position = game.position
    search = bases_bot.Search(Random(1), Clock(None), 4000, 5, 6, 4, passes=True)
    search.me = position.side
    search.at_root = True
    passes = [after for value, bits, after in search.root_turns(position) if bits == []]
    search.at_root = False
    assert len(passes) == 1
    assert bases_bot.evaluate(passes[0], position.side) > 0, "X stands better after its pass"
    answers = search.turns(passes[0])
    assert [value for value, bits, after in answers if bits == []] == [0], "O passes: a draw"
    assert search.value(passes[0], 1, -2 * WIN, 2 * WIN) <= 0
    medium = bases_bot.Search(Random(1), Clock(None), 4000, 5, 6, 4)
    medium.me = position.side
    assert all(bits for value, bits, after in medium.root_turns(position))


def test_hard_weighs_no_pass_while_three_are_in():
    # A pass would let two others grow while hard stands still.
    for steps in range(18, 60):
        game = random_game(random.Random(4), 3, steps, bases_rules(8, 8, 3, 3))
        if game.position.at_turn_start() and game.position.passed == 0:
            break
    assert len(game.position.players_in()) == 3 and game.position.at_turn_start()
    search = bases_bot.Search(Random(1), Clock(None), 4000, 5, 6, 4, passes=True)
    search.me = game.position.side
    search.at_root = True
    assert all(bits for value, bits, after in search.root_turns(game.position))


# --- games of many players -------------------------------------------------------


def many_player_game(players, turns, seed, size=25):
    """A game of ``players`` on ``size`` x ``size`` (25) after ``turns`` turns of the easy
    bot (default starts)."""
    game = Game(Rules(size, size, 3, game="bases", players=players))
    for turn in range(turns):
        if game.result is not None:
            break
        game.play_turn(bases_bot.choose_turn(game, "easy", seed=seed * 100 + turn))
    return game


@pytest.mark.parametrize("players", [5, 8, 16, 30])
@pytest.mark.parametrize("level, time_limit", [("easy", None), ("medium", 0.05), ("hard", 0.05)])
def test_legal_whole_turns_in_games_of_many_players(players, level, time_limit):
    for number, turns in enumerate((0, players + 1, 3 * players)):
        game = many_player_game(players, turns, number)
        before = (game.position.state(), game.history())
        cells = bases_bot.choose_turn(game, level, seed=number, time_limit=time_limit)
        assert (game.position.state(), game.history()) == before, "the game is not changed"
        assert_whole_legal_turn(game, cells)


def pairwise_evaluation(position, player):
    """The evaluation as first written, each player measured against the union of
    every other's reach (quadratic in the players): the linear one must agree."""
    geo, n = position.geo, position.n
    reaches = [0] * n
    for other in position.players_in():
        reaches[other] = (position.legal if other == position.side and position.result is None
                          else position.legal_for(other))
    viruses = bases_bot._all_viruses(position)

    def others_of(masks, player):
        union = 0
        for other in range(n):
            if other != player:
                union |= masks[other]
        return union
    claimed = others_of(reaches, -1)
    spaces = [reaches[p] & ~others_of(reaches, p) & position.empty for p in range(n)]
    fronts = list(reaches)
    while True:
        steps = [geo.dilate(fronts[p]) & (position.empty | (viruses & ~position.virus[p]))
                 & ~claimed if fronts[p] else 0 for p in range(n)]
        grown = others_of(steps, -1)
        if not grown:
            break
        for p in range(n):
            fronts[p] = steps[p] & ~others_of(steps, p)
            spaces[p] |= fronts[p] & position.empty
        claimed |= grown
    everyone = others_of(reaches, -1)
    assert all(position.virus[p] & everyone == position.virus[p] & others_of(reaches, p)
               for p in range(n))
    return [popcount(space) for space in spaces]


@pytest.mark.parametrize("players", [2, 3, 5, 8, 16, 30])
def test_the_first_to_reach_spaces_are_the_pairwise_ones(players):
    rng = random.Random(players)
    for number in range(6):
        game = many_player_game(players, rng.randrange(0, 4 * players), number)
        position = game.position
        viruses = bases_bot._all_viruses(position)
        reaches = bases_bot._reaches(position, viruses)
        assert bases_bot._spaces(position, reaches, viruses) == pairwise_evaluation(
            position, position.side)


class DepthProbe(bases_bot.Search):
    """The hard level's search, counting the depths it finished."""
    finished = 1

    def deepened(self, root, scored):
        self.finished += 1
        return bases_bot.Search.deepened(self, root, scored)


def test_hard_searches_past_a_whole_round_of_six():
    """In a game of six on 25x25 the far opponents' turns cost the search little,
    so within its budget it sees a whole round and its own next turn (depth 7),
    where searching every opponent's turn alike it finished depth 4 or 5."""
    for number, turns in enumerate((6, 12, 18)):
        position = many_player_game(6, turns, number).position
        probe = DepthProbe(Random(number), Clock(None), *bases_bot.SEARCH["hard"])
        probe.best_turn(position.copy())
        assert probe.finished >= 7, (turns, probe.finished)


def test_the_bases_arena_names_the_interpreter_it_timed(monkeypatch, capsys):
    """PyPy plays the budgets-only arena many times faster than CPython: the report
    says which of them the thinking times are of (it said CPython under PyPy)."""
    import platform
    from game.tools.arena import seats
    monkeypatch.setattr(platform, "python_implementation", lambda: "PyPy")
    assert seats.bases_main("random", "greedy", 2, players=2, size=6, time_limits=False) == 0
    report = capsys.readouterr().out
    assert "random thinks" in report and "(PyPy, processor time)" in report
    assert "CPython" not in report


# --- the time limit with slow evaluations: a clock of made-up time --------------------------

EVALUATION_MS = 18   # one evaluation of 30 players on 25x25 on MicroPython (the page's quick stage)
LOOK_MS = 0.05       # the work between two looks at the clock that are not an evaluation


class MadeUpTime(Clock):
    """A clock whose time is made up: each look at it takes LOOK_MS, each evaluation
    EVALUATION_MS (see slow_evaluations), whatever this machine's speed or load."""

    def __init__(self, seconds):
        Clock.__init__(self, seconds)
        self.now = 0.0

    def used_ms(self):
        return self.now

    def expired(self, share=1):
        self.now += LOOK_MS
        return self.now > self.limit_ms * share


# (the expert's limit is the player's seconds: the same clock, thousands of made-up evaluations)
@pytest.mark.parametrize("level", QUICK_LEVELS)
def test_with_slow_evaluations_every_level_ends_its_turn_within_the_limit(level, monkeypatch):
    """One evaluation with 30 players takes some 18 ms on MicroPython, a fifth of
    easy's limit: the bot, looking at its clock only between evaluations, once
    started one it could not finish and answered up to an evaluation late
    (easy 1.35x its limit in a game of 30 in the page's worker).  It starts
    none it cannot finish now, and still thinks for most of its time."""
    games = [many_player_game(30, turns, number) for number, turns in enumerate((31, 60, 90))]
    clocks = []
    evaluate = bases_bot.evaluate

    def slow_evaluation(position, player, weights=None):
        clocks[-1].now += EVALUATION_MS
        return evaluate(position, player, weights)
    monkeypatch.setattr(bases_bot, "evaluate", slow_evaluation)
    limit_ms = TIME_LIMITS[level] * 1000
    for number, game in enumerate(games):
        clocks.append(MadeUpTime(TIME_LIMITS[level]))
        cells = bases_bot.choose_turn(game, level, seed=number, clock=clocks[-1])
        assert_whole_legal_turn(game, cells)
        assert limit_ms / 2 < clocks[-1].now <= limit_ms + 20 * LOOK_MS, (number, clocks[-1].now)


def test_the_bench_counts_a_turns_processor_time_without_its_own_heap_reading(monkeypatch):
    """Reading MicroPython's heap (gc.mem_alloc) scans the whole of it, some 30 ms of
    processor time with the page's 64 MB: the bench (game/tools/benches/bases_bot.py)
    read it after the turn's processor time had started, and counted that in the
    turn's (easy's worst turn in a game of 30 read 1.49x its limit, the bot's own
    share of it some 1.1x)."""
    from game.tools.benches import bases_bot as bench
    used = [0.0]

    def heap_reading():
        used[0] += 30
        return 1000

    def choose(record, level, seed, time_limit, after_answer=None, clock=None):
        used[0] += 50
        return "pass"
    monkeypatch.setattr(bench, "cpu_ms", lambda: used[0])
    monkeypatch.setattr(bench, "_allocated", heap_reading)
    monkeypatch.setattr(bench, "_ended", [None, None])
    monkeypatch.setattr(bench.bot_worker, "choose", choose)
    timed = bench._timed("", "easy", 1, 0.08, True)
    assert timed["answer"] == "pass" and timed["cpu"] == pytest.approx(0.05)


def weights_searched(monkeypatch):
    """The weights each search the bot starts from now on is given, in order."""
    used = []
    search = bases_bot.Search

    class Watched(search):
        def __init__(self, *args, **options):
            used.append(options.get("weights"))
            search.__init__(self, *args, **options)
    monkeypatch.setattr(bases_bot, "Search", Watched)
    return used


def test_in_games_of_more_than_four_hard_counts_the_first_safe_viruses_more(monkeypatch):
    """Hard lost games of six walled in, its viruses dwindling to a few within its
    neighbours' reach while theirs grew out of anyone's: there each of a
    player's first four safe viruses counts 5 more; medium, and hard with two
    to four players, judge as before."""
    position = from_diagram(bases_rules(10, 10, 6, 3), """
        X . . . . . . . . O
        . . . . . . . . . .
        X . . . . . . . . .
        . . . . . . . . . .
        X . . . . . . . . T
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        S . . . . P5 . . . P6
    """).position
    # X's three safe viruses against the strongest other's one
    assert bases_bot.evaluate(position, 0, bases_bot.MANY_WEIGHTS) == bases_bot.evaluate(
        position, 0) + 5 * (3 - 1)
    used = weights_searched(monkeypatch)
    for level, players in (("hard", 6), ("hard", 5), ("hard", 4), ("medium", 6)):
        bases_bot.choose_turn(many_player_game(players, players, 1, size=10), level,
                              seed=1, time_limit=0.05)
    assert used == [bases_bot.MANY_WEIGHTS] * 2 + [bases_bot.WEIGHTS] * 2


def test_hard_and_the_expert_search_two_player_games_with_the_fitted_weights(monkeypatch):
    """The weights fitted on two-player self-play (game/tools/arena/bases_weights.py) are
    hard's and the expert's in games of two only; medium keeps WEIGHTS there, and
    more players keep theirs."""
    used = weights_searched(monkeypatch)
    for level, players in (("expert", 2), ("hard", 2), ("medium", 2), ("hard", 3), ("expert", 6)):
        bases_bot.choose_turn(many_player_game(players, players, 1, size=10), level,
                              seed=1, time_limit=0.05)
    assert used == [bases_bot.FITTED_WEIGHTS, bases_bot.FITTED_WEIGHTS, bases_bot.WEIGHTS,
                    bases_bot.WEIGHTS, bases_bot.MANY_WEIGHTS]
    assert bases_bot.FITTED_WEIGHTS["space"] == 0 and set(bases_bot.FITTED_WEIGHTS) == set(bases_bot.WEIGHTS)


# X is twelve bases ahead, but its last two viruses, e1 and e2, stand next to
# O's: O eats both this turn, and X, with nothing to act on, is out.
EATEN_OUT = """
    . . . . . .
    . . . . . .
    . . . . . .
    X+ X+ X+ X+ . .
    X+ X+ X+ X+ X O
    X+ X+ X+ X+ X O
"""


@pytest.mark.parametrize("weights", [bases_bot.WEIGHTS, bases_bot.FITTED_WEIGHTS])
def test_a_player_whose_every_virus_the_mover_eats_this_turn_has_lost(weights):
    position = position_from_diagram(bases_rules(6, 6, 2, 3), EATEN_OUT, side="O")
    assert bases_bot.evaluate(position, 0, weights) == -WIN
    assert bases_bot.evaluate(position, 1, weights) == WIN


def test_the_search_sees_a_turn_that_eats_the_last_opponent_out_as_a_win():
    position = position_from_diagram(bases_rules(6, 6, 2, 3), EATEN_OUT, side="O")
    assert bases_bot.Search(Random(1), Clock(None), 1000, 6, 8, 5).wins_now(position)
    # with one sub-move O eats one of the two, and X stays in
    position.left = 1
    assert bases_bot.evaluate(position, 0) > -WIN
    assert not bases_bot.Search(Random(1), Clock(None), 1000, 6, 8, 5).wins_now(position)
