"""The bot in two stages (game/web/bot/workers_view.py): MicroPython answers from the
first turn, Pyodide loads in the background once a person plays and takes
over; it never loads for an untouched embed or when the browser saves data,
and when it cannot load the quick stage plays on."""

import pytest

from boardpage import BoardPage
from pages import screenshot
from helpers import run_with_bot_worker_files

FULL_STAGE_FILES = "/assets/runtime/pyodide/"


def answers(page):
    """[stage, ms] of every bot answer so far."""
    return page.evaluate("Array.from(window.virusWarBotAnswers, (pair) => Array.from(pair))")


def full_stage_requests(page):
    """Requests for the full stage's files, the workers' included."""
    seen = []
    page.context.on("request", lambda request: FULL_STAGE_FILES in request.url and seen.append(request.url))
    return seen


def wait_for_stage(page, stage):
    page.wait_for_function("document.documentElement.dataset.botStage === '%s'" % stage, timeout=120_000)


def wait_for_full_stage_wanted(page):
    """Until the page has wanted the full stage (a person played, the turn over): html[data-bot-loading]."""
    page.wait_for_function("document.documentElement.dataset.botLoading !== undefined", timeout=30_000)


@pytest.mark.full_bot
def test_the_quick_bot_answers_first_and_pyodide_takes_over_without_losing_a_turn(open_page, base_url):
    page = open_page()
    requested = full_stage_requests(page)
    board = BoardPage(page, base_url)
    board.click("a1")
    assert requested == [], "nothing of Pyodide before the first answer: it would slow it down"
    board.click("b2", "c3")
    board.wait_for_human("X")
    assert [stage for stage, ms in answers(page)] == ["quick"]
    wait_for_full_stage_wanted(page)
    assert "full" in (page.get_attribute("html", "data-bot-loading"), page.get_attribute("html", "data-bot-stage"))
    wait_for_stage(page, "full")
    assert requested, "the full stage loads once the first turn is answered"
    board.click("d4", "e5", "f6")
    board.wait_for_human("X")
    assert [stage for stage, ms in answers(page)] == ["quick", "full"]
    rounds = board.record().splitlines()
    assert len(rounds) == 2 and rounds[0].startswith("1. a1-b2-c3, ") and rounds[1].startswith("2. d4-e5-f6, ")
    assert all(len(line.split(", ")[1].split("-")) == 3 for line in rounds), "each bot turn once, whole"


@pytest.mark.full_bot
def test_an_untouched_embed_never_downloads_pyodide(open_page, base_url):
    page = open_page()
    requested = full_stage_requests(page)
    BoardPage(page, base_url, "?embed")
    wait_for_stage(page, "quick")
    assert page.get_attribute("html", "data-bot-loading") is None, "the stage up, the full one never wanted"
    assert requested == []


def test_no_pyodide_when_the_browser_asks_to_save_data(open_page, base_url):
    """As every page of the browser tests asks, unless marked full_bot (conftest.py)."""
    page = open_page()
    requested = full_stage_requests(page)
    board = BoardPage(page, base_url)
    board.click("a1", "b2", "c3")
    board.wait_for_human("X")
    board.click("d4", "e5", "f6")
    board.wait_for_human("X")
    wait_for_full_stage_wanted(page)
    assert page.get_attribute("html", "data-bot-loading") == "", "wanted, and not loaded: the browser saves data"
    assert requested == [] and page.get_attribute("html", "data-bot-stage") == "quick"
    assert [stage for stage, ms in answers(page)] == ["quick", "quick"]


# Pyodide's WebAssembly lost: the line dropped, or a Wi-Fi's sign-in page answered for it
# (Pyodide's loader only warns when its instantiation fails: assets/bot-worker.js)
WASM_LOST = {
    "dropped": lambda route: route.abort(),
    "a sign-in page": lambda route: route.fulfill(status=200, content_type="text/html",
                                                  body="<!doctype html><title>Sign in to the Wi-Fi</title>"),
}


@pytest.mark.full_bot
@pytest.mark.parametrize("lost", WASM_LOST)
def test_when_pyodide_cannot_load_the_quick_bot_plays_on(open_page, base_url, lost):
    page = open_page()
    page.context.route("**/pyodide/pyodide.asm.wasm", WASM_LOST[lost])
    board = BoardPage(page, base_url)
    board.click("a1", "b2", "c3")
    board.wait_for_human("X")
    page.wait_for_function("(document.documentElement.dataset.botFailed || '').includes('full')",
                           timeout=120_000)   # as long as wait_for_stage: Pyodide's 13 MB on a loaded machine
    board.click("d4", "e5", "f6")
    board.wait_for_human("X")
    assert [stage for stage, ms in answers(page)] == ["quick", "quick"]
    assert board.record().count(",") == 2 and board.data("turn") == "X"
    assert "bot" not in board.status().lower(), "the player never has to think about runtimes"


@pytest.mark.parametrize("lost", ["assets/bot-worker.js", "assets/bundle/bot-*.tar.gz"])
def test_a_bot_that_cannot_start_is_told_and_two_players_play_on(open_page, base_url, lost):
    """The worker's script or the bot's Python: a lost download is said in words
    (it once left "The bot is waking up…" forever)."""
    page = open_page()
    page.context.route("**/" + lost, lambda route: route.fulfill(status=404, body="gone"))
    board = BoardPage(page, base_url)
    board.click("a1", "b2", "c3")
    board.wait_for("s.textContent.includes('could not start')", timeout=60_000)
    assert board.data("turn") == "O" and board.record() == "1. a1-b2-c3"
    screenshot(page, "bot-cannot-start")
    board.new_game(mode="two")
    board.click("a1", "b2", "c3", "k10")
    assert board.record() == "1. a1-b2-c3, k10"
    page.evaluate("navigator.serviceWorker.ready")   # the offline cache installs all the same


def test_a_bot_whose_files_could_not_come_starts_once_the_browser_is_online_again(cut_page, base_url):
    """A first visit whose line drops before the quick bot's files came, on a train:
    the bot starts when the line is back, not only at the next reload."""
    page, errors = cut_page
    line = {"cut": True}
    page.route("**/assets/bundle/bot-*.tar.gz",   # the quick stage's and the full one's
               lambda route: route.abort("internetdisconnected") if line["cut"] else route.continue_())
    board = BoardPage(page, base_url)
    board.click("a1", "b2", "c3")
    board.wait_for("s.textContent.includes('could not start')", timeout=120_000)
    line["cut"] = False
    page.context.set_offline(True)
    page.context.set_offline(False)   # the browser's "online" event
    board.wait_for_human("X")
    assert board.record().startswith("1. a1-b2-c3, ") and len(answers(page)) == 1
    assert [text for text in errors if "ERR_INTERNET_DISCONNECTED" not in text] == [], errors


def test_the_worker_files_hold_everything_the_bot_imports():
    """The workers load the modules game/bot/worker.py imports (game/tools/build/bundle.py):
    the bot of every game must import and answer with those files alone."""
    for record in ("1. a1-b2-c3", '[Game "bases"]\n[Players "3"]\n\n1. a1-b2-c3'):
        out = run_with_bot_worker_files("from game.bot.worker import choose\n"
                                        "print(choose(%r, 'medium', 1, 0.2))\n" % record)
        assert len(out.strip().split("-")) == 3, out
