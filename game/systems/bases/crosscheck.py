"""Random games of seed 004 (game/systems/bases/rules.py) printed step by step, with their records read back; run under
CPython, MicroPython and Pyodide, the outputs must be identical
(tests/interpreters/test_portability.py).  Uses its own random numbers so every
interpreter plays the very same games (game.bot.rng: MicroPython has no random.Random)."""

from game import IllegalMove
from game import Game, Rules
from game.systems.bases.rules import edge_mask
from game.bot.rng import Random
from game.tools.crosschecks.annotations import check_annotated


def bases_rules(width=10, height=10, players=2, actions=3, start=None):
    """Rules of the bases game, the options in the order this file writes them."""
    return Rules(width, height, actions, start, game="bases", players=players)



def random_rules(rng, players, shaped=False):
    low = max(3, (players + 7) // 4)   # an edge with a start cell for every player
    width, height = low + rng.randrange(12), low + rng.randrange(12)
    start = (None, "edge", "agreed")[rng.randrange(3)]
    holes = None
    if shaped:   # up to a quarter of the cells off the board; edge or agreed starts
        names = bases_rules(width, height).geometry.names(bases_rules(width, height).geometry.full)
        holes = [names[rng.randrange(len(names))] for _ in range(1 + rng.randrange(len(names) // 4))]
        start = start or "edge"
    try:
        if start == "agreed":
            geo = Rules(width, height, game="bases", players=players, starts="edge", holes=holes).geometry
            edge = geo.names(edge_mask(geo))
            start = []
            while len(start) < players:
                cell = edge[rng.randrange(len(edge))]
                if cell not in start:
                    start.append(cell)
        return Rules(width, height, 1 + rng.randrange(9), start, game="bases", players=players,
                     holes=holes)
    except ValueError:   # too few edge cells for the players: draw another board
        return random_rules(rng, players, shaped)


PLAYERS = (2, 3, 4, 5, 8, 16, 30)


def play_game(number, shaped=False):
    rng = Random(number * 1000003 + 11)
    rules = random_rules(rng, PLAYERS[number % len(PLAYERS)], shaped)
    print(rules)
    game = Game(rules)
    steps = 0
    while game.result is None and steps < 400:
        moves = game.legal_moves()
        print(game.turn, game.actions_left, " ".join(moves))
        roll = rng.randrange(200)
        if roll < 6 and game.position.at_turn_start():
            game.pass_turn()
        elif roll < 8 and not game.position.at_turn_start():
            try:
                game.pass_turn()
            except IllegalMove as error:
                print("refused:", error.code)
            game.play(moves[rng.randrange(len(moves))])
        elif roll < 10:
            side = game.inside[rng.randrange(len(game.inside))]
            game.resign(side)
            print("resigned", side, "out:", game.out)
        elif roll < 14 and steps:
            game.undo()
        else:
            game.play(moves[rng.randrange(len(moves))])
        steps += 1
    if game.result is None:
        game.resign()
    print("result", game.result, game.reason, game.describe_result())
    print("out", game.out, "scores", sorted(game.score().items()))
    print(game.turns())
    print(game)
    record = game.record()
    print(record)
    again = Game.from_record(record)
    print("read back", again.position.state() == game.position.state(), again.record() == record)
    check_annotated(game, rng.randrange)


for number in range(15):
    play_game(number)
for number in range(15, 21):
    play_game(number, shaped=True)
print("done")
