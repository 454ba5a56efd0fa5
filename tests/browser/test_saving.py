"""Nothing lost: the game in progress survives a reload or a closed tab; a broken save is set aside."""

from urllib.parse import quote

import pytest

from boardpage import BOT_TIMEOUT, GAMES_KEY, BoardPage, kept_key, shown_id
from pages import screenshot, watch
from game import Game
from game.web.keeping import saves
from game.web.play.settings import Settings, VS_BOT
from game.web.words import Strings

SAVE_KEY = "virus-war.game"    # the old save of the plain page, one game per address (migrated)
# ms: on a loaded machine a change reaches the other tab (a storage event) seconds late
OTHER_TAB_WAIT = 20_000
# Fills localStorage to the last character it takes, in ever smaller pieces.
FILL_STORAGE = """() => {
    let count = 0;
    for (let size = 1 << 20; size >= 1; size >>= 1) {
        const piece = "f".repeat(size);
        for (;;) {
            try { localStorage.setItem("filler." + count, piece); count++; } catch (e) { break; }
        }
    }
    return count;
}"""
EMPTY_FILLER = "Object.keys(localStorage).filter(k => k.startsWith('filler.')).forEach(k => localStorage.removeItem(k))"


def stored(page, key):
    return page.evaluate("localStorage.getItem(%r)" % key)


PLANTED = []   # the sessionStorage flags that run each script once


def open_with(page, base_url, script, query=""):
    """The page opened (again) with ``script`` run on its storage first, as the
    next page loads: a game page running meanwhile could save over it."""
    done = "planted.%d" % len(PLANTED)
    PLANTED.append(done)
    page.add_init_script("if (!sessionStorage.getItem(%r)) { sessionStorage.setItem(%r, '1'); %s; }"
                         % (done, done, script))
    return BoardPage(page, base_url, query)


def open_with_save(page, base_url, key, text, query=""):
    return open_with(page, base_url, "localStorage.setItem(%r, %r)" % (key, text), query)


def test_the_game_and_its_settings_come_back_after_a_reload_and_a_closed_tab(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url)
    board.new_game(mode="two", width=8, height=7, actions=2)
    board.click("a1", "b2", "h7")
    board.reload()
    assert board.record() == '[Size "8x7"]\n[Actions "2"]\n\n1. a1-b2, h7'
    assert board.data("left") == "1" and "Two players" in page.text_content("#mode")
    context = page.context
    page.close()
    again = BoardPage(context.new_page(), base_url)
    assert again.record() == '[Size "8x7"]\n[Actions "2"]\n\n1. a1-b2, h7'


def test_against_the_bot_the_level_and_side_come_back(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url)
    board.new_game(mode="bot-O", level="easy", width=6, height=6)
    board.wait_for_human("O")
    played = board.record()
    board.reload()
    assert board.record() == played and board.board("flipped") == "true"
    assert "against the easy bot" in page.text_content("#mode")


def test_a_corrupted_save_is_reported_kept_aside_and_a_new_game_plays(open_page, base_url):
    page = open_page()
    for broken, reason, aside in (("{not json", "it is not JSON", ".broken"),
                                  ('{"version": 1, "game": {"record": "1. a1-zz", "mode": "two"}}',
                                   "its record is wrong", ".broken.2")):
        board = open_with_save(page, base_url, SAVE_KEY, broken)
        assert "The saved game could not be read (%s)" % reason in board.status()
        assert stored(page, SAVE_KEY + aside) == broken
        if aside == ".broken":
            assert board.record() == ""
            board.click("a1")
        assert board.record() == "1. a1", "the game played last, the broken save apart"
        assert '"record": "1. a1"' in stored(page, kept_key(page))


def test_a_link_keeps_its_own_game_and_the_plain_page_opens_the_last_played(open_page, base_url):
    page = open_page()
    plain = BoardPage(page, base_url)
    plain.new_game(mode="two")
    plain.click("a1")
    plain_id = shown_id(page)
    linked = BoardPage(page, base_url, "?size=5&mode=two")
    assert linked.record() == '[Size "5x5"]', "a game of its own"
    linked.click("a1", "b2")
    linked.reload()
    assert linked.record() == '[Size "5x5"]\n\n1. a1-b2'
    again = BoardPage(page, base_url, "?size=5&mode=two")
    assert again.record() == '[Size "5x5"]\n\n1. a1-b2', "the link opens its game again"
    back = BoardPage(page, base_url)
    assert back.record() == '[Size "5x5"]\n\n1. a1-b2', "the plain page: the game played last"
    first = BoardPage(page, base_url, "#id=" + plain_id)
    assert first.record() == "1. a1"


def test_a_broken_save_is_never_deleted_unless_its_copy_is_kept(open_page, base_url):
    page = open_page()
    key = GAMES_KEY + "brokenone"
    broken = "{" + "b" * 200_000
    board = open_with(page, base_url, "localStorage.setItem(%r, %r); (%s)()" % (key, broken, FILL_STORAGE),
                      "#id=brokenone&mode=two")
    assert "could not be read" in board.status() and "stays where it is" in board.status()
    board.click("a1")
    assert board.record() == "1. a1"
    assert stored(page, key) == broken and stored(page, key + ".broken") is None, "no room: left in place"
    page.evaluate(EMPTY_FILLER)
    board.click("b2")
    assert stored(page, key + ".broken") == broken, "room again: kept aside, then the game saved"
    assert '"record": "1. a1-b2"' in stored(page, key)


def test_a_second_broken_save_is_kept_beside_the_first(open_page, base_url):
    page = open_page()
    for broken in ("{first", "{second", "{first"):
        board = open_with_save(page, base_url, SAVE_KEY, broken)
        assert "it is kept aside" in board.status()
    assert stored(page, SAVE_KEY + ".broken") == "{first", "the same broken save is kept once"
    assert stored(page, SAVE_KEY + ".broken.2") == "{second"
    assert stored(page, SAVE_KEY + ".broken.3") is None


def test_a_save_of_megabytes_is_set_aside_unread_and_the_page_starts(open_page, base_url):
    page = open_page()
    board = open_with(page, base_url, "localStorage.setItem(%r, '{' + 'x'.repeat(2_000_000))" % SAVE_KEY)
    assert "could not be read (it is longer than 202000 characters); it is kept aside" in board.status()
    assert page.evaluate("localStorage.getItem(%r).length" % (SAVE_KEY + ".broken")) == 2_000_001
    board.click("a1", "b2", "c3")
    board.wait_for_human("X")
    assert board.record().startswith("1. a1-b2-c3, k10"), "the bot answers"
    assert '"record": "1. a1-b2-c3, k10' in stored(page, kept_key(page))
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)   # offline cache


# A browser that refuses the page's storage (third-party storage blocked, some private modes).
REFUSE_STORAGE = ("Object.defineProperty(window, 'localStorage', "
                  "{get() { throw new DOMException('refused', 'SecurityError'); }})")


@pytest.mark.parametrize("refusal, notice", [
    (REFUSE_STORAGE, "This browser keeps no save"),
    ("Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); }",
     "Not saved: the browser refused"),
], ids=["refused", "full"])
def test_storage_refused_or_full_costs_the_save_never_the_game(open_page, base_url, refusal, notice):
    page = open_page()
    page.add_init_script(refusal)
    board = BoardPage(page, base_url, "?mode=two")
    assert notice in board.status()
    board.click("a1", "b2")
    assert board.record() == "1. a1-b2" and board.status().endswith("X to move: sub-move 3 of 3.")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_refused_storage_is_said_after_the_move_words_and_above_an_embeds_status(open_page, base_url, language):
    text = Strings(language)
    moves = text("status.your-move", side="X", progress=text("progress", done=1, total=3))
    page = open_page(viewport={"width": 1280, "height": 800})
    page.add_init_script(REFUSE_STORAGE)
    board = BoardPage(page, base_url, "?lang=" + language)
    assert board.status() == moves + " " + text("saved.unavailable"), "said once, after the move words"
    assert board.data("clipped") == "false", "short: whole in the status's lines"
    embed = open_page(viewport={"width": 280, "height": 280})
    embed.add_init_script(REFUSE_STORAGE)
    board = BoardPage(embed, base_url, "?embed&lang=" + language)
    # the embed's two lines are for the game: the move words whole, and what is not kept
    # said in a note of its own, the board smaller in the smallest box but whole
    assert board.status() == moves and board.data("clipped") == "false"
    assert embed.is_visible("#unkept") and embed.evaluate("document.documentElement.scrollHeight") == 280
    screenshot(embed, "embed-storage-refused-%s" % language)
    board.click("a1")
    assert board.data("left") == "2" and board.status().startswith(
        text("status.your-move", side="X", progress=text("progress", done=2, total=3)))


# What an iframe on another site meets where the browser blocks third-party storage:
# every store refuses as it is asked, and so does a BroadcastChannel (as Firefox does);
# IndexedDB's opening by a SecurityError thrown (as Firefox does) or by a request that
# fails (as Chrome does: here one opened below the version another made, a failure of
# the browser's own).
BLOCKED_IN_IFRAMES = """if (window !== window.top) {
    const refuse = () => { throw new DOMException("The operation is insecure.", "SecurityError"); };
    Object.defineProperty(window, "localStorage", {get: refuse});
    Object.defineProperty(window, "sessionStorage", {get: refuse});
    window.BroadcastChannel = function () { refuse(); };
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = %s;
}"""
IDB_THROWS = "refuse"
IDB_FAILS = 'function () { open.call(this, "refused", 2); return open.call(this, "refused", 1); }'


@pytest.mark.parametrize("opening", [IDB_THROWS, IDB_FAILS], ids=["thrown", "failed"])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_an_embed_whose_storage_is_blocked_plays_and_says_once_how_to_keep_the_game(blog, base_url, opening,
                                                                                    language):
    text = Strings(language)
    page = blog('<h1>My post</h1><iframe src="%s?embed&mode=two&lang=%s" width="320" height="360"'
                ' title="Virus War"></iframe>' % (base_url, language), BLOCKED_IN_IFRAMES % opening)
    frame = page.frames[1]
    board = BoardPage(frame)
    # no uncaught error either: open_page fails the test on any
    note = frame.wait_for_selector("#unkept", state="visible", timeout=5_000)
    # the board laid out again in the room the note leaves it, before a click finds a1 there
    frame.wait_for_function("""() => { const board = document.getElementById('board');
        const [x, y, width, height] = board.dataset.grid.split(' ').map(Number);
        return x + width <= board.clientWidth + 1 && y + height <= board.clientHeight + 1; }""")
    board.click("a1")
    assert board.record() == "1. a1" and board.data("left") == "2"
    assert text("saved.embed-unavailable") + " " + text("saved.embed-open") in note.text_content()
    link = frame.get_attribute("#unkept-open", "href")
    assert link == frame.get_attribute("#full-page", "href") and "record=1.+a1" in link, "the game goes with it"
    assert board.status() == text("status.to-move", side="X", progress=text("progress", done=2, total=3)), \
        "the status's two lines stay the game's"
    screenshot(page, "embed-storage-blocked-%s" % language)
    grid = board.board("grid")
    frame.click("#unkept-close")
    # the note's line goes back to the board, which is laid out again before b2 is where a click finds it
    frame.wait_for_function("(grid) => document.getElementById('board').dataset.grid !== grid", arg=grid)
    board.click("b2")
    assert board.record() == "1. a1-b2" and not note.is_visible(), "said once"


def test_a_move_that_cannot_be_saved_is_said_at_once_and_saved_once_there_is_room(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url, "?mode=two")
    key = kept_key(page)
    board.click("a1")
    page.evaluate(FILL_STORAGE)
    board.click("b2", "c3")
    assert board.status() == ("Not saved: the browser refused (is its storage full?); tried again at "
                              "the next move. O to move: sub-move 1 of 3.")
    assert '"record": "1. a1"}' in stored(page, key), "the last save is left as it was"
    page.evaluate(EMPTY_FILLER)
    board.click("k10")
    assert board.status() == "O to move: sub-move 2 of 3."
    board.reload()
    assert board.record() == "1. a1-b2-c3, k10"


def test_tracking_and_unknown_parameters_open_the_same_saved_game(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url, "?mode=two")
    board.click("a1", "b2")
    for extra in ("&utm_source=news", "&fbclid=IwAR0abc", "&fbclid=IwAR0xyz&lang=en", "&sise=9"):
        again = BoardPage(page, base_url, "?mode=two" + extra)
        assert again.record() == "1. a1-b2", extra
    assert "“sise” is not a parameter of the page" in again.status(), "an unknown parameter is still named"
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('virus-war.game'))") \
        == [kept_key(page)], "one game"


def test_two_tabs_of_one_game_follow_the_last_change(open_page, base_url):
    page = open_page()
    first = BoardPage(page, base_url, "?mode=two")
    other = page.context.new_page()
    problems = watch(other, base_url)
    second = BoardPage(other, base_url, "?mode=two")
    recorded = "document.querySelector('#record').textContent === %r"
    first.click("a1", "b2", "c3")
    other.wait_for_function(recorded % "1. a1-b2-c3", timeout=OTHER_TAB_WAIT)
    assert second.status() == "This game was changed in another tab: it is shown here as it was saved there."
    second.click("k10", "i9")
    page.wait_for_function(recorded % "1. a1-b2-c3, k10-i9", timeout=OTHER_TAB_WAIT)
    first.click("h8")
    first.reload()
    second.reload()
    assert first.record() == second.record() == "1. a1-b2-c3, k10-i9-h8"
    first.press("undo")                       # the other tab takes what Redo would bring back too
    other.wait_for_function(recorded % "1. a1-b2-c3, k10-i9", timeout=OTHER_TAB_WAIT)
    second.press("redo")
    page.wait_for_function(recorded % "1. a1-b2-c3, k10-i9-h8", timeout=OTHER_TAB_WAIT)
    assert page.is_disabled("#redo") and other.is_disabled("#redo")
    assert problems == []


def test_a_tab_whose_game_did_not_change_writes_nothing_over_another_tabs_save(open_page, base_url):
    # a bot worker coming up redraws and saved the tab's older game over a newer one
    # whose storage event had not reached it yet: both tabs then showed the older
    page = open_page()
    board = BoardPage(page, base_url, "?mode=two")
    page.wait_for_function("document.documentElement.dataset.botStage", timeout=60_000)
    page.evaluate("""() => { window.gameWrites = 0; const put = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
            if (key.startsWith('virus-war.game')) window.gameWrites += 1;
            return put.call(this, key, value); }; }""")
    before = board.status()
    board.click("e5")   # refused (X starts in its corner): the page redrawn with the game as it was
    page.wait_for_function("document.querySelector('#status-text').textContent !== %r" % before)
    assert page.evaluate("window.gameWrites") == 0, "the game as saved: nothing written"
    board.click("a1")
    assert page.evaluate("window.gameWrites") == 1, "a sub-move is saved at once"
    assert board.record() == "1. a1"


def test_against_the_bot_only_the_tab_played_in_lets_its_bot_answer(open_page, base_url):
    page = open_page()
    first = BoardPage(page, base_url)
    other = page.context.new_page()
    problems = watch(other, base_url)
    second = BoardPage(other, base_url)
    other.wait_for_function("document.documentElement.dataset.botStage", timeout=60_000)
    first.click("a1", "b2", "c3")
    first.wait_for_human("X")
    other.wait_for_function("document.querySelector('#record').textContent === %r" % first.record(),
                            timeout=OTHER_TAB_WAIT)
    assert first.record().startswith("1. a1-b2-c3, k10")
    assert other.evaluate("window.virusWarBotAnswers.length") == 0, "the other tab's bot kept still"
    assert problems == []


def test_a_bot_turn_another_tab_left_is_played_by_the_tab_that_holds_the_game(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url, "?level=easy")
    page.wait_for_function("document.documentElement.dataset.botStage", timeout=60_000)
    key = kept_key(page)
    gone = page.context.new_page()   # a tab that saves the person's turn, and is closed
    problems = watch(gone, base_url)
    BoardPage(gone, base_url, "?size=5")
    left = saves.save_text(saves.Kept(shown_id(page)),
                           saves.game_data(Settings(VS_BOT, "X", level="easy"), Game.from_record("1. a1-b2-c3")))
    gone.evaluate("localStorage.setItem(%r, %r)" % (key, left))
    gone.close()
    # X's turn, not thinking, is also the page before the other tab's save reached it:
    # wait for the save's turn on the board, then for the bot's answer
    page.wait_for_function("document.querySelector('#record').textContent.startsWith('1. a1-b2-c3')",
                           timeout=BOT_TIMEOUT)
    board.wait_for_human("X")
    assert board.record().startswith("1. a1-b2-c3, k10"), "no click needed here"
    assert problems == []


def test_a_game_with_start_cells_of_its_own_survives_a_reload_and_its_link(open_page, base_url):
    page = open_page()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    board = BoardPage(page, base_url, "?mode=two")
    record = '[Size "8x8"]\n[Start "c3 f6"]\n\n1. c3-d4-e5'
    board.load(record)
    board.reload()
    assert board.record() == record and board.board("cols") == "8"
    assert board.status() == "O to move: sub-move 1 of 3.", "no notice: the save was read"
    assert stored(page, kept_key(page) + ".broken") is None
    board.click("f6")
    board.press("share")
    board.wait_for("s.textContent.includes('link to this game')", timeout=5_000)
    friend = BoardPage(open_page(), page.url)
    assert friend.record() == record + ", f6"
    assert friend.status() == "O to move: sub-move 2 of 3.", "no notice of a clash with the record's rules"


def test_a_new_game_on_a_link_gets_an_address_of_its_own_and_the_links_game_stays(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url, "?game=capture&lang=en")
    board.click("b1")
    capture = board.record()
    board.new_game(game="classic", mode="bot-X")
    board.click("a1")
    assert page.url == base_url + "?lang=en#id=%s&mode=bot&side=X&level=medium" % shown_id(page), \
        "the address names the game shown"
    board.reload()
    assert board.record() == "1. a1" and board.board("cols") == "10"
    other = page.context.new_page()
    problems = watch(other, base_url)
    again = BoardPage(other, base_url, "?game=capture")
    assert again.record() == capture, "the link's own game, never written over by another"
    assert problems == []


def test_undo_of_a_load_on_a_link_brings_back_its_game_and_its_address(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url, "?game=capture&mode=two")
    board.click("b1")
    capture, capture_url = board.record(), page.url   # its address as opened: its rules, no record yet
    board.load("1. a1-b2-c3")
    loaded = base_url + "#id=%s&mode=two&record=1.+a1-b2-c3" % shown_id(page)
    assert page.url == loaded
    board.reload()
    assert board.record() == "1. a1-b2-c3"
    board.press("undo")   # after a reload there is no load to take back: one sub-move
    assert board.record() == "1. a1-b2" and page.url == loaded
    linked = BoardPage(page, base_url, "?game=capture&mode=two")
    capture_id = shown_id(page)
    assert linked.record() == capture and page.url.startswith(capture_url)
    linked.load("1. a1-b2-c3")
    linked.press("undo")
    assert linked.record() == capture and shown_id(page) == capture_id, "the very game, under its id"


def test_play_again_in_an_embed_is_undone_to_its_post_and_a_reload_shows_the_post(open_page, base_url):
    page = open_page(viewport={"width": 360, "height": 420})
    record = '[Size "3x3"]\n\n1. a1-b2-c3, c3\n2. a2-a3-b3'
    query = "?embed&lang=ru&mode=two&record=" + quote(record)
    board = BoardPage(page, base_url, query)
    post = board.record()
    assert board.data("result") == "X"
    board.press("play-again")
    assert board.record() == '[Size "3x3"]' and page.url == base_url + query, "the embed's address is its post's"
    board.press("undo")
    assert board.record() == post and board.data("result") == "X"
    board.press("play-again")
    board.click("a1")
    board.reload()
    page.wait_for_selector("html[data-place]")
    assert board.record() == post and board.data("result") == "X", "never less than the post"
    assert page.evaluate("document.documentElement.classList.contains('embed')") \
        and page.evaluate("document.documentElement.lang") == "ru"
    shared = BoardPage(page, base_url, query)
    assert shared.record() == Game.from_record(record).record() and shared.data("result") == "X", \
        "the linked game is as it was"
