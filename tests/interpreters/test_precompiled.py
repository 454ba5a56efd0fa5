"""The precompiled bytecode of the quick bot's archive (game/tools/build/bundle.py) on
the pinned MicroPython in Node: the same turns as CPython plays from the source."""

import os
import tarfile

from game.tools.build import bundle
from test_portability import cpython_output, crosscheck, wasm_output


def test_the_precompiled_bot_plays_the_same_turns_on_micropython_as_cpython(tmp_path, monkeypatch):
    bundle.refresh()
    with tarfile.open(os.path.join(bundle.FOLDER, "bot-quick.tar.gz")) as tar:
        tar.extractall(tmp_path, filter="data")
    assert not list(tmp_path.glob("**/*.py")), "bytecode alone"
    monkeypatch.setenv("GAME_ROOT", str(tmp_path))   # game/tools/node/run_python.mjs takes game/ from there
    bot_check = crosscheck("classic", "crosscheck_bot")
    assert wasm_output("micropython", bot_check) == cpython_output(bot_check)
