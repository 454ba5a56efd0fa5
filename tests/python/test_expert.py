"""The expert level, on CPython: it thinks the time the player chose (5, 15 or
60 s a turn) in the page, by budget where no time is given; the choice is part
of a game's settings, its link and save, the New game form and the status."""

import pytest

from game import Game, Rules
from game.bot import search
from game.bot.levels import DEFAULT_THINK, EXPERT, LEVELS, THINK_TIMES, TIME_LIMITS, time_limit
from game.bot.search import UNBOUNDED, Clock
from game.bot.systems import BOTS
from game.web.dialogs.new_game import plays_expert, read, shown
from game.web.keeping import link
from game.web.panel.names import Names
from game.web.panel.status import status_words
from game.web.play.session import Session
from game.web.play.settings import DEMO, FRIEND, PERSON, TWO_PLAYERS, VS_BOT, Settings
from game.web.views.kinds import continued
from game.web.words import LANGUAGES, Strings


def test_the_expert_is_the_fourth_level_and_thinks_the_time_chosen():
    assert LEVELS[-1] == EXPERT and EXPERT not in TIME_LIMITS
    assert [time_limit(EXPERT, seconds) for seconds in THINK_TIMES] == [5, 15, 60]
    assert time_limit(EXPERT) == DEFAULT_THINK == 15
    assert time_limit("hard", 60) == TIME_LIMITS["hard"]   # the other levels keep the page's limits
    assert Settings(VS_BOT, level=EXPERT, think=60).time_limit(EXPERT) == 60


@pytest.mark.parametrize("game", sorted(BOTS))
def test_every_bot_has_an_expert_whose_budget_only_counts_without_a_clock(game):
    table = BOTS[game].SEARCH
    assert table[EXPERT][0] > table["hard"][0]   # by name (the arena, the tests) it searches more than hard
    assert search.level_search(table, EXPERT, Clock(None)) == table[EXPERT]
    assert search.level_search(table, EXPERT, Clock(5))[0] == UNBOUNDED
    assert search.level_search(table, EXPERT, Clock(5))[1:] == tuple(table[EXPERT][1:])
    assert search.level_search(table, "hard", Clock(5)) == table["hard"]   # hard stays within its budget


@pytest.mark.parametrize("game", sorted(BOTS))
def test_the_expert_on_a_clock_answers_a_whole_turn_within_its_time(game):
    rules = Rules(game=game, players=3) if game == "bases" else Rules(game=game)
    board = Game(rules)
    clock = Clock(0.3)
    cells = BOTS[game].choose_turn(board, EXPERT, seed=3, clock=clock)
    assert clock.used_ms() < 3000   # a step past the limit at most; no budget to run down first
    for cell in cells:
        board.play(cell)
    assert board.position.at_turn_start()


def test_a_think_time_not_offered_is_refused():
    with pytest.raises(ValueError, match="5, 15, 60"):
        Settings(VS_BOT, level=EXPERT, think=30)


def test_the_think_time_is_linked_where_an_expert_plays_and_comes_back():
    settings = Settings(VS_BOT, "O", Rules(), EXPERT, think=60)
    pairs = link.write(settings, Game())
    assert ("level", EXPERT) in pairs and ("think", "60") in pairs
    again = link.read(dict(pairs))
    assert not again.problems
    assert (again.settings.level, again.settings.think, again.settings.human) == (EXPERT, 60, "O")
    assert "think" not in dict(link.write(Settings(VS_BOT, level="hard"), Game()))   # no expert, no time


def test_a_bases_game_links_its_experts_seats_with_their_time():
    rules = Rules(game="bases", players=3)
    settings = Settings(rules=rules, seats=[PERSON, EXPERT, "easy"], think=5)
    again = link.read(dict(link.write(settings, Game(rules))))
    assert (again.settings.seats, again.settings.think) == ((PERSON, EXPERT, "easy"), 5)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_bad_think_time_in_a_link_is_named_and_the_default_used(language):
    launch = link.read({"level": EXPERT, "think": "30"})
    assert [problem.name for problem in launch.problems] == ["think"]
    assert (launch.settings.level, launch.settings.think) == (EXPERT, DEFAULT_THINK)
    problem = launch.problems[0]
    words = Strings(language)(problem.key, **problem.values)
    assert "think" in words and "5, 15, 60" in words


def test_new_game_shows_and_reads_the_think_time():
    settings = Settings(VS_BOT, "X", Rules(), EXPERT, think=5)
    values = shown(settings)
    assert (values["level"], values["think"]) == (EXPERT, "5")
    again = read(values)
    assert (again.level, again.think) == (EXPERT, 5)
    values["think"] = "60"
    assert read(values).think == 60


@pytest.mark.parametrize("changes, asked", [
    ({"mode": "bot-X", "level": EXPERT}, True),
    ({"mode": "bot-O", "level": "hard"}, False),
    ({"mode": "demo", "level": EXPERT}, True),
    ({"mode": TWO_PLAYERS, "level": EXPERT}, False),     # nobody thinks: no time asked
    ({"mode": FRIEND, "level": EXPERT}, False),
    ({"game": "bases", "players": "3", "seat-X": PERSON, "seat-O": "easy", "seat-T": EXPERT}, True),
    ({"game": "bases", "players": "3", "seat-X": PERSON, "seat-O": "easy", "seat-T": "hard",
      "seat-S": EXPERT}, False),                          # an expert in a seat the game has not
    ({"game": "bases", "players": "3", "seat-T": EXPERT, "friends": True}, False),
])
def test_the_form_asks_the_think_time_only_where_an_expert_plays(changes, asked):
    values = shown(Settings())
    values.update(changes)
    assert plays_expert(values) is asked


def test_playing_on_from_a_replay_keeps_the_experts_time():
    game = Game.from_record("1. a1-b2-c3, k10-i9-h8")
    settings, played = continued(game, 3, EXPERT, 60)
    assert (settings.seats, settings.think) == ((EXPERT, PERSON), 60)   # after X's three sub-moves the person plays O


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_status_says_how_long_the_expert_may_think(language):
    text = Strings(language)
    session = Session(Settings(VS_BOT, "O", Rules(), EXPERT, think=60))
    said = Names(session, text)
    thinking = status_words(said, True)
    assert "60" in thinking
    assert thinking == text("status.expert-thinking", side=said.side_name("X"), seconds=60,
                            progress=text(Rules().system.WORDS["progress"], done=1, total=3))
    assert status_words(said, False) != thinking   # to move, not yet asked: the usual words
    demo = Names(Session(Settings(DEMO, level=EXPERT, think=5)), text)
    assert "5" in status_words(demo, True)
