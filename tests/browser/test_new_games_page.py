"""The page plays virus and bases (2-4 sides, people and bots) and the capture
game: New game, the status and the end in words, the ground, the move list,
links, saving, resigning and undoing with several people."""

import json
from urllib.parse import quote

import pytest

from boardpage import BoardPage, choose_language
from game.rules.shapes import rules_for
from pages import screenshot
from game import Game
from game.web.panel.status import status_words
from game.web.play.session import Session
from game.web.play.settings import Settings, TWO_PLAYERS
from game.rules import SYSTEMS
from game.web.words import Strings, table
from helpers import ENDS, ENDS_OF_MORE, NEW_GAME_ERROR_SEEN, legend_samples, said

# every end of every game, and the ends of games of three and four after sides went out
ALL_ENDS = dict(ENDS, **{"of more, " + name: record for name, record in ENDS_OF_MORE.items()})

HEADLINE = "getComputedStyle(document.getElementById('status-text'), '::before').content"
PHONE = "Pixel 7"


def live_game(board):
    """The game the page shows, read back from its record."""
    return Game.from_record(board.record())


def words_for(board, settings, language="en"):
    """What the session says about the page's game under ``settings``: the page's
    status must say the same."""
    return status_words(said(Session(settings, live_game(board)), Strings(language)))


def play_as(board, side, tap=None):
    """Until the game is over: on each of ``side``'s turns, its first legal cell."""
    while True:
        board.wait_for_human(side)
        if board.data("result"):
            return
        legal = live_game(board).legal_moves()
        assert legal, "the page gave a turn with nothing to play"
        (tap or board.click)(legal[0])


FIELDS = ("input[name='mode']", "select[name='level']", "input[name='last-mover-wins']",
          "select[name='seat-X']", "select[name='start']", "select[name='scoring']")
SHOWN = {"classic": FIELDS[:3], "bases": FIELDS[3:5], "capture": FIELDS[:2] + FIELDS[5:]}
SMALL_TARGETS = ("Array.from(document.querySelectorAll('#new-game-dialog :is(button, select, input)'))"
                 ".filter(e => e.offsetParent !== null)"
                 ".filter(e => { const r = (e.closest('label') || e).getBoundingClientRect(); return r.height < 44; })"
                 ".map(e => e.name || e.id)")


@pytest.mark.parametrize("screen", ["desktop", "phone"])
def test_new_game_shows_the_chosen_games_fields_and_starts_it_from_the_keyboard(open_page, base_url,
                                                                                   playwright, screen):
    options = playwright.devices[PHONE] if screen == "phone" else {"viewport": {"width": 1280, "height": 800}}
    for language in ("en", "ru"):
        page = open_page(**options)
        board = BoardPage(page, base_url, "?lang=" + language)
        board.press("new")
        for game in ("classic", "bases", "capture"):
            page.check("#new-game-form input[name='game'][value='%s']" % game)
            shown = [field for field in FIELDS if page.is_visible("#new-game-form " + field)]
            assert shown == list(SHOWN[game]), game
            assert page.evaluate(SMALL_TARGETS) == [], "every control (a radio: its label) a fingertip high"
            if game == "bases":
                page.select_option("select[name='players']", "3")
                seats = [side for side in "XOTS" if page.is_visible("select[name='seat-%s']" % side)]
                assert seats == ["X", "O", "T"], "a seat for each of three players"
                page.select_option("select[name='seat-O']", "easy")
            screenshot(page, "dialog-%s-%s-%s" % (game, screen, language))
        page.focus("#new-game-form input[name='game'][value='capture']")
        page.keyboard.press("ArrowUp")   # the arrows choose the game, as any radio group
        assert page.is_checked("#new-game-form input[name='game'][value='bases']")
        page.fill("#new-game-form input[name='width']", "7")
        page.focus("#new-game-form input[name='height']")
        page.keyboard.press("Enter")   # Enter in a field starts the game
        assert page.is_hidden("#new-game-dialog") and board.board("cols") == "7"
        assert live_game(board).players == ["X", "O", "T"]
        assert board.data("turn") == "X" and page.text_content("#mode").count("·") == 2


# Each shown fieldset of New game: its box, and for each label with a field its
# words' box and its control's box ([left, top, right, bottom], CSS pixels).
FIELD_BOXES = """() => {
    const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    const shown = (e) => e.offsetParent !== null;
    const dialog = document.getElementById('new-game-dialog');
    const natural = %s;
    return [box(dialog), dialog.scrollWidth - dialog.clientWidth,
            Array.from(dialog.querySelectorAll('fieldset')).filter(shown).map(set => [box(set),
                Array.from(set.querySelectorAll('label')).filter(shown)
                    .filter(label => !label.closest('.seat-list')).map(label => {
                    const control = label.querySelector('select, input');
                    const words = Array.from(label.children).filter(e => e !== control && shown(e))[0];
                    return [control.type, box(words), box(control),
                            control.tagName === 'SELECT' ? natural(control) : null];
                }),
                Array.from(set.querySelectorAll('.seat-list .seat')).filter(shown).map(seat => {
                    const control = seat.querySelector('select');
                    return [box(seat), box(control), natural(control)];
                })])];
}"""
# The width a select would take with room for its longest option.
NATURAL = """(control) => {
    const copy = control.cloneNode(true);   // beside it, in its font
    copy.style.cssText = 'position: absolute; left: 0; top: 0; max-width: none; width: auto';
    control.after(copy);
    const width = copy.getBoundingClientRect().width;
    copy.remove();
    return width;
}"""


def misplaced_fields(page):
    """What is out of place in New game: a box outside the dialog or its fieldset,
    a control too narrow for its words, the fields' words not starting at one
    line, their controls not at one line (one under its words starts where the
    words do); the seats of many players, a grid of their own: each inside its
    fieldset, its choice never cut."""
    dialog, sideways, fieldsets = page.evaluate(FIELD_BOXES % NATURAL)
    faults = ["the dialog scrolls sideways"] if sideways > 0 else []
    inside = lambda inner, outer: outer[0] - 0.5 <= inner[0] and inner[2] <= outer[2] + 0.5
    for fieldset, labels, seats in fieldsets:
        faults += [("a seat out of its fieldset", seat, fieldset) for seat, control, natural in seats
                   if not inside(seat, fieldset)]
        faults += [("a seat's words cut", seat, control[2] - control[0], natural) for seat, control, natural in seats
                   if control[2] - control[0] < natural - 0.5]
        if not inside(fieldset, dialog):
            faults.append(("fieldset out of the dialog", fieldset, dialog))
        fields = [(words, control) for kind, words, control, natural in labels if kind not in ("radio", "checkbox")]
        for words, control in fields:
            if not (inside(words, fieldset) and inside(control, fieldset)):
                faults.append(("out of its fieldset", words, control, fieldset))
        faults += [("its words cut", words, control[2] - control[0], natural)
                   for kind, words, control, natural in labels
                   if natural is not None and control[2] - control[0] < natural - 0.5]
        if len(set(round(words[0]) for words, control in fields)) > 1:
            faults.append(("the words do not line up", [words[0] for words, control in fields]))
        beside = [control[0] for words, control in fields if control[1] < words[3]]
        under = [control[0] - words[0] for words, control in fields if control[1] >= words[3]]
        if len(set(round(left) for left in beside)) > 1 or any(abs(left) > 0.5 for left in under):
            faults.append(("the controls do not line up", beside, under))
    return faults


@pytest.mark.parametrize("screen", [{"width": 360, "height": 640}, {"width": 1280, "height": 800}],
                         ids=["360x640", "1280x800"])
def test_new_games_fields_line_up_inside_the_dialog(open_page, base_url, screen):
    for language in ("en", "ru"):
        page = open_page(viewport=screen)
        BoardPage(page, base_url, "?lang=" + language)
        page.click("#new")
        for game in ("classic", "bases", "capture"):
            page.check("#new-game-form input[name='game'][value='%s']" % game)
            if game == "bases":
                page.select_option("select[name='players']", "30")   # the most seats
            assert misplaced_fields(page) == [], (language, game)
            page.locator("#new-game-form fieldset:last-of-type").scroll_into_view_if_needed()
            screenshot(page, "dialog-fields-%s-%s-%dx%d" % (game, language, screen["width"], screen["height"]))


def test_three_sides_you_against_two_bots_to_the_end(watched, base_url):
    board = BoardPage(watched, base_url, "?lang=en")
    board.new_game(game="bases", seats=["person", "easy", "medium"], width=5, height=5, actions=2)
    assert (board.board("cols"), board.board("rows")) == ("5", "5")
    assert watched.text_content("#mode") == \
        "Virus and bases for 3. X: a person · O: the easy bot · △\u00a0T: the medium bot."
    assert board.status() == "Your move (X): sub-move 1 of 2."
    board.click("a1", "b2")
    board.wait_for("s.dataset.turn === 'T'")
    assert board.status().startswith("Bot △\u00a0T (medium)"), "the bot playing T, named by its mark"
    board.wait_for_human("X")
    assert board.record().startswith('[Game "bases"]\n[Players "3"]\n[Size "5x5"]\n[Actions "2"]\n\n'
                                     '1. a1-b2, e5-')
    screenshot(watched, "bases-3-mid")
    play_as(board, "X")
    game = live_game(board)
    assert board.data("result") == (game.result if game.result == "draw" else game.result)
    settings = Settings(rules=game.rules, seats=["person", "easy", "medium"])
    assert board.status() == words_for(board, settings)
    expected = {"X": '"You won"', "draw": '"Draw"'}.get(game.result, '"You lost"')
    assert watched.evaluate(HEADLINE) == expected
    assert watched.text_content("#tally") == "", "a game of three is not in the record of results"
    assert watched.evaluate("localStorage.getItem('virus-war.tally.bases')") is None
    screenshot(watched, "bases-3-end")


def test_four_people_on_one_phone_resign_in_turn(open_page, base_url, playwright):
    page = open_page(**playwright.devices[PHONE])
    board = BoardPage(page, base_url, "?lang=ru")
    board.new_game(game="bases", seats=["person"] * 4, start="edge", width=6, height=6, actions=1)

    def tap(cell):
        page.tap("#board", position=board.point(cell))

    for cell in ("c1", "f4", "a5", "d6"):   # each side's first virus on an edge cell of its choice
        tap(cell)
    assert board.record().endswith('[Start "edge"]\n\n1. c1, f4, a5, d6')
    tap("d2")
    assert board.data("turn") == "O" and board.status() == "Ходит O: ходик 1 из 1."
    tap("e4")
    assert board.status() == "Ходит △\u00a0T: ходик 1 из 1." and board.data("turn") == "T"
    assert page.text_content("#mode") == "Вирусы и базы, игроков: 4, начало — на любой клетке края. " \
                                         "Все играют на одном устройстве."
    screenshot(page, "bases-4-phone-mid")
    page.tap("#resign")   # during T's turn, S resigns
    assert page.is_visible("#resign-which")
    assert page.is_checked("#resign-form input[value='T']"), "the side to move, unless another is chosen"
    colour = "side => getComputedStyle(document.querySelector('%s [data-seat=' + side + '] .seat-mark')).color"
    marks = [page.evaluate(colour % "#resign-form", side) for side in "XOTS"]
    assert marks == [page.evaluate(colour % "#new-game-form", side) for side in "XOTS"], \
        "each side's name in its own pencil, as in New game"
    assert len(set(marks)) == 4
    screenshot(page, "bases-4-phone-resign")
    page.tap("#resign-form input[value='S']")
    assert page.text_content("#resign-text") == "□\u00a0S выбывает из игры; остальные играют дальше."
    page.tap("#resign-confirm")
    assert board.data("out") == "S:resigned" and board.data("turn") == "T"
    assert board.status() == "Ходит △\u00a0T: ходик 1 из 1. □\u00a0S сдался и выбыл."
    assert board.record().endswith("2. d2, e4, resign(S)")
    page.tap("#undo")   # people only: one step back, the resignation
    assert board.data("out") == "" and board.record().endswith("2. d2, e4")
    for side in ("T", "S", "O"):
        page.tap("#resign")
        page.tap("#resign-form input[value='%s']" % side)
        page.tap("#resign-confirm")
    assert board.data("result") == "X" and page.evaluate(HEADLINE) == '"X победил"'
    assert board.status() == "Выбыл △\u00a0T (сдался), затем □\u00a0S (сдался), затем O " \
                             "(сдался). X победил, оставшись один."
    assert board.record() == live_game(board).record()
    assert page.evaluate("document.documentElement.scrollWidth") <= 412, "nothing scrolls sideways"
    screenshot(page, "bases-4-phone-end")


def test_capture_counted_with_territory(watched, base_url):
    board = BoardPage(watched, base_url, "?lang=en")
    board.new_game(game="capture", mode="two", scoring="territory", width=5, height=5, actions=2)
    assert watched.is_hidden("#pass"), "the capture game has no pass"
    assert watched.is_visible("#ground") and watched.get_attribute("#ground", "aria-pressed") == "false"
    assert board.status() == "X to move: mark 1 of 2. Count (marks and ground): X 2 · O 2."
    moves = [action for side, action in Game.from_record(ENDS["counted"]).history()]
    board.click(*moves[:13])
    assert board.status() == "X to move: mark 2 of 2. Count (marks and ground): X 11 · O 8."
    assert board.board("ground") == ""
    watched.click("#ground")
    assert board.board("ground") == "X:b1 X:c1" and watched.get_attribute("#ground", "aria-pressed") == "true"
    assert shaded(watched, board, "c1") and not shaded(watched, board, "e5")
    screenshot(watched, "capture-ground-mid")
    watched.click("#ground")
    assert board.board("ground") == ""
    watched.keyboard.press("p")   # no pass in this game: said in words
    board.click(*moves[13:])
    assert board.data("result") == "X"
    assert board.status() == "X wins on the count, X 13 · O 11: O has no room for a whole turn."
    assert watched.evaluate(HEADLINE) == '"X won"'
    assert board.board("ground") == "X:c1 O:b4", "the ground shown at the end of a territory count"
    assert watched.is_visible("#ground") and watched.get_attribute("#ground", "aria-pressed") == "true"
    screenshot(watched, "capture-end")
    board.press("previous")
    assert board.board("ground") == "", "looking back: on demand only"


def test_show_ground_with_no_ground_says_so_and_is_not_pressed(watched, base_url):
    board = BoardPage(watched, base_url, "?lang=en&game=capture&scoring=territory&mode=two")
    for language in ("en", "ru"):
        choose_language(watched, language)
        watched.click("#ground")
        assert board.status() == table(language)["ground.none"]
        assert watched.get_attribute("#ground", "aria-pressed") == "false" and board.board("ground") == ""
    screenshot(watched, "capture-no-ground-ru")
    board.click("b1")
    assert board.status().startswith("Ходит X: знак 2 из 3."), "said until the game moves on"


def shaded(page, board, cell):
    """Whether the middle of the cell's left edge is not the paper's colour (the ground's wash)."""
    point = board.point(cell)
    size = float(board.board("grid").split()[2]) / int(board.board("cols"))
    x, y = point["x"] - size * 0.4, point["y"]
    colour = page.evaluate("([x, y]) => { const c = document.getElementById('board');"
                           " const r = devicePixelRatio;"
                           " return Array.from(c.getContext('2d').getImageData(x * r, y * r, 1, 1).data); }",
                           [x, y])
    return colour[:3] != [0xfb, 0xfa, 0xf3]


def test_each_end_is_said_in_words(watched, base_url):
    board = BoardPage(watched, base_url, "?lang=en&mode=two")   # the records loaded are for people only
    for name in ALL_ENDS:
        board.load(ALL_ENDS[name])
        game = live_game(board)
        expected = status_words(said(Session(Settings(TWO_PLAYERS, rules=game.rules), game)))
        assert board.status().startswith(expected), name   # then "The record is loaded."
        assert board.data("result") == game.result
        headline = '"Draw"' if game.result == "draw" else '"%s won"' % said(Session(game=game)).side_name(game.result)
        assert watched.evaluate(HEADLINE) == headline, name
    choose_language(watched, "ru")
    board.load(ENDS["enclosed"])
    assert board.status().startswith("△\u00a0T победил: вирус △\u00a0T со всех сторон окружён своими базами.")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_each_end_shows_whole_under_its_headline_beside_the_board(open_page, base_url, language):
    page = open_page(viewport={"width": 1280, "height": 800})
    for name in ALL_ENDS:   # the longest: who went out before a full board's counts
        board = BoardPage(page, base_url, "?mode=two&lang=%s&record=%s" % (language, quote(ALL_ENDS[name])))
        assert page.evaluate(HEADLINE) != "none", name
        assert board.data("clipped") == "false", (name, board.status())
    screenshot(page, "end-counted-" + language)

def test_a_link_opens_the_game_and_a_reload_brings_it_back(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url, "?lang=en&game=bases&players=3&seats=person,hard,person"
                                      "&start=edge&size=6&actions=1")
    assert board.board("cols") == "6" and board.status() == "X to move: sub-move 1 of 1."
    assert page.text_content("#mode") == "Virus and bases for 3, starting on any edge cell. " \
                                         "X: a person · O: the hard bot · △\u00a0T: a person."
    board.click("c1")
    board.wait_for("s.dataset.turn === 'T' && s.dataset.thinking === 'false'")
    page.focus("#board")   # the keyboard: the cursor, then Enter acts
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    record = board.record()
    assert record.count(",") == 2 and board.data("turn") == "X", record
    board.reload()
    assert board.record() == record and board.data("turn") == "X"
    assert page.text_content("#mode").endswith("X: a person · O: the hard bot · △\u00a0T: a person.")
    page.click("#record [data-index='0']")   # the move list steps back
    assert board.data("view") == "1"
    capture = BoardPage(open_page(), base_url, "?lang=ru&game=capture&scoring=territory&mode=two")
    assert capture.status() == "Ходит X: знак 1 из 3. Счёт (знаки и территория): X 2 · O 2."
    shown = BoardPage(open_page(), base_url, "?record=" + quote(ENDS["counted"]))
    assert shown.data("result") == "X" and shown.board("ground") == "X:c1 O:b4"


@pytest.mark.parametrize("query, named", [
    ("game=bases&players=31", "players must be a whole number from 2 to 30"),
    ("game=bases&players=3&seats=person,robot,easy", "seats must name who plays each of the 3"),
    ("game=capture&scoring=area", "scoring must be one of marks, territory"),
    ("game=classic&start=edge", "start is not a setting of this game"),
])
def test_a_bad_value_in_a_link_is_named_and_the_game_plays_on(watched, base_url, query, named):
    board = BoardPage(watched, base_url, "?lang=en&mode=two&" + query)
    assert named in board.status()
    legal = live_game(board).legal_moves()
    board.click(legal[0])
    assert board.record().endswith("1. " + legal[0])


def test_one_person_against_one_bot_in_the_capture_game_is_counted_on_its_own(watched, base_url):
    board = BoardPage(watched, base_url, "?lang=en&game=capture&level=easy")
    board.click("b1", "a2")
    board.wait_for_human("X")
    board.resign()
    assert watched.evaluate(HEADLINE) == '"You lost"'
    assert watched.text_content("#tally") == "Against the easy bot: 0 won · 1 lost · 0 drawn"
    assert json.loads(watched.evaluate("localStorage.getItem('virus-war.tally.capture')"))["easy"]["lost"] == 1
    assert watched.evaluate("localStorage.getItem('virus-war.tally')") is None, "the classic results stay apart"
    board.press("share")
    board.wait_for("s.textContent.includes('link to this game')", timeout=5_000)
    friend = BoardPage(watched, watched.url)
    assert friend.data("result") == "O" and friend.record().startswith('[Game "capture"]')


HELP_WORDS = ("() => [Array.from(document.querySelectorAll('#help-rules p'), p => p.textContent),"
              " Array.from(document.querySelectorAll('.legend canvas'), c => c.dataset.sample)]")


# for each sample of the legend, whether it is drawn at its size on the screen
SAMPLES_DRAWN = ("() => Array.from(document.querySelectorAll('.legend canvas'), c =>"
                 " c.width === Math.round(c.clientWidth * devicePixelRatio) && c.width > 0"
                 " && c.getContext('2d').getImageData(0, 0, c.width, c.height).data.some(v => v > 0))")


def help_words(page):
    """The paragraphs of How to play's rules, and its legend's samples."""
    return tuple(page.evaluate(HELP_WORDS))


def open_help(page):
    """How to play opened by a click, and what it shows at once: read in the
    same task as the click, before the page could redraw anything."""
    shown = page.evaluate("() => { const help = document.getElementById('help');"
                          " help.querySelector('summary').click();"
                          " return [help.open, (%s)(), (%s)()]; }" % (HELP_WORDS, SAMPLES_DRAWN))
    assert shown[0], "the click opened it"
    assert all(shown[2]), "every sample of the legend drawn already, at its size"
    return tuple(shown[1])


@pytest.mark.parametrize("language", ["en", "ru"])
def test_how_to_play_explains_the_game_played(open_page, base_url, language):
    page = open_page(viewport={"width": 1280, "height": 800})
    board = BoardPage(page, base_url, "?lang=%s&game=capture&scoring=territory" % language)
    rules = lambda game: [table(language)[key] for key in SYSTEMS[game].WORDS["help"]]
    # opened on a game saved or linked: that game's rules, from the first moment
    assert open_help(page) == (rules("capture"), legend_samples("capture"))
    assert "«Вирусы»" in rules("capture")[0] and "Leningrad" in table("en")["help.capture.start"]
    page.locator("#help").scroll_into_view_if_needed()
    screenshot(page, "help-capture-" + language)
    board.new_game(game="bases", seats=["person", "easy", "easy"])   # the help stays open: it follows
    assert help_words(page) == (rules("bases"), legend_samples("bases"))
    page.locator("#help").scroll_into_view_if_needed()
    screenshot(page, "help-bases-" + language)
    page.click("#help summary")
    board.new_game(game="classic")
    assert open_help(page) == (rules("classic"), legend_samples("classic")), "closed meanwhile"
    other = "ru" if language == "en" else "en"
    choose_language(page, other)   # the language changes the words, not the game
    assert help_words(page)[0] == [table(other)[key] for key in SYSTEMS["classic"].WORDS["help"]]
    assert page.text_content("#help").count(table(other)["help.keys"]) == 1


def test_new_game_opens_from_a_game_of_three_with_its_seats(watched, base_url):
    board = BoardPage(watched, base_url, "?lang=en&game=bases&players=3&seats=person,easy,hard")
    board.open("new", "new-game-dialog")
    assert watched.is_visible("#new-game-dialog")
    assert watched.is_checked("#new-game-form input[name='game'][value='bases']")
    seats = [watched.input_value("select[name='seat-%s']" % side) for side in "XOT"]
    assert seats == ["person", "easy", "hard"] and watched.input_value("select[name='players']") == "3"
    watched.select_option("select[name='players']", "4")   # a fourth seat: a bot
    assert watched.input_value("select[name='seat-S']") == "easy"
    board.press("start-game")
    assert live_game(board).players == ["X", "O", "T", "S"]


@pytest.mark.parametrize("seats, flipped", [("easy,person,easy", "true"), ("easy,person,medium", "true"),
                                            ("person,easy,medium", "false"), ("person,person,easy", "false")])
def test_the_board_turns_for_one_person_playing_o_whatever_the_bots_levels(watched, base_url, seats, flipped):
    board = BoardPage(watched, base_url, "?game=bases&players=3&seats=" + seats)
    assert board.board("flipped") == flipped


def test_new_game_offers_the_preset_shapes_with_a_picture(watched, base_url):
    board = BoardPage(watched, base_url, "?mode=two")
    board.press("new")
    form = "#new-game-form "
    watched.select_option(form + "select[name='shape']", "ring")
    watched.wait_for_selector("#shape-picture:not([hidden])")
    assert watched.is_hidden(form + "input[name='width']"), "the shape sets the size"
    watched.check(form + "input[name='mode'][value='two']")
    board.press("start-game")
    board.wait_for("document.querySelector('#record').textContent.startsWith('[Holes')", timeout=5_000)
    assert board.record() == '[Holes "%s"]' % " ".join(rules_for("ring").holes)
    board.open("new", "new-game-dialog")
    assert watched.input_value(form + "select[name='shape']") == "ring", "the dialog shows the game played"
    watched.select_option(form + "select[name='shape']", "go")
    board.press("start-game")
    watched.wait_for_function("document.querySelector('#new-game-error').textContent !== ''")
    assert watched.text_content("#new-game-error") == "The go board is for the capture game only."
    watched.check(form + "input[name='game'][value='capture']")
    watched.check(form + "input[name='mode'][value='two']")
    board.press("start-game")
    watched.wait_for_function("document.querySelector('#board').dataset.cols === '19'")


@pytest.mark.parametrize("screen", ["phone", "desktop"])
@pytest.mark.parametrize("query, typed, field", [
    ("?lang=en", {"width": "2"}, "width"),
    ("?lang=en&game=bases&players=30", {"width": "3", "height": "3"}, "players")])
def test_new_games_error_is_said_in_view_at_the_field_it_names_which_has_the_focus(
        open_page, playwright, base_url, screen, query, typed, field):
    options = playwright.devices[PHONE] if screen == "phone" else {"viewport": {"width": 1280, "height": 800}}
    page = open_page(**options)
    board = BoardPage(page, base_url, query)
    board.press("new")
    for name, value in typed.items():
        page.fill("#new-game-form input[name='%s']" % name, value)
    page.eval_on_selector("#new-game-dialog", "dialog => { dialog.scrollTop = 0; }")   # read over from the top
    board.press("start-game")
    page.wait_for_function("document.querySelector('#new-game-error').textContent !== ''")
    assert page.evaluate(NEW_GAME_ERROR_SEEN) == {"seen": True, "focused": field}
    assert page.get_attribute("#new-game-form [name='%s']" % field, "aria-invalid") == "true"
    screenshot(page, "new-game-error-%s-%s" % (field, screen))
