# Virus War.  `make play` starts the game, `make test` runs every test.
# Both set up what they need on a fresh clone (Python venv, npm packages).

PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python

.PHONY: play test bench clean

play:
	$(PYTHON) -m game

test: $(VENV)/installed node_modules/installed
	$(VPY) -m pytest

bench: node_modules/installed
	$(PYTHON) -m game bench

$(VENV)/installed: requirements-test.txt
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --disable-pip-version-check -r requirements-test.txt
	touch $@

node_modules/installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

clean:
	rm -rf $(VENV) node_modules .pytest_cache .hypothesis
