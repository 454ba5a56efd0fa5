"""The page's address and save keys (game/web/address.py), on CPython: written
as the browser's URLSearchParams writes them, so saved games keep their keys."""

import urllib.parse

from game.web.address import SAVE_KEY, address_text, encoded, params, params_text, save_key


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
