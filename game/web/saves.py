"""The game in progress as the browser keeps it (localStorage): its link's
parameters as JSON, and whether its result was counted, so a reload brings it
back and never counts it twice; a save that cannot be restored says why."""

import json

from game.engine.notation import MAX_RECORD_LENGTH
from game.web import link

SAVE_VERSION = 1
# No save is longer: its record, with every character escaped, and a few parameters.
MAX_SAVE_LENGTH = 2 * MAX_RECORD_LENGTH + 1000


class BrokenSave(ValueError):
    """A saved game that cannot be restored; ``key`` and ``values`` say why (strings table)."""

    def __init__(self, key, **values):
        super().__init__(key)
        self.key = key
        self.values = values


def too_long_save():
    return BrokenSave("saved.why.too-long", limit=MAX_SAVE_LENGTH)


def save_text(settings, game, tallied=False):
    """What localStorage keeps for the game in progress: JSON of its parameters,
    and whether its result was counted (so a reload never counts it again)."""
    data = {"version": SAVE_VERSION, "game": dict(link.write(settings, game))}
    if tallied:
        data["tallied"] = True
    return json.dumps(data)


def read_save(text):
    """The Launch a saved game restores; BrokenSave says what is wrong with it."""
    if len(text) > MAX_SAVE_LENGTH:
        raise too_long_save()
    try:
        data = json.loads(text)
    except (ValueError, RuntimeError):   # RuntimeError: nested too deep (RecursionError on CPython)
        raise BrokenSave("saved.why.json")
    if not isinstance(data, dict) or data.get("version") != SAVE_VERSION \
            or not isinstance(data.get("game"), dict):
        raise BrokenSave("saved.why.shape")
    params = data["game"]
    for name, value in params.items():
        if not isinstance(value, str):
            raise BrokenSave("saved.why.value", name=name)
    launch = link.read(params)
    if launch.problems:
        raise BrokenSave("saved.why.value", name=launch.problems[0].name)
    launch.tallied = data.get("tallied") is True
    return launch
