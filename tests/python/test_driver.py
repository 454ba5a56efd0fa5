"""The bot driver's job staleness (game/web/bot/driver.py), on CPython: an answer
is played only on the position it was asked about."""

from game.rules import Rules
from game.web.bot.driver import BotJobs
from game.web.play.session import Session
from game.web.play.settings import DEMO, TWO_PLAYERS, Settings

RECORD = '[Size "5x5"]\n[Actions "1"]\n\n1. a1 e5 2. b2 d4\n'


def asked():
    """A session whose bot (X, in a demo) is to move, and the job it was asked."""
    session = Session(Settings(DEMO, rules=Rules(5, 5, 1)))
    jobs = BotJobs()
    return session, jobs, jobs.due(session)


def test_the_bot_is_asked_once_per_position():
    session, jobs, job = asked()
    assert job is not None and jobs.thinking(session) and jobs.current(session, job)
    assert jobs.due(session) is None   # asked already: not twice


def test_an_answer_after_a_sub_move_is_dropped():
    session, jobs, job = asked()
    session.play_bot_cell("a1")
    assert not jobs.current(session, job) and not jobs.thinking(session)
    assert jobs.due(session) is not None   # the new position is asked


def test_an_answer_after_undo_is_dropped_though_the_history_is_as_long():
    session = Session(Settings(TWO_PLAYERS, rules=Rules(5, 5, 1)))
    session.click("a1")
    jobs = BotJobs()
    job = jobs.due(session)
    session.undo()
    session.click("a1")   # the same length of history, another generation
    assert not jobs.current(session, job)


def test_an_answer_after_a_new_game_or_a_load_is_dropped():
    session, jobs, job = asked()
    session.new_game()
    assert not jobs.current(session, job)
    job = jobs.due(session)
    session.load_record(RECORD)
    assert not jobs.current(session, job)


def test_an_answer_for_the_game_the_guide_set_aside_is_dropped():
    session, jobs, job = asked()
    guide = Session(Settings(DEMO, rules=Rules(5, 5, 1)))
    assert not jobs.current(guide, job)   # another session, the same counts
    session.set_aside()
    assert not jobs.current(session, job)


def test_a_failed_job_is_not_asked_again_but_the_next_one_is():
    session, jobs, job = asked()
    jobs.failed(job)
    jobs.done()
    assert jobs.due(session) is None
    session.play_bot_cell("a1")
    assert jobs.due(session) is not None


def test_the_job_another_tab_left_is_that_tabs_until_a_person_plays_here():
    session, jobs, job = asked()
    jobs.done()
    jobs.follow(session)
    assert jobs.following(session) and jobs.due(session) is None
    jobs.person_acted()
    assert jobs.due(session) is not None


def test_the_bots_own_sub_moves_keep_its_turn_current():
    session = Session(Settings(DEMO, rules=Rules(5, 5, 2)))
    jobs = BotJobs()
    jobs.due(session)
    session.play_bot_cell("a1")
    job = jobs.moved(session)
    assert jobs.current(session, job) and jobs.thinking(session)
    jobs.done()
    assert not jobs.thinking(session)
