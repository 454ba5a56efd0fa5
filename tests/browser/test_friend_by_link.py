"""A game with friends far away, a turn at a time by link, each browser
context a device of its own: Send your turn gives the link, the friend who
opens it plays the side to move and sends theirs back; a link opened again,
late or gone another way loses nothing; a hostile link is named."""

import random
from urllib.parse import parse_qsl, quote, urlencode, urlsplit

from boardpage import BoardPage
from pages import screenshot
from game import Game

GAMES = "#games li"


def play_turn(board, seed):
    """A whole turn of the side to move, its sub-moves chosen at random among the legal ones."""
    chooser = random.Random(seed)
    game = Game.from_record(board.record())
    side = game.turn
    while game.result is None and game.turn == side:
        cell = chooser.choice(sorted(game.legal_moves()))
        board.click(cell)
        game.play(cell)
    board.page.wait_for_function("document.querySelector('#record').textContent === %r" % game.record())
    return game


def sent(page, shot=None):
    """The link Send your turn gives (its QR code drawn), and the dialog closed."""
    page.click("#send-turn")
    page.wait_for_selector("#send-dialog[open] #send-qr svg")
    url = page.input_value("#send-link")
    if shot:
        screenshot(page, shot)
    page.click("#send-close")
    return url


def open_link(page, url):
    """``url`` opened as a link from a message is: a page of its own."""
    page.goto("about:blank")
    page.goto(url)
    return BoardPage(page)


def game_id(page):
    return page.evaluate("new URLSearchParams(location.hash.slice(1)).get('id')")


def device(open_page):
    return open_page(viewport={"width": 1280, "height": 900})


def test_a_classic_game_goes_back_and_forth_by_link_between_two_devices(open_page, base_url):
    mine, theirs = device(open_page), device(open_page)
    me = BoardPage(mine, base_url, "?mode=friend&size=6x6&lang=en")
    assert me.data("turn") == "X" and "a friend far away" in mine.text_content("#mode")
    assert mine.is_hidden("#send-turn") is False and mine.is_disabled("#send-turn")
    url = None
    friend = None
    for turn in range(6):
        board, page = (me, mine) if turn % 2 == 0 else (friend, theirs)
        if url is not None:
            board = open_link(page, url)
            if turn % 2:
                friend = board
            else:
                me = board
        game = play_turn(board, seed=turn)
        assert board.status().startswith("Your friend's move")
        board.click(sorted(game.legal_moves())[0] if game.result is None else "a1")   # their turn, not mine
        assert board.status().startswith("It is your friend's turn")
        url = sent(page, "friend-send-dialog" if turn == 1 else None)
        params = dict(parse_qsl(urlsplit(url).fragment))
        assert not urlsplit(url).query, "the game is in the hash, which no server sees"
        assert params["mode"] == "friend" and params["id"] == game_id(page) and "side" not in params
        assert Game.from_record(params["record"]).history() == game.history()
    screenshot(mine, "friend-by-link")
    assert game_id(mine) == game_id(theirs), "one game, under one id on both devices"
    me = open_link(mine, url)   # the sixth turn comes back
    assert me.record() == friend.record() and Game.from_record(me.record()).turn_count() == 6
    assert "brings the game on by one turn." in me.status() and me.status().startswith("Your move (X)")
    mine.wait_for_function("document.querySelectorAll(%r).length === 1" % GAMES)
    assert mine.get_attribute(GAMES, "data-record") == me.record()


def test_an_older_link_is_said_to_be_so_and_the_newer_game_kept(open_page, base_url):
    mine, theirs = device(open_page), device(open_page)
    me = BoardPage(mine, base_url, "?mode=friend&lang=en")
    play_turn(me, seed=1)
    first = sent(mine)
    friend = open_link(theirs, first)
    play_turn(friend, seed=2)
    me = open_link(mine, sent(theirs))
    play_turn(me, seed=3)
    record = me.record()
    me = open_link(mine, first)   # the first link again: two turns behind
    assert "This link is from turn 1; you are at turn 3" in me.status()
    assert me.record() == record and me.kept() is not None and record.split()[-1] in me.kept()


def test_a_link_gone_another_way_is_kept_beside_the_game_and_said_to_be_so(open_page, base_url):
    mine, theirs, third = device(open_page), device(open_page), device(open_page)
    me = BoardPage(mine, base_url, "?mode=friend&lang=en")
    play_turn(me, seed=1)
    first = sent(mine)
    answers = []
    for page, seed in ((theirs, 2), (third, 5)):   # two friends answer the same link, each their own way
        play_turn(open_link(page, first), seed=seed)
        answers.append(sent(page))
    me = open_link(mine, answers[0])
    kept = me.record()
    me = open_link(mine, answers[1])
    assert "went another way at turn 2" in me.status()
    mine.wait_for_function("document.querySelectorAll(%r).length === 2" % GAMES)
    records = mine.eval_on_selector_all(GAMES, "items => items.map(li => li.dataset.record)")
    assert kept in records and me.record() in records and me.record() != kept


def test_a_hostile_link_is_named_and_loses_nothing(open_page, base_url):
    page = device(open_page)
    me = BoardPage(page, base_url, "?mode=friend&lang=en")
    play_turn(me, seed=1)
    url = sent(page)
    record, kept = me.record(), me.kept()
    params = dict(parse_qsl(urlsplit(url).fragment))
    base = url.split("#")[0] + "#"
    illegal = base + urlencode(dict(params, record="1. a1-b2-c3, a1-a2-a3"), quote_via=quote)   # a1 is X's
    for hostile, named in ((illegal, "record"), (base + "id=%s&mode=friend&record=" % params["id"] + "a" * 100_000,
                                                 "record"),
                           (base + "id=NOT*AN*ID&mode=friend", "id")):
        me = open_link(page, hostile)
        assert named in me.status(), hostile[:80]
        me = open_link(page, url)
        assert me.record() == record and me.kept() == kept, "the game kept as it was, when it was played too"


def test_three_friends_play_the_bases_game_round_the_chain_and_the_list_puts_their_turn_first(
        open_page, base_url):
    pages = [device(open_page) for _ in range(3)]
    first = BoardPage(pages[0], base_url, "?lang=en")
    first.press("new")
    form = "#new-game-form "
    pages[0].check(form + "input[name='game'][value='bases']")
    pages[0].select_option(form + "select[name='players']", "3")
    pages[0].fill(form + "input[name='width']", "7")
    pages[0].fill(form + "input[name='height']", "7")
    pages[0].check(form + "input[name='friends']")
    first.press("start-game")
    assert "You (X) and friends far away" in pages[0].text_content("#mode")
    boards = [first, None, None]
    url = None
    for turn in range(6):   # two rounds: X, O, △ and again, each on their own device
        seat = turn % 3
        page = pages[seat]
        if url is not None:
            boards[seat] = open_link(page, url)
        board = boards[seat]
        assert board.data("turn") == "XOT"[seat]
        play_turn(board, seed=10 + turn)
        url = sent(page)
    mine = pages[0]
    me = open_link(mine, url)
    assert Game.from_record(me.record()).turn_count() == 6 and me.status().startswith("Your move (X)")
    assert me.record() == Game.from_record(url_record(url)).record()
    me.new_game(game="classic", mode="two")   # another game here, newer: the friends' game, its turn this device's, stays first
    mine.wait_for_function("document.querySelectorAll(%r).length >= 2" % GAMES)
    assert mine.get_attribute(GAMES + ":first-child", "data-record") == Game.from_record(url_record(url)).record()
    assert mine.text_content(GAMES + ":first-child .games-state") == "Your move"
    screenshot(mine, "friend-inbox")
    theirs = pages[1]
    theirs.goto("about:blank")
    BoardPage(theirs, base_url, "?lang=en")
    theirs.wait_for_selector(GAMES)
    said = theirs.text_content(GAMES + ":first-child .games-state")   # O sent their turn on to △ T
    assert said.startswith("Your friend's move (△") and said.endswith("T)")


def url_record(url):
    return dict(parse_qsl(urlsplit(url).fragment))["record"]
