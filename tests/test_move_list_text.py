"""The move list's words without the page (game/web/move_list.py): HTML whose
text is the record exactly, written a sub-move at a time."""

import random
from html.parser import HTMLParser

import pytest

from game import Game, Rules
from game.web.move_list import RecordPieces, common_start, header


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


def random_game(seed, rules):
    rng = random.Random(seed)
    game = Game(rules)
    while game.result is None and len(game.history()) < 150:
        if game.position.at_turn_start() and rng.random() < 0.05:
            game.pass_turn()
        elif rng.random() < 0.01:
            game.resign(rng.choice("XO"))
        else:
            game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("seed", range(12))
def test_the_list_reads_as_the_record_sub_move_by_sub_move(seed):
    rules = [Rules(), Rules(3, 3), Rules(8, 6, 2, None, True), Rules(25, 25, 9)][seed % 4]
    history = random_game(seed, rules).history()
    pieces = RecordPieces()
    game = Game(rules)
    html = ""
    turns = []
    for index, (side, action) in enumerate(history):
        game.apply(side, action)
        tail, rounds, new_turns = pieces.html(game.history(), index)
        assert not (tail and rounds), "one sub-move ends a round or begins one"
        html += tail + rounds   # the tail ends the last <li>, the last text before it
        turns += new_turns
        assert header(game.record()) + "".join(Text(html).text) == game.record()
    assert Text(html).indexes == [i for i, entry in enumerate(history) if entry[1] != "resign"]
    assert [count is not None for count in turns] == [action != "resign" for side, action in history]
    assert max(count for count in turns if count is not None) == len(game.turns())
    whole = RecordPieces().html(history, 0)
    assert Text(whole[1]).text == Text(html).text, "the same, written at once"


@pytest.mark.parametrize("seed", range(4))
def test_pieces_taken_back_to_a_kept_entry_go_on_as_if_written_through(seed):
    history = random_game(seed, Rules()).history()
    tail, rounds, turns = RecordPieces().html(history, 0)
    for kept in range(1, len(history), 7):
        if turns[kept - 1] is None:
            continue
        through = RecordPieces()
        through.html(history[:kept], 0)
        taken_back = RecordPieces(turns[kept - 1], history[kept - 1][0])   # as MoveList.cut does
        assert taken_back.html(history, kept) == through.html(history, kept)


def test_a_round_is_a_list_item_with_a_button_per_sub_move():
    tail, rounds, turns = RecordPieces().html(Game.from_record("[Actions \"2\"]\n1. a1-b2, pass\n2. c3").history(), 0)
    assert tail == "" and turns == [1, 1, 2, 3]
    assert rounds == ('<li>1. <span role="button" tabindex="-1" data-index="0">a1</span>'
                      '-<span role="button" tabindex="-1" data-index="1">b2</span>'
                      ', <span role="button" tabindex="-1" data-index="2">pass</span></li>'
                      '<li><span hidden>\n</span>2. '
                      '<span role="button" tabindex="-1" data-index="3">c3</span></li>')


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
