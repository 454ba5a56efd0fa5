"""Themes: light or dark paper from theme=, the device's dark
mode followed live with theme=auto (and on the full page by default), and
bg=transparent letting a host page's colour through an embed."""

import threading

from boardpage import BoardPage
from pages import screenshot
from game.tools.build.serve import make_server
from game.web.board.palette import DARK, LIGHT
from game.web.words import Strings
from helpers import png_pixels

PHONE = {"viewport": {"width": 412, "height": 915}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2.625}   # a Pixel 7
# The RGBA of a canvas's pixel at CSS (x, y).
PIXEL = """([selector, x, y]) => {
    const canvas = document.querySelector(selector);
    const ratio = canvas.width / canvas.clientWidth;
    return Array.from(canvas.getContext('2d').getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data);
}"""
# Until the board's top-left corner is this colour (r, g, b, a).
CORNER_IS = "([r, g, b, a]) => { const c = document.querySelector('#board');" \
            " const d = c.getContext('2d').getImageData(1, 1, 1, 1).data;" \
            " return d[0] === r && d[1] === g && d[2] === b && d[3] === a; }"


def rgb(colour):
    return [int(colour[index:index + 2], 16) for index in (1, 3, 5)]


def css_rgb(colour):
    return "rgb(%d, %d, %d)" % tuple(rgb(colour))


def looks(page):
    """The page's background, its words' colour and the board's corner pixel."""
    return (page.evaluate("getComputedStyle(document.body).backgroundColor"),
            page.evaluate("getComputedStyle(document.querySelector('#status')).color"),
            page.evaluate(PIXEL, ["#board", 1, 1]))


def test_theme_dark_draws_the_dark_paper_and_light_the_light_whatever_the_device(open_page, base_url):
    page = open_page(color_scheme="light", viewport={"width": 1280, "height": 800})
    BoardPage(page, base_url, "?theme=dark&mode=two&record=1.+a1-b2-c3")
    assert page.get_attribute("html", "data-theme") == "dark"
    assert looks(page) == (css_rgb(DARK["paper"]), "rgb(230, 235, 241)", rgb(DARK["paper"]) + [255])
    screenshot(page, "theme-dark-desktop")
    page = open_page(color_scheme="dark")
    BoardPage(page, base_url, "?theme=light")
    assert looks(page) == (css_rgb(LIGHT["paper"]), "rgb(44, 52, 64)", rgb(LIGHT["paper"]) + [255])


def test_the_full_page_follows_the_devices_dark_mode_as_it_changes(open_page, base_url):
    page = open_page(color_scheme="dark")
    board = BoardPage(page, base_url)
    assert page.get_attribute("html", "data-theme") == "dark"
    assert looks(page)[0] == css_rgb(DARK["paper"]) and board.data("left") == "3"
    page.wait_for_function(CORNER_IS, arg=rgb(DARK["paper"]) + [255])
    page.emulate_media(color_scheme="light")
    page.wait_for_function(CORNER_IS, arg=rgb(LIGHT["paper"]) + [255])
    assert page.get_attribute("html", "data-theme") == "light"
    assert looks(page)[0] == css_rgb(LIGHT["paper"])
    page.emulate_media(color_scheme="dark")
    page.wait_for_function(CORNER_IS, arg=rgb(DARK["paper"]) + [255])
    # a theme the link names stays, whatever the device does
    board = BoardPage(page, base_url, "?theme=light&size=8")
    page.emulate_media(color_scheme="light")
    page.emulate_media(color_scheme="dark")
    board.click("a1")   # a drawing after the change
    board.wait_for("s.dataset.left === '2'")
    assert looks(page)[2] == rgb(LIGHT["paper"]) + [255]


def test_a_bad_theme_or_background_is_named_in_words_and_the_default_used(open_page, base_url):
    page = open_page(color_scheme="dark")
    board = BoardPage(page, base_url, "?theme=sepia&bg=pink&lang=ru")
    text = Strings("ru")
    assert text("link.ignored", names="theme, bg") in board.status()
    assert text("link.choose", name="theme", choices="auto, light, dark") in board.status()
    assert page.get_attribute("html", "data-theme") == "dark", "auto: the device's"
    assert page.get_attribute("html", "data-bg") is None
    page = open_page()
    board = BoardPage(page, base_url, "?theme=sepia")
    assert "Not used from the link: theme." in board.status()
    assert looks(page)[2] == rgb(LIGHT["paper"]) + [255]


def test_a_transparent_embed_shows_its_host_pages_colour(open_page, base_url, tmp_path):
    frame = ('<iframe src="%s?embed&%s&mode=two&record=1.+a1-b2-c3" width="300" height="340"'
             ' title="Virus War" style="border: 0"></iframe>')
    (tmp_path / "blog.html").write_text(
        '<!doctype html><title>A blog</title><link rel="icon" href="data:,">'
        '<body style="background: #e8d5f0; margin: 0; padding: 16px"><h1>My post</h1>'
        + "".join(frame % (base_url, query) for query in ("bg=transparent&theme=light", "theme=dark",
                                                            "bg=transparent&theme=dark")))
    blog = make_server(0, str(tmp_path))
    threading.Thread(target=blog.serve_forever, daemon=True).start()
    blog_url = "http://127.0.0.1:%d/" % blog.server_port
    try:
        page = open_page(site=(blog_url, base_url), viewport={"width": 960, "height": 480})
        page.goto(blog_url + "blog.html")
        clear, dark, clear_dark = (BoardPage(frame) for frame in page.frames[1:4])
        for board in (clear, clear_dark):
            board.page.wait_for_function(CORNER_IS, arg=[0, 0, 0, 0])
            assert board.page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgba(0, 0, 0, 0)"
            x, y, width, height = (float(v) for v in board.board("grid").split())
            assert board.page.evaluate(PIXEL, ["#board", x + 2, y + height / 2])[3] == 255, "the board's edge"
        assert dark.page.evaluate(PIXEL, ["#board", 1, 1]) == rgb(DARK["paper"]) + [255]
        # what the reader sees: the host's colour in the corner of both transparent boxes, the dark
        # one's too (a browser paints an iframe of another color-scheme than its host's opaque)
        shot = png_pixels(page.screenshot())[2]
        for index in (0, 2):
            box = page.locator("iframe").nth(index).bounding_box()
            assert shot[int(box["y"]) + 3][int(box["x"]) + 3][:3] == (232, 213, 240), index
        screenshot(page, "theme-embeds-on-a-coloured-blog")
    finally:
        blog.shutdown()
        blog.server_close()


def test_a_dark_phone(open_page, base_url):
    page = open_page(color_scheme="dark", **PHONE)
    board = BoardPage(page, base_url, "?mode=two&record=1.+a1-b2-c3%2C+k10-i9-h8")
    board.wait_for("s.dataset.turn === 'X'")
    assert looks(page)[0] == css_rgb(DARK["paper"])
    screenshot(page, "theme-dark-pixel7")
