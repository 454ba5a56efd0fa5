"""The rules (classic, seed 004 and seed 003), the notation and the bot run unchanged under the page's
interpreters and agree with CPython move for move: MicroPython (the page's UI
and the bot's first stage) and Pyodide (the bot at full strength), both the
npm-pinned WebAssembly builds, run in Node."""

import os
import subprocess
import sys

import pytest

from helpers import ROOT, micropython_hash

RUNNER = os.path.join(ROOT, "game", "tools", "node", "run_python.mjs")
CHECKS = os.path.join(ROOT, "game", "tools", "crosschecks")
RULES_CHECK = os.path.join(CHECKS, "classic.py")
BOT_CHECK = os.path.join(CHECKS, "classic_bot.py")
BASES_CHECK = os.path.join(CHECKS, "bases.py")
CAPTURE_CHECK = os.path.join(CHECKS, "capture.py")
CAPTURE_BOT_CHECK = os.path.join(CHECKS, "capture_bot.py")
BASES_BOT_CHECK = os.path.join(CHECKS, "bases_bot.py")
PUZZLES_CHECK = os.path.join(CHECKS, "puzzles.py")
RUNTIMES = ["micropython", "pyodide"]


def cpython_output(script):
    done = subprocess.run([sys.executable, script], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=ROOT), timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def wasm_output(runtime, script):
    done = subprocess.run(["node", RUNNER, runtime, script], capture_output=True,
                          text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.splitlines()


@pytest.fixture(scope="module")
def cpython_rules():
    return cpython_output(RULES_CHECK)


@pytest.fixture(scope="module")
def cpython_bot():
    return cpython_output(BOT_CHECK)


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_wasm_interpreter_agrees_with_cpython_on_random_games(runtime, cpython_rules):
    lines = cpython_rules
    assert len(lines) > 1000 and lines[-1] == "done"
    assert sum(line.startswith("result ") for line in lines) == 12 + 6   # 6 on shaped boards
    assert sum("holes=" in line for line in lines) == 6
    assert wasm_output(runtime, RULES_CHECK) == lines


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_wasm_interpreter_plays_the_same_bot_turns_as_cpython(runtime, cpython_bot):
    lines = cpython_bot
    turns = [line for line in lines if line.startswith(("easy ", "medium ", "hard "))]
    assert len(turns) == 16 and lines[-1] == "done"
    assert len(set(turns)) > 8, "the positions differ, so the turns should"
    assert wasm_output(runtime, BOT_CHECK) == lines


@pytest.fixture(scope="module")
def cpython_bases():
    return cpython_output(BASES_CHECK)


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_wasm_interpreter_agrees_with_cpython_on_random_games_of_seed_004(runtime,
                                                                          cpython_bases):
    lines = cpython_bases
    assert len(lines) > 1000 and lines[-1] == "done"
    assert sum(line.startswith("result ") for line in lines) == 15 + 6   # 6 on shaped boards
    assert sum("holes=" in line for line in lines) == 6
    assert len(set(line.split()[2] for line in lines if line.startswith("result "))) >= 4, \
        "the games end in several ways"
    assert wasm_output(runtime, BASES_CHECK) == lines


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_wasm_interpreter_agrees_with_cpython_on_random_capture_games(runtime):
    lines = cpython_output(CAPTURE_CHECK)
    assert lines[-1] == "done" and sum(line.startswith("result ") for line in lines) == 12 + 6
    assert sum("holes=" in line for line in lines) == 6   # the games on shaped boards
    assert {line.split()[2] for line in lines if line.startswith("result ")} == {"counted", "resigned"}
    assert wasm_output(runtime, CAPTURE_CHECK) == lines


@pytest.fixture(scope="module")
def cpython_capture_bot():
    return cpython_output(CAPTURE_BOT_CHECK)


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_wasm_interpreter_plays_the_same_capture_bot_turns_as_cpython(runtime, cpython_capture_bot):
    lines = cpython_capture_bot
    turns = [line for line in lines if line.startswith(("easy ", "medium ", "hard "))]
    assert len(turns) == 16 and lines[-1] == "done"
    assert len(set(turns)) > 5, "the positions differ, so the turns should"
    assert wasm_output(runtime, CAPTURE_BOT_CHECK) == lines


@pytest.fixture(scope="module")
def cpython_bases_bot():
    return cpython_output(BASES_BOT_CHECK)


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_wasm_interpreter_plays_the_same_bases_bot_turns_as_cpython(runtime, cpython_bases_bot):
    lines = cpython_bases_bot
    turns = [line for line in lines if line.startswith(("easy ", "medium ", "hard "))]
    assert len(turns) == 12 and lines[-1] == "done"
    assert len(set(line.split()[1] for line in turns)) > 6, "the positions differ, so the turns should"
    assert wasm_output(runtime, BASES_BOT_CHECK) == lines


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
launch = link.read({"size": "9" * 90000, "record": "1. a1" + " " * 1000000})
print(sorted((problem.name, problem.key) for problem in launch.problems))
"""


def test_long_inputs_are_read_or_refused_under_micropython():
    # Each input once took MicroPython minutes (quadratic reading) and now
    # takes milliseconds; no time is asserted, the timeout only stops a hang.
    done = subprocess.run(["node", RUNNER, "micropython", "-"], input=LONG_INPUTS,
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.splitlines() == [
        "1. a1-b2-c3", "too-long", "too-long", "round-number", "illegal-move", "size-range",
        "[('record', 'link.too-long'), ('size', 'link.size')]"]


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_wasm_interpreter_answers_a_puzzles_questions_as_cpython(runtime):
    """The page asks a puzzle's solutions and replies of the bot's workers (MicroPython, then Pyodide)."""
    lines = cpython_output(PUZZLES_CHECK)
    assert len([line for line in lines if line.startswith("wrong ")]) == 4 and lines[-1] == "done"
    assert all(" refutes " in line for line in lines if line.startswith("wrong ")), "a wrong turn is refuted"
    assert wasm_output(runtime, PUZZLES_CHECK) == lines


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
def test_wasm_interpreter_counts_the_bits_of_masks_of_any_width_as_cpython(runtime):
    """MicroPython has no int.bit_count: popcount counts a wide mask's bytes
    there (game/core/board.py), narrow ones and any wider than a board's by
    bin(); every width around the switches agrees with CPython's."""
    done = subprocess.run([sys.executable, "-c", POPCOUNTS], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=ROOT), timeout=60)
    assert done.returncode == 0, done.stderr
    expected = done.stdout.splitlines()
    assert len(expected) == 61 and expected[-1] == "0 2"
    ran = subprocess.run(["node", RUNNER, runtime, "-"], input=POPCOUNTS, capture_output=True,
                         text=True, cwd=ROOT, timeout=120)
    assert ran.returncode == 0, ran.stderr[-3000:]
    assert ran.stdout.splitlines() == expected


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


def test_micropython_hashes_ints_and_tuples_as_the_tests_model_it():
    """tests/python/test_table_keys.py counts how the bot's table keys hash on
    MicroPython by a model of its hash (helpers.micropython_hash); here the
    model's hashes of ints, tuples, a position's key() and the bot's table_key
    are MicroPython's own."""
    ran = subprocess.run(["node", RUNNER, "micropython", "-"], input=HASHES, capture_output=True,
                         text=True, cwd=ROOT, timeout=120)
    assert ran.returncode == 0, ran.stderr[-3000:]
    lines = ran.stdout.splitlines()
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
def test_the_devices_games_are_kept_alike_on_every_interpreter(runtime, tmp_path):
    script = tmp_path / "device_games.py"
    script.write_text(DEVICE_GAMES)
    lines = cpython_output(str(script))
    assert len(lines) == 8 and "1733300000123" in lines[6]
    assert wasm_output(runtime, str(script)) == lines


ENCODING = """
import js
from game.web.keeping.address import encoded
from game.engine.notation import MAX_RECORD_LENGTH

line = "1. a1-b2-c3, k10-i9-h8, k1-i2-h3\\n"
record = ('[Game "bases"]\\n[Players "3"]\\n\\n' + line * 3100)[:MAX_RECORD_LENGTH]
start = js.threadCpuMs()
text = encoded(record)
print(int(js.threadCpuMs() - start))
print(text)
print(encoded("".join(chr(code) for code in range(1, 600)) + "Партия 漢😀 %+~"))
"""


def test_a_record_at_the_length_limit_is_url_encoded_at_once_under_micropython():
    # the page writes a long game's address (the embed's link, after each
    # sub-move) on its one thread, where a loop over the bytes in Python takes
    # a second or more; the limit is ten times what replacing each byte
    # value at once takes
    done = subprocess.run(["node", RUNNER, "micropython", "-"], input=ENCODING,
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    milliseconds, text, sample = done.stdout.splitlines()
    assert int(milliseconds) < 300, "%s ms to URL-encode a 100,000-character record" % milliseconds
    from game.web.keeping.address import encoded   # CPython's, held to urllib in tests/python/test_address.py
    line = "1. a1-b2-c3, k10-i9-h8, k1-i2-h3\n"
    assert text == encoded(('[Game "bases"]\n[Players "3"]\n\n' + line * 3100)[:100000])
    assert sample == encoded("".join(chr(code) for code in range(1, 600)) + "Партия 漢😀 %+~")
