"""Analyse: the bot reads the game on the board back in its worker, a turn at
a time, shown as each answer comes; a click on a turn shows the board after
it; Stop stops it; the game itself never changes."""

from urllib.parse import quote

from boardpage import BoardPage
from pages import screenshot
from game import Game, Rules
from game.bot.read_back import JUDGEMENTS
from game.bot.turns import full_turns
from helpers import WIN_IN_ONE, finished_game

DONE = "#analysis[data-state='done']"
READ_TIMEOUT = 120_000   # ms: the quick stage reads a short game within seconds, a slow machine slower


def missed_win(name):
    """The record of WIN_IN_ONE's game after a turn that does not win."""
    game = Game.from_record(WIN_IN_ONE[name])
    mover = game.position.side
    bits = next(bits for bits, after in full_turns(game.position) if after.result != mover)
    game.play_turn([game.position.geo.name(bit) for bit in bits])
    return game


def test_a_game_read_back_judges_every_turn_and_a_missed_win_is_a_blunder(open_page, base_url):
    game = missed_win("classic")
    page = open_page(viewport={"width": 1280, "height": 900})
    board = BoardPage(page, base_url, "?mode=two&lang=en&record=" + quote(game.record()))
    page.click("#analyse")
    page.wait_for_selector(DONE, timeout=READ_TIMEOUT)
    turns = page.eval_on_selector_all("#analysis li[data-turn]",
                                      "items => items.map(item => [item.dataset.turn, item.dataset.judgement])")
    assert [int(turn) for turn, _ in turns] == list(range(1, game.turn_count() + 1))
    assert {judgement for _, judgement in turns} <= set(JUDGEMENTS)
    assert turns[-1][1] == "blunder", "the turn that missed the win"
    assert page.text_content("#analysis li[data-turn='%d']" % game.turn_count()).startswith(
        "%d. O " % game.turn_count())
    assert page.eval_on_selector_all("#analysis-graph polyline", "lines => lines.length") == 2
    sides = page.eval_on_selector_all("#analysis-sides li", "items => items.map(item => item.textContent)")
    assert [side.split(":")[0] for side in sides] == ["X", "O"] and all("accuracy" in side for side in sides)
    assert board.record() == game.record(), "reading never changes the game"
    page.locator("#analysis").scroll_into_view_if_needed()
    screenshot(page, "analysis-read")
    last = game.turn_count()
    page.click("#analysis li[data-turn='%d']" % last)   # the board before it, the winning turn numbered
    assert board.data("view") == str(game.turn_starts()[last - 1])
    best = page.get_attribute("canvas#board", "data-hint")
    won = Game.from_record(WIN_IN_ONE["classic"])
    won.play_turn([cell.split(":")[0] for cell in best.split()])
    assert won.result == "O" and [int(cell.split(":")[1]) for cell in best.split()] == list(
        range(1, len(best.split()) + 1))
    assert page.get_attribute("#analysis li[aria-current='step']", "data-turn") == str(last)
    screenshot(page, "analysis-best-turn")
    graph = page.locator("#analysis-graph").bounding_box()   # a drag along the graph goes from turn to turn
    middle = graph["y"] + graph["height"] / 2
    page.mouse.move(graph["x"] + 1, middle)
    page.mouse.down()
    page.wait_for_selector("#analysis li[data-turn='1'][aria-current='step']")
    assert board.data("view") == "0"
    page.mouse.move(graph["x"] + graph["width"] / 2, middle, steps=4)
    page.wait_for_selector("#analysis li[data-turn='%d'][aria-current='step']" % (1 + last // 2))
    page.mouse.move(graph["x"] + graph["width"] - 1, middle, steps=4)
    page.mouse.up()
    page.wait_for_selector("#analysis li[data-turn='%d'][aria-current='step']" % last)
    page.click("#analysis-write")   # the judgements into the record: the list shows them as it writes them
    written = Game.from_record(board.record())
    assert written.history() == game.history()
    assert [turn for turn, _, _ in written.annotations()] == list(range(last))
    assert written.annotation(last - 1)[0] == "??" and written.annotation(last - 1)[1].startswith("win ")
    assert board.kept() is not None and "??" in board.kept(), "kept with its judgements"


def test_stop_leaves_the_turns_read_so_far(open_page, base_url):
    page = open_page()
    game = finished_game(Rules(12, 12))   # some 50 turns: seconds to read, Stop comes well before the end
    board = BoardPage(page, base_url, "?mode=two&lang=ru&record=" + quote(game.record()))
    page.click("#analyse")
    page.wait_for_selector("#analysis li[data-turn='1']", timeout=READ_TIMEOUT)
    page.click("#analysis-stop")
    assert page.get_attribute("#analysis", "data-state") == "stopped"
    read = page.eval_on_selector_all("#analysis li[data-turn]", "items => items.length")
    assert 1 <= read < game.turn_count()
    assert page.text_content("#analysis-status") == "Остановлено после %d из %d ходов." % (read, game.turn_count())
    assert page.is_hidden("#analysis-stop")
    assert board.record() == game.record()


def test_learn_from_a_mistake_refutes_a_wrong_try_hides_the_best_turn_until_asked_and_accepts_it(
        open_page, base_url):
    game = missed_win("classic")
    last = game.turn_count()
    played = game.turns()[-1][1]
    page = open_page(viewport={"width": 1280, "height": 900})
    board = BoardPage(page, base_url, "?mode=two&lang=en&record=" + quote(game.record()))
    kept = board.kept()
    page.click("#analyse")
    page.wait_for_selector(DONE, timeout=READ_TIMEOUT)
    blunders = page.eval_on_selector_all("#analysis li[data-judgement='mistake'], "
                                         "#analysis li[data-judgement='blunder']", "items => items.length")
    assert page.text_content("#analysis-learn") == "Learn from your mistakes (%d)" % blunders
    page.click("#analysis-learn")
    page.wait_for_selector("#lesson[data-state='open']")
    assert page.text_content("#lesson-title") == "Learn from your mistakes: 1 of %d" % blunders
    while page.text_content("#lesson-text").split(":")[0] != "Turn %d" % last:
        page.click("#lesson-next")   # the missed win is the last mistake
    page.wait_for_selector("#lesson[data-state='open']")
    assert "Find a better turn for O" in page.text_content("#lesson-text")
    before = game.replayed(game.turn_starts()[last - 1])
    assert board.record() == before.record(), "the position before the turn"
    assert page.get_attribute("canvas#board", "data-hint") in (None, ""), "the best turn hidden until asked"
    assert page.is_hidden("#analysis") and page.is_hidden("#play-controls")
    screenshot(page, "lesson-open")

    board.click(*played)   # the turn played again: not good enough, and answered
    page.wait_for_selector("#lesson[data-state='missed']", timeout=READ_TIMEOUT)
    answered = Game.from_record(board.record())
    assert answered.turns()[last - 1][1] == played and answered.turn_count() == last + 1, "X's answer is played"
    assert "X answers" in page.text_content("#lesson-text")
    board.click("a1")
    assert page.text_content("#status-text") == "Try again, or go on to the next mistake."
    screenshot(page, "lesson-refuted")

    page.click("#lesson-retry")
    page.wait_for_selector("#lesson[data-state='open']")
    assert board.record() == before.record()
    page.click("#lesson-solution")
    page.wait_for_function("document.querySelector('canvas#board').dataset.hint")
    best = [cell.split(":")[0] for cell in page.get_attribute("canvas#board", "data-hint").split()]
    screenshot(page, "lesson-solution")
    board.click(*best)
    page.wait_for_selector("#lesson[data-state='solved']", timeout=READ_TIMEOUT)
    assert page.text_content("#lesson-text").startswith("Well found: %s" % "-".join(best))

    page.click("#lesson-close")   # the game back as it was, never saved over
    page.wait_for_selector("#lesson", state="hidden")
    assert board.record() == game.record() and board.kept() == kept
    assert page.get_attribute("#analysis", "data-state") == "done" and page.is_visible("#analysis-learn")


def test_a_game_in_your_games_is_opened_and_read_back_by_its_analyse(open_page, base_url):
    game = missed_win("capture")
    page = open_page()
    board = BoardPage(page, base_url, "?mode=two&lang=en&record=" + quote(game.record()))
    kept_id = page.evaluate("new URLSearchParams(location.hash.slice(1)).get('id')")
    board.new_game(mode="two")   # another game on the board: the first waits in Your games
    item = "#games li[data-id='%s']" % kept_id
    page.wait_for_selector(item + " [data-action='analyse']")
    assert page.text_content(item + " [data-action='analyse']") == "Analyse"
    page.click(item + " [data-action='analyse']")
    page.wait_for_selector(DONE, timeout=READ_TIMEOUT)
    assert board.record() == game.record(), "the game read is on the board"
    judged = page.eval_on_selector_all("#analysis li[data-turn]", "items => items.map(item => item.dataset.judgement)")
    assert len(judged) == game.turn_count() and judged[-1] == "blunder"
    current = "#games li[aria-current='true']"
    page.wait_for_selector(current + "[data-id='%s']" % kept_id)
    assert page.is_enabled(current + " [data-action='analyse']") and page.is_disabled(current + " [data-action='open']")


def test_a_replay_is_read_back_and_its_mistake_learnt_from_then_the_replay_is_back(open_page, base_url):
    game = missed_win("capture")
    page = open_page()
    board = BoardPage(page, base_url, "?view=replay&lang=en&record=" + quote(game.record()))
    page.click("#analyse")
    page.wait_for_selector(DONE, timeout=READ_TIMEOUT)
    shown = board.status()
    assert shown.startswith("Sub-move ")
    page.click("#analysis-learn")
    page.wait_for_selector("#lesson[data-state='open']")
    assert not board.status().startswith("Sub-move "), "the lesson's status, not the replay's"
    while page.text_content("#lesson-text").split(":")[0] != "Turn %d" % game.turn_count():
        page.click("#lesson-next")
    page.click("#lesson-solution")
    page.wait_for_function("document.querySelector('canvas#board').dataset.hint")
    board.click(*[cell.split(":")[0] for cell in page.get_attribute("canvas#board", "data-hint").split()])
    page.wait_for_selector("#lesson[data-state='solved']", timeout=READ_TIMEOUT)
    assert Game.from_record(board.record()).result == "O", "the best turn wins"
    page.click("#lesson-close")
    page.wait_for_selector("#lesson", state="hidden")
    assert board.record() == game.record() and page.is_visible("#replay-slider")
    assert board.status() == shown, "the replay as it was left"
