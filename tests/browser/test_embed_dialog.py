"""The Embed dialog: the code it writes opens what its preview shows."""

import html.parser
from urllib.parse import quote

from game import Game
from game.bot import puzzles
from boardpage import BoardPage
from pages import screenshot

RECORD = "1. a1-b2-c3, k10-i9-h8, b3-c4-d5"


class Iframe(html.parser.HTMLParser):
    def handle_starttag(self, tag, attrs):
        self.tag, self.attrs = tag, dict(attrs)


def iframe_of(page):
    parsed = Iframe()
    parsed.feed(page.input_value("#embed-code"))
    assert parsed.tag == "iframe"
    return parsed.attrs


def preview(page):
    """The preview's page, once it has loaded the link the dialog shows (while
    the iframe navigates, its document may have no root element yet)."""
    page.wait_for_function("() => { const f = document.querySelector('#embed-preview');"
                           " return f.src === document.querySelector('#embed-link').value"
                           " && f.contentDocument?.documentElement?.dataset.ready === 'true'"
                           " && f.contentWindow.location.href === f.src; }", timeout=60_000)
    return BoardPage(page.query_selector("#embed-preview").content_frame())


def test_the_code_opens_the_position_shown_with_the_reader_against_the_bot(open_page, base_url):
    page = open_page()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    board = BoardPage(page, base_url, "?record=" + quote(RECORD))
    board.press("previous")
    board.press("previous")   # the person looks at the position after 7 sub-moves
    assert board.data("view") == "7"
    board.press("embed")
    page.wait_for_selector("#embed-dialog[open]")
    page.select_option("#embed-form select[name=opponent]", "hard")
    page.fill("#embed-form input[name=width]", "320")
    page.fill("#embed-form input[name=height]", "360")
    page.select_option("#embed-form select[name=language]", "ru")   # a change event: the code follows
    page.wait_for_function("document.querySelector('#embed-code').value.includes('lang=ru')")
    attrs = iframe_of(page)
    assert (attrs["width"], attrs["height"], attrs["loading"]) == ("320", "360", "lazy")
    assert attrs["title"] == "Война вирусов: позиция, чтобы сыграть"
    assert attrs["src"] == page.input_value("#embed-link")
    shown = preview(page)
    page.click("#embed-copy")
    page.wait_for_function("document.querySelector('#embed-said').textContent === 'Copied.'")
    assert page.evaluate("navigator.clipboard.readText()") == page.input_value("#embed-code")
    screenshot(page, "embed-dialog-play")

    reader = BoardPage(open_page(), attrs["src"])
    expected = "1. a1-b2-c3, k10-i9-h8\n2. b3"   # the move list, a line a round
    for opened in (shown, reader):
        assert opened.record() == expected and opened.data("turn") == "X" and opened.data("left") == "2"
        assert opened.page.evaluate("document.documentElement.classList.contains('embed')")
        assert opened.page.evaluate("document.documentElement.lang") == "ru"
    reader.click("c4", "d5")   # the reader plays X, the hard bot answers as O
    reader.wait_for("s.dataset.turn === 'O'")
    reader.wait_for("s.dataset.turn === 'X'")
    assert board.record() == "1. a1-b2-c3, k10-i9-h8\n2. b3-c4-d5", "the person's game is as it was"


def test_a_box_too_small_is_refused_in_words_and_the_code_kept(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url, "?mode=two&record=" + quote(RECORD))
    board.press("embed")
    page.wait_for_selector("#embed-dialog[open]")
    code = page.input_value("#embed-code")
    page.fill("#embed-form input[name=width]", "200")
    page.dispatch_event("#embed-form input[name=width]", "change")
    page.wait_for_function("document.querySelector('#embed-error').textContent.includes('280')")
    assert page.input_value("#embed-code") == code
    page.click("#embed-close")
    page.wait_for_selector("#embed-dialog:not([open])", state="attached")
    assert board.record() == "1. a1-b2-c3, k10-i9-h8\n2. b3-c4-d5"


def test_the_code_is_written_once_the_words_of_its_title_have_come(cut_page, base_url):
    page, errors = cut_page
    held = []   # the Russian words' archive (the preview asks for it too), held until the code is read
    page.route("**/assets/bundle/page-ru.tar.gz", lambda route: held.append(route))
    board = BoardPage(page, base_url, "?mode=two&record=" + quote(RECORD))
    board.press("embed")
    page.wait_for_selector("#embed-dialog[open]")
    with page.expect_request("**/assets/bundle/page-ru.tar.gz"):
        page.select_option("#embed-form select[name=language]", "ru")
    code = page.input_value("#embed-code")
    assert "lang=ru" not in code, "no code in Russian with an English title: " + code
    assert page.is_disabled("#embed-copy")
    while held:
        held.pop().continue_()
    page.wait_for_function("document.querySelector('#embed-code').value.includes('lang=ru')")
    assert iframe_of(page)["title"] == "Война вирусов: позиция, чтобы сыграть"
    assert page.is_enabled("#embed-copy") and errors == []


def test_a_title_whose_words_cannot_come_is_in_the_pages_words_till_the_dialog_opens_again(cut_page, base_url):
    page, errors = cut_page   # offline before the page had the Russian words
    line = {"cut": True}
    page.route("**/assets/bundle/page-ru.tar.gz",
               lambda route: route.abort("internetdisconnected") if line["cut"] else route.continue_())
    board = BoardPage(page, base_url, "?mode=two&record=" + quote(RECORD))
    board.press("embed")
    page.wait_for_selector("#embed-dialog[open]")
    english = iframe_of(page)["title"]
    page.select_option("#embed-form select[name=language]", "ru")
    page.wait_for_function("document.querySelector('#embed-code').value.includes('lang=ru')")
    assert iframe_of(page)["title"] == english
    assert board.record() == RECORD.replace(", b3", "\n2. b3"), "the game is as it was"
    line["cut"] = False
    page.click("#embed-close")
    board.press("embed")
    page.wait_for_function("document.querySelector('#embed-code').value.includes('Война')")
    assert iframe_of(page)["title"] == "Война вирусов: позиция, чтобы сыграть"
    assert [text for text in errors if "ERR_INTERNET_DISCONNECTED" not in text] == [], errors


def test_a_replay_from_a_chosen_move_opens_there_in_the_code_and_the_preview(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url, "?mode=two&record=" + quote(RECORD))
    board.press("embed")
    page.wait_for_selector("#embed-dialog[open]")
    page.check("#embed-form input[name=view][value=replay]")
    assert page.input_value("#embed-form input[name=move]") == "9", "it opens where the board is"
    page.fill("#embed-form input[name=move]", "4")
    page.dispatch_event("#embed-form input[name=move]", "change")
    page.wait_for_function("document.querySelector('#embed-link').value.includes('move=4')")
    src = iframe_of(page)["src"]
    assert "view=replay" in src
    for opened in (preview(page), BoardPage(open_page(), src)):
        assert opened.data("view") == "4" and opened.record() == RECORD.replace(", b3", "\n2. b3")


def test_a_puzzle_from_the_position_shown_is_checked_by_the_search(open_page, base_url):
    # X to move wins in one turn, two ways (found by game/tools/build/puzzles.py)
    win_in_one = ('[Size "7x7"]\n\n1. a1-a2-b3, g7-f7-e6\n2. c4-d5-e6, f6-e5-d5\n3. d4-e5-f6, e7-d6-d4\n'
                  '4. c5-d6-f4, d7-c6-e3\n5. e3-c6-f2, c7-b6-c5\n6. b6-d2-c7, g6-f5-f4')
    page = open_page()
    held = []   # the bot's files, held back: the dialog is opened before a worker is up
    asked = []  # every request for them, held or let through

    def bot_file(route):
        asked.append(route.request.url)
        if held == ["let go"]:
            route.continue_()
        else:
            held.append(route)
    page.context.route("**/assets/bundle/bot-*", bot_file)
    board = BoardPage(page, base_url, "?mode=two&record=" + quote(win_in_one))
    board.press("embed")
    page.wait_for_selector("#embed-dialog[open]")
    page.check("#embed-form input[name=view][value=puzzle]")
    page.wait_for_function("document.querySelector('#embed-puzzle').textContent.includes('Looking')")
    # no worker is up: the request for its files may not have reached the route yet
    assert page.get_attribute("html", "data-bot-stage") in (None, "")
    routes = held[:]
    held[:] = ["let go"]
    for route in routes:
        route.continue_()
    page.wait_for_function("document.querySelector('#embed-puzzle').textContent.includes('2 turns win')",
                           timeout=90_000)
    assert asked, "the search that answered came from the bot's files, through the route"
    src = iframe_of(page)["src"]
    assert "view=puzzle" in src and "task=" not in src, "win in one is the default task"
    shown = preview(page)
    assert shown.data("puzzle") == "open" and shown.data("turn") == "X"
    page.select_option("#embed-form select[name=task]", "win2")
    page.wait_for_function("document.querySelector('#embed-link').value.includes('task=win2')")
    try:   # the dialog says what the search says, here on CPython
        expected = "%d turns win" % len(puzzles.solutions(Game.from_record(win_in_one), 2))
    except puzzles.OutOfReach:
        expected = "could not tell"
    page.wait_for_function("document.querySelector('#embed-puzzle').textContent.includes(%r)" % expected,
                           timeout=90_000)
    # back on a position with no win: the dialog says so
    page.click("#embed-close")
    board.press("first")
    board.press("embed")
    page.wait_for_function("document.querySelector('#embed-puzzle').textContent.includes('No turn wins')",
                           timeout=90_000)


# the contrast (WCAG) of the embed's ink on what its preview stands on: the
# frame's background, or the first of its ancestors' that has one
PREVIEW_CONTRAST = """() => {
    const rgb = (text) => text.match(/[\\d.]+/g).map(Number);
    let node = document.querySelector('#embed-frame'), under = null;
    for (; node && !under; node = node.parentElement) {
        const colour = rgb(getComputedStyle(node).backgroundColor);
        if (colour.length < 4 || colour[3] > 0) under = colour;
    }
    const frame = document.querySelector('#embed-preview').contentDocument.documentElement;
    const ink = rgb(getComputedStyle(frame).color);
    const light = (c) => { const [r, g, b] = c.slice(0, 3).map((v) => { v /= 255;
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
    const [a, b] = [light(under), light(ink)].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
}"""


def test_a_transparent_embeds_preview_stands_on_a_backdrop_of_its_theme(open_page, base_url):
    # a dark transparent embed was previewed on the dialog's white: chalk on white paper
    page = open_page(color_scheme="light")
    board = BoardPage(page, base_url, "?mode=two&record=" + quote(RECORD))
    board.press("embed")
    page.wait_for_selector("#embed-dialog[open]")
    for theme, transparent in (("dark", True), ("dark", False), ("light", True), ("auto", True)):
        page.select_option("#embed-form select[name=theme]", theme)
        page.set_checked("#embed-form input[name=transparent]", transparent)
        page.dispatch_event("#embed-form input[name=transparent]", "change")
        preview(page)
        shown = "light" if theme == "auto" else theme   # the author's device is light
        assert page.evaluate("document.querySelector('#embed-preview').contentDocument"
                             ".documentElement.dataset.theme") == shown
        assert page.evaluate(PREVIEW_CONTRAST) >= 4.5, (theme, transparent, page.evaluate(PREVIEW_CONTRAST))
        if theme == "dark" and transparent:
            screenshot(page, "embed-dialog-dark-transparent")
    # an author in the dark choosing a light transparent embed: the same the other way round
    page = open_page(color_scheme="dark")
    board = BoardPage(page, base_url, "?mode=two&record=" + quote(RECORD))
    board.press("embed")
    page.wait_for_selector("#embed-dialog[open]")
    page.select_option("#embed-form select[name=theme]", "light")
    page.check("#embed-form input[name=transparent]")
    page.dispatch_event("#embed-form input[name=transparent]", "change")
    preview(page)
    assert page.evaluate(PREVIEW_CONTRAST) >= 4.5


def test_an_analysed_game_embeds_with_its_judgements_in_the_replays_list(open_page, base_url):
    annotated = "1. a1-b2-c3!? {win 64%}, k10-i9-h8?? {win 20%; best k10-i9-i8 41%}\n2. b3-c4-d5"
    page = open_page()
    board = BoardPage(page, base_url, "?mode=two&record=" + quote(annotated))
    board.press("embed")
    page.wait_for_selector("#embed-dialog[open]")
    page.check("#embed-form input[name=view][value=replay]")
    page.wait_for_function("document.querySelector('#embed-link').value.includes('view=replay')")
    for opened in (preview(page), BoardPage(open_page(), iframe_of(page)["src"])):
        assert opened.record() == annotated
        assert opened.page.eval_on_selector_all("#record .note", "notes => notes.map(n => n.textContent)") == [
            "!? {win 64%}", "?? {win 20%; best k10-i9-i8 41%}"]
