"""The move list's words without the page (game/web/panel/move_list.py): HTML whose
text is the record exactly, written a sub-move at a time."""

import random
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

from game import Game, Rules
from game.engine.game import PASS, RESIGN, common_start, still_shared
from game.web.panel.move_list import RecordPieces, header


class Text(HTMLParser):
    """The textContent of some HTML (hidden elements included, as in the DOM),
    and the data-index of its buttons."""

    def __init__(self, html):
        super().__init__()
        self.text = []
        self.indexes = []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        if dict(attrs).get("role") == "button":
            self.indexes.append(int(dict(attrs)["data-index"]))

    def handle_data(self, data):
        self.text.append(data)


class MoveList:
    """The list as game/web/panel/move_list.py's MoveList builds it in the page, in an
    ElementTree: each piece of HTML inserted where the page inserts it."""

    def __init__(self):
        self.list = ET.Element("ol")

    def append(self, going_on, tail, rounds):
        if going_on:
            insert(self.list[-1][-1], going_on)   # the last round's last turn
        if tail:
            insert(self.list[-1], tail)
        if rounds:
            insert(self.list, rounds)

    def text(self):
        return "".join(self.list.itertext())

    def turns(self):
        """The history indexes of the buttons in each turn's span."""
        return [[int(button.get("data-index")) for button in turn.iter() if button.get("role") == "button"]
                for turn in self.list.iter("span") if turn.get("class") == "turn"]


def insert(parent, html):
    """``html`` inserted at the end of ``parent`` (insertAdjacentHTML "beforeend")."""
    pieces = ET.fromstring("<x>%s</x>" % html.replace(" hidden>", ' hidden="">'))   # as XML
    if pieces.text:
        if len(parent):
            parent[-1].tail = (parent[-1].tail or "") + pieces.text
        else:
            parent.text = (parent.text or "") + pieces.text
    parent.extend(list(pieces))


def turns_of(game):
    """The history indexes of each turn of ``game``: a side's sub-moves in a row
    (a pass and a resignation are turns of their own)."""
    turns = []
    history = game.history()
    for index, (side, action) in enumerate(history):
        if index and history[index - 1][0] == side and PASS not in (action, history[index - 1][1]) \
                and RESIGN not in (action, history[index - 1][1]):
            turns[-1].append(index)
        else:
            turns.append([index])
    return turns


def random_game(seed, rules):
    rng = random.Random(seed)
    game = Game(rules)
    resigns = 0.01 if rules.players == 2 else 0.03
    while game.result is None and len(game.history()) < 150:
        if game.position.at_turn_start() and rules.system.PASSING and rng.random() < 0.05:
            game.pass_turn()
        elif rng.random() < resigns:
            game.resign(rng.choice(game.inside))
        else:
            game.play(rng.choice(game.legal_moves()))
    return game


RULES = [Rules(), Rules(3, 3), Rules(8, 6, 2, None, True), Rules(25, 25, 9),
         Rules(6, 6, 2, game="bases", players=3), Rules(7, 5, 3, "edge", game="bases", players=4),
         Rules(5, 5, 1, game="bases", players=2), Rules(6, 6, 2, game="capture", scoring="territory")]


def written(game, action):
    """Whether the record writes a history entry: all but a resignation ending a game of two."""
    return action != "resign" or game.rules.players > 2


@pytest.mark.parametrize("seed", range(16))
def test_the_list_reads_as_the_record_sub_move_by_sub_move(seed):
    rules = RULES[seed % len(RULES)]
    history = random_game(seed, rules).history()
    pieces = RecordPieces(rules.sides)
    game = Game(rules)
    written_list = MoveList()
    states = []
    for index, (side, action) in enumerate(history):
        game.apply(side, action)
        going_on, tail, rounds, new_states = pieces.html(game.history(), index)
        assert not (rounds and (going_on or tail)), "one sub-move goes on with a round or begins one"
        written_list.append(going_on, tail, rounds)
        states += new_states
        assert header(game.record()) + written_list.text() == game.record()
    buttons = [turn for turn in turns_of(game) if written(game, history[turn[0]][1])]
    assert written_list.turns() == buttons, "each turn's sub-moves in its span"
    assert [state is not None for state in states] == [written(game, action) for side, action in history]
    whole = MoveList()
    whole.append(*RecordPieces(rules.sides).html(history, 0)[:3])
    assert whole.text() == written_list.text() and whole.turns() == buttons, "the same, written at once"


@pytest.mark.parametrize("rules", [Rules(), RULES[4], RULES[5]], ids=["classic", "bases-3", "bases-4"])
def test_pieces_taken_back_to_a_kept_entry_go_on_as_if_written_through(rules):
    for seed in range(4):
        history = random_game(seed, rules).history()
        states = RecordPieces(rules.sides).html(history, 0)[3]
        for kept in range(1, len(history), 3):
            if states[kept - 1] is None:
                continue
            through = RecordPieces(rules.sides)
            through.html(history[:kept], 0)
            taken_back = RecordPieces(rules.sides, states[kept - 1])   # as MoveList.cut does
            assert taken_back.html(history, kept) == through.html(history, kept)


def test_resignations_in_a_game_of_three_are_words_of_their_round():
    game = Game(Rules(game="bases", players=4))
    game.resign("T")
    for cell in ("a1", "b2", "c3", "k10", "i9"):
        game.play(cell)
    game.resign("O")   # in the middle of O's own turn
    game.play("a10")
    game.resign("S")   # in the middle of S's turn too: X wins
    assert game.record().endswith("\n\n1. resign(T), a1-b2-c3, k10-i9, resign(O), a10, resign(S)")
    text = Text(RecordPieces(game.players).html(game.history(), 0)[2]).text
    assert header(game.record()) + "".join(text) == game.record()


def test_a_round_is_a_list_item_with_a_span_per_turn_and_a_button_per_sub_move():
    # the round's number in its first turn's span, the comma in the turn before: neither alone on a line
    history = Game.from_record("[Actions \"2\"]\n1. a1-b2, pass\n2. c3").history()
    pieces = RecordPieces()
    going_on, tail, rounds, states = pieces.html(history[:3], 0)
    assert going_on == tail == "" and states == [(1, "X", True), (1, "X", True), (1, "O", True)]
    assert rounds == ('<li><span class="turn">1. <span role="button" tabindex="-1" data-index="0">a1</span>'
                      '-<span role="button" tabindex="-1" data-index="1">b2</span>,</span>'
                      ' <span class="turn"><span role="button" tabindex="-1" data-index="2">pass</span></span></li>')
    assert pieces.html(history, 3) == ("", "", '<li><span hidden>\n</span><span class="turn">2. '
                                              '<span role="button" tabindex="-1" data-index="3">c3</span></span></li>',
                                       [(2, "X", True)])
    going_on = RecordPieces(state=(2, "X", True)).html(history + [("X", "d4")], 4)[0]
    assert going_on == '-<span role="button" tabindex="-1" data-index="4">d4</span>', "inside the turn's span"
    assert RecordPieces(state=(2, "X", True)).html(history + [("O", "k10")], 4)[:2] == \
        (",", ' <span class="turn"><span role="button" tabindex="-1" data-index="4">k10</span></span>')


def test_the_pieces_and_the_header():
    pieces = RecordPieces()
    assert pieces.feed("X", "a1") == ("1. ", "a1", True)
    assert pieces.feed("X", "b2") == ("-", "b2", False)
    assert pieces.feed("O", "pass") == (", ", "pass", False)
    assert pieces.feed("X", "c3") == ("2. ", "c3", True)
    assert pieces.feed("X", "resign") is None
    assert header('[Size "3x3"]\n\n1. a1') == '[Size "3x3"]\n\n'
    assert header('[Size "3x3"]') == '[Size "3x3"]' and header("1. a1") == ""


def test_common_start():
    assert common_start([1, 2, 3], [1, 2, 4, 5]) == 2
    assert common_start([], [1]) == 0 and common_start([1, 2], [1, 2]) == 2


def test_still_shared_is_common_start_however_the_game_went():
    # undone, played on, copied, or another game: what a kept history read still shares
    rng = random.Random(5)
    game = Game(Rules(7, 7, 3, game="bases", players=4))
    kept = []
    for step in range(300):
        choice = rng.random()
        if choice < 0.25 and game.history_length():
            game.undo()
        elif choice < 0.3:
            game = game.copy()
        elif choice < 0.33:
            game = Game.from_record(game.record())
        elif game.result is None:
            legal = game.legal_moves()
            game.play(rng.choice(legal)) if legal else game.pass_turn()
        assert still_shared(game, kept) == common_start(kept, game.history())
        if rng.random() < 0.5:
            kept = game.history()
