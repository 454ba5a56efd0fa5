"""The pencils and paper of the board: every colour the drawing uses, each
side's pencil, and the wobble that makes a stroke look drawn by hand.

PENCILS: X blue, O red, the third amber, the fourth graphite as ever; a game of
many adds pencils for ◇, ▽, ☆ and +, then each shape again (the table of all
30 is in README.md, and tests/python/test_palette.py checks they stay apart).
"""

PAPER = "#fbfaf3"
PAPER_LINE = "#c9dcee"
BOARD_LINE = "#8fb0d3"
BORDER = "#3d4f66"
LABEL = "#55657a"
# Each side's pencil, in turn order: X blue, O red, the third amber, the fourth
# graphite, as ever; then ◇ green, ▽ maroon, ☆ navy, + violet.  Sides 9-24 draw
# the eight shapes again in other pencils, 25-30 their number (bases.SYMBOLS).
# Every two sides of one shape stay at least 25 CIEDE2000 apart in normal vision
# and in simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009):
# tests/python/test_palette.py checks it, and the table of all 30 is in README.md.
PENCILS = (
    "#1f4e9a", "#b3261e", "#d48a00", "#3a3a3a", "#1d5e2e", "#6e1a2e", "#1b2a5e", "#5b3fd0",   # 1-8
    "#d48a00", "#0a8fa0", "#7a4a1e", "#b08a00", "#5a2a78", "#e0641a", "#2f8fd0", "#6e1a2e",   # 9-16
    "#7a4a1e", "#1b2a5e", "#1f4e9a", "#0a8fa0", "#d48a00", "#2f8fd0", "#b3261e", "#e0641a",   # 17-24
    "#1f4e9a", "#b3261e", "#1d5e2e", "#5b3fd0", "#7a4a1e", "#0a8fa0",                         # 25-30
)


def pencil_of(player):
    """The pencil of ``player`` (0 for X)."""
    return PENCILS[player]


HIGHLIGHTER = {"place": "rgba(255, 221, 87, 0.55)", "kill": "rgba(255, 128, 92, 0.42)"}
HOVER = "rgba(61, 79, 102, 0.12)"
CURSOR = "#2c3440"                  # the keyboard cursor: ink, to stand out on the highlighter
HINT = "#1b8a4c"
HINT_WASH = "rgba(27, 138, 76, 0.16)"
REFUSED = "#d6336c"                 # no pencil's colour: a refusal is no mark
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
