"""Print: a blank board, the position shown with its record, and a puzzle
sheet, each printed through Chromium's PDF output (the print media, the
page's own @page size) and read back: its pages, its words, the paper's
size, and nothing of the page's buttons or panel."""

import io
from urllib.parse import quote

import pytest
from pypdf import PdfReader

from boardpage import BoardPage
from game import Game
from helpers import WIN_IN_ONE

# The browser's print dialog is the browser's: here it only notes that it was asked for.
NO_DIALOG = "window.print = () => { document.documentElement.dataset.printAsked = 'true'; };"
PAGE_BUTTONS = ("New game", "Copy record", "Analyse", "Save image", "Your games", "How to play")
POINTS = {"a4": (595, 842), "letter": (612, 792)}


def printed(page, what, paper="a4", count=None):
    """The PDF the sheet ``what`` prints as (a PdfReader), and the sheet's HTML."""
    page.click("#print")
    page.check("#print-form input[name='what'][value='%s']" % what)
    page.select_option("#print-form select[name='paper']", paper)
    if count:
        page.select_option("#print-form select[name='count']", str(count))
    page.click("#print-go")
    page.wait_for_selector("html[data-print-asked='true'][data-printing='%s']" % what, state="attached")
    sheet = page.inner_html("#print-sheet")
    pdf = PdfReader(io.BytesIO(page.pdf(prefer_css_page_size=True, print_background=True)))
    page.evaluate("delete document.documentElement.dataset.printAsked")
    return pdf, sheet


def words(pdf):
    return [sheet.extract_text() for sheet in pdf.pages]


def assert_paper(pdf, paper):
    for sheet in pdf.pages:
        width, height = float(sheet.mediabox.width), float(sheet.mediabox.height)
        assert (round(width), round(height)) == POINTS[paper]


@pytest.mark.parametrize("paper", sorted(POINTS))
def test_a_blank_board_prints_on_one_page_with_its_coordinates_and_nothing_of_the_page(open_page, base_url, paper):
    page = open_page()
    page.add_init_script(NO_DIALOG)
    BoardPage(page, base_url, "?lang=en&size=8x6")
    pdf, sheet = printed(page, "blank", paper)
    assert len(pdf.pages) == 1
    assert_paper(pdf, paper)
    text = words(pdf)[0]
    assert "Classic, 8×6" in text and "start cells are dashed" in text
    assert all(letter in text for letter in "abcdefgh") and "6" in text
    assert not any(button in text for button in PAGE_BUTTONS)


def test_a_position_after_one_turn_says_one_turn(open_page, base_url):
    page = open_page()
    page.add_init_script(NO_DIALOG)
    BoardPage(page, base_url, "?lang=en&mode=two&record=" + quote("1. a1"))
    pdf, sheet = printed(page, "position")
    assert "After one turn." in words(pdf)[0]


def test_the_position_prints_beside_its_record_as_paper_players_draw_it(open_page, base_url):
    game = Game.from_record(WIN_IN_ONE["classic"])
    page = open_page()
    page.add_init_script(NO_DIALOG)
    BoardPage(page, base_url, "?lang=en&mode=two&record=" + quote(game.record()))
    pdf, sheet = printed(page, "position")
    assert len(pdf.pages) == 1
    text = words(pdf)[0]
    assert "After %d turns." % game.turn_count() in text
    assert "7. c5-e2-e3" in text, "the record beside the board"
    assert not any(button in text for button in PAGE_BUTTONS)
    assert sheet.count("<circle") >= 3, "killed noughts filled, killed crosses circled"
    assert page.is_visible("#board") and page.inner_html("#print-sheet") == "", "after printing, the page as it was"


def test_a_puzzle_sheet_prints_its_puzzles_then_their_answers_on_the_last_page(open_page, base_url):
    page = open_page()
    page.add_init_script(NO_DIALOG)
    BoardPage(page, base_url, "?lang=ru")
    pdf, sheet = printed(page, "puzzles", "letter", count=12)
    pages = words(pdf)
    assert len(pages) == 3, "six puzzles a page, then the answers"
    assert_paper(pdf, "letter")
    assert all("Задачи «Войны вирусов»" in text for text in pages[:2])
    assert sum(text.count("выиграйте") + text.count("выигр") for text in pages[:2]) >= 12
    assert pages[2].startswith("Ответы")
    assert not any(button in "".join(pages) for button in ("Новая игра", "Копировать запись", "Ваши игры"))
