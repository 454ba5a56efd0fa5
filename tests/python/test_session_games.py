"""The session of the bases and capture games: whose seat, who is out, the
count, every end in words (English and Russian), the ground, resigning and
undoing with several people and bots, the record of results."""

import pytest

from game import Game, Rules
from game.web.panel.headline import beside_reason, headline
from game.web.panel.mode_line import mode_line
from game.web.panel.spoken import cell_words, spoken_turns
from game.web.panel.status import status_words
from game.web.panel.tally import tally_line
from game.web.panel.title import tab_title
from game.web.play.session import Session
from game.web.play.settings import Settings, DEMO, SEATS, TWO_PLAYERS, VS_BOT
from game.web.words import Strings
from helpers import ENDS, ENDS_OF_MORE, said

BASES_3 = Rules(4, 4, 2, game="bases", players=3)
CAPTURE = Rules(5, 5, 2, game="capture", scoring="territory")



def ended(name, settings=None):
    game = Game.from_record(ENDS[name])
    return Session(settings or Settings(TWO_PLAYERS, rules=game.rules), game)


@pytest.mark.parametrize("name, english, russian", [
    ("enclosed", "△\u00a0T wins: a virus of △\u00a0T is walled in by its own bases.",
     "△\u00a0T победил: вирус △\u00a0T со всех сторон окружён своими базами."),
    ("no-moves", "O went out (no legal sub-move), then X (no legal sub-move). △\u00a0T wins, "
                 "the last one in.",
     "Выбыл O (некуда ходить), затем X (некуда ходить). △\u00a0T победил, оставшись один."),
    ("full-board", "X wins on a full board, with the most bases (bases/viruses: X 1/5 · O 0/5 · △\u00a0T 0/5).",
     "X победил на заполненном поле: у него больше всех баз (базы/вирусы: X 1/5 · O 0/5 · △\u00a0T 0/5)."),
    ("full-board draw", "A draw on a full board: the leaders have as many bases and viruses "
                        "(bases/viruses: X 0/6 · O 0/6 · △\u00a0T 0/4).",
     "Ничья на заполненном поле: у лидеров поровну баз и вирусов (базы/вирусы: X 0/6 · O 0/6 · △\u00a0T 0/4)."),
    ("all-passed", "△\u00a0T went out (no legal sub-move). A draw: every player still in passed.",
     "Выбыл △\u00a0T (некуда ходить). Ничья: все оставшиеся в игре пропустили ход."),
    ("counted", "X wins on the count, X 13 · O 11: O has no room for a whole turn.",
     "X победил по счёту, X 13 · O 11: O не хватает места на целый ход."),
    ("counted draw", "A draw on the count, X 8 · O 8: X has no room for a whole turn.",
     "Ничья по счёту, X 8 · O 8: X не хватает места на целый ход."),
])
def test_every_end_is_said_with_its_reason_and_counts(name, english, russian):
    assert status_words(said(ended(name))) == english
    assert status_words(said(ended(name), Strings("ru"))) == russian


def test_a_click_out_of_reach_in_the_bases_game_says_why_in_both_languages():
    session = Session(Settings(TWO_PLAYERS, rules=Rules(game="bases")))
    for cell in ("a1", "b2", "c3", "k10", "i9", "h8"):
        session.click(cell)
    assert not session.click("a5")
    assert status_words(said(session)) == "a5 is out of X's reach: a cell must touch a virus or an active base of X."
    assert status_words(said(session, Strings("ru"))) == "Клетка a5 вне досягаемости X: рядом должен быть вирус или активная " \
                               "база X."


def test_a_resignation_ends_each_game_in_words():
    bases = Session(Settings(TWO_PLAYERS, rules=Rules(game="bases", players=2)))
    bases.click("a1")
    assert bases.resign("O") and status_words(said(bases)) == "X wins, the last one in: O resigned."
    assert headline(said(bases)) == "X won"
    capture = Session(Settings(VS_BOT, "O", CAPTURE))
    assert capture.resign() and status_words(said(capture)) == "X wins: O resigned."
    assert headline(said(capture)) == "You lost"
    assert status_words(said(capture, Strings("ru"))) == "X победил: O сдался."


def test_a_side_named_by_its_mark_never_breaks_between_mark_and_letter():
    session = Session(Settings(rules=Rules(game="bases", players=4)))
    assert [said(session).side_name(side) for side in session.game.players] == ["X", "O", "△\u00a0T", "□\u00a0S"]


def test_whose_seat_is_to_move_in_a_game_of_three():
    session = Session(Settings(rules=BASES_3, seats=["person", "easy", "hard"]))
    assert session.settings.mode == SEATS
    assert status_words(said(session)) == "Your move (X): sub-move 1 of 2."
    session.click("a1")
    session.click("b2")
    assert status_words(said(session), thinking=True) == "Bot O (easy) is thinking… (sub-move 1 of 2)"
    session.play_bot_turn("d4-c3")
    assert status_words(said(session)) == "Bot △\u00a0T (hard) to move: sub-move 1 of 2."
    assert tab_title(said(session)) == "Bot thinking… — Virus War"
    assert mode_line(said(session)) == "Virus and bases for 3. X: a person · O: the easy bot · " \
                                  "△\u00a0T: the hard bot."
    assert status_words(said(session, Strings("ru"))) == "Ходит бот △\u00a0T (сильный): ходик 1 из 2."
    four = Session(Settings(TWO_PLAYERS, rules=Rules(game="bases", players=4, starts="edge")))
    for cell in ("a1", "b2", "c3", "k10", "i9", "h8", "k1", "i2", "h3"):
        four.click(cell)
    assert status_words(said(four)) == "□\u00a0S to move: sub-move 1 of 3." and tab_title(said(four)) == "□\u00a0S to move — Virus War"
    assert mode_line(said(four)) == "Virus and bases for 4, starting on any edge cell. Everyone plays on this device."
    assert mode_line(said(Session(Settings(VS_BOT, "X", BASES_3, "hard")))) == \
        "Virus and bases for 3. You play X against 2 hard bots."
    assert status_words(said(Session(Settings(DEMO, "X", BASES_3, "easy")))) == "Bot X to move: sub-move 1 of 2."


def test_who_is_out_is_said_while_the_others_play_on():
    session = Session(Settings(TWO_PLAYERS, rules=BASES_3))
    session.click("a1")
    assert session.resign("O") and session.game.result is None
    assert status_words(said(session)) == "X to move: sub-move 2 of 2. O resigned and is out."
    game = Game.from_record(ENDS["no-moves"])
    game.undo()           # T's last sub-move, which left X with no virus: X and T are in
    mid = Session(Settings(TWO_PLAYERS, rules=BASES_3), game)
    assert mid.game.out == [("O", "no-moves")]
    assert status_words(said(mid)) == "△\u00a0T to move: sub-move 2 of 2. O is out: no legal sub-move."
    assert status_words(said(mid, Strings("ru"))) == "Ходит △\u00a0T: ходик 2 из 2. O выбыл: некуда ходить."


def test_the_capture_count_is_in_the_status_during_play():
    session = Session(Settings(TWO_PLAYERS, rules=CAPTURE))
    assert status_words(said(session)) == "X to move: mark 1 of 2. Count (marks and ground): X 2 · O 2."
    session.click("b1")
    assert status_words(said(session)) == "X to move: mark 2 of 2. Count (marks and ground): X 3 · O 2."
    marks = Session(Settings(VS_BOT, "X", Rules(game="capture")))
    assert status_words(said(marks, Strings("ru"))) == "Ваш ход (X): знак 1 из 3. Счёт (знаки): X 2 · O 2."
    assert mode_line(said(marks, Strings("ru"))) == "«Вирусы» (захват), счёт: знаки. Вы играете за X против бота, " \
                                "уровень: средний."


def test_the_ground_is_shaded_on_demand_and_at_the_end_of_a_territory_count():
    session = Session(Settings(TWO_PLAYERS, rules=CAPTURE))
    assert not session.ground_shown() and session.ground() is None
    session.game = Game.from_record(ENDS["counted"])
    assert session.ground() == {"X": ["c1"], "O": ["b4"]}, "turned off during play, shown at the end"
    over = ended("counted")
    assert over.ground() == {"X": ["c1"], "O": ["b4"]}, "shown at the end without asking"
    over.toggle_ground()
    assert over.ground() is None, "until a person turns it off"
    over.toggle_ground()
    over.show_at(13)
    assert over.ground() is None, "looking back: only on demand"
    over.toggle_ground()
    assert over.ground() == {"X": ["b1", "c1"], "O": []}, "the ground of the position shown"
    over.new_game()
    assert not over.ground_shown()
    assert not ended("counted draw").ground_shown(), "a count of marks leaves the ground alone"
    assert not ended("enclosed").ground_shown() and ended("enclosed").ground() is None
    bases = ended("enclosed")
    bases.toggle_ground()
    assert bases.ground() is None, "no ground to show in a game without a count"


@pytest.mark.parametrize("language, words", [("en", "No secured ground yet."),
                                              ("ru", "Территории пока ни у кого нет.")])
def test_show_ground_with_no_ground_says_so_and_stays_off(language, words):
    session = Session(Settings(TWO_PLAYERS, rules=CAPTURE))
    status = status_words(said(session, Strings(language)))
    assert session.toggle_ground() is False
    assert not session.ground_shown() and session.ground() is None, "nothing to shade: not pressed"
    assert status_words(said(session, Strings(language))) == words
    session.click("b1")
    assert status_words(said(session, Strings(language))) != words and status_words(said(session, Strings(language))) != status, "said until the game moves on"
    over = ended("counted")
    over.show_at(2)   # looking back to where no one has any ground: the same
    assert over.toggle_ground() is False and not over.ground_shown()
    assert status_words(said(over, Strings(language))) == words
    over.show_at(13)
    assert over.toggle_ground() is True and over.ground() == {"X": ["b1", "c1"], "O": []}
    over.show_at(2)
    assert over.ground() is None and not over.ground_shown(), "wanted, but none there: not pressed"


def test_any_persons_side_may_resign_whoever_is_to_move():
    session = Session(Settings(rules=BASES_3, seats=["person", "easy", "person"]))
    session.click("a1")
    session.click("b2")
    assert session.bot_to_move() and session.human_side() == "X", "a bot's turn: the first person in"
    assert session.resigners() == ["X", "T"]
    assert not session.resign("O") and status_words(said(session)) == "O is not a person's side here."
    assert session.resign("T") and session.game.out == [("T", "resigned")]
    assert session.resigners() == ["X"] and session.game.result is None
    assert not session.resign("T")
    assert spoken_turns(said(session), 2) == ["△\u00a0T resigns."]
    assert session.resign() and session.game.result == "O"
    assert headline(said(session)) == "O won" and session.resigners() == []
    assert not session.resign() and status_words(said(session)).endswith("Start a new game to play again.")


def test_one_person_against_two_bots_wins_or_loses_but_is_not_tallied():
    session = Session(Settings(VS_BOT, "O", BASES_3, "easy"))
    session.game.resign("X")
    session.game.resign("T")
    assert session.outcome() == "won" and headline(said(session)) == "You won"
    assert session.tally_outcome() is None and tally_line(said(session), {}) == ""
    two = Session(Settings(VS_BOT, "X", Rules(game="bases", players=2), "hard"))
    two.resign()
    assert two.tally_outcome() == "lost"
    assert tally_line(said(two), {"hard": {"won": 0, "lost": 1, "drawn": 0}}) == \
        "Against the hard bot: 0 won · 1 lost · 0 drawn"


def test_undo_among_people_and_bots_goes_back_to_a_persons_turn():
    session = Session(Settings(rules=BASES_3, seats=["easy", "person", "hard"]))
    session.play_bot_turn("a1-b2")
    session.click("d4")
    session.click("c3")
    session.play_bot_turn("d1-c1")
    session.play_bot_turn("c2-d2")
    assert session.game.turn == "O" and session.undo()
    assert session.game.record().endswith("\n1. a1-b2"), "back to the start of O's last turn"
    assert session.game.turn == "O" and session.game.actions_left == 2
    assert not session.undo() and status_words(said(session)) == "Nothing of yours to undo yet."
    people = Session(Settings(rules=BASES_3, seats=["person", "person", "person"]))
    people.click("a1")
    people.click("b2")
    assert people.undo() and people.game.record().endswith("1. a1"), "people only: a sub-move"


def test_the_turns_are_said_in_words_with_each_sides_mark():
    session = game_of_bases_with_a_kill()
    assert spoken_turns(said(session), 0) == ["X plays a1, plays b2.", "O plays d4, plays c3.",
                                 "Bot: △\u00a0T plays d1, plays c2.", "X kills c2."]
    assert session.kinds(4) == ["place", "place", "kill"]
    capture = Session(Settings(TWO_PLAYERS, rules=CAPTURE))
    capture.click("b1")
    assert spoken_turns(said(capture), 0) == ["X plays b1."] and capture.kinds(0) == ["place"]


def game_of_bases_with_a_kill():
    """X and O people, T a bot: X's fourth sub-move turns T's virus on c2 into X's base."""
    session = Session(Settings(rules=BASES_3, seats=["person", "person", "easy"]))
    for cell in ("a1", "b2", "d4", "c3"):
        session.click(cell)
    session.play_bot_turn("d1-c2")
    assert session.click("c2")
    return session


def test_a_cell_under_the_cursor_in_words():
    session = game_of_bases_with_a_kill()
    assert [cell_words(said(session), cell) for cell in ("a1", "c2", "d1", "a4")] == \
        ["X's virus", "X's base", "△\u00a0T's virus", "empty"]
    assert cell_words(said(session, Strings("ru")), "d1") == "вирус △\u00a0T"
    capture = Session(Settings(TWO_PLAYERS, rules=CAPTURE))
    assert cell_words(said(capture), "e1") == "O's mark"
    assert cell_words(said(Session()), "a1") == "empty"


@pytest.mark.parametrize("game", ["classic", "bases", "capture"])
def test_a_cell_off_a_shaped_board_is_said_so_under_the_cursor(game):
    """The cursor walks the board's whole rectangle, its holes too (it once met
    the words of a cell holding "#", which there are none of)."""
    session = Session(Settings(TWO_PLAYERS, rules=Rules(6, 6, game=game, holes=["c3", "d4"])))
    session.click("a1")
    assert cell_words(said(session), "c3") == "off the board"
    assert cell_words(said(session, Strings("ru")), "d4") == "вне поля"
    assert cell_words(said(session), "a1") != cell_words(said(session), "b2") == "empty"


def test_a_refusal_names_the_side_by_its_mark():
    session = Session(Settings(TWO_PLAYERS, rules=Rules(game="bases", players=3, starts="edge")))
    session.click("a1")
    session.click("b2")
    session.click("c3")
    session.click("k10")
    session.click("i9")
    session.click("h8")
    assert not session.click("e5")
    assert status_words(said(session)) == "△\u00a0T has not moved yet: the first unit must stand on an edge cell."
    capture = Session(Settings(TWO_PLAYERS, rules=CAPTURE))
    assert not capture.pass_turn()
    assert status_words(said(capture)) == "There is no pass in this game: place your marks or resign."


def test_bots_of_several_levels_alone_play_on_like_a_demo():
    session = Session(Settings(rules=BASES_3, seats=["easy", "hard", "easy"]))
    assert session.settings.mode == SEATS and session.bot_may_move()
    session.play_bot_turn("a1-b2")
    assert not session.can_undo() and not session.undo()
    assert status_words(said(session)) == "Undo is for players; the demo plays on by itself."
    assert session.resigners() == [] and not session.resign()


def test_the_board_marks_every_turn_since_the_side_to_move_last_played():
    session = Session(Settings(rules=BASES_3, seats=["person", "easy", "easy"]))
    session.click("a1")
    assert session.recent_turns() == [("X", [("a1", "place")])]
    session.click("b2")
    session.play_bot_turn("d4-c3")
    session.play_bot_turn("d1-c2")
    assert session.recent_turns() == [("O", [("d4", "place"), ("c3", "place")]),
                                      ("T", [("d1", "place"), ("c2", "place")])], "both bots' turns"
    session.click("c2")
    assert session.recent_turns() == [("O", [("d4", "place"), ("c3", "place")]),
                                      ("T", [("d1", "place"), ("c2", "place")]),
                                      ("X", [("c2", "kill")])]




@pytest.mark.parametrize("name, english, russian", [
    ("no-moves", "X went out (no legal sub-move), then O (resigned), then □\u00a0S (no legal "
                 "sub-move). △\u00a0T wins, the last one in.",
     "Выбыл X (некуда ходить), затем O (сдался), затем □\u00a0S (некуда ходить). △\u00a0T "
     "победил, оставшись один."),
    ("full-board", "O went out (resigned), then □\u00a0S (no legal sub-move). X wins on a full board, "
                   "with the most bases (bases/viruses: X 3/6 · △\u00a0T 0/7).",
     "Выбыл O (сдался), затем □\u00a0S (некуда ходить). X победил на заполненном поле: у "
     "него больше всех баз (базы/вирусы: X 3/6 · △\u00a0T 0/7)."),
    ("resigned", "X went out (resigned), then △\u00a0T (no legal sub-move). O wins, the last "
                 "one in.",
     "Выбыл X (сдался), затем △\u00a0T (некуда ходить). O победил, оставшись один."),
])
def test_the_end_of_a_game_of_three_or_four_says_who_went_out_in_order_and_why(name, english, russian):
    game = Game.from_record(ENDS_OF_MORE[name])
    for seats in (["person"] * len(game.players), ["easy"] * len(game.players),
                  ["person"] + ["easy"] * (len(game.players) - 1)):   # whoever plays, the same words
        settings = Settings(rules=game.rules, seats=seats)
        assert status_words(said(Session(settings, game))) == english
        assert status_words(said(Session(settings, game), Strings("ru"))) == russian
        # the embed's one line: who won comes first, before who went out
        session = Session(settings, game)
        assert beside_reason(said(session)) == headline(said(session)) != ""


def test_the_end_says_how_the_one_person_went_out():
    # edge starts: O's first unit takes X's virus, T takes the other two; X and O are out at once
    game = Game.from_record('[Game "bases"]\n[Players "3"]\n[Size "6x6"]\n[Start "edge"]\n\n'
                            "1. c1-c2-c3, c1, b1-c2-c3")
    assert game.result == "T" and game.out == [("X", "no-moves"), ("O", "no-moves")]
    you = Session(Settings(rules=game.rules, seats=["person", "easy", "easy"]), game)
    assert status_words(said(you)) == "X went out (no legal sub-move), then O (no legal sub-move). " \
                           "△\u00a0T wins, the last one in."
    assert headline(said(you)) == "You lost"


@pytest.mark.parametrize("seats", [("easy", "easy", "person"), ("hard", "person", "easy", "easy"),
                                   ("easy", "easy", "easy", "person"), ("person", "easy", "person"),
                                   ("easy",) * 4])
@pytest.mark.parametrize("record", ["1. a1-b2-c3", '[Game "bases"]\n[Players "2"]\n\n1. a1-b2-c3'])
def test_a_record_of_fewer_players_loads_whichever_side_the_person_played(seats, record):
    settings = Settings(rules=Rules(game="bases", players=len(seats)), seats=seats)
    session = Session(settings)
    session.load_record(record)
    loaded = session.settings
    assert loaded.rules == session.game.rules and session.game.record() == record
    people = settings.people()
    if len(people) == 1:   # still one person against the bot, on a side the loaded game has
        assert loaded.mode == VS_BOT and loaded.people() == [people[0] if people[0] in "XO" else "X"]
    elif not people:
        assert loaded.mode == DEMO
    assert session.undo() and session.settings is settings, "undo brings back the game replaced"


def test_side_seventeen_is_named_by_its_mark_and_heard_as_player_seventeen():
    session = Session(Settings(TWO_PLAYERS, rules=Rules(25, 25, game="bases", players=30)))
    game = session.game
    while game.turn != "P17":
        session.click(game.legal_moves()[0])
    assert status_words(said(session)) == "X\u00a017 to move: sub-move 1 of 3."
    assert status_words(said(session, Strings("ru"))) == "Ходит X\u00a017: ходик 1 из 3."
    start = len(game.history())
    for _ in range(3):
        session.click(game.legal_moves()[0])
    cells = [action for side, action in game.history()[start:]]
    assert spoken_turns(said(session), start) == ["Player 17 plays %s, plays %s, plays %s." % tuple(cells)]
    assert spoken_turns(said(session, Strings("ru")), start) == ["Игрок 17 ставит %s, ставит %s, ставит %s." % tuple(cells)]
    assert status_words(said(session)) == "O\u00a018 to move: sub-move 1 of 3."
    assert session.resign("P18") and spoken_turns(said(session, Strings("ru")), start + 3) == ["Игрок 18 сдаётся."]
    assert said(session).side_name("P25") == "25" and said(session).spoken_name("T") == "△\u00a0T"
