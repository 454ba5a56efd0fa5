"""The board as a picture to post: its size, where the board
and the caption go, the caption's lines, and the frames of an animated replay.
Plain arithmetic and text, so it is tested on CPython; game/web/export/picture_view.py
draws it with the board's own scene and pencil and writes the file.

    shot = Picture(rules.width, rules.height, caption_lines(game, "move"))
    shot.width, shot.height, shot.layout     the picture in CSS pixels, drawn at SCALE
"""

from game.engine.game import PASS, RESIGN, Game
from game.engine.notation import round_starts
from game.web.board.layout import BoardLayout

SCALE = 2                 # device pixels per CSS pixel: sharp on a post's retina screen (a replay's frames too)
CAPTIONS = ("move", "record", "none")   # the caption's choices, the first the default
BIG_CELL, SMALL_CELL = 40, 24
BOARD_SPAN = 640          # CSS pixels the board's longer side aims at, between the two cells
FONT_SIZE = 15
LINE_HEIGHT = 20
PADDING = 10
CHAR_WIDTH = 0.6          # a monospace digit's width, in font sizes
MAX_LINES = 12            # a longer record runs its rounds on as text: the picture stays a picture
FRAME_MS = 800            # each turn of a replay, and the last position held longer
LAST_FRAME_MS = 3000
MAX_FRAMES = 150          # a longer game shows every other turn (or third...): a file of a few MB
REPLAY_PIXELS = 80_000_000   # a replay's frames' pixels in all: some 15 MB, and the page's memory to make them


class Picture:
    """A board of ``cols`` x ``rows`` cells with its coordinates, the caption's
    ``lines`` under it: ``layout`` (BoardLayout), ``width`` and ``height``
    in CSS pixels, ``caption_top`` the caption's first baseline's band."""

    def __init__(self, cols, rows, lines=(), flipped=False):
        cell = max(SMALL_CELL, min(BIG_CELL, BOARD_SPAN // max(cols, rows)))
        width, height = _box(cols, rows, cell, flipped)
        self.layout = BoardLayout(cols, rows, width, height, flipped)
        self.board_height = height
        self.lines = list(lines)
        self.width = width
        self.caption_top = height
        self.height = height + (2 * PADDING + LINE_HEIGHT * len(self.lines) if self.lines else 0)


def _box(cols, rows, cell, flipped):
    """The smallest box whose layout draws cells of ``cell`` with room for the coordinates."""
    margin = 24
    while True:
        width, height = cols * cell + margin, rows * cell + margin
        layout = BoardLayout(cols, rows, width, height, flipped)
        if layout.cell >= cell and 2 * layout.label <= margin:
            return width, height
        margin += 2


def caption_lines(game, choice, width, result=""):
    """The caption of a picture ``width`` CSS pixels wide: the last round in the
    record's notation ("move"), the whole record ("record": a round a line, or,
    longer than MAX_LINES, its rounds run on as text, nothing left out), or
    none; then ``result``, how the game ended in words.  Each line fits the width."""
    if choice == "none" or not game.history():
        return []
    lines = game.record().split("\n")
    rounds = [line for line in lines if line and not line.startswith("[")]
    if choice == "move":
        lines = rounds[-1:]
    elif len(lines) > MAX_LINES:
        tags = lines[:len(lines) - len(rounds)]
        # a round's number stays with its first turn (a no-break space, which wrap() keeps)
        lines = tags + [" ".join(line.replace(". ", ".\u00a0", 1) for line in rounds)]
    chars = int((width - 2 * PADDING) / (FONT_SIZE * CHAR_WIDTH))
    return [piece for line in lines + ([result] if result else []) for piece in wrap(line, chars)]


def wrap(line, chars):
    """``line`` in pieces of at most ``chars`` characters, broken at spaces where it can."""
    pieces = []
    while len(line) > chars:
        cut = line.rfind(" ", 0, chars + 1)
        cut = chars if cut <= 0 else cut
        pieces.append(line[:cut].rstrip())
        line = line[cut:].lstrip()
    return pieces + [line]


def most_frames(cols, rows):
    """The most frames a replay of a board of ``cols`` x ``rows`` has, its
    frames (each a line of caption, at SCALE) REPLAY_PIXELS at most in all."""
    frame = Picture(cols, rows, [""])
    return max(2, min(MAX_FRAMES, REPLAY_PIXELS // (frame.width * frame.height * SCALE * SCALE)))


def replay_frames(game, width, start, most=MAX_FRAMES):
    """The frames of an animated replay in a picture ``width`` CSS pixels wide:
    the start, then the game after each whole turn (a pass or a resignation
    included), as (Game, delay in ms, its caption's one line); at most
    ``most``, a long game's every second turn or more, and its end.  The
    first frame's line is ``start``, each other's the turn it shows, numbered
    as the record numbers its round ("12. O: k10-i9-h8", turn_line)."""
    history = game.history()
    ends = [index + 1 for index, (side, action) in enumerate(history)
            if index + 1 == len(history) or history[index + 1][0] != side]
    every = (len(ends) + most - 2) // (most - 1) or 1
    ends = ends[every - 1::every] + ([] if len(ends) % every == 0 else ends[-1:])
    shown = Game(game.rules)
    frames = [(shown.copy(), FRAME_MS, start)]
    chars = int((width - 2 * PADDING) / (FONT_SIZE * CHAR_WIDTH))
    rounds = _round_numbers(game.players, history)
    played = 0
    for end in ends:
        for side, action in history[played:end]:
            shown.apply(side, action)
        played = end
        frames.append((shown.copy(), FRAME_MS, one_line(turn_line(rounds[end - 1], _last_turn(history, end)), chars)))
    frames[-1] = frames[-1][:1] + (LAST_FRAME_MS,) + frames[-1][2:]
    return frames


def _last_turn(history, end):
    """The entries of the turn that ends at ``end`` (those of a side in a row):
    a frame that skips turns names the last it shows."""
    side = history[end - 1][0]
    first = end - 1
    while first > 0 and history[first - 1][0] == side:
        first -= 1
    return history[first:end]


def _round_numbers(players, history):
    """The round each entry of ``history`` is written in, as the record numbers them."""
    starts = round_starts(history, list(players))
    numbers = []
    begun = 0
    for index in range(len(history)):
        while begun < len(starts) and starts[begun] <= index:
            begun += 1
        numbers.append(max(1, begun))   # a game of two resigned at once has no round: the first
    return numbers


def turn_line(number, turn):
    """A side's turn, its entries [(side, action)], as "12. O: k10-i9-h8"
    (a pass "pass", a resignation after its sub-moves ", resign")."""
    cells = "-".join("pass" if action == PASS else action for side, action in turn if action != RESIGN)
    resigned = any(action == RESIGN for side, action in turn)
    said = ", ".join(part for part in (cells, RESIGN if resigned else "") if part)
    return "%d. %s: %s" % (number, turn[0][0], said)


def one_line(line, chars):
    """``line`` cut to ``chars`` characters, its end "…" where it is longer."""
    return line if len(line) <= chars else line[:chars - 1] + "…"
