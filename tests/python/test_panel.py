"""What the panel and the board's pointer decide without the page
(game/web/panel/panel.py, game/web/board/cursor.py), on CPython."""

import types

import pytest

from game.rules import Rules
from game.web.board.cursor import Pointer, cell_name, first_cursor, reach, stepped
from game.web.panel.names import Names
from game.web.panel.panel import bot_may_play, bot_step, buttons, may_pause, people_out, status_line
from game.web.panel.status import status_words
from game.web.play.session import Session
from game.web.play.settings import DEMO, FRIEND, TWO_PLAYERS, Settings
from game.web.words import LANGUAGES, Strings

UP = types.SimpleNamespace(error=None, stage="quick")
WAKING = types.SimpleNamespace(error=None, stage=None)
BROKEN = types.SimpleNamespace(error="no worker", stage=None)


def disabled(state):
    return sorted(name for name, (off, hidden) in state.items() if off)


def test_a_persons_turn_at_the_start_of_the_classic_game():
    state = buttons(Session(), True)
    assert disabled(state) == ["first", "last", "next", "previous", "redo", "undo"]
    assert state["pause"][1] and state["ground"][1] and not state["pass"][1]


def test_mid_turn_pass_waits_and_undo_and_resign_can_be_used():
    session = Session()
    session.click("a1")
    assert disabled(buttons(session, True)) == ["last", "next", "pass", "redo"]
    session.undo()
    assert "redo" not in disabled(buttons(session, True)), "Redo, in its place, plays the undone again"


def test_a_puzzle_not_yet_tried_offers_no_pass():
    assert buttons(Session(), True, untried=True)["pass"] == (True, False)
    assert buttons(Session(), True, untried=False)["pass"] == (False, False)


def test_the_hint_needs_a_bot_and_the_bots_turn_disables_the_persons_buttons():
    assert buttons(Session(), False)["hint"][0]
    demo = Session(Settings(DEMO))
    state = buttons(demo, True)
    assert state["pass"][0] and state["hint"][0] and not state["pause"][1]


def test_the_capture_game_has_no_pass_and_shows_its_ground():
    state = buttons(Session(Settings(rules=Rules(game="capture"))), True)
    assert state["pass"][1] and not state["ground"][1]


def test_looking_back_enables_the_steps_forward():
    session = Session(Settings(TWO_PLAYERS, rules=Rules(5, 5, 1)))
    session.click("a1")
    session.click("e5")
    session.step("first")
    assert disabled(buttons(session, True)) == ["first", "hint", "pass", "previous", "redo", "undo"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_status_says_what_holds_the_bot_up_and_a_failed_save(language):
    text = Strings(language)
    demo = Session(Settings(DEMO))
    said = Names(demo, text)
    assert status_line(said, text, False, WAKING, False, False) == \
        text("status.bot-waking", side="X")
    assert status_line(said, text, False, BROKEN, False, False) == \
        text("status.bot-broken", error="no worker")
    line = status_words(said, True)
    assert status_line(said, text, True, UP, True, False) == text("status.demo-paused", status=line)
    person = Names(Session(), text)
    assert status_line(person, text, False, UP, False, True) == \
        text("saved.failed", status=status_words(person, False))


def test_the_cursor_starts_where_the_player_can_act_and_steps_as_the_screen_shows():
    game = Session(Settings(TWO_PLAYERS, rules=Rules(5, 4, 1))).game
    assert first_cursor(game) == (0, 0)
    rules = game.rules
    assert stepped((0, 0), "ArrowUp", False, rules) == (0, 1)
    assert stepped((0, 0), "ArrowUp", True, rules) == (0, 0)   # flipped: up is a row down, kept on
    assert stepped((4, 3), "ArrowRight", False, rules) == (4, 3)
    assert stepped((4, 3), "ArrowRight", True, rules) == (3, 3)
    assert cell_name(rules, (4, 3)) == "e4"


def test_the_preview_is_under_a_finger_then_the_mouse_then_the_cursor_and_only_in_reach():
    session = Session()
    mask = reach(session)
    rules = session.game.rules
    pointer = Pointer()
    pointer.cursor, pointer.hover = (0, 0), (5, 5)
    assert pointer.preview(mask, rules) is None   # the mouse's cell is out of reach
    pointer.pressed = (0, 0)
    assert pointer.preview(mask, rules) == (0, 0)
    assert reach(Session(Settings(DEMO))) == 0    # the bot's turn: nothing in reach


def test_a_refusals_mark_fades_unless_a_newer_one_took_its_place():
    pointer = Pointer()
    first = pointer.refused((1, 1))
    assert pointer.fade(first, 0.5) and pointer.refusal == ((1, 1), 0.5)
    second = pointer.refused((2, 2))
    assert not pointer.fade(first, 0.3) and pointer.refusal == ((2, 2), 1)
    assert pointer.fade(second, 0) and pointer.refusal is None
    assert not pointer.fade(second, 0.3)


def many_with_one_person():
    """A game of 3 of virus and bases: a person at X, easy bots at O and T."""
    rules = Rules(5, 5, game="bases", players=3)
    return Session(Settings(rules=rules, seats=["person", "easy", "easy"]))


def played_to_the_end(session):
    while session.game.result is None:
        session.game.play(session.game.legal_moves()[0])
    return session


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_person_out_the_bots_play_on_watched_with_pause_and_finish_fast(language):
    text = Strings(language)
    session = many_with_one_person()
    said = Names(session, text)
    state = buttons(session, True)
    assert not people_out(session) and state["pause"][1] and state["finish"][1], "a person in: neither"
    session.resign("X")
    assert session.game.result is None and session.game.inside == ["O", "T"]
    assert people_out(session) and may_pause(session)
    state = buttons(session, True)
    assert state["pause"] == (False, False) and state["finish"] == (False, False)
    assert state["pass"][1], "nobody in to pass: its place in an embed's one row goes to Finish fast"
    assert buttons(session, True, fast=True)["finish"] == (True, False), "finishing fast already"
    line = status_line(said, text, False, UP, False, False)
    assert line == text("status.people-out", status=status_words(said, False))
    assert line.startswith({"en": "You are out — watch or stop",
                            "ru": "Вы выбыли — смотрите или остановите"}[language])
    assert status_line(said, text, False, UP, True, False) == text("status.out-paused", status=status_words(said, False))
    assert status_line(said, text, False, UP, False, False, fast=True) == \
        text("status.finishing", status=status_words(said, False))


def test_paused_the_bots_take_no_step_and_a_person_back_in_is_never_held():
    session = many_with_one_person()
    session.resign("X")
    assert session.bot_may_move()
    assert bot_may_play(session, paused=False)
    assert not bot_may_play(session, paused=True), "paused: no step"
    session.undo()   # the resignation taken back: X is in, and to move
    assert not may_pause(session)
    demo = Session(Settings(DEMO))
    assert not bot_may_play(demo, paused=True) and bot_may_play(demo, paused=False)


def test_finishing_fast_the_bots_step_at_once_only_once_every_person_is_out():
    session = many_with_one_person()
    assert bot_step(session, False, 0.3, 0.7) == 0.3
    assert bot_step(session, True, 0.3, 0.7) == 0.3, "a person in follows the bots' sub-moves"
    session.resign("X")
    assert bot_step(session, False, 0.3, 0.7) == 0.3, "watched at the pace they were followed"
    assert bot_step(session, True, 0.3, 0.7) == 0, "Finish fast: no wait between sub-moves"
    demo = Session(Settings(DEMO))
    assert not people_out(demo) and bot_step(demo, False, 0.3, 0.7) == 0.7


def test_a_game_over_offers_neither_pause_nor_finish():
    session = many_with_one_person()
    session.resign("X")
    played_to_the_end(session)
    state = buttons(session, True)
    assert not people_out(session) and not may_pause(session) and state["pause"][1] and state["finish"][1]
    demo = played_to_the_end(Session(Settings(DEMO, rules=Rules(5, 5, 1))))
    assert not may_pause(demo) and buttons(demo, True)["pause"][1]


def test_with_a_friend_by_link_their_turn_is_sent_and_none_of_the_persons_buttons_plays_it():
    session = Session(Settings(FRIEND, "X", Rules(6, 6)))
    assert buttons(session, True)["send-turn"] == (True, False), "nothing to send on the person's own turn"
    for cell in ("a1", "b2", "c3"):
        session.click(cell)
    state = buttons(session, True)
    assert state["send-turn"] == (False, False)
    assert state["pass"][0] and state["hint"][0], "the friend's turn is theirs to play"
    assert buttons(Session(Settings(TWO_PLAYERS, rules=Rules(6, 6))), True)["send-turn"] == (False, True)
