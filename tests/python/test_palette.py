"""The marks of up to 30 sides: every side its own shape and pencil,
or its own number, and the pencils of one shape apart for colour-blind eyes.

The check simulates protanopia, deuteranopia and tritanopia with the
full-severity matrices of Machado, Oliveira and Fernandes (2009), applied to
linear sRGB, and measures CIEDE2000 between the results in CIELAB (D65); the
formula is checked against pairs of Sharma, Wu and Dalal's (2005) test data.
No package: the matrices and the formula are a few lines here.
"""

import itertools
import math
import re
from pathlib import Path

import pytest

from game.systems.bases import rules as bases
from game.web.board import palette
from game.web.board.marks import SHAPES, drawn
from game.web.board.palette import DARK, LIGHT, PAPER, PENCILS, pencil_of

# Every two sides drawn in one shape must stay this far apart (CIEDE2000) in
# normal vision and each simulation: 25 is a difference a glance sees even in
# a thin pencil line (2 to 3 is "just noticeable" for two large patches).
APART = 25
# Against the paper (WCAG contrast ratio): today's amber, the lightest, is 2.7.
CONTRAST = 2.5
# On the dark paper every pencil keeps WCAG's 3:1 for marks (non-text contrast),
# and what is text (the coordinates, the sides written as a number) its AA 4.5:1.
MARKS_AA = 3
TEXT_AA = 4.5

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = (None,) + tuple(MACHADO)


def linear(colour):
    """"#rrggbb" as linear sRGB."""
    channels = [int(colour[index:index + 2], 16) / 255 for index in (1, 3, 5)]
    return [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]


def seen(colour, vision=None):
    """Linear RGB of ``colour`` as ``vision`` (None: normal) sees it."""
    rgb = linear(colour)
    if vision is None:
        return rgb
    return [min(1, max(0, sum(m * c for m, c in zip(row, rgb)))) for row in MACHADO[vision]]


def lab(rgb):
    """CIELAB (D65) of linear sRGB."""
    r, g, b = rgb
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(first, second):
    """The CIEDE2000 colour difference of two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    mean_c = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(mean_c ** 7 / (mean_c ** 7 + 25 ** 7)))
    a1, a2 = (1 + g) * a1, (1 + g) * a2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1 = math.degrees(math.atan2(b1, a1)) % 360 if c1 else 0
    h2 = math.degrees(math.atan2(b2, a2)) % 360 if c2 else 0
    dh = 0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    big_dh = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    mean_l, mean_c = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        mean_h = h1 + h2
    elif abs(h1 - h2) <= 180:
        mean_h = (h1 + h2) / 2
    else:
        mean_h = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(mean_h - 30)) + 0.24 * math.cos(math.radians(2 * mean_h))
         + 0.32 * math.cos(math.radians(3 * mean_h + 6)) - 0.20 * math.cos(math.radians(4 * mean_h - 63)))
    rotation = -math.sin(math.radians(60 * math.exp(-(((mean_h - 275) / 25) ** 2)))) \
        * 2 * math.sqrt(mean_c ** 7 / (mean_c ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (mean_l - 50) ** 2 / math.sqrt(20 + (mean_l - 50) ** 2)
    s_c = 1 + 0.045 * mean_c
    s_h = 1 + 0.015 * mean_c * t
    return math.sqrt(((l2 - l1) / s_l) ** 2 + ((c2 - c1) / s_c) ** 2 + (big_dh / s_h) ** 2
                     + rotation * ((c2 - c1) / s_c) * (big_dh / s_h))


def apart(first, second, vision=None):
    return ciede2000(lab(seen(first, vision)), lab(seen(second, vision)))


def contrast(colour, ground=PAPER):
    def luminance(c):
        r, g, b = linear(c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    lighter, darker = sorted((luminance(colour), luminance(ground)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def marks(pencils=None):
    """(shape, pencil, label) of each side of a game of 30: the shape its mark
    draws, or None and the number the board writes instead (in ``pencils``, by
    default those of the theme drawn)."""
    found = []
    for player, symbol in enumerate(bases.SYMBOLS):
        shape = drawn(symbol)
        pencil = pencil_of(player) if pencils is None else pencils[player]
        found.append((shape, pencil, None) if shape in SHAPES else (None, pencil, shape))
    return found


@pytest.mark.parametrize("first, second, expected", [   # Sharma, Wu and Dalal (2005), pairs 1, 7, 17, 25
    ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
    ((50, 0, 0), (50, -1, 2), 2.3669),
    ((50, 2.5, 0), (73, 25, -18), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
])
def test_the_colour_difference_is_ciede2000(first, second, expected):
    assert round(ciede2000(first, second), 4) == expected


def test_the_simulations_keep_grey_grey_and_lose_what_each_vision_lacks():
    assert all(apart("#777777", "#777777", vision) < 0.5 for vision in MACHADO)
    assert apart("#d62728", "#2ca02c") > 60   # red and green, to normal eyes ...
    assert apart("#d62728", "#2ca02c", "deuteranopia") < 25   # ... much closer without green cones
    assert apart("#1f77b4", "#2ca02c", "tritanopia") < apart("#1f77b4", "#2ca02c") / 2


def test_every_side_of_thirty_has_a_mark_of_its_own():
    found = marks()
    assert len(found) == bases.MAX_PLAYERS == len(PENCILS)
    assert len(set(found)) == len(found)
    assert found[:4] == [("X", "#1f4e9a", None), ("O", "#b3261e", None), ("△", "#d48a00", None),
                         ("□", "#3a3a3a", None)], "the four marks of today first, unchanged"
    assert [shape for shape, pencil, label in found[4:8]] == ["◇", "▽", "☆", "+"]
    assert [label for shape, pencil, label in found[24:]] == [str(number) for number in range(25, 31)]
    assert all(shape is None for shape, pencil, label in found[24:]), "past the shapes, the number alone"


@pytest.mark.parametrize("theme", [LIGHT, DARK], ids=["light", "dark"])
def test_the_pencils_of_one_shape_stay_apart_for_colour_blind_eyes(theme):
    by_shape = {}
    for side, (shape, pencil, label) in enumerate(marks(theme["pencils"])):
        if shape is not None:
            by_shape.setdefault(shape, []).append((side + 1, pencil))
    assert sorted(len(sides) for sides in by_shape.values()) == [3] * 8
    close = []
    for shape, sides in by_shape.items():
        for (first, one), (second, other) in itertools.combinations(sides, 2):
            worst = min((apart(one, other, vision), vision or "normal") for vision in VISIONS)
            if worst[0] < APART:
                close.append((shape, first, second, round(worst[0], 1), worst[1]))
    assert close == []


def test_every_pencil_shows_on_the_paper_and_the_paper_in_its_shade():
    assert [pencil for pencil in PENCILS if contrast(pencil) < CONTRAST] == []


def test_on_the_dark_paper_every_mark_shows_and_every_text_reads():
    paper = DARK["paper"]
    assert len(DARK["pencils"]) == len(PENCILS) and len(set(DARK["pencils"][:24])) == 24
    assert [pencil for pencil in DARK["pencils"] if contrast(pencil, paper) < MARKS_AA] == []
    numbers = [pencil for shape, pencil, label in marks(DARK["pencils"]) if label is not None]
    assert len(numbers) == 6 and [pencil for pencil in numbers if contrast(pencil, paper) < TEXT_AA] == []
    for theme in (LIGHT, DARK):
        assert contrast(theme["label"], theme["paper"]) >= TEXT_AA, "the coordinates"
        assert contrast(theme["hint"], theme["paper"]) >= TEXT_AA, "the hint's numbers"
        assert contrast(theme["border"], theme["paper"]) >= MARKS_AA, "the board's edge"
    assert contrast(DARK["cursor"], DARK["paper"]) >= TEXT_AA


def test_the_theme_drawn_is_switched_in_place_and_back():
    try:
        palette.use("dark")
        assert palette.INK["paper"] == DARK["paper"] and pencil_of(0) == DARK["pencils"][0]
        assert not palette.INK["clear"]
        palette.use("light", clear=True)
        assert palette.INK["paper"] == PAPER and pencil_of(1) == PENCILS[1] and palette.INK["clear"]
    finally:
        palette.use("light")


def css_themes():
    """The page's colours (style.css custom properties) in each theme: the light
    in :root, the dark in the rule for html[data-theme="dark"]."""
    css = (Path(__file__).resolve().parents[2] / "assets" / "style.css").read_text(encoding="utf-8")

    def block(selector):
        body = css[css.index(selector + " {"):]
        return dict(re.findall(r"--([\w-]+): (#[0-9a-f]{6});", body[:body.index("}")]))

    light = block(":root")
    return light, dict(light, **block(':root[data-theme="dark"]'))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_pages_words_read_on_both_themes_wcag_aa(theme):
    colours = css_themes()[theme == "dark"]
    grounds = ("paper", "panel", "button")
    for ink in ("ink", "muted", "error", "link"):
        for ground in grounds:
            assert contrast(colours[ink], colours[ground]) >= TEXT_AA, (theme, ink, ground)
    for ink, ground in (("on-accent", "accent"), ("on-green", "green"), ("ink", "step"), ("ink", "guide"),
                        ("ink", "hover"), ("ink", "pressed")):
        assert contrast(colours[ink], colours[ground]) >= TEXT_AA, (theme, ink, ground)
    assert colours["paper"] == THEMES_BY_NAME[theme]["paper"], "the page round the board is the board's paper"
    assert colours["green"] == THEMES_BY_NAME[theme]["hint"], "the guide's green is the hint's"
    assert [colours[side] for side in ("x", "o")] == list(THEMES_BY_NAME[theme]["pencils"][:2]), \
        "the page's blue and red are the board's X and O (the seats and the status's edge: pencil_of itself)"


THEMES_BY_NAME = {"light": LIGHT, "dark": DARK}
