"""Links and embeds: URL parameters, ?embed in any box, an iframe on another site, Share."""

import json
from urllib.parse import quote

import pytest

from boardpage import BoardPage
from pages import screenshot
from game import Game
from game.rules.shapes import rules_for
from game.web.words import Strings
from helpers import ENDS

NO_SCROLLBARS = ("(() => { const e = document.documentElement;"
                 " return e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight; })()")
SMALL_TARGETS = ("Array.from(document.querySelectorAll('button, a, select'))"
                 ".filter(e => e.offsetParent !== null)"
                 ".filter(e => { const r = e.getBoundingClientRect(); return r.width < 44 || r.height < 44; })"
                 ".map(e => e.id || e.textContent)")


def test_url_parameters_set_up_the_game(watched, base_url):
    board = BoardPage(watched, base_url, "?size=8x6&actions=2&mode=two&variant=last-mover-wins")
    assert (board.board("cols"), board.board("rows"), board.data("left")) == ("8", "6", "2")
    board.click("a1", "b2")
    assert board.record() == '[Size "8x6"]\n[Actions "2"]\n[Variant "last-mover-wins"]\n\n1. a1-b2'
    assert board.data("turn") == "O", "two players: nobody's bot answers"


def test_a_bad_parameter_is_reported_and_the_default_game_still_plays(watched, base_url):
    watched.set_viewport_size({"width": 900, "height": 600})   # a short window: the panel is tight
    board = BoardPage(watched, base_url, "?size=99&level=god&actions=2&side=Z")
    status = board.status()
    assert "size must be like 8 or 8x6" in status and "level must be one of easy, medium, hard, expert" in status
    assert board.board("cols") == "10" and board.data("left") == "2", "the good parameter applies"
    assert watched.evaluate("document.querySelector('#status').getBoundingClientRect().bottom"
                            " <= document.querySelector('#pass').getBoundingClientRect().top"), \
        "a long report never spills over the buttons"
    board.click("a1")
    assert board.record() == '[Actions "2"]\n\n1. a1'


def test_a_record_in_the_link_can_be_stepped_through(watched, base_url):
    record = "1. a1-b2-c3, k10-i9-h8"
    board = BoardPage(watched, base_url, "?record=" + quote(record))
    assert board.record() == record and "two players" in board.page.text_content("#mode").lower()
    board.press("previous")
    assert board.data("view") == "5" and "Showing sub-move 5 of 6" in board.status()
    board.click("g7")
    assert "looking back" in board.status() and board.record() == record
    board.press("first")
    assert board.data("view") == "0"
    board.press("next")
    assert board.data("view") == "1"
    board.press("last")
    assert board.data("view") == ""
    board.click("d4")
    assert board.record() == record + "\n2. d4"
    broken = BoardPage(watched, base_url, "?record=" + quote("1. a1-zz"))
    assert "record cannot be read: line 1, column 7" in broken.status()
    assert broken.record() == ""


@pytest.mark.parametrize("box", [(280, 280), (360, 280), (640, 400), (300, 600)])
def test_embed_fits_any_box_without_scrollbars(open_page, base_url, box):
    page = open_page(viewport={"width": box[0], "height": box[1]})
    board = BoardPage(page, base_url, "?embed&size=8")
    assert page.evaluate(NO_SCROLLBARS)
    assert page.evaluate(SMALL_TARGETS) == []
    assert page.is_hidden("#record") and page.is_hidden("h1") and page.is_visible("#full-page")
    x, y, width, height = (float(v) for v in board.board("grid").split())
    assert width >= 0.5 * min(box) and height >= 0.45 * min(box), "the board takes most of the box"
    board.click("a1")
    assert board.data("left") == "2"
    screenshot(page, "embed-%dx%d" % box)


@pytest.mark.parametrize("box", [(280, 280), (320, 360), (360, 420), (360, 440)])
def test_a_finished_embed_keeps_one_row_of_controls_and_its_board(open_page, base_url, box):
    page = open_page(viewport={"width": box[0], "height": box[1]})
    board = BoardPage(page, base_url, "?embed&mode=two&size=3")
    grid = board.board("grid")
    board.click("a1", "b2", "c3", "c3", "a2", "a3", "b3")
    assert board.data("result") == "X" and page.is_visible("#play-again")
    assert page.is_visible("#review") and page.is_hidden("#tally") and page.is_hidden("#result-new")
    headline = "getComputedStyle(document.getElementById('status-text'), '::before').content"
    # two people: the reason names the winner, so no "X won · X wins: ..." said twice on the one line
    assert page.evaluate(headline) == "none" and board.status().startswith("X wins: O has no legal sub-move")
    middle = "id => { const r = document.getElementById(id).getBoundingClientRect(); return r.top + r.height / 2; }"
    assert page.evaluate(middle, "play-again") == page.evaluate(middle, "review") \
        == page.evaluate(middle, "full-page"), "one row"
    assert board.board("grid") == grid, "the board keeps its size"
    assert page.evaluate(NO_SCROLLBARS) and page.evaluate(SMALL_TARGETS) == []
    screenshot(page, "embed-over-%dx%d" % box)
    board.press("play-again")
    assert board.record() == '[Size "3x3"]' and board.board("grid") == grid


# the top of every control shown under the board, by its id
CONTROL_TOPS = ("Object.fromEntries(Array.from(document.querySelectorAll('.panel :is(button, a, select)'))"
                ".filter(e => e.offsetParent !== null)"
                ".map(e => [e.id, Math.round(e.getBoundingClientRect().top)]))")


@pytest.mark.parametrize("width", [280, 300, 360, 400])
@pytest.mark.parametrize("mode", ["two", "bot&side=X"])
def test_a_russian_embed_keeps_its_controls_in_one_row_at_every_width_the_dialog_offers(
        open_page, base_url, width, mode):
    # Пропустить and Отменить beside ‹ › ↗ took two rows under 400 px: the board lost a row's height
    page = open_page(viewport={"width": width, "height": 360})
    board = BoardPage(page, base_url, "?embed&lang=ru&mode=%s&record=%s" % (mode, quote("1. a1-b2-c3, k10-i9-h8")))
    board.click("d4")
    page.wait_for_selector("#undo:enabled")
    tops = page.evaluate(CONTROL_TOPS)
    assert set(tops) == {"pass", "undo", "previous", "next", "full-page"}, tops
    assert len(set(tops.values())) == 1, tops
    assert page.evaluate(NO_SCROLLBARS) and page.evaluate(SMALL_TARGETS) == []
    assert page.get_attribute("#pass", "aria-label") is None, "its name is the word it shows"
    page.click("#undo")
    board.wait_for("s.dataset.left === '3'")
    screenshot(page, "embed-ru-%d" % width)


def test_an_embed_against_the_bot_ends_with_you_won_before_the_reason(open_page, base_url):
    page = open_page(viewport={"width": 360, "height": 440})
    record = '[Size "3x3"]\n1. a1-b2-c3, c3\n2. a2-a3-b3'
    board = BoardPage(page, base_url, "?embed&mode=bot&side=X&record=" + quote(record))
    assert board.data("result") == "X"
    headline = "getComputedStyle(document.getElementById('status-text'), '::before').content"
    assert page.evaluate(headline) == '"You won · "', "what the reason does not say: that you are X"
    assert board.status().startswith("X wins: O has no legal sub-move")


def test_an_embeds_end_cut_short_under_its_headline_opens_with_a_tap(open_page, base_url):
    page = open_page(viewport={"width": 280, "height": 280})
    board = BoardPage(page, base_url, "?embed&mode=two&lang=ru&game=capture&scoring=territory&size=5&actions=2")
    board.click(*[action for side, action in Game.from_record(ENDS["counted"]).history()])
    assert board.data("result") == "X"
    # the headline leads the two lines, so the count's reason cannot fit: marked at once, not at the next drawing
    assert board.data("clipped") == "true", board.status()
    board.page.click("#status")
    assert board.data("open") == "true"
    screenshot(page, "embed-end-opened")

def test_an_iframe_on_another_site_plays_a_turn(blog, base_url):
    page = blog('<h1>My post</h1><iframe src="%s?embed&level=easy" width="320" height="360" title="Virus War">'
                '</iframe>' % base_url)
    board = BoardPage(page.frames[1])
    board.click("a1", "b2", "c3")
    board.wait_for_human("X")
    assert board.record().startswith("1. a1-b2-c3, k10"), "the bot answered inside the iframe"
    screenshot(page, "iframe-on-a-blog")


def test_share_puts_the_game_in_the_address_and_the_link_opens_it(open_page, base_url):
    page = open_page()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    board = BoardPage(page, base_url)
    board.new_game(mode="two", width=7, height=7)
    board.click("a1", "b2")
    board.press("share")
    board.wait_for("s.textContent.includes('link to this game')", timeout=5_000)
    link = page.url
    assert "#" in link and "record=" in link and page.evaluate("navigator.clipboard.readText()") == link
    friend = BoardPage(open_page(), link)
    assert friend.record() == '[Size "7x7"]\n\n1. a1-b2' and friend.board("cols") == "7"
    friend.click("c3")
    # a link opened in a tab that already shows a game replaces it
    friend.page.goto(base_url + "#mode=two&size=5")
    friend.page.wait_for_function("document.querySelector('#board').dataset.cols === '5'", timeout=5_000)


def test_share_without_the_clipboard_still_puts_the_link_in_the_address(open_page, base_url):
    page = open_page()
    page.add_init_script("navigator.clipboard.writeText = () => "
                         "Promise.reject(new DOMException('refused', 'NotAllowedError'))")
    board = BoardPage(page, base_url, "?size=6&mode=two")
    board.click("a1")
    board.press("share")
    board.wait_for("s.textContent.includes('copy it from there')", timeout=5_000)
    game_id = page.evaluate("new URLSearchParams(location.hash.slice(1)).get('id')")
    assert page.url == base_url + "#id=%s&size=6x6&mode=two&record=%%5BSize+%%226x6%%22%%5D%%0A%%0A1.+a1" % game_id
    board.reload()
    assert board.record() == '[Size "6x6"]\n\n1. a1'


def test_back_and_forward_show_the_game_the_address_names(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url, "?mode=two")
    cols = "document.querySelector('#board').dataset.cols === '%s'"
    first = page.evaluate("new URLSearchParams(location.hash.slice(1)).get('id')")   # the game the address names
    board.click("a1", "b2")
    page.evaluate("location.hash = 'size=8'")
    page.wait_for_function(cols % "8", timeout=5_000)
    board.click("a1")
    page.go_back()
    page.wait_for_function(cols % "10", timeout=5_000)
    assert page.url.startswith(base_url + "#id=%s&" % first) and board.record() == "1. a1-b2"
    board.click("c3")
    page.go_forward()
    page.wait_for_function(cols % "8", timeout=5_000)
    assert board.record() == '[Size "8x8"]\n\n1. a1'
    page.go_back()
    page.wait_for_function(cols % "10", timeout=5_000)
    assert board.record() == "1. a1-b2-c3", "the move played after Back was saved with its own game"


STATUS_LINES = ("(() => { const s = document.querySelector('#status'), style = getComputedStyle(s);"
                " return (s.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom))"
                " / parseFloat(style.lineHeight); })()")


@pytest.mark.parametrize("screen, query", [
    ((1280, 800), "record=" + "z" * 20), ((1280, 800), "record=" + "z" * 300),
    ((1280, 800), "record=" + "z" * 5000), ((390, 844), "q" * 80 + "=1&record=1.+a1-" + "y" * 200),
], ids=["20", "300", "5000", "phone"])
def test_a_long_notice_is_short_on_screen_and_the_board_keeps_its_size(open_page, base_url, screen, query):
    page = open_page(viewport={"width": screen[0], "height": screen[1]})
    grid = BoardPage(page, base_url, "?mode=two").board("grid")
    board = BoardPage(page, base_url, "?mode=two&" + query)
    assert "cannot be read" in board.status()
    assert board.board("grid") == grid, "the board keeps its size"
    assert page.evaluate("document.documentElement.scrollWidth") <= screen[0], "no sideways scrolling"
    assert page.evaluate(STATUS_LINES) < 3.5
    screenshot(page, "long-notice-%s" % page.evaluate("location.search.length"))
    page.click("#status")   # the whole of it, on demand
    assert board.data("open") == "true" and page.evaluate(STATUS_LINES) > 3.5
    assert board.board("grid") == grid and page.evaluate("document.documentElement.scrollWidth") <= screen[0]
    page.keyboard.press("Enter")   # focused by the click: the keyboard closes it too
    assert board.data("open") == "false" and page.evaluate(STATUS_LINES) < 3.5
    board.click("a1")
    assert board.status() == "X to move: sub-move 2 of 3." and board.data("clipped") == "false"


# Whether the status shows its words up to the end of ``words`` (the lines after the
# clamp are laid out below the box, cut off).
SHOWN_UP_TO = """words => {
    const box = document.getElementById('status-text'), text = box.firstChild;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, text.data.indexOf(words) + words.length);
    const rects = range.getClientRects();
    return rects[rects.length - 1].bottom <= box.getBoundingClientRect().bottom + 1;
}"""


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("screen, embed", [((1280, 800), ""), ((360, 640), ""), ((280, 280), "&embed")],
                         ids=["desktop", "phone", "embed"])
def test_a_bad_link_keeps_the_move_words_names_what_is_not_used_and_tells_why_on_a_tap(
        open_page, base_url, language, screen, embed):
    text = Strings(language)
    moves = text("status.your-move", side="X", progress=text("progress", done=1, total=3))
    page = open_page(viewport={"width": screen[0], "height": screen[1]})
    board = BoardPage(page, base_url, "?game=chess&level=insane&side=Z&actions=0&lang=" + language + embed)
    line, why = {"en": ("Not used from the link: game, actions, side, level.",
                        "level must be one of easy, medium, hard, expert."),
                 "ru": ("Из ссылки не взято: game, actions, side, level.",
                        "Параметр level должен быть одним из: easy, medium, hard, expert.")}[language]
    assert board.status().startswith(moves + " " + line + " ") and board.status().endswith(why)
    assert page.evaluate(SHOWN_UP_TO, moves), "the move words, whole"
    if not embed:   # the embed's two lines have room for the move words only
        assert page.evaluate(SHOWN_UP_TO, line), "the line naming what the link could not use"
    assert board.data("clipped") == "true" and not page.evaluate(SHOWN_UP_TO, why)
    screenshot(page, "bad-link-%s-%dx%d" % (language, screen[0], screen[1]))
    page.click("#status")
    assert board.data("open") == "true"
    page.hover("#status-text")
    page.mouse.wheel(0, 1000)   # a small box scrolls to the end of it (wheel or finger)
    page.wait_for_function("(%s)(%s)" % (SHOWN_UP_TO, json.dumps(why)), timeout=5_000)   # why, on a tap
    screenshot(page, "bad-link-open-%s-%dx%d" % (language, screen[0], screen[1]))
    board.click("a1")
    assert board.status() == text("status.your-move", side="X", progress=text("progress", done=2, total=3))


def test_a_link_with_a_record_that_cannot_be_read_says_so_and_plays_against_the_bot(watched, base_url):
    board = BoardPage(watched, base_url, "?record=garbage")
    assert board.status().startswith("Your move (X): sub-move 1 of 3. Not used from the link: record. "
                                     "The record cannot be read: line 1, column 1:")
    assert "against the medium bot" in watched.text_content("#mode"), "as the link without its record"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_embeds_full_page_link_opens_the_game_in_the_embeds_language(open_page, base_url, language):
    page = open_page(viewport={"width": 320, "height": 360}, locale="ru-RU" if language == "en" else "en-US")
    board = BoardPage(page, base_url, "?embed&size=8&mode=two&lang=" + language)
    board.click("a1")
    href = page.get_attribute("#full-page", "href")
    assert href.startswith("./?lang=%s#" % language), href
    full = BoardPage(open_page(locale="ru-RU" if language == "en" else "en-US"), base_url + href[2:])
    assert full.page.evaluate("document.documentElement.lang") == language, "not the browser's language"
    assert full.record() == '[Size "8x8"]\n\n1. a1'
    assert not full.page.evaluate("document.documentElement.classList.contains('embed')")


def test_a_shape_in_the_link_sets_the_board_and_share_writes_it_back(open_page, base_url):
    page = open_page()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    board = BoardPage(page, base_url, "?shape=ring&mode=two&actions=2")
    holes = " ".join(rules_for("ring").holes)
    assert board.record() == '[Holes "%s"]\n[Actions "2"]' % holes and board.board("cols") == "10"
    board.click("a1", "b2")
    board.press("share")
    board.wait_for("s.textContent.includes('link to this game')", timeout=5_000)
    assert "shape=ring" in page.url and "size=" not in page.url and "holes=" not in page.url
    friend = BoardPage(open_page(), page.url)
    assert friend.record() == '[Holes "%s"]\n[Actions "2"]\n\n1. a1-b2' % holes
    friend.click("e5")
    friend.wait_for("s.textContent.includes('e5 is off the board')", timeout=5_000)
    bad = BoardPage(open_page(), base_url + "?shape=moon&size=6&mode=two")
    bad.wait_for("s.textContent.includes('Not used from the link: shape')", timeout=5_000)
    assert bad.board("cols") == "6" and bad.record() == '[Size "6x6"]', "the rest of the link applies"


@pytest.mark.parametrize("query, size, players", [
    ("game=bases&players=9&size=3", "3x3", 9), ("game=bases&players=30&size=8", "8x8", 30),
    ("game=bases&players=22&size=4&start=edge", "4x4", 22)])
def test_a_link_with_more_players_than_its_board_holds_plays_them_on_the_default_board(
        open_page, base_url, query, size, players):
    page = open_page()
    board = BoardPage(page, base_url, "?mode=two")
    board.click("a1")
    before = page.url
    board = BoardPage(page, base_url, "?" + query)
    assert board.status().endswith("Not used from the link: size. The %s board has too few edge cells to "
                                   "start %d players: the board is 10x10." % (size, players))
    assert board.board("cols") == "10" and page.locator("#sides-list li").count() == players
    screenshot(page, "more-players-than-the-board-holds-%d" % players)
    board.reload()
    assert board.board("cols") == "10" and page.locator("#sides-list li").count() == players, "kept"
    board = BoardPage(page, before)
    assert board.record() == "1. a1", "the game played before is kept"


@pytest.mark.parametrize("view, shown", [("", "true"), ("&view=replay&move=3&record=" + quote(ENDS["counted"]),
                                                     "s.dataset.view === '3'"),
                                         ("&view=puzzle", "s.dataset.puzzle === 'open'")],
                         ids=["play", "replay", "puzzle"])
@pytest.mark.parametrize("box", [(800, 600), (1024, 768)])
def test_a_large_embed_has_no_scrollbars(open_page, base_url, box, view, shown):
    page = open_page(viewport={"width": box[0], "height": box[1]})
    board = BoardPage(page, base_url, "?embed" + view)
    board.wait_for(shown, timeout=10_000)
    size = page.evaluate("(() => { const e = document.scrollingElement;"
                         " return [e.scrollWidth, e.clientWidth, e.scrollHeight, e.clientHeight]; })()")
    assert size[0] <= size[1] and size[2] <= size[3], size
    screenshot(page, "embed-%s-%dx%d" % ((view.split("&")[1][len("view="):] if view else "play",) + box))
