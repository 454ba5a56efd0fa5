"""A game of its own: every game kept under its id, Your games, New game that
never discards, an embed that never loses its post, tabs that never stall."""

import json
import random
from urllib.parse import quote

from game import Game
from boardpage import BoardPage
from pages import screenshot, watch

OTHER_TAB_WAIT = 20_000   # ms: a storage event, or a lock let go, reaches another tab late on a loaded machine
GAMES = "#games li"


def three_rounds(seed=5):
    """The record of a two-player classic game of three rounds, played at random."""
    chooser = random.Random(seed)
    game = Game()
    while game.history_length() < 18:   # six whole turns of three
        game.play(chooser.choice(game.legal_moves()))
    return game.record()


def moves_after(record):
    """Two sub-moves the side to move may make after ``record``."""
    return Game.from_record(record).legal_moves()[:2]


def listed(page):
    """(data-id, data-record) of each game in Your games, once it lists them."""
    return page.eval_on_selector_all(GAMES, "items => items.map(li => [li.dataset.id, li.dataset.record])")


def wait_listed(page, count):
    page.wait_for_function("document.querySelectorAll(%r).length === %d" % (GAMES, count), timeout=10_000)
    return listed(page)


def wait_record(page, record):
    page.wait_for_function("document.querySelector('#record').textContent === %s" % json.dumps(record),
                           timeout=OTHER_TAB_WAIT)


def test_new_game_in_the_middle_of_a_game_keeps_it_in_your_games_to_play_on(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url, "?mode=two")
    record = three_rounds()
    board.load(record)
    first_id = page.evaluate("new URLSearchParams(location.hash.slice(1)).get('id')")
    board.new_game(mode="two")
    assert "kept in Your games" in board.status()
    assert board.record() == ""
    games = wait_listed(page, 3)   # the link's game the load replaced, too
    assert games[1] == [first_id, record], "newest first: the new game, then the one it replaced"
    assert page.get_attribute(GAMES + ":first-child", "aria-current") == "true"
    screenshot(page, "your-games")
    page.click(GAMES + "[data-id='%s'] [data-action='open']" % first_id)
    wait_record(page, record)
    board.click(moves_after(record)[0])
    assert board.record().startswith(record) and len(board.record()) > len(record), "played on"
    board.reload()
    assert board.record().startswith(record) and len(board.record()) > len(record), "its id in the address"


def test_a_game_deleted_from_your_games_comes_back_with_undo(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url, "?mode=two")
    board.click("a1")
    board.new_game(mode="two")
    old_id = wait_listed(page, 2)[1][0]
    page.click(GAMES + "[data-id='%s'] [data-action='delete']" % old_id)
    assert [game_id for game_id, record in wait_listed(page, 1)] != [old_id]
    assert page.evaluate("localStorage.getItem('virus-war.games.%s')" % old_id) is None
    page.click("#games-undelete")
    assert wait_listed(page, 2)[1] == [old_id, "1. a1"]


def test_the_saves_of_one_game_per_address_become_games_and_open_as_before(open_page, base_url):
    page = open_page()
    old = {"virus-war.game": {"version": 1, "game": {"mode": "two", "record": "1. a1-b2"}},
           "virus-war.game:mode=two&size=5": {"version": 1, "game": {"mode": "two", "size": "5",
                                                                     "record": '[Size "5x5"]\n\n1. a1'}}}
    page.add_init_script("if (!sessionStorage.getItem('planted')) { sessionStorage.setItem('planted', '1'); %s }"
                         % "".join("localStorage.setItem(%r, %r);" % (key, json.dumps(value))
                                   for key, value in old.items()))
    board = BoardPage(page, base_url)
    assert board.record() == "1. a1-b2", "the plain page's game"
    assert sorted(record for game_id, record in wait_listed(page, 2)) == ['1. a1-b2', '[Size "5x5"]\n\n1. a1']
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('virus-war.game:')"
                         " || k === 'virus-war.game')") == [], "moved, not copied"
    linked = BoardPage(page, base_url, "?size=5&mode=two")
    assert linked.record() == '[Size "5x5"]\n\n1. a1', "the link opens its game as before"


def post_embed(base_url, record, **attributes):
    return '<iframe src="%s?embed&mode=two&record=%s" width="360" height="420" title="Virus War"%s></iframe>' \
        % (base_url, quote(record), "".join(' %s="%s"' % item for item in attributes.items()))


def embed_boards(page, count):
    frames = page.main_frame.child_frames   # not the embeds' own Embed previews
    assert len(frames) == count
    boards = [BoardPage(frame) for frame in frames]
    for frame in frames:
        frame.wait_for_selector("html[data-place]", timeout=10_000)   # the embed knows its place
    return boards


def test_an_embeds_reader_never_undoes_past_the_post_and_a_reload_never_shows_less(blog, base_url):
    post = three_rounds()
    page = blog("<h1>A post</h1>" + post_embed(base_url, post))
    board, = embed_boards(page, 1)
    assert board.record() == post and board.page.is_disabled("#undo"), "the post is the floor"
    cell = moves_after(post)[0]
    board.click(cell)
    played = board.record()
    assert played != post
    board.press("undo")
    assert board.record() == post and board.page.is_disabled("#undo")
    board.click(cell)
    page.reload()
    board, = embed_boards(page, 1)
    wait_record(board.page, played)   # the reader's own game, kept for them
    board.press("undo")
    assert board.record() == post and board.page.is_disabled("#undo")
    page.reload()
    board, = embed_boards(page, 1)
    assert board.record() == post
    screenshot(page, "embed-post-kept")


def test_two_embeds_of_one_link_on_a_page_are_two_games(blog, base_url):
    post = three_rounds()
    page = blog(post_embed(base_url, post) + post_embed(base_url, post))
    first, second = embed_boards(page, 2)
    one, other = moves_after(post)
    first.click(one)
    second.click(other)
    played = sorted([first.record(), second.record()])
    assert played[0] != played[1] and all(record.startswith(post) for record in played)
    assert not any("tab" in board.status() for board in (first, second))
    page.reload()
    boards = embed_boards(page, 2)
    assert sorted(board.record() for board in boards) == played, "each embed its own game, kept"


# A worker that never answers: the tab's bot is as good as gone while it holds the turn.
DEAF_WORKERS = "Worker.prototype.postMessage = function () {};"


def test_a_closed_tab_hands_the_bots_turn_to_the_other_tab(open_page, base_url):
    page = open_page()
    first = page.context.new_page()
    problems = watch(first, base_url)
    first.add_init_script(DEAF_WORKERS)
    gone = BoardPage(first, base_url, "?level=easy")
    address = first.url
    kept = BoardPage(page, address)
    page.wait_for_function("document.documentElement.dataset.botStage", timeout=60_000)
    gone.click("a1", "b2", "c3")
    wait_record(page, "1. a1-b2-c3")
    assert page.evaluate("window.virusWarBotAnswers.length") == 0, "the first tab holds the bot's turn"
    first.close()
    kept.wait_for_human("X")
    assert kept.record().startswith("1. a1-b2-c3, ") and kept.data("left") == "3", "one turn, played once"
    assert page.evaluate("window.virusWarBotAnswers.length") == 1
    assert problems == []


def test_opening_a_game_again_changes_nothing_of_it_not_even_when_it_was_last_played(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url, "?mode=two")
    board.click(*moves_after("")[:1])
    board.wait_for("s.dataset.left === '2'")
    kept = board.kept()
    board.reload()   # the same game, opened again by its address
    assert board.kept() == kept, "a game opened is no game played: Your games keeps its place"
