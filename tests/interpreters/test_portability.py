"""Every game's rules, the notation and the bots run unchanged under the page's
interpreters and agree with CPython move for move: MicroPython (the page's UI
and the bot's first stage) and Pyodide (the bot at full strength), both the
npm-pinned WebAssembly builds, run in Node.

Each interpreter boots once for the module and runs every script in turn
(game/tools/node/run_python.mjs --many: each script with game/ imported
afresh), the two in Node processes of their own started together, working
while CPython runs the same scripts here in the test's process."""

import contextlib
import io
import os
import runpy
import subprocess
import sys

import pytest

from game import systems
from game.bot.levels import LEVELS
from helpers import ROOT, micropython_hash

RUNNER = os.path.join(ROOT, "game", "tools", "node", "run_python.mjs")
CHECKS = os.path.join(ROOT, "game", "tools", "crosschecks")
PUZZLES_CHECK = os.path.join(CHECKS, "puzzles.py")
NAMES = systems.names()   # every game's folder, each with its two crosschecks
RUNTIMES = ["micropython", "pyodide"]
MARK = "--- run_python.mjs --many: "   # run_python.mjs's line after each script's output, and before its errors
BATCH_TIMEOUT = 900   # seconds for all the scripts of one interpreter: only stops a hang

_cpython_outputs = {}


def _game_modules():
    return [name for name in sys.modules if name == "game" or name.startswith("game.")]


def cpython_output(script):
    """The lines ``python script`` prints, run in this process: as __main__,
    with sys.argv [script] and the game package imported afresh (none of the
    tests' state), then the tests' modules put back.  Once per script."""
    if script not in _cpython_outputs:
        kept = {name: sys.modules.pop(name) for name in _game_modules()}
        argv = sys.argv[:]
        printed = io.StringIO()
        try:
            sys.argv[:] = [script]
            with contextlib.redirect_stdout(printed):
                runpy.run_path(script, run_name="__main__")
        finally:
            for name in _game_modules():
                del sys.modules[name]
            sys.modules.update(kept)
            sys.argv[:] = argv
        _cpython_outputs[script] = printed.getvalue().splitlines()
    return list(_cpython_outputs[script])


def _outputs(text, scripts):
    """{script: (the lines it printed, whether it ended well)} of the runner's
    stdout, for each script that ended."""
    found, lines = {}, []
    for line in text.splitlines():
        script = scripts[len(found)] if len(found) < len(scripts) else None
        ends = [(MARK + script + " ok", True), (MARK + script + " failed", False)] if script else []
        end, ok = next(((end, ok) for end, ok in ends if line.endswith(end)), (None, None))
        if end is None:
            lines.append(line)
            continue
        if line[:-len(end)]:   # the script's last line, left unfinished
            lines.append(line[:-len(end)])
        found[script] = lines, ok
        lines = []
    return found


def _errors(text, scripts):
    """{script: what the runner wrote to stderr while it ran} of the runner's stderr."""
    found, script = {}, None
    for line in text.splitlines():
        if len(found) < len(scripts) and line == MARK + scripts[len(found)]:
            script = scripts[len(found)]
            found[script] = []
        elif script is not None:
            found[script].append(line)
    return {script: "\n".join(lines) for script, lines in found.items()}


class Batch:
    """Scripts run in turn under one interpreter, in one Node process
    (run_python.mjs --many) writing to files, so that it never waits for a reader."""

    def __init__(self, runtime, scripts, folder):
        self.runtime, self.scripts = runtime, list(scripts)
        self.files = [open(os.path.join(folder, "%s.%s" % (runtime, name)), "w+")
                      for name in ("stdout", "stderr")]
        self.process = subprocess.Popen(["node", RUNNER, runtime, "--many", *self.scripts],
                                        stdout=self.files[0], stderr=self.files[1], cwd=ROOT)
        self.ended = None

    def _end(self):
        if self.ended is None:
            try:
                self.process.wait(timeout=BATCH_TIMEOUT)
                status = "exit status %d" % self.process.returncode
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                status = "stopped after %d s" % BATCH_TIMEOUT
            out, err = (file.seek(0) or file.read() for file in self.files)
            self.ended = status, out, err, _outputs(out, self.scripts), _errors(err, self.scripts)
        return self.ended

    def output(self, script):
        """The lines ``script`` printed; the test fails, naming it, if it failed or never ended."""
        status, out, err, printed, errors = self._end()
        if script not in printed:
            pytest.fail("%s did not end under %s (the runner: %s); the runner's output ended:\n%s\n"
                        "and its stderr:\n%s" % (script, self.runtime, status, out[-2000:],
                                                  errors.get(script, err)[-3000:]))
        lines, ok = printed[script]
        if not ok:
            pytest.fail("%s failed under %s:\n%s\nafter printing:\n%s"
                        % (script, self.runtime, errors[script][-3000:], "\n".join(lines[-30:])))
        return lines

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for file in self.files:
            file.close()


def crosscheck(name, role):
    """The path of game ``name``'s crosscheck script ``role``."""
    return os.path.join(ROOT, "game", "systems", name, role + ".py")


def wasm_output(runtime, script):
    """One script alone under ``runtime``, in a Node process of its own (test_precompiled.py's game/ of another folder)."""
    done = subprocess.run(["node", RUNNER, runtime, script], capture_output=True,
                          text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.splitlines()


@pytest.fixture(scope="module")
def scripts(tmp_path_factory):
    """{name: path} of the scripts written out in this file (INLINE, at its end)."""
    folder = tmp_path_factory.mktemp("scripts")
    for name, source in INLINE.items():
        (folder / (name + ".py")).write_text(source)
    return {name: str(folder / (name + ".py")) for name in INLINE}


@pytest.fixture(scope="module")
def wasm(scripts, tmp_path_factory):
    """{runtime: its Batch}, both started at once: every script this file runs there."""
    both = [crosscheck(name, role) for name in NAMES for role in ("crosscheck", "crosscheck_bot")] \
        + [PUZZLES_CHECK, scripts["popcounts"], scripts["device_games"]]
    micropython_alone = [scripts["long_inputs"], scripts["hashes"], scripts["encoding"]]
    folder = tmp_path_factory.mktemp("wasm")
    batches = {"micropython": Batch("micropython", both + micropython_alone, folder),
               "pyodide": Batch("pyodide", both, folder)}
    yield batches
    for batch in batches.values():
        batch.close()


@pytest.mark.parametrize("runtime", RUNTIMES)
@pytest.mark.parametrize("name", NAMES)
def test_wasm_interpreter_plays_each_games_random_games_as_cpython(wasm, runtime, name):
    """Random games of every size and shape, with undo, resigning and records
    read back, annotated too (game/systems/<name>/crosscheck.py), printed alike line for line."""
    lines = cpython_output(crosscheck(name, "crosscheck"))
    assert len(lines) > 200 and lines[-1] == "done"
    results = [line.split(None, 2)[2] for line in lines if line.startswith("result ")]
    assert len(results) >= 12 and len(set(results)) >= 2, "the games end, in more than one way"
    assert sum("holes=" in line for line in lines) >= 6, "some games are on shaped boards"
    assert {line for line in lines if line.startswith("read back")} <= {"read back True True"}, \
        "a record read back is the same game"
    annotated = [line for line in lines if line.startswith("annotated read back")]
    assert len(annotated) >= 12 and set(annotated) == {"annotated read back True True"}, \
        "a record with marks and comments (game/tools/crosschecks/annotations.py) reads back the same"
    assert wasm[runtime].output(crosscheck(name, "crosscheck")) == lines


@pytest.mark.parametrize("runtime", RUNTIMES)
@pytest.mark.parametrize("name", NAMES)
def test_wasm_interpreter_plays_each_games_bot_turns_as_cpython(wasm, runtime, name):
    """Every level's turn in positions of every size (crosscheck_bot.py): the same cells."""
    lines = cpython_output(crosscheck(name, "crosscheck_bot"))
    turns = [line for line in lines if line.startswith(tuple(level + " " for level in LEVELS))]
    assert len(turns) >= 12 and lines[-1] == "done"
    assert len(set(turns)) > 5, "the positions differ, so the turns should"
    assert wasm[runtime].output(crosscheck(name, "crosscheck_bot")) == lines


LONG_INPUTS = """
from game import Game, RecordError
from game.web.keeping import link
from game.engine.notation import MAX_RECORD_LENGTH

def outcome(text):
    try:
        return Game.from_record(text).record()
    except RecordError as error:
        return error.code

at_limit = "1. a1-b2-c3" + " " * (MAX_RECORD_LENGTH - 11)
print(outcome(at_limit))
print(outcome(at_limit + " "))
print(outcome("x" * 1000000))
print(outcome("1. " * (MAX_RECORD_LENGTH // 3)))
print(outcome("1. a" + "9" * 90000))
print(outcome('[Size "%s"]' % ("9" * 90000)))
long_comment = "1. a1-b2-c3 {" + "ж" * (MAX_RECORD_LENGTH - 14) + "}"
print(outcome(long_comment) == long_comment, outcome(long_comment + "}"), outcome(long_comment[:-1]))
launch = link.read({"size": "9" * 90000, "record": "1. a1" + " " * 1000000})
print(sorted((problem.name, problem.key) for problem in launch.problems))
"""


def test_long_inputs_are_read_or_refused_under_micropython(wasm, scripts):
    # Each input once took MicroPython minutes (quadratic reading) and now
    # takes milliseconds (game/tools/benches/record.py); no time is asserted.
    # A comment at the length limit, in Cyrillic (two bytes a letter), is read as linearly.
    assert wasm["micropython"].output(scripts["long_inputs"]) == [
        "1. a1-b2-c3", "too-long", "too-long", "round-number", "illegal-move", "size-range",
        "True too-long comment-open", "[('record', 'link.too-long'), ('size', 'link.size')]"]


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_wasm_interpreter_answers_a_puzzles_questions_as_cpython(wasm, runtime):
    """The page asks a puzzle's solutions and replies of the bot's workers (MicroPython, then Pyodide)."""
    lines = cpython_output(PUZZLES_CHECK)
    assert len([line for line in lines if line.startswith("wrong ")]) == 4 and lines[-1] == "done"
    assert all(" refutes " in line for line in lines if line.startswith("wrong ")), "a wrong turn is refuted"
    assert wasm[runtime].output(PUZZLES_CHECK) == lines


POPCOUNTS = """
from game.core.board import popcount
state = 12345
def draw():
    global state
    state = (state * 1103515245 + 12345) % 2147483648
    return state >> 8
for top in (1, 2, 100, 255, 256, 257, 300, 650, 700, 768, 769, 900):
    for sparse in range(1, 6):
        mask = 0
        for i in range(max(1, top // sparse)):
            mask |= 1 << (draw() % top)
        print(top, popcount(mask), popcount((1 << top) - 1))
print(popcount(0), popcount(-5))
"""


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_wasm_interpreter_counts_the_bits_of_masks_of_any_width_as_cpython(wasm, scripts, runtime):
    """MicroPython has no int.bit_count: popcount counts a wide mask's bytes
    there (game/core/board.py), narrow ones and any wider than a board's by
    bin(); every width around the switches agrees with CPython's."""
    expected = cpython_output(scripts["popcounts"])
    assert len(expected) == 61 and expected[-1] == "0 2"
    assert wasm[runtime].output(scripts["popcounts"]) == expected


HASHES = """
from game import Game, Rules
from game.core.board import table_key
HASH = globals().get("HASH", hash)
state = [12345]
def draw(count):
    state[0] = (state[0] * 1103515245 + 12345) % 2147483648
    return (state[0] >> 8) % count
values = [1 << k for k in range(0, 700, 13)] + [-(1 << k) - 3 for k in (20, 31, 40, 64)]
values += [((1 << 40) | 5, 7), (1, (2, 3)), (), True, False]
game = Game(Rules(25, 25, 3, game="bases", players=30))
for _ in range(300):
    moves = game.legal_moves()
    game.play(moves[draw(len(moves))])
position = game.position
values += [position.key(), table_key(position.key())]
for bit in position.geo.bits(position.legal):
    after = position.copy()
    after.play(bit)
    values += [table_key(bit), table_key(after.key())]
print(hash(()), hash(None))
for value in values:
    print(HASH(value))
"""


def test_micropython_hashes_ints_and_tuples_as_the_tests_model_it(wasm, scripts):
    """tests/python/test_table_keys.py counts how the bot's table keys hash on
    MicroPython by a model of its hash (helpers.micropython_hash); here the
    model's hashes of ints, tuples, a position's key() and the bot's table_key
    are MicroPython's own."""
    lines = wasm["micropython"].output(scripts["hashes"])
    empty, none = (int(word) for word in lines[0].split())
    modelled = []

    def model(value):
        return micropython_hash(value, empty, lambda other: {None: none}[other])
    exec(HASHES, {"HASH": model, "print": lambda *words: modelled.append(" ".join(map(str, words)))})
    assert len(lines) > 80 and lines[1:] == modelled[1:]
    assert len(set(lines[-20:])) == 20, "the table keys of the last ten cells hash apart"


DEVICE_GAMES = """
from game import Game
from game.web.export import thumbnail
from game.web.keeping import games, saves
from game.web.play.settings import Settings
state = [7]
def draw():
    state[0] = (state[0] * 1103515245 + 12345) % 2147483648
    return state[0] / 2147483648
print(games.new_id(draw), games.new_id(draw))
print(games.digest("mode=two&size=5"), games.embed_key("mode=two", 3))
for key in ("virus-war.game", "virus-war.game:mode=two&size=5"):
    print(games.migrated(key, saves.Kept(None)).id)
print(games.old_keys(["virus-war.game", "virus-war.game:x", "virus-war.game:x.broken", "virus-war.games.ab"]))
found = [saves.Kept("a%d" % n, played=n, summary={"result": "X" if n % 2 else None}) for n in range(9)]
print(games.to_trim(found, keep=5), games.to_open(found, ""))
game = Game.from_record('[Size "5x4"]\\n\\n1. a1-b2-c3, e4-d3-c3')
text = saves.save_text(saves.Kept("g1", played=1733300000123, tallied="won"), saves.game_data(Settings(), game))
kept, launch = saves.read_save(text)
print(kept.id, kept.played, kept.tallied, kept.record == game.record(), launch.game.record() == game.record())
print(thumbnail.svg(game))
"""


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_the_devices_games_are_kept_alike_on_every_interpreter(wasm, scripts, runtime):
    lines = cpython_output(scripts["device_games"])
    assert len(lines) == 8 and "1733300000123" in lines[6]
    assert wasm[runtime].output(scripts["device_games"]) == lines


ENCODING = """
from game.web.keeping.address import encoded
from game.engine.notation import MAX_RECORD_LENGTH

line = "1. a1-b2-c3, k10-i9-h8, k1-i2-h3\\n"
record = ('[Game "bases"]\\n[Players "3"]\\n\\n' + line * 3100)[:MAX_RECORD_LENGTH]
print(len(record))
print(encoded(record))
print(encoded("".join(chr(code) for code in range(1, 600)) + "Партия 漢😀 %+~"))
"""


def python_lines_run(function, *args):
    """How many lines of Python function(*args) runs, in it and in what it calls
    (CPython's sys.settrace): work done in C, such as bytes.replace, runs none."""
    lines = [0]

    def trace(frame, event, arg):
        lines[0] += event == "line"
        return trace
    before = sys.gettrace()
    sys.settrace(trace)
    try:
        function(*args)
    finally:
        sys.settrace(before)
    return lines[0]


def test_a_record_at_the_length_limit_is_url_encoded_at_once_under_micropython(wasm, scripts):
    """The page writes a long game's address (the embed's link, after each
    sub-move) on its one thread, where a loop over the bytes in Python takes a
    second or more on MicroPython: encoded() replaces each byte value at once,
    so the Python it runs does not grow with the text, only with the byte
    values in it (the time it takes: game/tools/benches/record.py)."""
    expected = cpython_output(scripts["encoding"])
    assert expected[0] == "100000"
    assert wasm["micropython"].output(scripts["encoding"]) == expected
    from game.web.keeping.address import encoded   # held to urllib in tests/python/test_address.py
    line = "1. a1-b2-c3, k10-i9-h8, k1-i2-h3\n"
    record = ('[Game "bases"]\n[Players "3"]\n\n' + line * 3100)[:100000]
    its_letters = "".join(sorted(set(record)))
    assert len(its_letters) < 40 and encoded(record) == expected[1]
    assert 0 < python_lines_run(encoded, record) == python_lines_run(encoded, its_letters)


INLINE = {"long_inputs": LONG_INPUTS, "popcounts": POPCOUNTS, "hashes": HASHES,
          "device_games": DEVICE_GAMES, "encoding": ENCODING}
