"""The terminal game: python -m game, replay and bad input."""

import os
import subprocess
import sys

import pytest

from game import Game

from helpers import ROOT


def run(args, stdin="", **env):
    return subprocess.run([sys.executable, "-m", "game"] + args, input=stdin, capture_output=True,
                          text=True, cwd=ROOT, timeout=60, env=dict(os.environ, **env))


def test_two_players_play_whole_turns_and_single_cells():
    done = run(["--size", "5", "--actions", "2"], "a1-b2\ne5\nd4\nc3 pass\nquit\n")
    assert done.returncode == 0
    assert "O to move, sub-move 1 of 2." in done.stdout
    assert "pass: 'pass' is not a cell name" in done.stdout, "a typed turn is cells only"
    assert done.stdout.rstrip().endswith('[Size "5x5"]\n[Actions "2"]\n\n1. a1-b2, e5-d4')


def test_bad_input_gets_a_message_and_the_game_goes_on():
    done = run([], "a1-b2-k10\nhello\nj4\npass\nundo\na1\npass\nquit\n")
    out = done.stdout
    assert "k10: k10 is out of X's reach" in out and "nothing of 'a1-b2-k10' was played" in out
    assert "hello" in out and "not a cell name" in out
    assert "no column j" in out
    assert "nothing to undo" not in out  # the pass was undone
    assert "only allowed at the start of a turn" in out
    assert out.rstrip().endswith("1. a1")


def test_reach_is_marked_on_the_board():
    done = run(["--size", "3"], "a1\nquit\n")
    boards = done.stdout.split("X to move")
    assert "1 X * ." in boards[1] and "2 * * ." in boards[1]


def test_a_finished_game_prints_its_result_and_record():
    done = run(["--size", "3"], "a1-b2-c3\nc3\na2-a3-b3\n")
    assert "Game over: X wins: O has no legal sub-move." in done.stdout
    assert done.stdout.rstrip().endswith("2. a2-a3-b3")


def test_replay_steps_through_a_record(tmp_path):
    record = tmp_path / "game.txt"
    record.write_text("1. a1-b2-c3, k10-i9-h8\n2. pass, h7\n")
    done = run(["replay", str(record), "--all"])
    assert done.returncode == 0
    assert [line for line in done.stdout.splitlines() if line.startswith(("X:", "O:"))] == \
        ["X: a1-b2-c3", "O: k10-i9-h8", "X: pass", "O: h7"]
    assert done.stdout.rstrip().endswith("O to move, sub-move 2 of 3.")


def test_replay_of_a_broken_record_names_the_fault(tmp_path):
    record = tmp_path / "broken.txt"
    record.write_text("1. a1-b2-c3, k10-i9-h8\n2. d4-e5-x9\n")
    done = run(["replay", str(record)])
    assert done.returncode == 2
    assert "line 2, column 10: x9 is off the 10x10 board" in done.stderr
    assert run(["replay", str(tmp_path / "missing.txt")]).returncode == 2


def test_bad_options_are_refused_plainly():
    done = run(["--size", "30"])
    assert done.returncode != 0 and "from 3 to 25" in done.stderr
    done = run(["--size", "big"])
    assert done.returncode != 0 and "like 8 or 8x6" in done.stderr


def one_line_refusal(done):
    """A refusal: a non-zero exit and a message that is no traceback."""
    return done.returncode != 0 and "Traceback" not in done.stderr and done.stderr.strip()


def test_replay_of_an_unreadable_file_says_so_in_one_line(tmp_path):
    huge = tmp_path / "huge.txt"
    huge.write_text('[Size "%s"]\n' % ("9" * 5000))     # more digits than CPython's int() takes
    done = run(["replay", str(huge)])
    assert one_line_refusal(done) and len(done.stderr.splitlines()) == 1
    assert "from 3x3 to 25x25" in done.stderr
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"1. a1\xff\xfe")
    done = run(["replay", str(binary)])
    assert one_line_refusal(done) and len(done.stderr.splitlines()) == 1
    assert "utf-8" in done.stderr
    long = tmp_path / "long.txt"
    long.write_text("1. a1-b2-c3" + " " * 2000000)
    done = run(["replay", str(long)])
    assert one_line_refusal(done) and "at most 100000 characters" in done.stderr


@pytest.mark.parametrize("args, words", [
    (["arena", "random", "random", "--games", "0"], "--games: must be a whole number from 1"),
    (["arena", "random", "random", "--size", "2"], "--size: must be a whole number from 3 to 25"),
    (["arena", "random", "random", "--size", "99"], "--size: must be a whole number from 3 to 25"),
    (["arena", "random", "random", "--actions", "0"], "--actions: must be a whole number from 1 to 9"),
    (["arena", "random", "random", "--game", "bases", "--players", "31"],
     "--players: must be a whole number from 2 to 30"),
    (["arena", "random", "random", "--players", "3"], "--players: the classic game is for 2 players"),
    (["bench", "--seconds", "-1"], "--seconds: must be seconds, more than 0"),
    (["serve", "--port", "99999"], "--port: must be a whole number from 0 to 65535"),
    (["serve", "--directory", "/nonexistent"], "cannot serve /nonexistent: there is no such folder"),
])
def test_every_command_refuses_bad_options_plainly(args, words):
    done = run(args)
    assert one_line_refusal(done) and words in done.stderr.splitlines()[-1]


def test_arena_of_virus_and_bases_reports_every_seat():
    done = run(["arena", "greedy", "random", "--game", "bases", "--players", "3", "--games", "5"])
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("virus and bases: greedy against 2 x random on 10x10, 3 sub-moves, "
                               "6 games (2 openings, greedy in every seat)")
    assert [line.split()[0] for line in lines[1:5]] == ["all", "X", "O", "T"]
    assert "greedy wins" in lines[1] and "of   6" in lines[1] and "of   2" in lines[2]


def test_arena_of_virus_and_bases_writes_the_records_of_its_games(tmp_path):
    done = run(["arena", "greedy", "random", "--game", "bases", "--players", "2", "--games", "2",
                "--size", "5", "--records", str(tmp_path)])
    assert done.returncode == 0, done.stderr
    names = sorted(os.listdir(tmp_path))
    assert [name[:10] for name in names] == ["game-000-X", "game-001-O"]
    for name in names:
        game = Game.from_record((tmp_path / name).read_text())
        outcome = name.split("-")[-1][:-len(".txt")]
        side = name.split("-")[2]
        assert game.result is not None
        assert outcome == ("draw" if game.result == "draw" else "won" if game.result == side
                           else "lost")


def test_serve_refuses_a_bad_port_in_the_environment():
    done = run(["serve"], PORT="99999")
    assert one_line_refusal(done) and "$PORT must be a port number from 0 to 65535" in done.stderr


def test_the_other_games_are_played_in_the_terminal_too():
    bases = run(["play", "--game", "bases", "--players", "3", "--size", "6", "--start", "edge"],
                "c1-c2-c3\nf6-e5-d4\na6\nquit\n")
    assert bases.returncode == 0
    assert "T to move, sub-move 2 of 3." in bases.stdout
    assert bases.stdout.rstrip().endswith('[Game "bases"]\n[Players "3"]\n[Size "6x6"]\n[Start "edge"]\n\n'
                                          "1. c1-c2-c3, f6-e5-d4, a6")
    capture = run(["--game", "capture", "--scoring", "territory", "--size", "5"], "b1-a2-e4\npass\nquit\n")
    assert "there is no pass in the capture game" in capture.stdout
    assert capture.stdout.rstrip().endswith('[Scoring "territory"]\n[Size "5x5"]\n\n1. b1-a2-e4')
    wrong = run(["--game", "capture", "--players", "3"])
    assert wrong.returncode != 0 and "players must be 2 in the capture game" in wrong.stderr


def test_an_arena_plays_on_the_preset_shapes_in_turn():
    done = run(["arena", "greedy", "random", "--games", "4", "--shape", "all", "--size", "5"])
    assert done.returncode == 0, done.stderr
    assert "on the shapes plus, diamond, ring, rooms, island, 4 games" in done.stdout
    from game.tools.arena.pairing import boards, pairings
    tasks = pairings("greedy", "random", 4, boards("all", 10, 10), seed=1)
    holes = [Game.from_record(record).rules.holes for record, x_name, o_name, seed in tasks]
    assert holes[0] == holes[1] != holes[2] == holes[3], "each opening twice, on the next shape"


def test_the_terminal_plays_on_a_shape():
    done = run(["--shape", "ring", "--game", "bases", "--players", "4"], "quit\n")
    assert done.returncode == 0, done.stderr
    assert " 5 . . . # # # # . . ." in done.stdout   # the ring's hole, off the board
    holes = run(["--holes", "b2 c3", "--size", "5"], "b2\nquit\n")
    assert "\n3 . . # . .\n" in holes.stdout and "b2 is off the board" in holes.stdout
