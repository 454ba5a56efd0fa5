"""The rows of the table of who is in, beside the status, for a game of more
than two whose system names the parts of its score (WORDS "points": the
bases game's bases and viruses), and each row in a sentence for a screen
reader; game/web/panel/side_table_view.py shows them."""

from game.rules.system import NO_MOVES, RESIGNED
from game.web.panel.names import short_name

# The state of a side in the table, and its words.
TO_MOVE, STILL_IN, WENT_OUT, WON = "turn", "in", "out", "won"
STATES = {TO_MOVE: "sides.turn", STILL_IN: "sides.in", WON: "sides.won"}
OUT_STATES = {NO_MOVES: "sides.out.no-moves", RESIGNED: "sides.out.resigned"}


def side_rows(said):
    """The table of the game shown of the session ``said`` (Names) names: for
    each side in turn order (side, its short name beside its drawn mark, its
    points "2/5", its state TO_MOVE, STILL_IN, WENT_OUT or WON, and why it
    went out or None); [] for a game of two or one that names no points.
    side_words(said, row) says a row in a sentence (asked only of the rows
    that changed: 30 sentences a sub-move would cost more than the rest of
    the table)."""
    game = said.session.shown_game()
    if not game.rules.system.WORDS.get("points") or len(game.players) < 3:
        return []
    system = game.rules.system
    score = game.score()
    out = dict(game.out)
    rows = []
    for side in game.players:
        if side in out:
            state = WENT_OUT
        else:
            state = WON if game.result == side else TO_MOVE if game.result is None and side == game.turn else STILL_IN
        rows.append((side, short_name(system, side), score[side], state, out.get(side)))
    return rows


def side_words(said, row):
    """A row of side_rows() in a sentence: "Player 13 (to move): bases 2, viruses 5."."""
    side, short, points, state, why = row
    text = said.strings
    system = said.session.game.rules.system
    counts = ", ".join(text("sides.count", what=text(key), points=part)
                       for key, part in zip(system.WORDS["points"], points))
    words = text(OUT_STATES[why] if state == WENT_OUT else STATES[state])
    return text("sides.row", side=said.spoken_name(side), state=words, counts=counts)


def points_title(said):
    """The table's heading: "Players: bases/viruses"."""
    points = said.session.game.rules.system.WORDS.get("points", ())
    return said.strings("sides.title", points="/".join(said.strings(key) for key in points))
