"""Every registered rule system follows the one protocol (game/rules/system.py),
and a fourth one, made up in tests/systems/dots/, plays through Game and
records with no edit outside its own folder."""

import types

import pytest

from game import Game, RecordError, Rules
from game.core.errors import IllegalMove
from game.rules import SYSTEMS
from game.rules.system import DRAW, KINDS, content_masks, problems
from helpers import random_games

BUILT_IN = ("bases", "capture", "classic")



@pytest.mark.parametrize("name", BUILT_IN + ("dots",))
def test_the_system_declares_everything_the_protocol_asks(name, toy):
    assert problems(SYSTEMS[name]) == []


def test_the_check_names_what_a_system_lacks(toy_rules):
    lacking = types.SimpleNamespace(**dict((key, getattr(toy_rules, key)) for key in dir(toy_rules)
                                           if not key.startswith("_")))
    del lacking.why_illegal
    lacking.SIDES, lacking.SYMBOLS = ("R", "r"), ("●", "◆")
    assert problems(lacking) == ["the hook why_illegal is missing",
                                 "players must run from 2 up to the sides there are",
                                 "side code 'r' must be a capital letter, then capitals or digits, at most three"]


def test_a_named_start_needs_its_words_for_new_game(toy_rules):
    lacking = types.SimpleNamespace(**dict((key, getattr(toy_rules, key)) for key in dir(toy_rules)
                                           if not key.startswith("_")))
    lacking.WORDS = dict(toy_rules.WORDS)
    del lacking.WORDS["starts"]
    assert problems(lacking) == ["WORDS['starts'] must name anywhere"]


def test_a_system_may_leave_out_the_hooks_the_protocol_gives_by_default(toy_rules):
    """A game whose marks reach all eight neighbours, start on the cells named
    and count no ground says nothing of those: register gives it the protocol's
    default hooks, as the made-up fourth game shows."""
    from game.rules.system import DEFAULT_HOOKS
    assert set(DEFAULT_HOOKS) == {"start_masks", "ground_counts", "neighbourhood"}
    lacking = types.SimpleNamespace(**dict((key, getattr(toy_rules, key)) for key in dir(toy_rules)
                                           if not key.startswith("_") and key not in DEFAULT_HOOKS))
    assert problems(lacking) == []
    from game.rules import register, unregister
    register(lacking)
    try:
        game = Game(Rules(5, 5, game="dots"))
        assert game.rules.start_masks == (game.rules.geometry.parse("a1"), game.rules.geometry.parse("e5"))
        assert lacking.ground_counts(game.rules) is False
        assert lacking.neighbourhood(game.rules.geometry, 1) == game.rules.geometry.dilate(1)
    finally:
        unregister("dots")


@pytest.mark.parametrize("name", BUILT_IN + ("dots",))
def test_what_a_game_does_is_what_its_system_declares(name, toy):
    system = SYSTEMS[name]
    seen_reasons = set()
    seen_refusals = set()
    seen_kinds = set()
    for game, positions in random_games(name, 60):
        seen_reasons.add(game.reason)
        seen_reasons.update(reason for side, reason in game.out)
        assert game.result in game.players + ["draw"]
        for position in positions:
            geo = position.geo
            assert position.legal & ~position.targets(position.side) == 0
            masks = content_masks(position)   # the board's reading of every cell at once
            for bit in geo.cells:
                content = position.content(bit)
                assert [found for found, mask in masks if mask & bit] == ([] if content is None else [content])
                assert (content is None) == (position.mark(bit) == ".")
                if content is not None:
                    player, kind = content
                    assert 0 <= player < position.rules.players and kind in system.KINDS
                    seen_kinds.add(kind)
                if position.result is None and not position.legal & bit:
                    refusal = system.why_illegal(position, bit)
                    assert isinstance(refusal, IllegalMove)
                    assert sorted(refusal.values) == sorted(system.REFUSALS[refusal.code]), refusal.code
                    seen_refusals.add(refusal.code)
    assert seen_reasons <= set(system.REASONS)
    assert seen_kinds == set(system.KINDS) and set(system.KINDS) <= set(KINDS)
    assert len(seen_refusals) >= 2


@pytest.mark.parametrize("name", BUILT_IN + ("dots",))
def test_a_draw_is_one_value_in_every_game(name, toy):
    game = Game(Rules(game=name))
    game.position.result = DRAW
    assert game.result == "draw"


def test_the_fourth_game_plays_through_game_and_records(toy):
    rules = Rules(4, 3, 2, game="dots", players=3, goal="fewest")
    assert rules.goal == "fewest" and rules.scoring is None and rules.last_mover_wins is False
    assert rules.tags() == [("Game", "dots"), ("Players", "3"), ("Size", "4x3"), ("Actions", "2"),
                            ("Goal", "fewest")]
    for game, positions in random_games("dots", 20, seed=5):
        again = Game.from_record(game.record())
        assert again.history() == game.history() and again.result == game.result
    game = Game(rules)
    game.play("a1")
    with pytest.raises(IllegalMove) as refused:
        game.play("d3")
    assert refused.value.code == "apart" and refused.value.values == {"cell": "d3", "side": "R"}
    game.play("b2")
    assert game.turn == "G" and game.cell("b2") == "R"
    again = Game.from_record(game.record())
    assert again.rules == rules and again.history() == game.history()


def test_the_fourth_games_named_start_plays_through_records_and_links(toy):
    from game.web.keeping import link
    from game.web.panel.mode_line import mode_line
    from game.web.play.session import Session
    from game.web.play.settings import TWO_PLAYERS, Settings
    from helpers import said

    rules = Rules(5, 5, game="dots", starts="anywhere")
    assert ("Start", "anywhere") in rules.tags()
    game = Game(rules)
    game.play("c3")   # no corner asked of the first dot
    game.play("d4")
    again = Game.from_record(game.record())
    assert again.rules == rules and again.history() == game.history()
    settings = Settings(TWO_PLAYERS, rules=rules)
    pairs = link.write(settings, game)
    assert ("start", "anywhere") in pairs
    back = link.read(dict(pairs))
    assert back.problems == [] and back.settings.rules == rules
    line = mode_line(said(Session(settings)))
    assert "Dots for 2 from anywhere" in line, line


def test_an_option_of_one_game_is_refused_in_another(toy):
    with pytest.raises(ValueError, match="goal is for the dots game only"):
        Rules(goal="most")
    with pytest.raises(RecordError) as wrong:
        Game.from_record('[Game "dots"]\n[Goal "best"]\n')
    assert (wrong.value.line, wrong.value.column, wrong.value.code) == (2, 8, "goal")
    with pytest.raises(RecordError) as elsewhere:
        Game.from_record('[Goal "most"]\n')
    assert elsewhere.value.code == "goal" and elsewhere.value.values["known"] == "none"


def test_the_fourth_game_plays_through_a_link_and_the_pages_session_in_words(toy):
    """The page's generic parts, asked of a game they have never heard of: a link
    round trip, a click, a refusal in words and the end in words, both languages."""
    from game.web.keeping import link
    from game.web.panel.status import result_text, status_words
    from game.web.play.session import Session
    from game.web.play.settings import TWO_PLAYERS, Settings
    from game.web.words import Strings
    from helpers import said

    rules = Rules(4, 3, 2, game="dots", players=3, goal="fewest")
    session = Session(Settings(TWO_PLAYERS, rules=rules))
    assert session.click("a1") and session.game.cell("a1") == "R"
    assert not session.click("d3")                    # not beside a dot of R
    refusal = status_words(said(session))
    assert "d3" in refusal and "●" in refusal, refusal
    assert "d3" in status_words(said(session, Strings("ru")))
    pairs = link.write(session.settings, session.game)
    assert ("game", "dots") in pairs and ("goal", "fewest") in pairs
    back = link.read(dict(pairs))
    assert back.problems == [] and back.settings.rules == rules
    assert back.game.record() == session.game.record()
    while session.game.result is None:
        assert session.click(session.game.legal_moves()[0])
    english, russian = result_text(said(session)), result_text(said(session, Strings("ru")))
    assert "wins" in english and "full board" in english, english      # the toy's own words
    assert "победил" in russian, russian


def test_the_made_up_games_bot_plays_a_whole_legal_turn(toy):
    from game import systems
    bot = systems.part("dots", "bot")
    game = Game(Rules(5, 5, 2, game="dots", players=3))
    cells = bot.choose_turn(game, "easy", seed=4)
    assert cells == bot.choose_turn(game, "easy", seed=4) and len(cells) == 2
    game.play_turn(cells)
    assert game.turn == "G"
