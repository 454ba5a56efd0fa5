"""The pencils and paper of the board: every colour the drawing uses, each
side's pencil, and the wobble that makes a stroke look drawn by hand.

PENCILS: X blue, O red, the third amber, the fourth graphite; a game of
many adds pencils for ◇, ▽, ☆ and +, then each shape again (the table of all
30 is in game/web/README.md, and tests/python/test_palette.py checks they stay apart).

Two themes: LIGHT, the paper, and DARK, a slate with chalky
pencils.  INK is the theme drawn now, every colour by name; use() changes it in
place, so the scenes and drawings made after it are in the new theme.
"""

PAPER = "#fbfaf3"
PAPER_LINE = "#c9dcee"
BOARD_LINE = "#8fb0d3"
BORDER = "#3d4f66"
LABEL = "#55657a"
# Each side's pencil, in turn order: X blue, O red, the third amber, the fourth
# graphite; then ◇ green, ▽ maroon, ☆ navy, + violet.  Sides 9-24 draw
# the eight shapes again in other pencils, 25-30 their number (bases.SYMBOLS).
# Every two sides of one shape stay at least 25 CIEDE2000 apart in normal vision
# and in simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009):
# tests/python/test_palette.py checks it, and the table of all 30 is in game/web/README.md.
PENCILS = (
    "#1f4e9a", "#b3261e", "#d48a00", "#3a3a3a", "#1d5e2e", "#6e1a2e", "#1b2a5e", "#5b3fd0",   # 1-8
    "#d48a00", "#0a8fa0", "#7a4a1e", "#b08a00", "#5a2a78", "#e0641a", "#2f8fd0", "#6e1a2e",   # 9-16
    "#7a4a1e", "#1b2a5e", "#1f4e9a", "#0a8fa0", "#d48a00", "#2f8fd0", "#b3261e", "#e0641a",   # 17-24
    "#1f4e9a", "#b3261e", "#1d5e2e", "#5b3fd0", "#7a4a1e", "#0a8fa0",                         # 25-30
)
# The dark paper's, in the same order: sides 25-30, a number each, at 4.5:1 as text.
DARK_PENCILS = (
    "#6ea8fe", "#ff7b72", "#f2b134", "#c9d1d9", "#56d364", "#e87ca0", "#a5b4fc", "#b392f0",   # 1-8
    "#e9e301", "#d3c2fe", "#5a63c7", "#4e6ab2", "#855ba1", "#527706", "#be3b67", "#b54c02",   # 9-16
    "#ac4e5c", "#78629a", "#5cf2f2", "#da4930", "#fdcefe", "#cae727", "#fcdb5d", "#78f3c2",   # 17-24
    "#6ea8fe", "#ff7b72", "#56d364", "#b392f0", "#e0a060", "#37dfde",                         # 25-30
)


HIGHLIGHTER = {"place": "rgba(255, 221, 87, 0.55)", "kill": "rgba(255, 128, 92, 0.42)"}
HOVER = "rgba(61, 79, 102, 0.12)"
CURSOR = "#2c3440"                  # the keyboard cursor: ink, to stand out on the highlighter
HINT = "#18814a"                   # its numbers are words: 4.5:1 on the paper
HINT_WASH = "rgba(24, 129, 74, 0.16)"
REFUSED = "#d6336c"                 # no pencil's colour: a refusal is no mark

LIGHT = {"paper": PAPER, "paper_line": PAPER_LINE, "board_line": BOARD_LINE, "border": BORDER,
         "label": LABEL, "pencils": PENCILS, "highlighter": HIGHLIGHTER, "hover": HOVER,
         "cursor": CURSOR, "hint": HINT, "hint_wash": HINT_WASH, "refused": REFUSED}
# The dark paper: X, O, the third and the fourth in the light pencils' hues, the
# others chosen so that the sides of one shape stay as far apart as on the light
# paper, every pencil at least 3:1 against the slate (WCAG's for marks) and the
# coordinates 4.5:1 (its AA for text): tests/python/test_palette.py checks both.
DARK = {"paper": "#1e232b", "paper_line": "#2b333e", "board_line": "#4d5f75", "border": "#a9bbd0",
        "label": "#a3b1c2",
        "pencils": DARK_PENCILS,
        "highlighter": {"place": "rgba(255, 214, 64, 0.28)", "kill": "rgba(255, 120, 80, 0.30)"},
        "hover": "rgba(201, 214, 232, 0.12)", "cursor": "#f2f5f8", "hint": "#4cd38a",
        "hint_wash": "rgba(76, 211, 138, 0.18)", "refused": "#ff5c8a"}
THEMES = {"light": LIGHT, "dark": DARK}
INK = dict(LIGHT, clear=False)   # clear: no paper under the board (bg=transparent)


def use(theme, clear=False):
    """Draw from now on in ``theme`` ("light" or "dark"), on no paper if ``clear``."""
    INK.update(THEMES[theme])
    INK["clear"] = clear


def pencil_of(player):
    """The pencil of ``player`` (0 for X) in the theme drawn."""
    return INK["pencils"][player]

REACH_ALPHA = 0.45
START_ALPHA = 0.75
PREVIEW_ALPHA = 0.35                # a light pencil: the mark a click would make
INACTIVE_ALPHA = 0.22               # an inactive base: its owner's shade, pale
TERRITORY_ALPHA = 0.22              # a side's secured ground: a tint the paper shows through
FONT = "system-ui, sans-serif"


def wobble(col, row, salt):
    """A small repeatable offset in [-1, 1) for a cell's pencil strokes."""
    seed = (col * 73856093 + row * 19349663 + salt * 83492791) & 0xFFFFF
    return ((seed * 2654435761) % 2000) / 1000.0 - 1.0
