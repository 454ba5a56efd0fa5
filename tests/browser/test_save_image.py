"""Save image and Save replay: the PNG the page downloads is
the board as shown at 2x, drawn by its own pencil, with the caption chosen;
the replay an animated PNG of the game, a frame a turn."""

import struct
from urllib.parse import quote

from boardpage import BoardPage
from game import Game
from game.web.board.palette import DARK, LIGHT
from game.web.export.apng import chunks
from game.web.export.picture import LINE_HEIGHT, PADDING, SCALE, Picture, caption_lines
from game.web.panel.status import result_text
from game.web.play.session import Session
from game.web.words import Strings
from helpers import finished_game, png_pixels, said

RECORD = "1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6"
LINK = "?mode=two&record=1.+a1-b2-c3%2C+k10-i9-h8%0A2.+d4-e5-f6"


def saved(page, button):
    with page.expect_download() as download:
        page.click("#" + button)
    return download.value.suggested_filename, open(download.value.path(), "rb").read()


def rgb(colour):
    return tuple(int(colour[index:index + 2], 16) for index in (1, 3, 5)) + (255,)


def test_save_image_writes_the_board_as_shown_at_2x_with_its_caption(open_page, base_url, tmp_path):
    page = open_page(viewport={"width": 1280, "height": 800})
    board = BoardPage(page, base_url, LINK)
    name, png = saved(page, "save-image")
    assert name == "virus-war.png"
    width, height, rows = png_pixels(png)
    game = Game.from_record(RECORD)
    picture = Picture(10, 10, caption_lines(game, "move", Picture(10, 10).width))
    assert picture.lines == ["2. d4-e5-f6"]
    assert (width, height) == (SCALE * picture.width, SCALE * picture.height)
    assert rows[1][1] == rgb(LIGHT["paper"])
    layout = picture.layout

    def at(cell_col, cell_row, fx, fy):   # a point of a cell, in the PNG's pixels (``rows``: the last read)
        x, y = layout.origin(cell_col, cell_row)
        return rows[int(SCALE * (y + fy * layout.cell))][int(SCALE * (x + fx * layout.cell))]

    assert at(4, 0, 0.5, 0.5) == rgb(LIGHT["paper"]), "e1: an empty cell"
    assert at(5, 5, 0.5, 0.5) == rgb(LIGHT["pencils"][0]), "f6: X's cross"
    highlighter = (253, 233, 157)   # palette.HIGHLIGHTER's "place" on the paper: the last turn's cells
    assert all(abs(a - b) <= 3 for a, b in zip(at(5, 5, 0.85, 0.5), highlighter)), at(5, 5, 0.85, 0.5)
    assert all(abs(a - b) <= 3 for a, b in zip(at(2, 2, 0.85, 0.5), rgb(LIGHT["paper"])))
    blue = [pixel for row in rows[int(SCALE * layout.y):int(SCALE * (layout.y + layout.height))]
            for pixel in row if pixel[:3] == rgb(LIGHT["pencils"][0])[:3]]
    assert blue, "X's marks in X's pencil"
    caption = rows[SCALE * (picture.caption_top + 20)]
    assert sum(1 for pixel in caption if sum(pixel[:3]) < 300) > 10, "the caption's words"
    # the record as the caption, then the board looked back at: as shown, its record so far
    page.select_option("#image-caption", "record")
    name, png = saved(page, "save-image")
    assert png_pixels(png)[1] == SCALE * Picture(10, 10, RECORD.split("\n")).height, "the whole record under it"
    board.press("first")
    board.press("next")
    name, png = saved(page, "save-image")
    width, height, rows = png_pixels(png)
    assert height == SCALE * Picture(10, 10, ["1. a1"]).height
    assert at(5, 5, 0.5, 0.5) == rgb(LIGHT["paper"]) and at(0, 0, 0.5, 0.5) == rgb(LIGHT["pencils"][0])
    # no caption, in the dark, from a page with no paper of its own
    BoardPage(page, base_url, LINK + "&theme=dark&bg=transparent")
    page.select_option("#image-caption", "none")
    name, png = saved(page, "save-image")
    width, height, rows = png_pixels(png)
    assert (width, height) == (SCALE * Picture(10, 10).width, SCALE * Picture(10, 10).height)
    assert rows[1][1] == rgb(DARK["paper"]), "the dark paper, and paper even where the page has none"
    (tmp_path / "shot.png").write_bytes(png)


def test_save_replay_writes_an_animated_png_a_frame_a_turn(open_page, base_url):
    page = open_page()
    BoardPage(page, base_url, LINK + "&lang=ru")
    page.evaluate("""() => { window.said = [];
        new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(
            (node) => said.push(node.textContent))))
            .observe(document.querySelector('#save-replay'), {childList: true, characterData: true, subtree: true}); }""")
    name, animated = saved(page, "save-replay")
    assert name == "virus-war-replay.png"
    text = Strings("ru")
    page.wait_for_function("(words) => document.querySelector('#save-replay').textContent === words",
                           arg=text("button.save-replay"))
    assert page.evaluate("said") == [text("button.save-replay-busy"), text("button.save-replay")], \
        "the button says it works, then is itself again"
    found = chunks(animated)
    assert [kind for kind, data in found][:3] == [b"IHDR", b"acTL", b"fcTL"]
    assert struct.unpack(">II", found[1][1])[0] == 4, "the start and three turns"
    assert sum(1 for kind, data in found if kind == b"fdAT") >= 3
    width, height, rows = png_pixels(animated)   # the first frame: the empty board
    # at 1x with no caption, half the still's size: now the still with its move's line, at its scale
    frame = Picture(10, 10, ["Начало"])
    assert (width, height) == (SCALE * frame.width, SCALE * frame.height)
    still = Picture(10, 10, caption_lines(Game.from_record(RECORD), "move", frame.width))
    assert (width, height) == (SCALE * still.width, SCALE * still.height), "the still's size"
    caption = rows[SCALE * (frame.caption_top + PADDING + LINE_HEIGHT // 2)]
    assert sum(1 for pixel in caption if sum(pixel[:3]) < 300) > 10, "the frame's line: the start"
    # the browser takes it for an image of that size
    assert page.evaluate("""async (bytes) => {
        const image = new Image();
        image.src = URL.createObjectURL(new Blob([new Uint8Array(bytes)], {type: 'image/png'}));
        await image.decode();
        return [image.naturalWidth, image.naturalHeight];
    }""", list(animated)) == [width, height]


def test_the_record_caption_of_a_finished_long_game_holds_it_all_and_how_it_ended(open_page, base_url, tmp_path):
    # the caption stopped at 12 lines with "…": 33 rounds lost their end, and no line said who won
    game = finished_game()
    page = open_page(viewport={"width": 1280, "height": 800})
    board = BoardPage(page, base_url, "?mode=two&record=" + quote(game.record()))
    assert board.data("result") == game.result
    page.select_option("#image-caption", "record")
    name, png = saved(page, "save-image")
    width, height, rows = png_pixels(png)
    result = result_text(said(Session(game=game)))
    lines = caption_lines(game, "record", Picture(10, 10).width, result)
    assert lines[-1].endswith("no legal sub-move.") and len(lines) > 12
    assert (width, height) == (SCALE * Picture(10, 10).width, SCALE * Picture(10, 10, lines).height)
    last = rows[SCALE * (Picture(10, 10, lines).height - PADDING - LINE_HEIGHT // 2)]
    assert sum(1 for pixel in last if sum(pixel[:3]) < 300) > 10, "the last line's words drawn"
    (tmp_path / "record.png").write_bytes(png)
