"""A board as paper players draw it (game/web/export/paper.py): every unit
drawn as the seeds draw it, start cells dashed, off cells hatched, and a
blank board with nothing on it but its start cells."""

from game import Game, Rules
from game.web.export import paper
from helpers import WIN_IN_ONE


def count(svg, what):
    return svg.count(what)


def test_killed_crosses_are_circled_and_killed_noughts_filled():
    game = Game.from_record(WIN_IN_ONE["classic"])
    svg = paper.svg(game)
    position = game.position
    marks = [position.mark(position.geo.bit(col, row)) for row in range(5) for col in range(5)]
    assert count(svg, 'fill="#000"/>') >= marks.count("o")   # a filled disc a killed nought
    assert count(svg, 'r="4.4"') == marks.count("x")          # a ring round a killed cross
    assert count(svg, 'r="3" ') == marks.count("O")           # a nought
    assert svg.count("<text") == 10, "five letters and five numbers"


def test_a_base_is_its_mark_on_a_shaded_cell_and_an_off_cell_is_hatched():
    game = Game.from_record('[Game "bases"]\n[Players "3"]\n[Size "5x5"]\n\n1. a1-b2-c1, e5-d5-e4, e1-e2-d1\n'
                            '2. d2-c2-e2')
    svg = paper.svg(game)
    bases = sum(1 for row in range(5) for col in range(5) if game.position.mark(game.position.geo.bit(col, row))
                .endswith("+"))
    assert bases and count(svg, 'fill="%s"' % paper.SHADE) == bases
    assert "△" in svg
    holed = Game(Rules(6, 6, holes=("c3", "d4")))
    assert count(paper.svg(holed), 'fill="url(#off)"') == 2


def test_a_blank_board_has_its_start_cells_and_nothing_else():
    game = Game.from_record(WIN_IN_ONE["classic"])
    blank = paper.svg(game, blank=True)
    assert "<circle" not in blank and "stroke-linecap" not in blank, "no nought, no cross"
    assert count(blank, 'stroke-dasharray') == 2, "X's start and O's"
    assert count(paper.svg(game), "stroke-dasharray") == 0, "played from, the starts are no more shown"
