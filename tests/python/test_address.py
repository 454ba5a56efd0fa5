"""The page's address and save keys (game/web/keeping/address.py), on CPython: written
as the browser's URLSearchParams writes them, so saved games keep their keys."""

import random
import urllib.parse

from game.engine.notation import MAX_RECORD_LENGTH
from game.web.keeping.address import SAVE_KEY, address_text, encoded, params, params_text, save_key


def test_text_is_encoded_as_url_search_params_encodes_it():
    # the WHATWG form encoding: *-._ and letters and digits kept, a space +, "~" escaped
    assert encoded("a b~é*ü-._&=+/漢😀") == "a+b%7E%C3%A9*%C3%BC-._%26%3D%2B%2F%E6%BC%A2%F0%9F%98%80"
    for code in list(range(1, 256)) + [0x416, 0x2603, 0x1F600]:
        char = chr(code)
        assert encoded(char) == urllib.parse.quote_plus(char, safe="*").replace("~", "%7E")


def test_pairs_become_a_query_and_an_address():
    pairs = [("mode", "two"), ("record", "1. a1-b2-c3 X+")]
    assert params_text(pairs) == "mode=two&record=1.+a1-b2-c3+X%2B"
    assert address_text([], pairs) == "#mode=two&record=1.+a1-b2-c3+X%2B"
    assert address_text([("embed", "1")], [("size", "8")]) == "?embed=1#size=8"
    assert params_text([]) == ""


def test_the_hash_wins_over_the_query_and_the_last_value_over_the_first():
    assert params([("size", "8"), ("lang", "ru"), ("size", "9")], [("size", "7")]) == \
        {"size": "7", "lang": "ru"}


def test_the_plain_page_and_the_pages_options_save_under_the_plain_key():
    assert save_key([]) == SAVE_KEY
    assert save_key([("lang", "ru"), ("embed", "1"), ("utm_source", "blog")]) == SAVE_KEY


def test_a_links_game_saves_under_its_own_parameters_sorted():
    assert save_key([("size", "8x6"), ("lang", "ru"), ("game", "capture")]) == \
        SAVE_KEY + ":game=capture&size=8x6"


def encoded_byte_by_byte(text):
    """What encoded() writes, one byte at a time: the plain reading of the form
    encoding, to hold the fast one to."""
    out = []
    for byte in text.encode("utf-8"):
        if byte in b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789*-._":
            out.append(chr(byte))
        elif byte == 32:
            out.append("+")
        else:
            out.append("%%%02X" % byte)
    return "".join(out)


def random_text(rng, length):
    """Text of any characters: ASCII (every byte's escape and its neighbours: "%",
    "+", a space, hex digits), Cyrillic, CJK and beyond the BMP; no surrogates."""
    pools = [(0, 0x80), (0x400, 0x460), (0x4E00, 0x4F00), (0x1F600, 0x1F650), (1, 0x110000)]
    chars = []
    for _ in range(length):
        low, high = rng.choice(pools)
        code = rng.randrange(low, high)
        chars.append(chr(code) if not 0xD800 <= code < 0xE000 else "%")
    return "".join(chars)


def test_the_encoding_is_the_byte_by_byte_one_and_urllibs_on_random_text():
    rng = random.Random(7)
    for length in list(range(12)) * 20 + [100, 1000, 5000]:
        text = random_text(rng, length)
        assert encoded(text) == encoded_byte_by_byte(text), repr(text)
        # urllib keeps "~" too (the WHATWG form encoding escapes it)
        assert encoded(text) == urllib.parse.quote_plus(text, safe="*").replace("~", "%7E"), repr(text)
    every_byte = "".join(chr(code) for code in range(256)) + "%25+%2B %20"
    assert encoded(every_byte) == encoded_byte_by_byte(every_byte)


def test_a_long_record_is_encoded_as_a_short_one_is():
    line = "1. a1-b2-c3, k10-i9-h8, k1-i2-h3\n"
    record = ('[Game "bases"]\n[Players "3"]\n\n' + line * 3100)[:MAX_RECORD_LENGTH]
    assert encoded(record) == encoded_byte_by_byte(record)
    assert encoded(record).startswith("%5BGame+%22bases%22%5D%0A%5BPlayers+%223%22%5D%0A%0A1.+a1-b2-c3%2C+")
