"""The board as a picture: its layout and caption
(game/web/export/picture.py), the replay's frames, and the animated PNG made of the
browser's stills (game/web/export/apng.py)."""

import struct
import zlib

import pytest

from game import Game, Rules
from game.web.export.apng import SIGNATURE, apng, chunks
from game.web.export.picture import (BIG_CELL, CHAR_WIDTH, FONT_SIZE, FRAME_MS, LAST_FRAME_MS, LINE_HEIGHT, MAX_FRAMES,
                              PADDING, REPLAY_PIXELS, SCALE, SMALL_CELL, Picture, caption_lines, most_frames,
                              replay_frames, wrap)
from game.web.panel.status import result_text
from game.web.play.session import Session
from helpers import finished_game, png_pixels, said

GAME = "1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, g7-f6-e5\n3. d5-d6-e6"


@pytest.mark.parametrize("cols, rows, cell", [(10, 10, BIG_CELL), (5, 7, BIG_CELL), (25, 25, 25), (19, 19, 33),
                                              (25, 3, 25)])
def test_the_picture_has_room_for_the_board_and_its_coordinates(cols, rows, cell):
    picture = Picture(cols, rows)
    layout = picture.layout
    assert SMALL_CELL <= layout.cell == cell
    assert layout.x >= layout.label and layout.y >= layout.label, "the coordinates inside the picture"
    assert layout.x + layout.width + layout.label <= picture.width
    assert layout.y + layout.height + layout.label <= picture.height == picture.board_height
    assert picture.width - (layout.width + 2 * layout.label) < 4, "no wide empty margins"


def test_a_caption_adds_its_lines_under_the_board():
    bare = Picture(10, 10)
    captioned = Picture(10, 10, ["1. a1-b2-c3", "2. d4"])
    assert captioned.width == bare.width and captioned.caption_top == bare.height
    assert captioned.height == bare.height + 2 * PADDING + 2 * LINE_HEIGHT


def test_the_caption_is_the_last_round_or_the_whole_record_or_none():
    game = Game.from_record('[Size "10x10"]\n\n' + GAME)
    width = Picture(10, 10).width
    assert caption_lines(game, "move", width) == ["3. d5-d6-e6"]
    assert caption_lines(game, "record", width) == GAME.split("\n")
    assert caption_lines(game, "none", width) == []
    assert caption_lines(Game(Rules()), "move", width) == [], "no move yet, no caption"
    shaped = Game.from_record('[Size "8x6"]\n\n1. a1-b2')
    assert caption_lines(shaped, "record", Picture(8, 6).width) == ['[Size "8x6"]', "", "1. a1-b2"]


def test_a_long_record_wraps_at_spaces():
    assert wrap("1. a1-b2-c3, k10-i9-h8", 12) == ["1. a1-b2-c3,", "k10-i9-h8"]
    assert wrap("abcdefghij", 4) == ["abcd", "efgh", "ij"]
    game = Game.from_record(GAME)
    lines = caption_lines(game, "record", 130)   # 12 characters a line
    assert lines[:3] == ["1. a1-b2-c3,", "k10-i9-h8", "2. d4-e5-f6,"]
    assert all(len(line) <= 12 for line in lines)


@pytest.mark.parametrize("cols", [10, 5])
def test_the_record_caption_of_a_long_game_holds_every_move_and_the_result(cols):
    # the caption was cut at 12 lines with "…": a game of 33 rounds lost its end and its result
    game = finished_game() if cols == 10 else finished_game(Rules(5, 5, 1), seed=3)   # a narrow picture too
    assert len(game.turns()) >= 20
    width = Picture(cols, cols).width
    result = result_text(said(Session(game=game)))
    lines = caption_lines(game, "record", width, result)
    chars = int((width - 2 * PADDING) / (FONT_SIZE * CHAR_WIDTH))
    assert all(len(line) <= chars for line in lines), "every line fits the picture"
    written = " ".join(lines).replace("\u00a0", " ")
    moves = [line for line in game.record().split("\n") if line and not line.startswith("[")]
    assert written.split()[:-len(result.split())] == [word for line in game.record().split("\n")
                                                      for word in line.split()], "the whole record, in order"
    assert moves[-1].split(" ", 1)[1].split(", ")[-1] in written, "the last turn"
    assert " ".join(lines).endswith(result) or written.endswith(result), "then how it ended"
    assert result.split()[0] in ("X", "O") and len(lines) < len(moves), \
        "a long game's rounds run on as text, so that it stays a picture"
    picture = Picture(cols, cols, lines)
    assert picture.height == picture.board_height + 2 * PADDING + LINE_HEIGHT * len(lines), "all of it drawn"


def test_the_last_moves_caption_of_a_finished_game_says_how_it_ended():
    game = finished_game()
    width = Picture(10, 10).width
    result = result_text(said(Session(game=game)))
    lines = caption_lines(game, "move", width, result)
    assert lines[0] == game.record().split("\n")[-1] and " ".join(lines[1:]) == result


WIDE = Picture(10, 10).width


def test_the_replay_is_the_start_then_each_whole_turn_the_last_held_longer():
    game = Game.from_record(GAME)
    frames = replay_frames(game, WIDE, "The start")
    assert [len(shown.history()) for shown, delay, line in frames] == [0, 3, 6, 9, 12, 15]
    assert [delay for shown, delay, line in frames] == [FRAME_MS] * 5 + [LAST_FRAME_MS]
    assert frames[-1][0].record() == game.record()
    empty = replay_frames(Game(Rules()), WIDE, "The start")
    assert empty[0][0].history() == [] and len(empty) == 1


def test_each_frame_of_the_replay_says_its_move_as_the_record_numbers_it():
    # the frames said nothing: which move the board shows was left to guess
    game = Game.from_record(GAME)
    lines = [line for shown, delay, line in replay_frames(game, WIDE, "The start")]
    assert lines == ["The start", "1. X: a1-b2-c3", "1. O: k10-i9-h8", "2. X: d4-e5-f6", "2. O: g7-f6-e5",
                     "3. X: d5-d6-e6"]
    passed = Game.from_record("1. a1-b2-c3, pass\n2. d4")
    passed.resign()
    assert [line for shown, delay, line in replay_frames(passed, WIDE, "")][2:] == ["1. O: pass", "2. X: d4, resign"]


def test_a_replays_frame_is_the_still_images_size_its_move_on_one_line():
    # the replay was drawn at 1x, the still at SCALE: a frame is now the still with its move's caption
    game = finished_game(Rules(5, 5, 9), seed=2)   # long turns in a narrow picture
    width = Picture(5, 5).width
    chars = int((width - 2 * PADDING) / (FONT_SIZE * CHAR_WIDTH))
    still = Picture(5, 5, caption_lines(Game.from_record('[Size "5x5"]\n\n1. a1'), "move", width))
    lines = [line for shown, delay, line in replay_frames(game, width, "Начало")]
    for line in lines:
        assert line and len(line) <= chars, line
        frame = Picture(5, 5, [line])
        assert (frame.width, frame.height) == (still.width, still.height)
    assert any(line.endswith("…") for line in lines), "a turn longer than the line is cut, never wrapped to a second"


def test_a_long_game_replays_in_at_most_max_frames_and_always_to_its_end():
    game = Game(Rules(25, 25, 1))   # a sub-move a turn
    while len(game.turns()) < 2 * MAX_FRAMES + 1:
        game.play(sorted(game.legal_moves())[0])
    frames = replay_frames(game, Picture(25, 25).width, "")
    assert len(frames) <= MAX_FRAMES and frames[-1][0].record() == game.record()
    assert [len(shown.turns()) for shown, delay, line in frames[:3]] == [0, 3, 6], "every third turn"
    assert frames[2][2] == "3. O: %s" % game.history()[5][1], "the frame names the last turn it shows"
    assert len(replay_frames(Game.from_record(game.record().rsplit("\n", 1)[0]), 500, "")) <= MAX_FRAMES


def test_a_replay_of_big_frames_has_fewer_of_them_so_its_file_stays_a_few_mb():
    # at 2x a 25x25 game of 400 turns made 135 frames of 1354x1434: 48 MB, 147 s to make on the page
    game = Game(Rules(25, 25, 1))
    while len(game.turns()) < 400:
        game.play(sorted(game.legal_moves())[0])
    picture = Picture(25, 25, ["1. X: a1"])
    most = most_frames(25, 25)
    frames = replay_frames(game, picture.width, "", most)
    assert len(frames) <= most < MAX_FRAMES and frames[-1][0].record() == game.record()
    assert len(frames) * picture.width * picture.height * SCALE * SCALE <= REPLAY_PIXELS
    assert most_frames(10, 10) > 67, "a 10x10 game of 33 rounds keeps every turn"
    assert most_frames(3, 3) == MAX_FRAMES


def still(width, height, colour):
    """A PNG of one colour, as a browser writes one (RGBA, a filter byte a row)."""
    rows = b"".join(b"\x00" + bytes(colour) * width for _ in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return SIGNATURE + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)) \
        + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def test_stills_become_one_animated_png_its_first_frame_the_png_itself():
    frames = [(still(4, 3, (255, 0, 0, 255)), 800), (still(4, 3, (0, 0, 255, 255)), 800),
              (still(4, 3, (0, 255, 0, 255)), 3000)]
    animated = apng(frames)
    kinds = [kind for kind, data in chunks(animated)]
    assert kinds == [b"IHDR", b"acTL", b"fcTL", b"IDAT", b"fcTL", b"fdAT", b"fcTL", b"fdAT", b"IEND"]
    found = chunks(animated)
    assert struct.unpack(">II", found[1][1]) == (3, 0), "three frames, played for ever"
    controls = [struct.unpack(">IIIIIHHBB", data) for kind, data in found if kind == b"fcTL"]
    assert [(c[0], c[1], c[2], c[5], c[6]) for c in controls] == [(0, 4, 3, 800, 1000), (1, 4, 3, 800, 1000),
                                                                (3, 4, 3, 3000, 1000)]
    assert [struct.unpack(">I", data[:4])[0] for kind, data in found if kind == b"fdAT"] == [2, 4], "one sequence for fcTL and fdAT"
    at = 8   # every chunk's CRC right: a strict viewer would refuse the file
    while at < len(animated):
        length = struct.unpack(">I", animated[at:at + 4])[0]
        body = animated[at + 4:at + 8 + length]
        assert struct.unpack(">I", animated[at + 8 + length:at + 12 + length])[0] == zlib.crc32(body)
        at += 12 + length
    assert png_pixels(animated)[2][0][0] == (255, 0, 0, 255), "a PNG viewer shows the first frame"
    with pytest.raises(ValueError):
        apng([frames[0], (still(5, 3, (0, 0, 0, 255)), 800)])
