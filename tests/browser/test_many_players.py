"""Virus and bases for up to 30 on the page: New game fills the
seats of many from two fields and lets each be changed, Resign asks which of
many people, and the status's edge is the pencil of the side to move."""

import random
from urllib.parse import quote

import pytest

from game import Game
from game.rules import Rules
from boardpage import BoardPage
from game.web.board.palette import pencil_of
from pages import screenshot

FORM = "#new-game-form "
SHOWN_SEATS = ("() => Array.from(document.querySelectorAll('#seat-list .seat'))"
               ".filter(s => s.offsetParent !== null).map(s => [s.dataset.seat,"
               " s.querySelector('select').value, s.querySelector('select').getAttribute('aria-label')])")
EDGE = "getComputedStyle(document.getElementById('status')).borderLeftColor"


def live_game(board):
    return Game.from_record(board.record())


def rgb(colour):
    """'#1f4e9a' as the browser writes a computed colour."""
    return "rgb(%d, %d, %d)" % tuple(int(colour[index:index + 2], 16) for index in (1, 3, 5))


def open_new_game(page, board, players, people=None, bots=None):
    board.press("new")
    page.check(FORM + "input[name='game'][value='bases']")
    page.select_option(FORM + "select[name='players']", str(players))
    if bots is not None:
        page.select_option(FORM + "select[name='bots']", bots)
    if people is not None:
        page.fill(FORM + "input[name='people']", str(people))
        page.dispatch_event(FORM + "input[name='people']", "change")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_new_game_of_six_three_people_and_bots_each_seat_its_own(watched, base_url, language):
    page = watched
    board = BoardPage(page, base_url, "?lang=" + language)
    open_new_game(page, board, 6, people=3, bots="hard")
    seats = page.evaluate(SHOWN_SEATS)
    assert [side for side, seat, label in seats] == ["X", "O", "T", "S", "P5", "P6"]
    assert [seat for side, seat, label in seats] == ["person"] * 3 + ["hard"] * 3
    named = {"en": "Who plays Player 5", "ru": "Кто играет за Игрок 5"}[language]
    assert seats[4][2] == named, "a screen reader hears the side's name, not a glyph"
    page.select_option(FORM + "select[name='seat-P6']", "person")   # one seat by hand
    assert page.input_value(FORM + "input[name='people']") == "4"
    screenshot(page, "many-new-game-6-" + language)
    board.press("start-game")
    board.wait_for("s.dataset.turn === 'X'")
    game = live_game(board)
    assert game.players == ["X", "O", "T", "S", "P5", "P6"]
    assert page.evaluate(EDGE) == rgb(pencil_of(0))


def test_a_wrong_number_of_people_is_said_and_the_seats_stay(watched, base_url):
    page = watched
    board = BoardPage(page, base_url, "?lang=en")
    open_new_game(page, board, 6, people=2)
    open_seats = page.evaluate(SHOWN_SEATS)
    page.fill(FORM + "input[name='people']", "9")
    page.dispatch_event(FORM + "input[name='people']", "change")
    assert page.text_content("#new-game-error") == "How many people play must be from 0 to 6."
    assert page.evaluate(SHOWN_SEATS) == open_seats
    board.press("start-game")   # still asked for: nothing starts
    assert page.is_visible("#new-game-dialog")
    assert page.text_content("#new-game-error") == "How many people play must be from 0 to 6."


@pytest.mark.parametrize("screen", ["desktop", "phone"])
def test_new_game_of_thirty_on_25x25(open_page, base_url, playwright, screen):
    options = playwright.devices["Pixel 7"] if screen == "phone" else {"viewport": {"width": 1280, "height": 800}}
    page = open_page(**options)
    board = BoardPage(page, base_url, "?lang=en")
    open_new_game(page, board, 30, people=2, bots="easy")
    page.fill(FORM + "input[name='width']", "25")
    page.fill(FORM + "input[name='height']", "25")
    seats = page.evaluate(SHOWN_SEATS)
    assert len(seats) == 30 and seats[-1][:2] == ["P30", "easy"]
    assert page.evaluate("document.getElementById('new-game-dialog').scrollWidth"
                         " <= document.getElementById('new-game-dialog').clientWidth"), "no sideways scroll"
    rows = page.evaluate("new Set(Array.from(document.querySelectorAll('#seat-list .seat'))"
                         ".filter(s => s.offsetParent !== null).map(s => s.getBoundingClientRect().top)).size")
    page.locator("#seat-list").scroll_into_view_if_needed()
    screenshot(page, "many-new-game-30-" + screen)
    assert rows <= (15 if screen == "phone" else 10), "not a wall of 30 lines"
    board.press("start-game")
    board.wait_for("s.dataset.turn === 'X'")
    assert live_game(board).rules == Rules(25, 25, game="bases", players=30)
    assert page.text_content("#mode").startswith("Virus and bases for 30.")


TABLE = ("() => Array.from(document.querySelectorAll('#sides-list li'), li => [li.dataset.side,"
         " li.dataset.state, li.querySelector('.side-points').textContent,"
         " li.querySelector('.visually-hidden').textContent, getComputedStyle(li.querySelector('.seat-mark')).color])")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_table_of_thirty_follows_the_game(open_page, base_url, language):
    page = open_page(viewport={"width": 1280, "height": 800})
    board = BoardPage(page, base_url, "?lang=%s&game=bases&players=30&size=25&actions=1&mode=two" % language)
    rows = page.evaluate(TABLE)
    assert [row[0] for row in rows] == live_game(board).players
    assert [row[1] for row in rows[:2]] == ["turn", "in"] and all(row[1] == "in" for row in rows[1:])
    assert [row[4] for row in rows] == [rgb(pencil_of(player)) for player in range(30)], "each side in its pencil"
    assert page.get_attribute("#sides-list li[data-side='X']", "aria-current") == "true"
    for index in range(5):   # X, O, T, S and P5 place their first viruses
        board.click(live_game(board).legal_moves()[0])
    board.wait_for("s.dataset.turn === 'P6'")
    rows = page.evaluate(TABLE)
    assert [row[2] for row in rows[:6]] == ["0/1"] * 5 + ["0/0"]
    assert rows[5][1] == "turn" and page.get_attribute("#sides-list li[data-side='P6']", "aria-current") == "true"
    assert page.evaluate(EDGE) == rgb(pencil_of(5))
    sentence = {"en": "Player 6 (to move): bases 0, viruses 0.", "ru": "Игрок 6 (сейчас ход): базы — 0, вирусы — 0."}
    assert rows[5][3] == sentence[language]
    spoken = {"en": "Player 6 to move", "ru": "Ходит Игрок 6"}[language]
    assert page.text_content("#status-spoken").startswith(spoken), "a screen reader hears a name, not ▽"
    assert page.get_attribute("#status-text", "aria-hidden") == "true"
    assert "▽" in board.status()
    screenshot(page, "many-table-30-" + language)
    board.press("previous")   # looking back: the table of the board shown
    board.wait_for("s.dataset.view === '4'")
    assert page.evaluate(TABLE)[4][2] == "0/0"


RESIGNERS = ("() => Array.from(document.querySelectorAll('#resign-which label'), label => [label.dataset.seat,"
             " label.querySelector('input').checked, label.querySelector('input').getAttribute('aria-label')])")


def test_four_people_and_two_bots_take_turns_undo_and_resign(watched, base_url):
    page = watched
    board = BoardPage(page, base_url, "?lang=en")
    board.new_game(game="bases", seats=["person", "person", "person", "easy", "easy", "person"],
                   width=7, height=7, actions=1)

    for side in ("X", "O", "T"):   # the people in turn, on one device: each told it is theirs
        board.wait_for_human(side)
        assert board.status().endswith("to move: sub-move 1 of 1.")
        board.click(live_game(board).legal_moves()[0])
    board.wait_for_human("P6")   # the two bots played theirs
    assert board.status() == "▽\u00a06 to move: sub-move 1 of 1."
    assert page.text_content("#status-spoken") == "Player 6 to move: sub-move 1 of 1."
    board.click(live_game(board).legal_moves()[0])
    board.wait_for_human("X")
    record = board.record()
    assert live_game(board).history()[-1][0] == "P6"
    board.press("undo")   # the last person's turn back, not the bots'
    board.wait_for("s.dataset.turn === 'P6'")
    assert [side for side, action in live_game(board).history()] == ["X", "O", "T", "S", "P5"]
    board.click(live_game(board).legal_moves()[0])
    board.wait_for_human("X")
    board.press("resign")
    assert page.evaluate(RESIGNERS) == [["X", True, "X"], ["O", False, "O"], ["T", False, "△\u00a0T"],
                                        ["P6", False, "Player 6"]], "every person still in; the mover chosen"
    screenshot(page, "many-resign-6")
    page.check("#resign-form input[value='O']")
    assert page.text_content("#resign-text") == "O leaves the game; the others play on."
    board.press("resign-confirm")
    board.wait_for("s.dataset.out === 'O:resigned'")
    assert board.data("turn") == "X" and page.get_attribute("#sides-list li[data-side='O']", "data-state") == "out"
    board.press("undo")   # the resignation taken back: O is in again, still X's turn
    board.wait_for("s.dataset.out === ''")
    assert board.data("turn") == "X" and page.get_attribute("#sides-list li[data-side='O']", "data-state") == "in"
    assert board.record() == record
    board.click(live_game(board).legal_moves()[0])
    board.wait_for_human("O")
    assert board.status() == "O to move: sub-move 1 of 1."


@pytest.mark.parametrize("device", ["iPad (gen 7)", "Pixel 7"])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_game_of_thirty_on_a_tablet_and_a_phone(open_page, base_url, playwright, device, language):
    page = open_page(**playwright.devices[device])
    board = BoardPage(page, base_url, "?lang=%s&game=bases&players=30&size=25&actions=1&mode=two" % language)
    for index in range(3):
        board.click(live_game(board).legal_moves()[0])
    board.wait_for("s.dataset.turn === 'S'")
    assert page.get_attribute("#sides-list li[data-side='S']", "aria-current") == "true"
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), "nothing scrolls sideways"
    widths = page.evaluate("Array.from(document.querySelectorAll('#sides-list li'),"
                           " li => li.scrollWidth <= li.clientWidth)")
    assert len(widths) == 30 and all(widths), "every side's mark and count whole in its box"
    page.locator("#sides").scroll_into_view_if_needed()
    screenshot(page, "many-30-%s-%s" % (device.split(" ")[0].lower(), language))


def long_game_of_thirty(sub_moves=800, seed=4):
    """A game of 30 on 25x25 played long by random sub-moves (kills now and then),
    so that its counts run to two digits each ("16/12"): a game that never ends."""
    rng = random.Random(seed)
    game = Game(Rules(25, 25, game="bases", players=30))
    while game.history_length() < sub_moves:
        moves = game.legal_moves()
        rng.shuffle(moves)
        kills = [cell for cell in moves if game.cell(cell) != "."]
        for cell in (kills if kills and rng.random() < 0.3 else []) + moves:
            game.play(cell)
            if game.result is None and len(game.out) <= 10:
                break
            game.undo()
        else:
            break
    return game


# each row's mark, its count and its box, and the row's own box, in CSS pixels
ROW_BOXES = ("() => Array.from(document.querySelectorAll('#sides-list li'), li => {"
             " const box = (part) => { const r = part.getBoundingClientRect(); return [r.left, r.right, r.top, r.bottom]; };"
             " const style = getComputedStyle(li);"
             " const inner = box(li); inner[0] += parseFloat(style.borderLeftWidth); inner[1] -= parseFloat(style.borderRightWidth);"
             " const mark = li.querySelector('.seat-mark'), points = li.querySelector('.side-points');"
             " const range = document.createRange(); range.selectNodeContents(mark); const drawn = range.getBoundingClientRect();"
             " const words = document.createRange(); words.selectNodeContents(points); const said = words.getBoundingClientRect();"
             " return [li.dataset.side, points.textContent, [drawn.left, drawn.right], [said.left, said.right], inner]; })")


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("device", ["Pixel 7", "desktop"])
def test_the_table_keeps_each_mark_apart_from_its_count(open_page, base_url, playwright, device, theme):
    """Late in a game of 30 (counts of two digits, marks with a number): each row's
    drawn mark and its count are columns a gap apart, both inside the row's box,
    and the rows' boxes never overlap, on a phone and a desktop, in both themes."""
    page = open_page(**(playwright.devices[device] if device == "Pixel 7"
                        else {"viewport": {"width": 1280, "height": 800}}))
    game = long_game_of_thirty()
    BoardPage(page, base_url, "?lang=en&mode=two&theme=%s#record=%s" % (theme, quote(game.record())))
    rows = page.evaluate(ROW_BOXES)
    assert len(rows) == 30 and max(len(row[1]) for row in rows) >= 5, "counts of two digits each"
    for side, points, mark, count, inner in rows:
        assert count[0] - mark[1] >= 6, "%s: its mark touches its count %s" % (side, points)
        assert inner[0] <= mark[0] and count[1] <= inner[1], "%s: its mark and count %s inside its box" % (side, points)
    boxes = [inner for side, points, mark, count, inner in rows]
    for index, box in enumerate(boxes):
        for other in boxes[index + 1:]:
            apart = box[1] <= other[0] or other[1] <= box[0] or box[3] <= other[2] or other[3] <= box[2]
            assert apart, "two rows of the table overlap"
    page.locator("#sides").scroll_into_view_if_needed()
    screenshot(page, "many-table-late-%s-%s" % ("phone" if device == "Pixel 7" else "desktop", theme))


@pytest.mark.parametrize("language, said", [
    ("en", "The 4×4 board has too few edge cells to start 22 players: make it larger, or choose fewer players."),
    ("ru", "У края поля 4×4 слишком мало клеток, чтобы начали все игроки: 22. Увеличьте поле или выберите "
           "меньше игроков.")])
def test_a_board_too_small_for_the_players_is_refused_in_the_pages_language(watched, base_url, language, said):
    page = watched
    board = BoardPage(page, base_url, "?lang=" + language)
    open_new_game(page, board, 22)
    page.fill(FORM + "input[name='width']", "4")
    page.fill(FORM + "input[name='height']", "4")
    board.press("start-game")
    page.wait_for_function("document.querySelector('#new-game-error').textContent !== ''")
    assert page.text_content("#new-game-error") == said and page.is_visible("#new-game-dialog")
    assert board.board("cols") == "10", "the game played stays"


STATUS_STARTS = "(words) => document.getElementById('status-text').textContent.startsWith(words)"
OUT_WORDS = {"en": ("You are out — watch or stop", "You are out; the bots are paused", "Pause", "Finish fast"),
             "ru": ("Вы выбыли — смотрите или остановите", "Вы выбыли; боты на паузе", "Пауза", "Доиграть")}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_person_out_the_page_says_so_and_offers_pause_and_finish_fast(watched, base_url, language):
    """A game of six, the one person resigned: the bots played on for minutes with
    no word of it and no way to stop them.  Now the page says so, Pause holds the
    bots, and Finish fast plays them to the end."""
    page = watched
    out, paused, pause, finish = OUT_WORDS[language]
    board = BoardPage(page, base_url, "?lang=" + language)
    board.new_game(game="bases", seats=["person"] + ["easy"] * 5, width=8, height=8)
    board.wait_for_human("X")
    assert page.is_hidden("#pause") and page.is_hidden("#finish"), "a person in: the bots are not theirs to stop"
    board.resign()
    board.wait_for("s.dataset.out === 'X:resigned'")
    page.wait_for_function(STATUS_STARTS, arg=out)
    assert page.text_content("#pause") == pause and page.text_content("#finish") == finish
    assert page.is_enabled("#pause") and page.is_enabled("#finish")
    screenshot(page, "people-out-" + language)
    board.press("pause")
    page.wait_for_function(STATUS_STARTS, arg=paused)
    board.wait_for("s.dataset.thinking === 'false'")
    assert live_game(board).result is None
    screenshot(page, "people-out-paused-" + language)
    board.press("finish")
    board.wait_for("s.dataset.result !== ''")
    game = live_game(board)
    assert game.result is not None and game.result != "X"
    assert page.is_visible("#result") and page.is_hidden("#pause") and page.is_hidden("#finish")
    assert page.evaluate("getComputedStyle(document.getElementById('status-text'), '::before').content") \
        .strip('"'), "the result's headline, as at any end"
    screenshot(page, "people-out-finished-" + language)
