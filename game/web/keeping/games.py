"""The device's games, each a game of its own: where each is kept, its new id,
which the plain page or a link opens, the list's order, which are trimmed, and
how the saves of one game per address, from before games had ids, become
games.  Pure: the keeper (game/web/keeping/keeper_view.py) reads and writes localStorage.

    virus-war.games.<id>             one game (game/web/keeping/saves.py), id a-z and 0-9
    virus-war.games.<id>.broken      a save that could not be read, kept aside
    virus-war.game, virus-war.game:<link's parameters>   the old saves (migrate)

An embed's reader plays their own game on the post's position, kept apart from
the full page's games and from the same post's other embeds on the page: the
embed's key names the post and the embed's place among them (its slot).
"""

from game.web.keeping import saves
from game.web.keeping.address import SAVE_KEY, params_text
from game.web.keeping.link import ID_CHARACTERS, is_game_id, saved_under

PREFIX = "virus-war.games."
EMBED_PREFIX = "virus-war.embed."   # + the post's digest + "." + the embed's slot
# The list keeps this many games; past it the oldest finished go first, never an
# unfinished one.
KEPT_GAMES = 60
ID_LENGTH = 10


def key(game_id):
    return PREFIX + game_id


def id_of(stored_key):
    """The id a key of localStorage keeps a game under, else None (a copy kept
    aside, another kind of key)."""
    if not stored_key.startswith(PREFIX):
        return None
    game_id = stored_key[len(PREFIX):]
    return game_id if is_game_id(game_id) else None


def new_id(random):
    """A fresh id from ``random()`` (floats in [0, 1)): 36**10 of them, so two
    devices' games of one friend never meet by chance."""
    return "".join(ID_CHARACTERS[int(random() * len(ID_CHARACTERS)) % len(ID_CHARACTERS)]
                   for _ in range(ID_LENGTH))


def source_text(pairs):
    """What names a link's game among the device's games: its game's own
    parameters, sorted (the page's options, an id, and what other sites add to
    links left out), URL-encoded."""
    return params_text(saved_under(pairs))


def digest(text, seed=5381):
    """A short, stable name of a text (the same on every interpreter: no hash())."""
    value = seed
    for character in text:
        value = (value * 33 + ord(character)) % 4294967291
    return "%08x" % value


def embed_key(source, slot):
    """Where an embed's reader's game of the post ``source`` is kept, for the
    embed in ``slot`` (0, 1, ... as the post's embeds on a page take them)."""
    return "%s%s.%d" % (EMBED_PREFIX, digest(source), slot)


def newest_first(kept):
    """The games list's order: the last played first (ties by id, so it is stable)."""
    return sorted(kept, key=lambda game: (-game.played, game.id))


def inbox_first(kept):
    """The games list as an inbox: the games with friends by link where it is
    this device's turn first, then all the others, each part newest first."""
    return sorted(kept, key=lambda game: (not game.summary.get("yours"), -game.played, game.id))


def to_open(kept, source):
    """The id of the game the page opens: for a link (``source`` its game's
    parameters) the newest game opened from that link, for the plain page
    (``source`` "") the newest game of all; None where there is none."""
    for game in newest_first(kept):
        if (game.origin == saves.LINKED and game.source == source) if source else True:
            return game.id
    return None


def to_trim(kept, keep=KEPT_GAMES, spare=()):
    """The ids to delete so that no more than ``keep`` games stay: the oldest
    finished first, never an unfinished one (they stay, however many), nor one
    of ``spare`` (the game shown)."""
    over = len(kept) - keep
    if over <= 0:
        return []
    finished = [game for game in newest_first(kept) if game.finished() and game.id not in spare]
    return [game.id for game in finished[::-1][:over]]


def old_keys(keys):
    """The keys of the old saves, one game per address: the plain page's first,
    then each link's in order (not the copies kept aside)."""
    linked = sorted(name for name in keys
                    if name.startswith(SAVE_KEY + ":") and ".broken" not in name[len(SAVE_KEY):])
    return ([SAVE_KEY] if SAVE_KEY in keys else []) + linked


def migrated(old_key, kept):
    """``kept`` (an old save, read) as a game of its own: its id taken from its
    old key, so two tabs migrating it at once write one game; a link's save
    opens from the same link."""
    kept.id = "m" + digest(old_key) + digest(old_key, 7919)
    source = old_key[len(SAVE_KEY) + 1:]
    kept.origin = saves.LINKED if source else saves.NEW
    kept.source = source
    return kept
