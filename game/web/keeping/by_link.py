"""A game with friends far away, a turn at a time by link (Send your turn):
what a link of a game this device already keeps does to it.  Pure: the keeper
(game/web/keeping/keeper_view.py) reads the link and the save.

A friend's link holds the game's id, its rules and its whole record
(link.sent()); every move in it has been played again by the engine when the
link was read.  Against the game kept under that id, the link

    SAME    is where the kept game is: nothing changes;
    NEWER   carries it further (the kept game is where the link was once):
            the link's game is kept, still played by the sides it was;
    OLDER   is behind it (a link opened twice, or an earlier one late): the
            kept game stays, and the page says how far each is;
    FORKED  went another way (both sides played on from one link, or another
            game under the id): both are kept, the link's as a new game.
"""

SAME, NEWER, OLDER, FORKED = "same", "newer", "older", "forked"


def compare(kept, linked):
    """SAME, NEWER, OLDER or FORKED: the game ``linked`` against the game ``kept``."""
    if kept.rules != linked.rules:
        return FORKED
    ours, theirs = kept.history(), linked.history()
    shared = shared_length(ours, theirs)
    if shared == len(ours) == len(theirs):
        return SAME
    if shared == len(ours):
        return NEWER
    if shared == len(theirs):
        return OLDER
    return FORKED


def shared_length(ours, theirs):
    """How many entries two histories have in common from their start."""
    shared = 0
    for mine, other in zip(ours, theirs):
        if mine != other:
            break
        shared += 1
    return shared


def notice(outcome, kept, linked):
    """What the page says of opening ``linked`` over ``kept``, as (strings key, values)."""
    if outcome == NEWER:
        turns = linked.turn_count() - kept.turn_count()
        return ("by-link.newer-one" if turns == 1 else "by-link.newer", {"turns": turns})
    if outcome == OLDER:
        return ("by-link.older", {"link": linked.turn_count(), "here": kept.turn_count()})
    if outcome == FORKED:
        if kept.rules != linked.rules:
            return ("by-link.other-game", {})
        return ("by-link.forked", {"turn": turn_of(kept, shared_length(kept.history(), linked.history()))})
    return ("by-link.same", {})


def turn_of(game, index):
    """The number (from 1) of the turn of ``game`` its history entry ``index`` is in (or would begin)."""
    return max(1, len([start for start in game.turn_starts() if start <= index]))
