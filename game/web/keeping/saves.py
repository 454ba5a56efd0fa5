"""One of the device's games as the browser keeps it (localStorage): the game
itself (its link's parameters, its record always among them) and what makes it
a game of its own: its id, where it came from, when it was last played, the
outcome already counted in the record of results, a summary the games list
shows without replaying the record, and what Redo would bring back.  A save
that cannot be restored says why.  Where each is kept:
game/web/keeping/games.py."""

import json

from game.engine.notation import MAX_RECORD_LENGTH
from game.web.keeping import link
from game.web.panel.tally import OUTCOMES

SAVE_VERSION = 2
OLD_VERSION = 1   # a save of one game per address, before games had an id (games.py migrates them)
# No save is longer: its record, with every character escaped, and a few parameters.
MAX_SAVE_LENGTH = 2 * MAX_RECORD_LENGTH + 2000
# Where a game came from: New game or Play again, a link, an embed's post, Load record.
NEW, LINKED, EMBEDDED, LOADED = "new", "link", "embed", "record"
ORIGINS = (NEW, LINKED, EMBEDDED, LOADED)


class BrokenSave(ValueError):
    """A saved game that cannot be restored; ``key`` and ``values`` say why (strings table)."""

    def __init__(self, key, **values):
        super().__init__(key)
        self.key = key
        self.values = values


def too_long_save():
    return BrokenSave("saved.why.too-long", limit=MAX_SAVE_LENGTH)


class Kept:
    """A game's identity as kept: ``id``; ``origin`` (ORIGINS) and ``source``, the
    link's parameters as games.source_text writes them (a link's or an embed's
    game, else ""); ``played``, ms since 1970 of its last change; ``post``, the
    history length of the post's position an embed's game may not be undone
    past (else 0); ``tallied``, the outcome already counted; ``summary``, what
    the games list says of it (game_data()); ``record``, the game's; and
    ``ahead``, what Redo would bring back (Session.ahead()), or None."""

    __slots__ = ("id", "origin", "source", "played", "post", "tallied", "summary", "record", "ahead")

    def __init__(self, id, origin=NEW, source="", played=0, post=0, tallied=None, summary=None, record="",
                 ahead=None):
        self.id = id
        self.origin = origin
        self.source = source
        self.played = played
        self.post = post
        self.tallied = tallied
        self.summary = summary or {}
        self.record = record
        self.ahead = ahead

    def finished(self):
        return self.summary.get("result") is not None


def game_data(settings, game):
    """The part of a save that is the game: its link's parameters, with its record
    always (the games list shows it), and what the list says of it without
    replaying the record: its rule system, whose turn it is or the result, and
    how many actions it has.  The keeper compares it with the last one saved."""
    params = dict(link.write(settings, game))
    if "record" not in params:
        params["record"] = game.record()
    summary = {"game": game.rules.game, "turn": game.turn, "result": game.result, "actions": game.history_length()}
    if settings.friends():   # a game with friends by link: whose turn it is, theirs or this device's
        summary["yours"] = game.result is None and game.turn in settings.people()
    return {"game": params, "summary": summary}


def save_text(kept, data, ahead=None):
    """The JSON localStorage keeps for a game: ``kept``, its game_data() and
    what Redo would bring back (Session.ahead()), unless that makes it too long."""
    saved = {"version": SAVE_VERSION, "id": kept.id, "origin": kept.origin, "played": int(kept.played),
             "game": data["game"], "summary": data["summary"]}
    if kept.source:
        saved["source"] = kept.source
    if kept.post:
        saved["post"] = kept.post
    if kept.tallied:
        saved["tallied"] = kept.tallied
    text = json.dumps(saved)
    if ahead is not None:
        saved["ahead"] = {"record": ahead[0], "steps": ahead[1]}
        longer = json.dumps(saved)
        if len(longer) <= MAX_SAVE_LENGTH:
            return longer
    return text


def _data(text):
    if len(text) > MAX_SAVE_LENGTH:
        raise too_long_save()
    try:
        data = json.loads(text)
    except (ValueError, RuntimeError):   # RuntimeError: nested too deep (RecursionError on CPython)
        raise BrokenSave("saved.why.json")
    if not isinstance(data, dict) or data.get("version") not in (SAVE_VERSION, OLD_VERSION) \
            or not isinstance(data.get("game"), dict):
        raise BrokenSave("saved.why.shape")
    return data


def _text(data, name):
    value = data.get(name, "")
    return value if isinstance(value, str) else ""


def _number(data, name):
    """A count or a time in ms: a whole number from 0 (a year 5000's ms fits), else 0."""
    value = data.get(name, 0)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < 1e14:
        return 0   # not a number, or nan, or infinite, or past any clock
    return int(value)


def _kept(data):
    tallied = data.get("tallied")
    kept = Kept(_text(data, "id") or None, _text(data, "origin"), _text(data, "source"),
                _number(data, "played"), _number(data, "post"),
                tallied if tallied in OUTCOMES or tallied is True else None,
                data["summary"] if isinstance(data.get("summary"), dict) else None,
                _text(data["game"], "record"), _ahead(data.get("ahead")))
    if kept.origin not in ORIGINS:
        kept.origin = NEW
    return kept


def _ahead(value):
    """(record, steps) of a save's "ahead", or None where it is not one: a save
    is data from the past, and its game is kept without it."""
    if not isinstance(value, dict):
        return None
    record, steps = value.get("record"), value.get("steps")
    if not isinstance(record, str) or not isinstance(steps, list) or \
            not all(isinstance(step, int) and not isinstance(step, bool) for step in steps):
        return None
    return record, steps


def peek(text):
    """The Kept a save's text says, without reading its game (the games list
    reads many); BrokenSave where it is no save.  A save of the old kind (no
    id) has the id None."""
    return _kept(_data(text))


def read_save(text):
    """(Kept, Launch) of a saved game; BrokenSave says what is wrong with it."""
    data = _data(text)
    kept = _kept(data)
    params = data["game"]
    for name, value in params.items():
        if not isinstance(value, str):
            raise BrokenSave("saved.why.value", name=name)
    try:
        launch = link.read(params)
    except Exception:   # a save is data from the past: nothing in one may stop the page's start
        raise BrokenSave("saved.why.rules")
    if launch.problems:
        raise BrokenSave("saved.why.value", name=launch.problems[0].name)
    if kept.post > launch.game.history_length():
        kept.post = 0   # no floor above the game itself
    return kept, launch
