"""The bot reads a game back (game/bot/review.py): each whole turn's chance
before and after, the best turn found, a judgement; the same twice, the game
never changed, and a missed win in one always a blunder."""

import json
import subprocess
import sys

import pytest

from game import Game, Rules
from game.bot import read_back, review
from game.bot.turns import full_turns
from helpers import WIN_IN_ONE, assert_whole_legal_turn, finished_game

SHORT_GAMES = {
    "classic": finished_game(Rules(6, 6), seed=2),
    "capture": finished_game(Rules(6, 6, game="capture"), seed=2),
    "bases": finished_game(Rules(6, 6, game="bases", players=3), seed=2),
}


@pytest.mark.parametrize("name", sorted(WIN_IN_ONE))
def test_a_turn_that_misses_a_win_in_one_is_a_blunder_whose_best_turn_wins(name):
    game = Game.from_record(WIN_IN_ONE[name])
    mover = game.position.side
    missed = next(bits for bits, after in full_turns(game.position) if after.result != mover)
    game.play_turn([game.position.geo.name(bit) for bit in missed])
    judged = review.turn_review(game, game.turn_count())
    assert judged.judgement == review.BLUNDER
    assert judged.missed_win and judged.before == 1.0
    won = Game.from_record(WIN_IN_ONE[name])
    won.play_turn(judged.best)
    assert won.result == game.rules.sides[mover]


@pytest.mark.parametrize("name", sorted(SHORT_GAMES))
def test_each_whole_turn_is_read_back_with_a_legal_best_turn_and_chances_that_sum_to_one(name):
    game = SHORT_GAMES[name]
    turns = review.review(game, "medium")
    assert [turn.turn for turn in turns] == list(range(1, game.turn_count() + 1))
    assert [(turn.side, turn.played) for turn in turns] == [(side, cells) for side, cells in game.turns()]
    starts = review.whole_turns(game)[0]
    for turn, (number, position, mover) in zip(turns, starts):
        assert abs(sum(turn.chances) - 1) < 1e-9 and abs(sum(turn.chances_after) - 1) < 1e-9
        assert 0 <= turn.after <= turn.before <= 1 or turn.missed_win
        assert turn.judgement in review.JUDGEMENTS
        at = Game(game.rules)
        at.position = position.copy()
        assert_whole_legal_turn(at, turn.best)
    assert len(review.graph(turns)) == len(turns)
    inside = game.inside if game.result == "draw" else [game.result]   # exact at the end
    assert review.graph(turns)[-1] == [1.0 / len(inside) if side in inside else 0.0 for side in game.players]


def test_the_same_game_read_twice_is_judged_the_same_and_never_changed():
    game = SHORT_GAMES["classic"]
    game.annotate(0, "!", "opening")
    before = (game.record(), game.history(), game.position.state())
    first = [turn.as_dict() for turn in review.review(game, "medium")]
    assert (game.record(), game.history(), game.position.state()) == before
    assert [turn.as_dict() for turn in review.review(game, "medium")] == first
    assert [review.turn_review(game, number, "medium").as_dict() for number in (1, 5, len(first))] \
        == [first[0], first[4], first[-1]]


def test_a_game_played_by_the_judges_own_choices_is_judged_best_throughout():
    from game.bot.systems import BOTS
    game = Game(Rules(7, 7))
    while game.result is None and game.turn_count() < 12:
        game.play_turn(BOTS["classic"].choose_turn(game, "medium", seed=game.turn_count() + 1))
    turns = review.review(game, "medium")
    assert {turn.judgement for turn in turns} == {review.BEST}
    assert review.accuracy(turns) == {"X": pytest.approx(100.0), "O": pytest.approx(100.0)}


def test_the_turn_being_played_is_not_read_back():
    game = Game.from_record("1. a1-b2-c3, k10-i9-h8\n2. d4")
    assert [turn.turn for turn in review.review(game, "easy")] == [1, 2]
    with pytest.raises(ValueError, match="no whole turn 3"):
        review.turn_review(game, 3)


@pytest.mark.parametrize("loss, judgement", [(0.0, "best"), (0.004, "best"), (0.03, "good"),
                                             (0.05, "inaccuracy"), (0.12, "mistake"), (0.15, "blunder"),
                                             (0.9, "blunder")])
def test_a_turn_is_judged_by_the_chance_it_gave_away(loss, judgement):
    assert review.judge(loss) == judgement


def test_the_judgements_written_into_the_record_read_back():
    game = SHORT_GAMES["classic"]
    turns = review.review(game, "medium")
    written = Game.from_record(game.record())
    review.annotate(written, turns)
    again = Game.from_record(written.record())
    assert again.record() == written.record()
    for turn in turns:
        mark, comment = again.annotation(turn.turn - 1)
        assert mark == read_back.MARKS.get(turn.judgement)
        assert comment.startswith("win %d%%" % round(turn.after * 100))
        assert ("best " in comment) == (turn.judgement != review.BEST)
    counts = review.counts(turns)
    assert sum(sum(by_side.values()) for by_side in counts.values()) == len(turns)


def test_the_terminal_prints_a_json_line_a_turn(tmp_path):
    game = SHORT_GAMES["capture"]
    path = tmp_path / "game.txt"
    path.write_text(game.record())
    shown = subprocess.run([sys.executable, "-m", "game", "review", str(path), "--json", "--level", "medium"],
                           capture_output=True, text=True, check=True).stdout.splitlines()
    lines = [json.loads(line) for line in shown]
    assert [line["turn"] for line in lines] == list(range(1, game.turn_count() + 1))
    assert {"turn", "side", "before", "after", "judgement", "best"} <= set(lines[0])
    assert lines == [turn.as_dict() for turn in review.review(game, "medium")]
    (tmp_path / "bad.txt").write_text("1. a1-b2-z99")
    refused = subprocess.run([sys.executable, "-m", "game", "review", str(tmp_path / "bad.txt")],
                             capture_output=True, text=True)
    assert refused.returncode == 2 and "bad.txt" in refused.stderr and "z99" in refused.stderr


def test_the_worker_answers_a_turn_read_back_in_json():
    from game.bot import worker
    game = SHORT_GAMES["bases"]
    answer = json.loads(worker.review_turn(game.record(), 3, "medium"))
    judged = review.turn_review(game, 3, "medium")
    assert {key: answer[key] for key in judged.as_dict()} == judged.as_dict()
    assert answer["chances"] == [round(chance, 4) for chance in judged.chances]
    assert len(answer["chances_after"]) == game.rules.players


@pytest.mark.parametrize("name", sorted(SHORT_GAMES))
def test_the_quick_stage_judges_a_turn_as_the_full_one(name):
    """The page's MicroPython worker plays at the quick stage's settings; it reads a game at the full one's."""
    from game.bot import search, worker
    from game.bot.systems import BOTS
    game = SHORT_GAMES[name]
    turns = range(1, game.turn_count() + 1)
    full = [json.loads(worker.review_turn(game.record(), number, "medium")) for number in turns]
    bot = BOTS[name]
    search.use_quick_stage(bot)
    try:
        quick = [json.loads(worker.review_turn(game.record(), number, "medium")) for number in turns]
        assert all(getattr(bot, setting) == value for setting, value in getattr(bot, "QUICK_STAGE", {}).items()), \
            "the quick stage's settings are back for its play"
    finally:
        search.use_settings(bot, bot.FULL_STAGE)
        del bot.FULL_STAGE
    assert quick == full


@pytest.mark.parametrize("name", sorted(WIN_IN_ONE))
def test_a_try_at_a_missed_win_is_accepted_if_it_wins_and_refuted_if_not(name):
    game = Game.from_record(WIN_IN_ONE[name])
    mover = game.position.side
    missed = next(bits for bits, after in full_turns(game.position) if after.result != mover)
    played = [game.position.geo.name(bit) for bit in missed]
    game.play_turn(played)
    number = game.turn_count()
    before = (game.record(), game.history())
    best = review.turn_review(game, number).best
    won = review.try_turn(game, number, best)
    assert won.accepted and won.reply is None and won.after == 1.0 and won.best == best
    again = review.try_turn(game, number, played)
    assert not again.accepted and again.before == 1.0 and again.after < 1.0
    answered = Game.from_record(WIN_IN_ONE[name])
    answered.play_turn(played)
    assert_whole_legal_turn(answered, again.reply)
    assert (game.record(), game.history()) == before


def test_a_try_within_the_margin_of_the_best_is_accepted():
    game = SHORT_GAMES["classic"]
    for number in range(1, game.turn_count() + 1):
        judged = review.turn_review(game, number)
        tried = review.try_turn(game, number, judged.played)
        assert tried.accepted == (judged.before - judged.after <= read_back.MARGIN), number
        assert tried.after == pytest.approx(judged.after)


def test_a_try_that_is_not_a_whole_legal_turn_is_named():
    game = SHORT_GAMES["classic"]
    with pytest.raises(ValueError, match="sub-moves left"):
        review.try_turn(game, 1, ["a1"])
    with pytest.raises(ValueError):
        review.try_turn(game, 1, ["f6", "a1", "a2"])
    with pytest.raises(ValueError, match="no whole turn 99"):
        review.try_turn(game, 99, ["a1"])


def test_the_worker_answers_a_try_in_json():
    from game.bot import worker
    game = SHORT_GAMES["bases"]
    played = "-".join(game.turns()[2][1]) or "pass"
    answer = json.loads(worker.try_turn(game.record(), 3, played, "medium"))
    assert answer == review.try_turn(game, 3, game.turns()[2][1], "medium").as_dict()
    assert answer["tried"] == played
