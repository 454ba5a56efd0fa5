"""The move list as a navigator: a click, a tap or a key on a sub-move shows the
board right after it; the move shown is marked; the newest move stays in view."""

from urllib.parse import quote

import pytest

from boardpage import BoardPage
from pages import screenshot
from game import Game, Rules
from game.engine.game import PASS, RESIGN
from helpers import ENDS, ENDS_OF_MORE, finished_game
from test_page import SEVENTEEN_ROUNDS

PHONE = {"viewport": {"width": 412, "height": 915}, "device_scale_factor": 2.6,
         "is_mobile": True, "has_touch": True}
CURRENT = "#record [aria-current='step']"
LIST_AT_END = ("(() => { const r = document.querySelector('#record');"
               " return r.scrollHeight > r.clientHeight"
               " && r.scrollTop + r.clientHeight >= r.scrollHeight - 1; })()")
# where the page and the panel beside the board are scrolled
SCROLLED = "[scrollY, document.querySelector('.panel').scrollTop]"


def move(index):
    """The list's entry for the history entry at ``index``."""
    return "#record [data-index='%d']" % index


def current(board):
    """The words and history index of every move marked as the one the board shows."""
    return board.page.eval_on_selector_all(
        CURRENT, "(moves) => moves.map(m => [m.textContent, m.dataset.index])")


def test_a_click_on_a_move_shows_the_board_right_after_it(board):
    board.new_game(mode="two")
    board.load("1. a1-b2-c3, k10-i9-h8\n2. d4-e5")
    assert current(board) == [["e5", "7"]], "the live game's last move"
    board.page.click(move(1))
    assert board.data("view") == "2"
    assert board.status() == "Showing sub-move 2 of 8. Press » to return to the game."
    assert current(board) == [["b2", "1"]]
    assert board.page.get_attribute("#record", "data-reviewing") == "true"
    board.page.click(move(4))   # O's i9
    assert board.data("view") == "5" and current(board) == [["i9", "4"]]
    board.press("previous")
    assert current(board) == [["k10", "3"]], "the step buttons move the mark too"
    board.page.click(move(7))
    assert board.data("view") == "" and current(board) == [["e5", "7"]], "the last move is the live game"
    assert board.record() == "1. a1-b2-c3, k10-i9-h8\n2. d4-e5", "the list reads as the record"
    board.click("f6")
    assert board.record() == "1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6" and current(board) == [["f6", "8"]]


def test_the_list_is_one_tab_stop_and_the_arrow_keys_step_through_it(board):
    board.new_game(mode="two")
    board.load("1. a1-b2-c3, k10-i9-h8\n2. d4")
    board.page.focus("#copy")
    board.page.keyboard.press("Shift+Tab")
    focused = "document.activeElement.dataset.index"
    assert board.page.evaluate(focused) == "6", "Tab lands on the current move, not the first of all"
    board.page.keyboard.press("ArrowLeft")
    assert board.data("view") == "6" and board.page.evaluate(focused) == "5"
    board.page.keyboard.press("Home")
    assert board.data("view") == "0" and current(board) == []
    assert board.page.evaluate(focused) == "0", "the first move keeps the focus in the list"
    board.page.keyboard.press("Enter")
    assert board.data("view") == "1" and current(board) == [["a1", "0"]]
    board.page.keyboard.press("ArrowDown")
    assert board.data("view") == "2"
    board.page.keyboard.press("End")
    assert board.data("view") == "" and board.page.evaluate(focused) == "6"
    board.page.keyboard.press("Shift+Tab")
    assert board.page.evaluate("document.activeElement.closest('#record')") is None, "one Tab stop"


def test_the_newest_move_stays_in_view_and_looking_back_scrolls_the_list_alone(board):
    board.new_game(mode="two")
    board.load(SEVENTEEN_ROUNDS)
    game = Game.from_record(SEVENTEEN_ROUNDS)
    for cell in ("h2", "a6", "a7"):    # round 18, X's turn, by clicks
        board.click(cell)
        game.play(cell)
    for cell in ("g3", "h1", "g6"):    # and O's answer
        board.click(cell)
        game.play(cell)
    assert board.record() == game.record()
    assert board.page.evaluate(LIST_AT_END), "the newest round in view"
    scrolled = board.page.evaluate(SCROLLED)
    board.page.click(move(1))
    assert board.data("view") == "2"
    for _ in range(3):
        board.press("next")
    assert board.data("view") == "5"
    in_view = ("(() => { const r = document.querySelector('#record').getBoundingClientRect();"
               " const m = document.querySelector(%r).getBoundingClientRect();"
               " return m.top >= r.top && m.bottom <= r.bottom; })()" % CURRENT)
    assert board.page.evaluate(in_view)
    assert not board.page.evaluate(LIST_AT_END), "looking back, the list stays where the person is"
    assert board.page.evaluate(SCROLLED) == scrolled, "the list scrolls, never the page"
    board.page.click("#last")
    assert board.data("view") == "" and board.page.evaluate(in_view)
    screenshot(board.page, "move-list-review")


def test_new_sub_moves_are_added_and_undone_ones_cut_off_never_the_list_rebuilt(board):
    board.new_game(mode="two")
    loaded = SEVENTEEN_ROUNDS[:-len("-e6-k1")]   # "17. f1-h8-b9, e4"
    board.load(loaded)
    board.page.eval_on_selector(move(0), "(first) => { first.probe = 'kept'; }")
    kept = "document.querySelector(%r).probe === 'kept'" % move(0)
    board.click("e6", "k1", "h2")
    assert board.record() == SEVENTEEN_ROUNDS + "\n18. h2" and current(board) == [["h2", "102"]]
    board.press("undo")
    assert board.record() == SEVENTEEN_ROUNDS and current(board) == [["k1", "101"]]
    board.press("undo")
    board.press("undo")
    assert board.record() == loaded and current(board) == [["e4", "99"]], "cut back into a round"
    assert board.page.evaluate(kept), "the list was cut, not written again"
    board.click("e6", "k1")
    assert board.record() == SEVENTEEN_ROUNDS and board.page.evaluate(kept)


def test_taps_on_moves_hit_on_a_phone(open_page, base_url):
    page = open_page(**PHONE)
    board = BoardPage(page, base_url)
    board.new_game(mode="two")
    board.load(SEVENTEEN_ROUNDS)
    sizes = page.eval_on_selector_all("#record [data-index]", "(moves) => moves.map(m => {"
                                      " const r = m.getBoundingClientRect(); return [r.width, r.height]; })")
    assert min(height for width, height in sizes) >= 30 and min(width for width, height in sizes) >= 30
    page.locator(move(40)).scroll_into_view_if_needed()
    for index in (40, 41, 42, 43):   # side by side: each tap hits its own move
        page.tap(move(index))
        assert board.data("view") == str(index + 1)
    screenshot(page, "phone-move-list-review")


# six rounds of four bots, cells of three characters among them
SIX_ROUNDS_OF_FOUR = ('[Game "bases"]\n[Players "4"]\n\n'
                      "1. a1-b2-c3, k10-i9-h8, k1-i2-h3, a10-b9-c8\n"
                      "2. d4-e5-f6, g7-f6-e5, g4-h5-i6, d7-c6-b5\n"
                      "3. c5-c6-b5, d4-f4-g4, i7-h8-i9, d6-e8-c5\n"
                      "4. c4-d7-e8, h3-i2-c3, g5-f4-g7, c4-d3-e2\n"
                      "5. a3-a4-f9, k9-i8-i7, h7-f8-f9, b3-b2-a4\n"
                      "6. b4-f8-b3, h6-g5-h7, h6-i8-i4, b4-a3-f2")
# each sub-move's history index, how many boxes it is drawn in and the top of its line
PLACES = ("Array.from(document.querySelectorAll('#record [data-index]'), m =>"
          " [Number(m.dataset.index), m.getClientRects().length, Math.round(m.getBoundingClientRect().top)])")


def turns_of(game):
    """The history indexes of each turn of ``game``: a side's sub-moves in a row
    (a pass and a resignation are turns of their own)."""
    turns = []
    history = game.history()
    for index, (side, action) in enumerate(history):
        going_on = index and history[index - 1][0] == side and RESIGN not in (action, history[index - 1][1]) \
            and PASS not in (action, history[index - 1][1])
        if going_on:
            turns[-1].append(index)
        else:
            turns.append([index])
    return turns


def broken_turns(board):
    """The turns of the list whose sub-moves are not all on one line."""
    places = dict((index, (boxes, top)) for index, boxes, top in board.page.evaluate(PLACES))
    return [turn for turn in turns_of(live_game(board))
            if len(set(places[index][1] for index in turn)) > 1 or any(places[index][0] != 1 for index in turn)]


def live_game(board):
    return Game.from_record(board.record())


@pytest.mark.parametrize("screen", ["phone", "desktop"])
def test_a_turn_never_breaks_across_lines(open_page, base_url, screen):
    options = {"viewport": {"width": 1280, "height": 800}} if screen == "desktop" else \
        {"viewport": {"width": 360, "height": 640}, "is_mobile": True, "has_touch": True, "device_scale_factor": 3}
    page = open_page(**options)
    board = BoardPage(page, base_url, "?mode=two&lang=en")
    board.load(SIX_ROUNDS_OF_FOUR)
    assert board.record() == SIX_ROUNDS_OF_FOUR
    assert broken_turns(board) == []
    lines = page.eval_on_selector_all("#record li:not(.tags)", "(rounds) => rounds.map(round => new Set("
                                      "Array.from(round.querySelectorAll('[data-index]'),"
                                      " m => Math.round(m.getBoundingClientRect().top))).size)")
    assert lines == [2] * 6, "a round of four on two lines, two turns on each"
    for step in range(3):   # sub-moves added one by one go on their turn's line
        board.click(live_game(board).legal_moves()[-1])
        assert broken_turns(board) == [], step
    board.press("undo")   # cut back into the turn, then on again
    board.click(live_game(board).legal_moves()[0])
    assert broken_turns(board) == []
    assert page.evaluate("(() => { const r = document.querySelector('#record');"
                         " return r.scrollWidth <= r.clientWidth; })()"), "nothing scrolls sideways"
    page.locator("#record").scroll_into_view_if_needed()
    screenshot(page, "move-list-four-" + screen)


@pytest.mark.parametrize("back", ["first", "Home"])
def test_back_at_the_start_the_list_is_scrolled_to_its_top(board, back):
    board.new_game(mode="two")
    board.load(SEVENTEEN_ROUNDS)
    board.page.click(move(48))   # the middle of the game, the list scrolled to it
    assert board.data("view") == "49"
    assert board.page.evaluate("document.querySelector('#record').scrollTop") > 0
    if back == "first":
        board.press("first")
    else:
        board.page.keyboard.press("Home")   # the list has the focus: the move clicked
    assert board.data("view") == "0"
    assert board.page.evaluate("document.querySelector('#record').scrollTop") == 0
    screenshot(board.page, "move-list-at-the-start-" + back)


# every round of the list laid out: none skipped as out of view (content-visibility; the
# tags, words alone, are laid out in the same update as the rounds)
ROUNDS_LAID_OUT = ("Array.from(document.querySelectorAll('#record li:has([data-index])'))"
                   ".every(round => round.querySelector('[data-index]').checkVisibility({contentVisibilityAuto: true}))")
RECORD_HEIGHT = "document.querySelector('#record').getBoundingClientRect().height"


def test_the_list_keeps_its_height_when_it_comes_into_view(open_page, base_url):
    """Out of view, rounds need not be laid out (style.css), but the list's box
    must not grow or shrink as they come into view, or the buttons below it move
    under a finger: a press on Load came up on the panel beside it."""
    page = open_page(viewport={"width": 1280, "height": 480})
    BoardPage(page, base_url, "?mode=two&lang=en&record=" + quote(ENDS["enclosed"]))
    assert page.evaluate("document.querySelector('#record').getBoundingClientRect().top") > 480, \
        "the list starts out of view"
    out_of_view = page.evaluate(RECORD_HEIGHT)
    page.locator("#record").scroll_into_view_if_needed()
    page.wait_for_function(ROUNDS_LAID_OUT)
    assert page.evaluate(RECORD_HEIGHT) == out_of_view


def test_a_list_longer_than_its_box_lays_out_only_the_rounds_in_view(board):
    """Late in a long game the rounds scrolled out of the list's view cost no
    layout nor paint (the list of a game of 30 holds 1,000 sub-moves)."""
    board.new_game(mode="two")
    board.load(finished_game(Rules(20, 20)).record())   # 133 rounds: far more than a screen
    board.page.wait_for_function(LIST_AT_END)
    first_round = "document.querySelector('#record [data-index]').checkVisibility({contentVisibilityAuto: true})"
    board.page.wait_for_function("!" + first_round)
    board.page.click(move(0))   # back to the first round: laid out as it comes into view
    board.page.wait_for_function(first_round)


def annotated_records():
    """Records with a game's comment, marks and comments, one on a turn a resignation interrupts."""
    four = Game.from_record(ENDS_OF_MORE["no-moves"])
    for turn, mark, comment in ((0, "!", None), (2, None, "too slow"), (5, "??", "win 3%"), (7, "?!", "last")):
        four.annotate(turn, mark, comment)
    four.annotate(None, comment="a game of four")
    return ["{club night}\n1. a1-b2-c3!? {the sharp line}, k10-i9-h8?? {win 64%}\n2. d4", four.record()]


def test_marks_and_comments_show_in_the_list_as_the_record_writes_them(board):
    board.new_game(mode="two")
    for record in annotated_records():
        board.load(record)
        assert board.record() == record
        assert board.page.eval_on_selector_all("#record .note", "notes => notes.length") > 0
    record = "1. a1-b2-c3!? {the sharp line}, k10-i9-h8?? {win 64%}"
    board.load(record)
    board.click("d4")   # a turn after the last one judged: the notes stay
    assert board.record() == record + "\n2. d4"
    board.press("undo")   # cut back to the judged turn's last sub-move: its note with it, and written again
    assert board.record() == record
    screenshot(board.page, "move-list-annotated")
