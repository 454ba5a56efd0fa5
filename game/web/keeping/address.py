"""The page's address and the keys its saves go under, without the page.

A link's parameters come from the query and the hash (the hash wins); the
page writes an address back as "?query#hash" the way the browser's
URLSearchParams writes one (application/x-www-form-urlencoded), so the keys
of the games saved before read the same.  Runs on MicroPython in the page and
on CPython in the tests.
"""

from game.web.keeping import link

SAVE_KEY = "virus-war.game"          # + the link's parameters, when the page has some
LANGUAGE_KEY = "virus-war.language"
SOUND_KEY = "virus-war.sound"        # "on" or "off"
GUIDE_SEEN_KEY = "virus-war.guide-seen"   # the first-game guide was offered or opened here
# The bytes a URL-encoded text keeps as they are (the rest: %XX, a space: +).
KEPT = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789*-._"
SPACE = 0x20


def _escapes():
    """(byte, what it is, what encoded() writes for it) of every byte not kept,
    in the order encoded() replaces them: "%" first, since each escape writes
    one, and "+" before the space, which becomes one; the escapes' other
    bytes are capital hex digits, which are kept, so no replacement ever meets
    what an earlier one wrote."""
    first, last = [ord("%"), ord("+")], [SPACE]
    order = first + [byte for byte in range(256) if byte not in KEPT and byte not in first + last] + last
    return [(byte, bytes((byte,)), b"+" if byte == SPACE else ("%%%02X" % byte).encode()) for byte in order]


ESCAPES = _escapes()


def params(query, hash_):
    """One dict of the query's and the hash's (name, value) pairs, as the
    browser decodes them: a name given twice keeps its last value, the hash's
    over the query's."""
    found = {}
    for pairs in (query, hash_):
        for name, value in pairs:
            found[name] = value
    return found


def encoded(text):
    """``text`` URL-encoded, as URLSearchParams writes it.

    Each byte value the text holds that is not kept is replaced everywhere at
    once (bytes.replace, in C): at most one linear pass a byte value.  A loop
    over the bytes in Python takes about a second on MicroPython for a
    100,000-character record (game/tools/benches/record.py), and an embed
    writes its ↗ link, the whole game's address, after every sub-move."""
    data = text.encode("utf-8")
    present = set(data)
    for byte, plain, escaped in ESCAPES:
        if byte in present:
            data = data.replace(plain, escaped)
    return data.decode()


def params_text(pairs):
    """URL-encoded "name=value&..." of (name, value) pairs."""
    return "&".join(encoded(name) + "=" + encoded(value) for name, value in pairs)


def address_text(query, pairs):
    """"?query#hash" of (name, value) pairs, with no "?" for an empty query."""
    return ("?" + params_text(query) if query else "") + "#" + params_text(pairs)


def save_key(pairs):
    """Where the game opened by a link's parameters is saved.  Each link keeps its
    own, so an embed or a shared game never overwrites the plain page's game."""
    game_pairs = link.saved_under(pairs)
    return SAVE_KEY + (":" + params_text(game_pairs) if game_pairs else "")
