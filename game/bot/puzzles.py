"""Puzzles: a position and a task for the side to move, "win in one turn" or
"win in two", checked by searching every answer, never by a stored one.

A turn is the cells of one side's sub-moves in playing order ([] a pass).
Two turns that act on the same set of cells leave the same board, so each
set is searched once.  ``forced_win(position, side, turns)``: can ``side``
(to move) win within ``turns`` turns of its own whatever the others answer?
Winning is the rule system's own result (the side that won), so every game
asks the same question: in the classic game, after the winning turn the
other side has no legal sub-move.

The search counts the sub-moves it plays; past ``nodes`` it raises
OutOfReach, so a page or a tool can say "not known" rather than wait.
"""

from game.core.board import table_key

WIN_IN_ONE = 1
WIN_IN_TWO = 2
TASKS = (WIN_IN_ONE, WIN_IN_TWO)
NODES = 200_000   # sub-moves played before a search gives up (a few seconds on CPython)


class OutOfReach(Exception):
    """The search would need more sub-moves than it was given."""


class Search:
    """One question's search, with its budget and what it has proved so far."""

    def __init__(self, nodes=NODES):
        self.left = nodes
        self.known = {}   # (table_key(position key), side, turns) -> forced win?

    def turn_ends(self, position):
        """(bits, position after) for every distinct whole turn of the side to
        move: the pass first where the rules allow one now."""
        side = position.side
        if position.rules.system.PASSING and position.at_turn_start():
            after = position.copy()
            after.pass_turn()
            yield [], after
        seen = set()
        stack = [(position, [], 0)]
        while stack:
            current, bits, cells = stack.pop()
            for bit in current.geo.bits(current.legal):
                mask = cells | bit
                key = table_key(mask)   # a mask's own hash on MicroPython is its lowest word
                if key in seen:
                    continue
                seen.add(key)
                self.left -= 1
                if self.left < 0:
                    raise OutOfReach()
                after = current.copy()
                after.play(bit)
                if after.side == side and after.result is None:
                    stack.append((after, bits + [bit], mask))
                else:
                    yield bits + [bit], after

    def forced_win(self, position, side, turns):
        """Can ``side`` win within ``turns`` more turns of its own, whatever the others do?"""
        if position.result is not None:
            return position.result == side
        if turns == 0:
            return False
        key = (table_key(position.key()), side, turns)
        if key in self.known:
            return self.known[key]
        if position.side == side:
            found = any(self.forced_win(after, side, turns - 1) for bits, after in self.turn_ends(position))
        else:
            found = all(self.forced_win(after, side, turns) for bits, after in self.turn_ends(position))
        self.known[key] = found
        return found

    def winning_turns(self, position, turns):
        """Every turn of the side to move that wins within ``turns`` turns (its bits)."""
        side = position.side
        return [bits for bits, after in self.turn_ends(position) if self.forced_win(after, side, turns - 1)]

    def refutation(self, position, side, turns):
        """After a turn of ``side`` that does not win within ``turns`` more, the
        answer (the bits of the next turn) that keeps ``side`` from winning; None
        if the game is over or every answer loses."""
        if position.result is not None or position.side == side:
            return None
        for bits, after in self.turn_ends(position):
            if not self.forced_win(after, side, turns):
                return bits
        return None


def names(position, bits):
    return [position.geo.name(bit) for bit in bits]


def solutions(game, task, nodes=NODES):
    """The winning turns (cell names) of ``game``'s side to move for ``task``
    (WIN_IN_ONE, WIN_IN_TWO); OutOfReach past ``nodes`` sub-moves."""
    position = game.position
    return [names(position, bits) for bits in Search(nodes).winning_turns(position, task)]


def answer(game, side, task, nodes=NODES):
    """The reply that refutes the turn ``side`` has just played in ``game`` for
    ``task`` (the turns it had, this one included), as cell names; None if
    that turn won or still wins whatever the answer."""
    position = game.position
    bits = Search(nodes).refutation(position, game.rules.sides.index(side), task - 1)
    return None if bits is None else names(position, bits)
