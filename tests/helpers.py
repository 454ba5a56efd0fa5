"""Shared test helpers: games set up from diagrams, a plain reference of the rules, the bot's worker files,
and records of games that end each way."""

import os
import random
import shutil
import subprocess
import sys
import tempfile

from game import Game, Rules
from game.bot.rng import Random
from game.core.board import geometry, popcount
from game.rules import SYSTEMS
from game.systems.bases.rules import edge_mask
from game.systems.capture.rules import sides_of
from game.systems.classic.rules import position_from_diagram
from game.tools.build import bundle
from game.web.panel.names import Names


def said(session, strings=None):
    """The names the page says ``session`` in (game/web/panel/names.py), in English unless ``strings``
    says: what the status, the headline, ... say of it (a module each in game/web/panel/) start from them."""
    return Names(session, strings)


def legend_samples(game):
    """The samples How to play's legend shows for ``game``, in order (its WORDS)."""
    return [sample for sample, key in SYSTEMS[game].WORDS["legend"]]


def game_from_diagram(rules, diagram, side="X", moved=None):
    """A Game whose board is the diagram (its history starts there: no record)."""
    game = Game(rules)
    game.position = position_from_diagram(rules, diagram, side, moved)
    return game


def reference_legal(game):
    """Legal cells by RULES.md §2, computed cell by cell with no bitboards."""
    rules = game.rules
    side = game.turn
    enemy = "O" if side == "X" else "X"
    if game.result is not None:
        return set()
    cells = {}   # the board's cells: not the ones its shape leaves out
    for col in range(rules.width):
        for row in range(rules.height):
            name = rules.geometry.name(rules.geometry.bit(col, row))
            if name not in rules.holes:
                cells[(col, row)] = (name, game.cell(name))
    targets = {key for key, (name, mark) in cells.items() if mark in (".", enemy)}
    if not game.position.moved["XO".index(side)]:
        start = rules.starts["XO".index(side)]
        return {name for key, (name, mark) in cells.items() if name == start and key in targets}

    def neighbours(key):
        col, row = key
        for dc in (-1, 0, 1):
            for dr in (-1, 0, 1):
                other = (col + dc, row + dr)
                if other != key and other in cells:
                    yield other

    region = [key for key, (name, mark) in cells.items() if mark == side]
    seen = set(region)
    while region:   # breadth-first through killed enemy marks
        key = region.pop()
        for other in neighbours(key):
            if other not in seen and cells[other][1] == enemy.lower():
                seen.add(other)
                region.append(other)
    return {cells[other][0] for key in seen for other in neighbours(key) if other in targets}


def side_with_room(players, low=3):
    """The side of the smallest square board, at least ``low``, whose edge has a
    start cell for each of ``players`` (4 * side - 4 edge cells)."""
    return max(low, -(-(players + 4) // 4))


def bases_rules(width=10, height=10, players=2, actions=3, start=None):
    """Rules of the bases game, the options in the order the bases tests write them."""
    return Rules(width, height, actions, None if start == "corners" else start, game="bases",
                 players=players)


def random_shape(rng, game="classic", players=2, sizes=(3, 12), **options):
    """Rules of ``game`` on a random shape: a rectangle of ``sizes`` with up to a
    third of its cells off the board, in no pattern (so not always in one
    piece), and start cells drawn from those that may take them: any cell in
    the classic game, edge cells for bases, four corners of the shape (two
    side neighbours at most) for the capture game.  ``options`` go to Rules."""
    while True:
        width, height = rng.randint(*sizes), rng.randint(*sizes)
        frame = geometry(width, height)
        off = rng.sample(frame.cells, rng.randint(1, width * height // 3))
        geo = geometry(width, height, sum(off))
        holes = frame.names(geo.holes)
        if game == "bases":
            places, count = edge_mask(geo), players
        elif game == "capture":
            places, count = 0, 4
            for bit in geo.cells:
                if popcount(sides_of(geo, bit)) <= 2:
                    places |= bit
        else:
            places, count = geo.full, 2
        names = geo.names(places)
        if len(names) < count:
            continue
        try:
            return Rules(width, height, starts=tuple(rng.sample(names, count)), game=game,
                         players=players, holes=holes, **options)
        except ValueError:   # a start no turn can grow from, say: draw another
            continue


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def bot_worker_files():
    """The source files in the bot workers' archives (game/tools/build/bundle.py): what
    game/bot/worker.py imports."""
    return bundle.files("game.bot.worker")


def run_with_bot_worker_files(script):
    """Runs a Python script where only the bot workers' files exist: an import of anything
    else (a page module) fails as it would in the worker."""
    with tempfile.TemporaryDirectory() as folder:
        for name in bot_worker_files():
            target = os.path.join(folder, name)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy(os.path.join(ROOT, name), target)
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=folder,
                              env=dict(os.environ, PYTHONPATH=folder))
    assert done.returncode == 0, done.stderr
    return done.stdout


# Games found by random play, each ending one way (their records carry the result).
ENDS = {
    "enclosed": '[Game "bases"]\n[Players "3"]\n[Size "4x4"]\n[Actions "2"]\n[Result "T"]\n\n'
                '1. a1-b1, d4-d3, pass\n2. c1-c2, d2-c3, d1-d2\n3. c3-a2, pass, c1-c2',
    "no-moves": '[Game "bases"]\n[Players "3"]\n[Size "4x4"]\n[Actions "2"]\n[Result "T"]\n\n'
                '1. a1-b2, d4-c3, d1-c1\n2. c3-d4, b2-a1',
    "full-board": '[Game "bases"]\n[Players "3"]\n[Size "4x4"]\n[Actions "2"]\n[Result "X"]\n\n'
                  '1. a1-a2, d4-c4, d1-d2\n2. b3-a3, b4-d3, c1-b2\n3. c2-d3, a4-c3, b1',
    "full-board draw": '[Game "bases"]\n[Players "3"]\n[Size "4x4"]\n[Actions "2"]\n'
                       '[Result "draw"]\n\n1. a1-b2, d4-d3, d1-c2\n2. c1-a3, d2-c4, b1-b3\n'
                       '3. a2-a4, c3-b4',
    "all-passed": '[Game "bases"]\n[Players "3"]\n[Size "4x4"]\n[Actions "2"]\n[Result "draw"]\n\n'
                  '1. a1-b1, d4-c3, d1-c1\n2. c1-d1, pass\n3. pass',
    "counted": '[Game "capture"]\n[Scoring "territory"]\n[Size "5x5"]\n[Actions "2"]\n'
               '[Result "X"]\n\n1. a2-e4, b5-a4\n2. b2-e3, a3-e2\n3. c2-d2, c5-b3\n4. d1-d5, c4-c3\n'
               '5. b1-d4',
    "counted draw": '[Game "capture"]\n[Size "4x4"]\n[Actions "2"]\n[Result "draw"]\n\n'
                    '1. c4-d3, c1-d2\n2. b4-c3, c2-b2\n3. a2-b3, b1-a3',
}

# Games of three and four found by random play, each side going out its own way before the end.
ENDS_OF_MORE = {
    "no-moves": '[Game "bases"]\n[Players "4"]\n[Size "4x4"]\n[Actions "2"]\n[Result "T"]\n\n'
                '1. a1-b2, d4-c3, d1-c2, a4-b4\n2. b3-b4, d3-b2, b1-a1, a3-b3\n'
                '3. a3-a4, resign(O), c3-c4',
    "full-board": '[Game "bases"]\n[Players "4"]\n[Size "4x4"]\n[Actions "2"]\n[Result "X"]\n\n'
                  '1. a1-b2, resign(O), d1-c2, a4-a3\n2. a3-a4, c1-d3\n3. a2-b3, d2-d4\n'
                  '4. b4-c1, c3-c4\n5. b1',
    "resigned": '[Game "bases"]\n[Players "3"]\n[Size "4x4"]\n[Actions "2"]\n[Result "O"]\n\n'
                '1. resign(X), d4-d3, d1-d2\n2. d2-d1',
}


# Positions where the side to move wins at once (found by playing at random on 5x5)
WIN_IN_ONE = {
    "classic": '[Size "5x5"]\n\n1. a1-b2-c1, e5-d5-e4\n2. a3-a2-d2, d3-c5-c3\n3. d3-d4-e4, d4-d2-e3\n'
               '4. d1-b3-c2, b4-c4-c1\n5. a4-e5-b1, a5-e2-a3\n6. c4-a5-d5, d1-c2-b5\n7. c5-e2-e3',
    "capture": '[Game "capture"]\n[Scoring "marks"]\n[Size "5x5"]\n\n1. b1-b2-e4, b5-e2-d1\n'
               '2. d5-a2-d4, a4-b4-e3\n3. c4-a3-c2',
    "bases": '[Game "bases"]\n[Players "3"]\n[Size "5x5"]\n\n1. a1-b2-c1, e5-d5-e4, e1-e2-d1\n'
             '2. d2-c2-e2, c5-b5-d4, c2-c3-d4\n3. e1-d3-b1, a5-b4-e3, d3-c5-e5\n4. a2-a3-b3, c4-a3-b2',
}


def finished_game(rules=None, seed=1):
    """A game of ``rules`` (the classic 10x10) played to its end at random: 33 rounds on 10x10 (seed 1)."""
    game = Game(rules or Rules())
    rng = random.Random(seed)
    while game.result is None:
        game.play(rng.choice(sorted(game.legal_moves())))
    return game


def assert_whole_legal_turn(game, cells):
    """Playing ``cells`` on a copy of ``game`` is legal in order and ends the turn
    (or the game); [] is a pass."""
    copy = game.copy()
    side = copy.turn
    if not cells:
        copy.pass_turn()
        return
    for cell in cells:
        assert copy.turn == side and copy.result is None, "the turn was already over"
        copy.play(cell)
    assert copy.turn != side or copy.result is not None, "the turn is not whole"


def assert_bot_answers(choose_turn, game, level, seed, time_limit, whole_turn=assert_whole_legal_turn):
    """A bot's ``choose_turn`` leaves the game it is given unchanged and answers a
    whole legal turn, or [] once the game is over."""
    before = (game.record(), game.position.state())
    cells = choose_turn(game, level, seed=seed, time_limit=time_limit)
    assert (game.record(), game.position.state()) == before, "the game it is given is not changed"
    if game.result is not None:
        assert cells == []
    else:
        whole_turn(game, cells)


def png_pixels(png):
    """(width, height, rows of (r, g, b, a)) of an 8-bit RGB or RGBA PNG (the canvas's):
    the file decoded here, to check a picture the page wrote."""
    import struct
    import zlib
    from game.web.export.apng import chunks
    found = chunks(png)
    width, height, depth, colour = struct.unpack(">IIBB", found[0][1][:10])
    assert depth == 8 and colour in (2, 6), (depth, colour)
    size = 4 if colour == 6 else 3
    data = zlib.decompress(b"".join(body for kind, body in found if kind == b"IDAT"))
    stride = width * size
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = data[y * (stride + 1)], bytearray(data[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - size] if i >= size else 0
            up = previous[i]
            corner = previous[i - size] if i >= size else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x * size:x * size + size]) + ((255,) if size == 3 else ()) for x in range(width)])
        previous = line
    return width, height, rows


def micropython_hash(value, empty=0, others=hash):
    """hash(value) as MicroPython (the page's interpreter, 32-bit WebAssembly)
    computes it: an int by the lowest machine word of its magnitude, signed, as
    a 31-bit small int (hash(1 << 31) == 0); a tuple by the sum of its items'
    hashes from ``empty``, the hash of () (there the empty tuple's address);
    anything else by ``others`` (a string or None: the same for equal ones)."""
    if isinstance(value, int):
        word = abs(value) & 0xFFFFFFFF
        return _small_int((-word if value < 0 else word))
    if isinstance(value, tuple):
        return _small_int(empty + sum(micropython_hash(item, empty, others) for item in value))
    return others(value)


def _small_int(word):
    """A machine word as MicroPython's small int keeps it: its low 31 bits, signed."""
    return ((word % (1 << 31)) ^ (1 << 30)) - (1 << 30)


# Where New game said its error: whether the words are in the dialog's visible
# area (above its sticky Start and Cancel), and the name or id of the element
# with the focus.
NEW_GAME_ERROR_SEEN = """() => {
    const dialog = document.querySelector('#new-game-dialog');
    const error = document.querySelector('#new-game-error').getBoundingClientRect();
    const top = dialog.getBoundingClientRect().top, bottom = dialog.querySelector('.dialog-buttons')
        .getBoundingClientRect().top;
    const focused = document.activeElement;
    return {seen: error.height > 0 && error.top >= top && error.bottom <= bottom,
            focused: focused.name || focused.id};
}"""


# Counts the questions the page sends its bot workers (a record to answer), to
# know when a bot is at work on a question: window.virusWarBotAnswers counts answers.
COUNT_QUESTIONS = """
window.botQuestions = 0;
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message) {
    if (message && message.record !== undefined) window.botQuestions += 1;
    return post.apply(this, arguments);
};
"""
# Every question the page sent its bot workers answered, and the answer taken or
# dropped (with COUNT_QUESTIONS; where no hint nor puzzle was asked: their answers are not counted)
ALL_ANSWERED = "window.botQuestions > 0 && window.virusWarBotAnswers.length === window.botQuestions"


def random_games(name, count, seed=1):
    """Games of ``name`` played at random to their end, on small boards of every
    number of players it takes, each with its positions along the way."""
    system = SYSTEMS[name]
    rng = Random(seed)
    for number in range(count):
        players = system.MIN_PLAYERS + number % (system.MAX_PLAYERS - system.MIN_PLAYERS + 1)
        low = side_with_room(players)
        game = Game(Rules(low + rng.randrange(4), low + rng.randrange(4), 1 + rng.randrange(3),
                          game=name, players=players))
        positions = []
        while game.result is None:
            positions.append(game.position.copy())
            moves = game.legal_moves()
            if system.PASSING and rng.random() < 0.05 and game.position.at_turn_start():
                game.pass_turn()
            elif rng.random() < 0.01:
                game.resign(game.inside[rng.randrange(len(game.inside))])
            else:
                game.play(moves[rng.randrange(len(moves))])
        positions.append(game.position.copy())
        yield game, positions
