"""The virus-and-bases evaluation's weights fitted on the sparring partner's self-play.

    python -m game.tools.arena.bases_weights [--games 300] [--playouts 2000] [--seed 5] [--lam 300]
                                             [--records FOLDER] [--read FOLDER,...]

Two players, 10x10, 3 sub-moves: plays GAMES games of mcts:PLAYOUTS against
itself (game/tools/arena/mcts.py, the native search where built) from the
bases arena's random openings (game/tools/arena/seats.py), notes the terms of
the bases bot's evaluation (game/systems/bases/bot.py evaluate) for the side
to move at the start of every whole turn, and fits the chance that the mover
wins by the classic fit (game/tools/arena/weights.py: L2 logistic regression
on the standardised terms, 4-fold cross-validation grouped by game against
the evaluation as it is).  Weights are printed in the evaluation's points:
logits over the bases bot's CHANCE scale.

Each term is the mover's value less the opponent's, signed so that the
evaluation is the sum of WEIGHTS[name] * term (``exposed``, ``unsafe`` and
``danger`` count against; ``threat`` and ``near`` are the opponent's alone,
since the mover's own enclosure in reach is a won position, not a term).
Positions the evaluation calls decided (a won or lost game, an enclosure in
reach, a side with nothing to act on) are left out of both fits: their value
is WIN or a half of it, a verdict rather than a weighing of terms."""

from game.core.board import popcount
from game.engine.game import Game
from game.bot.search import WIN
from game.systems.bases import bot
from game.tools.arena import seats
from game.tools.arena.pairing import boards
from game.tools.arena.weights import command, self_played

TERMS = ("base", "virus", "safe", "reach", "kill", "exposed", "space", "unsafe", "danger",
         "threat", "near", "mover_x")


def _player_terms(position, player, reaches, reached, viruses, space):
    """One player's share of each term, as bot._strength weighs it (its weights aside)."""
    actions = position.rules.actions
    reach = reaches[player]
    own = position.virus[player]
    kills = reach & viruses & ~own
    exposed = own & reached
    safe = popcount(own & ~exposed)
    unsafe = not safe and position.moved[player]
    found = {"base": popcount(position.base[player]), "virus": popcount(own), "safe": safe,
             "reach": popcount(reach & ~kills), "kill": popcount(kills),
             "exposed": -popcount(exposed), "space": space,
             "unsafe": -int(unsafe),
             # two players: one enemy can eat (WEIGHTS danger_all is 0)
             "danger": -int(unsafe and popcount(own) <= actions),
             "threat": 0, "near": 0}
    if player != position.side and position.moved[player]:
        costs = [cost for cost, cell, ring in bot.enclosures(position, player, reach, actions + 1)]
        if costs:
            found["threat" if min(costs) <= actions else "near"] = 1
    return found


def terms(position):
    """The evaluation's terms for the side to move (two players, a position it does not
    call decided): the mover's share less the opponent's, so that
    sum(WEIGHTS[name] * terms[name]) is bot.evaluate(position, position.side)."""
    side = position.side
    foe = 1 - side
    viruses = bot._all_viruses(position)
    reaches = bot._reaches(position, viruses)
    reached = bot._overlap(reaches)[0]
    spaces = bot._spaces(position, reaches, viruses)
    mine = _player_terms(position, side, reaches, reached, viruses, spaces[side])
    theirs = _player_terms(position, foe, reaches, reached, viruses, spaces[foe])
    found = {name: mine[name] - theirs[name] for name in mine}
    found["mover_x"] = 1 if side == 0 else 0
    return found


def rules():
    """The bases arena's 2-player board: 10x10, 3 sub-moves."""
    return boards(None, 10, 10, actions=3, game="bases", players=2)[0]


def opening(number, seed):
    """The record of the bases arena's random opening ``number`` for ``seed``."""
    return seats.bases_opening(rules(), seed * 100003 + number)


def rows(records):
    """(terms, the evaluation as it is, 1 if the mover won else 0 (1/2 a draw), game) a turn start."""
    found = []
    for number, record in enumerate(records):
        game = Game.from_record(record)
        for start in game.turn_starts()[game.rules.players:]:
            position = game.replayed(start).position
            if position.result is not None or not position.at_turn_start():
                continue
            value = bot.evaluate(position, position.side)
            if abs(value) >= WIN // 2:
                continue
            mover = game.players[position.side]
            won = 0.5 if game.result == "draw" else 1.0 if game.result == mover else 0.0
            found.append((terms(position), value, won, number))
    return found


def main(argv=None):
    def self_play(games, playouts, seed, folder):
        return self_played(games, playouts, seed, folder, opening)
    return command("python -m game.tools.arena.bases_weights", argv, 300, self_play, rows, TERMS, bot)


if __name__ == "__main__":
    raise SystemExit(main())
