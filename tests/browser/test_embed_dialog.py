"""The Embed dialog: the code it writes opens what its preview shows."""

import html.parser
from urllib.parse import quote

from game.tools.boardpage import BoardPage
from conftest import screenshot

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
    """The preview's page, once it has loaded the link the dialog shows."""
    page.wait_for_function("() => { const f = document.querySelector('#embed-preview');"
                           " return f.src === document.querySelector('#embed-link').value"
                           " && f.contentDocument && f.contentDocument.documentElement.dataset.ready === 'true'"
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
