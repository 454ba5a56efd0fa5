"""The page's logic without the page: modes, undo against the bot, status, layout."""

import pytest

from game import Game, Rules, RecordError
from game.web.board.layout import BoardLayout
from game.web.panel.headline import beside_reason, headline
from game.web.panel.spoken import spoken_turns
from game.web.panel.status import status_words
from game.web.panel.title import tab_title
from game.web.play.session import Session
from game.web.play.settings import Settings, VS_BOT, TWO_PLAYERS, DEMO, SEATS
from game.web.words import Strings
from helpers import said


def test_who_moves_in_each_mode():
    assert not Session().bot_to_move()                       # you are X, X starts
    assert Session(Settings(VS_BOT, "O")).bot_to_move()
    assert Session(Settings(DEMO)).bot_to_move()
    assert not Session(Settings(TWO_PLAYERS)).bot_to_move()
    with pytest.raises(ValueError):
        Settings("solo")
    with pytest.raises(ValueError):
        Settings(VS_BOT, "Z")


def test_clicks_are_refused_with_reasons_and_change_nothing():
    session = Session(Settings(VS_BOT, "O"))
    assert not session.click("a1")
    assert status_words(said(session)) == "Wait for the bot: it is X's turn."
    session = Session()
    assert not session.click("c3")
    assert "start cell a1" in status_words(said(session))
    assert session.game.record() == ""
    assert session.click("a1") and session.notice is None
    assert status_words(said(session)) == "Your move (X): sub-move 2 of 3."


def a_turn_each_and_d4():
    """You (X) and the bot have played a turn each, and you a sub-move of the next."""
    session = Session()
    for cell in ("a1", "b2", "c3"):
        session.click(cell)
    session.play_bot_turn("k10-i9-h8")
    session.click("d4")
    return session


def test_undo_against_the_bot_goes_back_to_the_start_of_your_turn():
    session = a_turn_each_and_d4()
    generation = session.generation
    assert session.undo()
    assert session.game.record() == "1. a1-b2-c3, k10-i9-h8"
    assert session.generation > generation, "a bot answer in flight is now stale"
    assert session.undo()
    assert session.game.record() == ""
    assert not session.undo() and status_words(said(session)) == "Nothing to undo yet."


def test_undo_as_o_never_leaves_the_bot_half_a_turn():
    session = Session(Settings(VS_BOT, "O"))
    session.play_bot_turn("a1-b2-c3")
    assert not session.undo() and "Nothing of yours" in status_words(said(session))
    session.click("k10")
    session.click("i9")
    session.click("h8")
    session.play_bot_turn("d4-e5-f6")
    session.undo()
    assert session.game.record() == "1. a1-b2-c3"
    assert session.game.turn == "O" and not session.bot_to_move()


def test_undo_after_the_bot_won_and_in_two_player_mode():
    session = Session(Settings(VS_BOT, "X", Rules(3, 3)))
    session.game = Game.from_record('[Size "3x3"]\n\n1. pass, c3-b2-a1')
    # The bot (O) stands on X's start cell: X's only sub-move kills it, and
    # with no living mark X's turn ends there and X loses on the next.
    session.click("a1")
    assert session.game.turn == "O"
    session.play_bot_turn("b1-a2-a3")
    assert session.game.result == "O"
    session.undo()
    assert session.game.record() == '[Size "3x3"]\n\n1. pass, c3-b2-a1'
    two = Session(Settings(TWO_PLAYERS))
    two.click("a1")
    two.click("b2")
    two.undo()
    assert two.game.record() == "1. a1"


def test_resign_is_the_humans_and_demo_has_no_undo():
    session = Session(Settings(VS_BOT, "O"))
    session.resign()
    assert session.game.result == "X" and status_words(said(session)) == "X wins: O resigned."
    demo = Session(Settings(DEMO))
    demo.play_bot_turn("a1-b2-c3")
    assert not demo.undo() and demo.game.record() == "1. a1-b2-c3"


def test_load_record_keeps_the_old_game_on_error():
    session = Session()
    session.click("a1")
    with pytest.raises(RecordError):
        session.load_record("1. a1-zz")
    assert session.game.record() == "1. a1"
    session.load_record('[Size "5x5"]\n\n1. a1-b2-c3')
    assert session.game.rules == Rules(5, 5) and session.settings.rules == Rules(5, 5)
    assert session.bot_to_move(), "against the bot, O's move is the bot's"


def test_status_texts():
    session = Session(Settings(DEMO))
    assert status_words(said(session)) == "Bot X to move: sub-move 1 of 3."
    assert status_words(said(session), thinking=True) == "Bot X is thinking… (sub-move 1 of 3)"
    two = Session(Settings(TWO_PLAYERS))
    assert status_words(said(two)) == "X to move: sub-move 1 of 3."
    two.pass_turn()
    two.pass_turn()
    assert status_words(said(two)) == "A draw: both sides passed."


def test_recent_turns_mark_the_last_turn_and_the_one_in_progress():
    session = Session(Settings(TWO_PLAYERS))
    assert session.recent_turns() == []
    for cell in ("a1", "b2", "c3"):
        session.click(cell)
    assert session.recent_turns() == [("X", [("a1", "place"), ("b2", "place"), ("c3", "place")])]
    session.click("k10")
    assert session.recent_turns() == [("X", [("a1", "place"), ("b2", "place"), ("c3", "place")]),
                                      ("O", [("k10", "place")])]
    session.click("i9")
    session.click("h8")
    assert session.recent_turns() == [("O", [("k10", "place"), ("i9", "place"), ("h8", "place")])]


MIDGAME = "1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, g7-f6-e5\n3. d5-d6-e6, f5-d4-d3"


def test_recent_turns_tell_kills_from_placements_as_the_engine_leaves_them():
    session = Session(Settings(TWO_PLAYERS))
    session.load_record(MIDGAME)
    assert session.recent_turns() == [("O", [("f5", "place"), ("d4", "kill"), ("d3", "place")])]
    session.click("d3")   # X kills the nought O just placed: O's placement stays a placement
    assert session.recent_turns() == [("O", [("f5", "place"), ("d4", "kill"), ("d3", "place")]),
                                      ("X", [("d3", "kill")])]
    session.step("previous")
    shown = session.shown_game()
    assert session.recent_turns(shown) == [("O", [("f5", "place"), ("d4", "kill"), ("d3", "place")])]
    assert session.kind("O", "d3", shown) == "place" and session.kind("X", "d3") == "kill"


@pytest.mark.parametrize("flipped", [False, True])
def test_layout_maps_every_cell_centre_back_to_its_cell(flipped):
    layout = BoardLayout(10, 7, 640, 480, flipped)
    assert layout.x >= layout.label and layout.y >= layout.label - 1
    assert layout.x + layout.width <= 640 and layout.y + layout.height <= 480
    for col in range(10):
        for row in range(7):
            x, y = layout.origin(col, row)
            assert layout.cell_at(x + layout.cell / 2, y + layout.cell / 2) == (col, row)
    assert layout.cell_at(0, 0) is None and layout.cell_at(639, 479) is None
    corner = layout.cell_at(layout.x + 1, layout.y + layout.height - 1)
    assert corner == ((9, 6) if flipped else (0, 0)), "a1 is bottom left unless flipped"


def test_stepping_back_shows_older_positions_and_blocks_play_until_the_end():
    session = Session(Settings(TWO_PLAYERS))
    for cell in ("a1", "b2", "c3", "k10"):
        session.click(cell)
    assert not session.step("next"), "already at the live game"
    assert session.step("previous") and session.view == 3
    assert session.shown_game().record() == "1. a1-b2-c3"
    assert session.game.record() == "1. a1-b2-c3, k10", "looking back changes nothing"
    assert status_words(said(session)) == "Showing sub-move 3 of 4. Press » to return to the game."
    assert not session.click("i9") and "looking back" in status_words(said(session))
    assert not session.undo() and session.game.record() == "1. a1-b2-c3, k10"
    session.step("first")
    assert session.shown_game().record() == "" and session.recent_turns(session.shown_game()) == []
    assert session.step("next") and session.shown_game().record() == "1. a1"
    assert session.step("last") and session.view is None
    assert session.click("i9")


@pytest.mark.parametrize("language, words", [
    ("en", "Showing sub-move {} of 4. Press » to return to the game."),
    ("ru", "Показан ходик {} из 4. Нажмите », чтобы вернуться к игре.")])
def test_looking_back_counts_sub_moves_not_passes_nor_a_resignation(language, words):
    session = Session(Settings(TWO_PLAYERS))
    for cell in ("a1", "b2", "c3"):
        session.click(cell)
    session.pass_turn()
    session.click("d4")
    session.resign("O")
    assert len(session.game.history()) == 6
    session.step("first")
    assert status_words(said(session, Strings(language))) == words.format(0)
    assert session.show_at(4), "after O's pass"
    assert status_words(said(session, Strings(language))) == words.format(3)
    session.step("last")
    session.step("previous")   # all but the resignation
    assert status_words(said(session, Strings(language))) == words.format(4)


def test_show_at_jumps_to_any_point_of_the_history():
    session = Session(Settings(TWO_PLAYERS))
    for cell in ("a1", "b2", "c3", "k10"):
        session.click(cell)
    session.click("a5")
    assert session.notice, "a refusal to be cleared by the jump"
    assert session.show_at(2) and session.view == 2 and session.notice is None
    assert session.shown_game().record() == "1. a1-b2"
    assert not session.show_at(2), "already there"
    assert session.show_at(0) and session.shown_game().record() == ""
    assert session.show_at(4) and session.view is None, "the whole history is the live game"
    assert not session.show_at(99) and session.view is None
    assert session.show_at(-5) and session.view == 0


def test_a_game_set_aside_makes_answers_for_it_stale_and_keeps_its_game():
    session = Session(Settings(VS_BOT, "O"))
    session.click("a1")
    generation = session.generation
    session.set_aside()
    assert session.generation != generation and session.notice is None
    assert session.game.record() == "" and session.bot_may_move()


def test_bot_waits_while_someone_looks_back():
    session = Session(Settings(VS_BOT, "O"))
    session.play_bot_turn("a1-b2-c3")
    session.click("k10")
    session.click("i9")
    session.click("h8")
    assert session.bot_may_move()
    session.step("first")
    assert session.bot_to_move() and not session.bot_may_move()


def test_every_sub_move_is_put_in_words_for_screen_readers():
    session = Session(Settings(VS_BOT, "O", Rules(3, 3)))
    session.game = Game.from_record('[Size "3x3"]\n\n1. pass, c3-b2-a1')
    assert spoken_turns(said(session), 0) == ["Bot: X passes.", "O plays c3, plays b2, plays a1."]
    assert spoken_turns(said(session), 2) == ["O plays b2, plays a1."], "a person's sub-moves are said as they come"
    session = Session(Settings(TWO_PLAYERS, "X", Rules(3, 3)))
    session.game = Game.from_record('[Size "3x3"]\n\n1. pass, c3-b2-a1')
    start = len(session.game.history())
    session.click("a1")
    assert spoken_turns(said(session), start) == ["X kills a1."]
    session.resign()
    assert spoken_turns(said(session), start + 1) == ["O resigns."]


def test_the_bots_turn_is_said_whole_in_one_sentence():
    session = Session(Settings(VS_BOT, "X"))
    session.load_record(MIDGAME.rsplit("\n", 1)[0] + "\n3. d5-d6-e6")
    start = len(session.game.history())
    session.play_bot_cell("f5")
    assert spoken_turns(said(session), start) == ["Bot: O plays f5."]
    session.play_bot_cell("d4")
    session.play_bot_cell("d3")
    whole = ["Bot: O plays f5, kills d4, plays d3."]
    assert spoken_turns(said(session), start) == whole
    assert spoken_turns(said(session), start + 2) == whole, "however much of it was said before"
    session.click("d3")
    assert spoken_turns(said(session), start + 3) == ["X kills d3."]
    assert spoken_turns(said(session), start) == whole + ["X kills d3."]
    assert spoken_turns(said(session, Strings("ru")), start + 1) == ["Бот: O ставит f5, убивает d4, ставит d3.", "X убивает d3."]


def test_a_sub_move_is_said_from_the_end_of_the_history_not_a_copy_of_it_all(monkeypatch):
    # said after every sub-move, and a game of 30 runs past 1,000 entries
    session = Session(Settings(VS_BOT, "X"))
    session.load_record(MIDGAME.rsplit("\n", 1)[0] + "\n3. d5-d6-e6")
    start = len(session.game.history())
    for cell in ("f5", "d4", "d3"):
        session.play_bot_cell(cell)
    history = Game.history
    asked = []
    monkeypatch.setattr(Game, "history", lambda game, begin=0: asked.append(begin) or history(game, begin))
    assert spoken_turns(said(session), start + 2) == ["Bot: O plays f5, kills d4, plays d3."]
    assert asked and min(asked) == start - 1, "read back to the entry before the bot's turn, no further"


def test_the_session_speaks_russian_too():
    session = Session(Settings(TWO_PLAYERS))
    assert status_words(said(session, Strings("ru"))) == "Ходит X: ходик 1 из 3."
    session.click("c3")
    assert status_words(said(session, Strings("ru"))) == "X ещё не ходил: первый ходик — в начальную клетку a1."
    session.pass_turn()
    session.pass_turn()
    assert status_words(said(session, Strings("ru"))) == "Ничья: оба пропустили ход."


def test_a_persons_notice_goes_when_the_bot_moves_on_and_never_hides_the_result():
    session = Session()
    for cell in ("a1", "b2", "c3"):
        session.click(cell)
    assert not session.click("d4") and status_words(said(session)) == "Wait for the bot: it is O's turn."
    session.play_bot_cell("k10")
    assert status_words(said(session)) == "The bot (O) to move: sub-move 2 of 3."
    session.play_bot_turn("i9-h8")
    assert status_words(said(session)) == "Your move (X): sub-move 1 of 3."
    # a demo touched once, then won by its bot
    demo = Session(Settings(DEMO, rules=Rules(3, 3)),
                   Game.from_record('[Size "3x3"]\n\n1. pass, c3-b2-a1\n2. a1'))
    assert not demo.click("b1")
    demo.play_bot_turn("b1-a2-a3")          # X, its last mark killed, has no sub-move left
    assert status_words(said(demo)) == "O wins: X has no legal sub-move."
    assert not demo.click("b3")
    assert status_words(said(demo)) == "O wins: X has no legal sub-move. Start a new game to play again."
    demo.say("copy.done")
    assert status_words(said(demo)) == "O wins: X has no legal sub-move. The record is copied."


def test_notices_about_the_opened_game_stay_until_a_person_acts():
    session = Session(Settings(VS_BOT, "O"))
    session.tell([("saved.unavailable", {})])
    session.play_bot_turn("a1-b2-c3")
    # after the move words, which a notice about the opening never hides
    assert status_words(said(session)) == ("Your move (O): sub-move 1 of 3. This browser keeps no save: the "
                                "game lasts while the tab is open.")
    assert status_words(said(session), thinking=True).startswith("Your move (O)")
    session.say("copy.done")
    assert status_words(said(session)) == "The record is copied.", "a remark on what a person did is said alone"
    session.tell([("saved.unavailable", {})])
    session.click("k10")
    assert status_words(said(session)) == "Your move (O): sub-move 2 of 3."


@pytest.mark.parametrize("blank", ["", "  \n\t\n"])
def test_an_empty_record_is_refused_like_a_broken_one(blank):
    session = Session()
    session.click("a1")
    with pytest.raises(RecordError) as refused:
        session.load_record(blank)
    assert refused.value.code == "empty" and session.game.record() == "1. a1"
    assert Strings()("load.error", error=refused.value) == \
        "This record cannot be read: line 1, column 1: the record is empty"
    assert Strings("ru")("load.error", error=refused.value) == \
        "Запись не читается: строка 1, столбец 1: запись пуста"


def test_undo_right_after_a_load_brings_back_the_game_it_replaced():
    session = Session(Settings(TWO_PLAYERS))
    session.click("a1")
    session.click("b2")
    replaced = session.game
    session.load_record('[Size "5x5"]\n\n1. a1-b2-c3, e5')
    assert session.can_undo()
    assert session.undo() and session.game is replaced
    assert session.game.record() == "1. a1-b2" and session.settings.rules == Rules()
    assert session.undo() and session.game.record() == "1. a1", "then undo goes on as before"
    # played on after the load: undo takes that back first, then the replaced game
    session.load_record('[Size "5x5"]')
    assert session.can_undo(), "a record without moves can be undone too"
    session.click("a1")
    session.undo()
    assert session.game.record() == '[Size "5x5"]'
    session.undo()
    assert session.game.record() == "1. a1"


def test_undo_brings_back_the_game_a_load_replaced_once_the_loaded_game_is_taken_back():
    session = Session()                       # you are X against the bot
    session.click("a1")
    session.load_record("1. a1-b2-c3")
    session.play_bot_turn("k10-i9-h8")        # the bot answers the loaded game at once
    session.undo()
    assert session.game.record() == "", "back to the start of your turn: the loaded moves go too"
    generation = session.generation
    assert session.undo() and session.game.record() == "1. a1"
    assert session.generation > generation, "a bot answer in flight is now stale"
    demo = Session(Settings(DEMO))
    demo.load_record("1. a1-b2-c3")
    demo.play_bot_turn("k10-i9-h8")
    assert demo.can_undo() and demo.undo() and demo.game.record() == ""
    assert not demo.can_undo() and not demo.undo()


def test_seats_name_who_plays_each_side_of_a_bases_game():
    rules = Rules(5, 5, 1, game="bases", players=3)
    assert Settings(VS_BOT, "O", rules, "easy").seats == ("easy", "person", "easy")
    assert Settings(DEMO, "X", rules, "hard").seats == ("hard",) * 3
    assert Settings(TWO_PLAYERS, "X", rules).seats == ("person",) * 3
    mixed = Settings(rules=rules, seats=["person", "hard", "person"])
    assert mixed.mode == SEATS and mixed.people() == ["X", "T"] and mixed.bot_level("O") == "hard"
    assert Settings(rules=rules, seats=["easy", "hard", "easy"]).mode == SEATS   # bots of two levels
    for seats in (["person", "hard"], ["person", "god", "easy"]):
        with pytest.raises(ValueError):
            Settings(rules=rules, seats=seats)
    with pytest.raises(ValueError):
        Settings(VS_BOT, "S", rules)   # three players: X, O and T


def test_two_people_and_a_bot_undo_back_to_a_persons_turn():
    rules = Rules(5, 5, 1, game="bases", players=3)
    session = Session(Settings(rules=rules, seats=["person", "easy", "person"]))
    session.click("a1")
    assert session.bot_to_move() and session.resigners() == ["X", "T"]
    assert not session.resign("O") and status_words(said(session)) == "O is not a person's side here."
    session.play_bot_turn("e5")
    session.click("e1")
    session.click("b2")
    session.play_bot_turn("d4")   # T to move: undo takes back the bot's answer and X's turn
    assert session.undo() and session.game.history() == [("X", "a1"), ("O", "e5"), ("T", "e1")]
    assert session.game.turn == "X"
    assert session.resign() and session.game.out == [("X", "resigned")]
def test_the_end_in_two_words_for_the_person_or_for_the_winning_side():
    session = Session(Settings(VS_BOT, "X"))
    assert headline(said(session)) == "" and session.outcome() is None
    session.resign()
    assert (session.outcome(), headline(said(session))) == ("lost", "You lost")
    won = Session(Settings(VS_BOT, "O"))
    won.game.resign("X")
    assert (won.outcome(), headline(said(won))) == ("won", "You won")
    drawn = Session(Settings(VS_BOT, "X"))
    drawn.pass_turn()
    drawn.play_bot_turn("pass")
    assert (drawn.outcome(), headline(said(drawn))) == ("drawn", "Draw")
    two = Session(Settings(TWO_PLAYERS))
    two.resign()                             # X, to move, resigns
    assert (two.outcome(), headline(said(two))) == (None, "O won")
    demo = Session(Settings(DEMO))
    demo.game.resign("O")
    assert headline(said(demo, Strings("ru"))) == "X победил"
    # beside the reason (the embed's one line) only what the reason does not say: who "you" are
    assert [beside_reason(said(s)) for s in (session, won, drawn, two, demo)] == \
        ["You lost", "You won", "", "", ""]


def test_the_tab_title_says_whose_move_it_is_and_how_the_game_ended():
    session = Session()
    assert tab_title(said(session)) == "Your move — Virus War"
    for cell in ("a1", "b2", "c3"):
        session.click(cell)
    assert tab_title(said(session)) == "Bot thinking… — Virus War"
    session.play_bot_turn("k10-i9-h8")
    session.resign()
    assert tab_title(said(session)) == "You lost — Virus War"
    two = Session(Settings(TWO_PLAYERS))
    two.click("a1")
    assert tab_title(said(two, Strings("ru"))) == "Ходит X — Война вирусов"
    two.click("b2")
    two.click("c3")
    assert tab_title(said(two, Strings("ru"))) == "Ходит O — Война вирусов"
    demo = Session(Settings(DEMO))
    assert tab_title(said(demo)) == "X to move — Virus War"


def test_what_each_action_was_for_sounds():
    session = Session(Settings(TWO_PLAYERS, "X", Rules(3, 3)))
    session.game = Game.from_record('[Size "3x3"]\n\n1. pass, c3-b2-a1')
    session.click("a1")
    session.resign()
    assert session.kinds(0) == ["pass", "place", "place", "place", "kill", "resign"]
    assert session.kinds(4) == ["kill", "resign"]


def test_what_each_action_was_follows_an_undo_and_another_game_without_asking_the_old_history():
    """The kinds are kept from one redraw to the next (game/web/play/actions.py):
    an action taken back and another made in its place, a look back, a game
    loaded in place of this one, each reads as the engine leaves it."""
    session = Session(Settings(TWO_PLAYERS))
    session.load_record(MIDGAME)
    session.click("d3")   # X kills O's last nought
    assert session.kinds(18) == ["kill"]
    session.undo()
    session.click("e4")   # a placement in the kill's place
    assert session.game.history()[18] == ("X", "e4") and session.kinds(17) == ["place", "place"]
    session.step("previous")
    assert session.recent_turns(session.shown_game())[-1] == ("O", [("f5", "place"), ("d4", "kill"), ("d3", "place")])
    assert session.kinds(18) == ["place"]   # the live game's, not the one looked back at
    session.load_record("1. a1-b2-c3, k10-k9-k8\n2. d4")
    assert session.kinds(0) == ["place"] * 7
    fresh = Session(Settings(TWO_PLAYERS))
    fresh.load_record(session.game.record())
    assert session.recent_turns() == fresh.recent_turns()


def test_an_early_pass_is_asked_about_once_and_a_later_one_never():
    session = Session(Settings(TWO_PLAYERS))
    assert session.asked_pass() is False and session.notice == [("pass.ask", {})]
    assert session.game.history_length() == 0
    assert session.asked_pass() is True and session.game.history() == [("X", "pass")]
    session.click("k10")
    session.undo()
    assert session.asked_pass() is True, "asked once a game, whoever passes next"
    assert session.game.result == "draw"
    late = Session(Settings(TWO_PLAYERS))
    late.game = Game.from_record("1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, g7-f7-e7\n3. c4-d5-e6, f8-f9-e8")
    assert late.asked_pass() is True, "past the first rounds: no question"
    bot = Session(Settings(VS_BOT, "X"))
    bot.new_game()
    assert bot.asked_pass() is False and bot.asked_pass() is True


def test_redo_plays_again_what_undo_took_back_and_a_new_move_drops_it():
    session = a_turn_each_and_d4()
    assert not session.can_redo()
    session.undo()
    session.undo()
    assert session.game.record() == "" and session.can_redo()
    generation = session.generation
    assert session.redo()
    assert session.game.record() == "1. a1-b2-c3, k10-i9-h8"
    assert session.generation > generation, "a bot answer in flight is now stale"
    assert session.redo() and session.game.record() == "1. a1-b2-c3, k10-i9-h8\n2. d4"
    assert not session.redo() and status_words(said(session)) == "Nothing to redo."
    session.undo()
    assert session.click("c4")   # another move: what Undo took back is no longer the game's future
    assert not session.can_redo() and not session.redo()
    assert session.game.record() == "1. a1-b2-c3, k10-i9-h8\n2. c4"


def test_redo_brings_back_an_ended_game_and_the_notes_undo_dropped():
    session = Session(Settings(VS_BOT, "X", Rules(3, 3)))
    session.game = Game.from_record('[Size "3x3"]\n\n1. pass, c3-b2-a1')
    session.click("a1")
    session.play_bot_turn("b1-a2-a3")
    session.game.annotate(3, "!", "the bot eats the last mark")
    assert session.tally_outcome() == "lost"
    session.undo()
    assert session.untally() == "lost" and session.game.annotation(3) == (None, None)
    assert session.redo() and session.game.result == "O"
    assert session.game.annotation(3) == ("!", "the bot eats the last mark")
    assert session.tally_outcome() == "lost", "the end brought back counts again"
    two = Session(Settings(TWO_PLAYERS))
    two.click("a1")
    two.click("b2")
    two.undo()
    two.click("b1")
    assert not two.can_redo()


def test_redo_waits_while_someone_looks_back_and_a_new_game_forgets_it():
    session = Session(Settings(TWO_PLAYERS))
    session.click("a1")
    session.click("b2")
    session.undo()
    session.step("first")
    assert not session.redo() and session.game.record() == "1. a1"
    session.step("last")
    assert session.redo() and session.game.record() == "1. a1-b2"
    session.undo()
    session.new_game()
    assert not session.can_redo()


def test_undo_at_a_posts_bot_answer_stops_there_and_keeps_what_redo_brings_back():
    """An embed's post (floor) with the bot to answer it: past the reader's own
    turns there is only the bot's answer to the post, which Undo leaves, for
    the bot would play it again at once and drop the reader's Redo."""
    session = Session(Settings(VS_BOT, "X"), Game.from_record("1. a1-b2-c3"))
    session.floor = 3
    session.play_bot_turn("k10-i9-h8")
    for cell in ("d4", "e5", "f6"):
        session.click(cell)
    session.play_bot_turn("g7-f8-e9")
    assert session.undo() and session.game.record() == "1. a1-b2-c3, k10-i9-h8"
    assert not session.undo() and status_words(said(session)) == "This is the post's position: Undo stops here."
    assert session.game.record() == "1. a1-b2-c3, k10-i9-h8" and session.can_redo()
