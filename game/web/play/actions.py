"""What each action of a game's history was ("place" or "kill", "pass" or
"resign") and the recent turns the board numbers, without the page: asked on
every redraw, so each is read from what is kept or from the history's end
(a game of 30 numbers some 90 sub-moves, and its history runs past 1,000)."""

from game.engine.game import PASS, RESIGN, still_shared
from game.rules.system import TAKEN_BY_ANOTHER, TAKEN_BY_ITS_OWNER


def kind(game, side, cell):
    """"kill" or "place": what ``side``'s sub-move on ``cell`` was in ``game``.
    A kill leaves what it took there for good, which a placement never does:
    a killed mark of another side's, or a base of the mover's
    (game/rules/system.py); the capture game only places.  So what an action
    was reads the same in every later position."""
    rules = game.rules
    bit = rules.geometry.parse(cell)
    content = game.position.content(bit)
    if content is None:
        return "place"
    player, held = content
    mover = rules.sides.index(side)
    taken = held in TAKEN_BY_ANOTHER and player != mover or held in TAKEN_BY_ITS_OWNER and player == mover
    return "kill" if taken else "place"


class Kinds:
    """What each action of a history was, kept from one ask to the next and
    made only for the actions new since (kind() never changes its answer).
    Asked after every sub-move: a game of 30's history runs past 1,000 entries,
    and on MicroPython each copy of it is a large block found in the heap."""

    def __init__(self):
        self.rules = None
        self.history = []   # the longest history asked of these rules, as far as it is known
        self.known = []     # what each of its actions was

    def kinds(self, game):
        """For each action of ``game``'s history; the list kept, not to be
        changed, its start ``self.history``'s."""
        if self.rules != game.rules:
            self.rules, self.history, self.known = game.rules, [], []
        kept = still_shared(game, self.history)
        new = game.history(kept)
        if kept < len(self.history):
            if not new:   # one looked back at: the longer kept for the way back
                return self.known[:kept]
            del self.history[kept:]
            del self.known[kept:]
        self.history += new
        self.known += [action if action in (PASS, RESIGN) else kind(game, side, action) for side, action in new]
        return self.known


def recent_turns(game, kinds):
    """The turns to mark on the board: the last one, whole or in progress, and
    before it every other side's turn since the side to move last played (in
    a game of many, all the bots did meanwhile), as (side, [(cell, kind)]) in
    playing order, kind "place" or "kill"; ``kinds`` a Kinds.  Read from the
    history's end (as Game.turns() groups it: a resignation is no turn)."""
    known = kinds.kinds(game)
    history = kinds.history   # the game's, or one it is the start of: read up to its length
    recent = []   # the latest turn first
    for index in range(game.history_length() - 1, -1, -1):
        side, action = history[index]
        if action == RESIGN:
            continue
        if not recent or recent[-1][0] != side:
            if recent and side in (game.turn, recent[0][0]):   # the mover's last turn, or a round back
                break
            recent.append((side, []))
        if action != PASS:
            recent[-1][1].append((action, known[index]))
    return [(side, actions[::-1]) for side, actions in reversed(recent)]
