"""The page in headless Chromium, played by real clicks on the canvas.

Every test runs on a fresh page watched for console errors and requests to
other hosts (conftest.watched); screenshots go to test-results/.
"""

import gzip
import subprocess
import threading

import brotli
import pytest

from boardpage import BoardPage
from pages import screenshot
from game import Game
from game.tools.build.serve import ROOT, make_server
from helpers import COUNT_QUESTIONS


def test_first_visit_is_the_classic_game_against_the_bot(board):
    assert (board.board("cols"), board.board("rows")) == ("10", "10")
    assert board.board("flipped") == "false"
    x, y, width, height = (float(v) for v in board.board("grid").split())
    assert width == height > 100
    assert (board.data("turn"), board.data("left"), board.data("result")) == ("X", "3", "")
    assert board.status() == "Your move (X): sub-move 1 of 3."
    assert board.record() == ""
    assert "against the medium bot" in board.page.text_content("#mode")
    screenshot(board.page, "first-visit")


@pytest.mark.parametrize("query", ["", "?embed", "?embed&bg=transparent"])
def test_the_boards_place_is_squared_paper_while_the_game_loads(open_page, base_url, query):
    """On a slow link the Python runtime takes seconds to come: till the board is
    drawn its place shows the paper it will be drawn on, not a blank (on a host's
    own colour, bg=transparent, nothing of the page's)."""
    page = open_page(viewport={"width": 390, "height": 844}, service_workers="block")
    held = []
    page.route("**/page.tar.gz", lambda route: held.append(route))   # the page's Python, asked for in <head>: held as on a slow link
    page.goto(base_url + query)
    page.wait_for_function("() => document.querySelector('.board-wrap').getBoundingClientRect().height > 100")
    assert held, "the page's Python was asked for before the board's place was laid out"
    paper = "getComputedStyle(document.querySelector('.board-wrap')).backgroundImage"
    loading = page.evaluate(paper)
    if "transparent" in query:
        assert loading == "none", "a host's own colour shows round the board"
    else:
        assert "linear-gradient" in loading, "the board's place is squared paper"
    assert page.text_content("#status-text") == "Loading the game…"
    screenshot(page, "loading" + query.replace("?", "-").replace("&", "-").replace("=", "-"))
    for route in held:
        route.continue_()
    BoardPage(page).wait_until_ready()
    assert page.evaluate(paper) == "none", "the board is drawn on its own paper"


def test_a_whole_game_by_clicks_on_a_small_board(board):
    board.new_game(mode="two", width=3, height=3)
    assert (board.board("cols"), board.board("rows")) == ("3", "3")
    board.click("a1", "b2")
    assert board.status() == "X to move: sub-move 3 of 3."
    board.click("c3")
    assert board.data("turn") == "O"
    board.click("c3")                         # O's only sub-move: kill on its start cell
    board.click("a2", "a3", "b3")
    assert board.data("result") == "X"
    assert board.status() == "X wins: O has no legal sub-move."
    assert board.record() == '[Size "3x3"]\n[Result "X"]\n\n1. a1-b2-c3, c3\n2. a2-a3-b3'
    assert board.page.is_visible("#play-again")
    screenshot(board.page, "small-game-over")
    board.press("play-again")
    assert board.record() == '[Size "3x3"]' and board.data("result") == ""
    assert board.board("cols") == "3" and not board.page.is_visible("#play-again")


def test_an_illegal_click_changes_nothing_and_says_why(board):
    board.click("k10")
    assert "first sub-move must be on the start cell a1" in board.status()
    assert board.record() == "" and board.data("left") == "3"
    board.click("a1")
    board.click("e5")
    assert "e5 is out of X's reach" in board.status()
    assert board.record() == "1. a1" and board.data("left") == "2"
    board.click("a1")
    assert "already holds your mark" in board.status()
    screenshot(board.page, "illegal-click")


@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 800}, {"width": 360, "height": 640}])
def test_a_long_refusal_never_moves_the_buttons(open_page, base_url, viewport):
    page = open_page(viewport=viewport)
    board = BoardPage(page, base_url)
    where = "document.querySelector('#pass').getBoundingClientRect().top + scrollY"
    top = page.evaluate(where)
    board.click("a1", "k1")
    assert "k1 is out of X's reach" in board.status()
    assert page.evaluate("(() => { const s = document.querySelector('#status'); const style = getComputedStyle(s);"
                         " return Math.round((s.clientHeight - parseFloat(style.paddingTop)"
                         " - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight)); })()") == 3
    assert page.evaluate(where) == top
    screenshot(page, "long-refusal-%d" % viewport["width"])


def test_pass_undo_and_resign_between_two_players(board):
    board.new_game(mode="two")
    board.click("a1")
    assert board.page.is_disabled("#pass"), "no pass after a sub-move"
    board.press("undo")
    assert board.record() == "" and board.data("left") == "3"
    board.press("pass")
    assert board.status() == "Pass your whole turn? Press Pass again to pass." and board.record() == ""
    board.press("pass")
    assert board.data("turn") == "O" and board.record() == "1. pass"
    board.click("k10", "i9")
    board.press("undo")
    assert board.record() == "1. pass, k10"
    board.resign()                           # the side to move, O, resigns
    assert board.data("result") == "X"
    assert board.status() == "X wins: O resigned."
    assert board.record().startswith('[Result "X"]')


def test_redo_brings_back_what_undo_took_back_and_a_reload_keeps_it(board):
    board.new_game(mode="two")
    board.click("a1", "b2")
    assert board.page.is_disabled("#redo"), "nothing taken back: nothing to redo"
    board.press("undo")
    board.press("undo")
    assert board.record() == "" and board.page.is_enabled("#redo")
    board.press("redo")
    assert board.record() == "1. a1" and board.page.is_enabled("#redo")
    board.page.focus("#board")
    board.page.keyboard.press("r")
    assert board.record() == "1. a1-b2" and not board.page.is_enabled("#redo")
    board.press("undo")
    board.reload()                             # what Redo would bring back is kept with the game
    assert board.record() == "1. a1" and board.page.is_enabled("#redo")
    board.press("redo")
    assert board.record() == "1. a1-b2"
    board.press("undo")
    board.click("b1")                          # another sub-move: b2 is no longer the game's future
    assert board.record() == "1. a1-b1" and not board.page.is_enabled("#redo")
    screenshot(board.page, "after-redo")
    board.reload()
    assert board.record() == "1. a1-b1" and not board.page.is_enabled("#redo")



def test_a_double_click_on_redo_redoes_once_and_the_keyboard_keeps_its_place(open_page, base_url):
    page = open_page(viewport={"width": 412, "height": 915})
    board = BoardPage(page, base_url, "?mode=two")
    board.click("a1", "b2")
    board.press("undo")
    page.dblclick("#redo")                    # the second click lands on Redo, now off: nothing else
    assert board.record() == "1. a1-b2" and page.is_disabled("#redo")
    assert not page.is_visible("#resign-dialog")
    board.press("undo")
    page.focus("#redo")
    page.keyboard.press("Enter")
    assert board.record() == "1. a1-b2"
    assert page.evaluate("document.activeElement.id") == "undo", "the focus goes on to Undo, not lost"


def test_the_bot_answers_and_undo_takes_back_to_the_start_of_your_turn(board):
    board.click("a1", "b2", "c3")
    board.wait_for("s.dataset.thinking === 'true' || s.dataset.turn === 'X'", timeout=10_000)
    board.wait_for_human("X")
    record = board.record()
    reply = record.split(", ")[1]
    assert record.startswith("1. a1-b2-c3, ") and len(reply.split("-")) == 3
    assert Game.from_record(record).turn == "X", "the bot's turn is legal and whole"
    board.click("d4")
    board.press("undo")                      # back to the start of this turn
    assert board.record() == record
    board.press("undo")                      # and through the bot's turn to the start of the game
    assert board.record() == "" and board.data("turn") == "X"
    screenshot(board.page, "after-undo")


CLICK_AND_READ = """(point) => {
  const board = document.querySelector('#board'), box = board.getBoundingClientRect();
  board.dispatchEvent(new PointerEvent('pointerup', {clientX: box.left + point.x, clientY: box.top + point.y,
                                                     button: 0, bubbles: true, pointerType: 'mouse'}));
  return document.querySelector('#status').textContent;
}"""


def test_a_click_while_the_bot_answers_is_refused_until_the_bot_is_done(board):
    board.click("a1", "b2", "c3")
    # the click and the status read in one go: the quick bot may play its
    # first sub-move (which clears the notice) before a second question
    said = board.page.evaluate(CLICK_AND_READ, board.point("d4"))
    assert said == "Wait for the bot: it is O's turn."
    board.wait_for_human("X")
    assert board.status() == "Your move (X): sub-move 1 of 3." and "d4" not in board.record()


def test_a_demo_touched_while_it_plays_says_who_won_and_drops_pause_at_the_end(board):
    board.new_game(mode="demo", width=3, height=3, level="easy")
    assert board.page.is_visible("#pause")
    board.click("b2")
    board.wait_for("s.dataset.result !== ''")
    result = board.data("result")
    said = "A draw" if result == "draw" else "%s wins: " % result
    assert board.status().startswith(said) and "Wait" not in board.status()
    assert board.page.is_hidden("#pause"), "nothing left to pause"


def test_resign_against_the_bot_is_the_players_resignation(board):
    board.click("a1")
    board.resign()
    assert board.data("result") == "O" and board.status() == "O wins: X resigned."


def test_playing_o_against_the_bot_flips_the_board_and_the_bot_opens(board):
    board.new_game(mode="bot-O")
    assert board.board("flipped") == "true"
    board.wait_for_human("O")
    assert board.record().startswith("1. a1-")
    board.click("k10")
    assert board.record().endswith(", k10")
    screenshot(board.page, "playing-o")


def test_new_game_options_size_actions_and_variant(board):
    board.new_game(mode="two", width=8, height=6, actions=2, last_mover_wins=True)
    assert (board.board("cols"), board.board("rows")) == ("8", "6")
    assert board.data("left") == "2"
    board.click("a1", "b2", "h6", "g5")
    for press in range(3):   # the first asked about: early in the game, once
        board.press("pass")
    assert board.data("result") == "O"
    assert board.status() == "O wins: both passed and O made the last sub-move."
    assert board.record() == ('[Size "8x6"]\n[Actions "2"]\n[Variant "last-mover-wins"]\n'
                              '[Result "O"]\n\n1. a1-b2, h6-g5\n2. pass, pass')
    screenshot(board.page, "eight-by-six")


def test_the_level_shows_only_where_a_bot_plays(board):
    board.press("new")
    level = "#new-game-form select[name='level']"
    for mode, shown in (("two", False), ("demo", True), ("bot-O", True), ("two", False), ("bot-X", True)):
        board.page.check("#new-game-form input[name='mode'][value='%s']" % mode)
        assert board.page.is_visible(level) == shown, mode
    board.page.check("#new-game-form input[name='mode'][value='two']")
    board.press("start-game")
    assert board.page.text_content("#mode") == "Two players on this device."


def test_new_game_refuses_bad_options_and_keeps_the_game(board):
    board.click("a1")
    board.press("new")
    board.page.fill("#new-game-form input[name='width']", "40")
    board.press("start-game")
    assert "width" in board.page.text_content("#new-game-error")
    board.press("cancel-new-game")
    assert board.record() == "1. a1"


# Once a bot's worker has a question to answer (or, ``playing``, once its answer is
# being played on the board), Pause pressed in the same task as the status is read:
# what the pause itself shows, however fast the bot.
PAUSE_WHILE_THINKING = """(playing) => new Promise(resolve => {
    const status = document.querySelector('#status');
    const look = () => {
        const answers = window.virusWarBotAnswers.length;
        const asked = playing ? status.dataset.left !== '3' : window.botQuestions > answers;
        if (status.dataset.thinking !== 'true' || !asked)
            return requestAnimationFrame(look);
        const record = document.querySelector('#record').textContent;
        document.querySelector('#pause').click();
        resolve([record, answers, status.textContent, status.dataset.thinking]);
    };
    look();
})"""


@pytest.mark.parametrize("game", ["classic", "capture"])
def test_a_demo_paused_while_a_bot_thinks_says_paused_and_stands_still(open_page, base_url, game):
    page = open_page()
    page.add_init_script(COUNT_QUESTIONS)
    board = BoardPage(page, base_url, "?lang=en")
    board.new_game(mode="demo", level="hard", game=game)
    assert page.is_visible("#pause")
    page.wait_for_function("document.querySelector('#record').textContent.includes('2.')",
                           timeout=90_000)
    record, answers, said, thinking = page.evaluate(PAUSE_WHILE_THINKING, False)
    assert said.startswith("Demo paused. Bot ") and "thinking" not in said, said
    assert thinking == "false", "no spinner while paused"
    # the bot's answer to the paused position comes, and is not played
    page.wait_for_function("window.virusWarBotAnswers.length > %d" % answers, timeout=20_000)
    assert board.record() == record, "a paused demo stands still"
    assert board.status() == said and board.data("thinking") == "false"
    screenshot(page, "demo-paused-" + game)
    board.press("pause")   # Resume: the bot thinks again and plays on
    page.wait_for_function("document.querySelector('#record').textContent !== %r" % record,
                           timeout=60_000)
    record, answers, said, thinking = page.evaluate(PAUSE_WHILE_THINKING, True)
    assert said.startswith("Demo paused. Bot ") and "thinking" not in said and thinking == "false", \
        "paused in the middle of a bot's turn: " + said


def test_load_a_good_record_and_refuse_a_broken_one(board):
    board.new_game(mode="two")
    board.load("1. a1-b2-c3, k10-i9-h8\n2. d4")
    assert board.record() == "1. a1-b2-c3, k10-i9-h8\n2. d4"
    assert board.data("left") == "2"
    board.load("1. a1-b2-c3, k10-i9-h8\n2. d4-z9")
    error = board.page.text_content("#load-error")
    assert "line 2, column 7" in error and "z9 is not a cell of the 10x10 board" in error
    assert board.page.is_visible("#load-dialog")
    screenshot(board.page, "broken-record")
    board.press("cancel-load")
    assert board.record() == "1. a1-b2-c3, k10-i9-h8\n2. d4"


def test_an_empty_record_is_refused_and_undo_after_a_load_brings_the_game_back(board):
    board.click("a1", "b2", "c3")
    board.wait_for_human("X")
    game = board.record()
    board.load("  \n")
    assert board.page.text_content("#load-error") == \
        "This record cannot be read: line 1, column 1: the record is empty"
    assert board.page.is_visible("#load-dialog")
    board.press("cancel-load")
    board.reload()
    assert board.record() == game, "the saved game is the game"
    board.load("1. a1-b2-c3, k10-i9-h8\n2. d4")
    assert board.status() == "The record is loaded. Undo brings back the game it replaced."
    board.press("undo")
    assert board.record() == game and board.data("left") == "3"
    board.reload()
    assert board.record() == game


SEVENTEEN_ROUNDS = (
    "1. a1-a2-b1, k10-i10-h10\n2. a3-c2-a4, i9-h9-h8\n3. a5-b2-c3, i7-i6-i8\n"
    "4. d3-d4-d5, g10-k8-k5\n5. b5-e2-e1, f10-e9-e8\n6. c6-b7-d2, k7-g8-h7\n"
    "7. a8-c8-f3, d10-f9-d9\n8. d9-b6-d1, e10-i4-k3\n9. a9-a10-c5, c10-i2-f8\n"
    "10. e6-f7-d6, b10-i5-k9\n11. b3-f5-f6, h4-k2-g7\n12. b10-f2-g1, h5-f7-d7\n"
    "13. g2-e4-d7, g5-h2-e7\n14. g4-c10-c7, h3-g9-d8\n15. g7-f4-g6, i1-f6-f5\n"
    "16. b8-b4-e5, i3-f4-f3\n17. f1-h8-b9, e4-e6-k1")
LIST_AT_END = ("(() => { const r = document.querySelector('#record');"
               " return r.scrollHeight > r.clientHeight"
               " && r.scrollTop + r.clientHeight >= r.scrollHeight - 1; })()")


def test_the_move_list_shows_the_newest_move_and_the_help_leaves_it_its_room(board):
    board.new_game(mode="two")
    board.load(SEVENTEEN_ROUNDS)
    assert board.page.evaluate(LIST_AT_END), "the last rounds in view"
    board.click("h2")
    assert board.record().endswith("18. h2") and board.page.evaluate(LIST_AT_END)
    height = board.page.evaluate("document.querySelector('#record').clientHeight")
    board.page.click("details.help summary")
    assert board.page.is_visible("details.help p")
    assert board.page.evaluate("document.querySelector('#record').clientHeight") == height
    screenshot(board.page, "move-list-and-help")


def test_copy_record_puts_it_on_the_clipboard(board):
    board.page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    board.click("a1", "b2")
    board.press("copy")
    board.wait_for("s.textContent.includes('copied')", timeout=5_000)
    assert board.page.evaluate("navigator.clipboard.readText()") == "1. a1-b2"


@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 800}, {"width": 420, "height": 800}])
def test_board_fits_the_window_sharp_at_any_pixel_ratio(new_context, base_url, viewport):
    context = new_context(viewport=viewport, device_scale_factor=2)
    page = context.new_page()
    board = BoardPage(page, base_url)
    x, y, width, height = (float(v) for v in board.board("grid").split())
    canvas = page.evaluate("(() => { const c = document.querySelector('#board');"
                           " return [c.width, c.height, c.clientWidth, c.clientHeight]; })()")
    assert canvas[0] == 2 * canvas[2] and canvas[1] == 2 * canvas[3], "backing store at DPR 2"
    assert x >= 0 and y >= 0 and x + width <= canvas[2] and y + height <= canvas[3]
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    before = board.board("grid")
    page.set_viewport_size({"width": viewport["width"] - 100, "height": viewport["height"] - 100})
    page.wait_for_function("document.querySelector('#board').dataset.grid !== %r" % before,
                           timeout=5_000)
    screenshot(page, "viewport-%d" % viewport["width"])
    context.close()


def test_make_dist_writes_a_folder_any_static_host_serves(new_context, tmp_path):
    target = tmp_path / "site"
    done = subprocess.run(["make", "--no-print-directory", "dist", "DIST=%s" % target],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert (target / "index.html").exists() and not (target / ".git").exists()
    for offline_file in ("sw.js", "assets/manifest.webmanifest", "assets/icon-maskable.svg",
                         "assets/runtime/files.js"):
        assert (target / offline_file).exists(), offline_file
    # gzipped and brotli beside the originals, for hosts that serve precompressed files
    for packed in ("index.html", "pyscript.toml", "assets/runtime/micropython/micropython.wasm",
                   "assets/runtime/pyscript/core.js"):
        assert gzip.decompress((target / (packed + ".gz")).read_bytes()) == (target / packed).read_bytes()
        assert brotli.decompress((target / (packed + ".br")).read_bytes()) == (target / packed).read_bytes()
    assert not (target / "assets/runtime/pyodide/python_stdlib.zip.gz").exists()
    # the Python comes in the archives (game/tools/build/bundle.py), sent as they are
    for archive in ("page", "page-later", "bot-quick", "bot-full"):
        assert (target / "assets/bundle" / (archive + ".tar.gz")).exists()
    assert not list(target.glob("**/*.tar.gz.gz")) and not list(target.glob("**/*.tar.gz.br"))
    assert not (target / "game").exists()
    server = make_server(0, str(target))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    context = new_context()
    try:
        board = BoardPage(context.new_page(), "http://127.0.0.1:%d/" % server.server_port)
        board.click("a1", "b2", "c3")
        board.wait_for_human("X")
        assert board.record().startswith("1. a1-b2-c3, k10")
    finally:
        context.close()
        server.shutdown()


def test_level_choice_reaches_the_bot(board):
    board.new_game(mode="bot-X", level="hard", width=8, height=8)
    assert "against the hard bot" in board.page.text_content("#mode")
    board.click("a1", "b2", "c3")
    board.wait_for_human("X")
    record = board.record()
    assert record.startswith('[Size "8x8"]\n\n1. a1-b2-c3, h8-')
    assert Game.from_record(record).turn == "X"
    board.new_game(mode="bot-X", level="easy")
    assert "against the easy bot" in board.page.text_content("#mode")


def test_hint_marks_a_legal_turn_without_playing_it(board):
    board.click("a1", "b2", "c3")
    board.wait_for_human("X")
    board.page.wait_for_function("!document.querySelector('#hint').disabled", timeout=60_000)
    record = board.record()
    board.press("hint")
    board.wait_for("s.textContent.startsWith('Hint: ')", timeout=20_000)
    assert board.record() == record, "a hint is not played"
    turn = board.status().split()[1]
    game = Game.from_record(record)
    for cell in turn.split("-"):
        game.play(cell)
    assert game.turn == "O", "the hint is one whole legal turn"
    screenshot(board.page, "hint")
    board.click(turn.split("-")[0])
    assert not board.status().startswith("Hint"), "the hint goes with the next move"


def test_a_hint_mid_turn_names_the_numbers_it_draws(watched, base_url):
    """After a first sub-move the hint is the rest of the turn, two sub-moves: its
    words name the numbers drawn on the board (1 and 2), not a turn's three."""
    board = BoardPage(watched, base_url, "?lang=en&mode=two&size=6")
    board.click("a1")
    board.page.wait_for_function("!document.querySelector('#hint').disabled", timeout=60_000)
    board.press("hint")
    board.wait_for("s.textContent.startsWith('Hint: ')", timeout=20_000)
    turn = board.status().split()[1].split("-")
    assert len(turn) == 2
    assert board.status() == "Hint: %s (marked 1, 2 on the board)." % "-".join(turn)
    assert board.board("hint") == "%s:1 %s:2" % tuple(turn), "the two numbers drawn, on the turn's cells"
    screenshot(board.page, "hint-mid-turn")
    board.click(turn[0])
    assert board.board("hint") == "", "the hint goes with the next sub-move"


# The bot's answers to its turns the page has had (taken or dropped), at least ``count``
ANSWERED = "(count) => window.virusWarBotAnswers.length >= count"


def test_new_game_or_undo_while_the_bot_thinks_discards_its_answer(board):
    board.page.wait_for_function("!document.querySelector('#hint').disabled", timeout=60_000)
    page = board.page
    board.new_game(mode="bot-X", level="hard", width=25, height=25, actions=9)
    board.click("a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8", "i9")
    assert board.data("thinking") == "true"
    board.press("undo")
    assert board.record() == '[Size "25x25"]\n[Actions "9"]'
    page.wait_for_function(ANSWERED, arg=1, timeout=30_000)   # the stale answer came, and was dropped
    assert board.record() == '[Size "25x25"]\n[Actions "9"]', "no stale answer lands"
    board.new_game(mode="bot-O", level="hard", width=25, height=25, actions=9)
    board.wait_for("s.dataset.thinking === 'true'", timeout=10_000)
    board.new_game(mode="two", width=6, height=6)    # the dialog keeps 9 sub-moves
    page.wait_for_function(ANSWERED, arg=2, timeout=30_000)
    assert board.record() == '[Size "6x6"]\n[Actions "9"]' and board.data("turn") == "X"
