"""The replay and puzzle views (view=replay, view=puzzle): a game stepped
through, played on by itself and played on against the bot; a puzzle
solved, missed and its solution shown; in embeds and on a phone."""

from urllib.parse import quote

import pytest

from pages import screenshot
from game import Game
from game.bot import puzzles, worker
from boardpage import BoardPage
from helpers import ENDS
from test_links import CONTROL_TOPS, NO_SCROLLBARS, SHOWN_UP_TO, SMALL_TARGETS

RECORD = "1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, h7-g6-f5\n3. e6-f7-g8, g4-f3-e2\n4. c4-c5-c6"
GAMES = {"classic": RECORD, "bases": ENDS["full-board"], "capture": ENDS["counted"]}
# found by game/tools/build/puzzles.py: X to move wins in one turn (two ways)
WIN_IN_ONE = ('[Size "7x7"]\n\n1. a1-a2-b3, g7-f7-e6\n2. c4-d5-e6, f6-e5-d5\n3. d4-e5-f6, e7-d6-d4\n'
              '4. c5-d6-f4, d7-c6-e3\n5. e3-c6-f2, c7-b6-c5\n6. b6-d2-c7, g6-f5-f4')


def replay(page, base_url, record=RECORD, extra=""):
    return BoardPage(page, base_url, "?view=replay&record=" + quote(record) + extra)


def view_is(board, value):
    board.wait_for("s.dataset.view === '%s'" % value, timeout=10_000)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_replay_opens_at_its_move_and_steps_by_the_keys(watched, base_url, game):
    record = GAMES[game]
    total = len(Game.from_record(record).history())
    board = replay(watched, base_url, record, "&move=%d" % (total - 3))
    view_is(board, str(total - 3))
    assert watched.input_value("#replay-slider") == str(total - 3)
    assert "Sub-move %d of %d" % (total - 3, total) in board.status()
    watched.focus("#board")
    watched.keyboard.press("ArrowRight")
    view_is(board, str(total - 2))
    watched.keyboard.press("ArrowLeft")
    watched.keyboard.press("ArrowLeft")
    view_is(board, str(total - 4))
    watched.keyboard.press("Home")
    view_is(board, "0")
    watched.keyboard.press("End")
    view_is(board, "")
    board.click("a2")   # a replay's board is watched, never played on
    assert len(Game.from_record(board.record()).history()) == total


def test_a_replay_opens_at_move_12_and_its_slider_steps(watched, base_url):
    board = replay(watched, base_url, extra="&move=12")
    view_is(board, "12")
    watched.fill("#replay-slider", "5")
    view_is(board, "5")
    assert "Sub-move 5 of 21" in board.status()


def test_autoplay_plays_the_replay_to_its_end_then_stops(watched, base_url):
    board = replay(watched, base_url, extra="&autoplay=10&move=14")
    board.wait_for("s.dataset.view === ''", timeout=30_000)
    watched.wait_for_selector("#replay-controls[data-playing='false']")
    assert watched.get_attribute("#replay-play", "aria-label") == "Play"
    watched.press("body", "Space")   # played again, from the start
    watched.wait_for_selector("#replay-controls[data-playing='true']")
    board.wait_for("s.dataset.view !== '' && Number(s.dataset.view) >= 1", timeout=30_000)
    watched.press("body", "Space")
    watched.wait_for_selector("#replay-controls[data-playing='false']")


def test_a_replay_in_russian_says_its_point_and_its_buttons(watched, base_url):
    board = replay(watched, base_url, extra="&move=3&lang=ru")
    view_is(board, "3")
    assert "Ходик 3 из 21" in board.status() and watched.text_content("#continue") == "Играть отсюда"


def test_play_from_here_plays_on_against_the_bot_from_the_point_shown(watched, base_url):
    board = replay(watched, base_url, extra="&move=9&level=easy")
    view_is(board, "9")
    board.press("continue")
    board.wait_for("s.dataset.view === '' && document.documentElement.dataset.view === 'play'")
    shown = Game()
    for side, cell in Game.from_record(RECORD).history()[:9]:
        shown.play(cell)
    assert board.record() == shown.record()
    assert board.data("turn") == "O" and "against the easy bot" in watched.text_content("#mode")
    board.click("g8", "f7", "e6")   # O's, the person's: the bot answers for X
    board.wait_for_human("O")
    played = Game.from_record(board.record()).history()
    assert played[:12] == shown.history() + [("O", "g8"), ("O", "f7"), ("O", "e6")] and played[12][0] == "X"
    assert "view=" not in watched.url


def puzzle(page, base_url, record=WIN_IN_ONE, extra=""):
    board = BoardPage(page, base_url, "?view=puzzle&record=" + quote(record) + extra)
    board.wait_for("s.dataset.puzzle === 'open'", timeout=10_000)
    return board


def test_any_winning_turn_solves_the_puzzle(watched, base_url):
    game = Game.from_record(WIN_IN_ONE)
    for solution in puzzles.solutions(game, 1):
        board = puzzle(watched, base_url)
        assert "X to move: win in one turn" in board.status()
        board.click(*solution)
        board.wait_for("s.dataset.puzzle === 'solved'")
        assert "Solved" in board.status() and board.data("result") == "X"


def test_a_turn_that_does_not_win_is_refuted_on_the_board(watched, base_url):
    game = Game.from_record(WIN_IN_ONE)
    winning = puzzles.solutions(game, 1)
    search = puzzles.Search()
    wrong = next(puzzles.names(game.position, bits) for bits, after in search.turn_ends(game.position)
                 if bits and puzzles.names(game.position, bits) not in winning)
    board = puzzle(watched, base_url, extra="&lang=ru")
    board.click(*wrong)
    board.wait_for("s.dataset.puzzle === 'missed'")
    game.play_turn(wrong)
    how, reply = worker.puzzle("reply", game.record(), "X", 0).split(" ")
    game.play_turn(reply.split("-"))
    assert board.record() == game.record(), "the refutation is played on the board"
    assert "Это не выигрыш" in board.status()
    board.click("a3")   # the try is over
    assert board.record() == game.record()
    board.press("puzzle-retry")
    board.wait_for("s.dataset.puzzle === 'open'")
    assert board.record() == WIN_IN_ONE


def test_the_solution_is_shown_on_request(watched, base_url):
    winning = ["-".join(cells) for cells in puzzles.solutions(Game.from_record(WIN_IN_ONE), 1)]
    board = puzzle(watched, base_url)
    watched.wait_for_selector("#puzzle-solution:enabled", timeout=90_000)   # once a worker is up
    board.press("puzzle-solution")
    board.wait_for("s.textContent.includes('A winning turn')")
    shown = board.status().split("A winning turn: ")[1].split(" ")[0]
    assert shown in winning and "winning turns: 2" in board.status()
    assert board.data("puzzle") == "open"
    board.click(*shown.split("-"))
    board.wait_for("s.dataset.puzzle === 'solved'")


def test_the_puzzle_of_the_day_and_a_numbered_one_come_from_the_set(watched, base_url):
    board = BoardPage(watched, base_url, "?view=puzzle")
    board.wait_for("s.dataset.puzzle === 'open'", timeout=10_000)
    assert "Puzzle of the day" in board.status()
    board = BoardPage(watched, base_url, "?view=puzzle&puzzle=2&lang=ru")
    board.wait_for("s.dataset.puzzle === 'open'", timeout=10_000)
    assert board.status().startswith("Задача 2 из ")
    assert "puzzle=3" in watched.get_attribute("#puzzle-next", "href")
    board = BoardPage(watched, base_url, "?view=puzzle&puzzle=9999")
    board.wait_for("s.dataset.puzzle === 'open'", timeout=10_000)
    assert "There is no puzzle 9999" in board.status() and "Puzzle of the day" in board.status()


def test_a_bad_view_parameter_is_named_and_the_replay_still_opens(watched, base_url):
    board = replay(watched, base_url, extra="&move=99&autoplay=fast")
    view_is(board, "0")
    status = board.status()
    assert "move must be a whole number from 0 to 21" in status and "autoplay is a speed" in status
    assert watched.get_attribute("#status", "data-puzzle") == ""


@pytest.mark.parametrize("box", [(280, 280), (360, 280), (640, 400), (300, 600)])
def test_a_replay_embed_fits_its_box(open_page, base_url, box):
    page = open_page(viewport={"width": box[0], "height": box[1]})
    board = replay(page, base_url, extra="&embed&move=6")
    view_is(board, "6")
    assert page.evaluate(NO_SCROLLBARS) and page.evaluate(SMALL_TARGETS) == []
    for part in ("#replay-slider", "#replay-play", "#continue", "#full-page", "#next"):
        assert page.is_visible(part), part
    assert page.is_visible("#record") == (max(box) >= 560), "the move list beside or under the board where there is room"
    x, y, width, height = (float(v) for v in board.board("grid").split())
    assert width >= 0.4 * min(box), "the board keeps most of the box"
    page.click("#next")
    view_is(board, "7")
    screenshot(page, "replay-embed-%dx%d" % box)


@pytest.mark.parametrize("box", [(300, 300), (400, 300)])
def test_a_small_replay_embed_gives_the_board_most_of_its_height(open_page, base_url, box):
    # the status, the slider and the buttons on three rows took half of 300 px: a board of 150
    page = open_page(viewport={"width": box[0], "height": box[1]})
    board = replay(page, base_url, extra="&embed&move=6")
    view_is(board, "6")
    canvas = page.locator("#board").bounding_box()
    x, y, width, height = (float(v) for v in board.board("grid").split())
    assert canvas["height"] >= 0.6 * box[1] and height >= 0.6 * box[1], (canvas, height)
    tops = page.evaluate(CONTROL_TOPS)
    assert len(set(tops.values())) == 1, "the buttons in one row: %s" % tops
    assert page.evaluate(NO_SCROLLBARS) and page.evaluate(SMALL_TARGETS) == []
    for part in ("#status", "#replay-slider", "#replay-play", "#continue", "#full-page", "#next"):
        assert page.is_visible(part), part
    page.fill("#replay-slider", "9")
    view_is(board, "9")
    assert "Sub-move 9 of 21" in board.status()
    screenshot(page, "replay-embed-small-%dx%d" % box)


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("box", [(280, 280), (300, 300)])
def test_a_puzzle_embeds_next_is_in_its_row_and_opens_the_next_puzzle(open_page, base_url, box, language):
    # under 400 px the Next puzzle link was not shown at all: the row had no room for it
    page = open_page(viewport={"width": box[0], "height": box[1]})
    board = BoardPage(page, base_url, "?embed&view=puzzle&puzzle=2&lang=" + language)
    board.wait_for("s.dataset.puzzle === 'open'", timeout=10_000)
    page.wait_for_selector("#puzzle-next", state="visible")
    tops = page.evaluate(CONTROL_TOPS)
    assert {"puzzle-retry", "puzzle-solution", "puzzle-next", "full-page"} <= set(tops), tops
    assert len(set(tops.values())) == 1, tops
    right = page.evaluate("document.querySelector('#puzzle-next').getBoundingClientRect().right")
    assert right <= box[0], "the whole link inside the box"
    assert page.evaluate(NO_SCROLLBARS) and page.evaluate(SMALL_TARGETS) == []
    name = page.evaluate("document.querySelector('#puzzle-next').getAttribute('aria-label')"
                         " || document.querySelector('#puzzle-next').textContent")
    assert name == {"en": "Next puzzle", "ru": "Следующая задача"}[language]
    screenshot(page, "puzzle-embed-next-%dx%d-%s" % (box + (language,)))
    page.click("#puzzle-next")
    page.wait_for_url("**puzzle=3**")
    board = BoardPage(page)
    board.wait_for("s.dataset.puzzle === 'open'", timeout=10_000)
    assert board.status().startswith({"en": "Puzzle 3 of ", "ru": "Задача 3 из "}[language])


@pytest.mark.parametrize("box", [(280, 280), (400, 400)])
def test_a_puzzle_embed_fits_its_box(open_page, base_url, box):
    page = open_page(viewport={"width": box[0], "height": box[1]})
    board = puzzle(page, base_url, extra="&embed")
    assert page.evaluate(NO_SCROLLBARS) and page.evaluate(SMALL_TARGETS) == []
    for part in ("#puzzle-retry", "#puzzle-solution", "#full-page", "#status"):
        assert page.is_visible(part), part
    screenshot(page, "puzzle-embed-%dx%d" % box)


@pytest.mark.parametrize("where", ["embed", "page"])
def test_before_a_try_neither_pass_nor_try_again_is_offered(open_page, base_url, where):
    page = open_page(viewport={"width": 400, "height": 400} if where == "embed" else {"width": 1280, "height": 800})
    board = puzzle(page, base_url, extra="&embed" if where == "embed" else "")
    untried = "#pass:disabled, #puzzle-retry:disabled"
    assert page.locator(untried).count() == 2 and page.is_visible("#pass") and page.is_visible("#puzzle-retry")
    screenshot(page, "puzzle-untried-" + where)
    board.click("a3")   # the first sub-move of a try: it may be tried again
    page.wait_for_selector("#puzzle-retry:enabled")
    board.press("puzzle-retry")
    page.wait_for_function("set => document.querySelector('#record').textContent === set", arg=WIN_IN_ONE)
    assert page.locator(untried).count() == 2, "the puzzle as set again: nothing to pass nor try again"


def test_the_views_on_a_phone(open_page, base_url, playwright):
    page = open_page(**playwright.devices["Pixel 7"])
    board = replay(page, base_url, extra="&move=12")
    view_is(board, "12")
    box = page.locator("#board").bounding_box()
    middle = box["y"] + box["height"] / 2
    # a swipe to the left: the next sub-move
    page.dispatch_event("#board", "pointerdown", {"clientX": box["x"] + box["width"] * 0.8, "clientY": middle,
                                                  "pointerType": "touch", "button": 0, "isPrimary": True})
    page.dispatch_event("#board", "pointerup", {"clientX": box["x"] + box["width"] * 0.2, "clientY": middle,
                                                "pointerType": "touch", "button": 0, "isPrimary": True})
    view_is(board, "13")
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    screenshot(page, "replay-phone")
    board = puzzle(page, base_url)
    assert page.is_visible("#puzzle-solution")
    screenshot(page, "puzzle-phone")


def test_a_replay_is_never_played_on_by_the_bot_nor_undone(watched, base_url):
    """At its last point a replay shows the live game: the link's bot (mode=bot,
    O to move there) must not play, nor U take back the record's last sub-move."""
    board = replay(watched, base_url, extra="&mode=bot&level=easy&move=21")
    view_is(board, "")
    watched.wait_for_function("document.documentElement.dataset.botStage !== ''", timeout=90_000)
    assert board.data("thinking") == "false" and board.record() == RECORD   # the bot was asked nothing
    watched.focus("#board")
    watched.keyboard.press("u")
    assert board.record() == RECORD and board.data("view") == ""


def test_a_replay_does_not_follow_the_same_game_played_in_another_tab(context, base_url):
    """The replay's link names the record's save; a tab playing that record
    saves there, and the replay must go on showing the link's game."""
    playing, watching = context.new_page(), context.new_page()
    board = BoardPage(playing, base_url, "?record=" + quote(RECORD))
    shown = replay(watching, base_url, extra="&move=3")
    view_is(shown, "3")
    watching.evaluate("window.addEventListener('storage', (e) => { if (e.key === 'probe') window.probed = true; })")
    board.click("e1")   # O's, saved under the record's key
    assert board.record() == RECORD + ", e1"
    playing.evaluate("localStorage.setItem('probe', '1')")   # told after the save, in order
    watching.wait_for_function("window.probed === true")
    assert shown.data("view") == "3" and shown.record() == RECORD


def test_a_puzzle_and_a_replay_in_iframes_on_another_site(blog, base_url):
    page = blog('<h1>My post</h1>'
                '<iframe src="%s?embed&view=puzzle&record=%s" width="280" height="280" title="A puzzle"></iframe>'
                '<iframe src="%s?embed&view=replay&move=4&autoplay=4&record=%s" width="320" height="360"'
                ' title="A game"></iframe>' % (base_url, quote(WIN_IN_ONE), base_url, quote(RECORD)))
    solving, watching = BoardPage(page.frames[1]), BoardPage(page.frames[2])
    solving.wait_for("s.dataset.puzzle === 'open'")
    solving.click(*puzzles.solutions(Game.from_record(WIN_IN_ONE), 1)[0])
    solving.wait_for("s.dataset.puzzle === 'solved'")
    watching.wait_for("s.dataset.view === ''", timeout=30_000)   # played to its end by itself
    screenshot(page, "views-in-iframes-on-a-blog")


@pytest.mark.parametrize("query, told", [
    ("level=god", ["Puzzle of the day", "Not used from the link: level.", "level must be one of easy, medium, hard, expert."]),
    ("record=garbage", ["Puzzle of the day", "Not used from the link: record.",
                        "The record cannot be read: line 1, column 1"]),
    ("puzzle=2&record=" + quote(WIN_IN_ONE), ["X to move: win in one turn", "Not used from the link: puzzle.",
                                             "puzzle and record name two positions: the record's is shown."]),
    ("record=" + quote('[Size "7x7"]'), ["Puzzle of the day", "Not used from the link: record.",
                                        "the record has no move, so no position to solve"]),
], ids=["unknown-level", "unreadable-record", "puzzle-and-record", "record-without-a-move"])
def test_a_puzzles_link_problems_are_told_after_its_task(open_page, base_url, query, told):
    page = open_page(viewport={"width": 1280, "height": 800})
    board = BoardPage(page, base_url, "?view=puzzle&" + query)
    board.wait_for("s.dataset.puzzle === 'open'", timeout=10_000)
    status = board.status()
    assert [status.index(words) for words in told] == sorted(status.index(words) for words in told), status
    assert page.evaluate(SHOWN_UP_TO, told[1]), "the task and the line naming what is not used, shown"
    screenshot(page, "puzzle-link-problems-" + query[:5])


def test_a_finished_game_opened_as_a_puzzle_says_it_is_over_and_of_no_try(watched, base_url):
    board = BoardPage(watched, base_url, "?view=puzzle&record=" + quote(ENDS["full-board"]))
    board.wait_for("s.dataset.puzzle !== ''", timeout=10_000)
    assert board.data("puzzle") == "over" and board.status() == "This game is already over: it holds no puzzle."
    assert watched.is_disabled("#puzzle-retry") and watched.is_disabled("#puzzle-solution")
    board.click("a1")
    assert board.record() == ENDS["full-board"] and board.data("puzzle") == "over"
    assert "Not a win" not in board.status() and "Try again" not in board.status()


@pytest.mark.parametrize("query, legal", [("task=win1&record=" + quote("1. a1"), "k10"),
                                          ("task=win2&record=" + quote('[Size "6x6"]\n\n1. a1-a2-b3, f6-e6-d5\n'
                                                                      '2. c4-c3-d4, c5-e4-c6\n3. a4-e4-f5'), "e5")],
                         ids=["win1", "win2"])
def test_a_puzzle_a_link_writes_with_no_such_win_says_so_as_it_opens(watched, base_url, query, legal):
    """A blog author's puzzle written into a link by hand asked for a win that
    is not there, and said so only once the Solution was asked for."""
    board = BoardPage(watched, base_url, "?view=puzzle&" + query)
    board.wait_for("s.dataset.puzzle === 'no-win'", timeout=90_000)   # once a worker has searched it
    assert "This position has no such win: it holds no puzzle." in board.status()
    assert watched.is_disabled("#puzzle-retry") and watched.is_disabled("#puzzle-solution")
    before = board.record()
    board.click(legal)
    assert board.record() == before and board.data("puzzle") == "no-win", "no try at a puzzle that is not there"
