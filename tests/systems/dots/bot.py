"""The made-up game's bot: a random legal cell for each sub-move, the same for
the same seed.  It plays the turns a bot's seat asks for; it is no player."""

from game.bot.rng import Random


def choose_turn(game, level, seed=None, time_limit=None, clock=None):
    """The cells of a whole turn for the side to move in ``game``."""
    rng = Random(seed or 1)
    position = game.copy()
    side = position.turn
    cells = []
    while position.result is None and position.turn == side:
        legal = sorted(position.legal_moves())
        cell = legal[rng.randrange(len(legal))]
        position.play(cell)
        cells.append(cell)
    return cells
