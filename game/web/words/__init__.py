"""Every word the page shows, one file per language (en.py, ru.py) and each
game's own in its folder (game/systems/<name>/words.py, merged in here), and
the tables that turn the engine's codes into the keys of those words.

    text = Strings("ru")
    text("status.your-move", side="X", progress=text("progress", done=1, total=3))

Keys name what a string is for and are written out whole wherever they are
used, so a search for one finds every place it is said; values fill
``{name}`` fields.  What is said of one game (its rules, its legend, its
ends, its refusals) each rule system names in its WORDS (game/rules/system.py).
index.html carries the English text for the moment before Python starts, and
marks each element with the key (data-text, data-label) that replaces it.
"""

from game import systems
from game.core.errors import RecordError
from game.rules import SYSTEMS
from game.web.words import en

LANGUAGES = ("en", "ru")
LISTED = 6   # the items a list in words names at most ("a1, b2, … f6 and 3 more")
DEFAULT_LANGUAGE = "en"
_TABLES = {}   # language -> its words, each game's own merged in, once asked for


def table(language):
    """Every word of ``language``, each game's own merged in (game/systems/<name>/words.py).
    Its module is imported at the first ask: on the page the Russian words are an
    archive of their own (game/web/language.py), and before it has come this
    raises ImportError."""
    if language not in _TABLES:
        if language == "ru":
            from game.web.words import ru as own
        else:
            own = en
        merged = dict(own.TEXT)
        for name in systems.names():
            words = systems.part(name, "words")
            if words is not None:
                merged.update(words.TEXT[language])
        _TABLES[language] = merged
    return _TABLES[language]


def available(language):
    """Whether ``language``'s words are here (on the page: its archive has come)."""
    try:
        table(language)
    except ImportError:
        return False
    return True

# Why the engine refused a sub-move, a pass or a resignation in any game
# (game/engine/game.py); each rule system adds its own (WORDS["refusals"]).
REFUSALS = {
    "bad-cell": "illegal.bad-cell",
    "off-board": "illegal.off-board",
    "no-pass": "illegal.no-pass",
    "pass-mid-turn": "illegal.pass-mid-turn",
    "side-out": "illegal.side-out",
    "bad-side": "illegal.bad-side",
    "game-over": "illegal.game-over",
    "nothing-to-undo": "illegal.nothing-to-undo",
    "illegal": "illegal.illegal",
}

# What is wrong with a game record (game/engine/notation.py, and an empty one
# from Load record); a rule system's own tags add theirs (WORDS["faults"]).
FAULTS = {
    "not-text": "record.not-text",
    "too-long": "record.too-long",
    "tag-after-moves": "record.tag-after-moves",
    "tag-shape": "record.tag-shape",
    "tag-twice": "record.tag-twice",
    "game": "record.game",
    "players": "record.players",
    "size": "record.size",
    "size-range": "record.size-range",
    "holes": "record.holes",
    "holes-start": "record.holes-start",
    "actions": "record.actions",
    "start": "record.start",
    "start-room": "record.start-room",
    "result-tag": "record.result-tag",
    "resign-word": "record.resign-word",
    "after-end": "record.after-end",
    "round-number": "record.round-number",
    "turn-over": "record.turn-over",
    "turn-short": "record.turn-short",
    "empty-cell": "record.empty-cell",
    "false-kill": "record.false-kill",
    "result-mismatch": "record.result-mismatch",
    "result-out": "record.result-out",
    "result-no-moves": "record.result-no-moves",
    "result-draw": "record.result-draw",
    "mark": "record.mark",
    "mark-place": "record.mark-place",
    "comment-open": "record.comment-open",
    "comment-close": "record.comment-close",
    "comment-brace": "record.comment-brace",
    "comment-place": "record.comment-place",
    "comment-twice": "record.comment-twice",
    "annotation-mid-turn": "record.annotation-mid-turn",
    "record": "record.record",
    "empty": "record.empty",
}


def refusal_key(code):
    """The key of the words for an IllegalMove's ``code``: the engine's, else the
    rule system's that gives it (one code means one thing in every game)."""
    if code in REFUSALS:
        return REFUSALS[code]
    for system in SYSTEMS.values():
        if code in system.WORDS["refusals"]:
            return system.WORDS["refusals"][code]
    return REFUSALS["illegal"]


def fault_key(code):
    """The key of the words for a RecordError's ``code``."""
    if code in FAULTS:
        return FAULTS[code]
    for system in SYSTEMS.values():
        if code in system.WORDS["faults"]:
            return system.WORDS["faults"][code]
    return FAULTS["record"]


class Strings:
    """The words of one language, called with a key and the values of its fields."""

    def __init__(self, language=DEFAULT_LANGUAGE):
        if language not in LANGUAGES:
            raise ValueError("language must be one of %s, not %r" % (", ".join(LANGUAGES), language))
        self.language = language
        self.table = table(language)

    def __call__(self, key, **values):
        """The words of ``key``, its fields filled: a RecordError in words, a list
        as a list in this language ("a1 and k10", "a1, b2 and k10")."""
        for name, value in values.items():
            if isinstance(value, RecordError):
                values[name] = self.record_error(value)
            elif isinstance(value, list):
                values[name] = self.listing(value)
        return self.words(key).format(**values)

    def listing(self, items):
        """``items`` (texts) in a list with "and" before the last; past LISTED of
        them, the first LISTED and how many more."""
        items = [str(item) for item in items]
        if len(items) > LISTED:
            return self("list.more", items=", ".join(items[:LISTED]), count=len(items) - LISTED)
        if len(items) < 2:
            return "".join(items)
        return self("list.and", items=", ".join(items[:-1]), last=items[-1])

    def words(self, key):
        """The words of ``key`` with their fields unfilled; a rule system that
        registered after the page's table was made (a test's) is asked after it."""
        if key in self.table:
            return self.table[key]
        for name in SYSTEMS:
            own = systems.part(name, "words")
            if own is not None and key in own.TEXT[self.language]:
                return own.TEXT[self.language][key]
        raise KeyError(key)

    def sentences(self, parts):
        """[(key, values)] said one after another, each ended as a sentence (a
        record's fault may end without a full stop)."""
        said = [self(key, **values) for key, values in parts]
        return " ".join(words if words.endswith((".", "!", "?", "…")) else words + "." for words in said)

    def record_error(self, error):
        """Where a record goes wrong and why, in this language."""
        if error.code == "illegal-move":
            values = dict(error.values)
            detail = self(refusal_key(values.pop("reason")), **values)
        else:
            detail = self(fault_key(error.code), **error.values)
        return self("record.where", line=error.line, column=error.column, detail=detail)


def browser_language(preferred):
    """The first of the browser's languages ("ru-RU", "en-GB", ...) that the page speaks."""
    for tag in preferred:
        language = str(tag).split("-")[0].lower()
        if language in LANGUAGES:
            return language
    return DEFAULT_LANGUAGE
