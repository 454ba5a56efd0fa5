"""The first-game guide's steps, checked by the engine (game/web/views/guide.py)."""

import pytest

from game import Game
from game.web.panel.status import status_words
from game.web.views.guide import STEPS, Guide
from game.web.words import LANGUAGES, Strings, table
from helpers import said


def test_five_steps_each_with_words_in_both_languages():
    assert 4 <= len(STEPS) <= 6
    for step in STEPS:
        for language in LANGUAGES:
            assert table(language)[step.words]


@pytest.mark.parametrize("step", STEPS, ids=lambda step: step.name)
def test_each_step_starts_legal_and_unfinished_and_its_cells_reach_the_goal(step):
    game = Game.from_record(step.record)   # the engine plays the record: every move legal
    assert (game.rules.width, game.rules.height, game.rules.actions) == (5, 5, 3)
    assert game.turn == "X" and game.result is None, "the learner (X) to move"
    assert not step.met(game), "nothing done yet"
    for cell in step.cells:
        assert cell in game.legal_moves(), cell
        assert not step.met(game)
        game.play(cell)
    assert step.met(game)


def test_the_steps_teach_placing_turns_kills_chains_and_the_win():
    start, reach, kill, chain, win = STEPS
    assert Game.from_record(start.record).history() == [], "an empty board: the start cell"
    game = Game.from_record(reach.record)
    assert game.actions_left == 2 and len(reach.cells) == 2, "the rest of a three sub-move turn"
    game = Game.from_record(kill.record)
    assert game.cell(kill.cells[0]) == "O", "a living nought to kill"
    before = Game.from_record(kill.record)
    after = Game.from_record(chain.record)
    target = chain.cells[0]
    assert after.cell(target) == "O" and target not in before.legal_moves() \
        and target in after.legal_moves(), "only the killed nought carries X's reach to it"
    game = Game.from_record(win.record)
    game.play(win.cells[0])
    assert (game.result, game.reason) == ("X", "no-moves")


def test_the_guide_plays_every_step_by_clicks():
    guide = Guide()
    for number, step in enumerate(STEPS):
        assert guide.number == number and not guide.passed
        assert guide.cells() == step.cells, "the cells to act on, marked on the board"
        for cell in step.cells:
            assert guide.click(cell), status_words(said(guide))
        assert guide.passed and guide.cells() == []
        assert not guide.click("e1"), "a step done waits for Next"
        if not guide.last:
            assert status_words(said(guide)) == "This step is done: press Next."
            assert guide.next()
    assert status_words(said(guide)) == "X wins: O has no legal sub-move. This step is done: press Start playing."
    assert not guide.next()


def test_an_illegal_click_is_refused_in_the_engines_words():
    guide = Guide()
    assert not guide.click("c3")
    assert status_words(said(guide)) == "X has not moved yet: the first sub-move must be on the start cell a1."
    guide.start(2)
    assert not guide.click("e1")
    assert status_words(said(guide)).startswith("e1 is out of X's reach")
    assert guide.game.record() == Game.from_record(STEPS[2].record).record(), "nothing played"


def test_a_step_missed_for_good_starts_again_and_undo_starts_it_again():
    guide = Guide()
    guide.start(2)   # kill d4
    for cell in ("b1", "c1", "d2"):   # legal, but the turn ends without the kill
        assert guide.click(cell)
    assert guide.game.record() == Game.from_record(STEPS[2].record).record()
    assert status_words(said(guide)).startswith("Not quite")
    assert guide.click("c4") and not guide.passed, "another kill is legal, not this step's"
    assert guide.undo() and guide.game.record() == Game.from_record(STEPS[2].record).record()
    guide.start(0)
    assert guide.pass_turn() and status_words(said(guide)).startswith("Not quite"), "a pass ends the turn too"
