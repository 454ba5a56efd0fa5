"""The bot reads a game back: each whole turn's win chance before and after,
the best turn its search finds there, and a judgement of the turn by how
much of the mover's chance it gave away against that best turn.

The chance is game/bot/chance.py's (each bot's evaluation, fitted on its own
games).  The best turn is the bot's own choice at ``level`` searched by its
budget alone, never by a clock, and seeded by the turn's number: the same
game reviewed twice, on any machine, is judged the same.  A turn is judged
by the mover's loss: the chance after the best turn less the chance after
the turn played.  The bands are lichess's (5, 10 and 15 points of winning
chance), and a turn that leaves a win in one unplayed is a blunder whatever
the evaluation says of the position it leaves.  A turn that scores at
least as well as the search's is the best.

Portable to MicroPython: the page's worker reviews a turn at a time
(``turn_review``), the terminal a whole game (``review``)."""

from game.bot import read_back
from game.bot.read_back import BEST, BLUNDER, GOOD, INACCURACY, JUDGEMENTS, LEVEL, MARGIN, MISTAKE, turn_accuracy
from game.bot.chance import chances
from game.bot.systems import BOTS
from game.engine.game import Game



# The least loss of the mover's chance (0-1) of each judgement past good, worst first.
BANDS = ((BLUNDER, 0.15), (MISTAKE, 0.10), (INACCURACY, 0.05))

# A loss this small is no worse than the best: the chance is read off an evaluation.
SAME = 0.005


class TurnReview:
    """One whole turn read back.  ``turn``: its number from 1; ``side``: the
    mover's code; ``played`` and ``best``: cells in playing order ([] a pass);
    ``chances``: every side's chance before the turn, what the best turn
    keeps (as a chess engine's evaluation of a position is that of its best
    move), the graph's point; ``before``: the mover's share of it;
    ``after``: the mover's chance after the turn played, its share of
    ``chances_after``; ``judgement``: one of JUDGEMENTS; ``missed_win``:
    the best turn won at once and the turn played did not."""

    __slots__ = ("turn", "side", "played", "best", "chances", "chances_after", "before", "after",
                 "missed_win", "judgement")

    def __init__(self, turn, side, played, best, chances_before, chances_after, mover, missed_win):
        self.turn = turn
        self.side = side
        self.played = played
        self.best = best
        self.chances = chances_before
        self.chances_after = chances_after
        self.before = before = chances_before[mover]
        self.after = after = chances_after[mover]
        self.missed_win = missed_win
        self.judgement = judge(before - after, missed_win, played == best)

    def loss(self):
        """The mover's chance the turn gave away against the best (never below 0)."""
        return max(0.0, self.before - self.after)

    def as_dict(self):
        """The terminal's JSON line: turn, side, before, after, judgement, best (and played)."""
        return {"turn": self.turn, "side": self.side, "before": round(self.before, 4),
                "after": round(self.after, 4), "judgement": self.judgement,
                "best": "-".join(self.best) or "pass", "played": "-".join(self.played) or "pass"}


def judge(loss, missed_win=False, same_turn=False):
    """The judgement of a turn that lost ``loss`` of the mover's chance against the best."""
    if missed_win:
        return BLUNDER
    if same_turn or loss <= SAME:
        return BEST
    for judgement, least in BANDS:
        if loss >= least:
            return judgement
    return GOOD


def whole_turns(game):
    """[(turn number from 1, the position before it, its side's index)] of
    every whole turn of ``game`` (the one still being played is not whole),
    and the game's last position."""
    replay = Game(game.rules)
    starts = set(game.turn_starts())
    found = []
    for index, (side, action) in enumerate(game.history()):
        if index in starts:
            found.append((len(found) + 1, replay.position.copy(), replay.position.side))
        replay.apply(side, action)
    whole = len(found)
    if found and game.result is None and game.position.side == found[-1][2]:
        whole -= 1   # its mover is still at it
    return found[:whole], replay.position


def turn_review(game, number, level=LEVEL, bot=None, turns=None):
    """The TurnReview of turn ``number`` (from 1) of ``game``; ``game`` is not
    changed.  ``turns``: whole_turns(game), where the caller keeps it for the
    game's other turns (a game of 30 replays a thousand sub-moves to make it)."""
    starts, final = turns or whole_turns(game)
    if not 1 <= number <= len(starts):
        raise ValueError("no whole turn %r to review: the game has %d" % (number, len(starts)))
    after = starts[number][1] if number < len(starts) else final
    return _review(game, starts[number - 1], after, level, bot or BOTS[game.rules.game])


def review(game, level=LEVEL, bot=None):
    """[TurnReview] of every whole turn of ``game``, in order; ``game`` is not changed."""
    bot = bot or BOTS[game.rules.game]
    starts, final = whole_turns(game)
    afters = [start[1] for start in starts[1:]] + [final]
    return [_review(game, start, after, level, bot) for start, after in zip(starts, afters)]


def _review(game, start, after, level, bot):
    number, before, mover = start
    played = list(game.turns()[number - 1][1])
    best = bot.choose_turn(_at(game.rules, before), level, seed=number)
    best_after = _after_turn(before, best)
    kept = chances(best_after, bot)
    played_chances = chances(after, bot)
    missed_win = best_after.result == mover and after.result != mover
    if kept[mover] < played_chances[mover] and not missed_win:
        best, kept = played, played_chances   # the turn played is better than any the search found
    return TurnReview(number, game.rules.sides[mover], played, best, kept, played_chances, mover,
                      missed_win)


class TurnTry:
    """A person's try at a better turn than the one played at turn ``turn``
    (learning from a mistake): ``best`` and ``before`` as the turn's own
    reading found them, ``after`` the mover's chance the try keeps,
    ``accepted`` whether it is within MARGIN of the best (or wins), and
    ``reply``: the next side's answer to a try not accepted (its refutation;
    None if the try ended the game)."""

    __slots__ = ("turn", "tried", "best", "before", "after", "accepted", "reply")

    def __init__(self, turn, tried, best, before, after, accepted, reply):
        self.turn = turn
        self.tried = tried
        self.best = best
        self.before = before
        self.after = after
        self.accepted = accepted
        self.reply = reply

    def as_dict(self):
        return {"turn": self.turn, "tried": "-".join(self.tried) or "pass", "best": "-".join(self.best) or "pass",
                "before": round(self.before, 4), "after": round(self.after, 4), "accepted": self.accepted,
                "reply": None if self.reply is None else "-".join(self.reply) or "pass"}


def try_turn(game, number, cells, level=LEVEL, bot=None, turns=None):
    """The TurnTry of the whole turn ``cells`` ([] a pass) in place of turn
    ``number`` of ``game``, which is not changed; ValueError if it is not a
    legal whole turn there."""
    bot = bot or BOTS[game.rules.game]
    starts, final = turns or whole_turns(game)
    if not 1 <= number <= len(starts):
        raise ValueError("no whole turn %r to try again: the game has %d" % (number, len(starts)))
    start = starts[number - 1]
    before, mover = start[1], start[2]
    trying = _at(game.rules, before)
    trying.play_turn(list(cells))   # IllegalMove (a ValueError) says what is wrong
    if trying.result is None and trying.position.side == mover:
        raise ValueError("%s is not a whole turn: %s has sub-moves left" % ("-".join(cells), game.rules.sides[mover]))
    reading = _review(game, start, starts[number][1] if number < len(starts) else final, level, bot)
    after = chances(trying.position, bot)[mover]
    accepted = trying.result == mover or list(cells) == reading.best or reading.before - after <= MARGIN
    reply = None
    if not accepted and trying.result is None:
        reply = bot.choose_turn(_at(game.rules, trying.position), level, seed=number)
    return TurnTry(number, list(cells), reading.best, reading.before, after, accepted, reply)


def _at(rules, position):
    """A game of ``rules`` at a copy of ``position``, for a search or a try to play on."""
    seen = Game(rules)
    seen.position = position.copy()
    return seen


def _after_turn(position, cells):
    """A copy of ``position`` after the whole turn ``cells`` ([] a pass)."""
    after = position.copy()
    if not cells:
        after.pass_turn()
    for cell in cells:
        after.play(position.geo.parse(cell))
    return after


def graph(reviews):
    """Every side's chance after each turn (game/bot/read_back.py)."""
    return read_back.points([(turn.chances, turn.chances_after) for turn in reviews])


def accuracy(reviews):
    """{side: accuracy 0-100}: the mean of each of its turns' (read_back.turn_accuracy)."""
    by_side = {}
    for turn in reviews:
        by_side.setdefault(turn.side, []).append(turn_accuracy(turn.loss()))
    return {side: sum(scores) / len(scores) for side, scores in by_side.items()}


def counts(reviews):
    """{side: {judgement: how many}} with every judgement present."""
    found = {}
    for turn in reviews:
        found.setdefault(turn.side, dict.fromkeys(JUDGEMENTS, 0))[turn.judgement] += 1
    return found


def annotate(game, reviews):
    """Write the judgements into ``game``'s record (read_back.note)."""
    for turn in reviews:
        game.annotate(turn.turn - 1, *read_back.note(turn.judgement, turn.after, "-".join(turn.best) or "pass",
                                                     turn.before))
