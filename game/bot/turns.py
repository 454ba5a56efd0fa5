"""Whole turns: the distinct positions one turn can reach, for the bot's search.

A turn's result depends only on the set of cells it acts on, not on their
order (a cell's content decides place or kill, and no cell is acted on twice
in one turn), though the order decides what is legal.  So the search walks
sub-moves depth first and visits each set of cells once.
"""

from game.core.board import table_key


def full_turns(position, include_pass=False, stop=None):
    """[(bits in playing order, position after the turn)] with one entry per distinct set.

    Each entry's position is at the start of the next turn (or the game is
    over).  ``include_pass`` adds ([], position after a pass) at the front
    when a pass is allowed.  Returns [] once the game is over.  ``stop``, a
    function looked at after every sub-move tried, may end the listing early,
    once it holds a turn: the bot's clock (thousands of sub-moves in a pocket
    of a dozen cells).
    """
    if position.result is not None:
        return []
    found = []
    if include_pass and position.at_turn_start():
        after = position.copy()
        after.pass_turn()
        found.append(([], after))
    _extend(position, [], 0, set(), found, stop)
    return found


def extensions(position, played, played_mask, seen, cells=None):
    """One sub-move more on a partial turn, on each legal cell (or each of ``cells``, a
    list of legal ones) whose set of cells is not yet in ``seen`` (a set of their
    table_key: MicroPython's hash of a mask is its lowest word): yields (bits in
    order, set of cells as a mask, position after, whether the turn is over)."""
    side = position.side
    if cells is None:
        cells = position.geo.bits(position.legal)
    for bit in cells:
        mask = played_mask | bit
        key = table_key(mask)
        if key in seen:
            continue
        seen.add(key)
        after = position.copy()
        after.play(bit)
        yield played + [bit], mask, after, after.side != side or after.result is not None


def _extend(position, played, played_mask, seen, found, stop):
    for bits, mask, after, over in extensions(position, played, played_mask, seen):
        if over:
            found.append((bits, after))
        else:
            _extend(after, bits, mask, seen, found, stop)
        if found and stop is not None and stop():
            return
